-- The write floor of a bulk import: the rows that applying :rows new users must write (the issue's
-- "audit entries and integration events for every change", a verification link and mail each),
-- inserted bare, with no checks and no logic, into the real tables with their indexes and
-- triggers, then rolled back. What a row of this costs bounds what any apply can reach.
-- Run by scripts/bench-import.mjs after its apply; by hand:
--   psql -v rows=100000 -f bench/import-floor.sql postgres://postgres@127.0.0.1:5432/import_bench
-- (statements separated by a line holding only ';', so the script can split them).
-- The users' e-mails have the shape of the bench file's (a 13-digit stamp, then the row): their
-- trigrams are what the e-mail indexes hold.
CREATE TEMP TABLE floor_user ON COMMIT DROP AS
  SELECT g AS n, nextval('identity_id_seq')::int AS id,
    'floor.' || (extract(epoch FROM now()) * 1000)::bigint || '.' || g || '@import.example' AS email,
    (SELECT array_agg(o.id ORDER BY o.id) FROM (SELECT id FROM organization ORDER BY id LIMIT 2) o) AS orgs
  FROM generate_series(1, :rows) g
;
-- one user each, with all of identity's indexes
INSERT INTO identity (id, subject, email, first_name, last_name, user_type, account_type,
    preferred_language, job_title, modified_by, included_org_ids)
  SELECT id, gen_random_uuid()::text, email, 'Floor' || n, 'Import', 'EXTERNAL', 'STANDARD', 'en',
    'Clerk', 'bench', orgs FROM floor_user
;
-- two locations, their brand and region, one role each
INSERT INTO identity_location (identity_id, organization_id, mode, preferred)
  SELECT u.id, o, 'INCLUDE', o = u.orgs[1] FROM floor_user u, unnest(u.orgs) o
;
INSERT INTO identity_brand (identity_id, brand_id)
  SELECT u.id, (SELECT brand_id FROM organization WHERE id = u.orgs[1]) FROM floor_user u
;
INSERT INTO identity_region (identity_id, region_code)
  SELECT u.id, (SELECT region_code FROM organization WHERE id = u.orgs[1]) FROM floor_user u
;
INSERT INTO identity_role (identity_id, security_role_id)
  SELECT u.id, (SELECT min(id) FROM security_role WHERE NOT singular) FROM floor_user u
;
-- a creation entry and a verification entry each; the creation entry holds the fields a user of
-- the bench's file is created with (email, names, user type, job title, locations, roles), each
-- with its id from the sequence, the entry's id the first (as the history reads them)
WITH f AS MATERIALIZED (SELECT u.*, ARRAY[nextval('audit_entry_id_seq'),
    nextval('audit_entry_id_seq'), nextval('audit_entry_id_seq'), nextval('audit_entry_id_seq'),
    nextval('audit_entry_id_seq'), nextval('audit_entry_id_seq'), nextval('audit_entry_id_seq')]
    AS ids FROM floor_user u)
INSERT INTO audit_entry (id, entity_type, entity_id, operation, changed_by, organization_ids,
    entity_label, field_ids, field_names, old_values, new_values)
  SELECT ids[1], 'identity', id::text, 'CREATE', 'bench', orgs, 'Floor Import', ids,
    '{email,firstName,lastName,userType,jobTitle,locations,roles}', array_fill(NULL::text, '{7}'),
    ARRAY[email, 'Floor' || n, 'Import', 'EXTERNAL', 'Clerk', 'ATL-0001, ATL-0002', 'WARRANTY_CLERK']
  FROM f
;
INSERT INTO audit_entry (entity_type, entity_id, operation, field, new_value, changed_by,
    organization_ids, entity_label)
  SELECT 'identity', id::text, 'VERIFICATION_SENT', 'email', email, 'bench', orgs, 'Floor Import'
  FROM floor_user
;
-- a user.created event each, with a payload of the usual size
INSERT INTO integration_event (event_type, entity_type, entity_id, payload, changed_by)
  SELECT 'user.created', 'user', id::text, jsonb_build_object('id', id, 'email', email,
    'firstName', 'Floor' || n, 'lastName', 'Import', 'serialNumber', NULL, 'jobTitle', 'Clerk',
    'userType', 'EXTERNAL', 'accountType', 'STANDARD', 'status', 'ACTIVE',
    'preferredLanguage', 'en', 'brandIds', '[1]'::jsonb, 'regionCodes', '["EU"]'::jsonb,
    'locations', '[{"organizationId": 1, "code": "ATL-0001", "mode": "INCLUDE", "preferred": true},
      {"organizationId": 2, "code": "ATL-0002", "mode": "INCLUDE", "preferred": false}]'::jsonb,
    'roles', '[{"name": "Warranty Clerk", "feedId": "WC", "organizationId": null}]'::jsonb,
    'updatedAt', now()), 'bench' FROM floor_user
;
-- a verification link and a mail of the usual size each
INSERT INTO verification_token (identity_id, token_hash, expires_at)
  SELECT id, md5(email) || md5(id::text), now() + interval '72 hours' FROM floor_user
;
INSERT INTO email_outbox (to_address, subject, body_text, body_html)
  SELECT email, 'Verify your e-mail address', repeat('text ', 64) || n,
    repeat('<p>html</p> ', 33) || n FROM floor_user
