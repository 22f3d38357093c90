// One webpack + Module Federation setup for the shell (host) and the three remotes.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import {
  linguiPluralNumberRule,
  persistentCache,
  sharedAliases,
  typescriptRule,
} from './rules.mjs';
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
      // A remote's entry keeps its stable name (remoteEntry.js, found through its manifest). The
      // shell's main.js is named by its content, like every chunk, so a returning visitor's browser
      // keeps it for good instead of asking again before every visit (index.html names it). The
      // federation runtime reads this template before content hashes exist, only for the folder depth
      // of the entry (the same either way): it gets the plain name then.
      filename:
        host && production
          ? (pathData) => (pathData.chunk?.contentHash?.javascript ? hashed('js') : '[name].js')
          : '[name].js',
      chunkFilename: hashed('js'),
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: sharedAliases },
    module: {
      rules: [
        typescriptRule(dir, { stripMessageTexts: production }),
        linguiPluralNumberRule,
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
        // One copy of the federation runtime on a page, the shell's: a remote reads it from the global
        // the shell's provide-runtime-plugin.ts sets before it loads any remote entry.
        experiments: {
          ...(!host && { externalRuntime: true }),
          ...(runtimeOptimization && { optimization: runtimeOptimization }),
        },
      }),
      new MiniCssExtractPlugin({ filename: hashed('css'), chunkFilename: hashed('css') }),
      ...(production ? [new PrecompressPlugin()] : []),
      ...(host
        ? [
            new HtmlWebpackPlugin({
              template: './src/index.html',
              scriptLoading: 'defer',
              // Built files carry their content hash in their names; a development build's do not.
              hash: !production,
            }),
            new CopyWebpackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
          ]
        : []),
    ],
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}
