// The password change form's rules (spec section 5) as a zod schema the form resolver reads:
// the shared password rules with the token's name, confirmation equal, question chosen, answer 4+.
import { z } from 'zod';
import {
  COMPLIANCE_TEXT_MAX,
  PASSWORD_MIN,
  SECURITY_ANSWER_MIN_LENGTH,
  passwordProblem,
} from '@portal/shared';

export interface PasswordFormValues {
  /** Asked only for a change the person chose; empty otherwise. */
  currentPassword: string;
  password: string;
  confirmPassword: string;
  securityQuestion: string;
  securityAnswer: string;
}

/** Each message is a `validation.*` key of the portal namespace (lib/validation-text). */
export function passwordFormSchema(
  names: readonly (string | null | undefined)[],
  askCurrent = false,
) {
  return z
    .object({
      currentPassword: askCurrent
        ? z.string().min(1, 'validation.required').max(COMPLIANCE_TEXT_MAX, 'validation.maxLength')
        : z.string(),
      password: z
        .string()
        .min(1, 'validation.required')
        .min(PASSWORD_MIN, 'validation.minLength')
        .max(COMPLIANCE_TEXT_MAX, 'validation.maxLength')
        .superRefine((value, ctx) => {
          const problem = passwordProblem(value, names);
          if (problem === 'password' || problem === 'passwordNamePart')
            ctx.addIssue({ code: 'custom', message: problem, params: { key: problem } });
        }),
      confirmPassword: z.string().min(1, 'validation.required'),
      securityQuestion: z.string().min(1, 'validation.required'),
      securityAnswer: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .min(SECURITY_ANSWER_MIN_LENGTH, 'validation.minLength')
        .max(COMPLIANCE_TEXT_MAX, 'validation.maxLength'),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'validation.equalTo',
    });
}
