# syntax=docker/dockerfile:1
# The release image (issue 11): the built Sika — API server with the web app, game provider — run by
# `npm start` on the project's pinned Node 24 (docs/decisions/008), in production mode.
#
#   docker build -t sika .
#   docker run -p 8090:8090 -p 8091:8091 -v sika-data:/data \
#     -e DATABASE_URL=… -e PUBLIC_URL=https://… -e GAMES_PUBLIC_URL=https://… -e COOKIE_SECURE=1 \
#     -e WALLET_API_SECRET=… -e PAYMENT_CALLBACK_SECRET=… -e PAY_LINK_SECRET=… -e MTN_MOMO_URL=… … sika
#
# Production refuses to start without its settings (README, Settings). Without DATABASE_URL it runs the
# embedded PostgreSQL with its data in /data. One SIGTERM (docker stop) stops every service and PostgreSQL.

ARG NODE_IMAGE=node:24-bookworm-slim

# Every workspace's manifest, so that npm ci sees the whole workspace tree before the sources come in.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/admin/package.json apps/admin/
COPY apps/games/package.json apps/games/
COPY apps/paysim/package.json apps/paysim/
COPY apps/beacon/package.json apps/beacon/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/
COPY packages/fairness/package.json packages/fairness/

# Runtime dependencies only: what `npm ci --omit=dev` keeps (the pinned node, pino, fastify, pg, …).
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --no-audit --no-fund

# The build: web app, game pages, and the three services bundled by esbuild (npm run build).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS release
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8090 DATA_DIR=/data
# Sources stay beside the build: the migrations, the public folders and scripts/start.ts are read from
# them. The build is copied after them, so it is newer and `npm start` does not try to rebuild it.
COPY --chown=node:node . .
COPY --from=runtime-deps --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/apps/web/dist apps/web/dist
COPY --from=build --chown=node:node /app/apps/games/dist apps/games/dist
COPY --from=build --chown=node:node /app/apps/server/build apps/server/build
COPY --from=build --chown=node:node /app/apps/games/build apps/games/build
COPY --from=build --chown=node:node /app/apps/paysim/build apps/paysim/build
COPY --from=build --chown=node:node /app/apps/beacon/build apps/beacon/build
RUN mkdir -p /data && chown node:node /data
# Not root: the embedded PostgreSQL then runs as this user, with no relocation.
USER node
VOLUME /data
EXPOSE 8090 8091
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# tini reaps the detached PostgreSQL's processes and passes docker stop's SIGTERM to npm, which passes it on.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["npm", "start"]
