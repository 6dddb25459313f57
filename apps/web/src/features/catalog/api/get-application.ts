// GET /v2/applications/{id}: one application with every field.
import { useQuery } from '@tanstack/react-query';
import type { Application } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { fetchOne, oneQuery } from './crud';

export const getApplication = (api: ApiClient, id: number, signal?: AbortSignal) =>
  fetchOne<Application>(api, 'applications', id, signal);

export const applicationQuery = (api: ApiClient, id: number | undefined) =>
  oneQuery<Application>(api, 'applications', id);

export function useApplication(id: number | undefined) {
  return useQuery(applicationQuery(useApi(), id));
}
