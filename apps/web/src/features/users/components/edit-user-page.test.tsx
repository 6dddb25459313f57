// The editor: read-only without edit rights, save with the loaded version, validation, follow-up review, 409.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';
import { renderApp } from '../../../test/render';
import type { Answers } from '../../../test/handlers/answers';
import { apiRequests } from '../../../test/server';
import { detail, OPTIONS } from '../../../test/users-data';
import { Component as EditUserPage } from './edit-user-page';

/** The first render loads a lazy page and its data: slower on a busy machine. */
const WAIT = { timeout: 5000 };

const routes = [
  { path: '/admin/users/:id/:mode', Component: EditUserPage },
  { path: '/admin/users', Component: () => <p>users list</p> },
];
const base = { '/admin/users/7': detail(), '/admin/users/options': OPTIONS };

/** Opens user 7 for an administrator with one feature, the base answers under these. */
const openUser = (feature: string, api: Answers = {}, mode: 'edit' | 'view' = 'edit') =>
  renderApp({
    path: `/admin/users/7/${mode}`,
    routes,
    persona: { access: { features: [feature] } },
    api: { ...base, ...api },
  });

/** The page has loaded user 7: its name is the heading. */
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Sam Standard' }, WAIT);

describe('user editor', () => {
  it('shows the not-found page for an id that is not plain digits, without asking for a user', async () => {
    await renderApp({
      path: '/admin/users/1e3/edit',
      routes,
      persona: { access: { features: [FEATURES.usersWrite] } },
      api: { ...base, '/admin/users/1000': detail({ id: 1000 }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(apiRequests({ path: '/admin/users/1000' })).toEqual([]);
  });

  it('is read-only for administrators who may only read: values as text, one notice, no save', async () => {
    await openUser(FEATURES.usersRead);
    expect(await loaded()).toBeInTheDocument();
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent(
      'You can view this page but not change it: your role allows reading only.',
    );
    // Values read as text under their labels, not as disabled inputs; no required marks.
    expect(screen.getByRole('group', { name: 'First name' })).toHaveTextContent('Sam');
    expect(screen.getByRole('group', { name: 'Job title' })).toHaveTextContent(
      'Service Technician',
    );
    expect(screen.getByRole('group', { name: 'Fax' })).toHaveTextContent('—');
    expect(screen.getByRole('group', { name: 'User type' })).toHaveTextContent('External');
    expect(screen.getByRole('group', { name: 'Preferred language' })).toHaveTextContent('English');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('shows an editor who opened the view an Edit link and no read-only notice', async () => {
    await openUser(FEATURES.usersWrite, {}, 'view');
    expect(await loaded()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('read-only: no section offers a control to change, every section shows its values', async () => {
    await openUser(FEATURES.usersRead);
    await loaded();
    const shown: Record<string, RegExp> = {
      Profile: /Sam.*Standard.*sam\.standard@atlas\.example/,
      Locations: /Buckeye Heavy Equipment \(ATL-0001\).*Include.*Preferred.*Atlas/,
      'Roles and permissions': /Document reader/,
      Applications: /Applications/,
      'E-mail preferences': /None/,
    };
    for (const [tab, text] of Object.entries(shown)) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      const form = screen.getByRole('form', { name: 'User' });
      const controls = [
        ...within(form).queryAllByRole('textbox'),
        ...within(form).queryAllByRole('checkbox'),
        ...within(form).queryAllByRole('radio'),
        ...within(form).queryAllByRole('combobox'),
        ...within(form).queryAllByRole('button'),
      ];
      expect(controls, tab).toEqual([]);
      expect(form.textContent, tab).toMatch(text);
    }
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
  });

  it('is read-only for a user who may do more than the administrator', async () => {
    await openUser(FEATURES.usersWrite, { '/admin/users/7': detail({ manageable: false }) });
    expect(
      await screen.findByText(/This user may do things you may not/, undefined, WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('keeps Save and Discard focusable before any change, says why, and sends nothing', async () => {
    await openUser(FEATURES.usersEdit, { 'PUT /admin/users/7': { id: 7, version: 4 } });
    await screen.findByLabelText(/First name/, undefined, WAIT);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('There are no changes to save or discard yet.');
    const discard = screen.getByRole('button', { name: 'Discard changes' });
    expect(discard).toHaveAttribute('aria-disabled', 'true');
    expect(discard).toHaveAccessibleDescription('There are no changes to save or discard yet.');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(save);
    expect(apiRequests().some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(screen.getByLabelText(/First name/), 'x');
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(discard).not.toHaveAttribute('aria-disabled');
  });

  it('saves the changed fields with the version it loaded, after the follow-up review prompt', async () => {
    await openUser(FEATURES.usersEdit, { 'PUT /admin/users/7': { id: 7, version: 4 } });
    const first = await screen.findByLabelText(/First name/, undefined, WAIT);
    await userEvent.clear(first);
    await userEvent.type(first, 'Samuel');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // A change of the profile asks for a look at the e-mail preferences.
    const dialog = await screen.findByRole('dialog', { name: 'Please review' });
    expect(dialog).toHaveTextContent('E-mail preferences');
    await userEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(apiRequests().some((c) => c.method === 'PUT')).toBe(true));
    const put = apiRequests().find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      firstName: 'Samuel',
      version: 3,
      lastName: 'Standard',
      brandIds: [1],
    });
    expect(await screen.findByText('The user was saved.')).toBeInTheDocument();
  });

  it('shows the spec messages and does not save invalid values', async () => {
    await openUser(FEATURES.usersWrite);
    const email = await screen.findByLabelText(/E-mail/, undefined, WAIT);
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.clear(screen.getByLabelText(/Last name/));
    await userEvent.clear(screen.getByLabelText(/Mobile phone/));
    await userEvent.type(screen.getByLabelText(/Mobile phone/), 'call me');
    await userEvent.click(screen.getByRole('tab', { name: 'E-mail preferences' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please correct the errors marked')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Profile/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Value is not a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    expect(screen.getByText('Value is not a valid phone number')).toBeInTheDocument();
    expect(apiRequests().some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a save refused as stale (409) says so and offers to reload', async () => {
    await openUser(FEATURES.usersWrite, {
      'PUT /admin/users/7': new ApiError(409, {
        statusCode: 409,
        code: 'CONFLICT',
        details: { key: 'users.errors.stale' },
        message: 'This user was changed by someone else in the meantime.',
      }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'E-mail preferences' }, WAIT));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'This user was changed by someone else in the meantime. Reload the user and make your changes again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the user' })).toBeInTheDocument();
  });

  it('deactivation asks for a reason from the list, then confirms', async () => {
    await openUser(FEATURES.usersWrite, {
      'POST /admin/users/7/deactivate': { id: 7, version: 4 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }, WAIT));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate user' }));
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    expect(apiRequests().some((c) => c.path.endsWith('/deactivate'))).toBe(false);
    await userEvent.selectOptions(screen.getByLabelText(/Reason/), 'securityConcern');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate user' }));
    await waitFor(() =>
      expect(apiRequests().find((c) => c.path.endsWith('/deactivate'))?.body).toEqual({
        reason: 'securityConcern',
        version: 3,
      }),
    );
  });
});

describe('user editor: second factors', () => {
  it('removes a user’s second factors after one question naming them, and says what went', async () => {
    let factor = 'app';
    await openUser(FEATURES.usersWrite, {
      '/admin/users/7': () => detail({ secondFactor: factor as 'app' }),
      'POST /admin/users/7/second-factors/reset': () => {
        factor = 'none';
        return { id: 7, removed: ['app'] };
      },
    });
    expect(await screen.findByText('Authenticator app', {}, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove second factors' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Remove the second factors of Sam Standard?',
    });
    expect(within(dialog).getByText(/Sam Standard · /)).toBeInTheDocument();
    expect(apiRequests({ method: 'POST' })).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove second factors' }));
    expect(
      await screen.findByText(
        'Second factors of Sam Standard removed: Authenticator app. They set up a new one at their next sign-in where one is required.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove second factors' })).toBeNull(),
    );
    expect(apiRequests({ method: 'POST' }).map((r) => r.path)).toEqual([
      '/admin/users/7/second-factors/reset',
    ]);
  });

  it('offers no reset for a user without a second factor or to a reader', async () => {
    await openUser(FEATURES.usersRead, { '/admin/users/7': detail({ secondFactor: 'app' }) });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Remove second factors' })).toBeNull();
  });
});

describe('user editor history tab', () => {
  it('words every value on the one history table and offers no Save / Discard', async () => {
    const entry = (id: number, field: string, oldValue: string | null, newValue: string) => ({
      id,
      operation: 'UPDATE',
      field,
      oldValue,
      newValue,
      changedOn: '2026-03-01T10:00:00.000Z',
      changedBy: 'ada.admin@atlas.example',
    });
    await openUser(FEATURES.usersWrite, {
      '/admin/users/7/history': {
        items: [
          entry(1, 'emailVerified', 'false', 'true'),
          entry(2, 'userType', 'INTERNAL', 'EXTERNAL'),
          {
            ...entry(3, 'roles', null, 'Document reader @ Buckeye'),
            newItems: [
              {
                code: 'DOCUMENT_READER',
                name: 'Document reader',
                location: { code: 'ATL-0001', name: 'Buckeye' },
              },
            ],
          },
          { ...entry(4, 'brands', '1', '1, 2'), newItems: [{ code: '1', name: 'Atlas' }] },
        ],
        total: 4,
      },
    });
    await loaded();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const table = await screen.findByRole(
      'table',
      { name: 'Changes of this user, newest first' },
      WAIT,
    );
    const text = table.textContent ?? '';
    for (const words of ['Changed', 'E-mail verified', 'Yes', 'No', 'External', 'User type'])
      expect(text).toContain(words);
    expect(text).toContain('Document reader at Buckeye (ATL-0001)');
    expect(text).not.toMatch(/UPDATE|EXTERNAL|emailVerified|DOCUMENT_READER|\btrue\b|T10:00/);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
  });
});

describe('user editor e-mail preferences', () => {
  it("offers the kinds of the user's own preferences screen, mandatory ones always sent", async () => {
    await openUser(FEATURES.usersWrite, {
      '/admin/users/7': detail({ emailPreferences: ['weeklyDigest'] }),
    });
    await loaded();
    await userEvent.click(screen.getByRole('tab', { name: 'E-mail preferences' }));
    expect(screen.getByRole('checkbox', { name: 'Weekly digest' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Document updates' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Service bulletins' })).toBeInTheDocument();
    expect(screen.getByText('Security alerts')).toBeInTheDocument();
    expect(screen.getAllByText('Always sent: it concerns your account.')).toHaveLength(2);
  });
});

describe('user editor: delete', () => {
  it('asks once naming the user, shows a refusal in the question, then deletes', async () => {
    await openUser(FEATURES.usersWrite, {
      'DELETE /admin/users/7': new ApiError(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'The user was changed meanwhile.',
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, WAIT));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete Sam Standard?' });
    expect(within(ask).getByRole('listitem')).toHaveTextContent(
      'Sam Standard (sam.standard@atlas.example)',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete user' }));
    expect(await within(ask).findByRole('alert')).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(apiRequests().filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
