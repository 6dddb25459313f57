// The one cleaner of announcement HTML in the browser: DOMPurify set up from the shared allow-list
// (the same list the server sanitises with), for the home page, the editor's preview and paste.
import DOMPurify, { type Config } from 'dompurify';
import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_SCHEMES,
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  HTML_LINK_ATTRIBUTES,
  HTML_RENAMED_TAGS,
} from '@portal/shared';

/** The class that gives cleaned content its look, the same on home, in the preview and the editor. */
export const RICH_CONTENT_CLASS = 'rich-content';

const purifier = DOMPurify();
const SAFE_HREF = new RegExp(`^(?:${HTML_ALLOWED_SCHEMES.join('|')}):`, 'i');

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS, ...Object.keys(HTML_RENAMED_TAGS)],
  ALLOWED_ATTR: [...new Set(Object.values(HTML_ALLOWED_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: SAFE_HREF,
  FORBID_CONTENTS: [...HTML_DROPPED_WITH_CONTENT],
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

/**
 * The HTML with only the allowed elements: b, i and div become strong, em and p; a link without a
 * safe address becomes its text; links open in a new tab without the opener.
 */
export function cleanHtml(html: string): string {
  const fragment = purifier.sanitize(html, CONFIG);
  for (const el of [...fragment.querySelectorAll('*')].reverse()) {
    const tag = el.tagName.toLowerCase();
    const renamed = HTML_RENAMED_TAGS[tag];
    if (renamed) {
      const replacement = el.ownerDocument.createElement(renamed);
      replacement.append(...el.childNodes);
      el.replaceWith(replacement);
      continue;
    }
    const allowed = HTML_ALLOWED_ATTRIBUTES[tag] ?? [];
    for (const name of el.getAttributeNames())
      if (!allowed.includes(name)) el.removeAttribute(name);
    if (tag !== 'a') continue;
    // Control characters and spaces inside an address are ignored by browsers: strip them first.
    // eslint-disable-next-line no-control-regex
    const href = (el.getAttribute('href') ?? '').replace(/[\u0000-\u0020]/g, '');
    if (!SAFE_HREF.test(href)) {
      el.replaceWith(...el.childNodes);
      continue;
    }
    el.setAttribute('href', href);
    for (const [name, value] of Object.entries(HTML_LINK_ATTRIBUTES)) el.setAttribute(name, value);
  }
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
