-- Passkeys (WebAuthn) of the embedded provider's users (issue 26). A passkey works as the whole
-- sign-in (a discoverable credential: no password) or as the second step after the password.
-- credential_id: base64url of the authenticator's credential id (unique across all users: a second
-- registration of the same credential is refused). public_key: the COSE public key the assertions
-- are checked against; nothing secret is kept. rp_id: the host the passkey belongs to (the
-- relying party id: a passkey of the Corvid host does not work on the Atlas host and back).
-- counter: the authenticator's signature counter after the last accepted use; a counter that does
-- not grow (while either value is above 0) means a cloned authenticator and is refused.
-- multi_device: the backup-eligible flag (a synced passkey): amr swk instead of hwk.
CREATE TABLE identity_passkey (
  credential_id text PRIMARY KEY,
  identity_id integer NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  rp_id text NOT NULL,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  multi_device boolean NOT NULL DEFAULT false,
  backed_up boolean NOT NULL DEFAULT false,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX identity_passkey_identity ON identity_passkey (identity_id);

-- The challenge of a pending WebAuthn ceremony, one per owner ('interaction:<uid>' for a sign-in,
-- 'identity:<id>' for a registration on the account page): a new one replaces the old, and taking
-- it deletes it, so an answer is accepted once and only within five minutes.
CREATE TABLE passkey_challenge (
  owner text PRIMARY KEY,
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL
);
