// Precompresses a built dist (.br and .gz beside each text asset) and measures what a browser downloads (gzip).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map|txt)$/;
/** Rewritten at deploy time, so never precompressed. */
const SKIP = new Set(['remotes.json']);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Brotli at its best quality: done once per build, it saves a mobile visitor about 13% over gzip. */
function brotli(body) {
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Writes file.br (brotli 11) and file.gz (gzip 9) beside every compressible file of dir, for the
 * static server to send whichever the browser accepts. Returns how many files were compressed.
 */
export function precompress(dir) {
  let count = 0;
  for (const file of [...files(dir)]) {
    if (!COMPRESSIBLE.test(file) || SKIP.has(path.basename(file))) continue;
    const body = fs.readFileSync(file);
    if (body.length < 512) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    fs.writeFileSync(`${file}.br`, brotli(body));
    count += 1;
  }
  return count;
}

/** The scripts and styles index.html loads directly (the shell's initial load or a standalone page). */
function htmlAssets(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return refs.map((ref) => path.join(dir, ref.replace(/^\/+/, ''))).filter((f) => fs.existsSync(f));
}

/** A remote's entry file as its manifest names it (content-hashed in production builds). */
export function remoteEntryName(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  return manifest.metaData.remoteEntry.name;
}

/**
 * Sizes in bytes (gzip level 9): `entry` is the shell's index.html scripts+styles, or a remote's entry
 * (the remoteEntry file its mf-manifest.json names); `total` is every .js/.css in the dist.
 */
export function measure(dir, kind) {
  let total = 0;
  for (const file of files(dir)) if (/\.(js|css)$/.test(file)) total += gzipSize(file);
  const entryFiles = kind === 'host' ? htmlAssets(dir) : [path.join(dir, remoteEntryName(dir))];
  const entry = entryFiles.reduce((sum, f) => sum + gzipSize(f), 0);
  return { entry, total, entryFiles: entryFiles.map((f) => path.relative(dir, f)) };
}
