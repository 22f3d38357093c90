// Brotli copies of a production build's scripts and styles, written beside them (`main.1a2b3c4d.js.br`)
// at the strongest setting once, at build time. The API's file serving sends them to browsers that
// accept brotli (backend/src/common/http/precompressed.ts): compressing on each request has to use a
// fast setting, whose output was larger than gzip's (React DOM: 65.3 KB that way, 63.6 KB gzip, 54.5 KB
// from this copy; docs/testing.md).

import { constants, brotliCompressSync } from 'node:zlib';

const COMPRESSED = /\.(js|css)$/;
/** Below about a kilobyte the encoding header costs what compression saves (as `compression` does). */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After content hashes are final: the copies are of the files as served.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!COMPRESSED.test(name)) continue;
            const raw = asset.buffer();
            if (raw.length < MIN_BYTES) continue;
            const br = brotliCompressSync(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            });
            if (br.length < raw.length)
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
          }
        },
      );
    });
  }
}
