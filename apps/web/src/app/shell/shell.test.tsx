// The signed-in frame: header, footer, title, language selector and brand theme.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../test/render-portal';
import { makeAccess, makeProfile } from '../../test/fixtures';

const brand = (id: number, name: string) => ({ id, name, status: 'ACTIVE' as const });
const api = (brands = [brand(1, 'Atlas')], features = ['admin:users:read']) => ({
  '/user': makeProfile(),
  '/user/ui-access-data': makeAccess({ brands, features }),
});

describe('shell', () => {
  it('shows a loader until the user data is there, then the page', async () => {
    let answer: (value: unknown) => void = () => {};
    const { api: client } = await renderPortal({
      path: '/',
      api: { ...api(), '/user': () => new Promise((resolve) => (answer = resolve)) },
    });
    await waitFor(() => expect(client.get).toHaveBeenCalled());
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => answer(makeProfile()));
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam Standard' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has header, main and footer landmarks with logo, name, sign-out and language', async () => {
    const { services } = await renderPortal({ path: '/', api: api() });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('img', { name: 'Atlas' })).toBeInTheDocument();
    await within(header).findByText('Sam Standard');
    expect(screen.getByRole('main')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Atlas Machinery\. All rights reserved\./)).toBeVisible();
    const language = within(footer).getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Italiano',
      'Nederlands',
      'Português',
      '한국어',
      '中文',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(services.signOut).toHaveBeenCalledOnce();
  });

  it('titles the document with the page title and the brand name', async () => {
    await renderPortal({ path: '/admin/users', api: api([brand(4, 'Kestrel')]) });
    await screen.findByRole('heading', { name: 'Users' });
    await waitFor(() => expect(document.title).toBe('Users | Kestrel'));
  });

  it('keeps the language when its translations fail to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderPortal({ path: '/', api: api() });
    const language = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(language, 'de');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(language).toHaveValue('en');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});

describe('brand theme', () => {
  it('moves to the first accessible brand when the current one is not assigned', async () => {
    await renderPortal({ path: '/', api: api([brand(4, 'Kestrel'), brand(2, 'Atlas PP')]) });
    expect(await screen.findByRole('img', { name: 'Kestrel' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('portal-theme')).toBe('4'));
    expect(document.body.className).toBe('theme kestrel');
    expect(document.documentElement.dataset.brand).toBe('4');
  });

  it('follows a theme change made in another tab', async () => {
    await renderPortal({ path: '/', api: api([brand(1, 'Atlas'), brand(2, 'Atlas PP')]) });
    await screen.findByRole('img', { name: 'Atlas' });
    act(() => {
      localStorage.setItem('portal-theme', '2');
      window.dispatchEvent(new StorageEvent('storage', { key: 'portal-theme', newValue: '2' }));
    });
    expect(await screen.findByRole('img', { name: 'Atlas Portable Power' })).toBeInTheDocument();
    expect(document.body.className).toBe('defaultTheme');
  });
});

describe('pages', () => {
  it('access denied: the button goes back to the page named in from', async () => {
    const { router } = await renderPortal({
      path: '/access-denied?from=%2Fdocuments',
      api: api([brand(1, 'Atlas')], ['documents:view']),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
  });

  it('access denied without from or history: the button goes home', async () => {
    const { router } = await renderPortal({ path: '/access-denied', api: api() });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeVisible();
    expect(screen.getByText(/contact your administrator/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a not-found page for unknown addresses', async () => {
    await renderPortal({ path: '/no/such/page', api: api() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
