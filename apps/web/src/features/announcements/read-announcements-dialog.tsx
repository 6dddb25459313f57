// The read-announcements view: every announcement of the shown brand with its read state, to
// filter (all, unread, read) and to mark read or unread.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserNotification } from '@portal/shared';
import { LazyModal } from '../../components/modal-host';
import { AnnouncementItem } from './announcement-item';

type Filter = 'all' | 'unread' | 'read';

export function ReadAnnouncementsDialog(props: {
  isOpen: boolean;
  onClose: () => void;
  items: readonly UserNotification[];
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const id = useId();
  const shown = props.items.filter(
    (n) => filter === 'all' || (filter === 'read' ? n.read : !n.read),
  );
  return (
    <LazyModal
      isOpen={props.isOpen}
      title={t('announcements.allTitle')}
      wide
      onExit={props.onClose}
    >
      <div className="mb-4 flex items-center gap-2">
        <label htmlFor={id} className="font-semibold">
          {t('announcements.show')}
        </label>
        <select
          id={id}
          className="field w-auto"
          value={filter}
          onChange={(e) => setFilter(e.target.value as Filter)}
        >
          {(['all', 'unread', 'read'] as const).map((f) => (
            <option key={f} value={f}>
              {t(`announcements.filter.${f}`)}
            </option>
          ))}
        </select>
      </div>
      {shown.length === 0 ? (
        <p>{t('announcements.none')}</p>
      ) : (
        <div className="grid max-h-[60vh] gap-3 overflow-y-auto pr-1">
          {shown.map((n) => (
            <AnnouncementItem key={n.id} item={n} />
          ))}
        </div>
      )}
    </LazyModal>
  );
}
