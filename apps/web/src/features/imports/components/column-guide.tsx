// The columns of a context's file in template order: name, whether required, an example and what
// it holds, in the user's language (on the one data table, cards on phones).
import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS, type ImportContext } from '@portal/shared';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';

type Column = (typeof IMPORT_COLUMNS)[ImportContext][number];

export function ColumnGuide({ context }: { context: ImportContext }) {
  const { t } = useTranslation('imports');
  const columns: DataTableColumn<Column>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (c) => <code className="font-mono font-semibold">{c.name}</code>,
    },
    {
      id: 'required',
      header: t('columns.required'),
      cell: (c) => (c.required ? t('columns.yes') : t('columns.no')),
    },
    {
      id: 'example',
      header: t('columns.example'),
      cell: (c) => (c.example ? <code className="break-all font-mono">{c.example}</code> : '—'),
    },
    {
      id: 'explanation',
      header: t('columns.explanation'),
      // The key is built from the shared column list; the locale test checks every one exists.
      cell: (c) => t(`columns.${context}.${c.name}` as 'columns.identities.email'),
    },
  ];
  return (
    <DataTable
      caption={t('columns.caption')}
      rows={IMPORT_COLUMNS[context]}
      columns={columns}
      rowKey={(c) => c.name}
    />
  );
}
