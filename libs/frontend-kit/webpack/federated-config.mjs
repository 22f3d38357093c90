// One webpack + Module Federation setup for the shell (host) and the three remotes.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { persistentCache, typescriptRule } from './rules.mjs';
import { sharedSingletons } from './shared-singletons.mjs';

/**
 * @param {object} options
 * @param {string} options.dir the package folder (import.meta.dirname of its webpack.config.mjs)
 * @param {string} options.name the federation container name (a JS identifier)
 * @param {'host' | 'remote'} options.role
 * @param {Record<string, string>} [options.exposes] remote only: exposed name → source file
 * @param {string[]} [options.runtimePlugins] host only: federation runtime plugins
 * @param {{ disableRemote?: boolean, disableSnapshot?: boolean, target?: 'web' | 'node' }} [options.runtimeOptimization]
 *   remote only: leave out federation runtime code the remote never runs (a remote that loads no
 *   remotes of its own needs neither remote loading nor manifest snapshots)
 * @param {string[]} [options.buildFiles] the frontend's own build files (its config, loaders) that the
 *   persistent cache must be dropped for when they change
 * @param {{ mode?: string }} argv webpack-cli arguments
 */
export function createFederatedConfig(
  { dir, name, role, exposes, runtimePlugins = [], runtimeOptimization, buildFiles = [] },
  argv,
) {
  const production = argv.mode !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const host = role === 'host';
  const hashed = (ext) => (production ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);

  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    context: dir,
    cache: persistentCache(dir, `${name}-${production ? 'production' : 'development'}`, [
      path.join(dir, 'webpack.config.mjs'),
      ...buildFiles,
    ]),
    // Only the shell boots a page; a remote is entered through remoteEntry.js, which the plugin adds.
    entry: host ? './src/main.ts' : {},
    output: {
      path: path.join(dir, 'dist'),
      // The shell lives at the site root; a remote works from wherever its files are served.
      publicPath: host ? '/' : 'auto',
      // Entry files keep stable names: the federation runtime derives paths from them before
      // hashes exist. The shell's index.html busts caches with ?<hash>; lazy chunks carry hashes.
      filename: '[name].js',
      chunkFilename: hashed('js'),
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typescriptRule(dir),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(host
          ? {
              // Remotes are registered at run time from /remotes.json (remote-registry.ts).
              remotes: {},
              runtimePlugins,
            }
          : { filename: 'remoteEntry.js', exposes }),
        shared: sharedSingletons(pkg),
        // Use the singletons already on the page instead of loading every remote entry up front to
        // compare versions (which would fetch the admin remote on public pages).
        shareStrategy: 'loaded-first',
        manifest: !host,
        dts: false,
        ...(runtimeOptimization && { experiments: { optimization: runtimeOptimization } }),
      }),
      new MiniCssExtractPlugin({ filename: hashed('css'), chunkFilename: hashed('css') }),
      ...(host
        ? [
            new HtmlWebpackPlugin({
              template: './src/index.html',
              scriptLoading: 'defer',
              hash: true,
            }),
            new CopyWebpackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
          ]
        : []),
    ],
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}
