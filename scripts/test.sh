#!/usr/bin/env bash
# Every test: typecheck, lint, unit and api suites (PGlite, then PostgreSQL when TEST_DATABASE_URL is set),
# then the end-to-end journeys in Chromium against the built app. Ends with `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=$(mktemp -d /tmp/maplenest-test.XXXXXX)
checks_passed=0
checks_failed=0

timings=()
took() { # name, start second: remembers how long a part took, for the summary at the end
  timings+=("$(printf '%5ss  %s' $((SECONDS - $2)) "$1")")
}
step() { # name, command...
  local name=$1 start=$SECONDS; shift
  echo; echo "== $name"
  if "$@"; then checks_passed=$((checks_passed + 1)); else checks_failed=$((checks_failed + 1)); echo "!! $name failed"; fi
  took "$name" "$start"
}
vitest() { # project root, report name, extra env...
  local root=$1 report=$2 start=$SECONDS; shift 2
  env "$@" npx vitest run --root "$root" --reporter=default --reporter=json --outputFile.json="$OUT/$report.json"
  took "$report" "$start"
}

step typecheck npm run -s typecheck
step lint npx biome ci .
vitest packages/core core
vitest apps/web web
vitest scripts/lint-zones lint-zones
TEST_DATABASE_URL_SAVED=${TEST_DATABASE_URL:-}
vitest apps/api api-pglite TEST_DATABASE_URL=
if [[ -n $TEST_DATABASE_URL_SAVED ]]; then vitest apps/api api-postgres TEST_DATABASE_URL="$TEST_DATABASE_URL_SAVED"; fi
step build npm run -s build
# Identical API processes behind HAProxy on PostgreSQL and s3rver (deploy/topology/run.mjs, about 20 s), before the
# end-to-end runs so that it has the machine to itself. It needs HAProxy, and PostgreSQL's binaries unless
# TEST_DATABASE_URL names a server; without them it is skipped with a note, except in CI, where it always runs.
topology_missing=()
[[ -n ${HAPROXY:-} ]] || command -v haproxy >/dev/null || [[ -x /usr/sbin/haproxy ]] || topology_missing+=(haproxy)
[[ -n ${TEST_DATABASE_URL:-} ]] || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || topology_missing+=(postgresql)
if ((${#topology_missing[@]} == 0)) || [[ ${CI:-} == true ]]; then
  step topology node deploy/topology/run.mjs
else
  echo; echo "== topology: skipped, not installed here: ${topology_missing[*]} (apt-get install ${topology_missing[*]})"
fi
# The read-only sweeps and the journeys run side by side, each with its own server, data folder and browser.
E2E_PORT=8281 E2E_JSON="$OUT/e2e-sweeps.json" npx playwright test -c e2e/playwright.config.ts --project=sweeps \
  > "$OUT/e2e-sweeps.log" 2>&1 &
sweeps=$!
start=$SECONDS
E2E_JSON="$OUT/e2e.json" npx playwright test -c e2e/playwright.config.ts --project=journeys
took e2e-journeys "$start"
wait $sweeps
took e2e-sweeps "$start"
echo; echo "== end-to-end sweeps"; cat "$OUT/e2e-sweeps.log"

echo; echo "== time taken"; printf '%s\n' "${timings[@]}"; echo "$(printf '%5ss' "$SECONDS")  in all"

node scripts/count-results.mjs "$OUT" "$checks_passed" "$checks_failed"
status=$?
rm -rf "$OUT"
exit $status
