// The one data table of the app (TanStack Table): client mode sorts, groups and collapses in the
// browser; server mode shows the server's page and asks for new serverOptions on a header click.
// Below 768 px it becomes a list of cards; long lists render only the rows in view.
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';
import { useMinWidth } from '../../lib/use-media-query';
import { Pagination } from '../pagination';
import { CardView } from './card-view';
import { toLines } from './lines';
import { TableView } from './table-view';
import { useDataTable } from './use-data-table';
import type { DataTableProps } from './types';

export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { i18n } = useTranslation();
  const table = useDataTable(props, currentLocale(i18n));
  const wide = useMinWidth('md');
  const groupLabel = (props.mode !== 'server' && props.groupLabel) || ((key: string) => key);
  const lines = toLines(table);
  const view = { caption: props.caption, columns: props.columns, lines, groupLabel };

  return (
    <>
      {props.rows.length === 0 && props.emptyText !== undefined ? (
        <p className="py-6 text-muted-fg">{props.emptyText}</p>
      ) : wide ? (
        <TableView {...view} table={table} />
      ) : (
        <CardView {...view} />
      )}
      {props.pagination && <Pagination {...props.pagination} />}
    </>
  );
}
