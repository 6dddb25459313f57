// What a refresh-token grant or a code exchange read in its one statement, answering the provider's look-ups during that grant from memory.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AdapterPayload } from 'oidc-provider';
import type { GrantSource, RefreshAccount } from '../repositories/oidc/refresh-repository.js';

export interface RefreshState {
  /** What the grant presents: a refresh token, or an authorization code (code-grant.ts). */
  model: GrantSource;
  tokenId: string;
  /** The token as the provider is to see it: `consumed` set unless this request claimed it. */
  token: AdapterPayload | undefined;
  session: AdapterPayload | undefined;
  grant: AdapterPayload | undefined;
  account: RefreshAccount | undefined;
  /** This request consumed the token in its statement: the provider's consume is done. */
  claimed: boolean;
  /** The successor the provider saved, written with the answer after the grant (one statement). */
  successor?: { id: string; payload: AdapterPayload; expiresIn: number };
}

const current = new AsyncLocalStorage<RefreshState>();

export const withRefreshState = <T>(state: RefreshState, fn: () => Promise<T>) =>
  current.run(state, fn);

type Lookup = { id: string } | { uid: string } | { userCode: string };

/** `{ payload }` when the grant's statement read this look-up (payload undefined: not there). */
export function prefetched(model: string, by: Lookup) {
  const s = current.getStore();
  if (!s) return undefined;
  const t = s.token;
  if (model === s.model && 'id' in by && by.id === s.tokenId) return { payload: t };
  if (model === 'Session' && t && 'uid' in by && by.uid === t.sessionUid)
    return { payload: s.session };
  if (model === 'Grant' && t && 'id' in by && by.id === t.grantId) return { payload: s.grant };
  return undefined;
}

/** `{ account }` when the grant's statement read this subject's account (undefined: not active). */
export function prefetchedAccount(subject: string) {
  const s = current.getStore();
  return s?.token?.accountId === subject ? { account: s.account } : undefined;
}

/** True when this request's statement consumed the token (or code) already. */
export function claimedHere(model: string, id: string) {
  const s = current.getStore();
  return model === s?.model && s.claimed && s.tokenId === id;
}

/** Keeps the rotated token's successor for the grant's closing statement; false when not in one. */
export function deferSuccessor(
  model: string,
  id: string,
  payload: AdapterPayload,
  expiresIn: number,
) {
  const s = current.getStore();
  if (model !== 'RefreshToken' || s?.model !== 'RefreshToken' || !s.claimed || s.successor)
    return false;
  s.successor = { id, payload, expiresIn };
  return true;
}
