# syntax=docker/dockerfile:1
# University website: Node SSR server. Multi-stage: install with the lockfile,
# build, then a slim runtime with production dependencies only, as non-root.
#   docker build -t university-website .
#   docker run -p 3000:3000 -e DEMO_UPSTREAM=1 university-website   # demo mode (generated content)
# Without a Docker engine or registry: buildah on a stand-in base (docs/operations.md, Container image; tests/deploy/image.test.ts).
# Without UPSTREAM_API_BASE_URL (and its credential) or DEMO_UPSTREAM=1 the server refuses to start.

# Node 24 LTS, the version package.json's engines and the esbuild target name. For a reproducible
# build pin the digest too: --build-arg NODE_IMAGE=node:24-bookworm-slim@sha256:<digest of the day>
# (docker buildx imagetools inspect node:24-bookworm-slim).
ARG NODE_IMAGE=node:24-bookworm-slim

# 1. All dependencies (dev included: vite, esbuild, typescript) from the lockfile.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. Build: dist/client (assets), dist/server (vike), dist/app/server.js and the demo upstream's own
#    entry dist/app/demo-upstream.js (started by the server only with DEMO_UPSTREAM=1).
FROM deps AS build
COPY . .
RUN npm run build

# 3. Production dependencies only, installed fresh (never the dev tree above), without the build tools vike
#    depends on for `vite build` (vite, esbuild, babel and vite's peers: ~75 MB the server never loads).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY scripts/prune-build-tools.mjs /tmp/
RUN npm ci --omit=dev --no-audit --no-fund && node /tmp/prune-build-tools.mjs && npm cache clean --force

# 4. Runtime.
FROM ${NODE_IMAGE} AS runtime
# glibc malloc: two arenas, not eight per core (zlib's and libvips' threads fragment them), and blocks of
# 64 KiB or more mapped on their own, so zlib's output chunks and libvips' and libaom's buffers return to the system when freed.
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=65536
WORKDIR /app
# Files stay owned by root: the app user can read but not modify its code.
COPY package.json package-lock.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The image's unprivileged "node" user, numeric so Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE 3000
# No curl in the slim image: Node's own fetch checks liveness.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself (graceful shutdown).
STOPSIGNAL SIGTERM
CMD ["node", "dist/app/server.js"]
