-- What a staged identities row's new user is created with, worked out from the file when it is
-- staged (run-repository.ts, StagedCreation): the creation entry's fields and values (each profile
-- field with a value, then each list, in the editor's order) and its locations' and roles' values
-- in order (location_key, role_key: rows with equal keys get equal lists in their events). The
-- apply gathered them per row from the cells and the list values instead: five sorts per row on
-- PostgreSQL before 16 (1.17 s against 0.32 s per 100,000 rows on PostgreSQL 15).
ALTER TABLE import_row
  ADD COLUMN created_fields text[] NOT NULL DEFAULT '{}',
  ADD COLUMN created_values text[] NOT NULL DEFAULT '{}',
  ADD COLUMN location_key text NOT NULL DEFAULT '',
  ADD COLUMN role_key text NOT NULL DEFAULT '';

-- Identities rows staged before this migration (a run uploaded, not yet applied) get theirs from
-- their cells and list values, as the staging now writes them.
UPDATE import_row r
  SET (created_fields, created_values, location_key, role_key) = (SELECT
      array_remove(ARRAY[
        CASE WHEN NULLIF(r.data->>'email', '') IS NOT NULL THEN 'email' END,
        CASE WHEN NULLIF(r.data->>'firstName', '') IS NOT NULL THEN 'firstName' END,
        CASE WHEN NULLIF(r.data->>'lastName', '') IS NOT NULL THEN 'lastName' END,
        CASE WHEN NULLIF(r.data->>'userType', '') IS NOT NULL THEN 'userType' END,
        CASE WHEN NULLIF(r.data->>'accountType', '') IS NOT NULL THEN 'accountType' END,
        CASE WHEN NULLIF(r.data->>'preferredLanguage', '') IS NOT NULL
          THEN 'preferredLanguage' END,
        CASE WHEN NULLIF(r.data->>'jobTitle', '') IS NOT NULL THEN 'jobTitle' END,
        CASE WHEN NULLIF(r.data->>'mobilePhone', '') IS NOT NULL THEN 'mobilePhone' END,
        CASE WHEN bool_or(it.kind = 'location') THEN 'locations' END,
        CASE WHEN bool_or(it.kind = 'role') THEN 'roles' END,
        CASE WHEN bool_or(it.kind = 'permissionSet') THEN 'permissionSets' END,
        CASE WHEN bool_or(it.kind = 'application') THEN 'applications' END], NULL),
      array_remove(ARRAY[
        NULLIF(r.data->>'email', ''), NULLIF(r.data->>'firstName', ''),
        NULLIF(r.data->>'lastName', ''), NULLIF(r.data->>'userType', ''),
        NULLIF(r.data->>'accountType', ''), NULLIF(r.data->>'preferredLanguage', ''),
        NULLIF(r.data->>'jobTitle', ''), NULLIF(r.data->>'mobilePhone', ''),
        string_agg(it.value, ', ' ORDER BY it.position) FILTER (WHERE it.kind = 'location'),
        string_agg(it.value, ', ' ORDER BY it.position) FILTER (WHERE it.kind = 'role'),
        string_agg(it.value, ', ' ORDER BY it.position) FILTER (WHERE it.kind = 'permissionSet'),
        string_agg(it.value, ', ' ORDER BY it.position) FILTER (WHERE it.kind = 'application')],
        NULL),
      COALESCE(string_agg(it.value, '|' ORDER BY it.position) FILTER (WHERE it.kind = 'location'),
        ''),
      COALESCE(string_agg(it.value, '|' ORDER BY it.position) FILTER (WHERE it.kind = 'role'), '')
    FROM import_row_item it WHERE it.run_id = r.run_id AND it.row_number = r.row_number)
  WHERE r.run_id IN (SELECT id FROM import_run WHERE context = 'identities');
