// The password change form (spec section 5): new password, confirmation, security question in the
// interface language (loaded again when it changes) and answer; Save refuses, with a reason, while invalid.
import { useEffect, useMemo, type ComponentProps } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPLIANCE_TEXT_MAX, type MigrateLdapBody } from '@portal/shared';
import { Form, SubmitButton } from '../../../components/form/form';
import { TextField } from '../../../components/form/fields';
import { SecurityQuestionField } from '../../../components/form/security-question-field';
import { zodKeyResolver } from '../../../components/form/zod-resolver';
import { currentLocale } from '../../../lib/i18n';
import { useSecurityQuestions } from '../../../lib/security-questions';
import { passwordFormSchema, type PasswordFormValues } from './password-form-schema';

export interface ChangePasswordFormProps {
  /** The name parts a password must not contain (the token's name claim). */
  names: readonly (string | null | undefined)[];
  busy: boolean;
  /** Asks for the current password too (a change the person chose, not a required one). */
  askCurrent?: boolean;
  onSubmit: (body: MigrateLdapBody) => void;
}

type EntryProps = Omit<ComponentProps<typeof TextField<PasswordFormValues>>, 'maxLength'>;

/** Every entry of the form is required and at most COMPLIANCE_TEXT_MAX characters. */
const Entry = (props: EntryProps) => (
  <TextField<PasswordFormValues> {...props} maxLength={COMPLIANCE_TEXT_MAX} required />
);
const Password = (props: Omit<EntryProps, 'type'>) => <Entry {...props} type="password" />;

export function ChangePasswordForm({
  names,
  busy,
  askCurrent = false,
  onSubmit,
}: ChangePasswordFormProps) {
  const { t, i18n } = useTranslation('compliance');
  const { t: tp } = useTranslation();
  const questions = useSecurityQuestions(currentLocale(i18n));
  const schema = useMemo(() => passwordFormSchema(names, askCurrent), [names, askCurrent]);
  const form = useForm<PasswordFormValues>({
    defaultValues: {
      currentPassword: '',
      password: '',
      confirmPassword: '',
      securityQuestion: '',
      securityAnswer: '',
    },
    mode: 'onChange',
    resolver: async (values, context, options) => {
      const result = await zodKeyResolver<PasswordFormValues>(schema, tp)(values, context, options);
      // The confirmation's message names the field it must equal.
      const confirm = result.errors.confirmPassword;
      if (confirm?.type === 'equalTo')
        confirm.message = tp('validation.equalTo', { other: t('form.password') });
      return result;
    },
  });
  // A new password checks a confirmation already typed against it again.
  const password = useWatch({ control: form.control, name: 'password' });
  const { getValues, trigger } = form;
  useEffect(() => {
    if (getValues('confirmPassword')) void trigger('confirmPassword');
  }, [password, getValues, trigger]);
  // The key is the choice (it survives a change of language); the text in the shown language is sent.
  const questionText = (key: string) => questions.data?.find((q) => q.key === key)?.value ?? key;

  return (
    <Form
      form={form}
      aria-label={t('changePassword')}
      className="grid gap-4"
      onSubmit={(values) =>
        onSubmit({
          ...(askCurrent ? { currentPassword: values.currentPassword } : {}),
          password: values.password,
          securityQuestion: questionText(values.securityQuestion),
          securityAnswer: values.securityAnswer.trim(),
        })
      }
    >
      <p>{t('form.intro')}</p>
      {askCurrent && (
        <Password
          name="currentPassword"
          label={t('form.currentPassword')}
          autoComplete="current-password"
        />
      )}
      <Password
        name="password"
        label={t('form.password')}
        description={t('form.passwordHint')}
        autoComplete="new-password"
      />
      <Password
        name="confirmPassword"
        label={t('form.confirmPassword')}
        autoComplete="new-password"
      />
      <SecurityQuestionField<PasswordFormValues>
        questions={questions}
        label={t('form.securityQuestion')}
        placeholder={t('form.chooseQuestion')}
        loadFailed={t('form.questionsFailed')}
      />
      <Entry
        name="securityAnswer"
        label={t('form.securityAnswer')}
        description={t('form.answerHint')}
      />
      <div className="flex justify-end">
        <SubmitButton busy={busy} blocked={!form.formState.isValid}>
          {t('form.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}
