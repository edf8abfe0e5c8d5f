// Lets the browser compile each module's factory while the script downloads, instead of on the page's
// main thread when the module first runs.
//
// V8 compiles a script's top level as it streams in (on a background thread) and leaves every function in
// it to be compiled when first called, on the main thread. A webpack module is a function in the chunk's
// module map, so it is compiled when the module runs: on a fresh renderer (a first visit, every Lighthouse
// run) that is a full parse of the module's text in the task that runs it, 29 ms for FullCalendar's
// concatenated module (300 KB) in a Lighthouse trace of /dashboard (4 Dec 2026). A function in parentheses
// is one V8 expects to be called soon, and compiles with the top level, on the streaming thread. This
// plugin puts each module factory of a minified chunk in parentheses: `12(e,t,n){…}` becomes
// `12:(function(e,t,n){…})`. Only the factory: the functions inside it stay lazy, as before.
'use strict';

const acorn = require('acorn');

const PLUGIN = 'EagerFactoriesPlugin';

/** The module map's function properties in `code`: objects whose every key is a module id of the chunk. */
function factoryProperties(code, moduleIds) {
  const ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'script' });
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ObjectExpression' && isModuleMap(node, moduleIds)) {
      found.push(...node.properties);
      // A factory's body holds no other module map.
      return;
    }
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child.type === 'string') visit(child);
    }
  };
  visit(ast);
  return found;
}

function isModuleMap(node, moduleIds) {
  return (
    node.properties.length > 0 &&
    node.properties.every(
      (p) =>
        p.type === 'Property' &&
        !p.computed &&
        moduleIds.has(String(p.key.type === 'Literal' ? p.key.value : p.key.name)) &&
        (p.value.type === 'FunctionExpression' || p.value.type === 'ArrowFunctionExpression'),
    )
  );
}

/** Insertions (position, text) that parenthesise each factory. */
function parenthesise(properties) {
  const edits = [];
  for (const p of properties) {
    if (p.method) {
      // `12(e,t,n){…}` → `12:(function(e,t,n){…})`
      edits.push([p.key.end, ':(function'], [p.end, ')']);
    } else {
      // `12:function(e,t,n){…}` or `12:(e,t,n)=>{…}` → the same in parentheses
      edits.push([p.value.start, '('], [p.value.end, ')']);
    }
  }
  return edits;
}

class EagerFactoriesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the parentheses), before source maps are written.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        () => {
          const { chunkGraph } = compilation;
          for (const chunk of compilation.chunks) {
            const moduleIds = new Set();
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              const id = chunkGraph.getModuleId(module);
              if (id != null) moduleIds.add(String(id));
            }
            if (moduleIds.size === 0) continue;
            for (const file of chunk.files) {
              if (!/\.[cm]?js$/.test(file)) continue;
              compilation.updateAsset(file, (old) => {
                const edits = parenthesise(factoryProperties(old.source().toString(), moduleIds));
                if (edits.length === 0) return old;
                const source = new sources.ReplaceSource(old);
                for (const [at, text] of edits) source.insert(at, text);
                return source;
              });
            }
          }
        },
      );
    });
  }
}

module.exports = { EagerFactoriesPlugin };
