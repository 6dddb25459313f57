// The application editor's icon: what home's tile shows (the uploaded image, else the initials),
// upload of a PNG, SVG or WebP file (saved at once, checked again by the server) and removal.
import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS, type Application } from '@portal/shared';
import { useConfig } from '../../../config/public-config';
import { ApiError, useApi } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Notice, type NoticeState } from '../../../components/notice';
import { catalogKeys } from '../api/query-keys';

const ACCEPT = 'image/png,image/svg+xml,image/webp';
const KB = CATALOG_LIMITS.iconBytes / 1024;

export function ApplicationIconField(props: {
  application: Application | undefined;
  canWrite: boolean;
}) {
  const { application: app, canWrite } = props;
  const { t } = useTranslation('catalog');
  const api = useApi();
  const client = useQueryClient();
  const { basePath } = useConfig();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<NoticeState>();
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);

  async function run(change: () => Promise<Application>, done: string) {
    setBusy(true);
    setNotice(undefined);
    try {
      const saved = await change();
      client.setQueryData(catalogKeys.one('applications', saved.id), saved);
      setNotice({ kind: 'success', text: done });
    } catch (error) {
      const message = error instanceof ApiError ? error.body?.message : undefined;
      setNotice({ kind: 'error', text: t('applications.icon.failed'), details: message });
    } finally {
      setBusy(false);
      setConfirm(false);
      if (input.current) input.current.value = '';
    }
  }

  function upload(file: File | undefined) {
    if (!file || !app) return;
    // Said here at once; the server checks the bytes themselves again.
    if (file.size > CATALOG_LIMITS.iconBytes)
      return setNotice({ kind: 'error', text: t('applications.icon.tooLarge', { max: KB }) });
    const form = new FormData();
    form.append('file', file);
    void run(
      () => api.upload<Application>(`/applications/${app.id}/icon`, form, { method: 'PUT' }),
      t('applications.icon.uploaded'),
    );
  }

  const name = app?.displayName ?? '';
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-lg font-bold">{t('applications.icon.title')}</legend>
      {!app ? (
        <p className="text-sm text-muted-fg">{t('applications.icon.saveFirst')}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          {app.iconVersion ? (
            <img
              src={`${basePath}/v2/application-icons/${app.id}/${app.iconVersion}`}
              alt={t('applications.icon.current', { name })}
              width={48}
              height={48}
              className="size-12 rounded-md border border-muted object-contain"
            />
          ) : (
            <p className="text-sm text-muted-fg">{t('applications.icon.none')}</p>
          )}
          {canWrite && (
            <>
              <button
                type="button"
                className="btn-secondary"
                disabled={busy}
                aria-describedby={`${inputId}-hint`}
                onClick={() => input.current?.click()}
              >
                {app.iconVersion ? t('applications.icon.replace') : t('applications.icon.upload')}
              </button>
              {/* Opened by the button above; hidden, so the keyboard meets one control. */}
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={ACCEPT}
                hidden
                aria-label={t('applications.icon.upload')}
                onChange={(e) => upload(e.target.files?.[0])}
              />
              {app.iconVersion && (
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy}
                  onClick={() => setConfirm(true)}
                >
                  {t('applications.icon.remove')}
                </button>
              )}
            </>
          )}
        </div>
      )}
      <p id={`${inputId}-hint`} className="text-sm text-muted-fg">
        {t('applications.icon.hint', { max: KB })}
      </p>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <ConfirmDialog
        isOpen={confirm}
        danger
        busy={busy}
        title={t('applications.icon.removeTitle', { name })}
        question={t('applications.icon.removeQuestion')}
        names={[]}
        confirmLabel={t('applications.icon.remove')}
        onConfirm={() =>
          app &&
          void run(
            () => api.delete<Application>(`/applications/${app.id}/icon`),
            t('applications.icon.removed'),
          )
        }
        onCancel={() => setConfirm(false)}
      />
    </fieldset>
  );
}
