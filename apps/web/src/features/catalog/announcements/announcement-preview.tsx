// The announcement as its audience will see it: internal users also see the description.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../../components/modal-host';
import { cleanHtml, RICH_CONTENT_CLASS } from '../../../lib/safe-html';
import type { AnnouncementDefinitions } from '@portal/shared';
import { fromLocalInput, type AnnouncementForm } from './announcement-form';

export interface AnnouncementPreviewProps {
  values: AnnouncementForm;
  definitions: AnnouncementDefinitions | undefined;
  isOpen: boolean;
  onClose: () => void;
}

export function AnnouncementPreview({
  values: v,
  definitions,
  isOpen,
  onClose,
}: AnnouncementPreviewProps) {
  const { t, i18n } = useTranslation('catalog');
  const [internal, setInternal] = useState(true);
  const date = (local: string) => {
    const time = Date.parse(fromLocalInput(local));
    return Number.isFinite(time) ? new Date(time).toLocaleDateString(i18n.language) : '—';
  };
  const brands = (definitions?.brands ?? [])
    .filter((b) => v.brandIds.includes(b.id))
    .map((b) => b.name);
  const location = t(`announcements.location.${v.displayLocation as 'dealer-home'}`, {
    defaultValue: v.displayLocation,
  });
  return (
    <LazyModal
      isOpen={isOpen}
      wide
      title={t('preview.title')}
      onExit={onClose}
      confirmLabel={t('editor.ok')}
      onConfirm={onClose}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-semibold">{t('preview.viewAs')}</legend>
        {[true, false].map((value) => (
          <label key={String(value)} className="flex items-center gap-2">
            <input
              type="radio"
              name="preview-audience"
              checked={internal === value}
              onChange={() => setInternal(value)}
            />
            {value ? t('preview.internal') : t('preview.external')}
          </label>
        ))}
      </fieldset>
      <p className="mt-2 text-sm text-muted-fg">
        {t('preview.where', { location, brands: brands.join(', ') || t('announcements.everyone') })}
      </p>
      <article
        aria-label={t('preview.card')}
        className="mt-4 rounded-md border-l-4 border-accent bg-page p-4"
      >
        <p className="text-sm font-semibold uppercase">
          {t(`announcements.priority.${v.priority}`)}
        </p>
        <h2 className="text-xl font-bold">{v.title || t('preview.untitled')}</h2>
        <p className="text-sm text-muted-fg">
          {date(v.startDate)}
          {v.expirationDate && ` – ${date(v.expirationDate)}`}
        </p>
        <div
          className={`mt-2 ${RICH_CONTENT_CLASS}`}
          dangerouslySetInnerHTML={{ __html: cleanHtml(v.content) }}
        />
        {internal && v.description && (
          <aside className="mt-3 rounded border border-muted bg-surface p-2 text-sm">
            <span className="font-semibold">{t('preview.internalNote')}</span> {v.description}
          </aside>
        )}
        {v.linkUrl && (
          <a
            className="link mt-3 inline-block"
            href={/^https?:\/\//i.test(v.linkUrl) ? v.linkUrl : undefined}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('preview.readMore')}
          </a>
        )}
      </article>
    </LazyModal>
  );
}
