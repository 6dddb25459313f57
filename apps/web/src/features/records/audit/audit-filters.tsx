// The edit history's search and filters: text, date range, operation and who changed.
import { useTranslation } from 'react-i18next';
import { AUDIT_OPERATIONS } from '@portal/shared';
import type { AuditKind } from '../api/keys';
import type { ParamChanges, UpdateOptions } from '../lib/url-state';
import { DayRangeFilter } from '../components/day-range-filter';
import { SearchBox } from '../components/search-box';
import type { AuditState } from './audit-query';
import { ChangedByFilter } from './changed-by-filter';

interface Props {
  kind: AuditKind;
  state: AuditState;
  update: (changes: ParamChanges, options?: UpdateOptions) => void;
  onSearch: (q: string) => void;
}

export function AuditFilters({ kind, state, update, onSearch }: Props) {
  const { t } = useTranslation('records');
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="grid items-start gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1.2fr_auto]"
    >
      <div className="md:col-span-2 lg:col-span-4">
        <SearchBox
          label={t(`audit.${kind}.search`)}
          placeholder={t(`audit.${kind}.searchPlaceholder`)}
          value={state.q ?? ''}
          onSearch={onSearch}
        />
      </div>
      <DayRangeFilter
        label={t('filters.changedOn')}
        from={state.from}
        to={state.to}
        onChange={(from, to) => update({ from, to })}
      />
      <label className="flex flex-col gap-1 font-semibold">
        {t('filters.operation')}
        <select
          className="field font-normal"
          value={state.operation ?? ''}
          onChange={(e) => update({ operation: e.target.value })}
        >
          <option value="">{t('filters.all')}</option>
          {AUDIT_OPERATIONS.map((op) => (
            <option key={op} value={op}>
              {t(`operations.${op}`)}
            </option>
          ))}
        </select>
      </label>
      <ChangedByFilter value={state.changedBy} onChange={(changedBy) => update({ changedBy })} />
      <div className="flex items-end self-stretch">
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            update({
              q: undefined,
              from: undefined,
              to: undefined,
              operation: undefined,
              changedBy: undefined,
            })
          }
        >
          {t('filters.reset')}
        </button>
      </div>
    </div>
  );
}
