// The directory review's rules (spec section 4): which locations need attention, what a save
// sends, which required roles still lack a holder, and the per-context "closed" flags.
import type {
  DirectoryContext,
  DirectoryIdentity,
  DirectoryItem,
  DirectoryLocation,
  DirectorySelectionsBody,
} from '@portal/shared';

/** The items of a location (those of its first configuration). */
export const itemsOf = (location: DirectoryLocation): DirectoryItem[] =>
  location.configurations[0]?.items ?? [];

/** The review keeps the locations with a required item lacking an identity. */
export const needsReview = (location: DirectoryLocation) =>
  itemsOf(location).some((i) => i.required && !i.identity);

/** Draft holders while a location is edited: directoryDataTypeId → identity (null = none). */
export type Draft = Record<number, DirectoryIdentity | null>;

export const draftOf = (location: DirectoryLocation): Draft =>
  Object.fromEntries(itemsOf(location).map((i) => [i.id, i.identity]));

/** The required items the draft leaves without a holder. */
export function missingRequired(location: DirectoryLocation, draft: Draft): number[] {
  return itemsOf(location)
    .filter((i) => i.required && !draft[i.id])
    .map((i) => i.id);
}

/** The save body: only selections whose identityId is not zero are sent. */
export function toSelection(location: DirectoryLocation, draft: Draft): DirectorySelectionsBody {
  return {
    directoryDataConfigurationId: location.configurations[0]?.id ?? 0,
    organizationId: location.id,
    selections: itemsOf(location)
      .map((i) => ({
        directoryDataTypeId: i.id,
        identityId: draft[i.id]?.id ?? 0,
        serialNumber: draft[i.id]?.serialNumber ?? null,
      }))
      .filter((s) => s.identityId !== 0),
  };
}

/** The location as saved: the draft's holders in place. */
export function applyDraft(location: DirectoryLocation, draft: Draft): DirectoryLocation {
  return {
    ...location,
    configurations: location.configurations.map((c, index) =>
      index === 0
        ? { ...c, items: c.items.map((i) => ({ ...i, identity: draft[i.id] ?? null })) }
        : c,
    ),
  };
}

/** Spec's localStorage keys of the closed review popups. */
export const CLOSED_KEYS: Record<DirectoryContext, string> = {
  DEALER_LOCATION: 'dealer-location-reminder-popup-closed',
  SINGULAR_ROLES: 'dealer-location-reminder-popup-roles-closed',
};
/** Dealer-location reviews skipped now prompt again after this many days. */
export const REPROMPT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The flag to store on closing: dealer locations keep the time (prompt again after 90 days),
 * singular roles keep the sign-in (prompt again at the next login).
 */
export function closedFlag(context: DirectoryContext, now: number, loginId: string): string {
  return context === 'DEALER_LOCATION'
    ? `until:${now + REPROMPT_DAYS * DAY_MS}`
    : `login:${loginId}`;
}

/** Whether a stored flag still holds the popup closed. */
export function isClosed(flag: string | null, now: number, loginId: string): boolean {
  if (!flag) return false;
  if (flag.startsWith('until:')) return now < Number(flag.slice('until:'.length));
  if (flag.startsWith('login:')) return flag.slice('login:'.length) === loginId;
  return false;
}

export const fullName = (i: Pick<DirectoryIdentity, 'firstName' | 'lastName'>) =>
  `${i.firstName} ${i.lastName}`.trim();

/** Signing out ends the login a singular-roles skip lasts for. */
export function forgetLoginScopedFlags(): void {
  localStorage.removeItem(CLOSED_KEYS.SINGULAR_ROLES);
}
