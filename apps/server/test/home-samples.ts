// Sample requests of the home launcher's routes (favourites, application icons) for the security matrix.
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import type { Sample, SampleContext, SampleRequest } from './security-support.js';

/** The smallest PNG the icon check accepts: its signature and an IHDR chunk. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

function iconUpload(appId: number): SampleRequest {
  const boundary = '----portal-matrix-icon';
  return {
    url: `/v2/applications/${appId}/icon`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="icon.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The demo catalogue's first application (brand 1): the favourites' target. */
async function firstApplication(c: SampleContext) {
  const row = await one<{ id: number }>(
    c.portal.db.orm,
    sql`SELECT id FROM application ORDER BY id LIMIT 1`,
  );
  return row!.id;
}

export const HOME_SAMPLES: Record<string, Sample> = {
  'GET /v2/user/favourites': { build: async () => ({ url: '/v2/user/favourites' }) },
  'PUT /v2/user/favourites/:id': {
    build: async (c) => ({ url: `/v2/user/favourites/${await firstApplication(c)}` }),
    // Nora has no brand: the application is not hers to open.
    beyondFeatures: { nora: 404 },
  },
  'DELETE /v2/user/favourites/:id': {
    build: async (c) => ({ url: `/v2/user/favourites/${await firstApplication(c)}` }),
  },
  'PUT /v2/applications/:id/icon': {
    build: async (c) => iconUpload(await firstApplication(c)),
  },
  'DELETE /v2/applications/:id/icon': {
    build: async (c) => {
      const id = await firstApplication(c);
      await c.ada('PUT', iconUpload(id));
      return { url: `/v2/applications/${id}/icon` };
    },
  },
  'GET /v2/application-icons/:id/:version': {
    build: async (c) => {
      const id = await firstApplication(c);
      const res = await c.ada('PUT', iconUpload(id));
      return {
        url: `/v2/application-icons/${id}/${res.json<{ iconVersion: string }>().iconVersion}`,
      };
    },
    cacheable: true,
  },
};
