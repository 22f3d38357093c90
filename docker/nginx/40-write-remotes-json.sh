#!/bin/sh
# Writes /remotes.json for the shell from the environment at container start: where the browser
# loads each remote's mf-manifest.json. Run by the nginx image's /docker-entrypoint.sh.
#
#   REMOTE_PUBLIC_URL     default http://localhost:8081/mf-manifest.json
#   REMOTE_COMMUNITY_URL  default http://localhost:8082/mf-manifest.json
#   REMOTE_ADMIN_URL      default http://localhost:8083/mf-manifest.json
#
# These are addresses the visitor's browser uses, not names inside the compose network.
set -eu

ME=$(basename "$0")
TARGET="${REMOTES_JSON_PATH:-/usr/share/nginx/html/remotes.json}"

public_url="${REMOTE_PUBLIC_URL:-http://localhost:8081/mf-manifest.json}"
community_url="${REMOTE_COMMUNITY_URL:-http://localhost:8082/mf-manifest.json}"
admin_url="${REMOTE_ADMIN_URL:-http://localhost:8083/mf-manifest.json}"

# A URL has no reason to contain quotes, backslashes or control characters: refuse rather than
# write broken JSON.
check() {
    case "$2" in
        '' | *'"'* | *'\'* | *' '*)
            echo "$ME: ERROR: $1 must be a URL without quotes, backslashes or spaces (got '$2')" >&2
            exit 1
            ;;
    esac
    if printf '%s' "$2" | grep -q '[[:cntrl:]]'; then
        echo "$ME: ERROR: $1 contains control characters" >&2
        exit 1
    fi
}
check REMOTE_PUBLIC_URL "$public_url"
check REMOTE_COMMUNITY_URL "$community_url"
check REMOTE_ADMIN_URL "$admin_url"

tmp="$TARGET.tmp.$$"
printf '{\n  "public": "%s",\n  "community": "%s",\n  "admin": "%s"\n}\n' \
    "$public_url" "$community_url" "$admin_url" >"$tmp"
chmod 0644 "$tmp"
mv "$tmp" "$TARGET"

echo "$ME: wrote $TARGET (public=$public_url community=$community_url admin=$admin_url)"
