// GET /v2/security-roles/{id}: one security role with every field.
import { useQuery } from '@tanstack/react-query';
import type { SecurityRole } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { fetchOne, oneQuery } from './crud';

export const getSecurityRole = (api: ApiClient, id: number, signal?: AbortSignal) =>
  fetchOne<SecurityRole>(api, 'security-roles', id, signal);

export const securityRoleQuery = (api: ApiClient, id: number | undefined) =>
  oneQuery<SecurityRole>(api, 'security-roles', id);

export function useSecurityRole(id: number | undefined) {
  return useQuery(securityRoleQuery(useApi(), id));
}
