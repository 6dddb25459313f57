-- Security: per-user session revocation, login throttling per (e-mail, address) and shared rate-limit counters.

-- When the user's sessions were last revoked (sign-out, refresh-token reuse, revocation,
-- deactivation, password change); access tokens issued before it are refused.
ALTER TABLE identity ADD COLUMN sessions_revoked_at timestamptz;

-- The login throttle counts failures per (e-mail, address) pair; the daily job purges old rows.
CREATE INDEX login_failure_pair_idx ON login_failure (lower(email), ip, failed_at);
CREATE INDEX login_failure_failed_at_idx ON login_failure (failed_at);

-- One row per rate-limit key (route family and user or address) and its current window,
-- shared by every portal process; counters are disposable, so the table skips the WAL.
CREATE UNLOGGED TABLE rate_limit_hit (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);

-- portal_principal (0007) also returns when the user's sessions were revoked, in epoch milliseconds.
DROP FUNCTION portal_principal(text);

CREATE FUNCTION portal_principal(p_subject text)
RETURNS TABLE (id integer, subject text, email text, status text, user_type text, employee_number text,
  directory_groups text[], required_actions text[], brands json, regions json, role_features text[],
  sessions_revoked_ms bigint)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY SELECT i.id, i.subject, i.email, i.status, i.user_type, i.employee_number, i.directory_groups, i.required_actions,
    COALESCE((SELECT json_agg(json_build_object('id', b.id, 'name', b.name, 'status', b.status) ORDER BY b.id)
      FROM identity_brand ib JOIN brand b ON b.id = ib.brand_id
      WHERE ib.identity_id = i.id AND b.status = 'ACTIVE'), '[]'::json),
    COALESCE((SELECT json_agg(json_build_object('code', r.code, 'name', r.name) ORDER BY r.code)
      FROM identity_region ir JOIN region r ON r.code = ir.region_code WHERE ir.identity_id = i.id), '[]'::json),
    ARRAY(SELECT DISTINCT t.f FROM (
        SELECT unnest(sr.activities) AS f FROM identity_role x
          JOIN security_role sr ON sr.id = x.security_role_id WHERE x.identity_id = i.id
        UNION
        SELECT unnest(sr.activities) FROM identity_permission_set ips
          JOIN permission_set_role psr ON psr.permission_set_id = ips.permission_set_id
          JOIN security_role sr ON sr.id = psr.security_role_id WHERE ips.identity_id = i.id
      ) t ORDER BY t.f),
    (extract(epoch FROM i.sessions_revoked_at) * 1000)::bigint
  FROM identity i WHERE i.subject = p_subject; END
$$;

-- One hit on a rate-limit key in one statement: counts it in the current window (or opens a new
-- one) and returns the count and the milliseconds left; as a function its plan is kept per connection.
CREATE FUNCTION portal_rate_limit_hit(p_key text, p_window_ms integer)
RETURNS TABLE (hits integer, ttl_ms integer)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY INSERT INTO rate_limit_hit AS r (key, hits, window_ends_at)
    VALUES (p_key, 1, now() + p_window_ms * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_ends_at <= now() THEN 1 ELSE r.hits + 1 END,
      window_ends_at = CASE WHEN r.window_ends_at <= now() THEN excluded.window_ends_at ELSE r.window_ends_at END
    RETURNING r.hits, greatest(0, ceil(extract(epoch FROM r.window_ends_at - now()) * 1000))::integer; END
$$;
