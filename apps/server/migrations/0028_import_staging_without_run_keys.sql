-- Staged import rows and their list values without a foreign key to their run: the key's check ran
-- once per staged row (one row and three list values per line of a file), 1.3 of 3.0 s when
-- 100,000 lines were staged on PostgreSQL (bench-import, validate). Only the upload writes them,
-- after it created the run, and deleting a run deletes them in the same statement
-- (run-repository.ts, deleteRun); the apply drops them.
ALTER TABLE import_row DROP CONSTRAINT import_row_run_id_fkey;
ALTER TABLE import_row_item DROP CONSTRAINT import_row_item_run_id_fkey;
