// The "Export as CSV" button of a records list: downloads the filtered list, reports a failure.
import { useTranslation } from 'react-i18next';
import { useDownloadCsv, type CsvRequest } from '../api/download-csv';

export function ExportCsvButton(props: {
  /** The request, made when the button is pressed (the filters of that moment). */
  request: () => CsvRequest;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('records');
  const download = useDownloadCsv();
  return (
    <button
      type="button"
      className="btn-secondary"
      onClick={() => download.mutate(props.request(), { onError: props.onError })}
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
    >
      {t('export.csv')}
    </button>
  );
}
