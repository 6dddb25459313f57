// Calls the API as a demo persona: signs in once per persona through the real provider, then
// injects requests with that persona's bearer token.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestPortal } from './setup.js';
import { signIn } from './sign-in.js';

export type Caller = (
  method: InjectOptions['method'],
  url: string,
  options?: { payload?: InjectOptions['payload']; headers?: Record<string, string> },
) => Promise<LightMyRequestResponse>;

export function personas(portal: () => TestPortal) {
  const tokens = new Map<string, Promise<string>>();
  const token = (email: string) => {
    let t = tokens.get(email);
    if (!t) {
      const p = portal();
      t = signIn(p.app, p.config, email).then((r) => r.access_token);
      tokens.set(email, t);
    }
    return t;
  };
  /** A caller for one persona, e.g. `as('sam.standard@atlas.example')`. */
  return function as(email: string): Caller {
    return async (method, url, options = {}) =>
      portal().app.inject({
        method,
        url,
        payload: options.payload,
        headers: { authorization: `Bearer ${await token(email)}`, ...options.headers },
      });
  };
}

export const SAM = 'sam.standard@atlas.example';
export const ADA = 'ada.admin@atlas.example';
export const DAN = 'dan.dealer@atlas.example';
export const IVY = 'ivy.internal@atlas.example';
export const CORA = 'cora.corvid@corvid.example';
export const OTTO = 'otto.readonly@atlas.example';
export const NORA = 'nora.noorg@atlas.example';
