// The password rules of spec section 5, one implementation for the server and the web forms.
import { passwordText, skeleton, visibleLength } from './password-text.js';

/** The special characters a password must contain one of (spec section 5). */
export const PASSWORD_SPECIALS = '!@#$,.%^()[]<>&*';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 255;
/** Name parts of this length or shorter are allowed inside a password. */
export const NAME_PART_MAX_ALLOWED = 2;

/** The rule a password breaks, as the key of its validation message. */
export type PasswordProblem =
  'required' | 'minLength' | 'maxLength' | 'password' | 'passwordNamePart' | 'passwordCurrent';

/** The spec's English wording of each problem (the web app shows the translated text of the key). */
export const PASSWORD_MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  required: 'Value is required',
  minLength: `This field should be at least ${PASSWORD_MIN} characters long`,
  maxLength: `The maximum length allowed is ${PASSWORD_MAX}`,
  password: 'The password requires an uppercase, lowercase, number and special character',
  passwordNamePart: 'Password cannot contain first or last name',
  passwordCurrent: 'The new password must differ from the current one',
};

/**
 * The parts of a name (or of a token's name claim, "Pat Parker") a password must not contain:
 * split at spaces, hyphens, apostrophes and dots, reduced to their look (`skeleton`: lower case,
 * no accents, Latin letters for look-alikes), longer than two characters.
 */
export function nameParts(names: readonly (string | null | undefined)[]): string[] {
  return names
    .flatMap((n) => skeleton(n ?? '').split(/[\s\-'’.]+/u))
    .filter((p) => visibleLength(p) > NAME_PART_MAX_ALLOWED);
}

export const hasLowercase = (p: string) => /\p{Ll}/u.test(p);
export const hasUppercase = (p: string) => /\p{Lu}/u.test(p);
export const hasDigit = (p: string) => /[0-9]/.test(p);
export const hasSpecial = (p: string) => [...p].some((c) => PASSWORD_SPECIALS.includes(c));
export const containsNamePart = (p: string, names: readonly (string | null | undefined)[]) => {
  const seen = skeleton(p);
  return nameParts(names).some((part) => seen.includes(part));
};

/**
 * The first rule a password breaks; undefined when it is fine. The rules read the password as a
 * person sees it (`passwordText`): full-width letters count as the letters they show, a soft hyphen
 * or zero-width space counts as nothing, and the length is counted in visible characters.
 * (Whether it repeats the current password only the server can tell: `passwordCurrent`.)
 */
export function passwordProblem(
  password: string,
  names: readonly (string | null | undefined)[],
): PasswordProblem | undefined {
  if (password === '') return 'required';
  const text = passwordText(password);
  if (password.length > PASSWORD_MAX) return 'maxLength';
  if (visibleLength(text) < PASSWORD_MIN) return 'minLength';
  if (containsNamePart(password, names)) return 'passwordNamePart';
  const complete = hasLowercase(text) && hasUppercase(text) && hasDigit(text) && hasSpecial(text);
  return complete ? undefined : 'password';
}
