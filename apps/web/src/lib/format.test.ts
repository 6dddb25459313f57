// Dates and numbers follow the interface language; en means en-US.
import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatNumber } from './format';

describe('format', () => {
  const date = '2026-03-04T12:00:00Z';
  it('writes dates the way each language does', () => {
    expect(formatDate(date, 'en')).toBe('Mar 4, 2026');
    expect(formatDate(date, 'de')).toBe('04.03.2026');
    expect(formatDate(date, 'fr')).toBe('4 mars 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });
  it('writes a time in another zone with seconds (GMT log timestamps)', () => {
    const at = '2026-03-04T23:30:15Z';
    expect(formatDate(at, 'en', { seconds: true, timeZone: 'UTC' })).toBe(
      'Mar 4, 2026, 11:30:15 PM',
    );
    expect(formatDate(at, 'de', { seconds: true, timeZone: 'UTC' })).toBe('04.03.2026, 23:30:15');
  });
  it('writes numbers and sizes with the language’s separators', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatBytes(1536, 'de')).toBe('1,5 kB');
    expect(formatBytes(3 * 1024 * 1024, 'en')).toBe('3 MB');
  });
});
