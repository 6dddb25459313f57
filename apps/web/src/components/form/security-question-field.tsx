// The security question of a form (its field `securityQuestion`): the questions in the interface language as the choices, keyed
// so that a choice survives a change of language, and a message when they could not be loaded.
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldValues, Path } from 'react-hook-form';
import type { SecurityQuestion } from '../../lib/security-questions';
import { AlertText } from '../alert-text';
import { SelectField } from './fields';

export function SecurityQuestionField<F extends FieldValues & { securityQuestion: string }>(props: {
  questions: UseQueryResult<SecurityQuestion[]>;
  label: string;
  placeholder: string;
  /** Said when the questions did not load. */
  loadFailed: string;
}) {
  const { questions, loadFailed, ...field } = props;
  return (
    <>
      {questions.isError && <AlertText>{loadFailed}</AlertText>}
      <SelectField<F>
        {...field}
        name={'securityQuestion' as Path<F>}
        options={(questions.data ?? []).map((q) => ({ value: q.key, label: q.value }))}
        required
      />
    </>
  );
}
