// The announcement editor's languages: a section per language, added and removed by the author,
// at least one kept; every language is sent with the announcement.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCALES, type AnnouncementDefinitions } from '@portal/shared';
import { renderApp } from '../../../test/render';
import { apiBodies } from '../../../test/server';

const definitions: AnnouncementDefinitions = {
  brands: [{ id: 1, name: 'Atlas' }],
  regions: [],
  roles: [],
  permissionSets: [],
  applications: [],
  features: [],
  displayLocations: ['dealer-home'],
  priorities: ['highest', 'medium', 'lowest'],
  languages: [...LOCALES],
};

async function openEditor() {
  await renderApp({
    path: '/admin/announcement',
    persona: { access: { features: ['admin:announcements:write'] } },
    api: {
      '/announcements/definitions': definitions,
      'POST /announcements': ({ body }: { body: Record<string, unknown> }) => ({
        ...body,
        id: 9,
        brands: [],
        regions: [],
        roles: [],
        permissionSets: [],
        applications: [],
        createdAt: '2026-05-01T10:00:00Z',
        updatedAt: '2026-05-01T10:00:00Z',
        modifiedBy: 'ada',
        version: 1,
      }),
    },
  });
  return screen.findByRole('group', { name: 'English: the language it is written in' });
}

// Two editors and typing take a while on a busy machine.
describe('announcement languages in the editor', { timeout: 60_000 }, () => {
  it('adds German beside English and sends both texts', async () => {
    const english = await openEditor();
    expect(
      screen.queryByRole('button', { name: /^Remove (English|German)$/ }),
    ).not.toBeInTheDocument();
    await userEvent.type(within(english).getByLabelText(/^Title/), 'Dealer meeting');
    await userEvent.selectOptions(screen.getByLabelText('Another language'), 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Add language' }));
    const german = screen.getByRole('group', { name: 'German' });
    await userEvent.type(within(german).getByLabelText(/^Title/), 'Händlertreffen');
    await userEvent.type(screen.getByLabelText(/^Link URL/), 'https://atlas.example/news');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(apiBodies('POST', '/announcements')).toHaveLength(1));
    expect(apiBodies('POST', '/announcements')[0]).toMatchObject({
      language: 'en',
      title: 'Dealer meeting',
      translations: [{ language: 'de', title: 'Händlertreffen', content: '' }],
    });
  });

  it('removing the written-in language makes the next one the written-in language', async () => {
    const english = await openEditor();
    await userEvent.type(within(english).getByLabelText(/^Title/), 'Dealer meeting');
    await userEvent.selectOptions(screen.getByLabelText('Another language'), 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Add language' }));
    await userEvent.type(
      within(screen.getByRole('group', { name: 'German' })).getByLabelText(/^Title/),
      'Händlertreffen',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove English' }));
    const german = await screen.findByRole('group', {
      name: 'German: the language it is written in',
    });
    expect(within(german).getByLabelText(/^Title/)).toHaveValue('Händlertreffen');
    expect(screen.getByText('English removed.')).toBeInTheDocument();
    // One language is left: it cannot be removed.
    expect(
      screen.queryByRole('button', { name: /^Remove (English|German)$/ }),
    ).not.toBeInTheDocument();
  });
});
