-- Forgotten passwords (issue 26): a single-use link valid for 30 minutes. Only the SHA-256 hash of
-- the link's token is kept (the token is 32 random bytes).
CREATE TABLE password_reset (
  token_hash text PRIMARY KEY,
  identity_id integer NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_identity ON password_reset (identity_id);
