-- A sign-in attempt claimed in one call (oidc/accounts.ts, claimAttempt): the two advisory locks
-- (the e-mail's first, then the address's), the three counts and the known address, and the
-- failure's row when no limit refuses it. It was a transaction of four round trips, a seventh of
-- a password sign-in's statements. Each statement of a volatile function sees what committed
-- before it began, so the counts, taken after the locks, see every attempt that held them before.
CREATE FUNCTION portal_claim_login_attempt(p_email text, p_ip text, p_per_pair integer,
  p_per_email integer, p_per_address integer, p_with_code boolean)
RETURNS TABLE (id bigint, others_allow boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_pair bigint;
  v_email bigint;
  v_ip bigint;
  v_known boolean;
  v_id bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('login-email:' || lower(p_email), 0));
  PERFORM pg_advisory_xact_lock(hashtextextended('login-ip:' || p_ip, 0));
  SELECT count(*) INTO v_pair FROM login_failure f WHERE lower(f.email) = lower(p_email)
    AND f.ip = p_ip AND f.failed_at > now() - interval '15 minutes';
  SELECT count(*) INTO v_email FROM login_failure f WHERE lower(f.email) = lower(p_email)
    AND f.failed_at > now() - interval '1 hour';
  SELECT count(*) INTO v_ip FROM login_failure f WHERE f.ip = p_ip
    AND f.failed_at > now() - interval '15 minutes';
  v_known := EXISTS (SELECT 1 FROM login_known_address k WHERE k.email = lower(p_email)
    AND k.ip = p_ip AND k.signed_in_at > now() - interval '90 days');
  IF v_pair < p_per_pair AND (v_email < p_per_email OR v_known OR p_with_code)
      AND v_ip < p_per_address THEN
    INSERT INTO login_failure (email, ip) VALUES (left(p_email, 255), p_ip)
      RETURNING login_failure.id INTO v_id;
  END IF;
  RETURN QUERY SELECT v_id, v_pair < p_per_pair AND v_ip < p_per_address;
END
$$;
