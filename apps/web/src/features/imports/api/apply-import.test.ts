// The apply stream: NDJSON lines split anywhere between chunks are read in order and checked by the
// shared schema; the first `done` or `failed` line ends it; a refusal before streaming is an error.
import { describe, expect, it } from 'vitest';
import type { ImportProgressLine } from '@portal/shared';
import { ApiError, createApiClient } from '../../../lib/api-client';
import { answers } from '../../../test/handlers/answers';
import { importSummary, ndjsonResponse } from '../../../test/imports-data';
import { apiRequests, server } from '../../../test/server';
import { applyImport } from './apply-import';

const api = createApiClient('', async () => 'user-token');
const APPLY = '/admin/imports/identities/runs/41/apply';

async function run() {
  const lines: ImportProgressLine[] = [];
  const last = await applyImport(api, 'identities', 41, (line) => lines.push(line));
  return { lines, last };
}

describe('applyImport', () => {
  it('reports each progress line as it arrives, then the result', async () => {
    const summary = importSummary({ status: 'APPLIED', appliedAt: '2026-11-20T09:16:00.000Z' });
    server.use(
      ...answers({
        [`POST ${APPLY}`]: () =>
          ndjsonResponse([
            '{"type":"progress","done":0,"total":3}\n{"type":"progress",',
            '"done":3,"total":3}\n\n',
            `${JSON.stringify({ type: 'done', summary })}`,
          ]),
      }),
    );
    const { lines, last } = await run();
    expect(lines.map((l) => (l.type === 'progress' ? l.done : l.type))).toEqual([0, 3, 'done']);
    expect(last).toEqual({ type: 'done', summary });
    expect(apiRequests({ method: 'POST', path: APPLY })[0]?.headers?.get('authorization')).toBe(
      'Bearer user-token',
    );
  });

  it('ends at a failed line and refuses lines the schema does not know', async () => {
    server.use(
      ...answers({
        [`POST ${APPLY}`]: () =>
          ndjsonResponse(['{"type":"failed","message":"Deadlock"}\n{"type":"progress"}\n']),
      }),
    );
    expect((await run()).last).toEqual({ type: 'failed', message: 'Deadlock' });
    server.use(...answers({ [`POST ${APPLY}`]: () => ndjsonResponse(['{"type":"half"}\n']) }));
    await expect(run()).rejects.toThrow();
  });

  it('throws the refusal before streaming as an ApiError with its key', async () => {
    const body = {
      statusCode: 409,
      code: 'CONFLICT' as const,
      message: 'The import has errors',
      details: { key: 'imports:fileErrors.HAS_ERRORS' },
    };
    server.use(...answers({ [`POST ${APPLY}`]: new ApiError(409, body) }));
    await expect(run()).rejects.toMatchObject({ status: 409, body });
  });
});
