// SCIM `attributes` and `excludedAttributes` (RFC 7644 section 3.4.2.5) applied to a resource.
import { CORE_USER } from '../../services/scim/attributes.js';

const ALWAYS = new Set(['id', 'schemas']);

function paths(list: string | undefined) {
  if (!list) return undefined;
  const core = `${CORE_USER.toLowerCase()}:`;
  return list
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
    .map((p) => (p.startsWith(core) ? p.slice(core.length) : p));
}

/** The key of `obj` named `name` case-insensitively. */
const keyOf = (obj: Record<string, unknown>, name: string) =>
  Object.keys(obj).find((k) => k.toLowerCase() === name);

/** Splits `urn:...:User:employeeNumber` and `name.givenName` into their steps. */
function steps(path: string, obj: Record<string, unknown>): string[] {
  const urn = Object.keys(obj).find(
    (k) => k.startsWith('urn:') && path.startsWith(`${k.toLowerCase()}:`),
  );
  if (urn) return [urn.toLowerCase(), ...path.slice(urn.length + 1).split('.')];
  return path.split('.');
}

function pick(obj: Record<string, unknown>, path: string[], out: Record<string, unknown>) {
  const key = keyOf(obj, path[0]!);
  if (key === undefined) return;
  if (path.length === 1) {
    out[key] = obj[key];
    return;
  }
  const inner = obj[key];
  if (Array.isArray(inner)) {
    out[key] = inner.map((el: Record<string, unknown>) => {
      const o: Record<string, unknown> = {};
      pick(el, path.slice(1), o);
      return o;
    });
  } else if (inner && typeof inner === 'object') {
    const o = (out[key] as Record<string, unknown> | undefined) ?? {};
    pick(inner as Record<string, unknown>, path.slice(1), o);
    out[key] = o;
  }
}

function drop(obj: Record<string, unknown>, path: string[]) {
  const key = keyOf(obj, path[0]!);
  if (key === undefined || (path.length === 1 && ALWAYS.has(key))) return;
  if (path.length === 1) {
    delete obj[key];
    return;
  }
  const inner = obj[key];
  if (Array.isArray(inner))
    for (const el of inner) drop(el as Record<string, unknown>, path.slice(1));
  else if (inner && typeof inner === 'object')
    drop(inner as Record<string, unknown>, path.slice(1));
}

export function projection(attributes?: string, excluded?: string) {
  const include = paths(attributes);
  const exclude = paths(excluded);
  return <T extends Record<string, unknown>>(r: T): Record<string, unknown> => {
    if (include) {
      const out: Record<string, unknown> = { schemas: r.schemas, id: r.id };
      for (const p of include) pick(r, steps(p, r), out);
      return out;
    }
    if (exclude) {
      const copy = structuredClone(r) as Record<string, unknown>;
      for (const p of exclude) drop(copy, steps(p, copy));
      return copy;
    }
    return r;
  };
}
