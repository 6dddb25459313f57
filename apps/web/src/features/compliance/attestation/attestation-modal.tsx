// The admin attestation modal (spec section 4): the administrator's users by login age, disabling
// the ticked ones, the accuracy confirmation and Proceed. Unclosable when the required action
// opened it, until a failure shows (then it may be closed). The security review is the same list
// and calls under its own title, groups in the order never, under 30, over 30, over 90 days.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTESTATION_PAGE_SIZE } from '@portal/shared';
import { PortalModal } from '../../../components/modal';
import { ConfirmDialog, useNameList } from '../../../components/confirm-dialog';
import { Checkbox } from '../../../components/checkbox';
import { BlockedButton } from '../../../components/blocked-button';
import { Pagination } from '../../../components/pagination';
import { errorText } from '../../../lib/error-text';
import { useAttestationUsers, useConfirmAttestation, useDeactivateUsers } from '../api/attestation';
import {
  DEFAULT_EXPANDED,
  GROUP_ORDER,
  SECURITY_GROUP_ORDER,
  groupRows,
  keepListed,
  suggested,
  toRows,
  type GroupId,
} from '../lib/attestation-groups';
import { AttestationGroup } from './attestation-group';

export interface AttestationModalProps {
  /** 'security': the security review (its title and introduction, its group order). */
  variant?: 'attestation' | 'security';
  /** The signed-in administrator's e-mail: that row cannot be ticked. */
  ownEmail: string | undefined;
  unclosable: boolean;
  onClose: () => void;
  /** Proceed succeeded: the attestation is recorded. */
  onDone: () => void;
}

