// Follow-up review prompt: a change in one section asks the administrator to look at another.
import { useTranslation } from 'react-i18next';
import type { FormSection } from '../lib/form-values';
import { LazyModal } from '../../../components/modal-host';

interface Props {
  pending: FormSection[];
  isOpen: boolean;
  /** 'save': shown on saving, the other choice saves anyway; 'leave': shown on leaving a tab. */
  context: 'save' | 'leave';
  onReview: (section: FormSection) => void;
  onSkip: () => void;
  onClose: () => void;
}

export function ReviewDialog({ pending, isOpen, context, onReview, onSkip, onClose }: Props) {
  const { t } = useTranslation('users');
  const first = pending[0];
  return (
    <LazyModal
      title={t('review.title')}
      isOpen={isOpen && Boolean(first)}
      onExit={onClose}
      content={
        <>
          <p>{t('review.text')}</p>
          <ul className="mt-3 list-disc pl-6">
            {pending.map((s) => (
              <li key={s}>{t(`sections.${s}`)}</li>
            ))}
          </ul>
        </>
      }
      cancelLabel={context === 'save' ? t('review.saveAnyway') : t('review.later')}
      onCancel={onSkip}
      confirmLabel={first && t('review.reviewNow', { section: t(`sections.${first}`) })}
      onConfirm={first && (() => onReview(first))}
    />
  );
}
