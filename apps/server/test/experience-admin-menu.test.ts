// The Admin menu's seeded entries: the edit history of organisations, webhooks and the two bulk
// imports are listed, each only to the personas holding one of its features.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserApplication } from '@portal/shared';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { ADA, DAN, OTTO, SAM, personas } from './helpers/as-persona.js';

let portal: TestPortal;
const as = personas(() => portal);

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const NEW_ENTRIES = [
  '/admin/audit/organizations',
  '/admin/integration-errors/webhooks',
  '/admin/wsr-bulk-assignments',
  '/admin/orgs-bulk-assignments',
];

async function adminLinks(email: string, language = 'en') {
  const res = await as(email)('GET', `/v2/user/applications?language=${language}`);
  expect(res.statusCode).toBe(200);
  return res
    .json<UserApplication[]>()
    .filter((a) => a.categories.includes('Admin'))
    .map((a) => ({ link: a.link, name: a.name }));
}

describe('Admin menu entries', () => {
  it('ada (every feature) gets the history of organisations, webhooks and both bulk imports', async () => {
    const links = (await adminLinks(ADA)).map((a) => a.link);
    expect(links).toEqual(expect.arrayContaining(NEW_ENTRIES));
    const names = (await adminLinks(ADA, 'de')).map((a) => a.name);
    expect(names).toEqual(
      expect.arrayContaining(['Änderungsverlauf der Organisationen', 'Massenimport von Benutzern']),
    );
  });

  it('otto (read-only) gets the history of organisations and webhooks, not the bulk imports', async () => {
    const links = (await adminLinks(OTTO)).map((a) => a.link);
    expect(links).toEqual(
      expect.arrayContaining(['/admin/audit/organizations', '/admin/integration-errors/webhooks']),
    );
    expect(links).not.toContain('/admin/wsr-bulk-assignments');
    expect(links).not.toContain('/admin/orgs-bulk-assignments');
  });

  it('dan and sam get none of them', async () => {
    for (const who of [DAN, SAM]) {
      const links = (await adminLinks(who)).map((a) => a.link);
      for (const link of NEW_ENTRIES) expect(links).not.toContain(link);
    }
  });
});
