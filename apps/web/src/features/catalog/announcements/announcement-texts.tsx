// The announcement's texts, one section per language: the language it was written in first, then
// its translations. Languages are added and removed here; at least one always stays.
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS, LOCALES, type AnnouncementText } from '@portal/shared';
import { SelectField, TextField } from '../../../components/form/fields';
import { SelectInput } from '../../../components/form/inputs';
import { useFormAccess } from '../../../components/form/form-access';
import { currentLocale } from '../../../lib/i18n';
import { languageName } from '../../../lib/language-name';
import { FormRichText } from '../components/form-controls';
import type { AnnouncementForm } from './announcement-form';

const Text = TextField<AnnouncementForm>;
const Select = SelectField<AnnouncementForm>;

type Section = { language: string; title: string; content: string };

export function AnnouncementTexts(props: { languages?: readonly string[] | undefined }) {
  const languages = props.languages ?? LOCALES;
  const { t, i18n } = useTranslation('catalog');
  const locale = currentLocale(i18n);
  const name = (code: string) => languageName(code, locale);
  const { control, getValues, setValue } = useFormContext<AnnouncementForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'translations' });
  const { readOnly } = useFormAccess();
  const main = useWatch<AnnouncementForm, 'language'>({ name: 'language' });
  const translations = useWatch<AnnouncementForm, 'translations'>({ name: 'translations' }) ?? [];
  // The written-in section is drawn anew when a translation takes its place (its editor too).
  const [mainKey, setMainKey] = useState(0);
  const [status, setStatus] = useState('');
  const used = new Set<string>([main, ...translations.map((x) => x.language)]);
  const free = languages.filter((l) => !used.has(l));
  const [toAdd, setToAdd] = useState('');
  const chosen = free.includes(toAdd) ? toAdd : (free[0] ?? '');
  const options = languages.map((l) => ({ value: l, label: name(l) }));

  function add() {
    if (!chosen) return;
    append({ language: chosen as AnnouncementText['language'], title: '', content: '' });
    setStatus(t('announcements.texts.added', { language: name(chosen) }));
  }

  function removeSection(index: number | 'main') {
    const all: Section[] = [
      { language: main, title: getValues('title'), content: getValues('content') },
      ...getValues('translations'),
    ];
    const gone = index === 'main' ? all[0]! : all[index + 1]!;
    if (index === 'main') {
      // The first translation becomes the language the announcement is written in.
      const next = all[1]!;
      const dirty = { shouldDirty: true, shouldValidate: false };
      setValue('language', next.language, dirty);
      setValue('title', next.title, dirty);
      setValue('content', next.content, dirty);
      remove(0);
      setMainKey((k) => k + 1);
    } else remove(index);
    setStatus(t('announcements.texts.removed', { language: name(gone.language) }));
  }

  const removeButton = (index: number | 'main', language: string) =>
    !readOnly &&
    fields.length > 0 && (
      <button
        type="button"
        className="btn-secondary justify-self-start"
        onClick={() => removeSection(index)}
      >
        {t('announcements.texts.remove', { language: name(language) })}
      </button>
    );

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-fg">{t('announcements.texts.hint')}</p>
      <fieldset key={mainKey} className="grid gap-4 rounded-md border border-muted p-4">
        <legend className="px-1 font-bold">
          {t('announcements.texts.original', { language: name(main) })}
        </legend>
        <div className="grid gap-4 md:grid-cols-[12rem_1fr]">
          <Select name="language" label={t('announcements.fields.language')} options={options} />
          <Text
            name="title"
            label={t('announcements.fields.title')}
            required
            maxLength={CATALOG_LIMITS.text}
          />
        </div>
        <FormRichText<AnnouncementForm> name="content" label={t('announcements.fields.content')} />
        {removeButton('main', main)}
      </fieldset>
      {fields.map((field, i) => (
        <fieldset key={field.id} className="grid gap-4 rounded-md border border-muted p-4">
          <legend className="px-1 font-bold">
            {name(translations[i]?.language ?? field.language)}
          </legend>
          <div className="grid gap-4 md:grid-cols-[12rem_1fr]">
            <Select
              name={`translations.${i}.language`}
              label={t('announcements.fields.language')}
              options={options}
            />
            <Text
              name={`translations.${i}.title`}
              label={t('announcements.fields.title')}
              required
              maxLength={CATALOG_LIMITS.text}
            />
          </div>
          <FormRichText<AnnouncementForm>
            name={`translations.${i}.content`}
            label={t('announcements.fields.content')}
          />
          {removeButton(i, translations[i]?.language ?? field.language)}
        </fieldset>
      ))}
      {!readOnly && free.length > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          <SelectInput
            compact
            label={t('announcements.texts.addLabel')}
            value={chosen}
            onChange={setToAdd}
            options={free.map((l) => ({ value: l, label: name(l) }))}
          />
          <button type="button" className="btn-secondary" onClick={add}>
            {t('announcements.texts.add')}
          </button>
        </div>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
