-- Sessions one by one: a person sees their provider sessions (browser and system, sign-in and last
-- use) and ends any of them; signing out on one device no longer ends the others.

-- The grants whose sessions ended (sign-out, refresh-token reuse, revocation, "End session"): an
-- access token that names one (grant_id) is refused at once. The guard never queries this table:
-- the principal carries the user's ended grants (portal_principal below) and an insert bumps the
-- user's cache version, so every process reloads the principal on the next call. Rows older than
-- the longest access-token lifetime are purged by the daily job.
CREATE TABLE ended_session (
  grant_id text PRIMARY KEY,
  identity_id integer NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  ended_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ended_session_identity_idx ON ended_session (identity_id);
CREATE INDEX ended_session_ended_at_idx ON ended_session (ended_at);
CREATE TRIGGER ended_session_cache_version_insert AFTER INSERT ON ended_session
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_bump_identity_versions();

-- What the account page shows of a session: the browser's user agent at its last token, when its
-- first and last tokens were issued (the web app renews its token every few minutes while open).
CREATE TABLE session_activity (
  grant_id text PRIMARY KEY,
  identity_id integer NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  user_agent text NOT NULL DEFAULT '',
  started_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX session_activity_identity_idx ON session_activity (identity_id);

-- portal_principal (0008) also returns the user's ended grants.
DROP FUNCTION portal_principal(text);

CREATE FUNCTION portal_principal(p_subject text)
RETURNS TABLE (id integer, subject text, email text, status text, user_type text, employee_number text,
  directory_groups text[], required_actions text[], brands json, regions json, role_features text[],
  sessions_revoked_ms bigint, ended_grants text[])
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
    (extract(epoch FROM i.sessions_revoked_at) * 1000)::bigint,
    ARRAY(SELECT e.grant_id FROM ended_session e WHERE e.identity_id = i.id)
  FROM identity i WHERE i.subject = p_subject; END
$$;
