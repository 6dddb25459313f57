// Renders announcement HTML safely: the server sanitises content when it is saved, and the web
// app keeps only an allow-list of tags and attributes again before showing it.

const ALLOWED = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'UL',
  'OL',
  'LI',
  'A',
  'H3',
  'H4',
  'H5',
  'SPAN',
  'BLOCKQUOTE',
]);
/** Dropped with everything inside them; other unknown tags keep their text. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'SVG',
  'MATH',
  'NOSCRIPT',
]);
const SAFE_URL = /^(https?:|mailto:|\/(?!\/))/i;

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (DROPPED.has(tag)) return [];
  const children = [...el.childNodes].flatMap((c) => clean(c, doc));
  if (!ALLOWED.has(tag)) return children;
  const out = doc.createElement(tag.toLowerCase());
  if (tag === 'A') {
    const href = el.getAttribute('href')?.trim() ?? '';
    if (SAFE_URL.test(href)) {
      out.setAttribute('href', href);
      if (/^https?:/i.test(href)) {
        out.setAttribute('target', '_blank');
        out.setAttribute('rel', 'noopener noreferrer');
      }
    }
  }
  out.append(...children);
  return [out];
}

/** The HTML with only allowed tags (no attributes but safe link targets). */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  const box = doc.createElement('div');
  box.append(...[...parsed.body.childNodes].flatMap((n) => clean(n, doc)));
  return box.innerHTML;
}
