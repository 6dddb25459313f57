// A table's actions column: short buttons ("Edit", "Retry") whose accessible names say which row
// they act on ("Edit https://…"), the column header read by screen readers only.
import type { DataTableColumn } from './types';

export interface RowAction {
  /** The visible text. */
  label: string;
  /** The accessible name: the action and the row it acts on. */
  name: string;
  onPress: () => void;
  disabled?: boolean;
  /** A text link rather than a small button. */
  link?: boolean;
}

/** The row's buttons; an action left out by a condition (`false`, `undefined`) is not shown. */
export function actionsColumn<T>(
  header: string,
  actions: (row: T) => readonly (RowAction | false | null | undefined)[],
): DataTableColumn<T> {
  return {
    id: 'actions',
    header,
    hideHeader: true,
    cell: (row) => (
      <div className="flex flex-wrap gap-2">
        {actions(row).map(
          (a) =>
            a && (
              <button
                key={a.label}
                type="button"
                className={a.link ? 'link whitespace-nowrap' : 'btn-secondary btn-small'}
                aria-label={a.name}
                disabled={a.disabled}
                onClick={a.onPress}
              >
                {a.label}
              </button>
            ),
        )}
      </div>
    ),
  };
}
