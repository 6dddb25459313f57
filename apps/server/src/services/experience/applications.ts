// My Applications: what a user may open, with names in the asked language (English, then the display name).
import type { Locale, UserApplication } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { userApplicationRows } from '../../repositories/experience/applications-repository.js';
import type { Principal } from '../../auth/principal.js';
import { reachOf } from './user-scope.js';

export async function listUserApplications(
  ex: Executor,
  p: Principal,
  language: Locale,
): Promise<UserApplication[]> {
  const list = await userApplicationRows(ex, reachOf(p), language);
  return list.map((r) => ({
    id: r.id,
    name: r.name,
    link: r.link,
    region: r.regionCode ? { code: r.regionCode, name: r.regionName ?? r.regionCode } : null,
    brand: r.brandId ? { id: r.brandId, name: r.brandName ?? '' } : null,
    categories: r.categories,
    features: r.features,
    description: r.description,
    iconVersion: r.iconVersion,
  }));
}
