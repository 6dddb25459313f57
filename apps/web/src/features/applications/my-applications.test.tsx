// Home as a launcher: icons or initials, descriptions, favourites pinned first through the star
// (saved on the server), the uncategorised group without a blank line, and the empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { apiRequests } from '../../test/server';
import { makeApplication } from '../../test/data';

const APPS = [
  makeApplication('Parts Catalogue', {
    categories: ['Parts'],
    description: 'Find parts by model or serial number.',
    iconVersion: 'abc123',
  }),
  makeApplication('Service Scheduler', { categories: ['Service'] }),
  makeApplication('Dealer Directory'),
];
const [parts, scheduler] = APPS;

describe('the launcher on home', () => {
  it('shows an uploaded icon, else initials, and the short description', async () => {
    await renderApp({ path: '/', api: { '/user/applications': APPS } });
    const link = await screen.findByRole('link', { name: /^Parts Catalogue/ });
    const tile = link.closest('li')!;
    expect(tile.querySelector('img')).toHaveAttribute(
      'src',
      `/v2/application-icons/${parts!.id}/abc123`,
    );
    expect(within(tile).getByText('Find parts by model or serial number.')).toHaveClass(
      'line-clamp-2',
    );
    const other = screen.getByRole('link', { name: /^Service Scheduler/ }).closest('li')!;
    expect(other.querySelector('img')).toBeNull();
    expect(other).toHaveTextContent('SS');
  });

  it('pins a favourite with the star: saved on the server, shown first, then unpinned', async () => {
    await renderApp({
      path: '/',
      api: {
        '/user/applications': APPS,
        [`PUT /user/favourites/${scheduler!.id}`]: { applicationIds: [scheduler!.id] },
        [`DELETE /user/favourites/${scheduler!.id}`]: { applicationIds: [] },
      },
    });
    const star = await screen.findByRole('button', {
      name: 'Add Service Scheduler to favourites',
    });
    await userEvent.click(star);
    const favourites = await screen.findByRole('region', { name: 'Favourites' });
    expect(
      within(favourites).getByRole('link', { name: /^Service Scheduler/ }),
    ).toBeInTheDocument();
    // Shown once, in the pinned group, which comes before the regions.
    expect(screen.getAllByRole('link', { name: /^Service Scheduler/ })).toHaveLength(1);
    const launcher = screen.getByRole('region', { name: 'My Applications' });
    expect(within(launcher).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      'Favourites',
    );
    expect(
      await screen.findByText('Service Scheduler is now pinned to your favourites at the top.'),
    ).toBeInTheDocument();
    const unpin = screen.getByRole('button', { name: 'Remove Service Scheduler from favourites' });
    await waitFor(() => expect(unpin).toHaveFocus());
    expect(apiRequests({ method: 'PUT' }).map((r) => r.path)).toEqual([
      `/user/favourites/${scheduler!.id}`,
    ]);
    await userEvent.click(unpin);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Favourites' })).not.toBeInTheDocument(),
    );
  });

  it('lists the favourites the server keeps first, on the next visit too', async () => {
    await renderApp({
      path: '/',
      api: { '/user/applications': APPS, '/user/favourites': { applicationIds: [parts!.id] } },
    });
    const favourites = await screen.findByRole('region', { name: 'Favourites' });
    expect(within(favourites).getByRole('link', { name: /^Parts Catalogue/ })).toBeVisible();
  });

  it('puts uncategorised tiles under a rule, not under an empty line of text', async () => {
    await renderApp({ path: '/', api: { '/user/applications': APPS } });
    const launcher = await screen.findByRole('region', { name: 'My Applications' });
    const blank = within(launcher).getByRole('heading', { level: 4, name: 'Other applications' });
    expect(blank).toHaveClass('border-t');
    expect(blank).not.toHaveClass('min-h-6');
    expect(blank.textContent).toBe('Other applications');
    expect(within(blank).getByText('Other applications')).toHaveClass('sr-only');
  });

  it('says when nothing matches the search and clears it with one button', async () => {
    await renderApp({ path: '/', api: { '/user/applications': APPS } });
    const find = await screen.findByRole('searchbox', { name: 'Find an application' });
    await userEvent.type(find, 'serial');
    // Descriptions are searched too.
    expect(screen.getByRole('link', { name: /^Parts Catalogue/ })).toBeVisible();
    await userEvent.type(find, 'xyz');
    expect(screen.getByText('No application matches “serialxyz”.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(find).toHaveValue('');
    expect(screen.getByRole('link', { name: /^Dealer Directory/ })).toBeVisible();
  });

  it('explains the empty launcher', async () => {
    await renderApp({ path: '/' });
    expect(await screen.findByText('There are no applications for you yet.')).toBeVisible();
    expect(
      screen.getByText(
        'When an administrator gives you access to an application, it appears here.',
      ),
    ).toBeVisible();
  });
});
