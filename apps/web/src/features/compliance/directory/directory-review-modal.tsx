// The directory review modals (spec section 4): dealer-location contacts or singular roles. They
// list the locations still lacking a required holder, edited one at a time; when none remain the
// last review date is recorded. Skipping or closing stores the context's "closed" flag.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryContext } from '@portal/shared';
import { PortalModal } from '../../../components/modal';
import { isAbortError } from '../../../lib/api-client';
import { useDirectoryLocations, useUpdateLastReviewDate } from '../api/directory';
import { needsReview } from '../lib/directory-review';
import { LocationEditorList } from './location-editor-list';
import { useAssignedBrandIds } from './use-assigned-brands';
import { AlertText } from '../../../components/alert-text';

export interface DirectoryReviewModalProps {
  context: DirectoryContext;
  /** Skip or close: the host stores the closed flag. */
  onSkip: () => void;
  /** The last review date was recorded (the required action is cleared on the server). */
  onReviewed: () => void;
  /** Close after the review is done. */
  onClose: () => void;
}

export function DirectoryReviewModal(props: DirectoryReviewModalProps) {
  const { context } = props;
  const { t } = useTranslation('compliance');
  const { t: tp } = useTranslation();
  const brandIds = useAssignedBrandIds();
  const locations = useDirectoryLocations(context, brandIds);
  const update = useUpdateLastReviewDate(context);
  const [editing, setEditing] = useState<number | null>(null);
  const remaining = (locations.data ?? []).filter(needsReview);
  const allFixed = locations.isSuccess && !locations.isFetching && remaining.length === 0;
  const recorded = useRef(false);
  const { onReviewed } = props;
  const { mutate: record } = update;

  useEffect(() => {
    if (!allFixed || locations.isError || recorded.current) return;
    recorded.current = true;
    record(undefined, { onSuccess: onReviewed });
  }, [allFixed, locations.isError, record, onReviewed]);

  const done = update.isSuccess;
  const loadError = locations.isError
    ? isAbortError(locations.error)
      ? t('review.cancelled')
      : t('review.loadFailed')
    : null;

  return (
    <PortalModal
      isOpen
      wide
      title={t(`review.${context}.title`)}
      onExit={done ? props.onClose : props.onSkip}
    >
      <p>{t(`review.${context}.intro`)}</p>
      {loadError && <AlertText className="mt-3">{loadError}</AlertText>}
      {update.isError && <AlertText className="mt-3">{t('review.updateFailed')}</AlertText>}
      {locations.isPending && (
        <p role="status" className="mt-4">
          {t('review.loading')}
        </p>
      )}
      {allFixed && (
        <p role="status" className="mt-4 font-semibold">
          {t('review.allFixed')}
        </p>
      )}
      <LocationEditorList
        context={context}
        locations={remaining}
        editing={editing}
        onEditing={setEditing}
      />
      <div className="mt-6 flex justify-end gap-3">
        {done || allFixed ? (
          <button type="button" className="btn-primary" onClick={props.onClose}>
            {tp('common.close')}
          </button>
        ) : (
          <button type="button" className="btn-secondary" onClick={props.onSkip}>
            {t(`review.${context}.skip`)}
          </button>
        )}
      </div>
    </PortalModal>
  );
}
