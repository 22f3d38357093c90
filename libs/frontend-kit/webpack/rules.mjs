// Module rules every frontend build shares (federated-config.mjs, prerender.mjs, the frontends' configs).
import path from 'node:path';

/** TypeScript through ts-loader with the frontend's own tsconfig (type checking is `npm run typecheck`). */
export function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
  };
}

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
