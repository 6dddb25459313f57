// The one formatter of values a person reads in history views and summaries: field names,
// operations, enums, booleans, lists of codes, brands, regions, roles and permission sets by
// display name, locations by name and code, dates in the reader's locale, in all nine languages.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { INTL_TAG, type AuditValueItem, type Locale } from '@portal/shared';
import { formatDate } from './format';
import { currentLocale } from './i18n';

type WordsT = TFunction<'words'>;
type PortalT = TFunction<'portal'>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{3,}$/;
const SNAKE_CONSTANT = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
const CAMEL = /^[a-z]+([A-Z][a-z0-9]*)+$/;

/** Last resort for a code no translation names: "DOCUMENT_READER" → "Document reader". */
export function humanize(code: string): string {
  const words = UPPER_SNAKE.test(code)
    ? code.toLowerCase().split('_')
    : CAMEL.test(code)
      ? code.split(/(?=[A-Z])/).map((w) => w.toLowerCase())
      : null;
  if (!words) return code;
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Fields whose value is one code of a translated list (the list's key in the words namespace). */
const ENUM_FIELDS: Record<string, string> = {
  userType: 'userType',
  accountType: 'accountType',
  status: 'status',
  password: 'password',
  deactivationReason: 'deactivationReason',
  securityQuestion: 'securityQuestions',
};
/** Fields whose value is a list of codes ("a, b" or "a,b"). */
const LIST_FIELDS: Record<string, string> = {
  emailPreferences: 'emailKinds',
  digitalPermissions: 'digitalPermissions',
  requiredActions: 'requiredActions',
  secondFactor: 'secondFactor',
};

/** A feature string's key in the words namespace (':' separates namespaces in i18next keys). */
const featureKey = (code: string) => `features.${code.replaceAll(':', '_')}`;

export interface Readable {
  operation(op: string): string;
  /** A feature (a role's activity) by its name, e.g. "admin:users:write" → "Manage users". */
  feature(code: string): string;
  field(name: string | null): string;
  /** A stored value as words; items (the server's names for list values) win over the text. */
  value(field: string | null, value: string | null, items?: AuditValueItem[] | null): string;
  date(value: string, withTime?: boolean): string;
}

export function makeReadable(t: WordsT, portal: PortalT, locale: Locale): Readable {
  const known = (key: string, code: string) => {
    const text = t(`${key}.${code}` as never, { defaultValue: '' }) as string;
    return text || humanize(code);
  };
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([INTL_TAG[locale]], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const place = (p: { code: string; name: string | null }) =>
    p.name ? t('location.named', { name: p.name, code: p.code }) : p.code;
  const item = (field: string, i: AuditValueItem): string => {
    if (i.mode) {
      const mode = [t(`location.${i.mode}`), i.preferred ? t('location.preferred') : null];
      return t('location.withMode', {
        location: place(i),
        mode: mode.filter(Boolean).join(', '),
      });
    }
    if (field === 'regions' || field === 'region')
      return portal(`regions.${i.code}` as never, { defaultValue: i.code }) as string;
    const name = i.name ?? humanize(i.code);
    return i.location ? t('roleAt', { role: name, location: place(i.location) }) : name;
  };
  const date = (value: string, withTime = true) => formatDate(value, locale, { withTime });
  return {
    operation: (op) => known('operations', op),
    feature: (code) => (t(featureKey(code) as never, { defaultValue: '' }) as string) || code,
    field: (name) => (name ? known('fields', name) : '—'),
    date,
    value(field, value, items) {
      if (value == null || value === '') return '—';
      if (field && items && items.length > 0) return items.map((i) => item(field, i)).join('; ');
      if (field && ENUM_FIELDS[field]) return known(ENUM_FIELDS[field], value);
      if (field && LIST_FIELDS[field]) {
        const list = value.split(/,\s*/).filter(Boolean);
        return list.length ? list.map((c) => known(LIST_FIELDS[field]!, c)).join(', ') : '—';
      }
      if (field === 'preferredLanguage') return languageName(value);
      if (value === 'true' || value === 'false') return t(`boolean.${value}`);
      if (ISO_INSTANT.test(value)) return date(value);
      // Free text stays as written; only a technical constant is turned into words.
      return SNAKE_CONSTANT.test(value) ? humanize(value) : value;
    },
  };
}

/** The formatter in the interface language (needs the 'words' namespace: see useReadable's ready). */
export function useReadable(): { readable: Readable; ready: boolean } {
  const { t, i18n, ready } = useTranslation('words', { useSuspense: false });
  const { t: portal } = useTranslation();
  const locale = currentLocale(i18n);
  const readable = useMemo(() => makeReadable(t, portal, locale), [t, portal, locale]);
  return { readable, ready };
}
