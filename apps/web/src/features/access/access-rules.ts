// Rules of access loading (spec sections 4 and 8): which brands fit the host, what a failure does.
import { brandValidForHost, isCorvidHost, type UserAccessData } from '@portal/shared';
import { errorDetails, isAbortError } from '../../lib/api-client';

export type AccessErrorCode = 'noOrganizationAssigned' | 'brandMismatch';

export class AccessError extends Error {
  constructor(readonly code: AccessErrorCode) {
    super(code);
    this.name = 'AccessError';
  }
}

/** Raises instead of returning access data the host cannot use: it is discarded. */
export function checkAccessData(data: UserAccessData, host: string): UserAccessData {
  const active = data.brands.filter((b) => b.status === 'ACTIVE');
  if (active.length === 0) throw new AccessError('noOrganizationAssigned');
  if (!brandValidForHost(host, active)) throw new AccessError('brandMismatch');
  return data;
}

export type AccessFailure =
  | { kind: 'ignore' }
  | { kind: 'noOrganization' }
  | { kind: 'dashboard' }
  | { kind: 'error'; message: 'errors.brandMismatch' | 'errors.accessLoad'; details?: string };

export function classifyAccessFailure(
  error: unknown,
  context: { employeeNumber: string | null | undefined; host: string },
): AccessFailure {
  if (isAbortError(error)) return { kind: 'ignore' };
  if (error instanceof AccessError) {
    return error.code === 'noOrganizationAssigned'
      ? { kind: 'noOrganization' }
      : { kind: 'error', message: 'errors.brandMismatch' };
  }
  // Users without a serial number belong on the company login dashboard, except on Corvid.
  if (!context.employeeNumber && !isCorvidHost(context.host)) return { kind: 'dashboard' };
  return { kind: 'error', message: 'errors.accessLoad', details: errorDetails(error) };
}
