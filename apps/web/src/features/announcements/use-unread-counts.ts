// Unread announcements of all the user's brands, for the header badge and the brand switcher.
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../lib/access-context';
import { currentLocale } from '../../lib/i18n';
import { filterFor, useNotifications } from './api/get-notifications';
import { totalUnread, unreadByBrand } from './unread';

export function useUnreadCounts() {
  const { i18n } = useTranslation();
  const { access, status } = useAccess();
  const { data = [] } = useNotifications(
    filterFor(access, currentLocale(i18n)),
    status === 'ready',
  );
  return { byBrand: unreadByBrand(data), total: totalUnread(data) };
}
