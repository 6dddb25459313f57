// The security question and its answer (at least 4 characters); the questions come in the
// interface language and are loaded again when it changes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX, securityAnswerSchema } from '@portal/shared';
import { SelectInput, TextInput } from '../../components/form-field';
import { currentLocale } from '../../lib/i18n';
import { validationText } from '../../lib/error-text';
import { useSecurityQuestions } from './api/get-security-questions';
import { usePatchUser } from './api/patch-user';
import { SaveBar } from './save-bar';

export function SecurityQuestion({ current }: { current: string | null }) {
  const { t, i18n } = useTranslation();
  const questions = useSecurityQuestions(currentLocale(i18n));
  const [question, setQuestion] = useState(current ?? '');
  const [answer, setAnswer] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const save = usePatchUser();
  const answerCheck = securityAnswerSchema.safeParse(answer);
  const errors = {
    question: submitted && !question ? t('validation.required') : undefined,
    answer:
      submitted && !answerCheck.success
        ? validationText(t, answerCheck.error.issues[0]?.message)
        : undefined,
  };

  return (
    <form
      className="grid max-w-xl gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (!question || !answerCheck.success) return;
        save.mutate(
          { securityQuestion: question, securityAnswer: answerCheck.data },
          { onSuccess: () => setAnswer('') },
        );
      }}
    >
      <h2 className="text-xl font-bold">{t('preferences.security.title')}</h2>
      <p>{t('preferences.security.intro')}</p>
      {questions.isError && (
        <p role="alert" className="font-semibold text-danger">
          {t('preferences.security.loadFailed')}
        </p>
      )}
      <SelectInput
        label={t('preferences.security.question')}
        value={question}
        onChange={setQuestion}
        placeholder={t('preferences.security.chooseQuestion')}
        options={(questions.data ?? []).map((q) => ({ value: q.key, label: q.value }))}
        error={errors.question}
        required
      />
      <TextInput
        label={t('preferences.security.answer')}
        value={answer}
        onChange={(v) => {
          save.reset();
          setAnswer(v);
        }}
        maxLength={TEXT_MAX}
        autoComplete="off"
        hint={errors.answer ? undefined : t('validation.minLength', { min: 4 })}
        error={errors.answer}
        required
      />
      <SaveBar save={save} />
    </form>
  );
}
