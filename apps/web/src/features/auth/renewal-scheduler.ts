// Schedules token renewal before expiry and follows renewals and sign-outs made in other tabs.
import type { User, UserManager } from 'oidc-client-ts';
import { renewAheadSeconds, type TokenRenewer } from './token-renewal';

const RETRY_SECONDS = 5;
/** Lets another tab's sign-out reach the provider before this tab asks it for a new sign-in. */
export const SIGNED_OUT_DELAY_MS = 2000;

export interface RenewalSchedulerOptions {
  userManager: Pick<UserManager, 'getUser' | 'removeUser' | 'events'>;
  renewer: TokenRenewer;
  /** localStorage key of the stored user, to follow other tabs. */
  storageKey: string;
  /** Renewal failed and the access token has expired (or the user is gone). */
  onSignInRequired: () => void;
  /** A renewed or shared token belongs to another uid. */
  onSubjectChanged: () => void;
  target?: Window;
}

export function startRenewalScheduler(options: RenewalSchedulerOptions): () => void {
  const { userManager, renewer, storageKey, onSignInRequired, onSubjectChanged } = options;
  const target = options.target ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let signedOutTimer: ReturnType<typeof setTimeout> | undefined;
  let subject: string | undefined;

  const schedule = (user: User, seconds?: number) => {
    clearTimeout(timer);
    if (user.expires_in === undefined) return;
    const delay = seconds ?? user.expires_in - renewAheadSeconds(user);
    timer = setTimeout(() => void renewNow(), Math.max(0, delay) * 1000);
  };

  const renewNow = async () => {
    try {
      const { user, renewed } = await renewer.renew();
      if (!user) return onSignInRequired();
      // Another tab's token: publish it here so timers and React state follow it.
      if (!renewed) await userManager.getUser(true);
    } catch (error) {
      console.warn('Token renewal failed', error);
      const current = await userManager.getUser();
      if (!current || current.expired !== false) return onSignInRequired();
      schedule(current, Math.min(RETRY_SECONDS, current.expires_in ?? RETRY_SECONDS));
    }
  };

  const onLoaded = (user: User) => {
    if (subject && user.profile.sub !== subject) return onSubjectChanged();
    subject = user.profile.sub;
    schedule(user);
  };
  const onUnloaded = () => {
    clearTimeout(timer);
    subject = undefined;
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey && event.key !== null) return;
    void userManager.getUser(true).then((user) => {
      if (user) return;
      clearTimeout(signedOutTimer);
      signedOutTimer = setTimeout(() => {
        void userManager.getUser().then((again) => (again ? undefined : userManager.removeUser()));
      }, SIGNED_OUT_DELAY_MS);
    });
  };

  userManager.events.addUserLoaded(onLoaded);
  userManager.events.addUserUnloaded(onUnloaded);
  target.addEventListener('storage', onStorage);
  void userManager.getUser().then((user) => {
    if (user && subject === undefined) {
      subject = user.profile.sub;
      schedule(user);
    }
  });

  return () => {
    clearTimeout(timer);
    clearTimeout(signedOutTimer);
    userManager.events.removeUserLoaded(onLoaded);
    userManager.events.removeUserUnloaded(onUnloaded);
    target.removeEventListener('storage', onStorage);
  };
}
