// A small production static server for one built bundle: brotli or gzip, MIME types, CORS, cache headers, SPA fallback.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);
/** webpack's `[name].[contenthash:8].ext` (and assets/...): safe to cache forever. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const MIN_GZIP_BYTES = 512;

export function mimeOf(file) {
  return MIME[path.extname(file).toLowerCase()] || 'application/octet-stream';
}

export function cacheControlOf(file) {
  return HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves `root` on `port`. Options: spa (unknown paths without an extension get index.html),
 * cors (Access-Control-Allow-Origin: *, what a remote needs), host (default: every interface).
 * Resolves once listening with { url, port, close() }.
 */
export async function startStaticServer({ root, port, host, spa = false, cors = false }) {
  const absRoot = path.resolve(root);
  /** On-the-fly gzip results, keyed by file and mtime, for files without a precompressed .gz. */
  const gzipCache = new Map();

  function gzipped(file, stat) {
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    let buf = gzipCache.get(key);
    if (!buf) {
      buf = zlib.gzipSync(fs.readFileSync(file), { level: 6 });
      gzipCache.set(key, buf);
    }
    return buf;
  }

  function resolveFile(urlPath) {
    let rel;
    try {
      rel = decodeURIComponent(urlPath.split('?')[0]);
    } catch {
      return null;
    }
    const file = path.resolve(absRoot, `.${path.posix.normalize(rel)}`);
    if (file !== absRoot && !file.startsWith(absRoot + path.sep)) return null;
    try {
      const stat = fs.statSync(file);
      if (stat.isDirectory()) {
        const index = path.join(file, 'index.html');
        return fs.existsSync(index) ? { file: index, stat: fs.statSync(index) } : null;
      }
      return { file, stat };
    } catch {
      return null;
    }
  }

  const server = http.createServer((req, res) => {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const urlPath = new URL(req.url || '/', 'http://x').pathname;
    let found = resolveFile(urlPath);
    if (!found && spa && !path.extname(urlPath)) found = resolveFile('/index.html');
    if (!found) {
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end('Not found');
      return;
    }
    const { file, stat } = found;
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': mimeOf(file),
      'Cache-Control': cacheControlOf(file),
      ETag: etag,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const ext = path.extname(file).toLowerCase();
    const accepted = req.headers['accept-encoding'] || '';
    const compress = COMPRESSIBLE.has(ext) && stat.size >= MIN_GZIP_BYTES;
    /** The build's precompressed copy (.br, .gz), unless the file changed after it. */
    const precompressed = (suffix) => {
      const pre = `${file}${suffix}`;
      const preStat = fs.existsSync(pre) ? fs.statSync(pre) : null;
      return preStat && preStat.mtimeMs >= stat.mtimeMs ? fs.readFileSync(pre) : null;
    };
    let body = null;
    if (compress && /\bbr\b/.test(accepted)) {
      body = precompressed('.br');
      if (body) headers['Content-Encoding'] = 'br';
    }
    if (!body && compress && /\bgzip\b/.test(accepted)) {
      body = precompressed('.gz') ?? gzipped(file, stat);
      headers['Content-Encoding'] = 'gzip';
    }
    body ??= fs.readFileSync(file);
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = server.address().port;
  return {
    port: actualPort,
    url: `http://localhost:${actualPort}`,
    /** Stops listening and drops open keep-alive connections at once (a "server is down" for tests). */
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
