// Set by vite.config.ts at build time; keys caches that must not outlive a deployment.
declare const __BUILD_ID__: string;
