-- Bulk import speed (issue 14): a user's creation is one audit row instead of one per field.
-- Eight rows for each new user were most of an import's apply (800,000 rows and their three
-- indexes per 100,000 users: 5.2 s of 20 s). The row keeps its fields in four arrays of one
-- length, element by element: the id the field's own row would have had (taken from the same
-- sequence, so ids stay unique and in the order the rows had), the field, its old and new value
-- (arrays: measured 0.5 s per 700,000 fields built, a JSON array of objects 2.5 s). Other
-- entries keep field, old_value and new_value, and no arrays.
ALTER TABLE audit_entry ADD COLUMN field_ids bigint[];
ALTER TABLE audit_entry ADD COLUMN field_names text[];
ALTER TABLE audit_entry ADD COLUMN old_values text[];
ALTER TABLE audit_entry ADD COLUMN new_values text[];

-- The entries as the history shows them: one row per field, a creation expanded into its fields
-- (each with its own id). The history's pages read this; its counts read the table, a
-- creation counted as its number of fields.
CREATE VIEW audit_entry_field AS
SELECT COALESCE(f.id, a.id) AS id, a.entity_type, a.entity_id, a.operation,
  CASE WHEN a.field_ids IS NULL THEN a.field ELSE f.field END AS field,
  CASE WHEN a.field_ids IS NULL THEN a.old_value ELSE f.old_value END AS old_value,
  CASE WHEN a.field_ids IS NULL THEN a.new_value ELSE f.new_value END AS new_value,
  a.changed_on, a.changed_by, a.organization_ids, a.entity_label
FROM audit_entry a
LEFT JOIN LATERAL unnest(a.field_ids, a.field_names, a.old_values, a.new_values)
  AS f(id, field, old_value, new_value) ON true;
