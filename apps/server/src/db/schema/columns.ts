// The column helpers the schema's tables share (bytea, timestamptz, text lists, a status).
import { sql } from 'drizzle-orm';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

/** bytea as a Node Buffer (Drizzle has no built-in bytea column). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'`);

export type ActiveStatus = 'ACTIVE' | 'INACTIVE';
