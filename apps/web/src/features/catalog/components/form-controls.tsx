// The catalogue's own controls (multi-select, tag list, rich text) bound to the enclosing Form by
// name: value, change and message from react-hook-form, read-only from the form's access switch;
// and the fields every catalogue editor shares (its texts with their limits, names, features).
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { Key } from 'react-aria-components';
import { CATALOG_LIMITS } from '@portal/shared';
import { useFormAccess } from '../../../components/form/form-access';
import { TextField } from '../../../components/form/fields';
import { useReadable } from '../../../lib/readable';
import { MultiSelect, type MultiSelectProps } from '../../../components/multi-select';
import { TagInput, type TagInputProps } from './tag-input';
import {
  RichTextEditor,
  type RichTextEditorProps,
} from '../announcements/rich-text/rich-text-editor';

type Bound<P> = Omit<P, 'readOnly' | 'error' | 'onChange' | 'selected' | 'values' | 'value'>;

export function FormMultiSelect<F extends FieldValues>(
  props: Bound<MultiSelectProps> & {
    name: Path<F>;
    /** The form's value of the chosen keys (numbers for ids, strings for codes). */
    toValue?: (keys: Key[]) => unknown;
  },
) {
  const { name, toValue = (keys) => keys.map(Number), ...rest } = props;
  const { field, fieldState } = useController<F>({ name });
  const { readOnly } = useFormAccess();
  return (
    <MultiSelect
      {...rest}
      readOnly={readOnly}
      selected={field.value as Key[]}
      error={fieldState.error?.message}
      onChange={(keys) => field.onChange(toValue(keys))}
    />
  );
}

export function FormTagInput<F extends FieldValues>(
  props: Bound<TagInputProps> & { name: Path<F> },
) {
  const { name, ...rest } = props;
  const { field, fieldState } = useController<F>({ name });
  const { readOnly } = useFormAccess();
  return (
    <TagInput
      {...rest}
      readOnly={readOnly}
      values={field.value as string[]}
      error={fieldState.error?.message}
      onChange={field.onChange}
    />
  );
}

export function FormRichText<F extends FieldValues>(
  props: Bound<RichTextEditorProps> & { name: Path<F> },
) {
  const { name, ...rest } = props;
  const { field, fieldState } = useController<F>({ name });
  const { readOnly } = useFormAccess();
  return (
    <RichTextEditor
      {...rest}
      readOnly={readOnly}
      value={field.value as string}
      error={fieldState.error?.message}
      onChange={field.onChange}
    />
  );
}

type TextProps<F extends FieldValues> = ComponentProps<typeof TextField<F>>;

/** A one-line catalogue text: at most CATALOG_LIMITS.text characters. */
export function ShortText<F extends FieldValues>(props: Omit<TextProps<F>, 'maxLength'>) {
  return <TextField<F> {...props} maxLength={CATALOG_LIMITS.text} />;
}

/** A long catalogue text (a description, rules, expectations): four lines, CATALOG_LIMITS.longText. */
export function LongText<F extends FieldValues>(
  props: Omit<TextProps<F>, 'maxLength' | 'multiline' | 'rows'>,
) {
  return <TextField<F> {...props} multiline rows={4} maxLength={CATALOG_LIMITS.longText} />;
}

/** The technical name (with its hint) and the display name of a role or a permission set. */
export function NameFields<F extends { name: string; displayName: string }>(props: {
  section: 'securityRoles' | 'permissionSets';
}) {
  const { t } = useTranslation('catalog');
  const label = (field: 'name' | 'displayName') => t(`${props.section}.fields.${field}`);
  return (
    <>
      <ShortText<F>
        name={'name' as Path<F>}
        label={label('name')}
        required
        description={t('hints.technicalName')}
      />
      <ShortText<F> name={'displayName' as Path<F>} label={label('displayName')} required />
    </>
  );
}

/** Portal features to choose (an application's menu entries, a role's activities), in words. */
export function FormFeatureSelect<F extends FieldValues>(props: {
  name: Path<F>;
  label: string;
  hint: string;
  features: readonly string[] | undefined;
}) {
  const { readable } = useReadable();
  const { features, ...rest } = props;
  return (
    <FormMultiSelect<F>
      {...rest}
      options={(features ?? []).map((f) => ({ id: f, label: readable.feature(f), detail: f }))}
      toValue={(keys) => keys.map(String)}
    />
  );
}

/** Roles or permission sets offered by id: the display name, the technical name beside it. */
export const namedOptions = (roles: readonly { id: number; name: string; displayName: string }[]) =>
  roles.map((r) => ({ id: r.id, label: r.displayName, detail: r.name }));
