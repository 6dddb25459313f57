// The edit history's search and filters: text, date range, operation and who changed.
import { useTranslation } from 'react-i18next';
import { AUDIT_OPERATIONS } from '@portal/shared';
import { FilterBar, FilterSelect } from '../../../components/filter-bar';
import { SearchBox } from '../../../components/search-box';
import { cleared, type UpdateUrlState } from '../../../lib/url-state';
import type { AuditKind } from '../api/keys';
import { DayRangeFilter } from '../components/day-range-filter';
import type { AuditState } from './audit-query';
import { ChangedByFilter } from './changed-by-filter';

interface Props {
  kind: AuditKind;
  state: AuditState;
  update: UpdateUrlState;
  onSearch: (q: string) => void;
}

const FILTERS = ['q', 'from', 'to', 'operation', 'changedBy'] as const;

export function AuditFilters({ kind, state, update, onSearch }: Props) {
  const { t } = useTranslation('records');
  return (
    <FilterBar
      label={t('filters.label')}
      className="md:grid-cols-2 lg:grid-cols-[2fr_1fr_1.2fr_auto]"
      searchClassName="md:col-span-2 lg:col-span-4"
      search={
        <SearchBox
          label={t(`audit.${kind}.search`)}
          placeholder={t(`audit.${kind}.searchPlaceholder`)}
          value={state.q ?? ''}
          onSearch={onSearch}
        />
      }
      resetLabel={t('filters.reset')}
      onReset={() => update(cleared(FILTERS))}
    >
      <DayRangeFilter
        label={t('filters.changedOn')}
        from={state.from}
        to={state.to}
        onChange={(from, to) => update({ from, to })}
      />
      <FilterSelect
        label={t('filters.operation')}
        value={state.operation}
        allLabel={t('filters.all')}
        choices={AUDIT_OPERATIONS.map((op) => [op, t(`operations.${op}`)] as const)}
        onChange={(operation) => update({ operation })}
      />
      <ChangedByFilter value={state.changedBy} onChange={(changedBy) => update({ changedBy })} />
    </FilterBar>
  );
}
