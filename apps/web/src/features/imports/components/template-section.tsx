// Template downloads (CSV, XLSX) and the explanation of each column of the file.
import { useTranslation } from 'react-i18next';
import { IMPORT_FILE_TYPES, IMPORT_LIST_SEPARATOR, type ImportContext } from '@portal/shared';
import { Accordion } from '../../../components/accordion';
import { useMinWidth } from '../../../lib/use-media-query';
import { useDownloadTemplate } from '../api/downloads';
import { ColumnGuide } from './column-guide';
import type { ShowError } from './upload-section';

export function TemplateSection(props: {
  context: ImportContext;
  onError: ShowError;
  /** A run is shown below: the column list starts closed. */
  runOpen: boolean;
}) {
  const { t } = useTranslation('imports');
  const download = useDownloadTemplate(props.context);
  // On phones the column list is long: it starts closed so the upload stays near the top.
  const wide = useMinWidth('md');
  const open = wide && !props.runOpen;
  return (
    <section aria-labelledby="import-template-title" className="mt-8">
      <h2 id="import-template-title" className="text-xl font-semibold">
        {t('template.title')}
      </h2>
      <p className="mt-2 max-w-3xl">{t('template.hint', { separator: IMPORT_LIST_SEPARATOR })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {IMPORT_FILE_TYPES.map((format) => (
          <button
            key={format}
            type="button"
            className="btn-secondary"
            disabled={download.isPending}
            aria-busy={(download.isPending && download.variables === format) || undefined}
            onClick={() => download.mutate(format, { onError: props.onError })}
          >
            {t(`template.${format}`)}
          </button>
        ))}
      </div>
      <div className="mt-4">
        <Accordion title={t('columns.caption')} variant="branded" defaultExpanded={open}>
          <ColumnGuide context={props.context} />
        </Accordion>
      </div>
    </section>
  );
}
