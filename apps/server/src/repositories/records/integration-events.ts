// The outbox of integration events: the state of a user or an organisation as sent downstream,
// the event row and one delivery per listening webhook subscription, all in the caller's transaction.
import { sql } from 'drizzle-orm';
import type { IntegrationEventType } from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import { intArray, jsonValue } from '../../db/sql.js';

/** A user as the feeds see it. Roles flagged exclude-from-feeds are left out. */
export interface UserPayload {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  serialNumber: string | null;
  jobTitle: string | null;
  userType: string;
  accountType: string;
  status: string;
  preferredLanguage: string;
  brandIds: number[];
  regionCodes: string[];
  locations: { organizationId: number; code: string; mode: string; preferred: boolean }[];
  roles: { name: string; feedId: string | null; organizationId: number | null }[];
  updatedAt: string;
}

export interface OrganizationPayload {
  id: number;
  code: string;
  name: string;
  brandId: number;
  regionCode: string;
  status: string;
  address: string;
  city: string;
  country: string;
  updatedAt: string;
}

/**
 * The current state of several users in one statement: hand-written because it builds nested
 * JSON (locations and roles per user), which the query builder would need one query per list for.
 */
export async function userPayloads(ex: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, UserPayload>();
  const list = await rows<{ id: number; payload: UserPayload | string }>(
    ex,
    sql`SELECT i.id, json_build_object(
        'id', i.id, 'email', i.email, 'firstName', i.first_name, 'lastName', i.last_name,
        'serialNumber', i.employee_number, 'jobTitle', i.job_title, 'userType', i.user_type,
        'accountType', i.account_type, 'status', i.status, 'preferredLanguage', i.preferred_language,
        'brandIds', ARRAY(SELECT brand_id FROM identity_brand WHERE identity_id = i.id ORDER BY brand_id),
        'regionCodes', ARRAY(SELECT region_code FROM identity_region WHERE identity_id = i.id ORDER BY region_code),
        'locations', COALESCE((SELECT json_agg(json_build_object('organizationId', o.id, 'code', o.code,
            'mode', l.mode, 'preferred', l.preferred) ORDER BY o.code)
          FROM identity_location l JOIN organization o ON o.id = l.organization_id
          WHERE l.identity_id = i.id), '[]'::json),
        'roles', COALESCE((SELECT json_agg(json_build_object('name', r.name, 'feedId', r.feed_id,
            'organizationId', x.organization_id) ORDER BY r.name)
          FROM identity_role x JOIN security_role r ON r.id = x.security_role_id
          WHERE x.identity_id = i.id AND NOT r.exclude_from_feeds), '[]'::json),
        'updatedAt', i.updated_at) AS payload
      FROM identity i WHERE i.id = ANY(${intArray(ids)})`,
  );
  return new Map(list.map((r) => [Number(r.id), jsonValue(r.payload)]));
}

export async function organizationPayload(
  ex: Executor,
  id: number,
): Promise<OrganizationPayload | undefined> {
  const row = await one<{ payload: OrganizationPayload | string }>(
    ex,
    sql`SELECT json_build_object('id', id, 'code', code, 'name', name, 'brandId', brand_id,
        'regionCode', region_code, 'status', status, 'address', address, 'city', city,
        'country', country, 'updatedAt', updated_at) AS payload
      FROM organization WHERE id = ${id}`,
  );
  return row ? jsonValue(row.payload) : undefined;
}

export interface NewEvent {
  eventType: IntegrationEventType;
  entityType: 'user' | 'organization';
  entityId: number;
  payload: object;
  changedBy: string | null;
}

/**
 * Writes the event and queues a delivery for every active subscription listening to its type.
 * Hand-written: INSERT ... SELECT fans out in one statement.
 */
export async function enqueueEvent(
  ex: Executor,
  e: NewEvent,
): Promise<{ eventId: string; deliveries: number }> {
  const row = await one<{ id: string }>(
    ex,
    sql`INSERT INTO integration_event (event_type, entity_type, entity_id, payload, changed_by)
      VALUES (${e.eventType}, ${e.entityType}, ${String(e.entityId)}, ${JSON.stringify(e.payload)}::jsonb, ${e.changedBy})
      RETURNING id`,
  );
  const eventId = row!.id;
  const queued = await rows<{ id: number }>(
    ex,
    sql`INSERT INTO webhook_delivery (event_id, subscription_id)
      SELECT ${eventId}::uuid, s.id FROM webhook_subscription s
      WHERE s.active AND ${e.eventType} = ANY(s.event_types)
      RETURNING id`,
  );
  return { eventId, deliveries: queued.length };
}