export function AttestationModal(props: AttestationModalProps) {
  const { ownEmail, unclosable, onClose, onDone, variant = 'attestation' } = props;
  const { t } = useTranslation('compliance');
  const texts = variant === 'security' ? 'securityReview' : 'attestation';
  const order = variant === 'security' ? SECURITY_GROUP_ORDER : GROUP_ORDER;
  const { t: tp } = useTranslation();
  const users = useAttestationUsers(true);
  const deactivate = useDeactivateUsers();
  const confirm = useConfirmAttestation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [accurate, setAccurate] = useState(false);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<GroupId>>(new Set(DEFAULT_EXPANDED));
  const [asking, setAsking] = useState(false);
  const { t: words } = useTranslation('words', { useSuspense: false });
  const nameList = useNameList();

  const rows = useMemo(() => toRows(users.data ?? [], ownEmail), [users.data, ownEmail]);
  const pageRows = rows.slice((page - 1) * ATTESTATION_PAGE_SIZE, page * ATTESTATION_PAGE_SIZE);
  const ticked = keepListed(rows, selected);
  const busy = deactivate.isPending || confirm.isPending;
  const failure = users.isError
    ? { title: t('attestation.loadFailed'), error: users.error }
    : deactivate.isError
      ? { title: t('attestation.disableFailed'), error: deactivate.error }
      : confirm.isError
        ? { title: t('attestation.confirmFailed'), error: confirm.error }
        : null;
  const closable = !unclosable || failure !== null;

  const nameOf = (id: number) => {
    const row = rows.find((r) => r.id === id);
    return row ? `${row.firstName} ${row.lastName}` : String(id);
  };
  const tickedNames = [...ticked].map(nameOf);
  // A selection never includes rows out of sight without saying so: rows on other pages of the
  // list and rows in closed groups are counted in the question.
  const inSight = pageRows.filter((r) => ticked.has(r.id) && expanded.has(r.groupId)).length;
  const outOfSight = ticked.size - inSight;
  const disableSelected = () => {
    setNotice(null);
    const ids = [...ticked];
    const names = ids.map(nameOf);
    deactivate.mutate(ids, {
      onSuccess: () => {
        setAsking(false);
        setSelected(new Set());
        setNotice(
          words('attestation.disabledNames', { count: ids.length, names: nameList(names) }),
        );
      },
      onError: () => setAsking(false),
    });
  };
  // Suggested rows are ticked where the person sees them: their groups open, and rows on other
  // pages of the list are counted in the notice.
  const selectSuggested = () => {
    const chosen = suggested(rows);
    setSelected(new Set([...ticked, ...chosen]));
    const onPage = pageRows.filter((r) => chosen.has(r.id));
    setExpanded(new Set([...expanded, ...onPage.map((r) => r.groupId)]));
    const hidden = chosen.size - onPage.length;
    setNotice(
      hidden > 0
        ? words('attestation.suggestedElsewhere', { count: chosen.size, hidden })
        : words('attestation.suggestedSelected', { count: chosen.size }),
    );
  };

  return (
    <PortalModal
      isOpen
      wide
      title={t(`${texts}.title`)}
      unclosable={!closable}
      onExit={closable ? onClose : undefined}
      isLoading={busy}
    >
      <p>{t(`${texts}.intro`)}</p>
      {failure && (
        <div role="alert" className="mt-3 rounded-md border-l-4 border-danger bg-surface p-3">
          <p className="font-semibold text-danger">{failure.title}</p>
          <p>{errorText(tp, failure.error)}</p>
          {users.isError && (
            <button
              type="button"
              className="btn-secondary mt-2"
              onClick={() => void users.refetch()}
            >
              {t('attestation.retry')}
            </button>
          )}
        </div>
      )}
      {notice && (
        <p role="status" className="mt-3 font-semibold">
          {notice}
        </p>
      )}
      {users.isPending && <p className="mt-4">{tp('common.loading')}</p>}
      {users.isSuccess && rows.length === 0 && <p className="mt-4">{t('attestation.empty')}</p>}
      {rows.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            aria-describedby="attestation-suggested-hint"
            onClick={selectSuggested}
          >
            {t('attestation.selectSuggested')}
          </button>
          <span id="attestation-suggested-hint" className="text-sm text-muted-fg">
            {t('attestation.suggestedHint')}
          </span>
        </div>
      )}
      <div className="mt-4 grid gap-3">
        {groupRows(pageRows, order).map((group) => (
          <AttestationGroup
            key={group.id}
            id={group.id}
            rows={group.rows}
            selected={ticked}
            onSelect={setSelected}
            expanded={expanded.has(group.id)}
            onExpandedChange={(open) => {
              const next = new Set(expanded);
              if (open) next.add(group.id);
              else next.delete(group.id);
              setExpanded(next);
            }}
            disabled={busy}
          />
        ))}
      </div>
      {rows.length > ATTESTATION_PAGE_SIZE && (
        <Pagination
          page={page}
          pageSize={ATTESTATION_PAGE_SIZE}
          total={rows.length}
          onPage={setPage}
        />
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <span aria-live="polite">{t('attestation.selected', { count: ticked.size })}</span>
        <div className="flex flex-wrap items-center gap-3">
          <BlockedButton
            type="button"
            className="btn-danger"
            disabled={busy}
            blocked={ticked.size === 0 && !busy}
            reason={tp('blocked.noneSelected')}
            onClick={() => setAsking(true)}
          >
            {t('attestation.disableSelected')}
          </BlockedButton>
        </div>
      </div>
      <ConfirmDialog
        isOpen={asking}
        danger
        title={words('attestation.disableTitle')}
        question={words('attestation.disableQuestion', { count: ticked.size })}
        names={tickedNames}
        note={
          outOfSight > 0
            ? words('attestation.outOfSight', { count: outOfSight, total: ticked.size })
            : undefined
        }
        confirmLabel={words('attestation.disableTitle')}
        busy={deactivate.isPending}
        onConfirm={disableSelected}
        onCancel={() => setAsking(false)}
      />
      <div className="mt-4 border-t border-muted pt-4">
        <Checkbox
          isSelected={accurate}
          onChange={setAccurate}
          isDisabled={busy || !users.isSuccess}
        >
          {t('attestation.accurate')}
        </Checkbox>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        {closable && (
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            {tp('common.cancel')}
          </button>
        )}
        <BlockedButton
          type="button"
          className="btn-primary"
          blocked={!accurate && !busy}
          reason={tp('blocked.confirmFirst')}
          disabled={busy}
          onClick={() => confirm.mutate(undefined, { onSuccess: onDone })}
        >
          {t('attestation.proceed')}
        </BlockedButton>
      </div>
    </PortalModal>
  );
}
