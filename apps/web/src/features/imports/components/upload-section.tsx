// Upload one import file: checked in the browser first (one file, .csv or .xlsx), then sent with
// its progress shown; the server validates while the file streams in and answers with the preview.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES_DEFAULT, type ImportContext, type ImportSummary } from '@portal/shared';
import { FileDrop } from '../../../components/file-drop';
import { ProgressBar } from '../../../components/progress-bar';
import { errorDetails } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useUploadImport } from '../api/upload-import';
import { ACCEPTED_EXTENSIONS, importFileProblem } from '../lib/file-check';

/** Shows a failed call's text at the top of the page. */
export type ShowError = (error: unknown) => void;

export function UploadSection(props: {
  context: ImportContext;
  onUploaded: (summary: ImportSummary) => void;
}) {
  const { t } = useTranslation('imports');
  const { t: portalT } = useTranslation();
  const upload = useUploadImport(props.context);
  const [problem, setProblem] = useState<{ text: string; details?: string | undefined }>();
  const { progress } = upload;
  const [name, setName] = useState('');

  const onFiles = (files: File[]) => {
    const code = importFileProblem(files);
    if (code) return setProblem({ text: t(`fileErrors.${code}`) });
    setProblem(undefined);
    setName(files[0]!.name);
    upload.mutate(files[0]!, {
      onSuccess: props.onUploaded,
      onError: (error) =>
        setProblem({ text: errorText(portalT, error), details: errorDetails(error) }),
    });
  };

  const sent = progress && progress.total > 0 && progress.loaded >= progress.total;
  return (
    <section aria-labelledby="import-upload-title" className="mt-8">
      <h2 id="import-upload-title" className="text-xl font-semibold">
        {t('upload.title')}
      </h2>
      <div className="mt-3 grid gap-4">
        <FileDrop
          dropLabel={t('upload.dropLabel')}
          prompt={t('upload.drop')}
          chooseLabel={t('upload.choose')}
          accept={ACCEPTED_EXTENSIONS}
          onFiles={onFiles}
          isDisabled={upload.isPending}
          hint={t('upload.hint', { maxMb: IMPORT_MAX_BYTES_DEFAULT / 1024 / 1024 })}
          error={problem?.text}
          errorDetails={problem?.details}
        />
        {upload.isPending && (
          <ProgressBar
            label={sent ? t('upload.checking', { name }) : t('upload.progress', { name })}
            value={sent ? undefined : (progress?.loaded ?? 0)}
            maxValue={progress?.total ?? 0}
          />
        )}
      </div>
    </section>
  );
}
