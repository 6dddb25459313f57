// The catalogue's own controls (multi-select, tag list, rich text) bound to the enclosing Form by
// name: value, change and message from react-hook-form, read-only from the form's access switch.
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { Key } from 'react-aria-components';
import { useFormAccess } from '../../../components/form/form-access';
import { MultiSelect, type MultiSelectProps } from '../../../components/multi-select';
import { TagInput, type TagInputProps } from './tag-input';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

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
