#!/usr/bin/env bash
# Every test: typecheck, lint, unit and api suites (PGlite, then PostgreSQL when TEST_DATABASE_URL is set), the
# balancer topology, and the end-to-end journeys in Chromium against the built app. Ends with `N passed, N failed`.
#
# On a 2-core machine the time is CPU, and two runs that each want both cores finish no sooner side by side than one
# after the other, while the end-to-end journeys, which wait on timers as a person would, fail when a suite starves
# their browser and server. So the run has two phases: first, in two lanes that keep both cores busy, the build, the
# sweeps (which only read and wait for what they check) and the web suite in one, the static checks, core's and the
# api suites in the other; then the two halves of the journeys side by side with the machine to themselves; then
# the balancer topology. Each part's output is printed whole when it ends, with its time and CPU time.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=$(mktemp -d /tmp/maplenest-test.XXXXXX)
checks_passed=0
checks_failed=0

# Where the kernel's CPU accounting can be used (Linux, as root), each part runs in a cgroup of its own, which also
# counts processes that leave their parent (the browsers' helpers); elsewhere the shell's `times` counts the rest.
CPUACCT=/sys/fs/cgroup/cpuacct
cgroup_of() { [[ -w $CPUACCT ]] && mkdir -p "$CPUACCT/maplenest-$$-$1" 2>/dev/null && echo "$CPUACCT/maplenest-$$-$1"; }

# part NAME COMMAND...: runs one part with its output in $OUT/NAME.log; prints it, with its time and the CPU time of
# its processes (what it costs a machine shared with the other lanes), when it ends.
part() {
  local name=$1 start=$SECONDS status cpu group; shift
  group=$(cgroup_of "$name")
  (
    [[ -n $group ]] && echo "$BASHPID" >"$group/cgroup.procs"
    "$@"
    status=$?
    times >"$OUT/$name.cpu"
    exit $status
  ) >"$OUT/$name.log" 2>&1
  status=$?
  if [[ -n $group ]]; then
    cpu=$(awk '{ printf "%d", $1 / 1e9 }' "$group/cpuacct.usage")
    rmdir "$group" 2>/dev/null
  else
    # `times` prints the subshell's own user and system time, then its children's: the second line is the part's.
    cpu=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$OUT/$name.cpu")
  fi
  { echo; echo "== $name ($((SECONDS - start))s, ${cpu} CPU-s)"; cat "$OUT/$name.log"; } | flock "$OUT/.print" cat
  printf '%5ss %6s CPU-s  %s\n' $((SECONDS - start)) "$cpu" "$name" >>"$OUT/.timings"
  return $status
}
# check NAME COMMAND...: a part that is one pass/fail check rather than a suite with a report.
check() {
  local name=$1
  if part "$@"; then touch "$OUT/$name.passed"; else touch "$OUT/$name.failed"; fi
}
vitest() { # report name, project root, extra env... [-- test file filters...]
  local report=$1 root=$2 envs=() ; shift 2
  while (($#)) && [[ $1 != -- ]]; do envs+=("$1"); shift; done
  (($#)) && shift
  part "$report" env "${envs[@]}" npx vitest run --root "$root" --reporter=dot --reporter=json --outputFile.json="$OUT/$report.json" "$@"
}
playwright() { # report name, port, playwright arguments...
  local report=$1 port=$2; shift 2
  part "$report" env E2E_PORT="$port" E2E_JSON="$OUT/$report.json" npx playwright test -c e2e/playwright.config.ts "$@"
}

TEST_DATABASE_URL_SAVED=${TEST_DATABASE_URL:-}

# Phase 1, lane 1: the build, the end-to-end sweeps of every route against it (read-only, on a server of their own
# that always runs on the embedded database with the demo data, as `npm start` does), then the web suite. The two
# lanes take about the same time.
lane_build() {
  check build npm run -s build
  if [[ -f $OUT/build.passed ]]; then
    TEST_DATABASE_URL= playwright e2e-sweeps 8281 --project=sweeps
  fi
  vitest web apps/web
}
# Phase 1, lane 2: the static checks, core's suite and the api suites, which run each test file on a fresh copy of one
# migrated database. With a PostgreSQL server, the whole api suite runs on it, and on PGlite only the files whose code
# differs by engine (the list says which); without one, the whole suite runs on PGlite.
lane_suites() {
  check typecheck npm run -s typecheck
  check lint npx biome ci .
  vitest core packages/core
  vitest lint-zones scripts/lint-zones
  if [[ -n $TEST_DATABASE_URL_SAVED ]]; then
    mapfile -t engine_files < <(grep -v '^#' apps/api/test/engine-dependent-tests.txt | grep .)
    vitest api-pglite apps/api TEST_DATABASE_URL= -- "${engine_files[@]}"
    vitest api-postgres apps/api TEST_DATABASE_URL="$TEST_DATABASE_URL_SAVED"
  else
    vitest api-pglite apps/api TEST_DATABASE_URL=
  fi
}
# Phase 2: the journeys (which change data as people do) in two halves side by side, each with its own server, data
# folder and browser; their servers on PostgreSQL when there is one. Each half has every other file of each kind
# (e2e/playwright.config.ts), so both have their share of the WebGL journeys.
phase_journeys() {
  E2E_HALF=1 playwright e2e-journeys-1 8181 --project=journeys --project=journeys-webgl &
  E2E_HALF=2 playwright e2e-journeys-2 8481 --project=journeys --project=journeys-webgl &
  wait
}

lane_build &
built=$!
lane_suites &
suites=$!
wait $built $suites
if [[ -f $OUT/build.passed ]]; then
  phase_journeys
else
  echo; echo "== end-to-end: not run, the build failed"
fi

# Identical API processes behind HAProxy on PostgreSQL and s3rver (deploy/topology/run.mjs, about 10 s), last, with
# the machine to itself. It needs HAProxy, and PostgreSQL's binaries unless TEST_DATABASE_URL names a server;
# without them it is skipped with a note, except in CI, where it always runs.
topology_missing=()
[[ -n ${HAPROXY:-} ]] || command -v haproxy >/dev/null || [[ -x /usr/sbin/haproxy ]] || topology_missing+=(haproxy)
[[ -n ${TEST_DATABASE_URL:-} ]] || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || topology_missing+=(postgresql)
if [[ -f $OUT/build.failed ]]; then
  echo; echo "== topology: not run, the build failed"
elif ((${#topology_missing[@]} == 0)) || [[ ${CI:-} == true ]]; then
  check topology node deploy/topology/run.mjs
else
  echo; echo "== topology: skipped, not installed here: ${topology_missing[*]} (apt-get install ${topology_missing[*]})"
fi

for name in typecheck lint build topology; do
  [[ -f $OUT/$name.passed ]] && checks_passed=$((checks_passed + 1))
  [[ -f $OUT/$name.failed ]] && { checks_failed=$((checks_failed + 1)); echo "!! $name failed"; }
done

echo; echo "== time taken (parts overlap: two lanes, then the journeys' halves side by side; CPU-s: the CPU time of each part's processes)"; cat "$OUT/.timings"; echo "$(printf '%5ss' "$SECONDS")  in all"

node scripts/count-results.mjs "$OUT" "$checks_passed" "$checks_failed"
status=$?
rm -rf "$OUT"
exit $status
