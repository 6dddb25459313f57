// The one history table: the user editor's History tab and the users' and organisations' edit
// history pages show their entries with it, every value worded by the one formatter (readable.ts).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditValueItem } from '@portal/shared';
import { useReadable, type Readable } from '../lib/readable';
import { DataTable } from './data-table/data-table';
import type { DataTableColumn, ServerOptions } from './data-table/types';
import type { PaginationProps } from './pagination';

/** What both history answers have in common. */
interface HistoryEntry {
  id: number;
  changedOn: string;
  operation: string;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
  oldItems?: AuditValueItem[] | null;
  newItems?: AuditValueItem[] | null;
  changedBy: string | null;
  changedByName?: string | null;
}

interface Props<T extends HistoryEntry> {
  caption: string;
  entries: readonly T[];
  pagination: PaginationProps;
  /** Shown after the date: which record (the edit history pages list several). */
  recordColumn?: Omit<DataTableColumn<T>, 'sortValue'>;
  /** Shown last, e.g. a link to one record's history. */
  actionsColumn?: DataTableColumn<T>;
  /** The server sorts: the sortable columns' keys are the shared AUDIT_SORTS. */
  server?: { options: ServerOptions; onChange: (next: ServerOptions) => void };
}

function Value({ text, tone }: { text: string; tone: 'old' | 'new' }) {
  if (text === '—') return <span className="text-muted-fg">—</span>;
  const look = tone === 'old' ? 'border-danger/40 bg-danger/5' : 'border-green-700/40 bg-green-50';
  return (
    <span
      className={`inline-block max-w-72 rounded border px-1.5 py-0.5 [overflow-wrap:anywhere] whitespace-pre-wrap ${look}`}
    >
      {text}
    </span>
  );
}

/** A few lines in one cell: the first bold, the others muted. */
export const cellLines = (...parts: (ReactNode | null | undefined | false)[]) =>
  parts.filter(Boolean).map((p, i) => (
    <span
      key={i}
      className={`block [overflow-wrap:anywhere] ${i === 0 ? 'font-semibold' : 'text-muted-fg'}`}
    >
      {p}
    </span>
  ));

function columnsOf<T extends HistoryEntry>(
  r: Readable,
  t: (
    key: 'changedOn' | 'operation' | 'field' | 'oldValue' | 'newValue' | 'changedBy' | 'system',
  ) => string,
  sortable: boolean,
): DataTableColumn<T>[] {
  const sort = (key: string) => (sortable ? { sortKey: key } : {});
  return [
    {
      id: 'changedOn',
      header: t('changedOn'),
      ...sort('changedOn'),
      cell: (e) => <span className="whitespace-nowrap">{r.date(e.changedOn)}</span>,
    },
    {
      id: 'operation',
      header: t('operation'),
      ...sort('operation'),
      cell: (e) => r.operation(e.operation),
    },
    { id: 'field', header: t('field'), ...sort('field'), cell: (e) => r.field(e.field) },
    {
      id: 'oldValue',
      header: t('oldValue'),
      cell: (e) => <Value text={r.value(e.field, e.oldValue, e.oldItems)} tone="old" />,
    },
    {
      id: 'newValue',
      header: t('newValue'),
      cell: (e) => <Value text={r.value(e.field, e.newValue, e.newItems)} tone="new" />,
    },
    {
      id: 'changedBy',
      header: t('changedBy'),
      ...sort('changedBy'),
      cell: (e) =>
        cellLines(
          e.changedByName ??
            (e.changedBy && !e.changedBy.startsWith('system:') ? e.changedBy : t('system')),
          e.changedByName && e.changedBy && <span className="break-all">{e.changedBy}</span>,
        ),
    },
  ];
}

export function HistoryTable<T extends HistoryEntry>(props: Props<T>) {
  const { t } = useTranslation('words', { useSuspense: false });
  const { readable, ready } = useReadable();
  if (!ready) return <p>{t('history.loading')}</p>;
  const columns = columnsOf<T>(readable, (k) => t(`history.${k}`), props.server !== undefined);
  if (props.recordColumn) columns.splice(1, 0, props.recordColumn);
  if (props.actionsColumn) columns.push(props.actionsColumn);
  const common = {
    caption: props.caption,
    rows: props.entries,
    columns,
    rowKey: (e: T) => e.id,
    pagination: props.pagination,
  };
  return props.server ? (
    <DataTable
      {...common}
      mode="server"
      serverOptions={props.server.options}
      onServerOptionsChange={props.server.onChange}
    />
  ) : (
    <DataTable {...common} />
  );
}
