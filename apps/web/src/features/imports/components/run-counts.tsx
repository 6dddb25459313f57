// The counts of a run as a list of figures: rows, to create, to update, unchanged, errors (or, once
// applied, created, updated, unchanged).
import { useTranslation } from 'react-i18next';
import type { ImportCounts } from '@portal/shared';
import { formatNumber } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

type Key = keyof ImportCounts;

export function RunCounts(props: { counts: ImportCounts; applied: boolean; label: string }) {
  const { t, i18n } = useTranslation('imports');
  const locale = currentLocale(i18n);
  const keys: readonly Key[] = props.applied
    ? ['create', 'update', 'unchanged']
    : ['total', 'create', 'update', 'unchanged', 'errors'];
  const label = (key: Key) =>
    props.applied && key !== 'unchanged'
      ? t(key === 'create' ? 'result.created' : 'result.updated')
      : t(`preview.counts.${key}`);
  return (
    <dl
      aria-label={props.label}
      className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      {keys.map((key) => (
        <div
          key={key}
          className={`rounded-md border-l-4 bg-surface p-3 shadow-sm ${
            key === 'errors' && props.counts.errors > 0 ? 'border-danger' : 'border-accent'
          }`}
        >
          <dt className="text-sm">{label(key)}</dt>
          <dd className="text-2xl font-bold">{formatNumber(props.counts[key], locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
