import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { extractMessages, type ExtractedMessages } from './extract-messages';

/** The backend's source root: `src/` under ts-jest, `dist/` once built. */
const ROOT = join(__dirname, '..', '..');
const EXTENSION = __filename.endsWith('.ts') ? '.ts' : '.js';

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.endsWith(`.spec${EXTENSION}`) && keep(path))
    .sort();
}

/**
 * The server's messages, read from its code: the app module (every controller, so every DTO it
 * validates), every DTO file besides, and every `*.errors` module.
 */
export async function serverMessages(): Promise<ExtractedMessages> {
  await import(join(ROOT, `app.module${EXTENSION}`));
  const isDto = (path: string) =>
    path.endsWith(`.dto${EXTENSION}`) || /[/\\]dto[/\\][^/\\]+$/.test(path);
  for (const file of filesUnder(ROOT, (path) => path.endsWith(EXTENSION) && isDto(path)))
    await import(file);
  const errorModules: { file: string; exports: Record<string, unknown> }[] = [];
  for (const file of filesUnder(ROOT, (path) => path.endsWith(`.errors${EXTENSION}`))) {
    const exports = (await import(file)) as Record<string, unknown>;
    errorModules.push({ file: relative(ROOT, file).replace(/\.(ts|js)$/, ''), exports });
  }
  return extractMessages(errorModules);
}
