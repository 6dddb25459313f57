// Vite (SSR build) config that bundles the built server (apps/server/dist) into a few files under
// dist/bundle: Node 20 reads, resolves and compiles ~800 separate modules at every start, about
// half of the server's start-up. dist/main.js runs the bundle when it is newer than the last tsc
// build (scripts/build.mjs makes it after tsc), the separate modules otherwise (src/main.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/server/dist');
const outDir = path.join(dist, 'bundle');
const ownCode = [dist, path.join(root, 'packages/shared/dist')].map((d) => d + path.sep);

/**
 * Left as imports from node_modules: native code and WebAssembly (PGlite, argon2), packages that
 * read their own files at run time (pino's transports; Swagger UI is told where its files are),
 * and the modules only some requests or one database load (exceljs, pg).
 */
const EXTERNAL = [/^@electric-sql\/pglite/, /^@node-rs\//, /^pino(\/|$)/, /^exceljs/, /^pg(\/|$)/];

/**
 * React renders the account and sign-in pages to static markup. Its entry files pick the
 * development or production build when they run (by NODE_ENV, which `npm start` does not set),
 * so the bundle held both of each (react-dom's server builds alone 1.1 MB) and ran the
 * development ones at every start. The bundle is what runs the portal: it takes the production
 * builds, and of react-dom's server only the one with renderToStaticMarkup (the legacy build).
 */
const cjs = (file) => path.join(root, 'node_modules', file);
const REACT_PRODUCTION = [
  {
    find: /^react-dom\/server$/,
    replacement: cjs('react-dom/cjs/react-dom-server-legacy.node.production.js'),
  },
  { find: /^react-dom$/, replacement: cjs('react-dom/cjs/react-dom.production.js') },
  { find: /^react\/jsx-runtime$/, replacement: cjs('react/cjs/react-jsx-runtime.production.js') },
  { find: /^react$/, replacement: cjs('react/cjs/react.production.js') },
];

/** The route modules under dist/routes/v2 (routes/load-routes.ts finds them by reading the folder). */
function routeFiles(dir = path.join(dist, 'routes/v2')) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(file);
    return /^[\w-]+\.js$/.test(e.name) ? [file] : [];
  });
}

/**
 * Keeps each module's own location: `import.meta.url` becomes the address of the file it was
 * built to (dist/db/migrate.js finds ../../migrations as before), and the route loader's import()
 * by path becomes a table of the route modules, so they are bundled with the rest.
 */
const keepLocations = {
  name: 'portal-keep-module-locations',
  enforce: 'pre',
  transform(code, id) {
    if (!ownCode.some((d) => id.startsWith(d))) return null;
    const here = JSON.stringify(path.relative(outDir, id).split(path.sep).join('/'));
    let out = code.replaceAll('import.meta.url', `new URL(${here}, import.meta.url).href`);
    if (id === path.join(dist, 'routes/load-routes.js')) {
      const call = 'import(pathToFileURL(file).href)';
      if (!out.includes(call)) throw new Error(`load-routes.js: no ${call} to replace`);
      const table = routeFiles()
        .map(
          (f) => `  ${JSON.stringify(path.relative(dist, f))}: () => import(${JSON.stringify(f)}),`,
        )
        .join('\n');
      const distUrl = `new URL(${JSON.stringify(path.relative(outDir, dist))}, import.meta.url)`;
      out = out.replace(call, `bundledRoute(file)`);
      out += `
import { fileURLToPath as bundleDirOf } from 'node:url';
const BUNDLED_ROUTES = {
${table}
};
/** The bundled route module built to \`file\` (a file the build did not see loads on its own). */
function bundledRoute(file) {
  const bundled = BUNDLED_ROUTES[path.relative(bundleDirOf(${distUrl}), file)];
  return bundled ? bundled() : ${call};
}
`;
    }
    return { code: out, map: null };
  },
};

export default {
  root,
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  plugins: [keepLocations],
  resolve: { alias: REACT_PRODUCTION },
  ssr: { noExternal: true, external: [], target: 'node' },
  build: {
    ssr: path.join(dist, 'server.js'),
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      external: EXTERNAL,
      // depd (a dependency of koa's http-assert) builds its wrappers with eval, as it does unbundled.
      onwarn(warning, warn) {
        if (warning.code !== 'EVAL') warn(warning);
      },
      output: { format: 'es', entryFileNames: 'server.js', chunkFileNames: '[name]-[hash].js' },
    },
  },
};
