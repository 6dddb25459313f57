// /support: the support page with the announcements shown on it.
import { useTheme } from '../../features/theme/theme-context';
import { AnnouncementList } from '../../features/announcements/announcement-list';
import { SupportPage } from '../../features/support/support-page';

export function SupportRoute() {
  const { brandId } = useTheme();
  return (
    <SupportPage
      announcements={<AnnouncementList brandId={brandId} displayLocationCode="support" />}
    />
  );
}
