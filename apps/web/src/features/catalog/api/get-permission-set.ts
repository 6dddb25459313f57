// GET /v2/permission-sets/{id}: one permission set with every field.
import { useQuery } from '@tanstack/react-query';
import type { PermissionSet } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { fetchOne, oneQuery } from './crud';

export const getPermissionSet = (api: ApiClient, id: number, signal?: AbortSignal) =>
  fetchOne<PermissionSet>(api, 'permission-sets', id, signal);

export const permissionSetQuery = (api: ApiClient, id: number | undefined) =>
  oneQuery<PermissionSet>(api, 'permission-sets', id);

export function usePermissionSet(id: number | undefined) {
  return useQuery(permissionSetQuery(useApi(), id));
}
