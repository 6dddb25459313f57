// Server-side pagination: previous, up to five page buttons around the current page, next.
import { useTranslation } from 'react-i18next';

export const VISIBLE_PAGES = 5;

/** The page numbers to show: five around the current page, within 1..last. */
export function pageWindow(page: number, last: number, size = VISIBLE_PAGES): number[] {
  const count = Math.min(size, last);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), Math.max(1, last - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

export function Pagination(props: { page: number; last: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('users');
  const { page, last, onPage } = props;
  if (last <= 1) return null;
  const button = 'min-w-10 rounded border border-muted-fg px-3 py-1 disabled:opacity-50';
  return (
    <nav aria-label={t('list.pagination')} className="mt-4 flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('list.previous')}
      </button>
      {pageWindow(page, last).map((n) => (
        <button
          key={n}
          type="button"
          className={`${button} ${n === page ? 'bg-primary text-primary-fg' : 'bg-surface'}`}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('list.pageN', { page: n })}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={button}
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        {t('list.next')}
      </button>
    </nav>
  );
}
