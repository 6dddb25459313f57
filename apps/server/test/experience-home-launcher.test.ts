// Home as a launcher over the API: favourites per user (only applications they may open), icons
// uploaded by administrators (checked by their bytes, SVG cleaned, size-capped, served publicly
// with caching headers) and short descriptions in the reader's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, UserApplication, UserFavourites } from '@portal/shared';
import type { TestPortal } from './helpers/setup.js';
import {
  applicationBody,
  callerWith,
  startCatalogPortal,
  type Caller,
} from './catalog-fixtures.js';
import { signIn } from './helpers/sign-in.js';

let portal: TestPortal;
let ada: Caller;
let sam: Caller;
let ivy: Caller;

beforeAll(async () => {
  ({ portal, ada, sam, ivy } = await startCatalogPortal('ada', 'sam', 'ivy'));
});
afterAll(async () => portal?.close());

async function applications(who: Caller, language = 'en') {
  const res = await who.get(`/v2/user/applications?language=${language}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserApplication[]>();
}

async function favourites(who: Caller) {
  const res = await who.get('/v2/user/favourites');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserFavourites>().applicationIds;
}

describe('favourites', () => {
  it('are kept per user: sam’s pin is his, not ivy’s, and unpinning removes it', async () => {
    const [first, second] = await applications(sam);
    expect(await favourites(sam)).toEqual([]);
    const pinned = await sam.put(`/v2/user/favourites/${second!.id}`, null);
    expect(pinned.statusCode, pinned.body).toBe(200);
    await sam.put(`/v2/user/favourites/${first!.id}`, null);
    // Pinning twice keeps one pin.
    await sam.put(`/v2/user/favourites/${first!.id}`, null);
    expect(await favourites(sam)).toEqual([second!.id, first!.id]);
    expect(await favourites(ivy)).toEqual([]);
    const unpinned = await sam.delete(`/v2/user/favourites/${second!.id}`);
    expect(unpinned.json<UserFavourites>().applicationIds).toEqual([first!.id]);
    expect(await favourites(sam)).toEqual([first!.id]);
  });

  it('only applications the user may open; bad ids get 400, unknown ones 404', async () => {
    const mine = new Set((await applications(sam)).map((a) => a.id));
    const other = (await applications(ada)).find((a) => !mine.has(a.id));
    expect(other).toBeDefined();
    expect((await sam.put(`/v2/user/favourites/${other!.id}`, null)).statusCode).toBe(404);
    expect((await sam.put('/v2/user/favourites/99999999', null)).statusCode).toBe(404);
    const bad = await sam.put('/v2/user/favourites/abc', null);
    expect(bad.statusCode).toBe(400);
    expect(await favourites(sam)).not.toContain(other!.id);
  });
});

// ---- icons ---------------------------------------------------------------------------------

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

function upload(value: Buffer | string, filename = 'icon.png') {
  const boundary = '----portal-icon-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function putIcon(
  token: string | undefined,
  id: number,
  value: Buffer | string,
  name?: string,
) {
  const body = upload(value, name);
  return portal.app.inject({
    method: 'PUT',
    url: `/v2/applications/${id}/icon`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function newApplication(): Promise<Application> {
  // Seen by sam: brand 1, NA, a role he holds.
  const roles = await ada.get('/v2/catalog/choices');
  const reader = roles
    .json<{ roles: { id: number; name: string }[] }>()
    .roles.find((r) => r.name === 'DOCUMENT_READER')!;
  const res = await ada.post(
    '/v2/applications',
    applicationBody({ roleIds: [reader.id], features: [], categories: ['Parts'] }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Application>();
}

let adaToken: string;
let samToken: string;

describe('icons', () => {
  beforeAll(async () => {
    adaToken = (await signIn(portal.app, portal.config, 'ada.admin@atlas.example')).access_token;
    samToken = (await signIn(portal.app, portal.config, 'sam.standard@atlas.example')).access_token;
  });

  it('an administrator uploads a PNG; users get its version and anyone the image, cached', async () => {
    const app = await newApplication();
    expect(app.iconVersion).toBeNull();
    const res = await putIcon(adaToken, app.id, PNG);
    expect(res.statusCode, res.body).toBe(200);
    const version = res.json<Application>().iconVersion;
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    const listed = (await applications(sam)).find((a) => a.id === app.id);
    expect(listed?.iconVersion).toBe(version);
    // No bearer token: images are loaded by the browser as they are.
    const image = await portal.app.inject({ url: `/v2/application-icons/${app.id}/${version}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const stale = await portal.app.inject({ url: `/v2/application-icons/${app.id}/0000` });
    expect(stale.headers['cache-control']).not.toContain('immutable');

    const removed = await callerWith(portal, adaToken).delete(`/v2/applications/${app.id}/icon`);
    expect(removed.json<Application>().iconVersion).toBeNull();
    const gone = await portal.app.inject({ url: `/v2/application-icons/${app.id}/${version}` });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a file that is no image by its bytes, and one over the size limit', async () => {
    const app = await newApplication();
    const text = await putIcon(adaToken, app.id, 'hello, not an image', 'icon.png');
    expect(text.statusCode).toBe(400);
    expect(text.json<{ message: string }>().message).toBe(
      'The icon must be a PNG, SVG or WebP image.',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(300 * 1024)]);
    const tooBig = await putIcon(adaToken, app.id, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ message: string }>().message).toContain('256 KB');
    const none = await portal.app.inject({ url: `/v2/applications/${app.id}` });
    expect(none.statusCode).toBe(401);
    const after = await callerWith(portal, adaToken).get(`/v2/applications/${app.id}`);
    expect(after.json<Application>().iconVersion).toBeNull();
  });

  it('cleans an SVG of scripts, handlers and outside references; refuses a document type', async () => {
    const app = await newApplication();
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
      <script>alert(1)</script><a href="https://evil.example"><circle cx="5" cy="5" r="4" fill="red"/></a>
      <foreignObject><div>x</div></foreignObject><image href="https://evil.example/x.png"/></svg>`;
    const res = await putIcon(adaToken, app.id, svg, 'icon.svg');
    expect(res.statusCode, res.body).toBe(200);
    const version = res.json<Application>().iconVersion!;
    const image = await portal.app.inject({ url: `/v2/application-icons/${app.id}/${version}` });
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    const body = image.body;
    expect(body).toContain('viewBox="0 0 10 10"');
    expect(body).toContain('<circle');
    for (const bad of ['script', 'onload', 'href', 'foreignObject', '<image', 'evil'])
      expect(body).not.toContain(bad);
    const entity = await putIcon(
      adaToken,
      app.id,
      '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>',
      'icon.svg',
    );
    expect(entity.statusCode).toBe(400);
  });

  it('only holders of admin:applications:write change icons', async () => {
    const app = await newApplication();
    expect((await putIcon(samToken, app.id, PNG)).statusCode).toBe(403);
    expect((await putIcon(undefined, app.id, PNG)).statusCode).toBe(401);
    expect((await putIcon(adaToken, 99999999, PNG)).statusCode).toBe(404);
  });
});

describe('short descriptions', () => {
  it('are edited with the application, capped, and shown in the reader’s language', async () => {
    const app = await newApplication();
    const body = {
      ...applicationBody({ roleIds: app.roles.map((r) => r.id), features: [] }),
      shortDescription: 'Order parts for your workshop.',
      version: app.version,
    };
    const saved = await ada.put(`/v2/applications/${app.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = (await applications(sam)).find((a) => a.id === app.id);
    expect(listed?.description).toBe('Order parts for your workshop.');
    const long = await ada.put(`/v2/applications/${app.id}`, {
      ...body,
      shortDescription: 'x'.repeat(141),
      version: app.version + 1,
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('The maximum length allowed is 140');

    // Demo data: the seeded tiles are described in German for a German reader.
    const catalogue = (await applications(sam, 'de')).find((a) => a.name === 'Teilekatalog');
    expect(catalogue?.description).toBe(
      'Teile nach Modell oder Seriennummer finden, Preise und Bestand prüfen.',
    );
  });
});
