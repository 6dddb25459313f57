-- Webhook secrets in the Standard Webhooks format (issue 24, finding 9): after a rotation the
-- previous secret signs too (a second `v1,` signature) until previous_secret_until, so a receiver
-- switches to the new secret without refusing a delivery. Existing secrets are kept as they are:
-- one that is not `whsec_` + base64 of 24-64 bytes keeps its text as the HMAC key (the receivers
-- configured with it verify as before) and is shown as `legacy` until an administrator rotates it.
ALTER TABLE webhook_subscription ADD COLUMN previous_secret text;
ALTER TABLE webhook_subscription ADD COLUMN previous_secret_until timestamptz;
