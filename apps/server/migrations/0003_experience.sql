-- Signed-in experience: translated application names and announcement texts, the user's own
-- security question, and indexes for the per-user reads of announcements and documents.
CREATE TABLE application_translation (
  application_id integer NOT NULL REFERENCES application(id) ON DELETE CASCADE,
  locale text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (application_id, locale)
);

CREATE TABLE announcement_translation (
  announcement_id integer NOT NULL REFERENCES announcement(id) ON DELETE CASCADE,
  locale text NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  PRIMARY KEY (announcement_id, locale)
);

ALTER TABLE identity ADD COLUMN security_question text;
ALTER TABLE identity ADD COLUMN security_answer_hash text;

CREATE INDEX announcement_read_identity_idx ON announcement_read (identity_id);
CREATE INDEX announcement_location_idx ON announcement (display_location, start_date);
CREATE INDEX document_brand_brand_idx ON document_brand (brand_id);
CREATE INDEX application_role_role_idx ON application_role (security_role_id);
