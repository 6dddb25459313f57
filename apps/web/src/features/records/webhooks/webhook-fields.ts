// The webhook form's values and a generator of secrets.

export interface WebhookFields {
  url: string;
  description: string;
  secret: string;
  eventTypes: string[];
  active: boolean;
}

/** A fresh random secret: 32 bytes, base64url (43 printable characters). */
export function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
