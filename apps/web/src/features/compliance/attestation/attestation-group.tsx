// One login-age group of the attestation list: a group checkbox (ticked, unticked or
// indeterminate), a toggle that shows or hides its rows, and the rows with their own checkboxes.
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox';
import { toUserEdit } from '../../../lib/route-links';
import {
  groupState,
  setGroup,
  setRow,
  type AttestationRow,
  type GroupColour,
  type GroupId,
} from '../lib/attestation-groups';

const BORDER: Record<GroupColour, string> = {
  error: 'border-danger',
  warn: 'border-warning',
  correct: 'border-emerald-700',
  neutral: 'border-muted-fg',
};
const TEXT: Record<GroupColour, string> = {
  error: 'text-danger',
  warn: 'text-warning',
  correct: 'text-emerald-800',
  neutral: 'text-page-fg',
};

export interface AttestationGroupProps {
  id: GroupId;
  rows: readonly AttestationRow[];
  selected: ReadonlySet<number>;
  onSelect: (next: Set<number>) => void;
  /** Whether its rows show; the modal opens a group whose rows it ticks. */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  disabled: boolean;
}

export function AttestationGroup(props: AttestationGroupProps) {
  const { t } = useTranslation('compliance');
  const { id, rows, selected, onSelect, disabled } = props;
  const { expanded, onExpandedChange: setExpanded } = props;
  const panelId = useId();
  const state = groupState(rows, selected);
  const colour = rows[0]?.colour ?? 'neutral';
  const groupName = t(`attestation.groups.${id}`);
  const selectable = rows.some((r) => !r.disabled);

  return (
    <section className={`rounded-md border-l-4 bg-surface shadow-sm ${BORDER[colour]}`}>
      <div className="flex items-center gap-2 px-3 py-2">
        <Checkbox
          isSelected={state === 'all'}
          isIndeterminate={state === 'some'}
          isDisabled={disabled || !selectable}
          onChange={(on) => onSelect(setGroup(rows, selected, on))}
        >
          <span className="sr-only">{t('attestation.selectGroup', { group: groupName })}</span>
        </Checkbox>
        <h3 className="m-0 flex-1">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded(!expanded)}
            className={`flex w-full items-center gap-2 text-left font-semibold ${TEXT[colour]}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className={`size-4 shrink-0 transition-transform ${expanded ? 'rotate-90' : ''}`}
              fill="none"
            >
              <path d="m6 3 5 5-5 5" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span>{groupName}</span>
            <span className="font-normal text-muted-fg">
              ({t('attestation.groupCount', { count: rows.length })})
            </span>
          </button>
        </h3>
      </div>
      <div id={panelId} hidden={!expanded} className="overflow-x-auto px-3 pb-3">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{groupName}</caption>
          <thead>
            <tr className="border-b border-muted">
              <th scope="col" className="w-8 py-1">
                <span className="sr-only">{t('attestation.select')}</span>
              </th>
              <th scope="col" className="py-1">
                {t('attestation.name')}
              </th>
              <th scope="col" className="py-1">
                {t('attestation.email')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('attestation.days')}
              </th>
              <th scope="col" className="py-1">
                {t('attestation.secondFactor')}
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">{t('attestation.edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = `${row.firstName} ${row.lastName}`;
              return (
                <tr key={row.id} className="border-b border-muted/60">
                  <td className="py-1">
                    <Checkbox
                      isSelected={selected.has(row.id)}
                      isDisabled={disabled || row.disabled}
                      onChange={(on) => onSelect(setRow(row, selected, on))}
                    >
                      <span className="sr-only">
                        {row.disabled
                          ? t('attestation.ownAccount')
                          : t('attestation.selectUser', { name })}
                      </span>
                    </Checkbox>
                  </td>
                  <td className="py-1">{name}</td>
                  <td className="py-1 break-all">{row.email}</td>
                  <td className="py-1 text-right tabular-nums">
                    {row.daysSinceLogin ?? t('attestation.unknownDays')}
                  </td>
                  <td className="py-1">{t(`attestation.factor.${row.secondFactor}`)}</td>
                  <td className="py-1 text-right">
                    <Link
                      to={toUserEdit({ id: row.id })}
                      className="link"
                      aria-label={t('attestation.editUser', { name })}
                    >
                      {t('attestation.edit')}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
