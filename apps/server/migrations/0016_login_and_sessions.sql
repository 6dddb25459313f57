-- Login throttle (issue 24, finding 5): the addresses each e-mail signed in from with the right
-- password. The hourly per-e-mail failure limit slows down guessing from other addresses only;
-- the owner's own address gets past it, so nobody elsewhere can lock a user out. The daily job
-- forgets addresses unused for 90 days.
CREATE TABLE login_known_address (
  email text NOT NULL,
  ip text NOT NULL,
  signed_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, ip)
);
CREATE INDEX login_known_address_signed_in_at_idx ON login_known_address (signed_in_at);

-- A password change ends every other session at once (finding 6): it sets the user's
-- sessions_revoked_at, which refuses older access tokens, and keeps here the provider grants of
-- the session that made the change, whose tokens stay valid. A row counts only while
-- revoked_at equals the user's sessions_revoked_at: any later revocation (sign-out, reuse,
-- deactivation) ends the kept grants too.
CREATE TABLE session_kept_grant (
  subject text NOT NULL,
  grant_id text NOT NULL,
  revoked_at timestamptz NOT NULL,
  PRIMARY KEY (subject, grant_id)
);
