#!/usr/bin/env bash
# What a team's CI runs on a pull request, and `npm run affected` locally: the projects the
# change between BASE and HEAD affects, listed first, then their checks. One script for both,
# so the two give the same lists.
#   bash tools/ci/affected.sh [BASE=main] [HEAD=HEAD]
set -euo pipefail
cd "$(dirname "$0")/../.."
base=${1:-main}
head=${2:-HEAD}
export NX_DAEMON=false NX_NO_CLOUD=true NX_TELEMETRY=false STORYBOOK_DISABLE_TELEMETRY=1

echo "affected between $base and $head:"
npx nx show projects --affected --base="$base" --head="$head" | sort | sed 's/^/  /'
npx nx affected -t lint typecheck test build build-storybook e2e --base="$base" --head="$head" --output-style=static
