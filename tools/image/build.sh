#!/usr/bin/env bash
# `npm run image`: builds deploy/Containerfile as localhost/h5:latest with podman
# (docs/operations.md "The image"). Builds the server (npm run build:api) and the web app
# (npx nx run web:build; IMAGE_WEB_BUILT=1 skips it when it was just built) first.
#   IMAGE_BASE  the base (deploy/Containerfile's BASE). Unset: the registry's
#               docker.io/library/node:24-bookworm-slim when it is already here or the
#               registry answers, else the one tools/image/make-base.sh makes (root only).
#   IMAGE_TAG   default localhost/h5:latest
set -euo pipefail
cd "$(dirname "$0")/../.."
. tools/image/podman-env.sh
TAG=${IMAGE_TAG:-localhost/h5:latest}
NODE_VERSION=$(tr -d '[:space:]' <deploy/node-version)
REGISTRY_BASE=docker.io/library/node:${NODE_VERSION%%.*}-bookworm-slim

if [ -z "${IMAGE_BASE:-}" ]; then
  if podman image exists "$REGISTRY_BASE" || timeout 60 podman pull -q "$REGISTRY_BASE" >/dev/null 2>&1; then
    IMAGE_BASE=$REGISTRY_BASE
  else
    echo "image: $REGISTRY_BASE is not reachable; making the base from Debian's packages"
    bash tools/image/make-base.sh
    IMAGE_BASE=localhost/h5-base:$NODE_VERSION
  fi
fi

node tools/build-api.mjs
[ "${IMAGE_WEB_BUILT:-}" = 1 ] || NX_DAEMON=false npx nx run web:build --output-style=static
[ -f dist/apps/web/index.html ] || { echo "image: dist/apps/web has no index.html" >&2; exit 1; }

# The context is the repository; .dockerignore keeps it to what the Containerfile copies.
# --network host: the deps stage's `npm ci` reaches the npm registry as this machine does
# (no bridge network is needed; podman's default one may not exist on a CI machine);
# the host's npm cache is lent to it (read from, nothing written back) so that it is quick.
started=$SECONDS
NPM_CACHE=$(npm config get cache)
podman build --network host --build-arg "BASE=$IMAGE_BASE" \
  ${NPM_CACHE:+--volume "$NPM_CACHE:/root/.npm:O"} \
  -f deploy/Containerfile -t "$TAG" . >tmp/image-build.log 2>&1 ||
  { tail -n 40 tmp/image-build.log; echo "image: podman build failed (tmp/image-build.log)" >&2; exit 1; }
SIZE=$(podman image inspect --format '{{.Size}}' "$TAG")
echo "image: $TAG on $IMAGE_BASE, $((SIZE / 1000000)) MB, built in $((SECONDS - started)) s"
