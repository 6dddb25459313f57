// Unread announcements, computed once over the brands the user can switch to on this host, for
// the header badge, the "Change brand" item and the brand dialog (so that they agree).
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../lib/access-context';
import { currentLocale } from '../../lib/i18n';
import { filterFor, useNotifications } from './api/get-notifications';
import { unreadCounts } from './unread';

/** `brandIds`: the brands the user can switch to on this host (the brand dialog's list). */
export function useUnreadCounts(brandIds: readonly number[]) {
  const { i18n } = useTranslation();
  const { access, status } = useAccess();
  const { data = [] } = useNotifications(
    filterFor(access, currentLocale(i18n)),
    status === 'ready',
  );
  return unreadCounts(data, brandIds);
}
