// The document library: documents of the user's brands, their files, and their management by
// holders of admin:documents:write (within their own brands; every change audited).
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  type DocumentFields,
  type DocumentSubject,
  type PortalDocument,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import { insertAuditRows } from '../../repositories/records/audit-entries.js';
import {
  deleteDocumentRow,
  documentContent,
  findDocument,
  insertDocument,
  listDocumentRows,
  replaceDocumentBrands,
  touchDocument,
  type DocumentRow,
} from '../../repositories/experience/documents-repository.js';
import type { Principal } from '../../auth/principal.js';
import { activeBrandIds } from './user-scope.js';

const toDocument = (r: DocumentRow): PortalDocument => ({
  ...r,
  updatedAt: r.updatedAt.toISOString(),
});

export async function listDocuments(
  ex: Executor,
  p: Principal,
  filter: { subject?: DocumentSubject | undefined; search?: string | undefined },
): Promise<PortalDocument[]> {
  const search = filter.search?.trim() || undefined;
  const list = await listDocumentRows(ex, activeBrandIds(p), { subject: filter.subject, search });
  return list.map(toDocument);
}

async function findVisible(ex: Executor, p: Principal, id: number) {
  const row = await findDocument(ex, activeBrandIds(p), id);
  if (!row) throw new HttpError(404, 'The document does not exist.', 'documents.notFound');
  return toDocument(row);
}

/** The file of a document the user may read; 404 for documents of other brands. */
export async function documentFile(ex: Executor, p: Principal, id: number) {
  const doc = await findVisible(ex, p, id);
  const content = await documentContent(ex, id);
  return { doc, content: Buffer.from(content!) };
}

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  pdf: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  png: (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  zip: (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  text: (b) => !b.includes(0),
};
const MAGIC_BY_EXTENSION: Record<string, string> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  txt: 'text',
  csv: 'text',
};

/** The content type a file is stored and served with; 'Invalid File Type' for anything else. */
export function checkedFileType(fileName: string, data: Buffer): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const type = DOCUMENT_TYPES[extension];
  const magic = MAGIC[MAGIC_BY_EXTENSION[extension] ?? ''];
  if (!type || !magic || !magic(data))
    throw new HttpError(400, 'Invalid File Type', 'validation.invalidFileType');
  return type;
}

export function checkFileSize(bytes: number) {
  if (bytes > DOCUMENT_MAX_BYTES)
    throw new HttpError(
      413,
      `The file is larger than the limit of ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
      'validation.fileTooLarge',
    );
  if (bytes === 0) throw new HttpError(400, 'The file is empty.', 'validation.fileEmpty');
}

export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').slice(-200) || 'document';
}

/** Brands an administrator may give a document: their own active brands only. */
function ownBrands(p: Principal, brands: readonly number[]): number[] {
  const mine = activeBrandIds(p);
  const foreign = brands.filter((b) => !mine.includes(b));
  if (foreign.length > 0)
    throw new HttpError(
      403,
      'Documents can only be given brands you are assigned to.',
      'documents.brandNotAllowed',
    );
  return [...new Set(brands)];
}

function audit(
  ex: Executor,
  p: Principal,
  id: number,
  operation: 'CREATE' | 'UPDATE' | 'DELETE',
  field: string | null,
  oldValue: string | null,
  newValue: string | null,
) {
  return insertAuditRows(ex, [
    {
      entityType: 'document',
      entityId: String(id),
      operation,
      field,
      oldValue,
      newValue,
      changedBy: p.email,
    },
  ]);
}

export async function createDocument(
  db: Database,
  p: Principal,
  fields: DocumentFields,
  file: { fileName: string; data: Buffer },
): Promise<PortalDocument> {
  checkFileSize(file.data.length);
  const contentType = checkedFileType(file.fileName, file.data);
  const brands = ownBrands(p, fields.brands);
  const id = await db.tx(async (tx) => {
    const created = await insertDocument(tx, {
      name: fields.name,
      description: fields.description,
      subject: fields.subject,
      fileName: cleanFileName(file.fileName),
      contentType,
      sizeBytes: file.data.length,
      content: file.data,
      modifiedBy: p.email,
    });
    await replaceDocumentBrands(tx, created, brands);
    await audit(tx, p, created, 'CREATE', null, null, fields.name);
    return created;
  });
  return findVisible(db.orm, p, id);
}

export async function updateDocument(
  db: Database,
  p: Principal,
  id: number,
  patch: Partial<DocumentFields>,
): Promise<PortalDocument> {
  await db.tx(async (tx) => {
    const before = await findVisible(tx, p, id);
    for (const field of ['name', 'description', 'subject'] as const) {
      const value = patch[field];
      if (value === undefined || value === before[field]) continue;
      await touchDocument(tx, id, p.email, { [field]: value });
      await audit(tx, p, id, 'UPDATE', field, before[field], value);
    }
    if (patch.brands) {
      const mine = activeBrandIds(p);
      // Brands the administrator does not hold stay as they are; theirs become what was asked.
      const kept = before.brands.map((b) => b.id).filter((b) => !mine.includes(b));
      const next = [...new Set([...kept, ...ownBrands(p, patch.brands)])].sort((a, b) => a - b);
      const old = before.brands.map((b) => b.id);
      if (next.join(',') !== old.join(',')) {
        await replaceDocumentBrands(tx, id, next);
        await touchDocument(tx, id, p.email);
        await audit(tx, p, id, 'UPDATE', 'brands', old.join(','), next.join(','));
      }
    }
  });
  return findVisible(db.orm, p, id);
}

export async function deleteDocument(db: Database, p: Principal, id: number): Promise<void> {
  await db.tx(async (tx) => {
    const before = await findVisible(tx, p, id);
    ownBrands(
      p,
      before.brands.map((b) => b.id),
    );
    await deleteDocumentRow(tx, id);
    await audit(tx, p, id, 'DELETE', null, before.name, null);
  });
}
