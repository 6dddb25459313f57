// One directory location: its roles and their holders; in edit mode (one location at a time) a
// user search per role, removal, and Save/Cancel. A required role without a holder blocks the
// save with 'This role requires an assigned user'; only roles with a holder are sent.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryContext, DirectoryLocation } from '@portal/shared';
import { errorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/api-client';
import { useSaveSelections } from '../api/directory';
import {
  draftOf,
  fullName,
  itemsOf,
  missingRequired,
  toSelection,
  type Draft,
} from '../lib/directory-review';
import { IdentityPicker } from './identity-picker';
import { BusyButton } from '../../../components/busy-button';
import { AlertText } from '../../../components/alert-text';

export interface LocationEditorProps {
  context: DirectoryContext;
  location: DirectoryLocation;
  editing: boolean;
  /** Another location is being edited: this one's Edit is disabled. */
  locked: boolean;
  onEdit: () => void;
  onDone: () => void;
  onSaved?: (saved: DirectoryLocation) => void;
  /** Inside a dialog that names the location already: no frame, no heading of its own. */
  bare?: boolean;
}

export function LocationEditor(props: LocationEditorProps) {
  const { t } = useTranslation('compliance');
  const { t: tp } = useTranslation();
  const { location, editing } = props;
  const [draft, setDraft] = useState<Draft>(() => draftOf(location));
  const [checked, setChecked] = useState(false);
  const save = useSaveSelections(props.context);
  const missing = checked ? missingRequired(location, draft) : [];
  const headingId = `location-${location.id}`;

  const start = () => {
    setDraft(draftOf(location));
    setChecked(false);
    save.reset();
    props.onEdit();
  };
  const submit = () => {
    setChecked(true);
    if (missingRequired(location, draft).length > 0) return;
    save.mutate(toSelection(location, draft), {
      onSuccess: (saved) => {
        props.onSaved?.(saved);
        props.onDone();
      },
    });
  };
  const saveError =
    save.error instanceof ApiError && save.error.body?.message
      ? errorText(tp, save.error)
      : t('review.saveFailed');

  return (
    <article
      aria-labelledby={props.bare ? undefined : headingId}
      aria-label={props.bare ? location.locationName : undefined}
      className={props.bare ? '' : 'rounded-md border border-muted bg-surface p-4'}
    >
      <div className={props.bare ? 'hidden' : 'flex flex-wrap items-center justify-between gap-2'}>
        <h3 id={headingId} className="text-lg font-semibold">
          {location.locationName}
        </h3>
        {!editing && (
          <button
            type="button"
            className="btn-secondary"
            disabled={props.locked}
            aria-label={t('manageDirectory.editLocation', { location: location.locationName })}
            onClick={start}
          >
            {t('manageDirectory.edit')}
          </button>
        )}
      </div>
      {save.isError && <AlertText className="mt-2">{saveError}</AlertText>}
      <ul className="mt-3 grid gap-3">
        {itemsOf(location).map((item) => {
          const holder = editing ? draft[item.id] : item.identity;
          const lacking = missing.includes(item.id);
          return (
            <li key={item.id} className="grid gap-1 border-t border-muted pt-2">
              <div className="flex flex-wrap items-baseline gap-2">
                <span className="font-semibold">{item.displayName}</span>
                {item.required && (
                  <span className="rounded bg-page px-1.5 text-xs font-semibold">
                    {t('manageDirectory.required')}
                  </span>
                )}
              </div>
              {item.description && <p className="text-sm text-muted-fg">{item.description}</p>}
              <div className="flex flex-wrap items-center gap-2">
                {holder ? (
                  <span>
                    {fullName(holder)}{' '}
                    <span className="text-sm text-muted-fg">({holder.email})</span>
                  </span>
                ) : (
                  <span className={item.required ? 'font-semibold text-danger' : 'text-muted-fg'}>
                    {t('manageDirectory.unassigned')}
                  </span>
                )}
                {editing && holder && (
                  <button
                    type="button"
                    className="link"
                    aria-label={t('manageDirectory.removeHolder', {
                      name: fullName(holder),
                      role: item.displayName,
                    })}
                    onClick={() => setDraft({ ...draft, [item.id]: null })}
                  >
                    {t('manageDirectory.remove')}
                  </button>
                )}
              </div>
              {editing && (
                <IdentityPicker
                  context={props.context}
                  orgId={location.id}
                  directoryDataTypeId={item.id}
                  roleName={item.displayName}
                  onSelect={(identity) => setDraft({ ...draft, [item.id]: identity })}
                />
              )}
              {lacking && <AlertText className="text-sm">{t('manageDirectory.error')}</AlertText>}
            </li>
          );
        })}
      </ul>
      {editing && (
        <div className="mt-4 flex justify-end gap-3">
          <button
            type="button"
            className="btn-secondary"
            disabled={save.isPending}
            onClick={props.onDone}
          >
            {t('manageDirectory.cancel')}
          </button>
          <BusyButton className="btn-primary" busy={save.isPending} onClick={submit}>
            {save.isPending ? tp('common.loading') : t('manageDirectory.save')}
          </BusyButton>
        </div>
      )}
    </article>
  );
}
