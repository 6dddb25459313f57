// The tab list of the user form's sections, the same for creating and editing a user: each tab
// marked when its section has errors.
import { useTranslation } from 'react-i18next';
import type { useTabs } from '../../../../components/tabs';
import type { FormSection } from '../../lib/form-values';
import { errorsIn, type FieldErrors } from '../../lib/validate';

export function SectionTabs<T extends FormSection | 'history'>(props: {
  ids: readonly T[];
  tabs: ReturnType<typeof useTabs<T>>;
  errors: FieldErrors;
  label: string;
}) {
  const { t } = useTranslation('users');
  return (
    <div
      {...props.tabs.tabList}
      aria-label={props.label}
      // One row that scrolls sideways on a phone (six tabs wrapped into three rows there).
      className="flex gap-1 overflow-x-auto border-b border-muted sm:flex-wrap"
    >
      {props.ids.map((id) => (
        <button
          key={id}
          {...props.tabs.tab(id)}
          className="shrink-0 cursor-pointer whitespace-nowrap rounded-t px-4 py-2 font-semibold aria-selected:border-b-4 aria-selected:border-primary"
        >
          {t(`sections.${id}`)}
          {/* A space before the mark: the tab's name reads "Profile has errors". */}
          {id !== 'history' && errorsIn(props.errors, id as FormSection).length > 0 && (
            <>
              {' '}
              <span className="text-danger" aria-label={t('editor.hasErrors')}>
                !
              </span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
