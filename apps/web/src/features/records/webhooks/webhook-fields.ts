// The webhook form's values and a generator of secrets.

export interface WebhookFields {
  url: string;
  description: string;
  secret: string;
  eventTypes: string[];
  active: boolean;
}

/** A fresh Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}
