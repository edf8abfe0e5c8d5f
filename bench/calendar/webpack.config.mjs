// Production build of the calendar bench page (minified like the remote's own production build).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));

export default {
  mode: 'production',
  context: here,
  entry: './page.tsx',
  output: { path: path.join(here, 'dist'), filename: '[name].[contenthash].js', clean: true },
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
        minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
      }),
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({
      templateContent:
        '<!doctype html><html><head><meta charset="utf-8"><title>loading</title></head><body><div id="root"></div></body></html>',
    }),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash].css' }),
  ],
  performance: { hints: false },
};
