// Keeps @planner/shared's singletons single: a relative import from one subpath folder into another
// (`../bus` inside shared/src/sync) is rewritten to the package request (`@planner/shared/bus`), so
// Module Federation consumes it from the share scope instead of bundling a second copy of that module.
'use strict';

const path = require('node:path');
const { plannerSharedSubpaths } = require('./sharedDependencies.cjs');

const SHARED_SRC = path.resolve(__dirname, '../../shared/src');

class SharedSubpathImportsPlugin {
  constructor() {
    // 'bus', 'sync', 'logger', ... : the top-level names each exported subpath lives under.
    this.subpaths = new Set(plannerSharedSubpaths().map((r) => r.slice('@planner/shared/'.length)));
  }

  /** The package request for a relative import that leaves its own subpath, or null. */
  rewrite(context, request) {
    if (!request.startsWith('.') || !context) return null;
    if (/\.(css|json|svg|png)$/.test(request)) return null;
    const fromRel = path.relative(SHARED_SRC, context);
    if (fromRel.startsWith('..') || path.isAbsolute(fromRel)) return null;
    const targetRel = path.relative(SHARED_SRC, path.resolve(context, request));
    if (targetRel.startsWith('..') || path.isAbsolute(targetRel) || targetRel === '') return null;
    const from = fromRel.split(path.sep)[0];
    const target = targetRel.split(path.sep)[0].replace(/\.(ts|tsx|js)$/, '');
    if (from === target) return null;
    // A subpath of its own inside another folder (model/constants: zod-free) is shared on its own.
    const nested = targetRel
      .split(path.sep)
      .join('/')
      .replace(/\.(ts|tsx|js)$/, '');
    if (nested !== target && this.subpaths.has(nested)) return `@planner/shared/${nested}`;
    if (!this.subpaths.has(target)) return null;
    return `@planner/shared/${target}`;
  }

  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('SharedSubpathImportsPlugin', (nmf) => {
      nmf.hooks.beforeResolve.tap('SharedSubpathImportsPlugin', (data) => {
        const replacement = this.rewrite(data.context, data.request);
        if (replacement) data.request = replacement;
      });
    });
  }
}

module.exports = { SharedSubpathImportsPlugin };
