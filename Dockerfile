# The app as a container image: the API server with the built web app, or (another command) the local
# exchange alone. Build: docker build -t hl-ai-trader .   Details: docs/deployment.md.
#
# BASE_IMAGE must give Node 24 with npm and a `node` user of uid 1000, as the official image does. Where no
# registry can be reached, scripts/smoke/stand-in-base.sh builds such a base from Debian's packages.
ARG BASE_IMAGE=node:24-slim

# The manifests alone first, so the dependency layers stay cached while only the sources change.
FROM ${BASE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY packages/hl-sim/package.json packages/hl-sim/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# The web app's build tools (Vite and its plugins), then the build.
FROM manifests AS web
RUN npm ci --workspace apps/web --no-audit --no-fund
COPY tsconfig.base.json tsconfig.tooling.json ./
COPY packages/core packages/core
COPY apps/web apps/web
RUN npm run build --workspace apps/web

# The server's production dependencies only: no test, lint, build or browser tooling.
FROM manifests AS server-deps
# TypeScript comes along only as an optional peer of viem's abitype (for its types): Node strips the types
# itself, nothing runs the compiler, so it goes.
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund \
 && rm -rf node_modules/typescript node_modules/@typescript \
 && npm cache clean --force

FROM ${BASE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
# The manifests and every node_modules folder npm made (the root's and the workspaces' own, e.g. the server's
# drizzle-orm), as they are.
COPY --from=server-deps /app ./
COPY packages/core/src packages/core/src
COPY packages/hl-sim/src packages/hl-sim/src
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY --from=web /app/apps/web/dist apps/web/dist
COPY docker/healthcheck.mjs docker/healthcheck.mjs
# Everything the app keeps (PGlite files, the generated server wallet, the exchange's journal) is in /data.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Liveness: /api/health answers once the server listens (readiness, /api/ready, is for load balancers).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "docker/healthcheck.mjs"]
CMD ["node", "apps/server/src/main.ts"]
