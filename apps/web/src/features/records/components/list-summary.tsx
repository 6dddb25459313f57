// The line above a records list: "11–20 of 95 entries", or the no-results message.
import { useTranslation } from 'react-i18next';

export function ListSummary(props: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation('records');
  const from = (props.page - 1) * props.pageSize + 1;
  return (
    <p className="mb-2 text-sm" aria-live="polite">
      {props.shown === 0
        ? t('list.noResults')
        : t('list.range', { from, to: from + props.shown - 1, total: props.total })}
    </p>
  );
}
