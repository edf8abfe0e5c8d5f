// What the page benches (bench/tasks, bench/calendar) share: the production build of a bench page, a tiny static
// server for its dist and the Chromium they time it in.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './pages.mjs';

const { EagerFactoriesPlugin } = createRequire(import.meta.url)(
  '../../tooling/webpack/eagerFactoriesPlugin.cjs',
);

/** Production build of `<dir>/page.tsx` into `<dir>/dist`, minified like the remotes' own production builds. */
export function pageBenchConfig(dir) {
  return {
    mode: 'production',
    // Source maps as the suite's builds have them (bench/trace names functions through them).
    devtool: process.env.PLANNER_SOURCEMAP ? 'source-map' : false,
    context: dir,
    entry: './page.tsx',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash].js', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.module\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              // As in the suite's builds: a default export of the class names.
              options: { modules: { namedExport: false, exportLocalsConvention: 'as-is' } },
            },
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
      ],
    },
    optimization: {
      // The same JS minifier as the suite's production builds (tooling/webpack/createConfig.cjs).
      minimizer: [
        new MinimizerPlugin({
          test: /\.[cm]?js(\?.*)?$/i,
          minify: {
            implementation: MinimizerPlugin.swcMinify,
            options: { compress: { passes: 2 } },
          },
        }),
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        templateContent:
          '<!doctype html><html><head><meta charset="utf-8"><title>loading</title></head><body><div id="root"></div></body></html>',
      }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash].css' }),
      // As in the suite's production builds: module factories compiled while the script streams in.
      new EagerFactoriesPlugin(),
    ],
    performance: { hints: false },
  };
}

export function buildPage(dir) {
  return new Promise((resolve, reject) => {
    webpack(pageBenchConfig(dir), (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

/** Serves `dir` on 127.0.0.1:`port` (index.html for '/'). */
export function servePage(dir, port) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const target = file.endsWith('/') ? path.join(file, 'index.html') : file;
    if (!target.startsWith(dir) || !fs.existsSync(target)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': types[path.extname(target)] ?? 'application/octet-stream',
    });
    fs.createReadStream(target).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Debian's Chromium with the flags that work on these machines. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}
