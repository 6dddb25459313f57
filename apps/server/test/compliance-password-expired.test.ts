// GET /v2/user/ui-access-data says whether the signed-in user's password is older than the
// largest password age (PASSWORD_MAX_AGE_DAYS): the web app then shows the password-expired prompt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestPortal } from './helpers/setup.js';
import { startUsersPortal, type As } from './users-support.js';

let portal: TestPortal;
let as: As;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['sam', 'ivy']));
});
afterAll(async () => portal?.close());

const ageOfPassword = (email: string, days: number) =>
  portal.db.orm.execute(
    sql`UPDATE identity SET password_changed_at = now() - ${`${days} days`}::interval
      WHERE lower(email) = lower(${email})`,
  );
const expiredFor = async (who: 'sam' | 'ivy') => {
  const res = await as(who, 'GET', '/v2/user/ui-access-data');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().passwordExpired;
};

describe('passwordExpired in the access data', () => {
  it('is true only once the password is older than the largest password age', async () => {
    const max = portal.config.compliance.passwordMaxAgeDays;
    await ageOfPassword('sam.standard@atlas.example', 1);
    expect(await expiredFor('sam')).toBe(false);
    await ageOfPassword('sam.standard@atlas.example', max - 1);
    expect(await expiredFor('sam')).toBe(false);
    await ageOfPassword('sam.standard@atlas.example', max + 1);
    expect(await expiredFor('sam')).toBe(true);
    // Another user's password age is their own.
    await ageOfPassword('ivy.internal@atlas.example', 2);
    expect(await expiredFor('ivy')).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const res = await portal.app.inject({ method: 'GET', url: '/v2/user/ui-access-data' });
    expect(res.statusCode).toBe(401);
  });
});
