// Types of bench-sign-in.mjs, so that TypeScript tests can sign in to a running portal with fetch.
export declare const DEMO_PASSWORD: string;
/** The browser's code flow with PKCE against `origin`; resolves with the access token. */
export declare function signInWithFetch(
  origin: string,
  email: string,
  password?: string,
): Promise<string>;
