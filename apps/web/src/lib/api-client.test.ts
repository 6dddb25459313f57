// The API client's headers (spec section 7): the bearer token on JSON calls, an Authorization header
// the caller set left as it is, none added to blob downloads.
import { describe, expect, it } from 'vitest';
import { answers, bytesOf } from '../test/handlers/answers';
import { apiRequests, server } from '../test/server';
import { ApiError, createApiClient } from './api-client';

const api = createApiClient('', async () => 'user-token');
const authorization = () => apiRequests().map((r) => r.headers?.get('authorization') ?? null);

describe('api client headers', () => {
  it('adds the bearer token to JSON calls', async () => {
    server.use(...answers({ '/user': { id: 7 }, 'PUT /user': null }));
    await api.get('/user');
    await api.put('/user', { a: 1 });
    expect(authorization()).toEqual(['Bearer user-token', 'Bearer user-token']);
  });

  it('leaves an Authorization header that is already set', async () => {
    server.use(...answers({ '/user': { id: 7 } }));
    await api.get('/user', { headers: { Authorization: 'Bearer other-token' } });
    await api.get('/user', { headers: { authorization: 'Basic abc' } });
    expect(authorization()).toEqual(['Bearer other-token', 'Basic abc']);
  });

  it('adds none to blob downloads unless the caller passes one', async () => {
    server.use(...answers({ '/documents/1/content': new Blob(['%PDF-']) }));
    const blob = await api.blob('/documents/1/content');
    // Read through FileReader: jsdom's Blob, which Node's fetch hands back here, has no text().
    expect(new TextDecoder().decode(await bytesOf(blob))).toBe('%PDF-');
    await api.blob('/documents/1/content', { headers: await api.authHeaders() });
    expect(authorization()).toEqual([null, 'Bearer user-token']);
  });

  it('adds the token to an upload sent with progress, and turns a refusal into an ApiError', async () => {
    const body = { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Invalid File Type' };
    server.use(
      ...answers({
        'POST /files': { id: 1 },
        'POST /refused': new ApiError(415, body as never),
      }),
    );
    const form = new FormData();
    form.append('file', new File(['a,b'], 'a.csv'));
    const progress: number[] = [];
    const onProgress = (p: { loaded: number }) => progress.push(p.loaded);
    expect(await api.upload('/files', form, { onProgress })).toEqual({ id: 1 });
    await expect(api.upload('/refused', form, { onProgress })).rejects.toMatchObject({
      status: 415,
      body,
    });
    expect(authorization()).toEqual(['Bearer user-token', 'Bearer user-token']);
  });
});

describe('step-up for a second factor (issue 26)', () => {
  it('asks for a new sign-in when a write needs a second factor, and only then', async () => {
    const stepUps: string[] = [];
    const client = createApiClient(
      '',
      async () => 'user-token',
      () => stepUps.push('step-up'),
    );
    const refusal = (code: string) => ({ statusCode: 403, code, message: 'No.' });
    server.use(
      ...answers({
        'POST /admin/users': new ApiError(403, refusal('SECOND_FACTOR_REQUIRED') as never),
        'DELETE /admin/users/1': new ApiError(403, refusal('FORBIDDEN') as never),
      }),
    );
    await expect(client.post('/admin/users', {})).rejects.toBeInstanceOf(ApiError);
    expect(stepUps).toEqual(['step-up']);
    await expect(client.delete('/admin/users/1')).rejects.toBeInstanceOf(ApiError);
    expect(stepUps).toEqual(['step-up']);
  });
});
