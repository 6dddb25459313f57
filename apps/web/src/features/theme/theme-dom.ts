// Applies a brand theme to the document: body class, data-brand, favicon; reads ?brand once.
import { bodyClassForBrand, type BrandId } from '@portal/shared';
import { BRAND_PARAM } from './theme-choice';

const BRAND_CLASSES = ['defaultTheme', 'theme', 'atlas', 'portablePower', 'corvid', 'kestrel'];

export function applyTheme(id: BrandId, basePath: string, doc: Document = document) {
  doc.body.classList.remove(...BRAND_CLASSES);
  doc.body.classList.add(...bodyClassForBrand(id).split(' '));
  doc.documentElement.dataset.brand = String(id);
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = `${basePath}/favicon-${id}.svg`;
}

/** Reads ?brand from the address and removes it (spec: it picks the theme, then is cleared). */
export function takeBrandParam(win: Window = window): string | null {
  const url = new URL(win.location.href);
  const value = url.searchParams.get(BRAND_PARAM);
  if (value === null) return null;
  url.searchParams.delete(BRAND_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return value;
}
