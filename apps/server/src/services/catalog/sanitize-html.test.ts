// The announcement sanitiser: known attacks, what survives, and generated inputs checked by a
// browser-grade parser (jsdom) for anything outside the allow-list.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
// @ts-expect-error -- jsdom ships no type declarations; only its DOM (typed below) is used.
import { JSDOM as UntypedJsdom } from 'jsdom';
import { HTML_MAX_INPUT_LENGTH } from '@portal/shared';
import { HtmlTooLongError, safeHref, sanitizeHtml } from './sanitize-html.js';

const ALLOWED = new Set(['P', 'BR', 'STRONG', 'EM', 'UL', 'OL', 'LI', 'A', 'H2', 'H3', 'H4']);
/** The part of the DOM these tests use (the server's type-check has no DOM library). */
interface TestElement {
  tagName: string;
  attributes: Iterable<{ name: string; value: string }>;
  innerHTML: string;
  textContent: string | null;
  querySelectorAll(selector: string): Iterable<TestElement>;
}
const JSDOM = UntypedJsdom as new (html: string) => {
  window: { document: { createElement(tag: string): TestElement } };
};
const { document } = new JSDOM('<!doctype html><body></body>').window;

/** What a browser builds from the output: every element and attribute must be allowed. */
function unsafeParts(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (!ALLOWED.has(el.tagName)) found.push(`element ${el.tagName}`);
    for (const attr of el.attributes) {
      if (el.tagName !== 'A' || !['href', 'rel', 'target'].includes(attr.name))
        found.push(`attribute ${attr.name} on ${el.tagName}`);
      if (attr.name === 'href' && !/^(https?:|mailto:)/i.test(attr.value))
        found.push(`href ${attr.value}`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<SCRIPT src=//x.js></SCRIPT >ok', 'ok'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<p onclick="alert(1)" style="color:red">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href=" jav&#x09;ascript:alert(1)">x</a>', 'x'],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'x'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
    ['<a href="/relative">x</a>', 'x'],
    ['<style>p{}</style><iframe src=x></iframe><svg><script>1</script><p>in</p></svg>z', 'z'],
    ['<!-- <script> -->c', 'c'],
    ['<textarea><p>t</p></textarea>u', 'u'],
    ['<b>bold</b> <i>it</i>', '<strong>bold</strong> <em>it</em>'],
    ['<div>one</div><div>two<br></div>', '<p>one</p><p>two<br></p>'],
    ['<p>open <strong>bold', '<p>open <strong>bold</strong></p>'],
    ['</p></li>stray', 'stray'],
    ['a < b && c > d', 'a &lt; b &amp;&amp; c &gt; d'],
    ['<p>x<ul><li>a<li>b</ul>', '<p>x</p><ul><li>a</li><li>b</li></ul>'],
    ['<div>a<ul><li>x</ul></div>', '<p>a</p><ul><li>x</li></ul>'],
    // Named and numeric entities become the characters they stand for; markup stays escaped.
    ['<p>Caf&eacute; &mdash; 5&nbsp;&euro;</p>', '<p>Café — 5\u00a0€</p>'],
    ['&#233;t&eacute; &amp; &#x20AC;', 'été &amp; €'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ])('%s -> %s', async (input, expected) => {
    expect(await sanitizeHtml(input)).toBe(expected);
  });

  it('keeps safe links and marks them to open apart', async () => {
    expect(await sanitizeHtml('<a href="https://atlas.example/x?a=1&amp;b=2" title=t>go</a>')).toBe(
      '<a href="https://atlas.example/x?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">go</a>',
    );
    expect(await sanitizeHtml('<a href="mailto:help@atlas.example">mail</a>')).toContain(
      'href="mailto:help@atlas.example"',
    );
    expect(await sanitizeHtml('<h2>T</h2><h3>S</h3><h4>s</h4><ol><li>1</li></ol>')).toBe(
      '<h2>T</h2><h3>S</h3><h4>s</h4><ol><li>1</li></ol>',
    );
  });

  it('refuses input over the size limit before parsing it, quickly', async () => {
    const limit = 'x'.repeat(HTML_MAX_INPUT_LENGTH);
    expect(await sanitizeHtml(limit)).toBe(limit);
    await expect(sanitizeHtml(`${limit}y`)).rejects.toThrow(HtmlTooLongError);
    // A tag with thousands of attributes (the slow case of a parser) within the limit.
    const many = `<p ${Array.from({ length: 9000 }, (_, i) => `a${i}=x`).join(' ')}>t</p>`;
    const started = performance.now();
    expect(many.length).toBeLessThan(HTML_MAX_INPUT_LENGTH);
    expect(await sanitizeHtml(many)).toBe('<p>t</p>');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('accepts only http(s) and mailto addresses', () => {
    expect(safeHref('https://a.example')).toBe('https://a.example');
    expect(safeHref('\u0000javascript:x')).toBeUndefined();
    expect(safeHref('vbscript:x')).toBeUndefined();
    expect(safeHref('//evil.example')).toBeUndefined();
  });

  const fragment = fc.oneof(
    fc.constantFrom(
      '<script>',
      '</script>',
      '<p>',
      '</p>',
      '<a href="javascript:alert(1)">',
      '<a href=https://ok.example>',
      '</a>',
      '<img src=x onerror=alert(1)>',
      '<div style="x" onmouseover="y">',
      '<svg onload=alert(1)>',
      '<!--',
      '-->',
      '<',
      '>',
      '"',
      "'",
      '=',
      '&',
      '&#0;',
      '&#x6a;',
      '<![CDATA[',
      ']]>',
      '<b>',
      '<li>',
      '<ul>',
      '</',
      '<iframe srcdoc="<script>1</script>">',
      'javascript:',
      ' onclick=',
      '<style>',
      '<textarea>',
      '<math><mi xlink:href="javascript:1">',
    ),
    fc.string({ maxLength: 8 }),
  );
  const html = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(''));

  it('never lets a browser see a script, handler, style or unsafe address', async () => {
    await fc.assert(
      fc.asyncProperty(html, async (input) => {
        expect(unsafeParts(await sanitizeHtml(input))).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it('is stable: sanitising its own output changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(html, async (input) => {
        const once = await sanitizeHtml(input);
        expect(await sanitizeHtml(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it('keeps the text a browser would show for plain text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (text) => {
        const root = document.createElement('div');
        root.innerHTML = await sanitizeHtml(text.replace(/[<&]/g, ''));
        expect(root.textContent).toBe(text.replace(/[<&]/g, ''));
      }),
      { numRuns: 300 },
    );
  });
});
