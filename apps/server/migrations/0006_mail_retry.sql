-- Sending attempts of outgoing mail: a failed mail is tried again (at most 5 times) without blocking the others.
ALTER TABLE email_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE email_outbox ADD COLUMN last_error text;
CREATE INDEX email_outbox_unsent ON email_outbox (id) WHERE sent_at IS NULL;
