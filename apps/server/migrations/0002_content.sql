-- Content users see: announcements with their targeting and read state, and documents.
CREATE TABLE announcement (
  id serial PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT 'en',
  display_location text NOT NULL DEFAULT 'dealer-home',
  priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('highest', 'medium', 'lowest')),
  start_date timestamptz NOT NULL DEFAULT now(),
  expiration_date timestamptz,
  link_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  modified_by text,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX announcement_dates_idx ON announcement (start_date, expiration_date);

CREATE TABLE announcement_brand (
  announcement_id integer NOT NULL REFERENCES announcement(id) ON DELETE CASCADE,
  brand_id integer NOT NULL REFERENCES brand(id),
  PRIMARY KEY (announcement_id, brand_id)
);

CREATE TABLE announcement_region (
  announcement_id integer NOT NULL REFERENCES announcement(id) ON DELETE CASCADE,
  region_code text NOT NULL REFERENCES region(code),
  PRIMARY KEY (announcement_id, region_code)
);

CREATE TABLE announcement_role (
  announcement_id integer NOT NULL REFERENCES announcement(id) ON DELETE CASCADE,
  security_role_id integer NOT NULL REFERENCES security_role(id) ON DELETE CASCADE,
  PRIMARY KEY (announcement_id, security_role_id)
);

CREATE TABLE announcement_permission_set (
  announcement_id integer NOT NULL REFERENCES announcement(id) ON DELETE CASCADE,
  permission_set_id integer NOT NULL REFERENCES permission_set(id) ON DELETE CASCADE,
  PRIMARY KEY (announcement_id, permission_set_id)
);

CREATE TABLE announcement_application (
  announcement_id integer NOT NULL REFERENCES announcement(id) ON DELETE CASCADE,
  application_id integer NOT NULL REFERENCES application(id) ON DELETE CASCADE,
  PRIMARY KEY (announcement_id, application_id)
);

CREATE TABLE announcement_read (
  announcement_id integer NOT NULL REFERENCES announcement(id) ON DELETE CASCADE,
  identity_id integer NOT NULL REFERENCES identity(id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (announcement_id, identity_id)
);

CREATE TABLE document (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  subject text NOT NULL CHECK (subject IN ('General', 'IRW', 'Marketing', 'Parts', 'Sales', 'Service', 'Warranty')),
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  modified_by text,
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE document_brand (
  document_id integer NOT NULL REFERENCES document(id) ON DELETE CASCADE,
  brand_id integer NOT NULL REFERENCES brand(id),
  PRIMARY KEY (document_id, brand_id)
);
