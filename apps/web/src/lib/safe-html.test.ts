// Announcement HTML is shown with the shared allow-list: formatting stays, anything active goes.
import { describe, expect, it } from 'vitest';
import { cleanHtml } from './safe-html';

const LINK = 'rel="noopener noreferrer nofollow" target="_blank"';

describe('cleanHtml', () => {
  it('keeps headings, text formatting, lists and safe links (opening in a new tab)', () => {
    const html = '<h2>T</h2><h3>S</h3><h4>s</h4><p>Hi <strong>all</strong><br><em>x</em></p>';
    expect(cleanHtml(html)).toBe(html);
    expect(cleanHtml('<ol><li>a</li></ol><ul><li>b</li></ul>')).toBe(
      '<ol><li>a</li></ol><ul><li>b</li></ul>',
    );
    expect(cleanHtml('<a href="https://a.example" onclick="x()">go</a>')).toBe(
      `<a href="https://a.example" ${LINK}>go</a>`,
    );
    expect(cleanHtml('<a href="mailto:help@a.example">mail</a>')).toBe(
      `<a href="mailto:help@a.example" ${LINK}>mail</a>`,
    );
  });

  it('writes b, i and div as strong, em and p', () => {
    expect(cleanHtml('<div>line <b>bold</b> <i>it</i></div>')).toBe(
      '<p>line <strong>bold</strong> <em>it</em></p>',
    );
  });

  it('drops scripts, event handlers, styles and links without a safe address', () => {
    expect(cleanHtml('<p onmouseover="alert(1)" style="color:red" class="x">x</p>')).toBe(
      '<p>x</p>',
    );
    expect(cleanHtml('<script>alert(1)</script><p>ok</p>')).toBe('<p>ok</p>');
    expect(cleanHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(cleanHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(cleanHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('x');
    expect(cleanHtml('<a href="//evil.example">x</a><a href="/docs">y</a>')).toBe('xy');
    expect(cleanHtml('<svg><script>alert(1)</script></svg><iframe src="x"></iframe>')).toBe('');
    expect(cleanHtml('<h1>big</h1><h5>small</h5><u>u</u>')).toBe('bigsmallu');
  });

  it('keeps the text of unknown tags, escaped', () => {
    expect(cleanHtml('<span><font>a &lt;b&gt;</font></span>')).toBe('a &lt;b&gt;');
  });
});
