// Announcement HTML is shown with an allow-list: formatting stays, anything active goes.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it('keeps text formatting, lists and safe links (opening in a new tab)', () => {
    expect(sanitizeHtml('<p>Hi <strong>all</strong><br><em>x</em></p><ul><li>a</li></ul>')).toBe(
      '<p>Hi <strong>all</strong><br><em>x</em></p><ul><li>a</li></ul>',
    );
    expect(sanitizeHtml('<a href="https://a.example" onclick="x()">go</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">go</a>',
    );
    expect(sanitizeHtml('<a href="/documents">docs</a>')).toBe('<a href="/documents">docs</a>');
  });

  it('drops scripts, event handlers, styles and dangerous URLs', () => {
    expect(sanitizeHtml('<p onmouseover="alert(1)" style="color:red">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<script>alert(1)</script><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><iframe src="x"></iframe>')).toBe('');
  });

  it('keeps the text of unknown tags, escaped', () => {
    expect(sanitizeHtml('<div><font>a &lt;b&gt;</font></div>')).toBe('a &lt;b&gt;');
  });
});
