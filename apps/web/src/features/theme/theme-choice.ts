// Which brand theme to show: rules of spec section 4 (Theme) as pure functions.
import { brandsForHost, hostBrandId, isCorvidHost, type BrandId } from '@portal/shared';

export const THEME_STORAGE_KEY = 'portal-theme';
export const BRAND_PARAM = 'brand';

export const BRAND_NAMES: Record<BrandId, string> = {
  1: 'Atlas',
  2: 'Atlas Portable Power',
  3: 'Corvid',
  4: 'Kestrel',
};

export function parseBrandId(value: unknown): BrandId | null {
  const id = typeof value === 'number' ? value : Number(value);
  return id === 1 || id === 2 || id === 3 || id === 4 ? id : null;
}

/** The brand 3 host shows brand 3 only; other hosts show any brand but 3. */
export function themeAllowedOnHost(id: BrandId, host: string): boolean {
  return isCorvidHost(host) ? id === 3 : id !== 3;
}

/** Before the user's brands are known: ?brand, else the remembered theme, else the host's brand. */
export function initialTheme(input: {
  queryBrand: string | null;
  stored: string | null;
  host: string;
}): BrandId {
  for (const candidate of [input.queryBrand, input.stored]) {
    const id = parseBrandId(candidate);
    if (id && themeAllowedOnHost(id, input.host)) return id;
  }
  return hostBrandId(input.host);
}

interface AssignedBrand {
  id: number;
  name: string;
  status: string;
}

/** Themes the user may pick on this host: their active brands that the host allows. */
export function accessibleThemes(brands: readonly AssignedBrand[], host: string): BrandId[] {
  const active = brands.filter((b) => b.status === 'ACTIVE');
  return brandsForHost(host, active)
    .map((b) => parseBrandId(b.id))
    .filter((id): id is BrandId => id !== null);
}

/** Keeps the current theme when the user holds it, else switches to the first accessible one. */
export function reconcileTheme(
  current: BrandId,
  brands: readonly AssignedBrand[],
  host: string,
): BrandId {
  const accessible = accessibleThemes(brands, host);
  return accessible.includes(current) ? current : (accessible[0] ?? current);
}
