-- Records (issue 13): edit history search, the outbox of integration events, webhook
-- subscriptions and their deliveries, and the integration error report.

-- Each audit entry keeps the locations its user (or organisation) belonged to when it was
-- written, so a delegated auditor's search is one indexed condition and a deleted user's history
-- stays within the locations it had; and the entity's name then, for history of deleted records.
ALTER TABLE audit_entry ADD COLUMN organization_ids integer[] NOT NULL DEFAULT '{}';
ALTER TABLE audit_entry ADD COLUMN entity_label text;

UPDATE audit_entry a
SET organization_ids = i.included_org_ids, entity_label = i.first_name || ' ' || i.last_name
FROM identity i
WHERE a.entity_type = 'identity' AND a.entity_id = i.id::text;

-- The history pages list one entity type newest first; the scope test uses the GIN index.
CREATE INDEX audit_entry_type_time_idx ON audit_entry (entity_type, changed_on DESC, id DESC);
CREATE INDEX audit_entry_orgs_idx ON audit_entry USING gin (organization_ids);

-- The outbox: one row per change sent downstream, written in the transaction of the change.
CREATE TABLE integration_event (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_type text NOT NULL,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  payload jsonb NOT NULL,
  changed_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX integration_event_entity_idx ON integration_event (entity_type, entity_id, created_at DESC);

-- Receivers configured by an administrator. The secret signs each request (HMAC-SHA256).
CREATE TABLE webhook_subscription (
  id serial PRIMARY KEY,
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  secret text NOT NULL,
  event_types text[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per event and subscription; the runner claims due rows with FOR UPDATE SKIP LOCKED.
CREATE TABLE webhook_delivery (
  id bigserial PRIMARY KEY,
  event_id uuid NOT NULL REFERENCES integration_event(id) ON DELETE CASCADE,
  subscription_id integer NOT NULL REFERENCES webhook_subscription(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_status integer,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_delivery_due_idx ON webhook_delivery (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX webhook_delivery_subscription_idx ON webhook_delivery (subscription_id, created_at DESC);

-- Failures of the integrations (spec section 3): failed deliveries and what workers report.
-- organization_id has no foreign key: a worker may report an organisation since deleted.
CREATE TABLE integration_error (
  id serial PRIMARY KEY,
  integration_type text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  organization_id integer,
  serial_number text,
  function_name text,
  function_arn text,
  log_group text,
  log_stream text,
  log_timestamp timestamptz NOT NULL,
  message text NOT NULL,
  details text,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'RETRIED', 'RESOLVED')),
  event_id uuid REFERENCES integration_event(id) ON DELETE SET NULL,
  subscription_id integer REFERENCES webhook_subscription(id) ON DELETE SET NULL,
  retry_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX integration_error_time_idx ON integration_error (log_timestamp DESC, id DESC);
