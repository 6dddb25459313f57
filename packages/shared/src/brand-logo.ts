// The brands' logos, drawn once: the web app's header and the server's sign-in pages render these.
import type { BrandId } from './brands.js';

export interface BrandLogoShape {
  d: string;
  /** 'mark': the brand's mark colour; 'text': the surrounding text colour. */
  fill: 'mark' | 'text';
}

export interface BrandLogoDrawing {
  name: string;
  /** The mark's colour (the web app's --color-logo-mark of the brand). */
  markColour: string;
  shapes: readonly BrandLogoShape[];
  /** The word beside the mark, and a smaller second line in the mark colour. */
  word: string;
  sub?: string;
}

const ATLAS_MARK = 'M4 36 20 4l16 32h-8l-8-17-8 17z';

export const BRAND_LOGOS: Record<BrandId, BrandLogoDrawing> = {
  1: {
    name: 'Atlas',
    markColour: '#ff3600',
    shapes: [{ d: ATLAS_MARK, fill: 'mark' }],
    word: 'ATLAS',
  },
  2: {
    name: 'Atlas Portable Power',
    markColour: '#ffb000',
    shapes: [
      { d: ATLAS_MARK, fill: 'mark' },
      { d: 'm22 20-6 10h5l-2 8 7-11h-5l2-7z', fill: 'text' },
    ],
    word: 'ATLAS',
    sub: 'PORTABLE POWER',
  },
  3: {
    name: 'Corvid',
    markColour: '#f9e01d',
    shapes: [
      {
        d: 'M4 30c6-14 16-22 32-24-5 4-8 8-9 13 4-1 7 0 9 2-7 1-12 5-15 11-3-3-9-4-17-2z',
        fill: 'mark',
      },
    ],
    word: 'CORVID',
  },
  4: {
    name: 'Kestrel',
    markColour: '#00737a',
    shapes: [{ d: 'M2 22 38 6 26 20l10 14-16-9-8 11v-14z', fill: 'mark' }],
    word: 'KESTREL',
  },
};

/** The text's placement and face (one line, or a word with a second line under it). */
export const BRAND_LOGO_TEXT = {
  x: 46,
  font: 'system-ui, sans-serif',
  word: { y: 29, yWithSub: 22, size: 24, sizeWithSub: 18, weight: 800, spacing: 3 },
  sub: { y: 37, size: 11, weight: 700, spacing: 2 },
} as const;

/** The drawing of a brand; Atlas for an unknown id. */
export function brandLogoDrawing(id: number): BrandLogoDrawing {
  return BRAND_LOGOS[id as BrandId] ?? BRAND_LOGOS[1];
}
