// Types the t() keys against the English source files: a missing key is a type error.
import type en from '../../../../packages/shared/locales/portal/en.json';
import type usersEn from '../../../../packages/shared/locales/users/en.json';
import type catalogEn from '../../../../packages/shared/locales/catalog/en.json';
import type complianceEn from '../../../../packages/shared/locales/compliance/en.json';
import type recordsEn from '../../../../packages/shared/locales/records/en.json';
import type importsEn from '../../../../packages/shared/locales/imports/en.json';
import type provisioningEn from '../../../../packages/shared/locales/provisioning/en.json';
import type wordsEn from '../../../../packages/shared/locales/words/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'portal';
    resources: {
      portal: typeof en;
      users: typeof usersEn;
      catalog: typeof catalogEn;
      compliance: typeof complianceEn;
      records: typeof recordsEn;
      imports: typeof importsEn;
      provisioning: typeof provisioningEn;
      words: typeof wordsEn;
    };
  }
}
