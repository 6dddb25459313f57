// SCIM clients are rate limited on their own counts: one client over its limit gets 429 tooMany
// with Retry-After, while another client goes on; both credentials of a client share its count.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  clientCredentials,
  issueOAuth,
  registerClient,
  scimWith,
  startScimPortal,
  type ScimPortal,
} from './scim-support.js';

let s: ScimPortal;
beforeAll(async () => {
  s = await startScimPortal({ RATE_LIMIT_API_READ: '5/60' });
});
afterAll(async () => s?.portal.close());

it('the sixth read of a client in the window is a 429; another client is not held back', async () => {
  for (let i = 0; i < 5; i++)
    expect((await s.scim('GET', '/ServiceProviderConfig')).statusCode).toBe(200);
  const over = await s.scim('GET', '/Users');
  expect(over.statusCode).toBe(429);
  expect(over.json()).toMatchObject({ status: '429', scimType: 'tooMany' });
  expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  const other = await registerClient(s.portal, s.as, 'Okta');
  const res = await s.portal.app.inject({
    method: 'GET',
    url: '/scim/v2/ServiceProviderConfig',
    headers: { authorization: `Bearer ${other.token}` },
  });
  expect(res.statusCode).toBe(200);
});

it("a client's bearer token and its OAuth client's access tokens share one count", async () => {
  const shared = await registerClient(s.portal, s.as, 'Shared');
  const oauth = await issueOAuth(s, shared.client.id);
  const token = (await clientCredentials(s.portal, oauth.clientId, oauth.clientSecret)).json<{
    access_token: string;
  }>().access_token;
  for (let i = 0; i < 3; i++)
    expect((await scimWith(s.portal, shared.token, 'GET', '/Users')).statusCode).toBe(200);
  for (let i = 0; i < 2; i++)
    expect((await scimWith(s.portal, token, 'GET', '/Users')).statusCode).toBe(200);
  const over = await scimWith(s.portal, token, 'GET', '/Users');
  expect(over.statusCode).toBe(429);
  expect(over.json()).toMatchObject({ scimType: 'tooMany' });
});
