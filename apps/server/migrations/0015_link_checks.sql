-- Bulk import speed (issue 14): the user link tables (locations, brands, regions, roles,
-- permission sets, applications) and the verification links check their parents once per
-- statement instead of once per row.
-- A FOREIGN KEY checked each inserted row with its own lookup and lock of the parent (measured
-- 3 us a row: 3.3 s of an import of 100,000 users with ~1,000,000 checks); a statement trigger
-- with the statement's rows (a transition table) does one set-based lock and one set-based check
-- per parent table. Same rules as the constraints they replace, same error (SQLSTATE 23503
-- foreign_key_violation, the constraint's name):
-- - a link to a missing parent is refused;
-- - deleting a user, role, permission set or application deletes its links, and a user's
--   verification links (ON DELETE CASCADE);
-- - deleting a location, brand or region still linked is refused (NO ACTION), and so is changing
--   the key of a linked parent;
-- - TRUNCATE of a parent takes its links along or is refused, as above.
-- Concurrency: before the check, the statement locks the parents its rows name (FOR KEY SHARE,
-- as the constraint did per row), so no other transaction can delete them until this one ends; a
-- parent deleted meanwhile is skipped by the lock and then found missing by the check. Parents
-- this transaction wrote (xmin: the current transaction) are not locked: no other transaction
-- sees a new row, and a row this transaction updated is locked by that update already.
-- Both are plain joins of the statement's rows (no DISTINCT, no LIMIT 1): the planner then knows
-- how many rows there are and hash-joins a large statement's rows instead of probing the
-- parent's index once per row (a LIMIT 1 check: 330 ms per 100,000 rows, 46 ms hash-joined).
-- Key columns and tables come from the trigger's arguments, four per parent: the link column,
-- the parent table, its key column and the constraint's name.
CREATE FUNCTION portal_link_parents_check() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE i int; missing text; BEGIN FOR i IN 0 .. TG_NARGS / 4 - 1 LOOP EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM new_rows n JOIN %I p ON p.%I = n.%I WHERE NOT p.xmin = pg_current_xact_id()::xid FOR KEY SHARE OF p) x', TG_ARGV[i * 4 + 1], TG_ARGV[i * 4 + 2], TG_ARGV[i * 4]); EXECUTE format('SELECT min(n.%I)::text FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM %I p WHERE p.%I = n.%I)', TG_ARGV[i * 4], TG_ARGV[i * 4 + 1], TG_ARGV[i * 4 + 2], TG_ARGV[i * 4]) INTO missing; IF missing IS NOT NULL THEN RAISE EXCEPTION 'insert or update on table "%" violates foreign key constraint "%"', TG_TABLE_NAME, TG_ARGV[i * 4 + 3] USING ERRCODE = 'foreign_key_violation', DETAIL = format('Key (%s)=(%s) is not present in table "%s".', TG_ARGV[i * 4], missing, TG_ARGV[i * 4 + 1]), CONSTRAINT = TG_ARGV[i * 4 + 3], TABLE = TG_TABLE_NAME, SCHEMA = TG_TABLE_SCHEMA; END IF; END LOOP; RETURN NULL; END $$;

DO $$ DECLARE l text[]; BEGIN FOREACH l SLICE 1 IN ARRAY ARRAY[
  ['identity_location', 'identity_id', 'identity', 'id', 'organization_id', 'organization', 'id', '', '', ''],
  ['identity_brand', 'identity_id', 'identity', 'id', 'brand_id', 'brand', 'id', '', '', ''],
  ['identity_region', 'identity_id', 'identity', 'id', 'region_code', 'region', 'code', '', '', ''],
  ['identity_role', 'identity_id', 'identity', 'id', 'security_role_id', 'security_role', 'id', 'organization_id', 'organization', 'id'],
  ['identity_permission_set', 'identity_id', 'identity', 'id', 'permission_set_id', 'permission_set', 'id', '', '', ''],
  ['identity_application', 'identity_id', 'identity', 'id', 'application_id', 'application', 'id', '', '', ''],
  ['verification_token', 'identity_id', 'identity', 'id', '', '', '', '', '', '']
] LOOP DECLARE args text := ''; j int; BEGIN FOR j IN 0 .. 2 LOOP IF l[2 + j * 3] <> '' THEN EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', l[1], l[1] || '_' || l[2 + j * 3] || '_fkey'); args := args || format('%s%L, %L, %L, %L', CASE WHEN args = '' THEN '' ELSE ', ' END, l[2 + j * 3], l[3 + j * 3], l[4 + j * 3], l[1] || '_' || l[2 + j * 3] || '_fkey'); END IF; END LOOP; EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_link_parents_check(%s)', l[1] || '_parents_insert', l[1], args); EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_link_parents_check(%s)', l[1] || '_parents_update', l[1], args); END; END LOOP; END $$;

