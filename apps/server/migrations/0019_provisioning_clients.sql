-- SCIM 2.0 provisioning (issue 27): the clients an administrator registers, each with a bearer
-- token (only its SHA-256 is kept: the token is 256 random bits, so a slow hash adds nothing),
-- the delegated scope it acts in, expiry, last use and revocation; and the externalId each client
-- gives the users it provisions (RFC 7643 section 3.1: the identifier is the client's, so it is
-- kept per client).
CREATE TABLE provisioning_client (
  id serial PRIMARY KEY,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  token_hint text NOT NULL,
  user_type text NOT NULL CHECK (user_type IN ('INTERNAL', 'EXTERNAL')),
  organization_ids integer[] NOT NULL DEFAULT '{}',
  brand_ids integer[] NOT NULL DEFAULT '{}',
  region_codes text[] NOT NULL DEFAULT '{}',
  role_ids integer[] NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL
);

CREATE TABLE scim_external_id (
  client_id integer NOT NULL REFERENCES provisioning_client (id) ON DELETE CASCADE,
  identity_id integer NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  external_id text NOT NULL,
  PRIMARY KEY (client_id, identity_id),
  UNIQUE (client_id, external_id)
);
CREATE INDEX scim_external_id_identity ON scim_external_id (identity_id);
