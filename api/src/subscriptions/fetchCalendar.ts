// Reads an outside calendar's ICS text (docs/product.md section 10): a deadline for the whole read, a size
// cap (reading stops past it), a few redirects each checked again, and in production only public addresses
// (the DNS answer is checked and the connection made to the checked address: no rebinding in between).
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import zlib from 'node:zlib';
import {
  MAX_ICS_BYTES,
  SUBSCRIPTION_FETCH_TIMEOUT_MS,
  SUBSCRIPTION_MAX_REDIRECTS,
  type SubscriptionErrorCode,
} from '@planner/shared/model';
import { isAllowedUrl, isBlockedAddress } from './addressGuard';

export class FetchError extends Error {
  constructor(
    readonly code: SubscriptionErrorCode,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

export interface FetchOptions {
  production: boolean;
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests: a resolver standing in for DNS. */
  resolve?: (hostname: string) => Promise<string[]>;
}

export type FetchResult =
  | { kind: 'not-modified' }
  | { kind: 'ok'; text: string; etag: string | null; lastModified: string | null };

async function resolveAll(hostname: string): Promise<string[]> {
  const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => a.address);
}

/** The address to connect to: in production the name's every address must be public. */
async function addressOf(url: URL, options: FetchOptions): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.production) return null; // Node's own lookup
  const addresses = isIP(host) ? [host] : await (options.resolve ?? resolveAll)(host);
  if (addresses.length === 0) throw new FetchError('unreachable', `${host} has no address`);
  if (addresses.some(isBlockedAddress)) {
    throw new FetchError('blocked-address', `${host} is not a public address`);
  }
  return addresses[0] as string;
}

function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function request(
  url: URL,
  address: string | null,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'GET',
        headers,
        signal,
        ...(address ? { lookup: pinnedLookup(address) } : {}),
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

function decoded(response: IncomingMessage): NodeJS.ReadableStream {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

/** The body as text, refused (and the reading stopped) once it passes maxBytes, decoded size counted. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FetchError('too-large', `The calendar is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of decoded(response)) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    total += buffer.length;
    if (total > maxBytes) {
      response.destroy();
      throw new FetchError('too-large', `The calendar is larger than ${maxBytes} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function failure(error: unknown, signal: AbortSignal): FetchError {
  if (error instanceof FetchError) return error;
  if (signal.aborted) return new FetchError('timeout', 'The calendar took too long to answer');
  return new FetchError(
    'unreachable',
    error instanceof Error ? error.message : 'The calendar could not be reached',
  );
}

/** One read of an outside calendar: its text, or "not modified" (ETag / Last-Modified), or a FetchError. */
export async function fetchCalendar(address: string, options: FetchOptions): Promise<FetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(),
    options.timeoutMs ?? SUBSCRIPTION_FETCH_TIMEOUT_MS,
  );
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects++) {
      if (!isAllowedUrl(url, options)) {
        throw new FetchError('blocked-address', `${url.protocol}//${url.host} is not allowed`);
      }
      const pinned = await addressOf(url, options);
      const headers: Record<string, string> = {
        accept: 'text/calendar, */*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'Planner calendar subscription',
      };
      if (options.etag) headers['if-none-match'] = options.etag;
      if (options.lastModified) headers['if-modified-since'] = options.lastModified;
      const response = await request(url, pinned, headers, controller.signal);
      const status = response.statusCode ?? 0;
      if (status === 304) {
        response.resume();
        return { kind: 'not-modified' };
      }
      if ([301, 302, 303, 307, 308].includes(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new FetchError('http', 'A redirect without Location', status);
        if (redirects >= SUBSCRIPTION_MAX_REDIRECTS) {
          throw new FetchError('too-many-redirects', 'Too many redirects');
        }
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new FetchError('http', `The calendar's server answered ${status}`, status);
      }
      const text = await readCapped(response, options.maxBytes ?? MAX_ICS_BYTES);
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === 'string' && value.length <= 512 ? value : null;
      };
      return { kind: 'ok', text, etag: header('etag'), lastModified: header('last-modified') };
    }
  } catch (error) {
    throw failure(error, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
