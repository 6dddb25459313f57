// Brand logos for the provider's pages (login, sign-out, errors): the web app's drawing
// (packages/shared brand-logo.ts) as an SVG string, the mark in the brand's colour.
import { BRAND_LOGO_TEXT as TEXT, brandLogoDrawing } from '@portal/shared';

export function brandName(id: number): string {
  return brandLogoDrawing(id).name;
}

export function brandLogoSvg(id: number): string {
  const logo = brandLogoDrawing(id);
  const colour = (fill: 'mark' | 'text') => (fill === 'mark' ? logo.markColour : 'currentColor');
  const shapes = logo.shapes.map((s) => `<path d="${s.d}" fill="${colour(s.fill)}"/>`).join('');
  const face = `font-family="${TEXT.font}"`;
  const word = logo.sub
    ? `<text x="${TEXT.x}" y="${TEXT.word.yWithSub}" ${face} font-size="${TEXT.word.sizeWithSub}" font-weight="${TEXT.word.weight}" letter-spacing="${TEXT.word.spacing}" fill="currentColor">${logo.word}</text>` +
      `<text x="${TEXT.x}" y="${TEXT.sub.y}" ${face} font-size="${TEXT.sub.size}" font-weight="${TEXT.sub.weight}" letter-spacing="${TEXT.sub.spacing}" fill="${logo.markColour}">${logo.sub}</text>`
    : `<text x="${TEXT.x}" y="${TEXT.word.y}" ${face} font-size="${TEXT.word.size}" font-weight="${TEXT.word.weight}" letter-spacing="${TEXT.word.spacing}" fill="currentColor">${logo.word}</text>`;
  return `<svg class="logo" role="img" aria-label="${logo.name}" viewBox="0 0 220 40" width="220" height="40" xmlns="http://www.w3.org/2000/svg">${shapes}${word}</svg>`;
}
