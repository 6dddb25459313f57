// Demo records: a readable edit history of organisations (and, at demo scale, of a few users) and
// a few integration errors, one of them a failed webhook delivery, so the pages show something.
// Audit entries go through the audit repository (backdated, no events).
import type { Executor } from '../db/client.js';
import {
  writeOrganizationEntries,
  writeUserEntries,
  type Change,
} from '../repositories/records/audit-entries.js';
import { identityId, organizationId } from '../repositories/seed/reference-repository.js';
import * as repo from '../repositories/seed/records-repository.js';
import { DEMO_ORGS } from './personas.js';

const ADA = 'ada.admin@atlas.example';
const DAN = 'dan.dealer@atlas.example';
const SAM = 'sam.standard@atlas.example';
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

type Values = readonly [string, string | null, string | null];
/** Changes of one operation: [field, old value, new value] each. */
const changes = (operation: string, ...list: Values[]): Change[] =>
  list.map(([field, oldValue, newValue]) => ({ operation, field, oldValue, newValue }));

/** One backdated edit: whose record (code or e-mail), what changed, by whom, how many days ago. */
type Edit = [string, Change[], string, number];

const ORGANIZATION_EDITS: Edit[] = [
  ...DEMO_ORGS.map((org, i): Edit => {
    const created = changes(
      'CREATE',
      ['code', null, org.code],
      ['name', null, org.name],
      ['city', null, org.city],
      ['country', null, org.country],
    );
    return [org.code, created, ADA, 420 - i];
  }),
  [
    'ATL-0001',
    changes('UPDATE', ['address', '14 Front Street, Columbus', '1 Main Street, Columbus']),
    ADA,
    45,
  ],
  [
    'ATL-0003',
    changes('UPDATE', ['name', 'Rheinland Baumaschinen GmbH & Co. KG', 'Rheinland Baumaschinen']),
    ADA,
    12,
  ],
];

const USER_EDITS: Edit[] = [
  [
    SAM,
    changes(
      'CREATE',
      ['email', null, SAM],
      ['firstName', null, 'Sam'],
      ['lastName', null, 'Standard'],
      ['jobTitle', null, 'Apprentice Technician'],
      ['locations', null, 'ATL-0001 (include, preferred)'],
      ['brands', null, '1'],
      ['regions', null, 'NA'],
    ),
    DAN,
    300,
  ],
  [SAM, changes('VERIFY', ['emailVerified', 'false', 'true']), SAM, 299],
  [SAM, changes('UPDATE', ['roles', null, 'DOCUMENT_READER @ ATL-0001']), DAN, 200],
  [SAM, changes('UPDATE', ['jobTitle', 'Apprentice Technician', 'Service Technician']), DAN, 120],
  [SAM, changes('UPDATE', ['mobilePhone', '+1 614 555 0142', '+1 614 555 0100']), ADA, 60],
  [
    'pat.password@atlas.example',
    changes(
      'DEACTIVATE',
      ['status', 'ACTIVE', 'INACTIVE'],
      ['deactivationReason', null, 'inactivity'],
    ),
    'system:inactivity-job',
    30,
  ],
  ['pat.password@atlas.example', changes('REACTIVATE', ['status', 'INACTIVE', 'ACTIVE']), DAN, 29],
  [
    'ivy.internal@atlas.example',
    changes('UPDATE', ['regions', 'NA', 'EMEA, NA'], ['brands', '1', '1, 2']),
    ADA,
    20,
  ],
];

/** Writes backdated edits (no events) through `record`, skipping records that do not exist. */
async function history(
  tx: Executor,
  edits: Edit[],
  idOf: (tx: Executor, key: string) => Promise<number | undefined>,
  record: (...args: Parameters<typeof writeOrganizationEntries>) => Promise<unknown>,
) {
  for (const [key, list, by, days] of edits) {
    const id = await idOf(tx, key);
    if (id) await record(tx, id, list, by, daysAgo(days));
  }
}

/** [type, target type, target id, location code, serial, function, message, days ago, status] */
type Report = [
  string,
  string,
  string | null,
  string | null,
  string | null,
  string,
  string,
  number,
  'OPEN' | 'RESOLVED',
];
const REPORTS: Report[] = [
  [
    'DIRECTORY_SYNC',
    'USER',
    'D200003',
    'ATL-0002',
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
    'ATL-0003',
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

/** A paused subscription whose delivery failed for good, and what workers reported. */
async function integrationErrors(tx: Executor) {
  const sam = await identityId(tx, SAM);
  const url = 'https://erp.atlas.example/hooks/portal';
  const hook = await repo.insertSubscription(tx, {
    url,
    description: 'ERP dealer accounts (paused after failures)',
    secret: `demo-${Math.random().toString(36).slice(2)}-secret`,
    eventTypes: [
      'user.created',
      'user.changed',
      'user.deactivated',
      'user.deleted',
      'user.resynced',
    ],
    active: false,
    createdBy: ADA,
    createdAt: daysAgo(90),
  });
  if (sam) {
    const eventId = await repo.insertEvent(tx, {
      eventType: 'user.changed',
      entityType: 'user',
      entityId: String(sam),
      payload: { id: sam, email: SAM, serialNumber: 'D200002' },
      changedBy: ADA,
      createdAt: daysAgo(2),
    });
    const failure = 'HTTP 503 Service Unavailable';
    await repo.insertDelivery(tx, {
      eventId,
      subscriptionId: hook,
      status: 'FAILED',
      attempts: 8,
      lastStatus: 503,
      lastError: failure,
      createdAt: daysAgo(2),
    });
    await repo.insertIntegrationErrors(tx, [
      {
        integrationType: 'WEBHOOK',
        targetType: 'USER',
        targetId: String(sam),
        organizationId: (await organizationId(tx, 'ATL-0001')) ?? null,
        serialNumber: 'D200002',
        functionName: 'portal-webhook-delivery',
        logGroup: 'portal/webhooks',
        logStream: `subscription-${hook}`,
        logTimestamp: daysAgo(1),
        message: `Delivery of user.changed to ${url} failed after 8 attempts: ${failure}`,
        details: failure,
        eventId,
        subscriptionId: hook,
      },
    ]);
  }
  const rows = [];
  for (const [type, target, targetId, org, serial, fn, message, days, status] of REPORTS)
    rows.push({
      integrationType: type,
      targetType: target,
      targetId,
      organizationId: org ? ((await organizationId(tx, org)) ?? null) : null,
      serialNumber: serial,
      functionName: fn,
      functionArn: `arn:aws:lambda:us-east-2:123456789012:function:${fn}`,
      logGroup: `/aws/lambda/${fn}`,
      logStream: `2026/11/${20 - (days % 10)}/[$LATEST]${fn.slice(0, 6)}${days}f3c9`,
      logTimestamp: daysAgo(days),
      message,
      status,
    });
  await repo.insertIntegrationErrors(tx, rows);
}

export async function seedRecords(tx: Executor, scale: 'demo' | 'minimal'): Promise<void> {
  await history(tx, ORGANIZATION_EDITS, organizationId, writeOrganizationEntries);
  // The API tests (minimal scale) assert the personas' own histories exactly.
  if (scale === 'demo')
    await history(tx, USER_EDITS, identityId, (ex, id, changes, by, on) =>
      writeUserEntries(ex, [{ identityId: id, changes }], by, on),
    );
  await integrationErrors(tx);
}
