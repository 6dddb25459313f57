// The one question before a bulk or destructive action: it names what will change (the names, or
// a count with the first few names), runs the action with the dialog busy and shows a failure in
// place; the caller says afterwards what happened (a notice where the person is looking).
import { useTranslation } from 'react-i18next';
import { LazyModal } from './modal-host';
import { AlertText } from './alert-text';

/** How many names the question lists before "and N more". */
export const CONFIRM_NAMES_SHOWN = 5;

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  question: string;
  /** What the action changes, by name; the first few are listed, the rest counted. */
  names: readonly string[];
  /** What the person should know before answering (e.g. how many of them are out of sight). */
  note?: string | undefined;
  confirmLabel: string;
  /** A destructive action (delete, disable): the danger look, an alert dialog. */
  danger?: boolean;
  busy?: boolean;
  /** Why the last try failed, shown in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "a, b, c and 4 more": names in running text (a result notice). */
export function useNameList() {
  const { t } = useTranslation('words', { useSuspense: false });
  return (names: readonly string[]) => {
    const shown = names.slice(0, CONFIRM_NAMES_SHOWN).join(', ');
    const more = names.length - CONFIRM_NAMES_SHOWN;
    return more > 0 ? `${shown} ${t('confirm.andMore', { count: more })}` : shown;
  };
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('words', { useSuspense: false });
  const more = props.names.length - CONFIRM_NAMES_SHOWN;
  return (
    <LazyModal
      isOpen={props.isOpen}
      role={props.danger ? 'alertdialog' : 'dialog'}
      title={props.title}
      danger={props.danger}
      isLoading={props.busy}
      confirmLabel={props.confirmLabel}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
      content={
        <>
          <p>{props.question}</p>
          {props.names.length > 0 && (
            <ul className="mt-3 list-disc pl-6">
              {props.names.slice(0, CONFIRM_NAMES_SHOWN).map((name, i) => (
                <li key={i}>{name}</li>
              ))}
            </ul>
          )}
          {more > 0 && (
            <p className="mt-1 text-muted-fg">{t('confirm.andMore', { count: more })}</p>
          )}
          {props.note && <p className="mt-3 font-semibold">{props.note}</p>}
          {props.error && <AlertText className="mt-3">{props.error}</AlertText>}
        </>
      }
    />
  );
}
