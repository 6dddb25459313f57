-- SCIM provisioning, continued: a provisioning client may also hold an OAuth 2.0 client of the
-- embedded provider (client credentials, scope scim). Its client id is derived from the row
-- (atlas-scim-<id>); only the SHA-256 of its secret is kept (256 random bits, like the bearer
-- token), with when it was set: tokens issued before a new secret are refused. Revoking the
-- provisioning client (revoked_at) stops both credentials.
ALTER TABLE provisioning_client
  ADD COLUMN oauth_secret_hash text,
  ADD COLUMN oauth_secret_hint text,
  ADD COLUMN oauth_secret_set_at timestamptz;

-- SCIM filters `emails.value co "…"` / `userName co "…"` compare lower(email) with LIKE '%…%':
-- a trigram index answers them at 1,000,000 users (bench: scripts/bench-scim.mjs) where a scan
-- cannot. The user search's own trigram index covers a longer expression and does not match it.
CREATE INDEX identity_email_trgm_idx ON identity USING gin (lower(email) public.gin_trgm_ops);
