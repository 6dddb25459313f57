// `npm start`: builds what is not built, then runs the one portal process.
import { root } from './lib.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

await import('./build.mjs');
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
