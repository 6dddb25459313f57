// Global preferences: own fields in one form with one Save and Discard, the spec's validation, read-only data
// with the advice to ask an administrator, e-mail preferences, language and security question.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserPreferences } from '@portal/shared';
import { ApiError } from '../../lib/api-client';
import { renderApp } from '../../test/render';
import { makeProfile } from '../../test/personas';
import { apiBodies, apiRequests } from '../../test/server';

const PREFS: UserPreferences = {
  emailPreferences: ['accountChanges', 'securityAlerts'],
  securityQuestion: null,
  roles: ['Document reader'],
  permissionSets: [],
  applications: ['Parts Catalogue'],
  locations: [{ id: 1, name: 'Buckeye Heavy Equipment', city: 'Columbus' }],
  brands: [{ id: 1, name: 'Atlas' }],
  regions: [{ code: 'NA', name: 'North America' }],
};

const api = (extra: Record<string, unknown> = {}) => ({
  '/user': makeProfile({ jobTitle: 'Technician', mobilePhone: '+1 555 0100' }),
  '/user/preferences': PREFS,
  '/emails/definitions': [
    { key: 'announcements', mandatory: false },
    { key: 'accountChanges', mandatory: true },
  ],
  '/user/migrate/security-questions': [
    { key: 'firstPet', value: 'What was the name of your first pet?' },
  ],
  'PATCH /user': null,
  ...extra,
});

describe('preferences: profile', () => {
  it('saves the changed fields with one Save and says which, beside the button', async () => {
    await renderApp({ path: '/preferences', api: api() });
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    expect(title).toHaveValue('Technician');
    // One form: one Save and one Discard, not one per field.
    expect(screen.getAllByRole('button', { name: /Save/ })).toHaveLength(1);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('There are no changes to save or discard yet.');
    await userEvent.clear(title);
    await userEvent.type(title, 'Service lead');
    await userEvent.type(screen.getByRole('textbox', { name: 'Fax' }), '+1 555 0199');
    expect(save).not.toHaveAttribute('aria-disabled');
    await userEvent.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: Job title, Fax.');
    expect(apiBodies('PATCH', '/user')).toEqual([
      { field: 'jobTitle', value: 'Service lead' },
      { field: 'fax', value: '+1 555 0199' },
    ]);
    // Saved values are the new starting point: nothing left to save.
    expect(save).toHaveAttribute('aria-disabled', 'true');
  });

  it('discards the changes', async () => {
    await renderApp({ path: '/preferences', api: api() });
    const phone = await screen.findByRole('textbox', { name: 'Mobile phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 555 0111');
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(phone).toHaveValue('+1 555 0100');
    expect(screen.getByRole('status')).toHaveTextContent('Your changes were discarded.');
    expect(apiRequests({ method: 'PATCH' })).toEqual([]);
  });

  it('checks the value with the spec’s messages before sending', async () => {
    await renderApp({ path: '/preferences/profile', api: api() });
    const phone = await screen.findByRole('textbox', { name: 'Mobile phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    expect(phone).toHaveAccessibleDescription('Value is not a valid phone number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('maxLength', '255');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(apiRequests({ method: 'PATCH' })).toEqual([]);
  });

  it('shows the server’s refusal in the user’s words', async () => {
    await renderApp({
      path: '/preferences',
      api: api({
        'PATCH /user': new ApiError(403, {
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'Only an administrator can change this field.',
          details: { key: 'preferences.adminOnly' },
        }),
      }),
    });
    const fax = await screen.findByRole('textbox', { name: 'Fax' });
    await userEvent.type(fax, '+1 555 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fax).toHaveAccessibleDescription(
        'Only an administrator can change this field. Please ask your administrator.',
      ),
    );
    expect(screen.getByText('Fax was not saved.')).toBeVisible();
  });

  it('shows what only an administrator changes, read-only, with the advice', async () => {
    await renderApp({ path: '/preferences', api: api() });
    expect(await screen.findByText(/Please ask your administrator/)).toBeVisible();
    expect(await screen.findByText('Document reader')).toBeVisible();
    expect(screen.getByText('Buckeye Heavy Equipment (Columbus)')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();
  });
});

describe('preferences: other tabs', () => {
  it('selects the tab of the address and moves the address with the tab', async () => {
    const { router } = await renderApp({ path: '/preferences/emails', api: api() });
    expect(await screen.findByRole('tab', { name: 'E-mail preferences' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Security question' }));
    expect(router.state.location.pathname).toBe('/preferences/security');
  });

  it('keeps mandatory e-mails on and saves the choice', async () => {
    await renderApp({ path: '/preferences/emails', api: api() });
    const account = await screen.findByRole('checkbox', { name: /Account changes/ });
    expect(account).toBeChecked();
    expect(account).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /New announcements/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(apiBodies('PATCH', '/user')).toContainEqual({
        emailPreferences: ['accountChanges', 'securityAlerts', 'announcements'],
      }),
    );
  });

  it('asks for a security answer of at least 4 characters', async () => {
    await renderApp({ path: '/preferences/security', api: api() });
    await screen.findByRole('option', { name: 'What was the name of your first pet?' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Question/ }), 'firstPet');
    const answer = screen.getByRole('textbox', { name: /Answer/ });
    await userEvent.type(answer, 'Rex');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(answer).toHaveAccessibleDescription('This field should be at least 4 characters long');
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(apiRequests({ method: 'PATCH' })).toEqual([]);
    await userEvent.type(answer, 'ie');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(apiBodies('PATCH', '/user')).toContainEqual({
        securityQuestion: 'firstPet',
        securityAnswer: 'Rexie',
      }),
    );
  });

  it('loads the security questions again in the new language', async () => {
    const { i18n } = await renderApp({ path: '/preferences/security', api: api() });
    await screen.findByRole('combobox', { name: /Question/ });
    i18n.addResourceBundle('de', 'portal', { common: { save: 'Speichern' } });
    await i18n.changeLanguage('de');
    await waitFor(() =>
      expect(apiRequests({ path: '/user/migrate/security-questions' })).toContainEqual(
        expect.objectContaining({ query: { language: 'de' } }),
      ),
    );
  });
});
