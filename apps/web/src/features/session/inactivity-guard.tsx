// Inactivity logout: after a quiet spell (across all tabs) a warning offers to stay logged in;
// without an answer the user is logged out when the timeout is reached.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/modal-host';
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  inactivityPhase,
  readLastActivity,
  secondsLeft,
  writeLastActivity,
  type InactivityPhase,
} from './inactivity';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

export interface InactivityGuardProps {
  timeoutSeconds: number;
  warningSeconds: number;
  onLogout: () => void;
}

export function InactivityGuard({
  timeoutSeconds,
  warningSeconds,
  onLogout,
}: InactivityGuardProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ phase: InactivityPhase; left: number }>({
    phase: 'active',
    left: timeoutSeconds,
  });
  const local = useRef(0);
  const written = useRef(0);
  const phase = useRef<InactivityPhase>('active');
  const loggedOut = useRef(false);
  const logout = useRef(onLogout);
  useEffect(() => {
    logout.current = onLogout;
  }, [onLogout]);

  const record = useCallback((force = false) => {
    const now = Date.now();
    local.current = now;
    if (force || now - written.current >= ACTIVITY_WRITE_INTERVAL_MS) {
      written.current = now;
      writeLastActivity(now);
    }
  }, []);

  const check = useCallback(() => {
    const times = { timeoutMs: timeoutSeconds * 1000, warningMs: warningSeconds * 1000 };
    const idle = Date.now() - Math.max(readLastActivity() ?? 0, local.current);
    const next = inactivityPhase(idle, times);
    phase.current = next;
    setState({ phase: next, left: secondsLeft(idle, times) });
    if (next === 'expired' && !loggedOut.current) {
      loggedOut.current = true;
      logout.current();
    }
  }, [timeoutSeconds, warningSeconds]);

  // Opening the portal counts as activity (an old value of a closed tab must not log out).
  useEffect(() => record(true), [record]);

  useEffect(() => {
    // Once warned, only the button keeps the session (moving the mouse does not).
    const onActivity = () => {
      if (phase.current === 'active') record();
    };
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    const timer = setInterval(check, 1000);
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
      clearInterval(timer);
    };
  }, [record, check]);

  return (
    <LazyModal
      isOpen={state.phase === 'warning'}
      unclosable
      title={t('session.warningTitle')}
      content={<p aria-live="polite">{t('session.warningText', { count: state.left })}</p>}
      confirmLabel={t('session.stay')}
      onConfirm={() => {
        record(true);
        check();
      }}
      cancelLabel={t('common.signOut')}
      onCancel={onLogout}
    />
  );
}
