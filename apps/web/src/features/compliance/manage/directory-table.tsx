// The manage-directory page's locations on the one data table (cards on phones): each location by
// name, city and code, its roles with their holders, whether it needs attention, and its Edit.
import { useTranslation } from 'react-i18next';
import { requiresAttention, type DirectoryLocation } from '@portal/shared';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import type { PaginationProps } from '../../../components/pagination';
import { fullName, itemsOf } from '../lib/directory-review';
import { actionsColumn } from '../../../components/data-table/row-actions';

interface Props {
  locations: readonly DirectoryLocation[];
  pagination: PaginationProps;
  onEdit: (location: DirectoryLocation) => void;
}

export function DirectoryTable({ locations, pagination, onEdit }: Props) {
  const { t } = useTranslation('compliance');
  const columns: DataTableColumn<DirectoryLocation>[] = [
    {
      id: 'location',
      header: t('manageDirectory.columns.location'),
      cell: (l) => <span className="font-semibold">{l.locationName}</span>,
    },
    {
      id: 'roles',
      header: t('manageDirectory.columns.roles'),
      cell: (l) => (
        <ul className="grid gap-0.5">
          {itemsOf(l).map((item) => (
            <li key={item.id}>
              <span className="font-semibold">{item.displayName}</span>
              {': '}
              {item.identity ? (
                fullName(item.identity)
              ) : (
                <span className={item.required ? 'font-semibold text-danger' : 'text-muted-fg'}>
                  {t('manageDirectory.unassigned')}
                </span>
              )}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'state',
      header: t('manageDirectory.columns.state'),
      cell: (l) =>
        requiresAttention(l) ? (
          <span className="whitespace-nowrap font-semibold text-danger">
            {t('manageDirectory.needsAttention')}
          </span>
        ) : (
          <span className="whitespace-nowrap">{t('manageDirectory.complete')}</span>
        ),
    },
    actionsColumn(t('manageDirectory.columns.actions'), (l) => [
      {
        label: t('manageDirectory.edit'),
        name: t('manageDirectory.editLocation', { location: l.locationName }),
        onPress: () => onEdit(l),
      },
    ]),
  ];
  return (
    <DataTable
      caption={t('manageDirectory.caption')}
      rows={locations}
      columns={columns}
      rowKey={(l) => l.id}
      pagination={pagination}
    />
  );
}
