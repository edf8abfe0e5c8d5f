// Gives the main thread back between a lazy chunk's arrival and the run of its modules, in every bundle.
//
// webpack runs an `import()`'s modules as a promise continuation of the chunk's script: the chunk is
// compiled and evaluated, and its modules' factories then run in the same task (the microtasks that follow
// the script). On a fresh renderer (a first visit, every Lighthouse run) each factory is compiled as it
// first runs, and a chunk's task was 20-45 ms at 412 px with Lighthouse's trace categories (4 Dec 2026):
// FullCalendar's chunk 43, the data layer's 21-28, TanStack Query's 28. With this runtime module the
// modules run in the next task (`scheduler.yield` where the browser has it: the continuation goes before
// other queued work; else a zero timeout), so those are two tasks of about half each.
'use strict';

/** @param {import('webpack').Compiler} compiler */
function yieldAfterChunksRuntime(compiler) {
  const { RuntimeModule, RuntimeGlobals, Template } = compiler.webpack;

  class YieldAfterChunksRuntimeModule extends RuntimeModule {
    constructor() {
      // After the ensure-chunk runtime has defined __webpack_require__.e.
      super('yield after chunks', RuntimeModule.STAGE_TRIGGER);
    }

    generate() {
      const ensure = RuntimeGlobals.ensureChunk;
      // `nextTask` is a copy of `shared/src/mainThread.ts`: this code is the bundle's runtime, written
      // out as plain ES5 before any module (and so before `@planner/shared`) exists, so it cannot
      // import it. Keep the two in step.
      return Template.asString([
        `var ensureChunk = ${ensure};`,
        `var nextTask = function () {`,
        Template.indent([
          `var s = typeof scheduler !== 'undefined' ? scheduler : undefined;`,
          `if (s && typeof s.yield === 'function') return s.yield();`,
          `return new Promise(function (resolve) { setTimeout(resolve, 0); });`,
        ]),
        `};`,
        `${ensure} = function (chunkId) {`,
        Template.indent([
          `return ensureChunk(chunkId).then(function (value) {`,
          Template.indent(`return nextTask().then(function () { return value; });`),
          `});`,
        ]),
        `};`,
      ]);
    }
  }

  return YieldAfterChunksRuntimeModule;
}

class YieldAfterChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const YieldAfterChunksRuntimeModule = yieldAfterChunksRuntime(compiler);
    compiler.hooks.thisCompilation.tap('YieldAfterChunksPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(compiler.webpack.RuntimeGlobals.ensureChunk)
        .tap('YieldAfterChunksPlugin', (chunk) => {
          compilation.addRuntimeModule(chunk, new YieldAfterChunksRuntimeModule());
        });
    });
  }
}

module.exports = { YieldAfterChunksPlugin, yieldAfterChunksRuntime };
