-- User administration: verification links, assigned applications, search and list indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- One row per link sent; only the SHA-256 of the token is kept.
CREATE TABLE verification_token (
  id bigserial PRIMARY KEY,
  identity_id integer NOT NULL REFERENCES identity(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX verification_token_identity_idx ON verification_token (identity_id);

CREATE TABLE identity_application (
  identity_id integer NOT NULL REFERENCES identity(id) ON DELETE CASCADE,
  application_id integer NOT NULL REFERENCES application(id) ON DELETE CASCADE,
  PRIMARY KEY (identity_id, application_id)
);

-- When a user was last reactivated: the inactivity job counts from here too.
ALTER TABLE identity ADD COLUMN reactivated_at timestamptz;

-- The included locations of each user, kept on the user row by a trigger: the delegated-scope check
-- (`included_org_ids && <administrator's locations>`) is then a cheap test on the row or a GIN lookup.
ALTER TABLE identity ADD COLUMN included_org_ids integer[] NOT NULL DEFAULT '{}';
UPDATE identity i SET included_org_ids = ARRAY(SELECT l.organization_id FROM identity_location l
  WHERE l.identity_id = i.id AND l.mode = 'INCLUDE' ORDER BY 1);
CREATE INDEX identity_included_orgs_idx ON identity USING gin (included_org_ids);
CREATE FUNCTION identity_location_sync() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE identity i SET included_org_ids = ARRAY(SELECT l.organization_id FROM identity_location l WHERE l.identity_id = i.id AND l.mode = 'INCLUDE' ORDER BY 1) WHERE i.id IN (SELECT DISTINCT identity_id FROM changed_rows); RETURN NULL; END $$;
CREATE TRIGGER identity_location_sync_insert AFTER INSERT ON identity_location
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION identity_location_sync();
CREATE TRIGGER identity_location_sync_update AFTER UPDATE ON identity_location
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION identity_location_sync();
CREATE TRIGGER identity_location_sync_delete AFTER DELETE ON identity_location
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION identity_location_sync();

-- Substring search over name, e-mail and serial number (the list's search box).
CREATE INDEX identity_search_trgm_idx ON identity USING gin (
  (lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(employee_number, ''))) public.gin_trgm_ops
);
-- The list's orders and keyset pagination; they carry the included locations, so a page of an
-- administrator's users is found in the index alone.
CREATE INDEX identity_name_order_idx ON identity (last_name, first_name, id) INCLUDE (included_org_ids);
CREATE INDEX identity_email_order_idx ON identity (lower(email), id) INCLUDE (included_org_ids);
-- The list's filters (status, administrator or standard, internal or external).
CREATE INDEX identity_filters_idx ON identity (status, account_type, user_type);
-- The daily inactivity job.
CREATE INDEX identity_login_idx ON identity (status, last_login_at);
-- Revoking a user's provider state on deactivation and deletion.
CREATE INDEX oidc_payload_account_idx ON oidc_payload ((payload ->> 'accountId'));
