// Registers the route modules of a folder tree: the folder path is the URL prefix
// (routes/v2/user/notifications.ts serves /v2/user/notifications), and an `autohooks` module
// applies to its folder and every folder below it.
//
// A small loader of our own rather than @fastify/autoload: the API tests run the TypeScript
// sources under vitest, where autoload's native import() cannot load `.ts` files on Node 20; an
// import() written here goes through vitest's module loader in tests and Node's in production.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

const MODULE = /^(?!.*\.(test|d)\.[jt]s$)[\w-]+\.[jt]s$/;
const HOOKS = /^autohooks\.[jt]s$/;

async function pluginOf(file: string): Promise<FastifyPluginAsync> {
  const mod = (await import(pathToFileURL(file).href)) as { default?: FastifyPluginAsync };
  if (typeof mod.default !== 'function')
    throw new Error(`${file}: a route module exports its routes as the default plugin`);
  return mod.default;
}

type Loaded = Map<string, Promise<FastifyPluginAsync>>;

/**
 * Starts importing every module of the tree at once (start-up: the files are read in parallel,
 * not one after another as each registration awaits its import); registration keeps its order.
 */
function importTree(dir: string, loaded: Loaded) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) importTree(file, loaded);
    else if (e.isFile() && MODULE.test(e.name)) {
      const plugin = pluginOf(file);
      // Awaited when its turn to register comes; a failure surfaces there.
      plugin.catch(() => undefined);
      loaded.set(file, plugin);
    }
  }
}

/** Registers every route module under `dir` into `app`, sub-folders under their names. */
export async function loadRoutes(
  app: FastifyInstance,
  dir: string,
  loaded?: Loaded,
): Promise<void> {
  if (!loaded) importTree(dir, (loaded = new Map()));
  const load = (file: string) => loaded.get(file) ?? pluginOf(file);
  const entries = fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name));
  const hooks = entries.find((e) => e.isFile() && HOOKS.test(e.name));
  // The hooks are registered with fastify-plugin, so they reach this folder's routes and below.
  if (hooks) await app.register(await load(path.join(dir, hooks.name)));
  for (const e of entries) {
    if (e.isFile() && MODULE.test(e.name) && !HOOKS.test(e.name))
      await app.register(await load(path.join(dir, e.name)));
  }
  for (const e of entries) {
    if (!e.isDirectory()) continue;
    const sub = path.join(dir, e.name);
    await app.register((child) => loadRoutes(child, sub, loaded), { prefix: `/${e.name}` });
  }
}
