// My Applications over the API: each persona gets exactly the applications that target them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserApplication } from '@portal/shared';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { ADA, CORA, DAN, IVY, NORA, SAM, personas } from './helpers/as-persona.js';

let portal: TestPortal;
const as = personas(() => portal);

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

async function names(email: string, language = 'en') {
  const res = await as(email)('GET', `/v2/user/applications?language=${language}`);
  expect(res.statusCode).toBe(200);
  return res
    .json<UserApplication[]>()
    .map((a) => `${a.name}|${a.region?.code ?? '-'}`)
    .sort();
}

describe('GET /v2/user/applications', () => {
  it('sam: the brand 1, NA applications of his role, nothing of other brands, regions or roles', async () => {
    expect(await names(SAM)).toEqual(
      [
        'Dealer Directory|-',
        'Learning Center|-',
        'Parts Catalogue|-',
        'Product Bulletins|-',
        'Service Manuals|-',
        'Service Scheduler|NA',
        'Warranty Claims|NA',
      ].sort(),
    );
  });

  it('dan: his dealer tools plus the Admin items of the feature he holds', async () => {
    const list = await names(DAN);
    expect(list).toEqual(expect.arrayContaining(['Users|-', 'Dealer Onboarding|NA']));
    expect(list).not.toContain('Dealer Onboarding|EMEA');
    expect(list).not.toContain('Announcements|-');
    expect(list).not.toContain('Machine Orders|NA');
  });

  it('ivy: brands 1 and 2 in NA and EMEA, the employee intranet, no warranty tool', async () => {
    const list = await names(IVY);
    expect(list).toEqual(
      expect.arrayContaining([
        'Power Rental Manager|NA',
        'Generator Sizing Tool|-',
        'Employee Intranet|-',
        'Service Scheduler|NA',
      ]),
    );
    expect(list.filter((n) => n.startsWith('Warranty'))).toEqual([]);
    expect(list.filter((n) => n.startsWith('Corvid') || n.startsWith('Attachment'))).toEqual([]);
  });

  it('cora: the Corvid hub and the common tools, nothing of Atlas', async () => {
    const list = await names(CORA);
    expect(list).toContain('Corvid Dealer Hub|LATAM');
    expect(list).not.toContain('Service Scheduler|NA');
    expect(list).not.toContain('Power Rental Manager|NA');
  });

  it('ada: every admin item and the tools of all brands, but not the sales accounts’ platform', async () => {
    const res = await as(ADA)('GET', '/v2/user/applications');
    const list = res.json<UserApplication[]>();
    const admin = list.filter((a) => a.categories.includes('Admin')).map((a) => a.link);
    expect(admin).toEqual(
      expect.arrayContaining(['/admin/users', '/admin', '/admin/applications', '/documents']),
    );
    expect(list.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Machine Orders', 'Corvid Dealer Hub', 'Attachment Configurator']),
    );
    expect(list.map((a) => a.name)).not.toContain('Sales Platform');
  });

  it('nora, without roles or brands, gets nothing', async () => {
    expect(await names(NORA)).toEqual([]);
  });

  it('translates the names, English where a translation is missing', async () => {
    expect(await names(SAM, 'de')).toEqual(
      expect.arrayContaining(['Teilekatalog|-', 'Garantieanträge|NA']),
    );
    expect(await names(SAM, 'ko')).toContain('부품 카탈로그|-');
  });

  it('answers 400 for an unknown language and 401 without a token', async () => {
    const res = await as(SAM)('GET', '/v2/user/applications?language=xx');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400 });
    expect((await portal.app.inject({ url: '/v2/user/applications' })).statusCode).toBe(401);
  });
});
