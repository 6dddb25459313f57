// The data table on small screens: one card per row (each column as a term and its value),
// grouped and collapsible like the table, virtual once the list is long.
import { useRef } from 'react';
import { GroupToggle } from './group-toggle';
import { sections, type GroupLine } from './lines';
import type { DataTableColumn } from './types';
import { useVirtualRows } from './use-virtual-rows';
import type { ViewProps } from './table-view';

function Card<T>({ columns, row }: { columns: readonly DataTableColumn<T>[]; row: T }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
      {columns.map((c) => (
        <div key={c.id} className="contents">
          <dt className={c.hideHeader ? 'sr-only' : 'font-semibold'}>{c.header}</dt>
          <dd className={`min-w-0 break-words ${c.hideHeader ? 'col-span-2' : ''}`}>
            {c.cell(row)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CardView<T extends object>(props: ViewProps<T>) {
  const { columns, lines } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const virtual = useVirtualRows(listRef, lines.length, 160);
  const card = 'rounded-md bg-surface p-3 shadow-sm';

  const header = (line: GroupLine) => (
    <h3 className="mb-2 border-b border-muted pb-1">
      <GroupToggle group={line} label={props.groupLabel(line.key)} />
    </h3>
  );

  if (virtual.enabled)
    return (
      <div aria-label={props.caption} role="region">
        <ul ref={listRef} className="space-y-3">
          {virtual.before > 0 && <li aria-hidden="true" style={{ height: virtual.before }} />}
          {virtual.indexes.map((i) => {
            const line = lines[i]!;
            return (
              <li key={line.id} className={line.kind === 'row' ? card : ''}>
                {line.kind === 'group' ? header(line) : <Card columns={columns} row={line.row} />}
              </li>
            );
          })}
          {virtual.after > 0 && <li aria-hidden="true" style={{ height: virtual.after }} />}
        </ul>
      </div>
    );

  return (
    <div aria-label={props.caption} role="region">
      {sections(lines).map((section, s) => {
        const [first] = section;
        const rows = section.filter((l) => l.kind === 'row');
        return (
          <section key={first?.id ?? s} className="mb-4">
            {first?.kind === 'group' && header(first)}
            {rows.length > 0 && (
              <ul className="space-y-3">
                {rows.map((line) => (
                  <li key={line.id} className={card}>
                    <Card columns={columns} row={line.row} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
