// The name of a language in the reader's language ("German" for an English reader, "Deutsch" for a
// German one), from the browser's own data (Intl.DisplayNames), so no list of names is kept here.
import { INTL_TAG, type Locale } from '@portal/shared';

export function languageName(code: string, reader: Locale): string {
  try {
    return new Intl.DisplayNames([INTL_TAG[reader]], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
