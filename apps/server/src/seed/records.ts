// Demo records: a readable edit history of organisations (and, at demo scale, of a few users) and
// a few integration errors, one of them a failed webhook delivery, so the pages show something.
// Audit entries go through the audit repository (backdated, no events); the rest is plain SQL.
import { sql } from 'drizzle-orm';
import { one, type Executor } from '../db/client.js';
import {
  recordOrganizationChanges,
  recordUserChanges,
  type Change,
} from '../repositories/audit-repository.js';
import { DEMO_ORGS } from './personas.js';

const ADA = 'ada.admin@atlas.example';
const DAN = 'dan.dealer@atlas.example';
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

const change = (
  operation: string,
  field: string,
  oldValue: string | null,
  newValue: string | null,
): Change => ({
  operation,
  field,
  oldValue,
  newValue,
});

async function idOf(tx: Executor, query: ReturnType<typeof sql>): Promise<number | undefined> {
  return (await one<{ id: number }>(tx, query))?.id;
}
const orgIdOf = (tx: Executor, code: string) =>
  idOf(tx, sql`SELECT id FROM organization WHERE code = ${code}`);
const userIdOf = (tx: Executor, email: string) =>
  idOf(tx, sql`SELECT id FROM identity WHERE email = ${email}`);

async function organizationHistory(tx: Executor) {
  for (const [i, org] of DEMO_ORGS.entries()) {
    const id = await orgIdOf(tx, org.code);
    if (!id) continue;
    const created = [
      change('CREATE', 'code', null, org.code),
      change('CREATE', 'name', null, org.name),
      change('CREATE', 'city', null, org.city),
      change('CREATE', 'country', null, org.country),
    ];
    await recordOrganizationChanges(tx, id, created, ADA, {
      changedOn: daysAgo(420 - i),
      skipEvent: true,
    });
  }
  const atl1 = await orgIdOf(tx, 'ATL-0001');
  if (atl1)
    await recordOrganizationChanges(
      tx,
      atl1,
      [change('UPDATE', 'address', '14 Front Street, Columbus', '1 Main Street, Columbus')],
      ADA,
      { changedOn: daysAgo(45), skipEvent: true },
    );
  const atl3 = await orgIdOf(tx, 'ATL-0003');
  if (atl3)
    await recordOrganizationChanges(
      tx,
      atl3,
      [change('UPDATE', 'name', 'Rheinland Baumaschinen GmbH & Co. KG', 'Rheinland Baumaschinen')],
      ADA,
      { changedOn: daysAgo(12), skipEvent: true },
    );
}

async function userHistory(tx: Executor) {
  const sam = await userIdOf(tx, 'sam.standard@atlas.example');
  if (sam) {
    const at = (n: number) => ({ changedOn: daysAgo(n), skipEvent: true });
    await recordUserChanges(
      tx,
      sam,
      [
        change('CREATE', 'email', null, 'sam.standard@atlas.example'),
        change('CREATE', 'firstName', null, 'Sam'),
        change('CREATE', 'lastName', null, 'Standard'),
        change('CREATE', 'jobTitle', null, 'Apprentice Technician'),
        change('CREATE', 'locations', null, 'ATL-0001 (include, preferred)'),
        change('CREATE', 'brands', null, '1'),
        change('CREATE', 'regions', null, 'NA'),
      ],
      DAN,
      at(300),
    );
    await recordUserChanges(
      tx,
      sam,
      [change('VERIFY', 'emailVerified', 'false', 'true')],
      'sam.standard@atlas.example',
      at(299),
    );
    await recordUserChanges(
      tx,
      sam,
      [change('UPDATE', 'roles', null, 'DOCUMENT_READER @ ATL-0001')],
      DAN,
      at(200),
    );
    await recordUserChanges(
      tx,
      sam,
      [change('UPDATE', 'jobTitle', 'Apprentice Technician', 'Service Technician')],
      DAN,
      at(120),
    );
    await recordUserChanges(
      tx,
      sam,
      [change('UPDATE', 'mobilePhone', '+1 614 555 0142', '+1 614 555 0100')],
      ADA,
      at(60),
    );
  }
  const pat = await userIdOf(tx, 'pat.password@atlas.example');
  if (pat) {
    await recordUserChanges(
      tx,
      pat,
      [
        change('DEACTIVATE', 'status', 'ACTIVE', 'INACTIVE'),
        change('DEACTIVATE', 'deactivationReason', null, 'inactivity'),
      ],
      'system:inactivity-job',
      { changedOn: daysAgo(30), skipEvent: true },
    );
    await recordUserChanges(tx, pat, [change('REACTIVATE', 'status', 'INACTIVE', 'ACTIVE')], DAN, {
      changedOn: daysAgo(29),
      skipEvent: true,
    });
  }
  const ivy = await userIdOf(tx, 'ivy.internal@atlas.example');
  if (ivy)
    await recordUserChanges(
      tx,
      ivy,
      [change('UPDATE', 'regions', 'NA', 'EMEA, NA'), change('UPDATE', 'brands', '1', '1, 2')],
      ADA,
      { changedOn: daysAgo(20), skipEvent: true },
    );
}

