// The sign-in pages' logos: each brand drawn from the shared drawing the web app's header renders.
import { describe, expect, it } from 'vitest';
import { BRAND_LOGOS, type BrandId } from '@portal/shared';
import { brandLogoSvg } from './brand-logos.js';

const paths = (svg: string) => [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]);
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('brandLogoSvg', () => {
  it.each([1, 2, 3, 4] as BrandId[])('draws brand %i as the web app does', (id) => {
    const logo = BRAND_LOGOS[id];
    const svg = brandLogoSvg(id);
    expect(svg).toContain(`aria-label="${logo.name}"`);
    expect(paths(svg)).toEqual(logo.shapes.map((s) => s.d));
    expect(texts(svg)).toEqual(logo.sub ? [logo.word, logo.sub] : [logo.word]);
    expect(svg).toContain(`fill="${logo.markColour}"`);
  });

  it('draws Atlas for an unknown brand', () => {
    expect(brandLogoSvg(99)).toBe(brandLogoSvg(1));
  });
});
