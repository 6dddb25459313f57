-- A deleted user's history is shown to an external administrator only when her deletion recorded
-- that she was external (a DELETE entry of the field userType, written by the editor's deletion
-- from now on). Deletions written before that get the entry here, from the last user type her
-- history recorded (a creation's fields or a change of it); one whose type the history never
-- recorded gets none, and her history stays hidden from external administrators.
INSERT INTO audit_entry (entity_type, entity_id, operation, field, old_value, new_value,
  changed_on, changed_by, organization_ids, entity_label)
SELECT d.entity_type, d.entity_id, 'DELETE', 'userType', t.user_type, NULL,
  d.changed_on, d.changed_by, d.organization_ids, d.entity_label
FROM audit_entry d
CROSS JOIN LATERAL (
  SELECT f.new_value AS user_type FROM audit_entry_field f
  WHERE f.entity_type = 'identity' AND f.entity_id = d.entity_id AND f.field = 'userType'
    AND f.new_value IS NOT NULL
  ORDER BY f.changed_on DESC, f.id DESC LIMIT 1
) t
WHERE d.entity_type = 'identity' AND d.operation = 'DELETE' AND d.field = 'email'
  AND NOT EXISTS (SELECT 1 FROM identity i WHERE i.id::text = d.entity_id)
  AND NOT EXISTS (SELECT 1 FROM audit_entry x WHERE x.entity_type = 'identity'
    AND x.entity_id = d.entity_id AND x.operation = 'DELETE' AND x.field = 'userType');
