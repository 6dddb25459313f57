// One webhook request: a POST over node:http(s) whose connection only goes to an address the
// webhook rule allows (webhook-address.ts checks the host, and the DNS answer as it connects, so a
// name pointed at a private address after it was saved is refused too). Redirects are not followed.
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, hostRefused } from './webhook-address.js';

export interface PostAnswer {
  status: number;
  /** The start of the answer's body (at most 1000 characters). */
  text: string;
}

export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { timeoutMs: number; allowedHosts: readonly string[] },
): Promise<PostAnswer> {
  if (hostRefused(url, opts.allowedHosts))
    return Promise.reject(
      new Error('The webhook host is a loopback, link-local or private address: refused'),
    );
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(opts.allowedHosts),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < 1000) text += chunk;
        });
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, text: text.slice(0, 1000) });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`TimeoutError: no answer within ${opts.timeoutMs} ms`)),
      opts.timeoutMs,
    );
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}
