// The input building blocks: NUL and lone surrogates, real calendar dates, int4 bounds, cursors.
import { describe, expect, it } from 'vitest';
import {
  INT4_MAX,
  dateTimeString,
  decodeKeysetCursor,
  hasUnsafeCharacters,
  idNumber,
  idTextSchema,
  int4Text,
  isRealDateTime,
  safeString,
} from './common.js';

const cursor = (v: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(v))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('safeString', () => {
  it('refuses NUL and lone surrogates, keeps paired ones and ordinary text', () => {
    expect(hasUnsafeCharacters('a\u0000b')).toBe(true);
    expect(hasUnsafeCharacters('a\ud800b')).toBe(true);
    expect(hasUnsafeCharacters('a\udc00')).toBe(true);
    expect(hasUnsafeCharacters('\udc00\ud800')).toBe(true);
    expect(hasUnsafeCharacters('Grüße 😀 (emoji pair)')).toBe(false);
    expect(safeString().safeParse('ok').success).toBe(true);
    expect(safeString('bad').safeParse('x\u0000').error?.issues[0]?.message).toBe('bad');
  });
});

describe('dateTimeString', () => {
  it.each([
    '2026-02-28T00:00:00Z',
    '2028-02-29T23:59:59.123Z',
    '2026-06-30T10:00+02:00',
    '1970-01-01T00:00:00Z',
  ])('takes %s', (s) => expect(isRealDateTime(s)).toBe(true));

  it.each([
    '2026-02-30T00:00:00Z',
    '2027-02-29T00:00:00Z',
    '2026-04-31T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T10:60:00Z',
    '2026-01-01T10:00:60Z',
    '2026-01-01T10:00:00+25:00',
    '2026-01-01',
    '1969-12-31T23:59:59Z',
    '10000-01-01T00:00:00Z',
  ])('refuses %s', (s) => {
    expect(isRealDateTime(s)).toBe(false);
    expect(dateTimeString().safeParse(s).success).toBe(false);
  });
});

describe('integers', () => {
  it('keeps ids within PostgreSQL integer', () => {
    expect(idNumber().safeParse(INT4_MAX).success).toBe(true);
    expect(idNumber().safeParse(INT4_MAX + 1).success).toBe(false);
    expect(idNumber().safeParse(0).success).toBe(false);
    expect(idNumber().safeParse(1.5).success).toBe(false);
  });

  it('reads plain digits only from paths and queries', () => {
    expect(idTextSchema.parse('2147483647')).toBe(INT4_MAX);
    for (const s of ['2147483648', '4294967296', '99999999999', ' 5', '1e3', '0x10', '-1', '0'])
      expect(idTextSchema.safeParse(s).success).toBe(false);
    expect(int4Text(1, 100).safeParse('100').success).toBe(true);
    expect(int4Text(1, 100).safeParse('101').success).toBe(false);
  });
});

describe('decodeKeysetCursor', () => {
  it('returns checked values or undefined', () => {
    expect(decodeKeysetCursor(cursor(['Müller', 'Ann', 7]), 2)).toEqual(['Müller', 'Ann', 7]);
    expect(decodeKeysetCursor(cursor(['a', 7]), 2)).toBeUndefined();
    expect(decodeKeysetCursor(cursor(['a\u0000', 7]), 1)).toBeUndefined();
    expect(decodeKeysetCursor(cursor(['\ud800', 7]), 1)).toBeUndefined();
    expect(decodeKeysetCursor(cursor(['a', 2 ** 31]), 1)).toBeUndefined();
    expect(decodeKeysetCursor(cursor(['a', '7']), 1)).toBeUndefined();
    expect(decodeKeysetCursor('not-json', 1)).toBeUndefined();
    expect(decodeKeysetCursor('_w', 1)).toBeUndefined();
  });
});
