// Announcement content through sanitize-html, configured from the one shared allow-list: only
// simple formatting and safe links survive; scripts, handlers, styles and unsafe addresses never do.
import type sanitize from 'sanitize-html';
import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_SCHEMES,
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  HTML_LINK_ATTRIBUTES,
  HTML_MAX_INPUT_LENGTH,
  HTML_RENAMED_TAGS,
} from '@portal/shared';
import { HttpError } from '../../lib/http-errors.js';

/** A name no allow-list holds: a tag renamed to it goes, its text stays. */
const UNWRAP = 'x-unwrap';
const DROPPED = new Set<string>(HTML_DROPPED_WITH_CONTENT);

/**
 * The address of a link when it is safe: one of the allowed schemes, absolute. Browsers drop white
 * space and control characters inside a URL, so they go before the scheme is checked.
 */
export function safeHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = raw.replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u2028\u2029\ufeff]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (!scheme || !(HTML_ALLOWED_SCHEMES as readonly string[]).includes(scheme)) return undefined;
  return scheme === 'mailto' || cleaned.slice(scheme.length + 1).startsWith('//')
    ? cleaned
    : undefined;
}

const renamed = Object.fromEntries(
  Object.entries(HTML_RENAMED_TAGS).map(([from, to]) => [from, to]),
) as Record<string, string>;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(HTML_ALLOWED_ATTRIBUTES).map(([t, a]) => [t, [...a]])),
    a: [...(HTML_ALLOWED_ATTRIBUTES.a ?? []), ...Object.keys(HTML_LINK_ATTRIBUTES)],
  },
  allowedSchemes: [...HTML_ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Raw-text elements lose their text; the filter below removes the others' content too.
  nonTextTags: [...HTML_DROPPED_WITH_CONTENT],
  exclusiveFilter: (frame) => DROPPED.has(frame.tag),
  transformTags: {
    ...renamed,
    a: (_tag, attribs) => {
      const href = safeHref(attribs.href ?? '');
      return href
        ? { tagName: 'a', attribs: { href, ...HTML_LINK_ATTRIBUTES } }
        : { tagName: UNWRAP, attribs: {} };
    },
  },
};

/** Refused before parsing; the message is the shared maximum-length rule the web app translates. */
export class HtmlTooLongError extends HttpError {
  constructor(what: string) {
    super(400, `The maximum length allowed is ${HTML_MAX_INPUT_LENGTH} (${what})`);
  }
}

/**
 * The library with its parser (htmlparser2, postcss: about 400 kB of code), loaded with the first
 * announcement saved rather than at every start of the server.
 */
let loaded: Promise<typeof sanitize> | undefined;
const library = () => (loaded ??= import('sanitize-html').then((m) => m.default));

/**
 * The safe form of announcement HTML. Input longer than HTML_MAX_INPUT_LENGTH is refused before
 * parsing: the parser's time grows with attribute count (a 9,000-attribute tag took 0.7 s).
 */
export async function sanitizeHtml(html: string, what = 'content'): Promise<string> {
  if (html.length > HTML_MAX_INPUT_LENGTH) throw new HtmlTooLongError(what);
  const sanitize = await library();
  // The first pass renames (div -> p) where the parser cannot yet see the result's nesting rules;
  // the second sees real tags, so a <p> around a list closes as a browser would close it.
  return tidy(sanitize(sanitize(html, OPTIONS), OPTIONS));
}

/**
 * `</p>` alone makes an empty paragraph (as in a browser); it carries nothing, so it goes. Line
 * breaks are written `<br>` as the editor writes them (the library writes `<br />`).
 */
const tidy = (html: string) => html.replace(/<p><\/p>/g, '').replace(/<br \/>/g, '<br>');
