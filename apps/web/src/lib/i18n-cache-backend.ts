// i18next backend: bundles from localStorage when fresh, else fetched by i18next-http-backend.
import type { HttpBackendOptions } from 'i18next-http-backend';
import type { BackendModule, ReadCallback, ResourceKey, Services } from 'i18next';

const PREFIX = 'portal-i18n:';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface CacheEntry {
  build: string;
  savedAt: number;
  data: ResourceKey;
}

function readEntry(key: string): CacheEntry | null {
  try {
    const entry = JSON.parse(localStorage.getItem(key) ?? 'null') as CacheEntry | null;
    return entry && typeof entry.data === 'object' ? entry : null;
  } catch {
    return null;
  }
}

function writeEntry(key: string, data: ResourceKey) {
  try {
    const entry: CacheEntry = { build: __BUILD_ID__, savedAt: Date.now(), data };
    localStorage.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full or disabled: the bundle still works for this page view.
  }
}

export class CachedHttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private services: Services | undefined;
  private options: HttpBackendOptions = {};

  init(services: Services, options: HttpBackendOptions) {
    this.services = services;
    this.options = options;
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    const key = `${PREFIX}${namespace}:${language}`;
    const cached = readEntry(key);
    if (cached && cached.build === __BUILD_ID__ && Date.now() - cached.savedAt < MAX_AGE_MS) {
      return callback(null, cached.data);
    }
    // Loaded on first need only: English is bundled, so most visits never fetch a bundle.
    import('i18next-http-backend')
      .then(({ default: HttpBackend }) => {
        const http = new HttpBackend(this.services, this.options);
        http.read(language, namespace, (error, data) => {
          if (!error && data && typeof data === 'object') {
            writeEntry(key, data);
            return callback(null, data);
          }
          // An outdated copy beats no translation at all.
          if (cached) return callback(null, cached.data);
          callback(error ?? new Error(`No translations for ${language}`), false);
        });
      })
      .catch((error: unknown) => callback(error as Error, false));
  }
}
