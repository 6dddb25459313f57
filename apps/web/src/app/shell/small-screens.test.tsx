// Small screens (below 768 px): the navigation sits behind a burger button and tables become cards.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { makeDocument } from '../../test/data';

const original = window.matchMedia;

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: !query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = original;
});

describe('small screens', () => {
  it('hide the navigation behind a burger button', async () => {
    await renderApp({
      path: '/',
      persona: { access: { features: ['documents:view', 'serialNumber:present'] } },
      api: { '/documents': [] },
    });
    const burger = await screen.findByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Documents' })).not.toBeInTheDocument();
    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Documents' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    // Navigating closes the menu again.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('show tables as cards, still grouped and collapsible', async () => {
    await renderApp({
      path: '/documents',
      persona: { access: { features: ['documents:view'] } },
      api: {
        '/documents': [
          makeDocument('Dealer handbook'),
          makeDocument('Price list', { subject: 'Sales' }),
        ],
      },
    });
    const cards = await screen.findByRole('region', { name: 'Documents' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const handbook = within(cards).getByText('Dealer handbook').closest('li')!;
    expect(within(handbook).getByText('Updated')).toBeVisible();
    expect(
      within(handbook).getByRole('button', { name: 'Download Dealer handbook' }),
    ).toBeVisible();
    await userEvent.click(within(cards).getByRole('button', { name: /Sales/ }));
    expect(within(cards).queryByText('Price list')).not.toBeInTheDocument();
  });
});
