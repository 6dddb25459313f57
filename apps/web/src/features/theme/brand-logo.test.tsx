// The header logo: each brand drawn from the shared drawing the sign-in pages render too.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRAND_LOGOS, type BrandId } from '@portal/shared';
import { BrandLogo } from './brand-logo';

describe('BrandLogo', () => {
  it.each([1, 2, 3, 4] as BrandId[])('draws brand %i from the shared drawing', (id) => {
    const logo = BRAND_LOGOS[id];
    render(<BrandLogo brandId={id} />);
    const svg = screen.getByRole('img', { name: logo.name });
    expect([...svg.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual(
      logo.shapes.map((s) => s.d),
    );
    expect([...svg.querySelectorAll('text')].map((t) => t.textContent)).toEqual(
      logo.sub ? [logo.word, logo.sub] : [logo.word],
    );
  });
});
