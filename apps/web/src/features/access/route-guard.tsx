// Route guard: waits up to 15 s for the access data, then lets the page in or sends to /access-denied.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasFeatures, type FeatureMode } from '@portal/shared';
import { useAccess } from '../../lib/access-context';

export const GUARD_WAIT_MS = 15_000;
export const ACCESS_DENIED_PATH = '/access-denied';

export interface GuardSpec {
  features: readonly string[];
  mode: FeatureMode;
}

export type GuardDecision = 'wait' | 'allow' | 'deny';

/** Unknown features (still loading) wait, unless the wait is over: then nothing is held. */
export function decideAccess(
  spec: GuardSpec,
  held: ReadonlySet<string> | undefined,
  timedOut: boolean,
): GuardDecision {
  if (spec.features.length === 0) return 'allow';
  if (!held && !timedOut) return 'wait';
  return hasFeatures(held ?? [], { features: spec.features, mode: spec.mode }) ? 'allow' : 'deny';
}

export function accessDeniedPath(from: string): string {
  return `${ACCESS_DENIED_PATH}?${new URLSearchParams({ from }).toString()}`;
}

export function RouteGuard({ spec, children }: { spec: GuardSpec; children: ReactNode }) {
  const access = useAccess();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [timedOutPath, setTimedOutPath] = useState<string | null>(null);
  const held = access.status === 'ready' ? access.features : undefined;
  const failed = access.status !== 'ready' && access.status !== 'loading';
  const decision = failed ? 'wait' : decideAccess(spec, held, timedOutPath === pathname);

  useEffect(() => {
    if (decision !== 'wait' || failed) return;
    const timer = setTimeout(() => setTimedOutPath(pathname), GUARD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [decision, failed, pathname]);

  useEffect(() => {
    if (decision === 'deny') void navigate(accessDeniedPath(pathname), { replace: true });
  }, [decision, navigate, pathname]);

  return decision === 'allow' ? children : null;
}
