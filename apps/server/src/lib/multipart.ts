// A small multipart/form-data reader for single-file uploads (the body arrives as one Buffer,
// already size-limited by Fastify); enough for the document upload form.

export interface MultipartPart {
  name: string;
  filename?: string | undefined;
  contentType?: string | undefined;
  data: Buffer;
}

const MAX_PARTS = 20;

export function boundaryOf(contentType: string | undefined): string | null {
  const match = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function dispositionParam(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header);
  return match?.[1]?.replace(/\\(.)/g, '$1');
}

/** The parts of a multipart body, or null when it is not well formed. */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  let pos = body.indexOf(delimiter);
  if (pos < 0) return null;
  const parts: MultipartPart[] = [];
  for (;;) {
    pos += delimiter.length;
    if (body.subarray(pos, pos + 2).toString() === '--') return parts;
    if (body.subarray(pos, pos + 2).toString() !== '\r\n') return null;
    pos += 2;
    const headerEnd = body.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) return null;
    const headers = body.subarray(pos, headerEnd).toString('utf8').split('\r\n');
    const end = body.indexOf(next, headerEnd + 4);
    if (end < 0) return null;
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
    const type = headers.find((h) => /^content-type:/i.test(h));
    const name = dispositionParam(disposition, 'name');
    if (name === undefined) return null;
    parts.push({
      name,
      filename: dispositionParam(disposition, 'filename'),
      contentType: type?.slice(type.indexOf(':') + 1).trim(),
      data: body.subarray(headerEnd + 4, end),
    });
    if (parts.length > MAX_PARTS) return null;
    pos = end + 2;
  }
}
