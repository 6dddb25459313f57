// SCIM Bulk (RFC 7644 section 3.7), streamed: the body is parsed as it arrives (@streamparser/json)
// and each operation runs, all or nothing, through the same service as its single request before
// the next chunk is read (neighbouring creates written together), so memory holds one chunk's
// operations, not the request. bulkId references
// resolve to the ids created earlier in the request; failOnErrors stops reading after that many
// errors. The answer (a few hundred bytes an operation) is gathered and sent at the end.
import { JSONParser } from '@streamparser/json';
import type { UsersDeps } from '../users/deps.js';
import { createScimUser, createScimUsers } from './create-users.js';
import { ScimError, scimErrorBody, toScimError } from './errors.js';
import { patchScimGroup, replaceScimGroup } from './groups-service.js';
import {
  deleteScimUser,
  ifMatchVersion,
  patchScimUser,
  replaceScimUser,
  type ScimCaller,
} from './users-service.js';

/** The limits of one request (config.scimBulk; ServiceProviderConfig states them). */
export interface BulkLimits {
  maxOperations: number;
  maxBytes: number;
}
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
      // Operations run as they are read: a reference to a later (or failed) one cannot resolve.
      if (!found)
        throw new ScimError(
          409,
          `bulkId ${id} refers to no operation that succeeded before this one.`,
          'invalidValue',
        );
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

/** Neighbouring creates written together (one transaction, one statement a table). */
const BATCH_CREATES = 100;

/**
 * A POST /Users that needs nothing of the operations before it (no bulkId reference in its path
 * or data), so it may be written with its neighbours: their order matters to nobody but the answer.
 */
function independentCreate(raw: unknown): raw is Operation {
  const op = (raw && typeof raw === 'object' ? raw : {}) as Operation;
  return (
    String(op.method ?? '').toUpperCase() === 'POST' &&
    op.path === '/Users' &&
    typeof op.bulkId === 'string' &&
    op.bulkId !== '' &&
    !JSON.stringify(op.data ?? null).includes('bulkId:')
  );
}

/** What two creates may not share without the earlier one winning: userName (the e-mail), externalId. */
function uniqueKeys(op: Operation): string[] {
  const d = (op.data && typeof op.data === 'object' ? op.data : {}) as Record<string, unknown>;
  const keys: string[] = [];
  if (typeof d.userName === 'string') keys.push(`userName:${d.userName.trim().toLowerCase()}`);
  if (typeof d.externalId === 'string') keys.push(`externalId:${d.externalId}`);
  return keys;
}

/**
 * How many operations from `start` run together: neighbouring independent creates sharing no
 * userName or externalId (so a taken one is refused to the later, as in order), at most
 * `room`; otherwise the one operation at `start`.
 */
function batchEnd(ops: unknown[], start: number, room: number): number {
  const seen = new Set<string>();
  let end = start;
  while (end < ops.length && end - start < room) {
    const op = ops[end];
    if (!independentCreate(op)) break;
    const keys = uniqueKeys(op);
    if (keys.some((k) => seen.has(k))) break;
    for (const k of keys) seen.add(k);
    end += 1;
  }
  return Math.max(end, start + 1);
}

interface Outcome {
  entry: Record<string, unknown>;
  failed: boolean;
  created?: { bulkId: string; id: string };
}

/** The operations of one request so far: the ids their bulkIds created and their results. */
class BulkRun {
  readonly ids = new Map<string, string>();
  /** Each operation's answer, kept as its JSON text until the response is put together. */
  readonly results: string[] = [];
  errors = 0;
  failOnErrors = Infinity;

  constructor(
    private readonly deps: UsersDeps,
    private readonly caller: ScimCaller,
  ) {}

  get stopped() {
    return this.errors >= this.failOnErrors;
  }

  /**
   * Runs `ops` in order, stopping at failOnErrors. Neighbouring independent creates are written
   * together, up to BATCH_CREATES (one by one, a create costs some twenty statements, measured at
   * about 100 a second), never more than the errors still allowed: if all of them fail,
   * failOnErrors is reached at the last, so no operation runs after the one that reached it.
   */
  async runAll(ops: unknown[]) {
    let i = 0;
    while (i < ops.length && !this.stopped) {
      const room = Math.min(BATCH_CREATES, this.failOnErrors - this.errors);
      const batch = ops.slice(i, batchEnd(ops, i, room));
      i += batch.length;
      const outcomes =
        batch.length > 1
          ? await this.settleCreates(batch as Operation[])
          : [await this.settle(batch[0])];
      for (const outcome of outcomes) this.record(outcome);
    }
  }

  /**
   * Independent creates written together, each still all or nothing. If the batch as a whole
   * fails (a write its checks did not foresee, e.g. an address another request took meanwhile),
   * nothing of it was written and each runs again on its own.
   */
  private async settleCreates(batch: Operation[]): Promise<Outcome[]> {
    let answers;
    try {
      answers = await createScimUsers(
        this.deps,
        this.caller,
        batch.map((op) => op.data),
      );
    } catch {
      const outcomes: Outcome[] = [];
      for (const op of batch) outcomes.push(await this.settle(op));
      return outcomes;
    }
    return answers.map((answer, k) => {
      const bulkId = batch[k]!.bulkId as string;
      if ('error' in answer) return this.failure('POST', bulkId, answer.error);
      const meta = answer.user.meta as { version: string; location: string };
      return {
        failed: false,
        created: { bulkId, id: answer.user.id },
        entry: {
          method: 'POST',
          bulkId,
          location: meta.location,
          version: meta.version,
          status: '201',
        },
      };
    });
  }

