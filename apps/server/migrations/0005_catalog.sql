-- Catalogue administration: the admin fields of applications, who last changed each catalogue
-- entry, relation rules, and the view of the security roles each user holds.
ALTER TABLE application ADD COLUMN contract_codes text[] NOT NULL DEFAULT '{}';
ALTER TABLE application ADD COLUMN contract_types text[] NOT NULL DEFAULT '{}';
ALTER TABLE application ADD COLUMN primary_tasks text[] NOT NULL DEFAULT '{}';
ALTER TABLE application ADD COLUMN typical_users text[] NOT NULL DEFAULT '{}';
ALTER TABLE application ADD COLUMN views text[] NOT NULL DEFAULT '{}';
ALTER TABLE application ADD COLUMN sub_types text[] NOT NULL DEFAULT '{}';
ALTER TABLE application ADD COLUMN idp_user_id text;
ALTER TABLE application ADD COLUMN custom_rules text NOT NULL DEFAULT '';
ALTER TABLE application ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE application ADD COLUMN modified_by text;

ALTER TABLE security_role ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE security_role ADD COLUMN modified_by text;
ALTER TABLE permission_set ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE permission_set ADD COLUMN modified_by text;

-- Names are unique regardless of case (the editors compare them that way).
CREATE UNIQUE INDEX security_role_name_ci_key ON security_role (lower(name));
CREATE UNIQUE INDEX permission_set_name_ci_key ON permission_set (lower(name));

-- A role is never its own parent; cycles over several roles are refused by the service.
ALTER TABLE security_role_relation ADD CONSTRAINT security_role_relation_not_self CHECK (parent_id <> child_id);
CREATE INDEX security_role_relation_child_idx ON security_role_relation (child_id);
CREATE INDEX permission_set_role_role_idx ON permission_set_role (security_role_id);
CREATE INDEX identity_permission_set_set_idx ON identity_permission_set (permission_set_id);
CREATE INDEX announcement_role_role_idx ON announcement_role (security_role_id);
CREATE INDEX announcement_permission_set_set_idx ON announcement_permission_set (permission_set_id);
CREATE INDEX announcement_application_app_idx ON announcement_application (application_id);

-- The security roles a user holds: directly, or through a permission set (as the features are).
CREATE VIEW identity_security_role AS
  SELECT identity_id, security_role_id FROM identity_role
  UNION
  SELECT ips.identity_id, psr.security_role_id
    FROM identity_permission_set ips
    JOIN permission_set_role psr ON psr.permission_set_id = ips.permission_set_id;
