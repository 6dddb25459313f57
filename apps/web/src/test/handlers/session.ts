// The API answers every signed-in page needs: the persona's profile and access data, and no
// applications or announcements unless a test gives some.
import type { RequestHandler } from 'msw';
import type { Persona } from '../personas';
import { answers } from './answers';

export function sessionHandlers(persona: Persona): RequestHandler[] {
  return answers({
    '/user': persona.profile,
    '/user/ui-access-data': persona.access,
    '/user/applications': [],
    '/user/favourites': { applicationIds: [] },
    '/user/notifications': [],
  });
}
