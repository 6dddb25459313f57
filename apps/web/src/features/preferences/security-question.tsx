// The security question and its answer (at least 4 characters); the questions come in the
// interface language and are loaded again when it changes.
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TEXT_MAX, securityAnswerSchema } from '@portal/shared';
import { Form } from '../../components/form/form';
import { TextField } from '../../components/form/fields';
import { SecurityQuestionField } from '../../components/form/security-question-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { currentLocale } from '../../lib/i18n';
import { useSecurityQuestions } from '../../lib/security-questions';
import { usePatchUser } from './api/patch-user';
import { SaveBar } from './save-bar';

type Values = { securityQuestion: string; securityAnswer: string };

const schema = z.object({
  securityQuestion: z.string().min(1, 'validation.required'),
  securityAnswer: securityAnswerSchema,
});

export function SecurityQuestion({ current }: { current: string | null }) {
  const { t, i18n } = useTranslation();
  const questions = useSecurityQuestions(currentLocale(i18n));
  const form = useZodForm<Values>({
    schema,
    defaultValues: { securityQuestion: current ?? '', securityAnswer: '' },
  });
  const save = usePatchUser();
  const answerError = form.formState.errors.securityAnswer;

  return (
    <Form
      form={form}
      className="grid max-w-xl gap-4"
      onSubmit={(values) => {
        const body = schema.parse(values);
        save.mutate(body, {
          onSuccess: () => form.reset({ ...values, securityAnswer: '' }),
        });
      }}
    >
      <h2 className="text-xl font-bold">{t('preferences.security.title')}</h2>
      <p>{t('preferences.security.intro')}</p>
      <SecurityQuestionField<Values>
        questions={questions}
        label={t('preferences.security.question')}
        placeholder={t('preferences.security.chooseQuestion')}
        loadFailed={t('preferences.security.loadFailed')}
      />
      <TextField<Values>
        name="securityAnswer"
        label={t('preferences.security.answer')}
        maxLength={TEXT_MAX}
        autoComplete="off"
        // The rule itself is the hint, until it is the message.
        description={answerError ? undefined : t('validation.minLength', { min: 4 })}
        required
      />
      <SaveBar save={save} />
    </Form>
  );
}
