// POST /v2/applications: creates a application; every catalogue query is refreshed afterwards.
import type { Application, ApplicationInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './crud';

export const createApplication = (api: ApiClient, input: ApplicationInput) =>
  api.post<Application>('/applications', input);

export function useCreateApplication() {
  const api = useApi();
  return useCatalogMutation((input: ApplicationInput) => createApplication(api, input));
}
