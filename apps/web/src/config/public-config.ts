// Start-up configuration from the server: the portal-config meta tag, else /app-config.json (dev).
import { createContext, useContext } from 'react';
import type { PublicConfig } from '@portal/shared';

const STRING_FIELDS = ['basePath', 'issuer', 'clientId', 'loginDashboardUrl'] as const;

/**
 * A light shape check instead of publicConfigSchema: zod would add ~25 kB gzip to the first load
 * for a document the server itself generates from that schema.
 */
export function parsePublicConfig(value: unknown): PublicConfig {
  const config = value as Partial<Record<string, unknown>> | null;
  const problems = [
    ...STRING_FIELDS.filter((key) => typeof config?.[key] !== 'string'),
    ...(Array.isArray(config?.scopes) ? [] : ['scopes']),
  ];
  if (problems.length > 0) throw new Error(`Invalid portal configuration: ${problems.join(', ')}`);
  return config as PublicConfig;
}

export async function loadPublicConfig(doc: Document = document): Promise<PublicConfig> {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="portal-config"]');
  if (meta?.content) return parsePublicConfig(JSON.parse(meta.content));
  const res = await fetch('/app-config.json', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`Configuration request failed (${res.status})`);
  return parsePublicConfig(await res.json());
}

export const ConfigContext = createContext<PublicConfig | null>(null);

export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigContext');
  return config;
}
