// E-mail preferences: which kinds of mail the user gets; mandatory ones stay on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox';
import { InfoAlert } from '../../components/info-alert';
import { errorText } from '../../lib/error-text';
import { useEmailDefinitions } from './api/get-email-definitions';
import { usePatchUser } from './api/patch-user';
import { SaveBar } from './save-bar';

export function EmailPreferences({ selected }: { selected: readonly string[] }) {
  const { t } = useTranslation();
  const definitions = useEmailDefinitions();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(selected));
  const save = usePatchUser();
  if (definitions.isPending) return <p role="status">{t('common.loading')}</p>;
  if (definitions.isError)
    return <InfoAlert tone="warning">{errorText(t, definitions.error)}</InfoAlert>;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ emailPreferences: [...chosen] });
      }}
    >
      <fieldset>
        <legend className="mb-2 text-lg font-bold">{t('preferences.emails.title')}</legend>
        <p className="mb-3">{t('preferences.emails.intro')}</p>
        {definitions.data.map((d) => (
          <Checkbox
            key={d.key}
            isSelected={d.mandatory || chosen.has(d.key)}
            isDisabled={d.mandatory}
            description={
              d.mandatory
                ? t('preferences.emails.mandatory')
                : t(`preferences.emails.kinds.${d.key}.description`, { defaultValue: '' })
            }
            onChange={(on) => {
              save.reset();
              setChosen((current) => {
                const next = new Set(current);
                if (on) next.add(d.key);
                else next.delete(d.key);
                return next;
              });
            }}
          >
            {t(`preferences.emails.kinds.${d.key}.name`, { defaultValue: d.key })}
          </Checkbox>
        ))}
      </fieldset>
      <SaveBar save={save} className="mt-4" />
    </form>
  );
}
