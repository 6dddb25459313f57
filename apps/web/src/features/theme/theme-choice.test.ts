// Theme choice: ?brand, remembered theme and host before sign-in; the user's brands after.
import { describe, expect, it } from 'vitest';
import { initialTheme, reconcileTheme } from './theme-choice';
import { applyTheme, takeBrandParam } from './theme-dom';

const brand = (id: number, status = 'ACTIVE') => ({ id, name: `B${id}`, status });

describe('initialTheme', () => {
  it('takes ?brand first, then the remembered theme, then the host brand', () => {
    expect(initialTheme({ queryBrand: '2', stored: '4', host: 'portal.test' })).toBe(2);
    expect(initialTheme({ queryBrand: null, stored: '4', host: 'portal.test' })).toBe(4);
    expect(initialTheme({ queryBrand: null, stored: null, host: 'portal.test' })).toBe(1);
    expect(initialTheme({ queryBrand: null, stored: null, host: 'corvid.localhost' })).toBe(3);
  });

  it('ignores unknown ids and themes the host does not allow', () => {
    expect(initialTheme({ queryBrand: '9', stored: 'x', host: 'portal.test' })).toBe(1);
    expect(initialTheme({ queryBrand: '3', stored: null, host: 'portal.test' })).toBe(1);
    expect(initialTheme({ queryBrand: '1', stored: '2', host: 'corvid.localhost' })).toBe(3);
  });
});

describe('reconcileTheme', () => {
  it('keeps the current theme when it is among the user brands', () => {
    expect(reconcileTheme(2, [brand(1), brand(2)], 'portal.test')).toBe(2);
  });

  it('moves to the first accessible brand when the current one is not the user’s', () => {
    expect(reconcileTheme(1, [brand(4), brand(2)], 'portal.test')).toBe(4);
  });

  it('skips inactive brands and brands the host does not show', () => {
    expect(reconcileTheme(1, [brand(4, 'INACTIVE'), brand(3), brand(2)], 'portal.test')).toBe(2);
    expect(reconcileTheme(1, [brand(1), brand(3)], 'corvid.localhost')).toBe(3);
  });

  it('keeps the current theme when nothing is accessible', () => {
    expect(reconcileTheme(1, [], 'portal.test')).toBe(1);
  });
});

describe('theme in the document', () => {
  it('sets the body class, data-brand and favicon of the brand', () => {
    applyTheme(3, '/portal');
    expect(document.body.className).toBe('theme corvid');
    expect(document.documentElement.dataset.brand).toBe('3');
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe('/portal/favicon-3.svg');
    applyTheme(2, '');
    expect(document.body.className).toBe('defaultTheme');
  });

  it('reads ?brand once and removes it from the address', () => {
    window.history.replaceState(null, '', '/admin/users?brand=4&q=x#top');
    expect(takeBrandParam()).toBe('4');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/admin/users?q=x#top',
    );
    expect(takeBrandParam()).toBeNull();
  });
});
