// Copies a package's public/ folder into its output (favicon, remotes.json template, ...) without extra deps.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

class PublicAssetsPlugin {
  /** @param {{ dir: string, exclude?: string[] }} options exclude: file names handled elsewhere (index.html) */
  constructor({ dir, exclude = [] }) {
    this.dir = dir;
    this.exclude = new Set(exclude);
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PublicAssetsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of walk(this.dir)) {
            const rel = path.relative(this.dir, file).split(path.sep).join('/');
            // Watched even when another plugin emits it (index.html), so edits trigger a rebuild.
            compilation.fileDependencies.add(file);
            if (this.exclude.has(rel)) continue;
            if (!compilation.getAsset(rel))
              compilation.emitAsset(rel, new RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

module.exports = { PublicAssetsPlugin };
