// What the experience services know of the signed-in user's reach: active brands and regions.
import type { Reach } from '../../repositories/experience/reach.js';
import type { Principal } from '../../auth/principal.js';

export function activeBrandIds(p: Principal): number[] {
  return p.access.brands.filter((b) => b.status === 'ACTIVE').map((b) => b.id);
}

export function regionCodes(p: Principal): string[] {
  return p.access.regions.map((r) => r.code);
}

/** The user as the repositories' reach conditions take them. */
export function reachOf(p: Principal): Reach {
  return {
    identityId: p.identityId,
    brandIds: activeBrandIds(p),
    regionCodes: regionCodes(p),
    features: p.features,
  };
}
