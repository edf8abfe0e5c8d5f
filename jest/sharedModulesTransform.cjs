// Jest's stand-in for the webpack loader of shell/src/features/remotes/sharedModules.ts: the same generated map, as require() calls.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const LOADER = path.resolve(__dirname, '../tooling/webpack/sharedModulesLoader.cjs');
const { sharedModulesSource, INPUTS } = require(LOADER);

module.exports = {
  process() {
    return { code: sharedModulesSource({ development: false, format: 'cjs' }) };
  },
  getCacheKey() {
    const hash = crypto.createHash('sha1');
    for (const file of INPUTS) hash.update(fs.readFileSync(file));
    return hash.digest('hex');
  },
};
