// Global preferences: own fields saved one at a time with the spec's validation, read-only data
// with the advice to ask an administrator, e-mail preferences, language and security question.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserPreferences } from '@portal/shared';
import { ApiError } from '../../lib/api-client';
import { renderPortal } from '../../test/render-portal';
import { makeProfile } from '../../test/fixtures';
import { signedInApi } from '../../test/experience-fixtures';

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

const api = (extra: Record<string, unknown> = {}) =>
  signedInApi(
    {},
    {
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
    },
  );

describe('preferences: profile', () => {
  it('saves one field at a time', async () => {
    const { api: client } = await renderPortal({ path: '/preferences', api: api() });
    const title = await screen.findByRole('textbox', { name: 'Job title' });
    expect(title).toHaveValue('Technician');
    await userEvent.clear(title);
    await userEvent.type(title, 'Service lead');
    await userEvent.click(screen.getByRole('button', { name: 'Save Job title' }));
    await waitFor(() =>
      expect(client.patch).toHaveBeenCalledWith('/user', {
        field: 'jobTitle',
        value: 'Service lead',
      }),
    );
    expect(await screen.findByText('Saved.')).toBeVisible();
  });

  it('checks the value with the spec’s messages before sending', async () => {
    const { api: client } = await renderPortal({ path: '/preferences/profile', api: api() });
    const phone = await screen.findByRole('textbox', { name: 'Mobile phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    expect(phone).toHaveAccessibleDescription('Value is not a valid phone number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('maxLength', '255');
    await userEvent.click(screen.getByRole('button', { name: 'Save Mobile phone' }));
    expect(client.patch).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the user’s words', async () => {
    await renderPortal({
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
    await userEvent.click(screen.getByRole('button', { name: 'Save Fax' }));
    await waitFor(() =>
      expect(fax).toHaveAccessibleDescription(
        'Only an administrator can change this field. Please ask your administrator.',
      ),
    );
  });

  it('shows what only an administrator changes, read-only, with the advice', async () => {
    await renderPortal({ path: '/preferences', api: api() });
    expect(await screen.findByText(/Please ask your administrator/)).toBeVisible();
    expect(await screen.findByText('Document reader')).toBeVisible();
    expect(screen.getByText('Buckeye Heavy Equipment (Columbus)')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();
  });
});

describe('preferences: other tabs', () => {
  it('selects the tab of the address and moves the address with the tab', async () => {
    const { router } = await renderPortal({ path: '/preferences/emails', api: api() });
    expect(await screen.findByRole('tab', { name: 'E-mail preferences' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Security question' }));
    expect(router.state.location.pathname).toBe('/preferences/security');
  });

  it('keeps mandatory e-mails on and saves the choice', async () => {
    const { api: client } = await renderPortal({ path: '/preferences/emails', api: api() });
    const account = await screen.findByRole('checkbox', { name: /Account changes/ });
    expect(account).toBeChecked();
    expect(account).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /New announcements/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.patch).toHaveBeenCalledWith('/user', {
        emailPreferences: ['accountChanges', 'securityAlerts', 'announcements'],
      }),
    );
  });

  it('asks for a security answer of at least 4 characters', async () => {
    const { api: client } = await renderPortal({ path: '/preferences/security', api: api() });
    await screen.findByRole('option', { name: 'What was the name of your first pet?' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Question/ }), 'firstPet');
    const answer = screen.getByRole('textbox', { name: /Answer/ });
    await userEvent.type(answer, 'Rex');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(answer).toHaveAccessibleDescription('This field should be at least 4 characters long');
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(client.patch).not.toHaveBeenCalled();
    await userEvent.type(answer, 'ie');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.patch).toHaveBeenCalledWith('/user', {
        securityQuestion: 'firstPet',
        securityAnswer: 'Rexie',
      }),
    );
  });

  it('loads the security questions again in the new language', async () => {
    const { api: client, i18n } = await renderPortal({ path: '/preferences/security', api: api() });
    await screen.findByRole('combobox', { name: /Question/ });
    i18n.addResourceBundle('de', 'portal', { common: { save: 'Speichern' } });
    await i18n.changeLanguage('de');
    await waitFor(() =>
      expect(vi.mocked(client.get).mock.calls).toContainEqual([
        '/user/migrate/security-questions',
        expect.objectContaining({ query: { language: 'de' } }),
      ]),
    );
  });
});
