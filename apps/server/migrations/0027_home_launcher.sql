-- Home as a launcher: a short description and an uploaded icon per application, and each user's
-- favourite applications (pinned to the top of home).
ALTER TABLE application ADD COLUMN short_description text NOT NULL DEFAULT '';
ALTER TABLE application_translation ADD COLUMN short_description text;

-- One icon per application, checked and (SVG) cleaned when uploaded; the hash names its version
-- in the address, so browsers may keep it for good.
CREATE TABLE application_icon (
  application_id integer PRIMARY KEY REFERENCES application(id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/svg+xml', 'image/webp')),
  content bytea NOT NULL,
  sha256 text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A new or removed icon changes the applications users are sent (the catalogue's version).
CREATE TRIGGER application_icon_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON application_icon
  FOR EACH STATEMENT EXECUTE FUNCTION portal_bump_catalog_version();

CREATE TABLE identity_favourite_application (
  identity_id integer NOT NULL REFERENCES identity(id) ON DELETE CASCADE,
  application_id integer NOT NULL REFERENCES application(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (identity_id, application_id)
);
CREATE INDEX identity_favourite_application_app_idx ON identity_favourite_application (application_id);
