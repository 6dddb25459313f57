// One section of the user form with the values it shows, watched here so that a change re-renders
// the section and not the whole editor.
import type { ComponentType } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { UserFormValues } from '../../lib/form-values';
import type { SectionProps } from './form-props';

export function BoundSection({
  Component,
  control,
  ...props
}: Omit<SectionProps, 'values'> & {
  Component: ComponentType<SectionProps>;
  control: Control<UserFormValues>;
}) {
  const values = useWatch({ control }) as UserFormValues;
  return <Component {...props} values={values} />;
}
