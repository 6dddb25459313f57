// The list's search box and filters (status, internal/external, administrator/standard, location, brand).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserOptions } from '@portal/shared';
import { useDebouncedValue } from '../../../lib/debounce';

export interface Filters {
  q: string;
  status: string;
  userType: string;
  accountType: string;
  locationId: string;
  brandId: string;
}

export const FILTER_KEYS: (keyof Filters)[] = [
  'q',
  'status',
  'userType',
  'accountType',
  'locationId',
  'brandId',
];

interface Props {
  filters: Filters;
  options: UserOptions | undefined;
  onChange: (next: Partial<Filters>) => void;
}

export function UsersFilters({ filters, options, onChange }: Props) {
  const { t } = useTranslation('users');
  const [text, setText] = useState(filters.q);
  useEffect(() => setText(filters.q), [filters.q]);
  const settled = useDebouncedValue(text);
  useEffect(() => {
    // Only text the user stopped typing (not a value a reset already replaced) is searched for.
    if (settled === text && settled !== filters.q) onChange({ q: settled });
  }, [settled, text, filters.q, onChange]);

  const select = (key: keyof Filters, label: string, choices: [string, string][]) => (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <select
        value={filters[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
        className="rounded border border-muted-fg bg-surface px-2 py-2 font-normal"
      >
        <option value="">{t('filters.all')}</option>
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
      <label className="flex flex-col gap-1 text-sm font-semibold sm:col-span-2 lg:col-span-6">
        {t('filters.search')}
        <input
          type="search"
          value={text}
          maxLength={255}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          className="rounded border border-muted-fg bg-surface px-3 py-2 font-normal"
        />
      </label>
      {select('status', t('filters.status'), [
        ['ACTIVE', t('values.status.ACTIVE')],
        ['INACTIVE', t('values.status.INACTIVE')],
      ])}
      {select('userType', t('filters.userType'), [
        ['INTERNAL', t('values.userType.INTERNAL')],
        ['EXTERNAL', t('values.userType.EXTERNAL')],
      ])}
      {select('accountType', t('filters.accountType'), [
        ['ADMINISTRATOR', t('values.accountType.ADMINISTRATOR')],
        ['STANDARD', t('values.accountType.STANDARD')],
      ])}
      {select(
        'locationId',
        t('filters.location'),
        (options?.locations ?? []).map((l) => [String(l.id), `${l.name} (${l.code})`]),
      )}
      {select(
        'brandId',
        t('filters.brand'),
        (options?.brands ?? []).map((b) => [String(b.id), b.name]),
      )}
      <div className="flex items-end">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            setText('');
            onChange(Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])));
          }}
        >
          {t('filters.reset')}
        </button>
      </div>
    </div>
  );
}
