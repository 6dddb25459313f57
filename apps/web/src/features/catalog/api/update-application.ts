// PUT /v2/applications/{id}: saves a application over the version it was loaded at (409 when stale).
import type { Application, ApplicationInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './crud';

export interface UpdateApplicationVars {
  id: number;
  version: number;
  input: ApplicationInput;
}

export const updateApplication = (api: ApiClient, { id, version, input }: UpdateApplicationVars) =>
  api.put<Application>(`/applications/${id}`, { ...input, version });

export function useUpdateApplication() {
  const api = useApi();
  return useCatalogMutation((vars: UpdateApplicationVars) => updateApplication(api, vars));
}
