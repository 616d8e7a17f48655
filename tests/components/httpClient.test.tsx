import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../src/dataProvider/errors.ts';
import { createHttpClient } from '../../src/dataProvider/httpClient.ts';
import { server } from './support/server.ts';

const client = (token: string | null = 'secret-token', timeoutMs?: number) =>
  createHttpClient({ getToken: () => token, timeoutMs, downloadTimeoutMs: timeoutMs });

const captureRequest = (
  method: 'get' | 'post',
  path: string,
  respond: () => Response = () => HttpResponse.json({ ok: true }),
) => {
  const seen: Request[] = [];
  server.use(
    http[method](path, ({ request }) => {
      seen.push(request.clone());
      return respond();
    }),
  );
  return seen;
};

describe('http client', () => {
  it('calls /api on the page origin, skips empty query values and sends arrays in bracket format', async () => {
    const seen = captureRequest('get', '/api/order/list');

    await client().get('/order/list', {
      globalIdSearch: '',
      region: null,
      productId: undefined,
      status: 'new,accepted',
      companyIds: [1, 2],
      page: 1,
    });

    const url = new URL(seen[0].url);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/api/order/list');
    expect(url.search).toBe('?companyIds[]=1&companyIds[]=2&page=1&status=new%2Caccepted');
  });

  it('sends the stored token as a Bearer header, and no header without a token', async () => {
    const seen = captureRequest('get', '/api/@me');

    await client('secret-token').get('/@me');
    await client(null).get('/@me');

    expect(seen[0].headers.get('Authorization')).toBe('Bearer secret-token');
    expect(seen[1].headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies and reads JSON answers; 204 gives nothing', async () => {
    const seen = captureRequest('post', '/api/auth/login', () => HttpResponse.json({ token: 't' }));
    server.use(http.post('/api/logout', () => new HttpResponse(null, { status: 204 })));

    const answer = await client(null).post('/auth/login', { username: 'anna', password: 'secret1' });

    expect(answer).toEqual({ token: 't' });
    expect(seen[0].headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0].json()).toEqual({ username: 'anna', password: 'secret1' });
    expect(await client().post('/logout')).toBeUndefined();
  });

  it('raises an ApiError with status, body and the errorCode of the body', async () => {
    server.use(
      http.post('/api/order/cancel', () =>
        HttpResponse.json(
          { name: 'ConflictError', message: 'Order is not cancellable', errorCode: 'order_is_not_cancellable' },
          { status: 409 },
        ),
      ),
    );

    const error = await client()
      .post('/order/cancel', { orderId: 1 })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      errorCode: 'order_is_not_cancellable',
      message: 'Order is not cancellable',
      response: { name: 'ConflictError', errorCode: 'order_is_not_cancellable' },
    });
  });

  it("uses 'unknown' when the body has no errorCode, and keeps a text body as is", async () => {
    server.use(http.get('/api/region/list', () => new HttpResponse('Bad gateway', { status: 502 })));

    const error = await client()
      .get('/region/list')
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, errorCode: 'unknown', response: 'Bad gateway' });
  });

  it('keeps the per-field errors of a 400', async () => {
    server.use(
      http.post('/api/auth/register', () =>
        HttpResponse.json(
          {
            name: 'ValidationError',
            message: 'Invalid',
            errorCode: 'validation_failed',
            errors: { email: ['validation.email'] },
          },
          { status: 400 },
        ),
      ),
    );

    const error = (await client(null)
      .post('/auth/register', {})
      .catch((e: unknown) => e)) as ApiError;

    expect(error.fieldErrors).toEqual({ email: ['validation.email'] });
  });

  it('aborts a request that takes longer than the timeout', async () => {
    server.use(
      http.get('/api/product/list', async () => {
        await delay(2_000);
        return HttpResponse.json([]);
      }),
    );

    const started = Date.now();
    const error = await client('t', 50)
      .get('/product/list')
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'timeout', message: 'errors.timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('downloads a file with its name from Content-Disposition', async () => {
    server.use(
      http.get(
        '/api/order/labels/17',
        () =>
          new HttpResponse('%PDF-1.4', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="17_order_label.pdf"',
            },
          }),
      ),
    );

    const file = await client().download('/order/labels/17', { fallbackFilename: 'label.pdf' });

    expect(file.filename).toBe('17_order_label.pdf');
    expect(file.blob.size).toBe(8);
  });
});
