// The "Export as CSV" button of a records list: downloads the filtered list, shows that it is
// working while the file is prepared and says when it is done (announced), reports a failure.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkStatus } from '../../../components/work-status';
import { useDownloadCsv, type CsvRequest } from '../api/download-csv';
import { BusyButton } from '../../../components/busy-button';

export function ExportCsvButton(props: {
  /** The request, made when the button is pressed (the filters of that moment). */
  request: () => CsvRequest;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('records');
  const { t: words } = useTranslation('words', { useSuspense: false });
  const download = useDownloadCsv();
  const [done, setDone] = useState(false);
  const status = download.isPending ? words('export.working') : done ? words('export.done') : '';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <WorkStatus text={status} working={download.isPending} />
      <BusyButton
        className="btn-secondary"
        busy={download.isPending}
        onClick={() => {
          setDone(false);
          download.mutate(props.request(), {
            onSuccess: () => setDone(true),
            onError: props.onError,
          });
        }}
      >
        {t('export.csv')}
      </BusyButton>
    </div>
  );
}
