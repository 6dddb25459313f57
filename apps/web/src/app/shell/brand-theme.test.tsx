// Brand theme in the signed-in frame: the first accessible brand, other tabs, and the brand switcher.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { brand, makeNotification } from '../../test/data';

const atlas = brand(1, 'Atlas');
const power = brand(2, 'Atlas Portable Power');

describe('brand theme', () => {
  it('moves to the first accessible brand when the current one is not assigned', async () => {
    await renderApp({ path: '/', persona: { access: { brands: [brand(4, 'Kestrel'), power] } } });
    const home = await screen.findByRole('link', { name: 'Home' });
    await waitFor(() =>
      expect(within(home).getByRole('img', { name: 'Kestrel' })).toBeInTheDocument(),
    );
    await waitFor(() => expect(localStorage.getItem('portal-theme')).toBe('4'));
    expect(document.body.className).toBe('theme kestrel');
    expect(document.documentElement.dataset.brand).toBe('4');
  });

  it('follows a theme change made in another tab', async () => {
    await renderApp({ path: '/', persona: { access: { brands: [atlas, power] } } });
    const home = await screen.findByRole('link', { name: 'Home' });
    act(() => {
      localStorage.setItem('portal-theme', '2');
      window.dispatchEvent(new StorageEvent('storage', { key: 'portal-theme', newValue: '2' }));
    });
    await waitFor(() =>
      expect(within(home).getByRole('img', { name: 'Atlas Portable Power' })).toBeInTheDocument(),
    );
    expect(document.body.className).toBe('defaultTheme');
  });
});

describe('brand switcher', () => {
  const signedIn = {
    persona: { access: { brands: [atlas, power, brand(3, 'Corvid')] } },
    api: {
      '/user/notifications': [
        makeNotification('For Atlas'),
        makeNotification('For both', { brands: [atlas, power] }),
        makeNotification('Read one', { brands: [power], read: true }),
      ],
    },
  };

  async function openSwitcher() {
    await userEvent.click(await screen.findByRole('button', { name: /Profile menu/ }));
    const profile = await screen.findByRole('dialog', { name: 'Profile' });
    // The badge holds the total of unread announcements.
    const change = within(profile).getByRole('button', { name: /Change brand/ });
    expect(change).toHaveTextContent('2 unread');
    await userEvent.click(change);
    return screen.findByRole('dialog', { name: 'Change brand' });
  }

  it('lists the active brands this host shows, with unread counts per brand', async () => {
    await renderApp({ path: '/', ...signedIn });
    const dialog = await openSwitcher();
    // Corvid is shown on its own host only.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).getByRole('radio', { name: /^Atlas\s*2 unread$/ })).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: /^Atlas Portable Power\s*1 unread$/ }),
    ).not.toBeChecked();
  });

  it('previews the chosen brand, and cancelling restores the remembered one', async () => {
    await renderApp({ path: '/', ...signedIn });
    const dialog = await openSwitcher();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Atlas Portable Power/ }));
    expect(document.documentElement.dataset.brand).toBe('2');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon-2.svg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.documentElement.dataset.brand).toBe('1'));
    expect(localStorage.getItem('portal-theme')).toBe('1');
  });

  it('applies and remembers the chosen brand', async () => {
    await renderApp({ path: '/', ...signedIn });
    const dialog = await openSwitcher();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Atlas Portable Power/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(localStorage.getItem('portal-theme')).toBe('2'));
    const home = screen.getByRole('link', { name: 'Home' });
    expect(within(home).getByRole('img', { name: 'Atlas Portable Power' })).toBeInTheDocument();
  });
});
