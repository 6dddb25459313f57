// The announcements' date range filter: all dates, the last N days, the next N days or a custom span.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../api/query-keys';

type Mode = 'all' | 'last' | 'next' | 'custom';

export interface DateRangeFilterProps {
  state: ListParams;
  update: (change: Record<string, string | number | undefined>) => void;
}

const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '');

function modeOf(s: ListParams): Mode {
  if (s.lastDays) return 'last';
  if (s.nextDays) return 'next';
  return s.from || s.to ? 'custom' : 'all';
}

export function DateRangeFilter({ state, update }: DateRangeFilterProps) {
  const { t } = useTranslation('catalog');
  const [mode, setMode] = useState<Mode>(modeOf(state));
  const [days, setDays] = useState(String(state.lastDays ?? state.nextDays ?? 30));
  const [from, setFrom] = useState(day(state.from));
  const [to, setTo] = useState(day(state.to));

  const apply = () => {
    const n = Math.min(3650, Math.max(1, Math.trunc(Number(days)) || 30));
    const local = (d: string, end: boolean) =>
      d ? new Date(`${d}T${end ? '23:59:59' : '00:00:00'}`).toISOString() : undefined;
    update({
      lastDays: mode === 'last' ? n : undefined,
      nextDays: mode === 'next' ? n : undefined,
      from: mode === 'custom' ? local(from, false) : undefined,
      to: mode === 'custom' ? local(to, true) : undefined,
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
        <>
          <label className="grid gap-1">
            <span className="text-sm">{t('announcements.range.from')}</span>
            <input
              type="date"
              className="field"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </label>
          <label className="grid gap-1">
            <span className="text-sm">{t('announcements.range.to')}</span>
            <input
              type="date"
              className="field"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </label>
        </>
      )}
      <button type="button" className="btn-secondary" onClick={apply}>
        {t('announcements.range.apply')}
      </button>
    </fieldset>
  );
}