-- Deleting parents: a user's links and verification links go with it, and a role's, permission set's or application's
-- (as ON DELETE CASCADE did); a location, brand or region still linked is not deleted.
CREATE FUNCTION portal_identity_links_cascade() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM identity_location WHERE identity_id IN (SELECT id FROM old_rows); DELETE FROM identity_brand WHERE identity_id IN (SELECT id FROM old_rows); DELETE FROM identity_region WHERE identity_id IN (SELECT id FROM old_rows); DELETE FROM identity_role WHERE identity_id IN (SELECT id FROM old_rows); DELETE FROM identity_permission_set WHERE identity_id IN (SELECT id FROM old_rows); DELETE FROM identity_application WHERE identity_id IN (SELECT id FROM old_rows); DELETE FROM verification_token WHERE identity_id IN (SELECT id FROM old_rows); RETURN NULL; END $$;
CREATE TRIGGER identity_links_cascade AFTER DELETE ON identity REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_identity_links_cascade();

CREATE FUNCTION portal_role_links_cascade() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM identity_role WHERE security_role_id IN (SELECT id FROM old_rows); RETURN NULL; END $$;
CREATE TRIGGER security_role_links_cascade AFTER DELETE ON security_role REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_role_links_cascade();

CREATE FUNCTION portal_permission_set_links_cascade() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM identity_permission_set WHERE permission_set_id IN (SELECT id FROM old_rows); RETURN NULL; END $$;
CREATE TRIGGER permission_set_links_cascade AFTER DELETE ON permission_set REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_permission_set_links_cascade();

CREATE FUNCTION portal_application_links_cascade() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM identity_application WHERE application_id IN (SELECT id FROM old_rows); RETURN NULL; END $$;
CREATE TRIGGER application_links_cascade AFTER DELETE ON application REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_application_links_cascade();

-- A parent still linked is refused (NO ACTION): arguments in pairs, the link table and its
-- column; the parent's key column is `id`, or `code` for regions.
CREATE FUNCTION portal_link_parents_kept() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE i int; key text := CASE TG_TABLE_NAME WHEN 'region' THEN 'code' ELSE 'id' END; found text; BEGIN FOR i IN 0 .. TG_NARGS / 2 - 1 LOOP EXECUTE format('SELECT c.%I::text FROM %I c WHERE c.%I IN (SELECT o.%I FROM old_rows o) LIMIT 1', TG_ARGV[i * 2 + 1], TG_ARGV[i * 2], TG_ARGV[i * 2 + 1], key) INTO found; IF found IS NOT NULL THEN RAISE EXCEPTION 'update or delete on table "%" violates foreign key constraint "%" on table "%"', TG_TABLE_NAME, TG_ARGV[i * 2] || '_' || TG_ARGV[i * 2 + 1] || '_fkey', TG_ARGV[i * 2] USING ERRCODE = 'foreign_key_violation', DETAIL = format('Key (%s)=(%s) is still referenced from table "%s".', key, found, TG_ARGV[i * 2]), CONSTRAINT = TG_ARGV[i * 2] || '_' || TG_ARGV[i * 2 + 1] || '_fkey', TABLE = TG_ARGV[i * 2], SCHEMA = TG_TABLE_SCHEMA; END IF; END LOOP; RETURN NULL; END $$;
CREATE TRIGGER organization_links_kept AFTER DELETE ON organization REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_link_parents_kept('identity_location', 'organization_id', 'identity_role', 'organization_id');
CREATE TRIGGER brand_links_kept AFTER DELETE ON brand REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_link_parents_kept('identity_brand', 'brand_id');
CREATE TRIGGER region_links_kept AFTER DELETE ON region REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_link_parents_kept('identity_region', 'region_code');

