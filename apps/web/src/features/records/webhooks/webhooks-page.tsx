// /admin/integration-errors/webhooks: the webhook subscriptions changes are delivered to; holders
// of admin:integrations:write create, edit and delete them, report readers look at them.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@portal/shared';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { LoaderOverlay } from '../../../components/loader-overlay';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { withNamespace } from '../../../components/with-namespace';
import { useDateFormat } from '../../../lib/format';
import { linkTo } from '../../../lib/route-links';
import { useWebhooks } from '../api/get-webhooks';
import { useDeleteWebhook } from '../api/save-webhook';
import { useDescribeError } from '../lib/describe-error';
import { useRecordsAccess } from '../lib/use-records-access';
import { Notice, type NoticeState } from '../../../components/notice';
import { WebhookFormDialog } from './webhook-form-dialog';
import { actionsColumn } from '../../../components/data-table/row-actions';

function WebhooksPage() {
  const { t } = useTranslation('records');
  const describeError = useDescribeError();
  const formatDate = useDateFormat();
  const { canSend, canReadErrors } = useRecordsAccess();
  const list = useWebhooks();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [notice, setNotice] = useState<NoticeState>();

  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const confirmDelete = (w: Webhook) => {
    remove.reset();
    setDeleting(w);
  };
  const runDelete = (w: Webhook) =>
    remove.mutate(w.id, {
      onSuccess: () => {
        setDeleting(null);
        setNotice({ kind: 'success', text: t('webhooks.deleted', { url: w.url }) });
      },
    });

  const columns: DataTableColumn<Webhook>[] = [
    {
      id: 'url',
      header: t('webhooks.url'),
      sortValue: (w) => w.url,
      cell: (w) => (
        <>
          <span className="block break-all font-semibold">{w.url}</span>
          {w.description && <span className="block text-muted-fg">{w.description}</span>}
        </>
      ),
    },
    {
      id: 'eventTypes',
      header: t('webhooks.eventTypes'),
      cell: (w) => (
        <ul className="flex flex-wrap gap-1">
          {w.eventTypes.map((e) => (
            <li key={e} className="rounded-full border border-muted-fg px-2 text-xs">
              {e}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'active',
      header: t('webhooks.state'),
      sortValue: (w) => (w.active ? 1 : 0),
      cell: (w) => (w.active ? t('webhooks.activeValue') : t('webhooks.paused')),
    },
    {
      id: 'secret',
      header: t('webhooks.secret'),
      cell: (w) => <span className="font-mono text-xs whitespace-nowrap">{w.secretHint}</span>,
    },
    {
      id: 'lastDelivery',
      header: t('webhooks.lastDelivery'),
      sortValue: (w) => w.lastDeliveryAt,
      cell: (w) =>
        w.lastDeliveryAt ? (
          <>
            <span className="block whitespace-nowrap">{formatDate(w.lastDeliveryAt, true)}</span>
            {w.lastDeliveryStatus && (
              <span className="block text-muted-fg">
                {t(`webhooks.deliveryStatus.${w.lastDeliveryStatus}`)}
              </span>
            )}
          </>
        ) : (
          t('webhooks.never')
        ),
    },
  ];
  if (canSend)
    columns.push(
      actionsColumn(t('webhooks.actions'), (w) => [
        {
          label: t('webhooks.edit'),
          name: t('webhooks.editFor', { url: w.url }),
          onPress: () => setEditing(w),
        },
        {
          label: t('webhooks.delete'),
          name: t('webhooks.deleteFor', { url: w.url }),
          onPress: () => confirmDelete(w),
        },
      ]),
    );

  return (
    <section className="page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="page-title">{t('webhooks.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {canReadErrors && (
            <Link className="btn-secondary" to={linkTo('integrationErrors')}>
              {t('errors.title')}
            </Link>
          )}
          {canSend && (
            <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
              {t('webhooks.create')}
            </button>
          )}
        </div>
      </div>
      <p className="mt-2 max-w-3xl text-muted-fg">{t('webhooks.intro')}</p>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <div className="relative mt-6 min-h-40" aria-busy={list.isFetching}>
        {list.isPending && <LoaderOverlay />}
        {list.isError && <Notice notice={{ kind: 'error', ...describeError(list.error) }} />}
        {list.data && (
          <DataTable
            caption={t('webhooks.caption')}
            rows={list.data.items}
            columns={columns}
            rowKey={(w) => w.id}
            initialSort={{ column: 'url', direction: 'asc' }}
            emptyText={t('webhooks.empty')}
          />
        )}
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        danger
        title={t('webhooks.deleteTitle')}
        question={deleting ? t('webhooks.deleteText', { url: deleting.url }) : ''}
        names={deleting?.description ? [deleting.description] : []}
        confirmLabel={t('webhooks.delete')}
        busy={remove.isPending}
        error={remove.isError ? describeError(remove.error).text : null}
        onConfirm={() => deleting && runDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
      {editing && (
        <WebhookFormDialog
          {...(editing === 'new' ? {} : { webhook: editing })}
          onClose={(saved) => {
            if (saved)
              setNotice({
                kind: 'success',
                text: t(editing === 'new' ? 'webhooks.created' : 'webhooks.saved'),
              });
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}

export const Component = withNamespace('records', WebhooksPage);
