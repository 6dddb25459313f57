// The read-only switch on a real catalogue editor: a reader (otto, :read features only) sees every
// field of a security role as text, activities by name, and no save or delete; a writer gets the
// same fields to change.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { FEATURES, hasFeatures, type SecurityRole, type UserProfile } from '@portal/shared';
import catalogEn from '../../../../../../packages/shared/locales/catalog/en.json';
import wordsEn from '../../../../../../packages/shared/locales/words/en.json';
import { createI18n } from '../../../lib/i18n';
import { ApiContext, type ApiClient } from '../../../lib/api-client';
import { AccessContext, type AccessState } from '../../../lib/access-context';
import { memoryRouter } from '../../../test/render';
import { Component as SecurityRoleEditorPage } from './security-role-editor-page';

const role: SecurityRole = {
  id: 4,
  name: 'service.manager',
  displayName: 'Service manager',
  activities: [FEATURES.usersRead],
  userCount: 3,
  businessFunctions: ['Service'],
  expectations: 'Runs the workshop',
  assignableBy: [],
  parents: [
    { id: 5, name: 'dealer.admin', displayName: 'Dealer admin', relationName: 'reports to' },
  ],
  children: [],
  feedId: 'F-4',
  singular: true,
  excludeFromCopyUser: false,
  excludeFromFeeds: false,
  version: 2,
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
  modifiedBy: 'ada',
} as SecurityRole;

const choices = {
  brands: [],
  regions: [],
  roles: [
    { id: 4, name: 'service.manager', displayName: 'Service manager' },
    { id: 5, name: 'dealer.admin', displayName: 'Dealer admin' },
  ],
  permissionSets: [],
  applications: [],
  features: [FEATURES.usersRead, FEATURES.usersWrite],
};

async function renderEditor(features: string[]) {
  const i18n = await createI18n({ basePath: '', backend: null });
  i18n.addResourceBundle('en', 'catalog', catalogEn);
  i18n.addResourceBundle('en', 'words', wordsEn);
  const get = async (path: string) => (path === '/catalog/choices' ? choices : role);
  const api = { get } as unknown as ApiClient;
  const granted = new Set(features);
  const access = {
    status: 'ready',
    features: granted,
    hasFeatures: (check) => hasFeatures(granted, check),
    isAnyAdmin: true,
    requiredAction: null,
    profile: { userType: 'INTERNAL' } as UserProfile,
  } satisfies AccessState;
  const { element } = memoryRouter('/admin/security-role/4', [
    { path: '/admin/security-role/:id', element: <SecurityRoleEditorPage /> },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <AccessContext.Provider value={access}>
        <ApiContext.Provider value={api}>
          <QueryClientProvider client={client}>{element}</QueryClientProvider>
        </ApiContext.Provider>
      </AccessContext.Provider>
    </I18nextProvider>,
  );
  // The role's name: in a field for a writer, as text for a reader.
  await waitFor(
    () =>
      expect(
        screen.queryByDisplayValue('service.manager') ??
          screen.queryByRole('group', { name: 'Name' }),
      ).toBeTruthy(),
    { timeout: 5000 },
  );
  return screen.getByRole('form');
}

/** Every control a user could change something with. */
const controls = (form: HTMLElement) => [
  ...within(form).queryAllByRole('textbox'),
  ...within(form).queryAllByRole('checkbox'),
  ...within(form).queryAllByRole('combobox'),
  ...within(form).queryAllByRole('button'),
];

describe('security role editor, read-only switch', () => {
  it('shows a reader every value as text, activities by name, no save or delete', async () => {
    const form = await renderEditor([FEATURES.securityRolesRead]);
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent(
      'You can view this page but not change it: your role allows reading only.',
    );
    // Nothing to change: no inputs, disabled or not.
    expect(controls(form).filter((c) => c.tagName !== 'BUTTON')).toEqual([]);
    expect(screen.getByRole('group', { name: 'Name' })).toHaveTextContent('service.manager');
    expect(screen.getByRole('group', { name: 'Feed id' })).toHaveTextContent('F-4');
    expect(screen.getByRole('group', { name: /Singular/ })).toHaveTextContent('Yes');
    // The activity by its name, not its code.
    const activities = screen.getByRole('group', { name: 'Activities' });
    expect(activities).toHaveTextContent('View users');
    expect(activities).not.toHaveTextContent('admin:users:read');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('gives a writer the same fields to change, with save and delete', async () => {
    const form = await renderEditor([FEATURES.securityRolesRead, FEATURES.securityRolesWrite]);
    expect(screen.getByLabelText('Name')).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: /Singular/ })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Activities' })).toHaveTextContent('View users');
  });
});
