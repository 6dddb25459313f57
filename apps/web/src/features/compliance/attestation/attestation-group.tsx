// One login-age group of the attestation list: a group checkbox (ticked, unticked or
// indeterminate), a toggle that shows or hides its rows, and the rows with their own checkboxes:
// a table, and up to 600 px one stacked card per account (checkbox and name, then labelled lines).
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox';
import { toUserEdit } from '../../../lib/route-links';
import { useMediaQuery } from '../../../lib/use-media-query';
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

/** Up to this width (a phone) the accounts are stacked cards instead of table rows. */
const CARDS_QUERY = '(max-width: 600px)';

export function AttestationGroup(props: AttestationGroupProps) {
  const { t } = useTranslation('compliance');
  const { id, rows, selected, onSelect, disabled } = props;
  const { expanded, onExpandedChange: setExpanded } = props;
  const panelId = useId();
  const state = groupState(rows, selected);
  const colour = rows[0]?.colour ?? 'neutral';
  const groupName = t(`attestation.groups.${id}`);
  const selectable = rows.some((r) => !r.disabled);
  const cards = useMediaQuery(CARDS_QUERY, false);
  const view = { rows, selected, onSelect, disabled };

  return (
    <section className={`min-w-0 rounded-md border-l-4 bg-surface shadow-sm ${BORDER[colour]}`}>
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
            className={`flex w-full items-start gap-2 text-left font-semibold ${TEXT[colour]}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className={`mt-1 size-4 shrink-0 transition-transform ${expanded ? 'rotate-90' : ''}`}
              fill="none"
            >
              <path d="m6 3 5 5-5 5" stroke="currentColor" strokeWidth="2" />
            </svg>
            {/* Name and count as one text that wraps between words on a narrow screen. */}
            <span className="min-w-0">
              <span>{groupName}</span>
              <wbr />
              <span className="ms-1 font-normal whitespace-nowrap text-muted-fg">
                ({t('attestation.groupCount', { count: rows.length })})
              </span>
            </span>
          </button>
        </h3>
      </div>
      <div id={panelId} hidden={!expanded} className="overflow-x-auto px-3 pb-3">
        {cards ? <AccountCards {...view} /> : <AccountTable {...view} caption={groupName} />}
      </div>
    </section>
  );
}

interface RowsProps {
  rows: readonly AttestationRow[];
  selected: ReadonlySet<number>;
  onSelect: (next: Set<number>) => void;
  disabled: boolean;
}

const nameOf = (row: AttestationRow) => `${row.firstName} ${row.lastName}`;

function RowCheckbox({ row, selected, onSelect, disabled }: RowsProps & { row: AttestationRow }) {
  const { t } = useTranslation('compliance');
  return (
    <Checkbox
      isSelected={selected.has(row.id)}
      isDisabled={disabled || row.disabled}
      onChange={(on) => onSelect(setRow(row, selected, on))}
    >
      <span className="sr-only">
        {row.disabled
          ? t('attestation.ownAccount')
          : t('attestation.selectUser', { name: nameOf(row) })}
      </span>
    </Checkbox>
  );
}

function EditLink({ row }: { row: AttestationRow }) {
  const { t } = useTranslation('compliance');
  return (
    <Link
      to={toUserEdit({ id: row.id })}
      className="link"
      aria-label={t('attestation.editUser', { name: nameOf(row) })}
    >
      {t('attestation.edit')}
    </Link>
  );
}

function AccountTable(props: RowsProps & { caption: string }) {
  const { t } = useTranslation('compliance');
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{props.caption}</caption>
      <thead>
        <tr className="border-b border-muted">
          <th scope="col" className="w-8 py-1 pe-2">
            <span className="sr-only">{t('attestation.select')}</span>
          </th>
          <th scope="col" className="px-2 py-1">
            {t('attestation.name')}
          </th>
          <th scope="col" className="px-2 py-1">
            {t('attestation.email')}
          </th>
          <th scope="col" className="px-2 py-1 text-right">
            {t('attestation.days')}
          </th>
          <th scope="col" className="px-2 py-1">
            {t('attestation.secondFactor')}
          </th>
          <th scope="col" className="px-2 py-1">
            <span className="sr-only">{t('attestation.edit')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.id} className="border-b border-muted/60">
            <td className="py-1 pe-2">
              <RowCheckbox {...props} row={row} />
            </td>
            <td className="px-2 py-1">{nameOf(row)}</td>
            <td className="px-2 py-1 break-all">{row.email}</td>
            <td className="px-2 py-1 text-right tabular-nums">
              {row.daysSinceLogin ?? t('attestation.unknownDays')}
            </td>
            <td className="px-2 py-1">{t(`attestation.factor.${row.secondFactor}`)}</td>
            <td className="ps-2 py-1 text-right">
              <EditLink row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * On a phone: one card per account, the checkbox and name first, the other values labelled below
 * across the card's full width (so that an address fits on one line).
 */
function AccountCards(props: RowsProps) {
  const { t } = useTranslation('compliance');
  return (
    <ul>
      {props.rows.map((row) => (
        <li key={row.id} className="border-b border-muted/60 py-2 last:border-b-0">
          <div className="flex items-start gap-1">
            <RowCheckbox {...props} row={row} />
            <span className="min-w-0 flex-1 pt-1 font-semibold wrap-anywhere">{nameOf(row)}</span>
            <span className="shrink-0 pt-1">
              <EditLink row={row} />
            </span>
          </div>
          <dl className="mt-0.5 space-y-0.5 text-sm">
            <div>
              <dt className="me-1.5 inline text-muted-fg">{t('attestation.email')}</dt>
              {/* The address moves below its label as a whole, broken only when longer than a line. */}
              <dd className="inline-block max-w-full wrap-anywhere">{row.email}</dd>
            </div>
            <div>
              <dt className="me-1.5 inline text-muted-fg">{t('attestation.days')}</dt>
              <dd className="inline tabular-nums">
                {row.daysSinceLogin ?? t('attestation.unknownDays')}
              </dd>
            </div>
            <div>
              <dt className="me-1.5 inline text-muted-fg">{t('attestation.secondFactor')}</dt>
              <dd className="inline">{t(`attestation.factor.${row.secondFactor}`)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
