// Brands, themes and the host rule that decides which brand a host may show.

export const BRAND_IDS = { atlas: 1, portablePower: 2, corvid: 3, kestrel: 4 } as const;
export type BrandId = 1 | 2 | 3 | 4;

export interface BrandRef {
  id: number;
  name: string;
}

/** Part of a host name that selects brand 3. */
export const CORVID_HOST_MARK = 'corvid';

export function isCorvidHost(host: string): boolean {
  return host.toLowerCase().includes(CORVID_HOST_MARK);
}

/** The brand a host shows before the user's own choice is known. */
export function hostBrandId(host: string): BrandId {
  return isCorvidHost(host) ? 3 : 1;
}

/** A host containing the brand 3 name needs brand 3; other hosts need any brand but 3. */
export function brandValidForHost(host: string, brands: readonly BrandRef[]): boolean {
  return isCorvidHost(host) ? brands.some((b) => b.id === 3) : brands.some((b) => b.id !== 3);
}

/** The brands a user may pick as theme on this host. */
export function brandsForHost<T extends BrandRef>(host: string, brands: readonly T[]): T[] {
  return brands.filter((b) => (isCorvidHost(host) ? b.id === 3 : b.id !== 3));
}

export type ThemeName = 'atlas' | 'portablePower' | 'corvid' | 'kestrel';

export const THEME_BY_BRAND: Record<BrandId, ThemeName> = {
  1: 'atlas',
  2: 'portablePower',
  3: 'corvid',
  4: 'kestrel',
};

/** Body class: 'defaultTheme' for brands 1 and 2, otherwise 'theme <brand>'. */
export function bodyClassForBrand(id: number): string {
  if (id === 1 || id === 2) return 'defaultTheme';
  return `theme ${THEME_BY_BRAND[id as BrandId] ?? 'atlas'}`;
}

export const NOTIFICATION_COLOURS: Record<BrandId, string> = {
  1: '#FF3600',
  2: '#FF3600',
  3: '#F9E01D',
  4: '#F7F7F7',
};
