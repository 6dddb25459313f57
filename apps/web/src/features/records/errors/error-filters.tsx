// The integration error report's search and filters: text, integration and target type, status,
// organisation id and the log date range.
import { useTranslation } from 'react-i18next';
import { INTEGRATION_ERROR_STATUSES, INTEGRATION_TARGET_TYPES } from '@portal/shared';
import { FilterBar, FilterSelect } from '../../../components/filter-bar';
import { SearchBox } from '../../../components/search-box';
import { cleared, type UpdateUrlState } from '../../../lib/url-state';
import { DayRangeFilter } from '../components/day-range-filter';
import type { ErrorsState } from './errors-query';

interface Props {
  state: ErrorsState;
  update: UpdateUrlState;
  onSearch: (q: string) => void;
}

const FILTERS = ['q', 'integrationType', 'targetType', 'status', 'organizationId', 'from', 'to'];

export function ErrorFilters({ state, update, onSearch }: Props) {
  const { t } = useTranslation('records');
  const select = (key: 'targetType' | 'status', choices: readonly string[]) => (
    <FilterSelect
      label={t(`errors.columns.${key}`)}
      value={state[key]}
      allLabel={t('filters.all')}
      choices={choices.map(
        (c) => [c, t(`errors.${key}Values.${c}` as 'errors.statusValues.OPEN')] as const,
      )}
      onChange={(value) => update({ [key]: value })}
    />
  );
  // Every list's filter bar reads alike on purpose: the bar is shared, and each list names only
  // its own texts, grid and filters.
  return (
    <FilterBar
      label={t('filters.label')}
      className="sm:grid-cols-2 lg:grid-cols-4"
      searchClassName="sm:col-span-2 lg:col-span-4"
      search={
        <SearchBox
          label={t('errors.search')}
          placeholder={t('errors.searchPlaceholder')}
          value={state.q ?? ''}
          onSearch={onSearch}
        />
      }
      resetLabel={t('filters.reset')}
      onReset={() => update(cleared(FILTERS))}
    >
      <SearchBox
        type="text"
        label={t('errors.columns.integrationType')}
        value={state.integrationType ?? ''}
        maxLength={100}
        onSearch={(integrationType) => update({ integrationType })}
      />
      {select('targetType', INTEGRATION_TARGET_TYPES)}
      {select('status', INTEGRATION_ERROR_STATUSES)}
      <SearchBox
        type="text"
        label={t('errors.columns.organizationId')}
        value={state.organizationId ?? ''}
        maxLength={9}
        numeric
        onSearch={(organizationId) => update({ organizationId: organizationId.trim() })}
      />
      <div className="sm:col-span-2">
        <DayRangeFilter
          label={t('errors.logDate')}
          from={state.from}
          to={state.to}
          onChange={(from, to) => update({ from, to })}
        />
      </div>
    </FilterBar>
  );
}
