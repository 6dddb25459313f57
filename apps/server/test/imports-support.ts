// Shared steps of the bulk import API tests: multipart uploads, NDJSON apply answers, personas.
import type { LightMyRequestResponse } from 'fastify';
import type { ImportProgressLine, ImportSummary } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import type { SampleRequest } from './security-support.js';

const BOUNDARY = '----portal-import-test';

/** A multipart body with the given file parts (name, file name, bytes) and text fields. */
export function multipart(
  files: { field?: string; fileName: string; data: Buffer | string }[],
  fields: Record<string, string> = {},
) {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.isBuffer(f.data) ? f.data : Buffer.from(f.data),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** The upload request of one file. */
export function uploadRequest(
  context: string,
  fileName: string,
  data: Buffer | string,
): SampleRequest {
  return { url: `/v2/admin/imports/${context}/runs`, ...multipart([{ fileName, data }]) };
}

export function progressLines(res: LightMyRequestResponse): ImportProgressLine[] {
  return res.body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ImportProgressLine);
}

export const summaryOf = (res: LightMyRequestResponse) => res.json<ImportSummary>();

const IDENTITY_HEAD = 'email,firstName,lastName,userType,locations,roles';
let n = 0;
/** An identities CSV with fresh addresses: `rows` lines of `locations` and `roles`. */
export function identitiesCsv(count: number, locations = 'ATL-0001', roles = 'WARRANTY_CLERK') {
  const stamp = `${Date.now()}${++n}`;
  const lines = Array.from(
    { length: count },
    (_, i) => `bulk.${stamp}.${i}@dealer.example,Bulk${i},Import,EXTERNAL,${locations},${roles}`,
  );
  return {
    csv: `${IDENTITY_HEAD}\n${lines.join('\n')}\n`,
    email: (i: number) => `bulk.${stamp}.${i}@dealer.example`,
  };
}

/** Sends a sample-shaped request (multipart bodies carry their own content type) with a token. */
export function sendAs(portal: TestPortal, token: string) {
  return (method: 'GET' | 'POST', request: SampleRequest) =>
    portal.app.inject({
      method,
      url: request.url,
      headers: { authorization: `Bearer ${token}`, ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
}

/** Lets Dan (dealer administrator) import: his role gets the feature, nothing else changes. */
export async function grantDanBulkImport(db: Database) {
  await db.orm.execute(sql`UPDATE security_role
    SET activities = array_append(activities, 'admin:identityBulkImport:write')
    WHERE name = 'DEALER_USER_ADMIN'`);
}
