// Strict allow-list sanitiser for announcement content: only simple formatting and safe links
// survive; scripts, event handlers, styles and javascript:/data: addresses never do.
import { RAW_TEXT_ELEMENTS, tokenize } from './html-tokenizer.js';

const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4']);
/** What rich-text editors write for the allowed elements. */
const RENAMED: Record<string, string> = { b: 'strong', i: 'em', div: 'p' };
/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  ...RAW_TEXT_ELEMENTS,
  'template',
  'svg',
  'math',
  'object',
  'applet',
  'frameset',
  'head',
  'select',
  'canvas',
  'audio',
  'video',
]);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const HEADINGS = new Set(['h2', 'h3', 'h4']);
const CLOSES_PARAGRAPH = new Set(['p', 'ul', 'ol', 'h2', 'h3', 'h4']);

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/**
 * The address of a link when it is safe: http(s) or mailto only. Browsers drop white space and
 * control characters inside a URL, so they are removed before the scheme is checked.
 */
export function safeHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = raw.replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u2028\u2029\ufeff]/g, '');
  return /^(https?:\/\/|mailto:)/i.test(cleaned) ? cleaned : undefined;
}

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  const dropped: string[] = [];
  const closeTo = (index: number) => {
    while (open.length > index) out.push(`</${open.pop()}>`);
  };

  for (const token of tokenize(html)) {
    if (dropped.length > 0) {
      if (token.type === 'start' && DROPPED_WITH_CONTENT.has(token.name) && !token.selfClosing)
        dropped.push(token.name);
      if (token.type === 'end' && dropped.includes(token.name))
        dropped.splice(dropped.lastIndexOf(token.name));
      continue;
    }
    if (token.type === 'comment') continue;
    if (token.type === 'text') {
      out.push(escapeText(token.text));
      continue;
    }
    if (token.type === 'start' && DROPPED_WITH_CONTENT.has(token.name)) {
      if (!VOID.has(token.name) && !token.selfClosing) dropped.push(token.name);
      continue;
    }
    const name = RENAMED[token.name] ?? token.name;
    if (!ALLOWED.has(name)) continue;
    if (token.type === 'end') {
      if (name !== 'br' && open.includes(name)) closeTo(open.lastIndexOf(name));
      continue;
    }
    if (name === 'br') {
      out.push('<br>');
      continue;
    }
    if (CLOSES_PARAGRAPH.has(name) && open.includes('p')) closeTo(open.lastIndexOf('p'));
    if (HEADINGS.has(name)) {
      const heading = open.findLastIndex((e) => HEADINGS.has(e));
      if (heading >= 0) closeTo(heading);
    }
    if (name === 'li') {
      const item = open.lastIndexOf('li');
      if (item >= 0 && item > Math.max(open.lastIndexOf('ul'), open.lastIndexOf('ol')))
        closeTo(item);
    }
    if (name === 'a') {
      if (open.includes('a')) closeTo(open.lastIndexOf('a'));
      const href = safeHref(token.attrs.find(([k]) => k === 'href')?.[1] ?? '');
      if (!href) continue;
      out.push(`<a href="${escapeAttr(href)}" rel="noopener noreferrer nofollow" target="_blank">`);
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  closeTo(0);
  return out.join('');
}
