-- Bulk import (issue 14): a run per uploaded file, its rows staged until applied, their errors,
-- and the parent of a dealer location (organisation files name it by code).
ALTER TABLE organization ADD COLUMN parent_id integer REFERENCES organization(id) ON DELETE SET NULL;
CREATE INDEX organization_parent_idx ON organization (parent_id);

-- One uploaded file. PENDING while the file streams in (never listed); then VALIDATED or
-- INVALID; APPLIED once its rows landed, FAILED when an apply rolled back.
CREATE TABLE import_run (
  id serial PRIMARY KEY,
  context text NOT NULL CHECK (context IN ('identities', 'organizations')),
  file_name text NOT NULL,
  file_type text NOT NULL CHECK (file_type IN ('csv', 'xlsx')),
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'VALIDATED', 'INVALID', 'APPLIED', 'FAILED')),
  total_count integer NOT NULL DEFAULT 0,
  create_count integer NOT NULL DEFAULT 0,
  update_count integer NOT NULL DEFAULT 0,
  unchanged_count integer NOT NULL DEFAULT 0,
  error_count integer NOT NULL DEFAULT 0,
  ignored_columns text[] NOT NULL DEFAULT '{}',
  created_by integer REFERENCES identity(id) ON DELETE SET NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz
);
CREATE INDEX import_run_list_idx ON import_run (context, created_by, id DESC);

-- The rows of a file as checked: `key` is what they match on (lower-cased e-mail, or code),
-- `data` the cells, `target_id` the matched user or organisation, `action` what apply does.
CREATE TABLE import_row (
  run_id integer NOT NULL REFERENCES import_run(id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  key text NOT NULL,
  data jsonb NOT NULL,
  target_id integer,
  action text CHECK (action IN ('create', 'update', 'unchanged')),
  PRIMARY KEY (run_id, row_number)
);
CREATE INDEX import_row_key_idx ON import_row (run_id, key);

-- The list cells of a row, one value each (locations, roles, permission sets, applications):
-- references are resolved and checked with joins, not row by row.
CREATE TABLE import_row_item (
  run_id integer NOT NULL REFERENCES import_run(id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('location', 'role', 'permissionSet', 'application')),
  position integer NOT NULL,
  value text NOT NULL,
  ref_id integer,
  PRIMARY KEY (run_id, row_number, kind, position)
);

-- `source`: 'file' for what the row alone shows (formats), 'data' for what depends on the
-- database and the importer (references, scope): apply checks the 'data' ones again.
CREATE TABLE import_error (
  run_id integer NOT NULL REFERENCES import_run(id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  column_name text NOT NULL,
  code text NOT NULL,
  value text NOT NULL DEFAULT '',
  source text NOT NULL DEFAULT 'file' CHECK (source IN ('file', 'data'))
);
CREATE INDEX import_error_run_idx ON import_error (run_id, row_number);
