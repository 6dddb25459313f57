// The host rule: the Corvid host needs brand 3, every other host a brand that is not 3.
import { describe, expect, it } from 'vitest';
import { bodyClassForBrand, brandValidForHost, brandsForHost, hostBrandId } from './brands.js';

const b = (...ids: number[]) => ids.map((id) => ({ id, name: `Brand ${id}` }));

describe('brandValidForHost', () => {
  it('needs brand 3 on a host containing corvid', () => {
    expect(brandValidForHost('corvid.localhost', b(3))).toBe(true);
    expect(brandValidForHost('portal.CORVID.example', b(1, 3))).toBe(true);
    expect(brandValidForHost('corvid.localhost', b(1, 2))).toBe(false);
  });

  it('needs a brand other than 3 elsewhere', () => {
    expect(brandValidForHost('localhost', b(1))).toBe(true);
    expect(brandValidForHost('localhost', b(3))).toBe(false);
    expect(brandValidForHost('localhost', [])).toBe(false);
  });

  it('keeps the brands a host may show', () => {
    expect(brandsForHost('localhost', b(1, 3, 4)).map((x) => x.id)).toEqual([1, 4]);
    expect(brandsForHost('corvid.localhost', b(1, 3, 4)).map((x) => x.id)).toEqual([3]);
  });
});

describe('theme helpers', () => {
  it('picks the host brand', () => {
    expect(hostBrandId('corvid.localhost')).toBe(3);
    expect(hostBrandId('localhost')).toBe(1);
  });

  it('uses defaultTheme for brands 1 and 2, else theme <brand>', () => {
    expect(bodyClassForBrand(1)).toBe('defaultTheme');
    expect(bodyClassForBrand(2)).toBe('defaultTheme');
    expect(bodyClassForBrand(3)).toBe('theme corvid');
    expect(bodyClassForBrand(4)).toBe('theme kestrel');
  });
});
