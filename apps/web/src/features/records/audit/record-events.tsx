// The latest events sent downstream for one record: type, when, by whom, and how their deliveries
// went (for holders of admin:integrationStatus:read).
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format';
import { useIntegrationEvents } from '../api/get-integration-events';
import type { AuditKind } from '../api/keys';

export function RecordEvents({ kind, entityId }: { kind: AuditKind; entityId: number }) {
  const { t } = useTranslation('records');
  const formatDate = useDateFormat();
  const events = useIntegrationEvents(kind === 'users' ? 'user' : 'organization', entityId, true);
  const items = events.data?.items ?? [];
  return (
    <section aria-labelledby="record-events-title" className="mt-4 border-t border-muted pt-3">
      <h3 id="record-events-title" className="font-semibold">
        {t('events.title')}
      </h3>
      {events.data && items.length === 0 && (
        <p className="text-sm text-muted-fg">{t('events.none')}</p>
      )}
      {items.length > 0 && (
        <ul className="mt-1 grid gap-1 text-sm">
          {items.map((e) => (
            <li key={e.id} className="flex flex-wrap gap-x-3">
              <span className="font-semibold">{e.eventType}</span>
              <span>{formatDate(e.createdAt, true)}</span>
              {(e.changedByName ?? e.changedBy) && <span>{e.changedByName ?? e.changedBy}</span>}
              <span className="text-muted-fg">{t('events.deliveries', e.deliveries)}</span>
              <span className="break-all font-mono text-xs text-muted-fg">{e.id}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
