// /documents: the document library with the announcements shown on it.
import { useTheme } from '../../features/theme/theme-context';
import { AnnouncementList } from '../../features/announcements/announcement-list';
import { DocumentsPage } from '../../features/documents/documents-page';

export function DocumentsRoute() {
  const { brandId } = useTheme();
  return (
    <DocumentsPage
      announcements={<AnnouncementList brandId={brandId} displayLocationCode="documents" />}
    />
  );
}
