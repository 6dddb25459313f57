// The read-announcements view: every announcement of the shown brand with its read state, to
// filter (all, unread, read) and to mark read or unread.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserNotification } from '@portal/shared';
import { LazyModal } from '../../components/modal-host';
import { SelectInput } from '../../components/form/inputs';
import { AnnouncementItem } from './announcement-item';

const FILTERS = ['all', 'unread', 'read'] as const;
type Filter = (typeof FILTERS)[number];

export function ReadAnnouncementsDialog(props: {
  isOpen: boolean;
  onClose: () => void;
  items: readonly UserNotification[];
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
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
      <div className="mb-4">
        <SelectInput
          inline
          compact
          label={t('announcements.show')}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          options={FILTERS.map((f) => ({ value: f, label: t(`announcements.filter.${f}`) }))}
        />
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
