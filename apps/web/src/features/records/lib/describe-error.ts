// The text of a failed call in the records pages: the portal's wording for known error codes (in
// the user's language) and, as details, the server's own message.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetails } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

export interface ErrorDescription {
  text: string;
  details: string | undefined;
}

export function useDescribeError() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): ErrorDescription => {
      const text = errorText(t, error);
      const details = errorDetails(error);
      return { text, details: details === text ? undefined : details };
    },
    [t],
  );
}
