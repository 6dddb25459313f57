// Sample requests of the bulk import routes for the security harness (matrix, fuzz, inventory).
import type { Sample, SampleContext } from './security-support.js';
import { identitiesCsv, uploadRequest } from './imports-support.js';

const BASE = '/v2/admin/imports/identities';

/** A fresh checked run without errors, uploaded by ada. */
async function validatedRun(c: SampleContext) {
  const res = await c.ada('POST', uploadRequest('identities', 'harness.csv', identitiesCsv(1).csv));
  if (res.statusCode !== 201) throw new Error(`setup upload: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

export const IMPORT_SAMPLES: Record<string, Sample> = {
  'GET /v2/admin/imports/:context/templates/:format': {
    build: async () => ({ url: `${BASE}/templates/xlsx` }),
  },
  'POST /v2/admin/imports/:context/runs': {
    build: async () => uploadRequest('identities', 'harness.csv', identitiesCsv(2).csv),
  },
  'GET /v2/admin/imports/:context/runs': {
    build: async () => ({ url: `${BASE}/runs?page=1&pageSize=5` }),
  },
  'GET /v2/admin/imports/:context/runs/:id': {
    build: async (c) => ({ url: `${BASE}/runs/${await validatedRun(c)}` }),
  },
  'GET /v2/admin/imports/:context/runs/:id/errors': {
    build: async (c) => ({ url: `${BASE}/runs/${await validatedRun(c)}/errors?page=1` }),
  },
  'GET /v2/admin/imports/:context/runs/:id/report': {
    build: async (c) => ({ url: `${BASE}/runs/${await validatedRun(c)}/report?lang=fr` }),
  },
  'POST /v2/admin/imports/:context/runs/:id/apply': {
    build: async (c) => ({ url: `${BASE}/runs/${await validatedRun(c)}/apply` }),
  },
};
