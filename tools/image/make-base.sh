#!/usr/bin/env bash
# Makes the image base where no container registry is reachable (docs/operations.md
# "The image"): Debian 12 (bookworm, minbase) from Debian's mirror by debootstrap, with the npm
# registry's Node 24 binary (tools/image/node24.sh) and npm laid out as the registry's
# node:24-bookworm-slim has them (/usr/local/bin/node, npm; a `node` user, uid 1000), imported
# with `podman import` as localhost/h5-base:<node version>. Root only (debootstrap).
#   bash tools/image/make-base.sh            (~2 min the first time; nothing when it exists)
set -euo pipefail
cd "$(dirname "$0")/../.."
NODE_VERSION=$(tr -d '[:space:]' <deploy/node-version)
# npm as the base's package manager (the deps stage's `npm ci --omit=dev`).
NPM_VERSION=11.6.2
TAG="localhost/h5-base:$NODE_VERSION"
. tools/image/podman-env.sh
if podman image exists "$TAG"; then
  echo "make-base: $TAG exists"
  exit 0
fi
# The mirror apt already uses (deb822 or one-line sources), else Debian's own.
MIRROR=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
  grep -oE 'https?://[^ ]+/debian/?( |$)' | grep -v security | head -n 1 | tr -d ' ' || true)
MIRROR=${MIRROR:-http://deb.debian.org/debian}
NODE_BIN=$(tools/image/node24.sh)
WORK=$(mktemp -d /var/tmp/h5-base.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
ROOTFS="$WORK/rootfs"
echo "make-base: debootstrap bookworm from $MIRROR"
debootstrap --variant=minbase --include=ca-certificates bookworm "$ROOTFS" "$MIRROR" >"$WORK/debootstrap.log" 2>&1 ||
  { tail -n 30 "$WORK/debootstrap.log"; exit 1; }
# What an image needs no copy of: package lists, caches, documentation, locales but C.
rm -rf "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/var/cache/apt/* "$ROOTFS"/var/log/* \
  "$ROOTFS"/usr/share/doc/* "$ROOTFS"/usr/share/man/* "$ROOTFS"/usr/share/info/* \
  "$ROOTFS"/usr/share/locale/* "$ROOTFS"/tmp/* "$ROOTFS"/root/.cache
printf 'deb %s bookworm main\n' "$MIRROR" >"$ROOTFS/etc/apt/sources.list"
install -m 0755 "$NODE_BIN" "$ROOTFS/usr/local/bin/node"
mkdir -p "$ROOTFS/usr/local/lib/node_modules/npm"
(cd "$WORK" && npm pack --silent "npm@$NPM_VERSION" >/dev/null)
tar -xzf "$WORK/npm-$NPM_VERSION.tgz" -C "$ROOTFS/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
chroot "$ROOTFS" groupadd --gid 1000 node
chroot "$ROOTFS" useradd --uid 1000 --gid node --shell /bin/sh --create-home node
chroot "$ROOTFS" /usr/local/bin/node --version >/dev/null
chroot "$ROOTFS" /usr/local/bin/npm --version >/dev/null
tar --numeric-owner -C "$ROOTFS" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=$NODE_VERSION" \
  --change 'CMD ["node"]' - "$TAG" >/dev/null
echo "make-base: $TAG ($(podman image inspect --format '{{.Size}}' "$TAG" | awk '{printf "%.0f MB", $1 / 1e6}'))"
