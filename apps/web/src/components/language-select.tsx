// Footer language selector: each language in its own name; a failed load keeps the current one.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, LOCALE_NAMES, isLocale } from '@portal/shared';
import { changeLocale, currentLocale } from '../lib/i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
      >
        <circle cx="12" cy="12" r="9" strokeWidth="1.6" />
        <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" strokeWidth="1.6" />
      </svg>
      <label htmlFor={id} className="text-sm">
        {t('footer.language')}
      </label>
      <select
        id={id}
        className="rounded border border-footer-fg/60 bg-footer px-2 py-1 text-sm text-footer-fg"
        value={currentLocale(i18n)}
        onChange={(event) => {
          const lng = event.target.value;
          if (isLocale(lng)) void changeLocale(i18n, lng);
        }}
      >
        {LOCALES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LOCALE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