-- Changing a linked parent's key is refused (ON UPDATE NO ACTION): a row trigger that fires
-- only when the key changes (never in practice; nothing else pays for it).
CREATE FUNCTION portal_link_key_kept() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE i int; key text := CASE TG_TABLE_NAME WHEN 'region' THEN 'code' ELSE 'id' END; found boolean; BEGIN FOR i IN 0 .. TG_NARGS / 2 - 1 LOOP EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I c WHERE c.%I = ($1).%I)', TG_ARGV[i * 2], TG_ARGV[i * 2 + 1], key) INTO found USING OLD; IF found THEN RAISE EXCEPTION 'update or delete on table "%" violates foreign key constraint "%" on table "%"', TG_TABLE_NAME, TG_ARGV[i * 2] || '_' || TG_ARGV[i * 2 + 1] || '_fkey', TG_ARGV[i * 2] USING ERRCODE = 'foreign_key_violation', CONSTRAINT = TG_ARGV[i * 2] || '_' || TG_ARGV[i * 2 + 1] || '_fkey', TABLE = TG_ARGV[i * 2], SCHEMA = TG_TABLE_SCHEMA; END IF; END LOOP; RETURN NULL; END $$;
CREATE TRIGGER identity_links_key AFTER UPDATE OF id ON identity FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION portal_link_key_kept('identity_location', 'identity_id', 'identity_brand', 'identity_id', 'identity_region', 'identity_id', 'identity_role', 'identity_id', 'identity_permission_set', 'identity_id', 'identity_application', 'identity_id', 'verification_token', 'identity_id');
CREATE TRIGGER organization_links_key AFTER UPDATE OF id ON organization FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION portal_link_key_kept('identity_location', 'organization_id', 'identity_role', 'organization_id');
CREATE TRIGGER brand_links_key AFTER UPDATE OF id ON brand FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION portal_link_key_kept('identity_brand', 'brand_id');
CREATE TRIGGER region_links_key AFTER UPDATE OF code ON region FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code) EXECUTE FUNCTION portal_link_key_kept('identity_region', 'region_code');
CREATE TRIGGER security_role_links_key AFTER UPDATE OF id ON security_role FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION portal_link_key_kept('identity_role', 'security_role_id');
CREATE TRIGGER permission_set_links_key AFTER UPDATE OF id ON permission_set FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION portal_link_key_kept('identity_permission_set', 'permission_set_id');
CREATE TRIGGER application_links_key AFTER UPDATE OF id ON application FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION portal_link_key_kept('identity_application', 'application_id');

-- TRUNCATE, which fires no delete trigger: a user's, role's, permission set's or application's
-- links go with their parents (as TRUNCATE ... CASCADE did); a location, brand or region is not
-- truncated while users are linked to it (truncate the links in the same statement).
-- Arguments: 'cascade' or 'refuse', then the link tables.
CREATE FUNCTION portal_link_parent_truncated() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE i int; found boolean; BEGIN FOR i IN 1 .. TG_NARGS - 1 LOOP IF TG_ARGV[0] = 'cascade' THEN EXECUTE format('TRUNCATE %I', TG_ARGV[i]); ELSE EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', TG_ARGV[i]) INTO found; IF found THEN RAISE EXCEPTION 'cannot truncate a table referenced in a foreign key constraint' USING ERRCODE = 'feature_not_supported', DETAIL = format('Table "%s" references "%s".', TG_ARGV[i], TG_TABLE_NAME), HINT = format('Truncate table "%s" at the same time.', TG_ARGV[i]); END IF; END IF; END LOOP; RETURN NULL; END $$;
CREATE TRIGGER identity_links_truncate AFTER TRUNCATE ON identity FOR EACH STATEMENT EXECUTE FUNCTION portal_link_parent_truncated('cascade', 'identity_location', 'identity_brand', 'identity_region', 'identity_role', 'identity_permission_set', 'identity_application', 'verification_token');
CREATE TRIGGER security_role_links_truncate AFTER TRUNCATE ON security_role FOR EACH STATEMENT EXECUTE FUNCTION portal_link_parent_truncated('cascade', 'identity_role');
CREATE TRIGGER permission_set_links_truncate AFTER TRUNCATE ON permission_set FOR EACH STATEMENT EXECUTE FUNCTION portal_link_parent_truncated('cascade', 'identity_permission_set');
CREATE TRIGGER application_links_truncate AFTER TRUNCATE ON application FOR EACH STATEMENT EXECUTE FUNCTION portal_link_parent_truncated('cascade', 'identity_application');
CREATE TRIGGER organization_links_truncate AFTER TRUNCATE ON organization FOR EACH STATEMENT EXECUTE FUNCTION portal_link_parent_truncated('refuse', 'identity_location', 'identity_role');
CREATE TRIGGER brand_links_truncate AFTER TRUNCATE ON brand FOR EACH STATEMENT EXECUTE FUNCTION portal_link_parent_truncated('refuse', 'identity_brand');
CREATE TRIGGER region_links_truncate AFTER TRUNCATE ON region FOR EACH STATEMENT EXECUTE FUNCTION portal_link_parent_truncated('refuse', 'identity_region');
