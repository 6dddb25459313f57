// Busy indicator over the content area while user data, a route or a sign-in step loads.
import { useTranslation } from 'react-i18next';

export function LoaderOverlay({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
      className={`${fullPage ? 'fixed' : 'absolute'} inset-0 z-40 flex items-center justify-center bg-page/80`}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-muted border-t-accent"
      />
    </div>
  );
}
