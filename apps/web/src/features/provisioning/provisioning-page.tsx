// /admin/provisioning: SCIM provisioning clients; register one (its token shown once), give it an
// OAuth client (its secret shown once), or revoke it (both credentials stop).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CreatedOAuthClient,
  CreatedProvisioningClient,
  ProvisioningClient,
} from '@portal/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/types';
import { LoaderOverlay } from '../../components/loader-overlay';
import { Notice, type NoticeState } from '../../components/notice';
import { withNamespace } from '../../components/with-namespace';
import { useDateFormat } from '../../lib/format';
import {
  useGrantOptions,
  useIssueOAuthClient,
  useProvisioningClients,
  useRevokeClient,
} from './api';
import { RegisterForm } from './register-form';

/** A value shown once, in a read-only field to select and copy. */
function OnceField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input id={id} readOnly value={value} className="field w-full font-mono" />
    </>
  );
}

function TokenOnce({ created }: { created: CreatedProvisioningClient }) {
  const { t } = useTranslation('provisioning');
  return (
    <div className="mt-2 grid gap-1">
      <OnceField id="new-token" label={t('token')} value={created.token} />
      <p className="text-sm">{t('tokenOnce')}</p>
    </div>
  );
}

function OAuthOnce({ created }: { created: CreatedOAuthClient }) {
  const { t } = useTranslation('provisioning');
  return (
    <div className="mt-2 grid gap-1">
      <OnceField id="oauth-client-id" label={t('oauthClientIdLabel')} value={created.clientId} />
      <OnceField id="oauth-secret" label={t('oauthSecretLabel')} value={created.clientSecret} />
      <OnceField
        id="oauth-endpoint"
        label={t('oauthTokenEndpoint')}
        value={created.tokenEndpoint}
      />
      <OnceField id="oauth-scope" label={t('oauthScope')} value={created.scope} />
      <p className="text-sm">{t('oauthOnce')}</p>
    </div>
  );
}

/** The question being asked: revoke the client, or replace its OAuth secret. */
type Asking = { action: 'revoke' | 'renew'; client: ProvisioningClient };

function ProvisioningPage() {
  const { t } = useTranslation('provisioning');
  const formatDate = useDateFormat();
  const list = useProvisioningClients();
  const options = useGrantOptions();
  const revoke = useRevokeClient();
  const issue = useIssueOAuthClient();
  const [notice, setNotice] = useState<NoticeState>();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const ask = (action: Asking['action'], client: ProvisioningClient) => {
    setFailure(null);
    setAsking({ action, client });
  };

  const issueOAuth = (c: ProvisioningClient, renew: boolean) =>
    issue.mutate(c.id, {
      onSuccess: (created) => {
        setAsking(null);
        setNotice({
          kind: 'success',
          text: t(renew ? 'oauthRenewed' : 'oauthCreated', { name: c.name }),
          extra: <OAuthOnce created={created} />,
        });
      },
      onError: (e) =>
        renew ? setFailure(e.message) : setNotice({ kind: 'error', text: e.message }),
    });

  const confirm = () => {
    if (!asking) return;
    const c = asking.client;
    if (asking.action === 'renew') return issueOAuth(c, true);
    revoke.mutate(c.id, {
      onSuccess: () => {
        setAsking(null);
        setNotice({ kind: 'success', text: t('revoked', { name: c.name }) });
      },
      onError: (e) => setFailure(e.message),
    });
  };

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
    {
      id: 'oauth',
      header: t('oauthClient'),
      cell: (c) =>
        c.oauthClientId ? (
          <span className="font-mono text-xs">{c.oauthClientId}</span>
        ) : (
          t('oauthNone')
        ),
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
          <div className="flex flex-wrap gap-2">
            {c.oauthClientId ? (
              <button
                type="button"
                className="btn-secondary btn-small"
                aria-label={t('oauthRenewFor', { name: c.name })}
                onClick={() => ask('renew', c)}
              >
                {t('oauthRenew')}
              </button>
            ) : (
              <button
                type="button"
                className="btn-secondary btn-small"
                aria-label={t('oauthCreateFor', { name: c.name })}
                disabled={issue.isPending}
                onClick={() => issueOAuth(c, false)}
              >
                {t('oauthCreate')}
              </button>
            )}
            <button
              type="button"
              className="btn-secondary btn-small"
              aria-label={t('revokeFor', { name: c.name })}
              onClick={() => ask('revoke', c)}
            >
              {t('revoke')}
            </button>
          </div>
        ),
    },
  ];

  const revoking = asking?.action === 'revoke';
  return (
    <section className="page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-muted-fg">{t('intro')}</p>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <ConfirmDialog
        isOpen={asking !== null}
        title={t(revoking ? 'revokeTitle' : 'oauthRenewTitle')}
        question={t(revoking ? 'revokeQuestion' : 'oauthRenewQuestion')}
        names={asking ? [asking.client.name] : []}
        confirmLabel={t(revoking ? 'revoke' : 'oauthRenew')}
        danger
        busy={revoke.isPending || issue.isPending}
        error={failure}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
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
