#!/usr/bin/env bash
# What a team's CI runs on a pull request, and `npm run affected` locally: the projects the
# change between BASE and HEAD affects, listed first, then their checks (lint, types, jest, the
# bundle budget, the story inventory and scan, the formatting of the changed files), then the end-to-end flows of the features the
# change affects (all of them when the shell or a shared library changed:
# tools/ci/e2e-features.mjs). One script for both, so the two give the same lists.
#   bash tools/ci/affected.sh [BASE=main] [HEAD=HEAD]
set -euo pipefail
cd "$(dirname "$0")/../.."
base=${1:-main}
head=${2:-HEAD}
export NX_DAEMON=false NX_NO_CLOUD=true NX_TELEMETRY=false STORYBOOK_DISABLE_TELEMETRY=1

echo "affected between $base and $head:"
npx nx show projects --affected --base="$base" --head="$head" | sort | sed 's/^/  /'
npx nx affected -t lint typecheck test build budget check-stories scan-stories --base="$base" --head="$head" --output-style=static
# The files the change touched, as Prettier writes them (.prettierrc.json).
npx nx format:check --base="$base" --head="$head"

flows=$(node tools/ci/e2e-features.mjs "$base" "$head")
if [ "$flows" = none ]; then
  echo "end-to-end flows: none affected"
else
  echo "end-to-end flows: ${flows:-all}"
  # The web app was built above (budget depends on it) when anything the flows load changed;
  # otherwise this build is Nx's cache.
  npx nx run web:build --output-style=static
  # shellcheck disable=SC2086 # the selection is several arguments
  npx tsx apps/web-e2e/src/run-e2e.ts $flows
fi
