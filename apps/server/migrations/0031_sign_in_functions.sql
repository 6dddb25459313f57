-- Four of a sign-in's statements as functions, which keep their plans per connection (0030 says
-- why): sent as text, each was planned anew on every call, and in PGlite's WebAssembly the
-- planning cost more than the work (a 2-core Intel Xeon, 2026-11-27, 300 calls each way: the
-- session record 3.1 ms as a statement, 0.9 ms as a function).

-- The session list's record of token uses (repositories/oidc/session-repository.ts): which browser,
-- last used when, for each grant of the JSON list [{g, s, ua}] (each grant once).
CREATE FUNCTION portal_record_token_uses(p_uses jsonb) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO session_activity (grant_id, identity_id, user_agent)
    SELECT x.g, i.id, x.ua FROM jsonb_to_recordset(p_uses) AS x(g text, s text, ua text)
    JOIN identity i ON i.subject = x.s
    ON CONFLICT (grant_id) DO UPDATE SET user_agent = excluded.user_agent, last_used_at = now();
END $$;

-- A provider request's kept writes (oidc/write-behind.ts): the rows to upsert and the (model, id)
-- pairs to remove, never the same pair in both.
CREATE FUNCTION portal_write_payloads(p_rows jsonb, p_gone jsonb) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  DELETE FROM oidc_payload p USING jsonb_to_recordset(p_gone) AS g(model text, id text)
    WHERE p.model = g.model AND p.id = g.id;
  INSERT INTO oidc_payload AS p (id, model, payload, grant_id, user_code, uid, expires_at)
    SELECT r.id, r.model, r.payload, r."grantId", r."userCode", r.uid, r."expiresAt"
    FROM jsonb_to_recordset(p_rows) AS r(id text, model text, payload jsonb, "grantId" text,
      "userCode" text, uid text, "expiresAt" timestamptz)
    ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload,
      grant_id = excluded.grant_id, user_code = excluded.user_code, uid = excluded.uid,
      expires_at = excluded.expires_at;
END $$;

-- After a right password (repositories/oidc/second-factor-repository.ts): the user's second
-- factors and what decides whether one is required, the role features as portal_principal (0022)
-- gathers them.
CREATE FUNCTION portal_factor_owner(p_subject text)
RETURNS TABLE (id integer, email text, status text, employee_number text, directory_groups text[],
  role_features text[], has_totp boolean, passkey_parties text[])
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY SELECT i.id, i.email, i.status, i.employee_number, i.directory_groups,
    ARRAY(SELECT DISTINCT t.f FROM (
        SELECT unnest(sr.activities) AS f FROM identity_role x
          JOIN security_role sr ON sr.id = x.security_role_id WHERE x.identity_id = i.id
        UNION
        SELECT unnest(sr.activities) FROM identity_permission_set ips
          JOIN permission_set_role psr ON psr.permission_set_id = ips.permission_set_id
          JOIN security_role sr ON sr.id = psr.security_role_id WHERE ips.identity_id = i.id
      ) t ORDER BY t.f),
    tt.confirmed_at IS NOT NULL,
    ARRAY(SELECT pk.rp_id FROM identity_passkey pk WHERE pk.identity_id = i.id)
  FROM identity i LEFT JOIN identity_totp tt ON tt.identity_id = i.id
  WHERE i.subject = p_subject;
END $$;

-- After a right password (repositories/oidc/account-repository.ts, clearFailures): the attempt's
-- row and this address's failures for the e-mail (given in lower case) removed, the address known
-- to the e-mail, and the user's last sign-in set when p_signed_in names them.
CREATE FUNCTION portal_clear_login_failures(p_attempt bigint, p_email text, p_ip text,
  p_signed_in integer) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO login_known_address (email, ip) VALUES (left(p_email, 255), p_ip)
    ON CONFLICT (email, ip) DO UPDATE SET signed_in_at = now();
  DELETE FROM login_failure f
    WHERE f.id = p_attempt OR (lower(f.email) = lower(p_email) AND f.ip = p_ip);
  IF p_signed_in IS NOT NULL THEN
    UPDATE identity SET last_login_at = now() WHERE id = p_signed_in;
  END IF;
END $$;
