// The announcements' date range filter: all dates, the last N days, the next N days or a custom
// span of calendar days. The address keeps the days as YYYY-MM-DD; they become instants only in
// the request (announcementsApiQuery), so neither a reload nor Apply moves them.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from 'react-aria-components';
import { toCalendarDate } from '../../../lib/calendar-dates';
import type { ListParams } from '../api/query-keys';

type Mode = 'all' | 'last' | 'next' | 'custom';

// The calendar (about 40 kB gzip) loads when a custom range is first wanted, not with the list.
const DateRangePicker = lazy(() =>
  import('../../../components/date-range-picker').then((m) => ({ default: m.DateRangePicker })),
);

export interface DateRangeFilterProps {
  state: ListParams;
  update: (change: Record<string, string | number | undefined>) => void;
}

function modeOf(s: ListParams): Mode {
  if (s.lastDays) return 'last';
  if (s.nextDays) return 'next';
  return s.from || s.to ? 'custom' : 'all';
}

function rangeOf(s: ListParams): DateRange | null {
  const start = toCalendarDate(s.from);
  const end = toCalendarDate(s.to);
  if (start && end) return { start, end };
  if (start || end) return { start: (start ?? end)!, end: (end ?? start)! };
  return null;
}

export function DateRangeFilter({ state, update }: DateRangeFilterProps) {
  const { t } = useTranslation('catalog');
  const [mode, setMode] = useState<Mode>(modeOf(state));
  const [days, setDays] = useState(String(state.lastDays ?? state.nextDays ?? 30));
  const [range, setRange] = useState<DateRange | null>(rangeOf(state));

  const apply = () => {
    const n = Math.min(3650, Math.max(1, Math.trunc(Number(days)) || 30));
    const custom = mode === 'custom' && range;
    update({
      lastDays: mode === 'last' ? n : undefined,
      nextDays: mode === 'next' ? n : undefined,
      from: custom ? range.start.toString() : undefined,
      to: custom ? range.end.toString() : undefined,
    });
  };

  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="mb-1 font-semibold">{t('announcements.range.legend')}</legend>
      <label className="grid gap-1">
        <span className="text-sm">{t('announcements.range.kind')}</span>
        <select className="field" value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
          <option value="all">{t('announcements.range.all')}</option>
          <option value="last">{t('announcements.range.last')}</option>
          <option value="next">{t('announcements.range.next')}</option>
          <option value="custom">{t('announcements.range.custom')}</option>
        </select>
      </label>
      {(mode === 'last' || mode === 'next') && (
        <label className="grid gap-1">
          <span className="text-sm">{t('announcements.range.days')}</span>
          <input
            type="number"
            min={1}
            max={3650}
            className="field w-24"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </label>
      )}
      {mode === 'custom' && (
        <Suspense fallback={<span className="field w-64" aria-hidden="true" />}>
          <DateRangePicker
            label={`${t('announcements.range.from')} – ${t('announcements.range.to')}`}
            value={range}
            onChange={setRange}
          />
        </Suspense>
      )}
      <button type="button" className="btn-secondary" onClick={apply}>
        {t('announcements.range.apply')}
      </button>
    </fieldset>
  );
}
