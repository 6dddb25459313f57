// POST /v2/documents (multipart upload), PATCH and DELETE /v2/documents/{id}: the library's
// management; each refreshes the lists.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentFields, PortalDocument } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { documentKeys } from './get-documents';

export function uploadDocument(api: ApiClient, fields: DocumentFields, file: File) {
  const form = new FormData();
  form.set('name', fields.name);
  form.set('description', fields.description);
  form.set('subject', fields.subject);
  form.set('brands', fields.brands.join(','));
  form.set('file', file, file.name);
  return api.upload<PortalDocument>('/documents', form);
}

export function updateDocument(api: ApiClient, id: number, fields: Partial<DocumentFields>) {
  return api.patch<PortalDocument>(`/documents/${id}`, fields);
}

export function deleteDocument(api: ApiClient, id: number) {
  return api.delete<void>(`/documents/${id}`);
}

function useRefreshing<A>(fn: (api: ApiClient, args: A) => Promise<unknown>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(api, args),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export const useUploadDocument = () =>
  useRefreshing((api, a: { fields: DocumentFields; file: File }) =>
    uploadDocument(api, a.fields, a.file),
  );
export const useUpdateDocument = () =>
  useRefreshing((api, a: { id: number; fields: Partial<DocumentFields> }) =>
    updateDocument(api, a.id, a.fields),
  );
export const useDeleteDocument = () => useRefreshing((api, id: number) => deleteDocument(api, id));
