// The Module Federation `shared` map: the singletons every bundle of the suite shares, versions from package.json.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { sharedFacades } = require('./sharedFacades.cjs');

const ROOT = path.resolve(__dirname, '../..');

/** Singletons shared by the shell and every remote (docs/architecture.md). Subpaths name their package. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'rxjs',
  'i18next',
  'react-i18next',
  'localforage',
  '@tanstack/react-query',
];
const DEV_ONLY_SINGLETONS = ['react/jsx-dev-runtime'];

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** 'react-dom/client' -> 'react-dom'; '@planner/shared/bus' -> '@planner/shared'. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Subpaths for tests and the bench only: never in an app bundle, so never shared. */
const TEST_ONLY_SUBPATHS = new Set(['./testing']);

/**
 * The JS subpath exports of @planner/shared and their files ('@planner/shared/bus' -> .../src/bus/index.ts);
 * CSS is not a module to share.
 */
function plannerSharedSubpathFiles() {
  const pkg = readJson(path.join(ROOT, 'shared/package.json'));
  return new Map(
    Object.entries(pkg.exports || {})
      .filter(([key]) => key.startsWith('./') && !/\.(css|json)$/.test(key))
      .filter(([key]) => !TEST_ONLY_SUBPATHS.has(key))
      .filter(([, target]) => typeof target === 'string')
      .map(([key, target]) => [
        `@planner/shared/${key.slice(2)}`,
        path.join(ROOT, 'shared', target),
      ])
      // An export whose file is not written yet cannot be provided (nothing can import it either).
      .filter(([, file]) => fs.existsSync(file)),
  );
}

/** The JS subpath exports of @planner/shared ('@planner/shared/bus', ...). */
function plannerSharedSubpaths() {
  return [...plannerSharedSubpathFiles().keys()];
}

/** The version installed at the root (workspaces hoist every shared package there). */
function installedVersion(pkgName) {
  return readJson(path.join(ROOT, 'node_modules', pkgName, 'package.json')).version;
}

/**
 * @param {string} packageDir the consuming package (its package.json gives each requiredVersion)
 * @param {boolean} development adds react/jsx-dev-runtime, which swc emits in development
 * Every @planner/shared subpath is listed, even those a bundle does not import: the shell provides them
 * all (createConfig.cjs providedSharedVersions), so two remotes never each load their own copy.
 */
function sharedDependencies(packageDir, development) {
  const deps = readJson(path.join(packageDir, 'package.json')).dependencies || {};
  const requests = [
    ...SINGLETONS,
    ...(development ? DEV_ONLY_SINGLETONS : []),
    ...plannerSharedSubpaths(),
  ];
  const facades = sharedFacades();
  const shared = {};
  for (const request of requests) {
    const pkgName = packageOf(request);
    const version = installedVersion(pkgName);
    shared[request] = {
      singleton: true,
      // A package that does not list the dependency still accepts exactly the installed one.
      requiredVersion: deps[pkgName] || version,
      version,
      eager: false,
      // Only the names the suite imports (sharedFacades.cjs), in every bundle: the fallback copies too.
      ...(facades[request] ? { import: facades[request] } : {}),
    };
  }
  return shared;
}

module.exports = {
  sharedDependencies,
  plannerSharedSubpaths,
  plannerSharedSubpathFiles,
  SINGLETONS,
};
