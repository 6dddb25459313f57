// SCIM Bulk (RFC 7644 section 3.7): operations run one after another, each through the same
// service as its single request; bulkId references resolve to the ids created earlier in the
// request; failOnErrors stops after that many errors.
import type { UsersDeps } from '../users/deps.js';
import { ScimError, scimErrorBody, toScimError } from './errors.js';
import { patchScimGroup, replaceScimGroup } from './groups-service.js';
import {
  createScimUser,
  deleteScimUser,
  ifMatchVersion,
  patchScimUser,
  replaceScimUser,
  type ScimCaller,
} from './users-service.js';

export const BULK_MAX_OPERATIONS = 1000;
export const BULK_MAX_PAYLOAD = 1_048_576;
const BULK_REQUEST = 'urn:ietf:params:scim:api:messages:2.0:BulkRequest';
const BULK_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:BulkResponse';

interface Operation {
  method?: unknown;
  bulkId?: unknown;
  version?: unknown;
  path?: unknown;
  data?: unknown;
}

/** Replaces every "bulkId:x" (whole string or path segment) with the id created for x. */
function resolve<T>(v: T, ids: Map<string, string>): T {
  const one = (s: string) =>
    s.replace(/bulkId:([\w.-]+)/g, (_, id: string) => {
      const found = ids.get(id);
      if (!found)
        throw new ScimError(409, `bulkId ${id} refers to no operation before it.`, 'invalidValue');
      return found;
    });
  if (typeof v === 'string') return one(v) as T;
  if (Array.isArray(v)) return v.map((x: unknown) => resolve(x, ids)) as T;
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, resolve(x, ids)])) as T;
  return v;
}

async function runOne(deps: UsersDeps, c: ScimCaller, op: Operation, ids: Map<string, string>) {
  const method = String(op.method ?? '').toUpperCase();
  const path = resolve(typeof op.path === 'string' ? op.path : '', ids);
  const data = resolve(op.data, ids);
  const version = typeof op.version === 'string' ? ifMatchVersion(op.version) : undefined;
  const m = /^\/(Users|Groups)(?:\/([^/]+))?$/.exec(path);
  if (!m) throw new ScimError(400, `Unknown path ${path}.`, 'invalidPath');
  const [, type, id] = m;
  if (type === 'Users' && method === 'POST' && !id) {
    if (typeof op.bulkId !== 'string' || !op.bulkId)
      throw new ScimError(400, 'A POST operation needs a bulkId.', 'invalidSyntax');
    return { status: 201, resource: await createScimUser(deps, c, data) };
  }
  if (!id) throw new ScimError(400, `${method} ${path} needs a resource id.`, 'invalidPath');
  if (type === 'Users') {
    if (method === 'PUT')
      return { status: 200, resource: await replaceScimUser(deps, c, id, data, version) };
    if (method === 'PATCH')
      return { status: 200, resource: await patchScimUser(deps, c, id, data, version) };
    if (method === 'DELETE') {
      await deleteScimUser(deps, c, id, version);
      return { status: 204, resource: undefined };
    }
  } else {
    if (method === 'PUT')
      return { status: 200, resource: await replaceScimGroup(deps, c, id, data) };
    if (method === 'PATCH')
      return { status: 200, resource: await patchScimGroup(deps, c, id, data) };
  }
  throw new ScimError(400, `${method} is not an operation on ${path}.`, 'invalidSyntax');
}

export async function runBulk(deps: UsersDeps, c: ScimCaller, body: unknown) {
  const b = body as { schemas?: unknown; Operations?: unknown; failOnErrors?: unknown };
  if (
    !Array.isArray(b?.schemas) ||
    !b.schemas.includes(BULK_REQUEST) ||
    !Array.isArray(b.Operations)
  )
    throw new ScimError(
      400,
      'A bulk request names the BulkRequest schema and has Operations.',
      'invalidSyntax',
    );
  if (b.Operations.length > BULK_MAX_OPERATIONS)
    throw new ScimError(
      413,
      `A bulk request has at most ${BULK_MAX_OPERATIONS} operations.`,
      'tooMany',
    );
  const failOnErrors =
    typeof b.failOnErrors === 'number' && Number.isInteger(b.failOnErrors) && b.failOnErrors > 0
      ? b.failOnErrors
      : Infinity;
  const ids = new Map<string, string>();
  const results: Record<string, unknown>[] = [];
  let errors = 0;
  for (const op of b.Operations as Operation[]) {
    if (errors >= failOnErrors) break;
    const method = String(op?.method ?? '').toUpperCase();
    const bulkId = typeof op?.bulkId === 'string' ? op.bulkId : undefined;
    try {
      const { status, resource } = await runOne(deps, c, op ?? {}, ids);
      const meta = resource?.meta as { version: string; location: string } | undefined;
      if (bulkId && resource) ids.set(bulkId, resource.id);
      results.push({
        method,
        ...(bulkId ? { bulkId } : {}),
        ...(meta ? { location: meta.location, version: meta.version } : {}),
        status: String(status),
      });
    } catch (err) {
      const e = toScimError(err);
      if (!e) throw err;
      errors += 1;
      results.push({
        method,
        ...(bulkId ? { bulkId } : {}),
        status: String(e.status),
        response: scimErrorBody(e),
      });
    }
  }
  return { schemas: [BULK_RESPONSE], Operations: results };
}
