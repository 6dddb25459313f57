// The one pagination of every list: first, previous, five page buttons around the current page,
// next, last, optionally the span shown ("21–30 of 95") and a choice of the page size. Pages are
// numbered from 1.
import { useTranslation } from 'react-i18next';

/** Spec section 9: 10 items per page with 5 visible page buttons. */
export const PAGE_SIZE = 10;
export const PAGE_BUTTONS = 5;

/** The page numbers to show: a window of `size` around `page`, kept inside 1..pages. */
export function pageWindow(page: number, pages: number, size: number = PAGE_BUTTONS): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const last = Math.min(pages, first + size - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

export interface PaginationProps {
  page: number;
  pageSize?: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name; "Pages" when not given. */
  label?: string;
  /** Shows "from–to of total" beside the buttons. */
  showSummary?: boolean;
  /** Page sizes to choose from; the choice is offered when given with onPageSize. */
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
}

export function Pagination(props: PaginationProps) {
  const { t } = useTranslation();
  const { page, total, onPage, pageSize = PAGE_SIZE, showSummary = true } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const button =
    'min-w-9 rounded-md border border-muted-fg px-2 py-1 disabled:cursor-not-allowed disabled:opacity-50';
  /** First, previous, next or last: an arrow with its name for screen readers. */
  const step = (arrow: string, name: string, enabled: boolean, to: number) => (
    <li>
      <button type="button" className={button} disabled={!enabled} onClick={() => onPage(to)}>
        <span aria-hidden="true">{arrow}</span>
        <span className="sr-only">{name}</span>
      </button>
    </li>
  );
  return (
    <nav
      aria-label={props.label ?? t('pagination.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      {showSummary && (
        <p className="text-sm text-muted-fg">{t('pagination.summary', { from, to, total })}</p>
      )}
      {props.pageSizes && props.onPageSize && (
        <label className="flex items-center gap-2 text-sm">
          {t('layout.pageSize')}
          <select
            className="field w-auto py-1"
            value={pageSize}
            onChange={(e) => props.onPageSize?.(Number(e.target.value))}
          >
            {props.pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
      <ul className="ml-auto flex flex-wrap items-center gap-1">
        {step('«', t('layout.firstPage'), page > 1, 1)}
        {step('‹', t('pagination.previous'), page > 1, page - 1)}
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`${button} ${n === page ? 'bg-primary text-primary-fg' : 'bg-surface'}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: n })}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
        {step('›', t('pagination.next'), page < pages, page + 1)}
        {step('»', t('layout.lastPage', { page: pages }), page < pages, pages)}
      </ul>
    </nav>
  );
}
