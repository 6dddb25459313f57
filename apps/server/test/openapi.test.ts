// The OpenAPI document describes the API only, completely, and passes Redocly's recommended rules
// with no problem; the rendered reference at /v2/docs is served from the portal itself.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@portal/shared';
import { startPortal, type TestPortal } from './helpers/setup.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { $ref?: string }>;
}
type Doc = { paths: Record<string, Record<string, Operation>>; components: Record<string, never> };

const root = path.resolve(import.meta.dirname, '../../..');

describe('OpenAPI document', () => {
  it('lists only /v2 operations, each with an id, summary, tag, security and error answers', async () => {
    const doc = (await portal.app.inject({ url: '/v2/openapi.json' })).json<Doc>();
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => !p.startsWith('/v2/'))).toEqual([]);
    expect(paths).not.toContain('/v2/openapi.json');
    const ops = Object.entries(doc.paths).flatMap(([p, ms]) =>
      Object.entries(ms).map(([m, o]) => ({ at: `${m} ${p}`, ...o })),
    );
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.filter((o) => !o.operationId || !o.summary || !o.tags?.length)).toEqual([]);
    expect(new Set(ops.map((o) => o.operationId)).size).toBe(ops.length);
    const user = doc.paths['/v2/admin/users/{id}']!;
    expect(Object.keys(user.put!.responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '422'].sort(),
    );
    expect(user.get!.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(user.get!.security).toEqual([{ bearer: [] }, { openIdConnect: ['api:iam'] }]);
  });

  it('passes the linter (Redocly, recommended rules) with no errors and no warnings', async () => {
    const doc = (await portal.app.inject({ url: '/v2/openapi.json' })).json<Doc>();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const lint = spawnSync(
      path.join(root, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json'],
      { encoding: 'utf8' },
    );
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { message: string }[];
    };
    expect(report.problems.map((p) => p.message)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('documents the one error body, with examples that match the shared schema', async () => {
    const doc = (await portal.app.inject({ url: '/v2/openapi.json' })).json<{
      components: { responses: Record<string, { content: Record<string, { example: unknown }> }> };
    }>();
    const examples = Object.values(doc.components.responses).map(
      (r) => r.content['application/json']!.example,
    );
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const example of examples) expect(errorBodySchema.parse(example)).toEqual(example);
  });

  it('describes the webhook secret format (Standard Webhooks) on creation and in the answer', async () => {
    const doc = (await portal.app.inject({ url: '/v2/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const create = JSON.stringify(doc.paths['/v2/admin/webhooks']?.post);
    expect(create).toContain('whsec_');
    expect(create).toMatch(/base64-decoded part after/);
    expect(JSON.stringify(doc.paths['/v2/admin/webhooks/{id}']?.put)).toContain('rotateSecret');
  });

  it('serves the rendered reference at /v2/docs with its script from the portal', async () => {
    const html = await portal.app.inject({ url: '/v2/docs' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    const scripts = [...html.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /^(https?:)?\/\//.test(s))).toEqual([]);
    expect(html.body).not.toMatch(/<script(?![^>]*src=)[^>]*>[^<]+<\/script>/);
    const script = await portal.app.inject({
      url: new URL(scripts[0]!, 'http://localhost/v2/docs/').pathname,
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(String(html.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
