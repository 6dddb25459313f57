// Announcement content in the browser: its look (Tailwind resets lists and headings) and the
// allow-list applied to the unsaved text of the preview (the server applies its own on saving).

/** Classes that give the allowed elements of announcement content their look. */
export const CONTENT_CLASS =
  '[&_a]:text-link [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6';

const ALLOWED = new Set(['P', 'BR', 'STRONG', 'EM', 'UL', 'OL', 'LI', 'A', 'H2', 'H3', 'H4']);
const RENAMED: Record<string, string> = { B: 'strong', I: 'em', DIV: 'p' };
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'TEMPLATE',
  'NOSCRIPT',
  'TEXTAREA',
  'SELECT',
]);

function copy(from: Node, into: Node, doc: Document): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (!(node instanceof Element) || DROPPED.has(node.tagName.toUpperCase())) continue;
    const tag = node.tagName.toUpperCase();
    const name = RENAMED[tag] ?? (ALLOWED.has(tag) ? tag.toLowerCase() : undefined);
    if (!name) {
      copy(node, into, doc);
      continue;
    }
    const el = doc.createElement(name);
    if (name === 'a') {
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside addresses
      const href = (node.getAttribute('href') ?? '').replace(/[\u0000-\u0020]/g, '');
      if (!/^(https?:\/\/|mailto:)/i.test(href)) {
        copy(node, into, doc);
        continue;
      }
      el.setAttribute('href', href);
      el.setAttribute('rel', 'noopener noreferrer nofollow');
      el.setAttribute('target', '_blank');
    }
    copy(node, el, doc);
    into.appendChild(el);
  }
}

export function sanitizePreview(html: string): string {
  // A document of its own: nothing in it runs or loads (no scripts, images or styles apply).
  const doc = document.implementation.createHTMLDocument('');
  const source = doc.createElement('div');
  source.innerHTML = html;
  const out = doc.createElement('div');
  copy(source, out, doc);
  return out.innerHTML;
}
