// The verification links and mails of the users an identities apply creates, written from its
// temporary table of rows (import_target, see identity-apply.ts) in the caller's transaction.
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { VERIFICATION_HOURS } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { textArray } from '../../db/sql.js';

/** A new user's verification mail in one language, the name and token marked (see MARK). */
export interface MailTemplate {
  lang: string;
  subject: string;
  text: string;
  html: string;
}

/** The markers the templates carry: no translation nor escaping touches them. */
export const MARK = { name: '__import_first_name__', token: '__import_token__' } as const;

/** HTML escaping as verificationMail does it (`&#<code>;`). */
const esc = (v: SQL) => sql`replace(replace(replace(replace(replace(${v}, '&', '&#38;'),
  '<', '&#60;'), '>', '&#62;'), '"', '&#34;'), '''', '&#39;')`;

/** Bytes of a link's token, as the users editor draws them (randomBytes(32), base64url). */
const TOKEN_BYTES = 32;

/**
 * Each new user's verification link (32 random bytes from the process's generator, as the users
 * editor's, base64url; stored as its SHA-256 hash as storeToken does) and mail, queued in the
 * transaction (sent after commit). The bytes go to the database in one parameter, the n-th user
 * taking the n-th 32 (two gen_random_uuid() a user cost 0.5 s per 100,000 users, the bytes
 * 10 ms); `n`: how many users the run creates (its checked count). Hand-written: the templates
 * are filled in the database, no mail travels to the process.
 */
export async function queueVerificationMails(
  ex: Executor,
  templates: readonly MailTemplate[],
  n: number,
) {
  if (n === 0) return;
  const bytes = randomBytes(TOKEN_BYTES * n);
  const first = sql`n.first_name`;
  const fill = (body: SQL, name: SQL) =>
    sql`replace(replace(${body}, ${MARK.token}, n.token), ${MARK.name}, ${name})`;
  const langs = textArray(templates.map((t) => t.lang));
  // The CTE holds only the cells the mail needs: it is materialised, a copy of each row.
  await ex.execute(sql`WITH r AS (
      SELECT t.id, t.data, row_number() OVER () - 1 AS k
      FROM import_target t WHERE t.action = 'create'),
    n AS MATERIALIZED (
      SELECT r.id, r.data->>'email' AS email, r.data->>'firstName' AS first_name,
        CASE WHEN r.data->>'preferredLanguage' = ANY(${langs}) THEN r.data->>'preferredLanguage'
          ELSE 'en' END AS lang,
        rtrim(translate(encode(substring(${bytes}::bytea
          FROM (r.k * ${TOKEN_BYTES} + 1)::int FOR ${TOKEN_BYTES}), 'base64'), '+/', '-_'), '=')
          AS token
      FROM r),
    m AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(templates)}::jsonb)
      AS m(lang text, subject text, text text, html text)),
    v AS (INSERT INTO verification_token (identity_id, token_hash, expires_at)
      SELECT n.id, encode(sha256(convert_to(n.token, 'UTF8')), 'hex'),
        now() + ${`${VERIFICATION_HOURS} hours`}::interval FROM n)
    INSERT INTO email_outbox (to_address, subject, body_text, body_html)
    SELECT n.email, m.subject, ${fill(sql`m.text`, first)}, ${fill(sql`m.html`, esc(first))}
    FROM n JOIN m ON m.lang = n.lang`);
}
