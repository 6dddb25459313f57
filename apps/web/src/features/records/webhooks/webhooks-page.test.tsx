// Webhook subscriptions: the list, create with the shared schema's checks, edit keeping the
// secret, delete after confirming, and read-only for report readers.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';
import { renderApp } from '../../../test/render';
import { apiBodies, apiRequests } from '../../../test/server';
import { webhook } from '../../../test/records-data';

const WAIT = { timeout: 8000 };
const READER = { access: { features: [FEATURES.integrationStatusRead] } };
const SENDER = {
  access: { features: [FEATURES.integrationStatusRead, FEATURES.integrationsWrite] },
};
const LIST = {
  items: [
    webhook(1),
    webhook(2, { active: false, lastDeliveryAt: null, lastDeliveryStatus: null }),
  ],
};

describe('webhook subscriptions', () => {
  it('lists subscriptions read-only for report readers, with a way back to the report', async () => {
    await renderApp({
      path: '/admin/integration-errors/webhooks',
      persona: READER,
      api: { '/admin/webhooks': LIST },
    });
    const table = await screen.findByRole('table', { name: 'Webhook subscriptions' }, WAIT);
    expect(within(table).getByText('https://hooks1.example/portal')).toBeInTheDocument();
    expect(within(table).getAllByText('user.resynced')).toHaveLength(2);
    expect(within(table).getByText('Paused')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(within(table).getAllByText('••••x9Qa')).toHaveLength(2);
    // The page's own way back, beside the admin side navigation's entry of the same name.
    const back = screen
      .getAllByRole('link', { name: 'Integration error report' })
      .filter((link) => !link.closest('nav'));
    expect(back).toHaveLength(1);
    expect(back[0]).toHaveAttribute('href', '/admin/integration-errors');
    expect(screen.queryByRole('button', { name: 'New subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('creates a subscription after the schema’s checks pass', async () => {
    await renderApp({
      path: '/admin/integration-errors/webhooks',
      persona: SENDER,
      api: {
        '/admin/webhooks': LIST,
        'POST /admin/webhooks': webhook(3),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New subscription' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook subscription' });
    // Every event type is chosen at first; none is an error.
    for (const box of within(dialog).getAllByRole('checkbox', { name: /^(User|Organization) / }))
      if ((box as HTMLInputElement).checked) await userEvent.click(box);
    await userEvent.type(within(dialog).getByLabelText('Address (URL)'), 'ftp://hooks.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please correct the errors marked')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Address (URL)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Secret')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText('Validation Error: Selection required for: Event types'),
    ).toBeInTheDocument();
    expect(apiRequests({ method: 'POST', path: '/admin/webhooks' })).toEqual([]);

    const url = within(dialog).getByLabelText('Address (URL)');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks3.example/portal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate a secret' }));
    expect((within(dialog).getByLabelText('Secret') as HTMLInputElement).value).toMatch(
      /^whsec_[A-Za-z0-9+/]{43}=$/,
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /User changed/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The subscription was created.');
    const [body] = apiBodies('POST', '/admin/webhooks') as Record<string, unknown>[];
    expect(body).toMatchObject({
      url: 'https://hooks3.example/portal',
      eventTypes: ['user.changed'],
      active: true,
      description: '',
    });
    expect(body!.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  });

  it('edits a subscription and keeps its secret when none is typed', async () => {
    await renderApp({
      path: '/admin/integration-errors/webhooks',
      persona: SENDER,
      api: { '/admin/webhooks': LIST, 'PUT /admin/webhooks/1': webhook(1, { active: false }) },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit https://hooks1.example/portal' }, WAIT),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook subscription' });
    expect(within(dialog).getByLabelText('Address (URL)')).toHaveValue(
      'https://hooks1.example/portal',
    );
    expect(within(dialog).getByText(/ending in ••••x9Qa/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The subscription was saved.');
    const [body] = apiBodies('PUT', '/admin/webhooks/1') as Record<string, unknown>[];
    expect(body).toEqual({
      url: 'https://hooks1.example/portal',
      description: 'Dealer management system',
      eventTypes: ['user.changed', 'user.resynced'],
      active: false,
    });
  });

  it('deletes a subscription after confirming', async () => {
    await renderApp({
      path: '/admin/integration-errors/webhooks',
      persona: SENDER,
      api: { '/admin/webhooks': LIST, 'DELETE /admin/webhooks/2': null },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete https://hooks2.example/portal' }, WAIT),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete webhook subscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The subscription for https://hooks2.example/portal was deleted.',
    );
    await waitFor(() =>
      expect(apiRequests({ method: 'DELETE', path: '/admin/webhooks/2' })).toHaveLength(1),
    );
  });

  it('keeps the question, naming the subscription, with the reason when the delete fails', async () => {
    await renderApp({
      path: '/admin/integration-errors/webhooks',
      persona: SENDER,
      api: {
        '/admin/webhooks': LIST,
        'DELETE /admin/webhooks/2': new ApiError(403, {
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'Forbidden',
          details: { key: 'errors.accessDenied' },
        }),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete https://hooks2.example/portal' }, WAIT),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete webhook subscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "You don't have access to this functionality.",
    );
    expect(dialog).toHaveTextContent('Delete the subscription for https://hooks2.example/portal?');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
