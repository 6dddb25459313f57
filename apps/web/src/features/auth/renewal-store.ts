// The last renewed user, kept in IndexedDB for the next holder of the renewal lock. localStorage
// reaches other tabs with a delay (measured: stale reads right after the lock changed hands),
// IndexedDB transactions do not, so a spent refresh token is never sent twice.

export interface RenewalStore {
  read(): Promise<string | null>;
  write(value: string | null): Promise<void>;
}

const DB_NAME = 'portal-auth';
const STORE = 'renewal';
const KEY = 'user';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

async function withStore(mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest) {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const db = await request(open);
  try {
    return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

export function createRenewalStore(): RenewalStore {
  if (typeof indexedDB === 'undefined') {
    return { read: async () => null, write: async () => {} };
  }
  return {
    async read() {
      try {
        const value: unknown = await withStore('readonly', (s) => s.get(KEY));
        return typeof value === 'string' ? value : null;
      } catch {
        return null;
      }
    },
    async write(value) {
      try {
        await withStore('readwrite', (s) => (value === null ? s.delete(KEY) : s.put(value, KEY)));
      } catch {
        // Without IndexedDB the renewal still works; only the cross-tab hand-over is weaker.
      }
    },
  };
}
