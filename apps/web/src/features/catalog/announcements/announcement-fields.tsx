// Every field of the announcement editor: texts per language, link, where and how urgent, dates,
// link and the targeting by roles, permission sets, applications, brands and regions.
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import type { AnnouncementDefinitions } from '@portal/shared';
import { SelectField, TextField } from '../../../components/form/fields';
import { FormMultiSelect, LongText, namedOptions } from '../components/form-controls';
import { AnnouncementTexts } from './announcement-texts';
import type { AnnouncementForm } from './announcement-form';

export interface AnnouncementFieldsProps {
  definitions: AnnouncementDefinitions | undefined;
}

const Text = TextField<AnnouncementForm>;
const Select = SelectField<AnnouncementForm>;
const Choose = FormMultiSelect<AnnouncementForm>;

export function AnnouncementFields({ definitions: d }: AnnouncementFieldsProps) {
  const { t } = useTranslation('catalog');
  // The current choices stay offered before the definitions have loaded.
  const v = useWatch<AnnouncementForm>() as AnnouncementForm;
  return (
    <>
      <AnnouncementTexts languages={d?.languages} />
      <Text
        name="linkUrl"
        label={t('announcements.fields.linkUrl')}
        required
        type="url"
        description={t('announcements.hints.linkUrl')}
      />
      <LongText<AnnouncementForm>
        name="description"
        label={t('announcements.fields.description')}
        description={t('announcements.hints.description')}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Select
          name="displayLocation"
          label={t('announcements.fields.displayLocation')}
          options={(d?.displayLocations ?? [v.displayLocation]).map((l) => ({
            value: l,
            label: t(`announcements.location.${l as 'dealer-home'}`, { defaultValue: l }),
          }))}
        />
        <Select
          name="priority"
          label={t('announcements.fields.priority')}
          options={(d?.priorities ?? [v.priority]).map((p) => ({
            value: p,
            label: t(`announcements.priority.${p}`),
          }))}
        />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Text
          name="startDate"
          label={t('announcements.fields.startDate')}
          required
          type="datetime-local"
        />
        <Text
          name="expirationDate"
          label={t('announcements.fields.expirationDate')}
          type="datetime-local"
          description={t('announcements.hints.expirationDate')}
        />
      </div>
      <fieldset className="grid gap-6 md:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">{t('announcements.targeting')}</legend>
        <p className="text-sm text-muted-fg md:col-span-2">{t('announcements.hints.targeting')}</p>
        <Choose
          name="brandIds"
          label={t('announcements.fields.brands')}
          options={(d?.brands ?? []).map((b) => ({ id: b.id, label: b.name }))}
        />
        <Choose
          name="regionCodes"
          label={t('announcements.fields.regions')}
          options={(d?.regions ?? []).map((r) => ({ id: r.code, label: r.name }))}
          toValue={(k) => k.map(String)}
        />
        <Choose
          name="roleIds"
          label={t('announcements.fields.roles')}
          options={namedOptions(d?.roles ?? [])}
        />
        <Choose
          name="permissionSetIds"
          label={t('announcements.fields.permissionSets')}
          options={namedOptions(d?.permissionSets ?? [])}
        />
        <Choose
          name="applicationIds"
          label={t('announcements.fields.applications')}
          options={(d?.applications ?? []).map((a) => ({ id: a.id, label: a.name }))}
        />
      </fieldset>
    </>
  );
}
