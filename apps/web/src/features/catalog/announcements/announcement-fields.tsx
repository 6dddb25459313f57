// Every field of the announcement editor: texts, content, language, where and how urgent, dates,
// link and the targeting by roles, permission sets, applications, brands and regions.
import { useTranslation } from 'react-i18next';
import type { Key } from 'react-aria-components';
import {
  CATALOG_LIMITS,
  LOCALE_NAMES,
  isLocale,
  type AnnouncementDefinitions,
} from '@portal/shared';
import { SelectInput, TextInput } from '../../../components/form-field';
import { MultiSelect } from '../../../components/multi-select';
import { RichTextEditor } from '../components/rich-text-editor';
import { fieldBinder, type EditorForm } from '../components/use-editor-form';
import type { AnnouncementForm } from './announcement-form';

export interface AnnouncementFieldsProps {
  form: EditorForm<AnnouncementForm>;
  readOnly: boolean;
  definitions: AnnouncementDefinitions | undefined;
}

const ids = (keys: Key[]) => keys.map(Number);

export function AnnouncementFields({ form, readOnly, definitions: d }: AnnouncementFieldsProps) {
  const { t } = useTranslation('catalog');
  const { values: v, set, errors } = form;
  const common = { readOnly };
  const field = fieldBinder(form, readOnly);
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <TextInput
          {...field('title')}
          label={t('announcements.fields.title')}
          required
          maxLength={CATALOG_LIMITS.text}
        />
        <TextInput
          {...field('linkUrl')}
          label={t('announcements.fields.linkUrl')}
          required
          type="url"
          hint={t('announcements.hints.linkUrl')}
        />
      </div>
      <TextInput
        {...field('description')}
        label={t('announcements.fields.description')}
        multiline
        rows={4}
        maxLength={CATALOG_LIMITS.longText}
        hint={t('announcements.hints.description')}
      />
      <RichTextEditor
        {...common}
        label={t('announcements.fields.content')}
        value={v.content}
        error={errors.content}
        onChange={(x) => set('content', x)}
      />
      <div className="grid gap-6 md:grid-cols-3">
        <SelectInput
          {...field('language')}
          label={t('announcements.fields.language')}
          options={(d?.languages ?? [v.language]).map((l) => ({
            value: l,
            label: isLocale(l) ? LOCALE_NAMES[l] : l,
          }))}
        />
        <SelectInput
          {...field('displayLocation')}
          label={t('announcements.fields.displayLocation')}
          options={(d?.displayLocations ?? [v.displayLocation]).map((l) => ({
            value: l,
            label: t(`announcements.location.${l as 'dealer-home'}`, { defaultValue: l }),
          }))}
        />
        <SelectInput
          {...common}
          label={t('announcements.fields.priority')}
          value={v.priority}
          error={errors.priority}
          options={(d?.priorities ?? [v.priority]).map((p) => ({
            value: p,
            label: t(`announcements.priority.${p}`),
          }))}
          onChange={(x) => set('priority', x as AnnouncementForm['priority'])}
        />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <TextInput
          {...field('startDate')}
          label={t('announcements.fields.startDate')}
          required
          type="datetime-local"
        />
        <TextInput
          {...field('expirationDate')}
          label={t('announcements.fields.expirationDate')}
          type="datetime-local"
          hint={t('announcements.hints.expirationDate')}
        />
      </div>
      <fieldset className="grid gap-6 md:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">{t('announcements.targeting')}</legend>
        <p className="text-sm text-muted-fg md:col-span-2">{t('announcements.hints.targeting')}</p>
        <MultiSelect
          {...common}
          label={t('announcements.fields.brands')}
          options={(d?.brands ?? []).map((b) => ({ id: b.id, label: b.name }))}
          selected={v.brandIds}
          error={errors.brandIds}
          onChange={(k) => set('brandIds', ids(k))}
        />
        <MultiSelect
          {...common}
          label={t('announcements.fields.regions')}
          options={(d?.regions ?? []).map((r) => ({ id: r.code, label: r.name }))}
          selected={v.regionCodes}
          error={errors.regionCodes}
          onChange={(k) => set('regionCodes', k.map(String))}
        />
        <MultiSelect
          {...common}
          label={t('announcements.fields.roles')}
          options={(d?.roles ?? []).map((r) => ({
            id: r.id,
            label: r.displayName,
            detail: r.name,
          }))}
          selected={v.roleIds}
          error={errors.roleIds}
          onChange={(k) => set('roleIds', ids(k))}
        />
        <MultiSelect
          {...common}
          label={t('announcements.fields.permissionSets')}
          options={(d?.permissionSets ?? []).map((p) => ({
            id: p.id,
            label: p.displayName,
            detail: p.name,
          }))}
          selected={v.permissionSetIds}
          error={errors.permissionSetIds}
          onChange={(k) => set('permissionSetIds', ids(k))}
        />
        <MultiSelect
          {...common}
          label={t('announcements.fields.applications')}
          options={(d?.applications ?? []).map((a) => ({ id: a.id, label: a.name }))}
          selected={v.applicationIds}
          error={errors.applicationIds}
          onChange={(k) => set('applicationIds', ids(k))}
        />
      </fieldset>
    </>
  );
}
