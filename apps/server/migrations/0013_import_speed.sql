-- Bulk import speed (issue 14): the location trigger rewrites a user's included locations only
-- when they change. An import writes new users with their locations already on the row, so the
-- trigger's statement after it finds nothing to rewrite (it rewrote every new user: a second
-- version of 100,000 rows and their index entries).
CREATE OR REPLACE FUNCTION identity_location_sync() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE identity i SET included_org_ids = n.ids FROM (SELECT c.id, ARRAY(SELECT l.organization_id FROM identity_location l WHERE l.identity_id = c.id AND l.mode = 'INCLUDE' ORDER BY 1) AS ids FROM (SELECT DISTINCT identity_id AS id FROM changed_rows) c) n WHERE i.id = n.id AND i.included_org_ids IS DISTINCT FROM n.ids; RETURN NULL; END $$;
