// A small HTML tokenizer after the WHATWG tokenizer states that matter for sanitising: text,
// start and end tags with attributes, comments, doctype and processing instructions, raw-text
// elements, and character references. It never throws: every input gives a token list.

export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attrs: [string, string][]; selfClosing: boolean }
  | { type: 'end'; name: string }
  | { type: 'comment' };

/** Elements whose content is raw text up to their own end tag (no markup inside). */
export const RAW_TEXT_ELEMENTS = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  bsol: '\\',
  semi: ';',
  comma: ',',
  period: '.',
  excl: '!',
  num: '#',
  equals: '=',
  grave: '`',
};

/** Decodes character references (named ones of the list above, decimal and hexadecimal). */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});?/g,
    (all, ref: string) => {
      if (ref.startsWith('#')) {
        const code =
          ref[1] === 'x' || ref[1] === 'X'
            ? parseInt(ref.slice(2), 16)
            : parseInt(ref.slice(1), 10);
        if (
          !Number.isFinite(code) ||
          code === 0 ||
          code > 0x10ffff ||
          (code >= 0xd800 && code <= 0xdfff)
        )
          return '\ufffd';
        return String.fromCodePoint(code);
      }
      return NAMED[ref.toLowerCase()] ?? all;
    },
  );
}

const WS = /[\t\n\f\r ]/;
const isAlpha = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);

export function tokenize(html: string): HtmlToken[] {
  const out: HtmlToken[] = [];
  const n = html.length;
  let i = 0;
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text: decodeEntities(text) });
    text = '';
  };

  while (i < n) {
    const c = html[i]!;
    if (c !== '<') {
      text += c;
      i++;
      continue;
    }
    const next = html[i + 1];
    if (html.startsWith('<!--', i)) {
      flush();
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? n : end + 3;
      out.push({ type: 'comment' });
    } else if (next === '!' || next === '?' || (next === '/' && !isAlpha(html[i + 2]))) {
      // Doctype, CDATA, processing instruction or bogus comment: up to the next '>'.
      flush();
      if (next === '/' && html[i + 2] === '>') {
        i += 3;
        continue;
      }
      const end = html.indexOf('>', i + 2);
      i = end < 0 ? n : end + 1;
      out.push({ type: 'comment' });
    } else if (isAlpha(next) || (next === '/' && isAlpha(html[i + 2]))) {
      flush();
      const tag = readTag(html, i);
      i = tag.end;
      out.push(tag.token);
      if (tag.token.type === 'start' && RAW_TEXT_ELEMENTS.has(tag.token.name)) {
        i = skipRawText(html, i, tag.token.name, out);
      }
    } else {
      text += c;
      i++;
    }
  }
  flush();
  return out;
}

/** Reads a start or end tag at `start` ('<'); an unterminated tag runs to the end of the input. */
function readTag(html: string, start: number): { token: HtmlToken; end: number } {
  const n = html.length;
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  let name = '';
  while (i < n && !WS.test(html[i]!) && html[i] !== '/' && html[i] !== '>') name += html[i++];
  const attrs: [string, string][] = [];
  let selfClosing = false;
  while (i < n) {
    const c = html[i]!;
    if (WS.test(c)) {
      i++;
    } else if (c === '>') {
      i++;
      break;
    } else if (c === '/') {
      i++;
      if (html[i] === '>') selfClosing = true;
    } else {
      let attr = c;
      i++;
      while (i < n && !WS.test(html[i]!) && !'/>='.includes(html[i]!)) attr += html[i++];
      while (i < n && WS.test(html[i]!)) i++;
      let value = '';
      if (html[i] === '=') {
        i++;
        while (i < n && WS.test(html[i]!)) i++;
        const quote = html[i];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, i + 1);
          value = html.slice(i + 1, end < 0 ? n : end);
          i = end < 0 ? n : end + 1;
        } else {
          while (i < n && !WS.test(html[i]!) && html[i] !== '>') value += html[i++];
        }
      }
      const key = attr.toLowerCase();
      if (!attrs.some(([k]) => k === key)) attrs.push([key, decodeEntities(value)]);
    }
  }
  const lower = name.toLowerCase();
  const token: HtmlToken = closing
    ? { type: 'end', name: lower }
    : { type: 'start', name: lower, attrs, selfClosing };
  return { token, end: i };
}

/** Raw text up to `</name` (case-insensitive); its text is kept as one token, then the end tag. */
function skipRawText(html: string, from: number, name: string, out: HtmlToken[]): number {
  const lower = html.toLowerCase();
  let at = from;
  for (;;) {
    const end = name === 'plaintext' ? -1 : lower.indexOf(`</${name}`, at);
    if (end < 0) {
      out.push({ type: 'text', text: html.slice(from) }, { type: 'end', name });
      return html.length;
    }
    const after = html[end + 2 + name.length];
    if (after === undefined || WS.test(after) || after === '/' || after === '>') {
      out.push({ type: 'text', text: html.slice(from, end) });
      const tag = readTag(html, end);
      out.push({ type: 'end', name });
      return tag.end;
    }
    at = end + 1;
  }
}
