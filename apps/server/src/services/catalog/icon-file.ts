// An uploaded application icon: its type told by its first bytes (never by name or declared type),
// PNG and WebP kept as sent, SVG rebuilt from an allow-list of drawing elements through
// sanitize-html (no scripts, links, styles, foreign content or outside references survive).
import type sanitize from 'sanitize-html';
import { CATALOG_LIMITS } from '@portal/shared';
import { HttpError } from '../../lib/http-errors.js';

export type IconType = 'image/png' | 'image/svg+xml' | 'image/webp';

export const ICON_TYPE_ERROR = {
  message: 'The icon must be a PNG, SVG or WebP image.',
  key: 'catalog:errors.iconType',
};
export const ICON_TOO_LARGE = {
  message: `The icon is larger than the limit of ${CATALOG_LIMITS.iconBytes / 1024} KB.`,
  key: 'catalog:errors.iconTooLarge',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function rasterType(data: Buffer): IconType | undefined {
  if (data.length > PNG.length && data.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (
    data.length > 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return undefined;
}

/** The text of an SVG file when it starts like one (an XML declaration and comments may lead). */
function svgText(data: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return undefined;
  }
  const start = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  // A document type may declare entities (billion laughs, outside files): such files are refused.
  return /^<svg[\s>]/i.test(start) ? start : undefined;
}

// Drawing elements and presentation attributes only: what an icon needs, nothing that runs,
// links, loads or styles (no script, foreignObject, use, image, a, style, href, on*).
const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'title',
  'desc',
];
const PAINT = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'transform',
  'clip-path',
  'clip-rule',
  'id',
];
const SVG_ATTRIBUTES: Record<string, string[]> = {
  svg: ['xmlns', 'viewBox', 'width', 'height', 'preserveAspectRatio', ...PAINT],
  g: PAINT,
  path: ['d', ...PAINT],
  circle: ['cx', 'cy', 'r', ...PAINT],
  ellipse: ['cx', 'cy', 'rx', 'ry', ...PAINT],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry', ...PAINT],
  line: ['x1', 'y1', 'x2', 'y2', ...PAINT],
  polyline: ['points', ...PAINT],
  polygon: ['points', ...PAINT],
  linearGradient: ['id', 'x1', 'y1', 'x2', 'y2', 'gradientUnits', 'gradientTransform'],
  radialGradient: ['id', 'cx', 'cy', 'r', 'fx', 'fy', 'gradientUnits', 'gradientTransform'],
  stop: ['offset', 'stop-color', 'stop-opacity'],
  clipPath: ['id', 'clipPathUnits'],
};

const SVG_OPTIONS: sanitize.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: SVG_ATTRIBUTES,
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'title', 'desc'],
  // XML: element and attribute names keep their case (viewBox, linearGradient).
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
};

let loaded: Promise<typeof sanitize> | undefined;
const library = () => (loaded ??= import('sanitize-html').then((m) => m.default));

/** A paint reference to anything but an element of the same file ("url(#shade)"). */
const OUTSIDE_REFERENCE = /url\(\s*['"]?\s*(?!#)/i;

async function cleanSvg(text: string): Promise<Buffer> {
  const clean = (await library())(text, SVG_OPTIONS).trim();
  if (!/^<svg[\s>]/.test(clean) || OUTSIDE_REFERENCE.test(clean))
    throw new HttpError(400, ICON_TYPE_ERROR.message, ICON_TYPE_ERROR.key);
  return Buffer.from(clean, 'utf8');
}

/** The icon as it is stored, or a 400/413 naming what is wrong with the file. */
export async function checkedIcon(data: Buffer): Promise<{ type: IconType; content: Buffer }> {
  if (data.length > CATALOG_LIMITS.iconBytes)
    throw new HttpError(413, ICON_TOO_LARGE.message, ICON_TOO_LARGE.key);
  const raster = rasterType(data);
  if (raster) return { type: raster, content: data };
  const svg = svgText(data);
  if (svg !== undefined) return { type: 'image/svg+xml', content: await cleanSvg(svg) };
  throw new HttpError(400, ICON_TYPE_ERROR.message, ICON_TYPE_ERROR.key);
}
