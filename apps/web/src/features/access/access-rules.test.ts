// Access loading rules: host/brand fit, no organisation, dashboard redirect, aborted requests.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { makeAccess } from '../../test/fixtures';
import { AccessError, checkAccessData, classifyAccessFailure } from './access-rules';

const atlas = { id: 1, name: 'Atlas', status: 'ACTIVE' as const };
const corvid = { id: 3, name: 'Corvid', status: 'ACTIVE' as const };

function codeOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return error instanceof AccessError ? error.code : 'other';
  }
  return 'none';
}

describe('checkAccessData', () => {
  it('keeps access data holding a brand valid for the host', () => {
    expect(codeOf(() => checkAccessData(makeAccess({ brands: [atlas] }), 'portal.test'))).toBe(
      'none',
    );
    expect(codeOf(() => checkAccessData(makeAccess({ brands: [corvid] }), 'corvid.test'))).toBe(
      'none',
    );
  });

  it('raises a brand mismatch when no brand fits the host', () => {
    expect(codeOf(() => checkAccessData(makeAccess({ brands: [corvid] }), 'portal.test'))).toBe(
      'brandMismatch',
    );
    expect(codeOf(() => checkAccessData(makeAccess({ brands: [atlas] }), 'corvid.test'))).toBe(
      'brandMismatch',
    );
  });

  it('raises noOrganizationAssigned without brands (or with inactive ones only)', () => {
    expect(codeOf(() => checkAccessData(makeAccess({ brands: [] }), 'portal.test'))).toBe(
      'noOrganizationAssigned',
    );
    const inactive = { ...atlas, status: 'INACTIVE' as const };
    expect(codeOf(() => checkAccessData(makeAccess({ brands: [inactive] }), 'portal.test'))).toBe(
      'noOrganizationAssigned',
    );
  });
});

describe('classifyAccessFailure', () => {
  const serverError = new ApiError(500, {
    statusCode: 500,
    code: 'INTERNAL_ERROR',
    message: 'Database down',
  });

  it('skips aborted requests silently', () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    expect(classifyAccessFailure(abort, { employeeNumber: null, host: 'a' }).kind).toBe('ignore');
    const axiosStyle = new Error('Request aborted');
    expect(classifyAccessFailure(axiosStyle, { employeeNumber: 'S1', host: 'a' }).kind).toBe(
      'ignore',
    );
  });

  it('sends users without a serial number to the login dashboard, except on the Corvid host', () => {
    expect(
      classifyAccessFailure(serverError, { employeeNumber: null, host: 'portal.test' }),
    ).toEqual({ kind: 'dashboard' });
    expect(
      classifyAccessFailure(serverError, { employeeNumber: '', host: 'portal.test' }).kind,
    ).toBe('dashboard');
    expect(
      classifyAccessFailure(serverError, { employeeNumber: null, host: 'corvid.test' }),
    ).toEqual({ kind: 'error', message: 'errors.accessLoad', details: 'Database down' });
  });

  it('shows the error with the response message to users with a serial number', () => {
    expect(
      classifyAccessFailure(serverError, { employeeNumber: 'S1', host: 'portal.test' }),
    ).toEqual({ kind: 'error', message: 'errors.accessLoad', details: 'Database down' });
    expect(
      classifyAccessFailure(new TypeError('Failed to fetch'), { employeeNumber: 'S1', host: 'a' }),
    ).toEqual({ kind: 'error', message: 'errors.accessLoad', details: 'Failed to fetch' });
  });

  it('maps the access data errors to their states', () => {
    const ctx = { employeeNumber: null, host: 'portal.test' };
    expect(classifyAccessFailure(new AccessError('noOrganizationAssigned'), ctx).kind).toBe(
      'noOrganization',
    );
    expect(classifyAccessFailure(new AccessError('brandMismatch'), ctx)).toEqual({
      kind: 'error',
      message: 'errors.brandMismatch',
    });
  });
});
