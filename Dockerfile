# Every image of the storefront, from one file (docs/deployment.md). Build from the repository root:
#   docker build --target node-static  --build-arg PACKAGE=mf-catalog -t casa-carriel/catalog .
#   docker build --target nginx-static --build-arg PACKAGE=mf-legal   -t casa-carriel/legal .
#   docker build --target node-static  --build-arg PACKAGE=host       -t casa-carriel/host .
#   docker build --target collector                                   -t casa-carriel/newsletter-collector .
# Where no registry is reachable, `npm run compose:up` builds the two base images locally (tools/compose/).
ARG NODE_IMAGE=node:24-bookworm-slim
ARG DEBIAN_IMAGE=debian:bookworm-slim

# The workspace's dependencies, from the lockfile. Only package manifests are copied first, so this layer is
# shared by every image and rebuilt only when a dependency changes.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /repo
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY host/package.json host/
COPY mf-catalog/package.json mf-catalog/
COPY mf-stories/package.json mf-stories/
COPY mf-legal/package.json mf-legal/
COPY mf-consent/package.json mf-consent/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

# One deployable's production build, with its pre-rendered fragments (or, for the host, its page renderer).
# /out holds what its server needs and nothing else: the servers use Node's built-in modules only.
FROM dependencies AS build
ARG PACKAGE
# Empty: tools/build-all.mjs names the build after the package and the time. A redeploy of the same sources under
# another id (the browser tests' redeploys) sets it, which also makes the build run again instead of reusing a layer.
ARG BUILD_ID=""
RUN test -n "${PACKAGE}" || (echo "Set --build-arg PACKAGE=<host|mf-catalog|mf-stories|mf-legal|mf-consent>" && exit 1)
COPY tsconfig.base.json ./
COPY tools tools
COPY shared shared
COPY ${PACKAGE} ${PACKAGE}
RUN node tools/build-all.mjs ${PACKAGE} \
 && mkdir -p /out/${PACKAGE} \
 && cp -r ${PACKAGE}/dist /out/${PACKAGE}/ \
 && if [ -d ${PACKAGE}/dist-server ]; then cp -r ${PACKAGE}/dist-server /out/${PACKAGE}/; fi \
 && cp -r tools /out/tools \
 && find /out/tools -name '*.test.mjs' -delete

# What a Node server needs at run time: Debian and the node binary, without npm, headers or a compiler's needs.
FROM ${NODE_IMAGE} AS node-distribution
FROM ${DEBIAN_IMAGE} AS node-runtime
COPY --from=node-distribution /usr/local/bin/node /usr/local/bin/node
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --no-create-home --shell /usr/sbin/nologin node

# A deployable served by the project's Node server (tools/serve-one.mjs): the host, and remotes that want it.
FROM node-runtime AS node-static
ARG PACKAGE
ENV NODE_ENV=production PACKAGE=${PACKAGE}
WORKDIR /app
COPY --from=build /out/ ./
USER node
CMD ["node", "tools/serve-one.mjs"]

# A remote served by a stock web server with one configuration file: Debian's nginx, precompressed files.
FROM build AS precompressed
ARG PACKAGE
RUN node tools/precompress.mjs /out/${PACKAGE}/dist

FROM ${DEBIAN_IMAGE} AS nginx-static
ARG PACKAGE
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/* /etc/nginx/sites-enabled/*
COPY deploy/nginx/remote.conf /etc/nginx/remote.conf
COPY --from=precompressed /out/${PACKAGE}/dist /srv/remote
USER www-data
CMD ["nginx", "-c", "/etc/nginx/remote.conf", "-g", "daemon off;"]

# The consent team's newsletter collector: plain Node, no dependencies; signups on the /data volume.
FROM node-runtime AS collector
ENV NODE_ENV=production PORT=3005 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY mf-consent/server ./server
RUN rm -f server/*.test.mjs server/test-support.mjs && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
CMD ["node", "server/main.mjs"]
