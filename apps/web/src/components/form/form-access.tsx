// Read-only as one form-level switch (the Keycloak FormAccess idea): inside a read-only form every
// native control is disabled by the surrounding fieldset, and components ask useFormAccess() to
// hide what only changes things (save, remove, add).
import { createContext, useContext } from 'react';

export interface FormAccess {
  readOnly: boolean;
}

export const FormAccessContext = createContext<FormAccess>({ readOnly: false });

/** Whether the enclosing form may only be looked at. */
export function useFormAccess(): FormAccess {
  return useContext(FormAccessContext);
}
