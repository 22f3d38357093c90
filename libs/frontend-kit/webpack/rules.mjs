// Module rules every frontend build shares (federated-config.mjs, prerender.mjs, the frontends' configs).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { stripMessages } from './strip-messages.mjs';

/**
 * TypeScript through ts-loader with the frontend's own tsconfig (type checking is `npm run typecheck`).
 * A production browser build leaves the messages' English texts out of the code (strip-messages.mjs).
 */
export function typescriptRule(dir, { stripMessageTexts = false } = {}) {
  return {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      configFile: path.join(dir, 'tsconfig.json'),
      ...(stripMessageTexts && { getCustomTransformers: () => ({ before: [stripMessages()] }) }),
    },
  };
}

/**
 * @lingui/core with its plurals formatting the count only where a case shows it
 * (lingui-plural-number.mjs).
 */
export const linguiPluralNumberRule = {
  test: /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/,
  loader: path.join(import.meta.dirname, 'lingui-plural-number.mjs'),
};

/**
 * Images as hashed files next to the frontend's chunks. The prerender build names them the same
 * without writing them (`emit: false`), so its markup points at the browser build's files.
 */
export function imageRule({ emit = true } = {}) {
  return {
    test: /\.(png|jpe?g|webp|avif|svg)$/,
    type: 'asset/resource',
    generator: { filename: '[name].[contenthash:8][ext]', emit },
  };
}

/**
 * webpack's persistent cache, when WEBPACK_CACHE_DIR names a folder (CI keeps one outside the clone);
 * otherwise webpack's default (none in production, in memory while watching). A cached module is reused only if its file's content hash matches
 * (webpack's production snapshots hash what a fresh clone's new timestamps would not tell), and the
 * whole cache is dropped when a build file listed here or a package they load changes version. The
 * name keeps frontends, modes, Node majors and checkouts apart, so one never reads another's entries:
 * webpack's entries hold absolute paths, so a cache written by a clone in another folder cannot be
 * restored (it only warns, then builds everything).
 *
 * @param {string} dir the frontend's folder
 * @param {string} name what is being built (a frontend and its browser or prerender build)
 * @param {string[]} buildFiles the build's own files (configs, loaders) beyond the shared ones here
 */
export function persistentCache(dir, name, buildFiles = []) {
  const cacheDir = process.env.WEBPACK_CACHE_DIR;
  if (!cacheDir) return undefined;
  const kit = import.meta.dirname;
  const checkout = createHash('sha256')
    .update(path.resolve(kit, '..', '..', '..'))
    .digest('hex')
    .slice(0, 12);
  return {
    type: 'filesystem',
    cacheDirectory: path.resolve(cacheDir),
    name: `${name}-node${process.versions.node.split('.')[0]}-${checkout}`,
    buildDependencies: {
      config: [
        path.join(kit, 'federated-config.mjs'),
        path.join(kit, 'prerender.mjs'),
        path.join(kit, 'rules.mjs'),
        path.join(kit, 'shared-singletons.mjs'),
        path.join(kit, 'strip-messages.mjs'),
        path.join(kit, 'lingui-plural-number.mjs'),
        path.join(dir, 'package.json'),
        path.join(dir, 'tsconfig.json'),
        path.join(kit, '..', '..', '..', 'tsconfig.base.json'),
        ...buildFiles,
      ],
    },
  };
}

/**
 * Module aliases every frontend build shares: @lingui/react's `use-sync-external-store/shim`
 * resolves to React's own hook (React 19 has it), a few hundred bytes less on every page.
 */
export const sharedAliases = {
  'use-sync-external-store/shim$': path.join(
    import.meta.dirname,
    '..',
    'src',
    'i18n',
    'sync-external-store.ts',
  ),
};
