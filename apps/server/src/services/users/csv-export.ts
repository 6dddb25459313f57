// The CSV export of a filtered users list, streamed, with spreadsheet formulas neutralised.
import { Readable } from 'node:stream';
import type { ExportQuery, Locale, UserListItem } from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { Principal } from '../../auth/principal.js';
import { translator } from '../../lib/locale-files.js';
import { exportUsers } from '../../repositories/users/list-repository.js';
import { loadAdminContext } from './admin-context.js';
import { listedUserType } from './scope-rules.js';

const t = translator('users');

/** A cell a spreadsheet will not run: values starting with = + - @ (or tab, CR) get a leading quote. */
export function csvCell(value: string | number | boolean | null): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const COLUMNS: [string, (u: UserListItem) => string | null][] = [
  ['lastName', (u) => u.lastName],
  ['firstName', (u) => u.firstName],
  ['email', (u) => u.email],
  ['serialNumber', (u) => u.serialNumber],
  ['organization', (u) => u.organization],
  ['userType', (u) => u.userType],
  ['accountType', (u) => u.accountType],
  ['status', (u) => u.status],
  ['emailVerified', (u) => (u.emailVerified ? 'yes' : 'no')],
  ['lastLogin', (u) => u.lastLoginAt],
];

export async function exportCsv(db: Database, p: Principal, q: ExportQuery): Promise<Readable> {
  const ctx = await loadAdminContext(db.orm, p);
  const lang: Locale = q.lang ?? 'en';
  const header = COLUMNS.map(([key]) => csvCell(t(lang, `columns.${key}`))).join(',');
  async function* lines() {
    // A byte order mark lets spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${header}\r\n`;
    for await (const batch of exportUsers(db.orm, ctx.listScope, {
      ...q,
      onlyUserType: listedUserType(ctx),
    })) {
      yield (
        batch.map((u) => COLUMNS.map(([, get]) => csvCell(get(u))).join(',')).join('\r\n') + '\r\n'
      );
    }
  }
  return Readable.from(lines());
}
