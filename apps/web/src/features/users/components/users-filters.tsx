// The list's search box and filters (status, internal/external, administrator/standard, second
// factor, location, brand).
// Locations may be hundreds: that filter is a searchable picker, the others native selects.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SECOND_FACTOR_KINDS, type UserOptions } from '@portal/shared';
import { FilterBar, FilterSelect } from '../../../components/filter-bar';
import { FilterPicker } from '../../../components/filter-picker';
import { SearchBox } from '../../../components/search-box';

export interface Filters {
  q: string;
  status: string;
  userType: string;
  accountType: string;
  secondFactor: string;
  locationId: string;
  brandId: string;
}

export const FILTER_KEYS: (keyof Filters)[] = [
  'q',
  'status',
  'userType',
  'accountType',
  'secondFactor',
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
  const locations = useMemo(
    () => (options?.locations ?? []).map((l) => [String(l.id), `${l.name} (${l.code})`] as const),
    [options?.locations],
  );
  const select = (key: keyof Filters, label: string, choices: [string, string][]) => (
    <FilterSelect
      label={label}
      value={filters[key]}
      allLabel={t('filters.all')}
      choices={choices}
      onChange={(value) => onChange({ [key]: value })}
    />
  );

  // Every list's filter bar reads alike on purpose: the bar is shared, and each list names only
  // its own texts, grid and filters.
  return (
    <FilterBar
      label={t('filters.label')}
      className="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
      searchClassName="sm:col-span-2 lg:col-span-3 xl:col-span-6"
      search={
        <SearchBox
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={filters.q}
          onSearch={(q) => onChange({ q })}
        />
      }
      activeFilters={FILTER_KEYS.filter((k) => k !== 'q' && filters[k]).length}
      resetLabel={t('filters.reset')}
      onReset={() => onChange(Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])))}
    >
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
        'secondFactor',
        t('filters.secondFactor'),
        SECOND_FACTOR_KINDS.map((k) => [k, t(`values.secondFactor.${k}`)]),
      )}
      <FilterPicker
        label={t('filters.location')}
        value={filters.locationId}
        allLabel={t('filters.all')}
        choices={locations}
        onChange={(locationId) => onChange({ locationId })}
      />
      {select(
        'brandId',
        t('filters.brand'),
        (options?.brands ?? []).map((b) => [String(b.id), b.name]),
      )}
    </FilterBar>
  );
}
