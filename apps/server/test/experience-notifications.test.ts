// Announcements for users over the API: exactly what targets each persona, in priority and title
// order, in their language, with read state per user; bad queries get 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { UserNotification } from '@portal/shared';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { ADA, CORA, DAN, IVY, NORA, SAM, personas } from './helpers/as-persona.js';

let portal: TestPortal;
const as = personas(() => portal);

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

async function list(email: string, query = '') {
  const res = await as(email)('GET', `/v2/user/notifications${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<UserNotification[]>();
}
const titles = (items: UserNotification[]) => items.map((n) => n.title);

describe('GET /v2/user/notifications', () => {
  it('sam: his brand, region and applications, highest first, equal priorities by title', async () => {
    const items = await list(SAM);
    expect(titles(items)).toEqual([
      'Spring service campaign',
      'New parts catalogue release',
      'Safety bulletin: hydraulic hoses',
      'Dealer portal maintenance window',
    ]);
    expect(items.map((n) => n.priority)).toEqual(['highest', 'medium', 'medium', 'lowest']);
    // External users never see the internal description.
    expect(items.every((n) => n.description === null)).toBe(true);
    expect(items[0]).toMatchObject({
      displayLocationCode: 'dealer-home',
      brands: [{ id: 1, name: 'Atlas' }],
      regionCode: ['NA'],
      read: false,
      linkUrl: 'https://service.atlas.example/campaigns/spring',
    });
    expect(items[0]!.content).toContain('<strong>');
  });

  it('ivy: both her brands, the internal description, German-only text in German', async () => {
    const items = await list(IVY);
    expect(titles(items)).toEqual([
      'Portable power rental season',
      'Spring service campaign',
      'New parts catalogue release',
      'Safety bulletin: hydraulic hoses',
      'Dealer portal maintenance window',
      'Händlertreffen in Köln',
    ]);
    // Written only in German: shown in German, with its language, rather than as "-".
    expect(items[5]).toMatchObject({ language: 'de', regionCode: ['EMEA'] });
    expect(items[5]!.content).toContain('Köln');
    expect(items.slice(0, 5).every((n) => n.language === 'en')).toBe(true);
    expect(items[0]!.description).toBe('Pricing approved by the PP sales team.');
    expect(items[0]!.brands).toEqual([{ id: 2, name: 'Atlas Portable Power' }]);
    const untargeted = items.find((n) => n.title === 'Dealer portal maintenance window');
    expect(untargeted?.brands.map((b) => b.id)).toEqual([1, 2]);
  });

  it('ivy in German: translated where a translation exists, English otherwise', async () => {
    const items = await list(IVY, '?language=de');
    expect(titles(items)).toEqual(
      expect.arrayContaining([
        'Mietsaison für mobile Stromerzeuger',
        'Frühjahrs-Servicekampagne',
        'Händlertreffen in Köln',
      ]),
    );
  });

  it('asked brands and regions narrow the list to the user’s own', async () => {
    expect(titles(await list(IVY, '?brands=2'))).toEqual([
      'Portable power rental season',
      'New parts catalogue release',
      'Dealer portal maintenance window',
    ]);
    expect(await list(SAM, '?brands=3')).toEqual([]);
    expect(titles(await list(IVY, '?regionCode=EMEA&brands=1'))).not.toContain(
      'Spring service campaign',
    );
  });

  it('role, permission set and application targeting', async () => {
    expect(titles(await list(ADA))).toContain('Machine orders now online');
    expect(titles(await list(SAM))).not.toContain('Machine orders now online');
    expect(titles(await list(DAN))).not.toContain('Extended warranty terms');
    expect(titles(await list(DAN))).not.toContain('Dealer leadership briefing');
  });

  it('cora: Corvid news in English from its translation; nothing for nora', async () => {
    expect(titles(await list(CORA))).toContain('Corvid summer launch');
    expect(titles(await list(CORA, '?language=es'))).toContain('Lanzamiento de verano de Corvid');
    expect(await list(NORA)).toEqual([]);
  });

  it('expired, future and other display locations stay out unless asked for', async () => {
    const all = titles(await list(ADA));
    expect(all).not.toContain('Expired recall notice');
    expect(all).not.toContain('Upcoming trade show');
    expect(all).not.toContain('New sections in the document library');
    expect(titles(await list(SAM, '?displayLocationCode=documents'))).toEqual([
      'New sections in the document library',
    ]);
  });

  it('bad query values get 400 with a message, never 5xx', async () => {
    for (const q of [
      '?brands=x',
      '?regionCode=na;drop',
      '?displayLocationCode=BAD!',
      '?language=xx',
    ]) {
      const res = await as(SAM)('GET', `/v2/user/notifications${q}`);
      expect([q, res.statusCode]).toEqual([q, 400]);
      expect(res.json<{ message: string }>().message).not.toBe('');
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), async (a, b) => {
        const q = new URLSearchParams({ brands: a, regionCode: b }).toString();
        const res = await as(SAM)('GET', `/v2/user/notifications?${q}`);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});

describe('read state', () => {
  it('is kept per user: marking read shows for sam only, and can be undone', async () => {
    const [first] = await list(SAM);
    expect((await as(SAM)('PUT', `/v2/user/notifications/${first!.id}/read`)).statusCode).toBe(204);
    expect((await list(SAM))[0]).toMatchObject({ id: first!.id, read: true });
    expect((await list(ADA)).find((n) => n.id === first!.id)?.read).toBe(false);
    expect((await as(SAM)('DELETE', `/v2/user/notifications/${first!.id}/read`)).statusCode).toBe(
      204,
    );
    expect((await list(SAM))[0]!.read).toBe(false);
  });

  it('answers 404 for announcements that do not target the user, 400 for bad ids', async () => {
    const corvid = (await list(CORA)).find((n) => n.title === 'Corvid summer launch')!;
    expect((await as(SAM)('PUT', `/v2/user/notifications/${corvid.id}/read`)).statusCode).toBe(404);
    expect((await as(SAM)('PUT', '/v2/user/notifications/abc/read')).statusCode).toBe(400);
    expect((await as(SAM)('PUT', '/v2/user/notifications/99999999/read')).statusCode).toBe(404);
  });
});
