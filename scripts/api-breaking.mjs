#!/usr/bin/env node
// npm run api:breaking: fails when the API document (libs/api-client/openapi.json, which `api:check`
// keeps equal to the code) breaks a caller of the version it claims, i.e. removes an operation, removes
// or retypes a field, or asks for a new required input, without `info.version` being bumped (API_VERSION
// in backend/src/openapi/swagger.ts) and the new version described in docs/api-changelog.md.
//
// Compared with: API_BASE_REF's document when set (e.g. `API_BASE_REF=origin/main` on a branch), else the
// first committed document of the current version (so every change since that version was released is
// checked, however many commits landed at once), or, right after a bump, the last document of the version
// before; a break then needs a new major version. A clone without that history compares with nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiDiff from 'openapi-diff';

const root = join(import.meta.dirname, '..');
const DOCUMENT = 'libs/api-client/openapi.json';
const CHANGELOG = 'docs/api-changelog.md';

const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const versionOf = (text) => JSON.parse(text).info.version;

function committed(revision) {
  try {
    return git('show', `${revision}:${DOCUMENT}`);
  } catch {
    return null;
  }
}

/** The baseline: [label, document text], or null when there is nothing to compare with. */
function baseline(current) {
  const ref = process.env.API_BASE_REF;
  if (ref) {
    const text = committed(ref);
    if (text === null) throw new Error(`API_BASE_REF=${ref} has no ${DOCUMENT}`);
    return [ref, text];
  }
  let history = [];
  try {
    history = git('log', '--first-parent', '--format=%H', '--', DOCUMENT)
      .split('\n')
      .filter(Boolean);
  } catch {
    /* not a git checkout */
  }
  let first = null;
  for (const commit of history) {
    const text = committed(commit);
    if (text === null) break;
    if (versionOf(text) !== current) {
      // The version was just bumped: compare with the last document of the version before.
      return (
        first ?? [`${commit.slice(0, 10)} (the last document of version ${versionOf(text)})`, text]
      );
    }
    first = [`${commit.slice(0, 10)} (the first document of version ${current})`, text];
  }
  return first;
}

/**
 * The current document with each property that a schema of the base document did not have yet made
 * `{}` (any value) for the comparison. Such a property is new to every existing caller: what it holds
 * cannot break one (a new required input still shows, since `required` is kept). openapi-diff would
 * otherwise work out the complement of the new property's whole shape inside an open schema, which
 * grows exponentially with nested nullable objects and arrays (an event's registration took hours).
 */
function withAdditionsAsAny(baseText, currentText) {
  const before = JSON.parse(baseText).components?.schemas ?? {};
  const current = JSON.parse(currentText);
  for (const [name, schema] of Object.entries(current.components?.schemas ?? {})) {
    const known = before[name]?.properties;
    if (!known || !schema.properties) continue;
    for (const property of Object.keys(schema.properties)) {
      if (!(property in known)) schema.properties[property] = {};
    }
  }
  return JSON.stringify(current);
}

const major = (v) => Number.parseInt(String(v).split('.')[0], 10);

const currentText = readFileSync(join(root, DOCUMENT), 'utf8');
const version = versionOf(currentText);
let failed = false;

const changelog = readFileSync(join(root, CHANGELOG), 'utf8');
if (!new RegExp(`^## ${version.replaceAll('.', '\\.')}\\b`, 'm').test(changelog)) {
  console.error(`${CHANGELOG} has no "## ${version}" section: say what this API version changed.`);
  failed = true;
}

const base = baseline(version);
if (!base) {
  console.log(`API ${version}: no earlier document of this version to compare with`);
} else {
  const [label, baseText] = base;
  const spec = (content, location) => ({ content, location, format: 'openapi3' });
  const outcome = await openapiDiff.diffSpecs({
    sourceSpec: spec(baseText, label),
    destinationSpec: spec(withAdditionsAsAny(baseText, currentText), DOCUMENT),
  });
  if (outcome.breakingDifferencesFound && !(major(version) > major(versionOf(baseText)))) {
    console.error(`Breaking changes against ${label} without a new major version (${version}):`);
    for (const difference of outcome.breakingDifferences) {
      const where = [
        ...difference.sourceSpecEntityDetails,
        ...difference.destinationSpecEntityDetails,
      ]
        .map((detail) => detail.location)
        .filter((location, index, all) => all.indexOf(location) === index)
        .join(', ');
      console.error(`  ${difference.code}: ${where}`);
    }
    console.error(
      'Keep the old shape, or bump API_VERSION in backend/src/openapi/swagger.ts (a major bump for a' +
        ` break) and describe the change in ${CHANGELOG}.`,
    );
    failed = true;
  } else {
    const changes = outcome.nonBreakingDifferences.length + outcome.unclassifiedDifferences.length;
    const breaks = outcome.breakingDifferencesFound ? outcome.breakingDifferences.length : 0;
    console.log(
      breaks > 0
        ? `API ${version}: ${breaks} breaking changes against ${label}, allowed by the new major version (${changes} other changes)`
        : `API ${version}: no breaking change against ${label} (${changes} other changes)`,
    );
  }
}
process.exit(failed ? 1 : 0);
