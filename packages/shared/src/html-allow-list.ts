// The one allow-list for announcement HTML: the server sanitises saved content with it, the web
// app's editor writes only these elements, and the web app cleans with it before showing content.

/** Elements that survive, with no attributes except those listed in `HTML_ALLOWED_ATTRIBUTES`. */
export const HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
] as const;
export type HtmlAllowedTag = (typeof HTML_ALLOWED_TAGS)[number];

/** What editors and pasted documents write for the allowed elements. */
export const HTML_RENAMED_TAGS: Readonly<Record<string, HtmlAllowedTag>> = {
  b: 'strong',
  i: 'em',
  div: 'p',
};

/** Elements removed together with everything inside them (other unknown elements keep their text). */
export const HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'svg',
  'math',
  'frameset',
  'head',
  'textarea',
  'select',
  'canvas',
  'audio',
  'video',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
] as const;

/** Attributes kept per element. */
export const HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
};

/** URL schemes a link may use. */
export const HTML_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Attributes every kept link gets, whatever it had. */
export const HTML_LINK_ATTRIBUTES = {
  rel: 'noopener noreferrer nofollow',
  target: '_blank',
} as const;

/** Longest announcement HTML accepted before sanitising (characters); output is checked again. */
export const HTML_MAX_INPUT_LENGTH = 100_000;
