# syntax=docker/dockerfile:1
# The production image: the API serving the built web client, on Node 20, as a non-root user.
#   docker build -t otc-relief .        (docker-compose.yml builds it for its two replicas)
# Configuration comes only from environment variables (README, "Running in production").
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV CI=true npm_config_loglevel=error
RUN npm install -g pnpm@12.18.0
WORKDIR /repo
# The manifests first, so the dependency layer is reused until one of them changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/api-contract/package.json packages/api-contract/
COPY packages/content-tools/package.json packages/content-tools/
COPY packages/formulary/package.json packages/formulary/
COPY packages/password-policy/package.json packages/password-policy/
COPY packages/safety-engine/package.json packages/safety-engine/
RUN pnpm install
COPY . .
# Build the API, the web client and the packages they use; then keep only the API's production
# dependencies (pnpm deploy copies the workspace packages in) and the web client's static files.
RUN pnpm exec turbo run build --filter=@otc/api --filter=@otc/web --output-logs=errors-only \
 && pnpm --filter @otc/api deploy --prod /out/apps/api \
 && rm -rf /out/apps/api/src /out/apps/api/test \
 && mkdir -p /out/apps/web \
 && cp -r apps/web/dist /out/apps/web/dist

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The code belongs to root and is read-only for the app; only DATA_DIR is writable.
COPY --from=build /out ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness, not readiness: a database or Redis outage must not get a healthy process restarted.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: the app stops accepting, finishes requests in flight (SHUTDOWN_TIMEOUT_MS, 10 s), closes, exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/main.js"]
