// The signed-in frame: landmarks, title, navigation by feature, profile menu, footer, brand theme.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { apiRequests } from '../../test/server';
import { makeProfile } from '../../test/personas';
import { brand, makeApplication } from '../../test/data';
import { userWithClaims } from '../../test/personas';

const ADMIN_APPS = [
  makeApplication('Users', {
    categories: ['Admin'],
    link: '/admin/users',
    features: ['admin:users:write'],
  }),
  makeApplication('Announcements', {
    categories: ['Admin'],
    link: '/admin',
    features: ['admin:announcements:write'],
  }),
  makeApplication('Dealer Onboarding', {
    categories: ['Admin'],
    link: 'https://onboarding.example/na',
    region: { code: 'NA', name: 'North America' },
    features: ['admin:users:write'],
  }),
];

describe('shell', () => {
  it('shows a loader until the user data is there, then the page', async () => {
    let answer: (value: unknown) => void = () => {};
    await renderApp({
      path: '/',
      api: { '/user': () => new Promise((resolve) => (answer = resolve)) },
    });
    await waitFor(() => expect(apiRequests()).not.toHaveLength(0));
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => answer(makeProfile()));
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam Standard' })).toBeVisible();
  });

  it('has header, main and footer landmarks with logo, language and the brand’s texts', async () => {
    await renderApp({ path: '/' });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('img', { name: 'Atlas' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Atlas Machinery\. All rights reserved\./)).toBeVisible();
    expect(within(footer).getByText(/Atlas Machinery – Confidential/)).toBeVisible();
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
  });

  it('titles the document with the page title and the brand name', async () => {
    await renderApp({
      path: '/documents',
      persona: { access: { brands: [brand(4, 'Kestrel')] } },
      api: { '/documents': [] },
    });
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    await waitFor(() => expect(document.title).toBe('Documents | Kestrel'));
  });

  it('keeps the language when its translations fail to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp({ path: '/' });
    const language = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(language, 'de');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(language).toHaveValue('en');
  });
});

describe('top navigation', () => {
  it('sam: documents and support links, no Admin menu', async () => {
    await renderApp({
      path: '/',
      persona: { access: { features: ['documents:view', 'serialNumber:present'] } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
    expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(within(nav).queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('ivy, without documents:view or a serial number, gets neither link', async () => {
    await renderApp({ path: '/', persona: { access: { features: [] } } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryAllByRole('link')).toEqual([]);
  });

  it('an administrator gets the Admin menu: a submenu per region with the items they may open', async () => {
    await renderApp({
      path: '/',
      persona: { access: { features: ['admin:users:write'] } },
      api: { '/user/applications': ADMIN_APPS },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Admin' }));
    const menu = await screen.findByRole('menu', { name: 'Admin' });
    const regions = within(menu)
      .getAllByRole('menuitem')
      .map((m) => m.textContent);
    expect(regions).toEqual(['All regions', 'North America']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'All regions' }));
    const submenu = (await screen.findAllByRole('menu')).at(-1)!;
    expect(
      within(submenu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Users']);
  });
});

describe('profile menu', () => {
  it('shows name, organisation and e-mail from the token and the entries the user may use', async () => {
    const { services } = await renderApp({
      path: '/',
      user: userWithClaims({ organization: 'Buckeye Heavy Equipment', email: 'sam@atlas.example' }),
      persona: { access: { features: ['serialNumber:present'] } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Profile menu of Sam Standard' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect(within(dialog).getByText('Buckeye Heavy Equipment')).toBeVisible();
    expect(within(dialog).getByText('sam@atlas.example')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Global preferences' })).toHaveAttribute(
      'href',
      '/preferences',
    );
    const security = within(dialog).getByRole('link', { name: /Password and security/ });
    expect(security).toHaveAttribute('href', 'https://idp.test/account');
    expect(security).toHaveAttribute('target', '_blank');
    // One brand: nothing to change.
    expect(within(dialog).queryByRole('button', { name: /Change brand/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(services.signOut).toHaveBeenCalledOnce();
  });

  it('hides global preferences without a serial number', async () => {
    await renderApp({ path: '/', persona: { access: { features: [] } } });
    await userEvent.click(await screen.findByRole('button', { name: /Profile menu/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect(
      within(dialog).queryByRole('link', { name: 'Global preferences' }),
    ).not.toBeInTheDocument();
  });
});

describe('footer legal links', () => {
  it('are shown to feature:dev users, trade and export policy in the brand 3 theme only', async () => {
    await renderApp({ path: '/', persona: { access: { features: ['feature:dev'] } } });
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Privacy policy', 'Terms of use', 'Contact us']);
    expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      'https://legal.test/privacy',
    );
  });

  it('include the trade and export policy for brand 3', async () => {
    const original = window.location;
    Object.defineProperty(window, 'location', {
      value: new URL('http://corvid.localhost/'),
      configurable: true,
    });
    try {
      await renderApp({
        path: '/',
        brand: 3,
        persona: { access: { features: ['feature:dev'], brands: [brand(3, 'Corvid')] } },
      });
      const legal = await screen.findByRole('navigation', { name: 'Legal' });
      expect(within(legal).getByRole('link', { name: 'Trade and export policy' })).toBeVisible();
    } finally {
      Object.defineProperty(window, 'location', { value: original, configurable: true });
    }
  });

  it('are not shown to other users', async () => {
    await renderApp({ path: '/', persona: { access: { features: [] } } });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('navigation', { name: 'Legal' })).not.toBeInTheDocument();
  });
});
