// /admin/provisioning: SCIM provisioning clients; register one (its token shown once) or revoke it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedProvisioningClient, ProvisioningClient } from '@portal/shared';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/types';
import { LoaderOverlay } from '../../components/loader-overlay';
import { useModal } from '../../components/modal-host';
import { Notice, type NoticeState } from '../../components/notice';
import { withNamespace } from '../../components/with-namespace';
import { useDateFormat } from '../../lib/format';
import { useGrantOptions, useProvisioningClients, useRevokeClient } from './api';
import { RegisterForm } from './register-form';

function TokenOnce({ created }: { created: CreatedProvisioningClient }) {
  const { t } = useTranslation('provisioning');
  return (
    <div className="mt-2 grid gap-1">
      <label htmlFor="new-token" className="font-semibold">
        {t('token')}
      </label>
      <input id="new-token" readOnly value={created.token} className="field w-full font-mono" />
      <p className="text-sm">{t('tokenOnce')}</p>
    </div>
  );
}

function ProvisioningPage() {
  const { t } = useTranslation('provisioning');
  const formatDate = useDateFormat();
  const list = useProvisioningClients();
  const options = useGrantOptions();
  const revoke = useRevokeClient();
  const modal = useModal();
  const [notice, setNotice] = useState<NoticeState>();

  const confirmRevoke = (c: ProvisioningClient) =>
    modal.open({
      title: t('revokeTitle'),
      content: t('revokeText', { name: c.name }),
      confirmLabel: t('revoke'),
      danger: true,
      role: 'alertdialog',
      onCancel: () => {},
      onConfirm: () => {
        modal.update({ isLoading: true });
        revoke.mutate(c.id, {
          onSuccess: () => {
            modal.close();
            setNotice({ kind: 'success', text: t('revoked', { name: c.name }) });
          },
          onError: (e) => modal.update({ isLoading: false, content: e.message }),
        });
      },
    });

  const state = (c: ProvisioningClient) =>
    c.revokedAt
      ? t('stateRevoked')
      : new Date(c.expiresAt) < new Date()
        ? t('stateExpired')
        : t('stateActive');
  const columns: DataTableColumn<ProvisioningClient>[] = [
    { id: 'name', header: t('name'), sortValue: (c) => c.name, cell: (c) => c.name },
    {
      id: 'token',
      header: t('tokenHint'),
      cell: (c) => <span className="font-mono text-xs">{c.tokenHint}…</span>,
    },
    { id: 'state', header: t('state'), cell: state },
    {
      id: 'expires',
      header: t('expires'),
      sortValue: (c) => c.expiresAt,
      cell: (c) => formatDate(c.expiresAt, true),
    },
    {
      id: 'lastUsed',
      header: t('lastUsed'),
      sortValue: (c) => c.lastUsedAt,
      cell: (c) => (c.lastUsedAt ? formatDate(c.lastUsedAt, true) : t('never')),
    },
    {
      id: 'actions',
      header: t('actions'),
      hideHeader: true,
      cell: (c) =>
        c.revokedAt ? null : (
          <button
            type="button"
            className="btn-secondary btn-small"
            aria-label={t('revokeFor', { name: c.name })}
            onClick={() => confirmRevoke(c)}
          >
            {t('revoke')}
          </button>
        ),
    },
  ];

  return (
    <section className="page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-muted-fg">{t('intro')}</p>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <div className="relative mt-6 min-h-40" aria-busy={list.isFetching}>
        {list.isPending && <LoaderOverlay />}
        {list.isError && <Notice notice={{ kind: 'error', text: list.error.message }} />}
        {list.data && (
          <DataTable
            caption={t('caption')}
            rows={list.data.items}
            columns={columns}
            rowKey={(c) => c.id}
            initialSort={{ column: 'name', direction: 'asc' }}
            emptyText={t('empty')}
          />
        )}
      </div>
      <div className="mt-8">
        {options.data && (
          <RegisterForm
            options={options.data}
            onRegistered={(c) =>
              setNotice({
                kind: 'success',
                text: t('registered', { name: c.client.name }),
                extra: <TokenOnce created={c} />,
              })
            }
          />
        )}
      </div>
    </section>
  );
}

export const Component = withNamespace('provisioning', ProvisioningPage);
