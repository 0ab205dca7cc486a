# Every image of the storefront, from one file (docs/deployment.md). Build from the repository root:
#   docker build --target node-static  --build-arg PACKAGE=mf-catalog -t casa-carriel/catalog .
#   docker build --target nginx-static --build-arg PACKAGE=mf-legal   -t casa-carriel/legal .
#   docker build --target node-static  --build-arg PACKAGE=host       -t casa-carriel/host .
#   docker build --target collector                                   -t casa-carriel/newsletter-collector .
#   docker build --target release-registry                            -t casa-carriel/release-registry .
# Development and tests only (the compose stack's mail catcher, and its `scale` profile):
#   docker build --target mail-catcher        -t casa-carriel/mail-catcher .
#   docker build --target postgres            -t casa-carriel/postgres .
#   docker build --target collector-balancer  -t casa-carriel/collector-balancer .
#   docker build --target host-balancer       -t casa-carriel/host-balancer .
# Where no registry is reachable, `npm run compose:up` builds the two base images locally (tools/compose/).
ARG NODE_IMAGE=node:24-bookworm-slim
ARG DEBIAN_IMAGE=debian:bookworm-slim

# Every workspace's package manifest, in its folder, whatever the workspaces are (a new remote adds none here).
FROM ${DEBIAN_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
 && cp package-lock.json /manifests/

# The workspace's dependencies, from the lockfile. Only the package manifests are copied first (their content
# decides the cache), so this layer is shared by every image and rebuilt only when a dependency changes.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /repo
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund

# One deployable's production build, with its pre-rendered fragments (or, for the host, its page renderer), and
# the .br and .gz of its files (tools/build-all.mjs precompresses every build).
# /out holds what its server needs and nothing else: Node's built-in modules, and the packages its files import
# (deploy/runtime-modules.mjs: Fastify and its plugins, the HTML tokenizer the page composer edits pages with; 91
# packages, 5.0 MB). The servers are TypeScript of platform/src and read a few contracts of shared/src (the team
# registry, the third parties, the asset rule), both run by Node as they are, so their sources ship beside them.
FROM dependencies AS build
ARG PACKAGE
RUN test -n "${PACKAGE}" || (echo "Set --build-arg PACKAGE=<a folder of shared/src/team-registry.ts>" && exit 1)
COPY tsconfig.base.json ./
COPY deploy/runtime-modules.mjs deploy/
COPY tools tools
COPY shared shared
COPY platform platform
COPY ${PACKAGE} ${PACKAGE}
# Empty: tools/build-all.mjs names the build after the package and the time. A redeploy of the same sources under
# another id (the browser tests' redeploys) sets it, which also makes the build run again instead of reusing a layer.
ARG BUILD_ID=""
RUN node tools/build-all.mjs ${PACKAGE} \
 && mkdir -p /out/${PACKAGE} \
 && cp -r ${PACKAGE}/dist /out/${PACKAGE}/ \
 && if [ -d ${PACKAGE}/dist-server ]; then cp -r ${PACKAGE}/dist-server /out/${PACKAGE}/; fi \
 && cp -r tools /out/tools \
 && find /out/tools -name '*.test.mjs' -delete \
 && mkdir -p /out/shared && cp -r shared/package.json shared/src /out/shared/ \
 && find /out/shared \( -name '*.test.ts' -o -name '*.test.tsx' -o -name '*test-support*' \) -delete \
 && mkdir -p /out/platform && cp -r platform/package.json platform/src /out/platform/ \
 && find /out/platform \( -name '*.test.ts' -o -name '*test-support*' \) -delete \
 && node deploy/runtime-modules.mjs --out /out tools/serve-one.mjs

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

# Debian's nginx, with the module that sends precompressed .br files as they are: for the remotes it serves, and the
# balancers of the scale profile.
FROM ${DEBIAN_IMAGE} AS nginx-runtime
RUN export DEBIAN_FRONTEND=noninteractive \
 && apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/* /etc/nginx/sites-enabled/*

# A remote served by a stock web server with one configuration file: Debian's nginx, the build's precompressed files.
FROM nginx-runtime AS nginx-static
ARG PACKAGE
COPY deploy/nginx/remote.conf /etc/nginx/remote.conf
COPY --from=build /out/${PACKAGE}/dist /srv/remote
USER www-data
CMD ["nginx", "-c", "/etc/nginx/remote.conf", "-g", "daemon off;"]

# The Node servers that need npm packages at run time (the collector, the mail catcher) get only those: the packages
# their entry file reaches and their dependencies, copied from the full install above by deploy/runtime-modules.mjs
# (about 4 MB for the collector, where `npm ci --omit=dev` of the workspace would bring 64 MB of the remote's browser
# libraries). The same script checks that every file the entry imports is here: shared/src sits where the
# collector's `../../shared/src/paths.ts` expects it. Tests and their support files stay out.
FROM dependencies AS server-files
COPY deploy/runtime-modules.mjs deploy/
COPY shared/src shared/src
COPY mf-consent/server mf-consent/server
RUN find mf-consent/server shared/src -depth \( -name '*.test.ts' -o -name '*.test.tsx' -o -name '*test-support*' \) -exec rm -rf {} + \
 && mkdir -p /out/collector/mf-consent /out/collector/shared /out/mail-catcher/mf-consent/server \
 && node deploy/runtime-modules.mjs --out /out/collector mf-consent/server/main.ts \
 && cp -r mf-consent/package.json mf-consent/server /out/collector/mf-consent/ \
 && cp -r shared/package.json shared/src /out/collector/shared/ \
 && rm -rf /out/collector/mf-consent/server/mail/dev-mail-catcher* \
 && node deploy/runtime-modules.mjs --out /out/mail-catcher mf-consent/server/mail/dev-mail-catcher-main.ts \
 && cp mf-consent/package.json /out/mail-catcher/mf-consent/ \
 && cp -r mf-consent/server/mail /out/mail-catcher/mf-consent/server/

# The consent team's newsletter collector: TypeScript run by Node 24 as it is (type stripping), Fastify, nodemailer
# and pg. Signups in SQLite on the /data volume, or in PostgreSQL when DATABASE_URL is set (docs/deployment.md).
FROM node-runtime AS collector
ENV NODE_ENV=production PORT=3005 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=server-files /out/collector/ ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
CMD ["node", "mf-consent/server/main.ts"]

# The release registry (platform/src/registry): which version of each remote is live. SQLite on the /data volume, or
# PostgreSQL when DATABASE_URL is set, like the collector.
FROM dependencies AS registry-files
COPY deploy/runtime-modules.mjs deploy/
COPY shared/package.json shared/
COPY shared/src shared/src
COPY platform/package.json platform/
COPY platform/src platform/src
RUN find platform/src shared/src -depth \( -name '*.test.ts' -o -name '*.test.tsx' -o -name '*test-support*' \) -exec rm -rf {} + \
 && node deploy/runtime-modules.mjs --out /out platform/src/registry/main.ts \
 && mkdir -p /out/platform /out/shared \
 && cp -r platform/package.json platform/src /out/platform/ \
 && cp -r shared/package.json shared/src /out/shared/

FROM node-runtime AS release-registry
ENV NODE_ENV=production PORT=3007 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=registry-files /out/ ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
CMD ["node", "platform/src/registry/main.ts"]

# Development and tests only, never production: a local SMTP server that keeps the collector's mails in memory and
# shows them (web side on 8025: GET / and /api/messages; SMTP on 1025, reached only inside the compose network).
FROM node-runtime AS mail-catcher
ENV NODE_ENV=production HOST=0.0.0.0 SMTP_PORT=1025 WEB_PORT=8025
WORKDIR /app
COPY --from=server-files /out/mail-catcher/ ./
USER node
CMD ["node", "mf-consent/server/mail/dev-mail-catcher-main.ts"]

# Development and tests only: PostgreSQL from Debian's package, for the scale profile (collector replicas sharing
# one database). The cluster is created at the first start, into the volume (deploy/postgres/start-postgres.sh).
# The install is a stage of its own, like nginx-runtime, so that the layer set up in the background is reused.
FROM ${DEBIAN_IMAGE} AS postgres-server
RUN export DEBIAN_FRONTEND=noninteractive \
 && apt-get update \
 && apt-get install -y --no-install-recommends postgresql-common \
 && sed -ri 's/^#?[[:space:]]*create_main_cluster[[:space:]]*=.*/create_main_cluster = false/' /etc/postgresql-common/createcluster.conf \
 && apt-get install -y --no-install-recommends postgresql \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/* \
 && ln -s "$(ls -d /usr/lib/postgresql/*/bin)" /usr/local/lib/postgresql-bin \
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
 && chown postgres:postgres /var/lib/postgresql/data /var/run/postgresql \
 && chmod 700 /var/lib/postgresql/data

FROM postgres-server AS postgres
COPY deploy/postgres/start-postgres.sh /usr/local/bin/start-postgres
ENV PATH=/usr/local/lib/postgresql-bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin PGDATA=/var/lib/postgresql/data
USER postgres
VOLUME ["/var/lib/postgresql/data"]
EXPOSE 5432
CMD ["start-postgres"]

# Development and tests only: Debian's nginx as the round-robin balancer in front of the collector replicas of the
# scale profile (deploy/nginx/collector-balancer.conf).
FROM nginx-runtime AS collector-balancer
COPY deploy/nginx/collector-balancer.conf /etc/nginx/collector-balancer.conf
USER www-data
CMD ["nginx", "-c", "/etc/nginx/collector-balancer.conf", "-g", "daemon off;"]

# Development and tests only: the same nginx in front of the host replicas of the scale profile
# (deploy/nginx/host-balancer.conf).
FROM collector-balancer AS host-balancer
COPY deploy/nginx/host-balancer.conf /etc/nginx/host-balancer.conf
CMD ["nginx", "-c", "/etc/nginx/host-balancer.conf", "-g", "daemon off;"]
