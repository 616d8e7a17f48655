// A request of the server's own to an address outboundAddress.ts checked (webhook deliveries, Web Push to drivers'
// phones): it connects to that address, not to a second DNS lookup's, so a name that changed its answer in between
// cannot steer it to a private one.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedTarget } from './outboundAddress.ts';

/** What is kept of an answer that is not 2xx. */
const ANSWER_KEPT_CHARS = 200;

export interface Attempt {
  statusCode: number | null;
  error: string | null;
}

/**
 * One POST to the checked address (TLS still verifies the URL's host name); never follows a redirect. The answer's
 * status, or why there is none; the start of a non-2xx answer's text is kept in the error.
 */
export function postPinned(
  target: ResolvedTarget,
  body: string | Buffer,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Attempt> {
  return new Promise<Attempt>((resolve) => {
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const client = target.url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(attempt);
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        headers,
        lookup: pinned,
        agent: false,
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          answer += chunk;
          if (answer.length > ANSWER_KEPT_CHARS) response.destroy();
        });
        const done = () => {
          const ok = statusCode >= 200 && statusCode < 300;
          const text = answer.replaceAll('\0', '').trim().slice(0, ANSWER_KEPT_CHARS);
          finish({ statusCode, error: ok ? null : `HTTP ${statusCode}${text ? `: ${text}` : ''}` });
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, error: `No answer within ${Math.round(timeoutMs / 1000)} s` });
    }, timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) =>
      finish({ statusCode: null, error: `Could not connect: ${err.code ?? err.message}` }),
    );
    request.end(body);
  });
}
