// The preview's allow-list in the browser: only simple formatting and safe links remain.
import { describe, expect, it } from 'vitest';
import { sanitizePreview } from './announcement-content';

describe('sanitizePreview', () => {
  it('drops scripts, handlers, styles and unsafe links, keeps formatting', () => {
    const html = sanitizePreview(
      '<p onclick="x()" style="color:red">Hi <b>bold</b><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">bad</a><a href="https://ok.example" onmouseover="y()">ok</a>' +
        '<img src=x onerror=alert(1)></p><div>line</div>',
    );
    expect(html).toBe(
      '<p>Hi <strong>bold</strong>bad<a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">ok</a></p><p>line</p>',
    );
  });
});
