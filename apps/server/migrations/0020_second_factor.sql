-- Second factors of the embedded provider (issue 26): one authenticator app (TOTP, RFC 6238) per
-- user and their recovery codes. No secret leaves the database: recovery codes are kept as
-- SHA-256 hashes (they are random, 50 bits each, so a fast hash is enough), the TOTP secret as the
-- provider needs it to compute codes.
-- last_step: the RFC 6238 time step of the last accepted code; a code of that step or an earlier
-- one is refused (a code works once). published: the demo seed's factors, whose secret is written
-- in the README; nothing about them is secret, so their codes are not single-use (the demo's
-- tests sign the same people in many times a minute).
CREATE TABLE identity_totp (
  identity_id integer PRIMARY KEY REFERENCES identity (id) ON DELETE CASCADE,
  secret text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE identity_recovery_code (
  identity_id integer NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (identity_id, code_hash)
);
