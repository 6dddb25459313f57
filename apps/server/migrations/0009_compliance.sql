-- Compliance flows: the last attestation of each administrator, directory data (types per context,
-- a configuration per organisation, selected identities), last review dates, and the day claim that
-- lets one process raise the daily required actions. Required actions, the password's change time
-- and the security question already live on identity (0001, 0003).

-- When the administrator last confirmed their attestation review (NULL: never).
ALTER TABLE identity ADD COLUMN last_attested_at timestamptz;

-- What a location's directory lists: singular roles (one holder per location) and dealer-location
-- contacts such as the service manager; a required type needs an assigned identity.
CREATE TABLE directory_data_type (
  id serial PRIMARY KEY,
  context text NOT NULL CHECK (context IN ('SINGULAR_ROLES', 'DEALER_LOCATION')),
  name text NOT NULL,
  display_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  required boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (context, name)
);

-- One configuration per organisation and context: the id the selections are saved against.
CREATE TABLE directory_data_configuration (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organization(id) ON DELETE CASCADE,
  context text NOT NULL CHECK (context IN ('SINGULAR_ROLES', 'DEALER_LOCATION')),
  UNIQUE (organization_id, context)
);

-- The identity chosen for a type in a configuration (at most one).
CREATE TABLE directory_data_selection (
  configuration_id integer NOT NULL REFERENCES directory_data_configuration(id) ON DELETE CASCADE,
  directory_data_type_id integer NOT NULL REFERENCES directory_data_type(id) ON DELETE CASCADE,
  identity_id integer NOT NULL REFERENCES identity(id) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text,
  PRIMARY KEY (configuration_id, directory_data_type_id)
);
CREATE INDEX directory_data_selection_identity_idx ON directory_data_selection (identity_id);

-- When an administrator last finished a directory review of a context.
CREATE TABLE directory_review (
  identity_id integer NOT NULL REFERENCES identity(id) ON DELETE CASCADE,
  context text NOT NULL CHECK (context IN ('SINGULAR_ROLES', 'DEALER_LOCATION')),
  reviewed_at timestamptz NOT NULL,
  PRIMARY KEY (identity_id, context)
);

-- One row per job and day: the process that inserts it runs the job, the others skip it.
CREATE TABLE job_run (
  job text NOT NULL,
  run_on date NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job, run_on)
);
