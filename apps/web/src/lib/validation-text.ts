// The one place where a zod issue of the shared schemas becomes a translation key (portal
// namespace, `validation.*`) and from there the text the user reads, in their language.
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** The keys of `validation.*` in the portal namespace that zod issues map to. */
export type ValidationTextKey =
  | 'required'
  | 'invalid'
  | 'email'
  | 'phone'
  | 'url'
  | 'link'
  | 'date'
  | 'integer'
  | 'characters'
  | 'name'
  | 'activity'
  | 'choice'
  | 'maxLength'
  | 'minLength'
  | 'maxSelected'
  | 'selectionRequired'
  | 'expirationAfterStart'
  | 'onePreferred'
  | 'duplicate'
  | 'combineRoles'
  | 'displayLocation'
  | 'invalidFileType'
  | 'oneFileAtATime'
  | 'fileTooLarge'
  | 'fileEmpty';

export interface IssueKey {
  key: ValidationTextKey;
  /** Values the message names ({{max}}, {{min}}). */
  values?: Record<string, number | string>;
}

type Issue = z.core.$ZodIssue;

const empty = (input: unknown) => input === undefined || input === null || input === '';

/** The limit a length issue names, for {{max}} and {{min}}. */
function limits(issue: Issue): Record<string, number> {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  return {};
}

/**
 * The translation key of a zod issue: the key a refinement names in its params, a key the schema
 * gave as its message ('validation.phone'), else one derived from the issue's code and limits. The
 * English message of the shared schemas is never read back.
 */
export function issueToKey(issue: Issue): IssueKey {
  if (issue.code === 'custom' && typeof issue.params?.key === 'string')
    return { key: issue.params.key as ValidationTextKey };
  if (issue.message.startsWith('validation.'))
    return {
      key: issue.message.slice('validation.'.length) as ValidationTextKey,
      values: limits(issue),
    };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.expected === 'number' && !empty(issue.input) ? 'integer' : 'required' };
    case 'invalid_value':
      return { key: empty(issue.input) ? 'required' : 'choice' };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'email' : 'invalid' };
    case 'too_small':
      if (issue.origin === 'array') return { key: 'selectionRequired' };
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { key: 'required' }
          : { key: 'minLength', values: { min: Number(issue.minimum) } };
      return { key: 'integer' };
    case 'too_big':
      if (issue.origin === 'array')
        return { key: 'maxSelected', values: { max: Number(issue.maximum) } };
      if (issue.origin === 'string')
        return { key: 'maxLength', values: { max: Number(issue.maximum) } };
      return { key: 'integer' };
    case 'not_multiple_of':
      return { key: 'integer' };
    default:
      return { key: 'invalid' };
  }
}

/** The text of a validation key in the user's language. */
export function validationKeyText(t: TFunction, { key, values }: IssueKey): string {
  return t(`validation.${key}` as 'validation.required', { ns: 'portal', ...values });
}

/** The text of a zod issue in the user's language. */
export function issueText(t: TFunction, issue: Issue): string {
  return validationKeyText(t, issueToKey(issue));
}
