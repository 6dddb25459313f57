-- Versions of what the signed-in user's calls return (issue 15): the principal, ui-access-data,
-- applications and notifications are cached in each portal process under (the user's version, the
-- catalogue's version); every request reads both in one cheap query, so a change committed through
-- any process is seen by the next call to every other. Triggers bump the versions in the same
-- transaction as the write, whichever code path (or bulk import, or SQL console) makes it.
-- Versions come from one sequence: they only grow, so an old version never comes back.
CREATE SEQUENCE cache_version_seq;

-- One row, 'catalog': brands, regions, applications, announcements, roles and permission sets.
CREATE TABLE cache_version (
  scope text PRIMARY KEY,
  version bigint NOT NULL
);
INSERT INTO cache_version (scope, version) VALUES ('catalog', nextval('cache_version_seq'));

-- One row per user whose own data changed (none yet means version 0): the identity's principal
-- columns, their roles, permission sets, applications, brands, regions and read marks.
CREATE TABLE identity_cache_version (
  identity_id integer PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION portal_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE cache_version SET version = nextval('cache_version_seq') WHERE scope = 'catalog'; RETURN NULL; END $$;

-- A statement's users, from its transition table(s): one set-based upsert per statement.
CREATE FUNCTION portal_bump_identity_versions() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN INSERT INTO identity_cache_version AS v (identity_id, version) SELECT d.identity_id, nextval('cache_version_seq') FROM (SELECT DISTINCT identity_id FROM old_rows) d ON CONFLICT (identity_id) DO UPDATE SET version = excluded.version; ELSIF TG_OP = 'INSERT' THEN INSERT INTO identity_cache_version AS v (identity_id, version) SELECT d.identity_id, nextval('cache_version_seq') FROM (SELECT DISTINCT identity_id FROM new_rows) d ON CONFLICT (identity_id) DO UPDATE SET version = excluded.version; ELSE INSERT INTO identity_cache_version AS v (identity_id, version) SELECT d.identity_id, nextval('cache_version_seq') FROM (SELECT identity_id FROM new_rows UNION SELECT identity_id FROM old_rows) d ON CONFLICT (identity_id) DO UPDATE SET version = excluded.version; END IF; RETURN NULL; END $$;

-- The identity row itself: only when a column the principal carries changed (not on sign-in's
-- last_login_at, profile edits and the like).
CREATE FUNCTION portal_bump_identity_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO identity_cache_version (identity_id, version) VALUES (NEW.id, nextval('cache_version_seq')) ON CONFLICT (identity_id) DO UPDATE SET version = excluded.version; RETURN NULL; END $$;
CREATE TRIGGER identity_cache_version_row AFTER UPDATE ON identity FOR EACH ROW
  WHEN ((OLD.subject, OLD.email, OLD.status, OLD.user_type, OLD.employee_number, OLD.directory_groups,
      OLD.required_actions, OLD.sessions_revoked_at)
    IS DISTINCT FROM (NEW.subject, NEW.email, NEW.status, NEW.user_type, NEW.employee_number,
      NEW.directory_groups, NEW.required_actions, NEW.sessions_revoked_at))
  EXECUTE FUNCTION portal_bump_identity_row();

-- The catalogue's tables: any write statement bumps the catalogue's version.
DO $$ DECLARE t text; BEGIN FOREACH t IN ARRAY ARRAY['brand', 'region', 'security_role', 'security_role_relation', 'permission_set', 'permission_set_role', 'application', 'application_role', 'application_translation', 'announcement', 'announcement_brand', 'announcement_region', 'announcement_role', 'announcement_permission_set', 'announcement_application', 'announcement_translation'] LOOP EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION portal_bump_catalog_version()', t || '_cache_version', t); END LOOP; END $$;

-- The users' link tables: each write statement bumps the version of the users it touched.
DO $$ DECLARE t text; BEGIN FOREACH t IN ARRAY ARRAY['identity_role', 'identity_permission_set', 'identity_application', 'identity_brand', 'identity_region', 'announcement_read'] LOOP EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_bump_identity_versions()', t || '_cache_version_insert', t); EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_bump_identity_versions()', t || '_cache_version_update', t); EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_bump_identity_versions()', t || '_cache_version_delete', t); END LOOP; END $$;

-- The versions a request reads, in one call whose plan is kept per connection.
CREATE FUNCTION portal_cache_versions(p_subject text)
RETURNS TABLE (identity_id integer, user_version bigint, catalog_version bigint, password_anchor_ms bigint)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY SELECT i.id, coalesce(v.version, 0), (SELECT c.version FROM cache_version c WHERE c.scope = 'catalog'),
    CASE WHEN i.password_hash IS NULL THEN NULL
      ELSE (extract(epoch FROM coalesce(i.password_changed_at, i.created_at)) * 1000)::bigint END
  FROM identity i LEFT JOIN identity_cache_version v ON v.identity_id = i.id WHERE i.subject = p_subject; END
$$;
