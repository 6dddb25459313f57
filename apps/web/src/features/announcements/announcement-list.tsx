// Announcements of a display location for the shown brand (home, documents, support), highest
// priority first, with the way into the read-announcements view.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DISPLAY_LOCATION } from '@portal/shared';
import { useAccess } from '../../lib/access-context';
import { currentLocale } from '../../lib/i18n';
import { filterFor, useNotifications } from './api/get-notifications';
import { forBrand, unreadCounts } from './unread';
import { AnnouncementItem } from './announcement-item';
import { ReadAnnouncementsDialog } from './read-announcements-dialog';

export interface AnnouncementListProps {
  /** The shown brand: only its announcements are listed. */
  brandId: number;
  displayLocationCode?: string;
}

export function AnnouncementList(props: AnnouncementListProps) {
  const { brandId, displayLocationCode = DEFAULT_DISPLAY_LOCATION } = props;
  const { t, i18n } = useTranslation();
  const { access } = useAccess();
  const [viewAll, setViewAll] = useState(false);
  const query = useNotifications(filterFor(access, currentLocale(i18n), displayLocationCode));
  const items = forBrand(query.data ?? [], brandId);
  const home = displayLocationCode === DEFAULT_DISPLAY_LOCATION;
  // Other pages only show announcements when there are some.
  if (!home && items.length === 0) return null;
  // The same count as the brand dialog gives this brand.
  const unread = unreadCounts(items, [brandId]).total;
  const titleId = `announcements-${displayLocationCode}`;

  return (
    <section aria-labelledby={titleId} className="mb-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-2xl font-bold">
          {t('announcements.title')}
          {unread > 0 && (
            <span className="badge ml-3 align-middle text-sm">
              {t('announcements.unreadCount', { count: unread })}
            </span>
          )}
        </h2>
        {items.length > 0 && (
          <button type="button" className="btn-secondary" onClick={() => setViewAll(true)}>
            {t('announcements.viewAll')}
          </button>
        )}
      </div>
      {query.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-muted-fg">{t('announcements.none')}</p>
      ) : (
        <div className="grid gap-3">
          {items.map((n) => (
            <AnnouncementItem key={n.id} item={n} />
          ))}
        </div>
      )}
      <ReadAnnouncementsDialog isOpen={viewAll} onClose={() => setViewAll(false)} items={items} />
    </section>
  );
}
