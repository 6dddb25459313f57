// A date range filter on the shared date range picker: whole days, kept as YYYY-MM-DD.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from 'react-aria-components';
import { toCalendarDate } from '../../../lib/calendar-dates';

// The calendar (about 40 kB gzip) loads after the list, not with it.
const DateRangePicker = lazy(() =>
  import('../../../components/date-range-picker').then((m) => ({ default: m.DateRangePicker })),
);

interface Props {
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
}

function rangeOf(from: string | undefined, to: string | undefined): DateRange | null {
  const start = toCalendarDate(from ?? to);
  const end = toCalendarDate(to ?? from);
  return start && end ? { start, end } : null;
}

export function DayRangeFilter({ label, from, to, onChange }: Props) {
  const { t } = useTranslation('records');
  return (
    <div className="flex items-end gap-2 font-semibold">
      <div className="min-w-0 grow">
        <Suspense fallback={<span className="field block h-16" aria-hidden="true" />}>
          <DateRangePicker
            label={label}
            value={rangeOf(from, to)}
            onChange={(r) => onChange(r?.start.toString(), r?.end.toString())}
          />
        </Suspense>
      </div>
      {(from || to) && (
        <button
          type="button"
          className="btn-secondary btn-small mb-1.5"
          onClick={() => onChange(undefined, undefined)}
        >
          {t('filters.clearDates')}
        </button>
      )}
    </div>
  );
}
