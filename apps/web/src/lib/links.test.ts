// Links containing 'http' open in a new tab; the portal's own paths do not.
import { describe, expect, it } from 'vitest';
import { opensInNewTab } from './links';

describe('opensInNewTab', () => {
  it('is true for links containing http, false for the portal’s own paths', () => {
    expect(opensInNewTab('https://parts.example')).toBe(true);
    expect(opensInNewTab('http://legacy.example')).toBe(true);
    expect(opensInNewTab('/documents?subject=Service')).toBe(false);
  });
});
