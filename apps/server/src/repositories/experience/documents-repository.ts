// The document library's rows: documents of given brands with their brand names, files, and changes.
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocumentSubject } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { intArray, jsonValue, likeContains } from '../../db/sql.js';
import { document, documentBrand } from '../../db/schema/index.js';

type Brand = { id: number; name: string };

// The alias `d` is the one the brand condition names.
const d = alias(document, 'd');

const COLUMNS = {
  id: d.id,
  name: d.name,
  description: d.description,
  subject: d.subject,
  fileName: d.fileName,
  contentType: d.contentType,
  sizeBytes: d.sizeBytes,
  updatedAt: d.updatedAt,
  // PGlite hands json_agg over as text in some positions; jsonValue reads both.
  brands: sql<
    Brand[]
  >`COALESCE((SELECT json_agg(json_build_object('id', b.id, 'name', b.name) ORDER BY b.id)
    FROM document_brand db JOIN brand b ON b.id = db.brand_id WHERE db.document_id = d.id), '[]'::json)`.mapWith(
    (v: Brand[] | string) => jsonValue(v),
  ),
};

export type DocumentRow = Awaited<ReturnType<typeof findDocument>> & {};

function inBrands(brands: readonly number[]): SQL {
  return sql`EXISTS (SELECT 1 FROM document_brand db WHERE db.document_id = d.id AND db.brand_id = ANY(${intArray(brands)}))`;
}

/** Documents of the brands, by subject and name; `search` matches name or description. */
export function listDocumentRows(
  ex: Executor,
  brands: readonly number[],
  filter: { subject?: DocumentSubject | undefined; search?: string | undefined },
) {
  const pattern = filter.search ? likeContains(filter.search) : undefined;
  return ex
    .select(COLUMNS)
    .from(d)
    .where(
      and(
        inBrands(brands),
        filter.subject ? eq(d.subject, filter.subject) : undefined,
        pattern ? or(ilike(d.name, pattern), ilike(d.description, pattern)) : undefined,
      ),
    )
    .orderBy(d.subject, sql`lower(${d.name})`, asc(d.id))
    .limit(1000);
}

/** One document if it belongs to one of the brands. */
export async function findDocument(ex: Executor, brands: readonly number[], id: number) {
  const [row] = await ex
    .select(COLUMNS)
    .from(d)
    .where(and(eq(d.id, id), inBrands(brands)));
  return row;
}

export async function documentContent(ex: Executor, id: number) {
  const [row] = await ex
    .select({ content: document.content })
    .from(document)
    .where(eq(document.id, id));
  return row?.content;
}

export async function insertDocument(
  ex: Executor,
  values: Omit<typeof document.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>,
) {
  const [row] = await ex.insert(document).values(values).returning({ id: document.id });
  return row!.id;
}

/** Bumps version and modification stamp, with the changed fields. */
export async function touchDocument(
  ex: Executor,
  id: number,
  by: string,
  changes: Partial<Pick<typeof document.$inferInsert, 'name' | 'description' | 'subject'>> = {},
) {
  await ex
    .update(document)
    .set({
      ...changes,
      updatedAt: sql`now()`,
      modifiedBy: by,
      version: sql`${document.version} + 1`,
    })
    .where(eq(document.id, id));
}

/** The document's brands become exactly the given ones. */
export async function replaceDocumentBrands(ex: Executor, id: number, brands: readonly number[]) {
  await ex.delete(documentBrand).where(eq(documentBrand.documentId, id));
  if (brands.length > 0)
    await ex.insert(documentBrand).values(brands.map((brandId) => ({ documentId: id, brandId })));
}

export async function deleteDocumentRow(ex: Executor, id: number) {
  await ex.delete(document).where(eq(document.id, id));
}
