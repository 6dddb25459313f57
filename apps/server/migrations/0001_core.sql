-- Core domain: brands, regions, dealer locations, users and what they may do.
CREATE TABLE brand (
  id integer PRIMARY KEY,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  theme text NOT NULL,
  host_match text,
  confidential_text text NOT NULL DEFAULT '',
  copyright text NOT NULL DEFAULT ''
);

CREATE TABLE region (
  code text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE organization (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  brand_id integer NOT NULL REFERENCES brand(id),
  region_code text NOT NULL REFERENCES region(code),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  address text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organization_brand_idx ON organization (brand_id);

CREATE TABLE identity (
  id serial PRIMARY KEY,
  subject text NOT NULL UNIQUE,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  job_title text,
  mobile_phone text,
  secondary_phone text,
  fax text,
  user_type text NOT NULL CHECK (user_type IN ('INTERNAL', 'EXTERNAL')),
  account_type text NOT NULL DEFAULT 'STANDARD' CHECK (account_type IN ('ADMINISTRATOR', 'STANDARD')),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  deactivation_reason text,
  employee_number text,
  directory_groups text[] NOT NULL DEFAULT '{}',
  directory_username text,
  preferred_language text NOT NULL DEFAULT 'en',
  required_actions text[] NOT NULL DEFAULT '{}',
  email_preferences text[] NOT NULL DEFAULT '{}',
  digital_permissions text[] NOT NULL DEFAULT '{}',
  password_hash text,
  password_changed_at timestamptz,
  email_verified boolean NOT NULL DEFAULT false,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  modified_by text,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX identity_email_key ON identity (lower(email));

CREATE TABLE identity_brand (
  identity_id integer NOT NULL REFERENCES identity(id) ON DELETE CASCADE,
  brand_id integer NOT NULL REFERENCES brand(id),
  PRIMARY KEY (identity_id, brand_id)
);

CREATE TABLE identity_region (
  identity_id integer NOT NULL REFERENCES identity(id) ON DELETE CASCADE,
  region_code text NOT NULL REFERENCES region(code),
  PRIMARY KEY (identity_id, region_code)
);

-- include / exclude lists of dealer locations; one preferred first location.
CREATE TABLE identity_location (
  identity_id integer NOT NULL REFERENCES identity(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organization(id),
  mode text NOT NULL DEFAULT 'INCLUDE' CHECK (mode IN ('INCLUDE', 'EXCLUDE')),
  preferred boolean NOT NULL DEFAULT false,
  PRIMARY KEY (identity_id, organization_id)
);
CREATE INDEX identity_location_org_idx ON identity_location (organization_id);

CREATE TABLE security_role (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  display_name text NOT NULL,
  activities text[] NOT NULL DEFAULT '{}',
  business_functions text[] NOT NULL DEFAULT '{}',
  expectations text NOT NULL DEFAULT '',
  assignable_by text[] NOT NULL DEFAULT '{}',
  feed_id text,
  singular boolean NOT NULL DEFAULT false,
  exclude_from_copy_user boolean NOT NULL DEFAULT false,
  exclude_from_feeds boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE security_role_relation (
  parent_id integer NOT NULL REFERENCES security_role(id) ON DELETE CASCADE,
  child_id integer NOT NULL REFERENCES security_role(id) ON DELETE CASCADE,
  relation_name text NOT NULL,
  PRIMARY KEY (parent_id, child_id)
);

CREATE TABLE permission_set (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  display_name text NOT NULL,
  selection_mode text NOT NULL DEFAULT 'MULTIPLE' CHECK (selection_mode IN ('SINGLE', 'MULTIPLE')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE permission_set_role (
  permission_set_id integer NOT NULL REFERENCES permission_set(id) ON DELETE CASCADE,
  security_role_id integer NOT NULL REFERENCES security_role(id) ON DELETE CASCADE,
  PRIMARY KEY (permission_set_id, security_role_id)
);

CREATE TABLE identity_role (
  identity_id integer NOT NULL REFERENCES identity(id) ON DELETE CASCADE,
  security_role_id integer NOT NULL REFERENCES security_role(id) ON DELETE CASCADE,
  organization_id integer REFERENCES organization(id),
  PRIMARY KEY (identity_id, security_role_id)
);
CREATE INDEX identity_role_role_idx ON identity_role (security_role_id);

CREATE TABLE identity_permission_set (
  identity_id integer NOT NULL REFERENCES identity(id) ON DELETE CASCADE,
  permission_set_id integer NOT NULL REFERENCES permission_set(id) ON DELETE CASCADE,
  PRIMARY KEY (identity_id, permission_set_id)
);

-- Append-only record of every change, written in the transaction of the change.
CREATE TABLE audit_entry (
  id bigserial PRIMARY KEY,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  operation text NOT NULL,
  field text,
  old_value text,
  new_value text,
  changed_on timestamptz NOT NULL DEFAULT now(),
  changed_by text
);
CREATE INDEX audit_entry_entity_idx ON audit_entry (entity_type, entity_id, changed_on DESC);

-- Translation bundles served by /translations/{app}/{locale}.
CREATE TABLE translation (
  app text NOT NULL,
  locale text NOT NULL,
  key text NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (app, locale, key)
);

CREATE TABLE email_outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  body_html text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

-- State of the embedded OpenID provider (sessions, grants, codes, tokens) and its keys.
CREATE TABLE oidc_payload (
  id text NOT NULL,
  model text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payload_grant_idx ON oidc_payload (grant_id);
CREATE INDEX oidc_payload_uid_idx ON oidc_payload (uid);
CREATE INDEX oidc_payload_expires_idx ON oidc_payload (expires_at);

CREATE TABLE server_secret (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_failure (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failure_email_idx ON login_failure (lower(email), failed_at);
CREATE INDEX login_failure_ip_idx ON login_failure (ip, failed_at);

CREATE TABLE application (
  id serial PRIMARY KEY,
  title text NOT NULL,
  display_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  link text NOT NULL,
  region_code text REFERENCES region(code),
  brand_id integer REFERENCES brand(id),
  categories text[] NOT NULL DEFAULT '{}',
  features text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE application_role (
  application_id integer NOT NULL REFERENCES application(id) ON DELETE CASCADE,
  security_role_id integer NOT NULL REFERENCES security_role(id) ON DELETE CASCADE,
  PRIMARY KEY (application_id, security_role_id)
);
