#!/usr/bin/env bash
# Fails when a `swift test` log shows any test or suite skipped: in CI every test runs, and the
# final "N tests passed" line would not say that some were skipped.
# usage: Scripts/check-no-skips.sh LOG
set -euo pipefail
log="${1:?usage: Scripts/check-no-skips.sh LOG}"
skipped=$(grep -E '^➜ (Test|Suite) .* skipped' "$log" || true)
if [ -n "$skipped" ]; then
  echo "check-no-skips: $(printf '%s\n' "$skipped" | wc -l | tr -d ' ') tests or suites were skipped; CI runs them all:" >&2
  printf '%s\n' "$skipped" >&2
  exit 1
fi
echo "check-no-skips: no test skipped"
