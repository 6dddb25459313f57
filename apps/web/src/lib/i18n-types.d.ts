// Types the t() keys against the English source file: a missing key is a type error.
import type en from '../../../../packages/shared/locales/portal/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'portal';
    resources: { portal: typeof en };
  }
}
