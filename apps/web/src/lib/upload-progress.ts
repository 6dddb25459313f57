// A multipart upload over XMLHttpRequest, the one browser API that reports upload progress (fetch
// does not): resolves with the status and the parsed JSON answer; the API client turns errors.

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell the size. */
  total: number;
}

export interface XhrUploadOptions {
  method: 'POST' | 'PUT';
  headers: Record<string, string>;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
}

export function xhrUpload(
  url: string,
  form: FormData,
  options: XhrUploadOptions,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener('abort', abort);
    xhr.open(options.method, url);
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (e) =>
      options.onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 }),
    );
    xhr.addEventListener('load', () => {
      settle();
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('Request aborted', 'AbortError'));
    });
    if (options.signal?.aborted) return abort();
    options.signal?.addEventListener('abort', abort);
    xhr.send(form);
  });
}