  private failure(method: string, bulkId: string | undefined, err: unknown): Outcome {
    const e = toScimError(err);
    if (!e) throw err;
    return {
      failed: true,
      entry: {
        method,
        ...(bulkId ? { bulkId } : {}),
        status: String(e.status),
        response: scimErrorBody(e),
      },
    };
  }

  private record({ entry, failed, created }: Outcome) {
    if (created) this.ids.set(created.bulkId, created.id);
    if (failed) this.errors += 1;
    this.results.push(JSON.stringify(entry));
  }

  private async settle(raw: unknown): Promise<Outcome> {
    const op = (raw && typeof raw === 'object' ? raw : {}) as Operation;
    const method = String(op.method ?? '').toUpperCase();
    const bulkId = typeof op.bulkId === 'string' ? op.bulkId : undefined;
    try {
      const { status, resource } = await runOne(this.deps, this.caller, op, this.ids);
      const meta = resource?.meta as { version: string; location: string } | undefined;
      return {
        failed: false,
        ...(bulkId && resource ? { created: { bulkId, id: resource.id } } : {}),
        entry: {
          method,
          ...(bulkId ? { bulkId } : {}),
          ...(meta ? { location: meta.location, version: meta.version } : {}),
          status: String(status),
        },
      };
    } catch (err) {
      return this.failure(method, bulkId, err);
    }
  }
}

const tooLarge = (limits: BulkLimits) =>
  new ScimError(
    413,
    `A bulk request has at most ${limits.maxBytes} bytes (maxPayloadSize).`,
    'tooMany',
  );

/**
 * Runs a bulk request read from `body` as it arrives. The body must name the BulkRequest schema
 * before its Operations (every example of RFC 7644 does): operations run as they are read, so the
 * schema is known before the first one. failOnErrors counts from where it stands.
 *
 * A request refused as a whole before any operation ran (no schema, too large, not JSON) is that
 * error. Once operations have run they stay: a body that then turns out too large, too long or
 * broken ends with an entry saying why the rest was not read, after the results of those that ran.
 */
export async function runBulkStream(
  deps: UsersDeps,
  c: ScimCaller,
  body: AsyncIterable<Buffer | string>,
  limits: BulkLimits,
  declaredLength?: number,
) {
  if (declaredLength !== undefined && declaredLength > limits.maxBytes) throw tooLarge(limits);
  const run = new BulkRun(deps, c);
  const queue: unknown[] = [];
  let schema: boolean | undefined;
  let operations = 0;
  const parser = new JSONParser({
    paths: ['$.schemas', '$.failOnErrors', '$.Operations.*'],
    keepStack: false,
  });
  parser.onValue = ({ value, key, stack }) => {
    if (stack.length === 2 && stack[1]!.key === 'Operations') {
      if (schema !== true)
        throw new ScimError(
          400,
          schema === false
            ? 'A bulk request names the BulkRequest schema.'
            : 'A bulk request names the BulkRequest schema before its Operations.',
          'invalidSyntax',
        );
      operations += 1;
      if (operations > limits.maxOperations)
        throw new ScimError(
          413,
          `A bulk request has at most ${limits.maxOperations} operations (maxOperations).`,
          'tooMany',
        );
      queue.push(value);
    } else if (stack.length === 1 && key === 'schemas') {
      schema = Array.isArray(value) && value.includes(BULK_REQUEST);
    } else if (stack.length === 1 && key === 'failOnErrors') {
      if (typeof value === 'number' && Number.isInteger(value) && value > 0)
        run.failOnErrors = value;
    }
  };

  /** Feeds the parser; what it refuses (broken JSON, a limit) comes back as the SCIM error. */
  const feed = (step: () => void): ScimError | undefined => {
    try {
      step();
      return undefined;
    } catch (err) {
      return err instanceof ScimError
        ? err
        : new ScimError(400, 'The body is not valid JSON.', 'invalidSyntax');
    }
  };

  let bytes = 0;
  try {
    for await (const chunk of body) {
      bytes += chunk.length;
      if (bytes > limits.maxBytes) throw tooLarge(limits);
      const refused = feed(() => parser.write(chunk));
      // The chunk's operations (those before a refusal too) run before the next chunk is read.
      await run.runAll(queue);
      queue.length = 0;
      if (refused) throw refused;
      if (run.stopped) break;
    }
    if (!run.stopped) {
      // The parser ends by itself when the top-level object closes.
      const refused = feed(() => {
        if (!parser.isEnded) parser.end();
      });
      if (refused) throw refused;
      if (schema !== true || operations === 0)
        throw new ScimError(
          400,
          'A bulk request names the BulkRequest schema and has Operations.',
          'invalidSyntax',
        );
    }
  } catch (err) {
    if (!(err instanceof ScimError)) throw err;
    if (run.results.length === 0) throw err;
    run.results.push(
      JSON.stringify({
        method: '',
        status: String(err.status),
        response: scimErrorBody(
          new ScimError(
            err.status,
            `${err.message} The ${run.results.length} operations before this point ran; the rest of the request was not read.`,
            err.scimType,
          ),
        ),
      }),
    );
  }
  // The BulkResponse as JSON text, put together from the answers kept as text.
  return `{"schemas":["${BULK_RESPONSE}"],"Operations":[${run.results.join(',')}]}`;
}
