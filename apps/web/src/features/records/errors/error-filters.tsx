// The integration error report's search and filters: text, integration and target type, status,
// organisation id and the log date range.
import { useTranslation } from 'react-i18next';
import { INTEGRATION_ERROR_STATUSES, INTEGRATION_TARGET_TYPES } from '@portal/shared';
import type { ParamChanges, UpdateOptions } from '../lib/url-state';
import { DayRangeFilter } from '../components/day-range-filter';
import { SearchBox } from '../components/search-box';
import type { ErrorsState } from './errors-query';

interface Props {
  state: ErrorsState;
  update: (changes: ParamChanges, options?: UpdateOptions) => void;
  onSearch: (q: string) => void;
}

export function ErrorFilters({ state, update, onSearch }: Props) {
  const { t } = useTranslation('records');
  const select = (key: 'targetType' | 'status', label: string, choices: readonly string[]) => (
    <label className="flex flex-col gap-1 font-semibold">
      {label}
      <select
        className="field font-normal"
        value={state[key] ?? ''}
        onChange={(e) => update({ [key]: e.target.value })}
      >
        <option value="">{t('filters.all')}</option>
        {choices.map((c) => (
          <option key={c} value={c}>
            {t(`errors.${key}Values.${c}` as 'errors.statusValues.OPEN')}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2 lg:col-span-4">
        <SearchBox
          label={t('errors.search')}
          placeholder={t('errors.searchPlaceholder')}
          value={state.q ?? ''}
          onSearch={onSearch}
        />
      </div>
      <SearchBox
        type="text"
        label={t('errors.columns.integrationType')}
        value={state.integrationType ?? ''}
        maxLength={100}
        onSearch={(integrationType) => update({ integrationType })}
      />
      {select('targetType', t('errors.columns.targetType'), INTEGRATION_TARGET_TYPES)}
      {select('status', t('errors.columns.status'), INTEGRATION_ERROR_STATUSES)}
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
      <div className="flex items-end self-stretch">
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            update({
              q: undefined,
              integrationType: undefined,
              targetType: undefined,
              status: undefined,
              organizationId: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          {t('filters.reset')}
        </button>
      </div>
    </div>
  );
}
