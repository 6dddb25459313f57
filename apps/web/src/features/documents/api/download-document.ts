// GET /v2/documents/{id}/content: the file, saved under its own name.
import { useMutation } from '@tanstack/react-query';
import type { PortalDocument } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';

export async function downloadDocument(api: ApiClient, doc: PortalDocument) {
  const blob = await api.blob(`/documents/${doc.id}/content`, { headers: await api.authHeaders() });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadDocument() {
  const api = useApi();
  return useMutation({ mutationFn: (doc: PortalDocument) => downloadDocument(api, doc) });
}