/** A paused subscription whose delivery failed for good, and what workers reported. */
async function integrationErrors(tx: Executor) {
  const sam = await userIdOf(tx, 'sam.standard@atlas.example');
  const atl1 = await orgIdOf(tx, 'ATL-0001');
  const atl2 = await orgIdOf(tx, 'ATL-0002');
  const atl3 = await orgIdOf(tx, 'ATL-0003');
  const hook = await idOf(
    tx,
    sql`INSERT INTO webhook_subscription (url, description, secret, event_types, active, created_by, created_at)
      VALUES ('https://erp.atlas.example/hooks/portal', 'ERP dealer accounts (paused after failures)',
        ${`demo-${Math.random().toString(36).slice(2)}-secret`}, '{user.created,user.changed,user.deactivated,user.deleted,user.resynced}',
        false, ${ADA}, now() - interval '90 days') RETURNING id`,
  );
  if (sam && hook) {
    const event = await one<{ id: string }>(
      tx,
      sql`INSERT INTO integration_event (event_type, entity_type, entity_id, payload, changed_by, created_at)
        VALUES ('user.changed', 'user', ${String(sam)},
          ${JSON.stringify({ id: sam, email: 'sam.standard@atlas.example', serialNumber: 'D200002' })}::jsonb,
          ${ADA}, now() - interval '2 days') RETURNING id`,
    );
    await tx.execute(sql`INSERT INTO webhook_delivery (event_id, subscription_id, status, attempts, last_status, last_error, created_at)
      VALUES (${event!.id}::uuid, ${hook}, 'FAILED', 8, 503, 'HTTP 503 Service Unavailable', now() - interval '2 days')`);
    await tx.execute(sql`INSERT INTO integration_error (integration_type, target_type, target_id, organization_id,
        serial_number, function_name, log_group, log_stream, log_timestamp, message, details, event_id, subscription_id)
      VALUES ('WEBHOOK', 'USER', ${String(sam)}, ${atl1 ?? null}, 'D200002', 'portal-webhook-delivery', 'portal/webhooks',
        ${`subscription-${hook}`}, now() - interval '1 day',
        'Delivery of user.changed to https://erp.atlas.example/hooks/portal failed after 8 attempts: HTTP 503 Service Unavailable',
        'HTTP 503 Service Unavailable', ${event!.id}::uuid, ${hook})`);
  }
  const reports: [
    string,
    string,
    string | null,
    number | null,
    string | null,
    string,
    string,
    number,
    string,
  ][] = [
    [
      'DIRECTORY_SYNC',
      'USER',
      'D200003',
      atl2 ?? null,
      'D200003',
      'directory-sync-worker',
      'LDAP modify failed: constraint violation on attribute mail',
      3,
      'OPEN',
    ],
    [
      'ERP_ACCOUNT_SYNC',
      'ORGANIZATION',
      'ATL-0003',
      atl3 ?? null,
      null,
      'erp-dealer-sync',
      'ERP rejected the dealer record: unknown territory code EMEA-7',
      6,
      'RESOLVED',
    ],
    [
      'LICENSE_FEED',
      'OTHER',
      'batch-2026-11-20',
      null,
      null,
      'license-feed-export',
      'Timed out after 900 seconds while exporting licence assignments',
      9,
      'OPEN',
    ],
  ];
  for (const [type, target, targetId, org, serial, fn, message, days, status] of reports)
    await tx.execute(sql`INSERT INTO integration_error (integration_type, target_type, target_id, organization_id,
        serial_number, function_name, function_arn, log_group, log_stream, log_timestamp, message, status)
      VALUES (${type}, ${target}, ${targetId}, ${org}, ${serial}, ${fn},
        ${`arn:aws:lambda:us-east-2:123456789012:function:${fn}`}, ${`/aws/lambda/${fn}`},
        ${`2026/11/${20 - (days % 10)}/[$LATEST]${fn.slice(0, 6)}${days}f3c9`},
        now() - ${`${days} days`}::interval, ${message}, ${status})`);
}

export async function seedRecords(tx: Executor, scale: 'demo' | 'minimal'): Promise<void> {
  await organizationHistory(tx);
  // The API tests (minimal scale) assert the personas' own histories exactly.
  if (scale === 'demo') await userHistory(tx);
  await integrationErrors(tx);
}
