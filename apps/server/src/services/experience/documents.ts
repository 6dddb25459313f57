// The document library: documents of the user's brands, their files, and their management by
// holders of admin:documents:write (within their own brands; every change audited).
import { sql } from 'drizzle-orm';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  type DocumentFields,
  type DocumentSubject,
  type PortalDocument,
} from '@portal/shared';
import { one, rows, type Database, type Executor } from '../../db/client.js';
import { insertAuditRows } from '../../repositories/audit-repository.js';
import { HttpError } from '../../lib/http-errors.js';
import type { Principal } from '../access.js';
import { activeBrandIds } from './user-scope.js';
import { intArray, jsonValue } from '../../db/sql.js';
import type { document, SqlRow } from '../../db/schema.js';

type DocumentRow = Pick<
  SqlRow<typeof document.$inferSelect>,
  | 'id'
  | 'name'
  | 'description'
  | 'subject'
  | 'file_name'
  | 'content_type'
  | 'size_bytes'
  | 'updated_at'
> & { brands: { id: number; name: string }[] | string };

const toDocument = (r: DocumentRow): PortalDocument => ({
  id: r.id,
  name: r.name,
  description: r.description,
  subject: r.subject,
  fileName: r.file_name,
  contentType: r.content_type,
  sizeBytes: r.size_bytes,
  brands: jsonValue(r.brands),
  updatedAt: new Date(r.updated_at).toISOString(),
});

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function inBrands(brands: number[]) {
  return sql`EXISTS (SELECT 1 FROM document_brand db WHERE db.document_id = d.id AND db.brand_id = ANY(${intArray(brands)}))`;
}

const COLUMNS = sql`d.id, d.name, d.description, d.subject, d.file_name, d.content_type, d.size_bytes, d.updated_at,
  COALESCE((SELECT json_agg(json_build_object('id', b.id, 'name', b.name) ORDER BY b.id)
    FROM document_brand db JOIN brand b ON b.id = db.brand_id WHERE db.document_id = d.id), '[]'::json) AS brands`;

export async function listDocuments(
  ex: Executor,
  p: Principal,
  filter: { subject?: DocumentSubject | undefined; search?: string | undefined },
): Promise<PortalDocument[]> {
  const search = filter.search?.trim();
  const list = await rows<DocumentRow>(
    ex,
    sql`SELECT ${COLUMNS} FROM document d
      WHERE ${inBrands(activeBrandIds(p))}
        ${filter.subject ? sql`AND d.subject = ${filter.subject}` : sql``}
        ${search ? sql`AND (d.name ILIKE ${likePattern(search)} OR d.description ILIKE ${likePattern(search)})` : sql``}
      ORDER BY d.subject, lower(d.name), d.id LIMIT 1000`,
  );
  return list.map(toDocument);
}

async function findVisible(ex: Executor, p: Principal, id: number) {
  const row = await one<DocumentRow>(
    ex,
    sql`SELECT ${COLUMNS} FROM document d WHERE d.id = ${id} AND ${inBrands(activeBrandIds(p))}`,
  );
  if (!row) throw new HttpError(404, 'The document does not exist.', 'documents.notFound');
  return toDocument(row);
}

/** The file of a document the user may read; 404 for documents of other brands. */
export async function documentFile(ex: Executor, p: Principal, id: number) {
  const doc = await findVisible(ex, p, id);
  const file = await one<{ content: Uint8Array }>(
    ex,
    sql`SELECT content FROM document WHERE id = ${id}`,
  );
  return { doc, content: Buffer.from(file!.content) };
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

async function audit(
  ex: Executor,
  p: Principal,
  id: number,
  operation: 'CREATE' | 'UPDATE' | 'DELETE',
  field: string | null,
  oldValue: string | null,
  newValue: string | null,
) {
  await insertAuditRows(ex, [
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
    const row = await one<{ id: number }>(
      tx,
      sql`INSERT INTO document (name, description, subject, file_name, content_type, size_bytes, content, modified_by)
        VALUES (${fields.name}, ${fields.description}, ${fields.subject}, ${cleanFileName(file.fileName)},
          ${contentType}, ${file.data.length}, ${file.data}, ${p.email}) RETURNING id`,
    );
    await tx.execute(sql`INSERT INTO document_brand (document_id, brand_id)
      SELECT ${row!.id}, unnest(${intArray(brands)})`);
    await audit(tx, p, row!.id, 'CREATE', null, null, fields.name);
    return row!.id;
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
      await tx.execute(
        sql`UPDATE document SET ${sql.identifier(field)} = ${value}, updated_at = now(), modified_by = ${p.email},
          version = version + 1 WHERE id = ${id}`,
      );
      await audit(tx, p, id, 'UPDATE', field, before[field], value);
    }
    if (patch.brands) {
      const mine = activeBrandIds(p);
      // Brands the administrator does not hold stay as they are; theirs become what was asked.
      const kept = before.brands.map((b) => b.id).filter((b) => !mine.includes(b));
      const next = [...new Set([...kept, ...ownBrands(p, patch.brands)])].sort((a, b) => a - b);
      const old = before.brands.map((b) => b.id);
      if (next.join(',') !== old.join(',')) {
        await tx.execute(sql`DELETE FROM document_brand WHERE document_id = ${id}`);
        await tx.execute(sql`INSERT INTO document_brand (document_id, brand_id)
          SELECT ${id}, unnest(${intArray(next)})`);
        await tx.execute(
          sql`UPDATE document SET updated_at = now(), modified_by = ${p.email}, version = version + 1 WHERE id = ${id}`,
        );
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
    await tx.execute(sql`DELETE FROM document WHERE id = ${id}`);
    await audit(tx, p, id, 'DELETE', null, before.name, null);
  });
}
