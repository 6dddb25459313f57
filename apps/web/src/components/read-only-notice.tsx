// The one notice of a page the person may only look at: one look and, unless a page has a more
// precise reason (a user who outranks the reader), one wording.
import { useTranslation } from 'react-i18next';

export function ReadOnlyNotice({ reason }: { reason?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <p role="note" className="rounded-md border-l-4 border-info bg-surface p-3">
      {reason ?? t('layout.readOnly')}
    </p>
  );
}
