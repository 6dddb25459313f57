// Home: welcome, announcements of the shown brand, My Applications grouped as the spec says,
// the developers' section for feature:dev administrators, and the sales redirect.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { renderApp } from '../../test/render';
import { apiRequests } from '../../test/server';
import { userWithClaims } from '../../test/personas';
import { makeApplication, makeNotification } from '../../test/data';

const NA = { code: 'NA', name: 'North America' };
const APPS = [
  makeApplication('Service Scheduler', { region: NA, categories: ['Service'] }),
  makeApplication('Warranty Claims', { region: NA, categories: ['Warranty'] }),
  makeApplication('Parts Catalogue', { categories: ['Parts'] }),
  makeApplication('Dealer Directory'),
  makeApplication('Product Bulletins', {
    categories: ['Service'],
    link: '/documents?subject=Service',
  }),
  makeApplication('Users', { categories: ['Admin'], link: '/admin/users' }),
  makeApplication('Kestrel tool', { brand: { id: 4, name: 'Kestrel' } }),
];

describe('My Applications on home', () => {
  it('groups by region, then category (uncategorised under a blank heading, Admin last)', async () => {
    await renderApp({ path: '/', api: { '/user/applications': APPS } });
    const section = await screen.findByRole('region', { name: 'My Applications' });
    const regions = await within(section).findAllByRole('heading', { level: 3 });
    expect(regions.map((h) => h.textContent)).toEqual(['All regions', 'North America']);
    const categories = within(section).getAllByRole('heading', { level: 4 });
    expect(categories.map((h) => h.textContent)).toEqual([
      'Parts',
      'Service',
      'Other applications',
      'Admin',
      'Service',
      'Warranty',
    ]);
    // The blank heading shows nothing: its name is for screen readers only.
    expect(within(categories[2]!).getByText('Other applications')).toHaveClass('sr-only');
    expect(within(section).queryByText('Kestrel tool')).not.toBeInTheDocument();
  });

  it('opens other sites in a new tab and the portal’s own pages in place', async () => {
    await renderApp({ path: '/', api: { '/user/applications': APPS } });
    const catalogue = await screen.findByRole('link', { name: /Parts Catalogue/ });
    expect(catalogue).toHaveAttribute('target', '_blank');
    expect(catalogue).toHaveAttribute('rel', 'noopener noreferrer');
    const bulletins = screen.getByRole('link', { name: 'Product Bulletins' });
    expect(bulletins).toHaveAttribute('href', '/documents?subject=Service');
    expect(bulletins).not.toHaveAttribute('target');
  });

  it('filters the tiles as one types, each with a monogram, and says when none matches', async () => {
    await renderApp({ path: '/', api: { '/user/applications': APPS } });
    const link = await screen.findByRole('link', { name: /^Service Scheduler/ });
    expect(link.closest('li')).toHaveTextContent('SS');
    const find = screen.getByRole('searchbox', { name: 'Find an application' });
    await userEvent.type(find, 'serv');
    expect(screen.getByRole('link', { name: /^Service Scheduler/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Parts Catalogue/ })).not.toBeInTheDocument();
    await userEvent.type(find, 'zzz');
    expect(screen.getByText('No application matches “servzzz”.')).toBeVisible();
  });

  it('shows an empty message when there is nothing', async () => {
    await renderApp({ path: '/' });
    expect(await screen.findByText('There are no applications for you yet.')).toBeVisible();
  });

  it('adds Admin [DEV ONLY] for feature:dev administrators only', async () => {
    const listener = vi.fn();
    window.addEventListener('portal:open-modal', listener);
    await renderApp({
      path: '/',
      persona: {
        access: {
          features: ['feature:dev', 'admin:users:write', 'admin:identityBulkImport:write'],
        },
      },
    });
    const dev = await screen.findByRole('region', { name: 'Admin [DEV ONLY]' });
    const links = within(dev)
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([
        '/admin/users',
        '/admin/users/create',
        '/admin/wsr-bulk-assignments',
        '/admin/orgs-bulk-assignments',
        '/admin/manage-directory/SINGULAR_ROLES',
        '/admin/manage-directory/DEALER_LOCATION',
      ]),
    );
    expect(links).not.toContain('/admin/security-roles');
    await userEvent.click(within(dev).getByRole('button', { name: 'Open the attestation review' }));
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toBe('adminAttestation');
    window.removeEventListener('portal:open-modal', listener);
  });

  it('has no developers’ section without feature:dev or without an admin feature', async () => {
    await renderApp({ path: '/', persona: { access: { features: ['admin:users:write'] } } });
    await screen.findByRole('region', { name: 'My Applications' });
    expect(screen.queryByRole('region', { name: 'Admin [DEV ONLY]' })).not.toBeInTheDocument();
  });
});

describe('announcements on home', () => {
  const items = [
    makeNotification('Spring service campaign', { priority: 'highest' }),
    makeNotification('New parts catalogue', { description: 'Internal: budget SVC-1' }),
    makeNotification('Kestrel news', { brands: [{ id: 4, name: 'Kestrel' }] }),
  ];

  it('lists the shown brand’s announcements in the server’s order with unread marks', async () => {
    await renderApp({ path: '/', api: { '/user/notifications': items } });
    const section = await screen.findByRole('region', { name: /Announcements/ });
    const titles = await within(section).findAllByRole('button', { expanded: false });
    expect(titles.map((b) => b.textContent)).toEqual([
      'Spring service campaignNewHighest priority',
      'New parts catalogueNewMedium priority',
    ]);
    expect(within(section).getByRole('heading', { name: /Announcements/ })).toHaveTextContent(
      '2 unread',
    );
  });

  it('opening one shows it safely, with the internal description, and marks it read', async () => {
    await renderApp({
      path: '/',
      api: { '/user/notifications': items, [`PUT /user/notifications/${items[1]!.id}/read`]: null },
    });
    await userEvent.click(await screen.findByRole('button', { name: /New parts catalogue/ }));
    expect(await screen.findByText('About New parts catalogue')).toBeVisible();
    expect(screen.getByText('Internal: budget SVC-1')).toBeVisible();
    await waitFor(() =>
      expect(apiRequests({ method: 'PUT' }).map((r) => r.path)).toEqual([
        `/user/notifications/${items[1]!.id}/read`,
      ]),
    );
  });
});

describe('announcements not in the reader’s language', () => {
  it('name the language they are written in', async () => {
    const items = [
      makeNotification('Händlertreffen in Köln', { language: 'de' }),
      makeNotification('Spring campaign'),
    ];
    await renderApp({ path: '/', api: { '/user/notifications': items } });
    const german = await screen.findByRole('button', { name: /Händlertreffen in Köln/ });
    expect(german).toHaveTextContent('Written in German');
    expect(within(german).getByText('Händlertreffen in Köln')).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('button', { name: /Spring campaign/ })).not.toHaveTextContent(
      'Written in',
    );
  });
});

describe('sales redirect', () => {
  it('sends holders of a sales role arriving without a hash to the sales platform', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await renderApp({
      path: '/',
      user: userWithClaims({}, { roles: ['SALES_REPRESENTATIVE'] }),
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sales.test/sso'));
    expect(screen.queryByRole('region', { name: 'My Applications' })).not.toBeInTheDocument();
  });

  it('keeps everybody else on home', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await renderApp({
      path: '/',
      user: userWithClaims({}, { roles: ['DOCUMENT_READER'] }),
    });
    await screen.findByRole('region', { name: 'My Applications' });
    expect(assign).not.toHaveBeenCalled();
  });
});
