// Prerendering: `node ../libs/frontend-kit/webpack/prerender.mjs [entry]`, run in a frontend's folder
// after its production build. Compiles the entry (default src/prerender.tsx) for Node with the
// frontend's own TypeScript and asset settings into dist-server/prerender.cjs, calls its
// `prerender()` (file name → HTML, rendered with react-dom/server and the default settings) and writes
// each file to dist/prerender/. The server puts the HTML into the page it sends, so the first screen
// paints before any JavaScript has run; the app then renders over it. The page server also loads
// dist-server/prerender.cjs itself and calls `prerender(settings)` again with the ministry's saved
// settings (backend/src/common/http/prerendered-pages.ts). dist-server/ is never published: the
// frontends' static servers (the API's, the nginx images) serve dist/ only.
//
// Style imports are left out (the page links the built CSS); images get their built names under the
// placeholder PRERENDER_BASE, which the server replaces with where the frontend is served. Form controls
// come disabled (and marked, so they look as usual; render-static.tsx): what is typed or clicked before
// the app has taken over would be lost, so they wait for the app's own; links work as they are.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { imageRule, linguiPluralNumberRule, persistentCache, typescriptRule } from './rules.mjs';

export const PRERENDER_BASE = '__PRERENDER_BASE__/';

const dir = process.cwd();
const entry = process.argv[2] ?? './src/prerender.tsx';
const out = path.join(dir, 'dist-server');
rmSync(out, { recursive: true, force: true });
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

const compiler = webpack({
  mode: 'production',
  target: 'node',
  context: dir,
  cache: persistentCache(dir, `${pkg.name.replace(/\W/g, '_')}-prerender`),
  entry,
  output: {
    path: out,
    filename: 'prerender.cjs',
    library: { type: 'commonjs2' },
    publicPath: PRERENDER_BASE,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      typescriptRule(dir),
      linguiPluralNumberRule,
      { test: /\.css$/, type: 'asset/source' },
      imageRule({ emit: false }),
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});

const stats = await new Promise((resolve, reject) =>
  compiler.run((error, result) => {
    compiler.close(() => undefined);
    if (error) reject(error);
    else resolve(result);
  }),
);
if (stats.hasErrors()) {
  console.error(stats.toString('errors-only'));
  process.exit(1);
}

const { prerender } = createRequire(import.meta.url)(path.join(out, 'prerender.cjs'));
const files = await prerender();
const target = path.join(dir, 'dist', 'prerender');
mkdirSync(target, { recursive: true });
for (const [name, html] of Object.entries(files)) {
  // Every file the markup points at must be one the browser build wrote.
  for (const [, file] of html.matchAll(new RegExp(`${PRERENDER_BASE}([^"'\\s)]+)`, 'g'))) {
    if (!existsSync(path.join(dir, 'dist', file))) {
      console.error(`${pkg.name}: ${name} points at ${file}, which the build did not write`);
      process.exit(1);
    }
  }
  writeFileSync(path.join(target, name), html);
  console.log(
    `${pkg.name}: prerendered dist/prerender/${name} (${(html.length / 1024).toFixed(1)} KB)`,
  );
}
