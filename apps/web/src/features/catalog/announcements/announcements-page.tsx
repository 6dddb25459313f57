// /admin: the announcements list with search, date range, sortable columns and pages.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnnouncementSummary } from '@portal/shared';
import { useAnnouncements } from '../api/get-announcements';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useDateFormat } from '../../../lib/format';
import { CatalogListPage } from '../components/list-page';
import { useCanWrite } from '../components/use-catalog-access';
import { DateRangeFilter } from './date-range-filter';
import { toAnnouncementEdit, toAnnouncementNew } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';
import { currentLocale } from '../../../lib/i18n';
import { languageName } from '../../../lib/language-name';

function AnnouncementsPage() {
  const { t, i18n } = useTranslation('catalog');
  const locale = currentLocale(i18n);
  const formatDate = useDateFormat();
  const date = (iso: string | null) => (iso ? formatDate(iso) : '—');
  const columns: DataTableColumn<AnnouncementSummary>[] = [
    {
      id: 'title',
      header: t('announcements.fields.title'),
      sortKey: 'title',
      cell: (a) => (
        <Link to={toAnnouncementEdit(a)} className="link font-semibold">
          {a.title}
        </Link>
      ),
    },
    {
      id: 'priority',
      header: t('announcements.fields.priority'),
      sortKey: 'priority',
      cell: (a) => t(`announcements.priority.${a.priority}`),
    },
    {
      id: 'language',
      header: t('announcements.fields.language'),
      sortKey: 'language',
      cell: (a) => a.languages.map((l) => languageName(l, locale)).join(', '),
    },
    {
      id: 'displayLocation',
      header: t('announcements.fields.displayLocation'),
      sortKey: 'displayLocation',
      cell: (a) =>
        t(`announcements.location.${a.displayLocation as 'dealer-home'}`, {
          defaultValue: a.displayLocation,
        }),
    },
    {
      id: 'startDate',
      header: t('announcements.fields.startDate'),
      sortKey: 'startDate',
      cell: (a) => date(a.startDate),
    },
    {
      id: 'expirationDate',
      header: t('announcements.fields.expirationDate'),
      sortKey: 'expirationDate',
      cell: (a) => date(a.expirationDate),
    },
    {
      id: 'brands',
      header: t('announcements.fields.brands'),
      cell: (a) => a.brands.map((b) => b.name).join(', ') || t('announcements.everyone'),
    },
  ];
  return (
    <CatalogListPage
      title={t('announcements.title')}
      createPath={toAnnouncementNew()}
      createLabel={t('announcements.create')}
      canWrite={useCanWrite('announcements')}
      columns={columns}
      defaults={{ sort: 'startDate', order: 'desc' }}
      useList={useAnnouncements}
      rowKey={(a) => a.id}
      filters={(state, update) => <DateRangeFilter state={state} update={update} />}
    />
  );
}

export const Component = withNamespace('catalog', AnnouncementsPage);
