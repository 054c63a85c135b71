#!/usr/bin/env bash
# The benchmark suite, in one command from a fresh clone:
#
#   bash Benchmarks/run.sh [--sizes 200,10000,100000,1000000] [--no-write] [--no-yams]
#
# Builds shortcut-lint in release and the reference programs, generates the manifests, times
# everything, prints the table and writes it into docs/performance.md. Takes several minutes;
# it is not part of .ci/run. See Benchmarks/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v swift >/dev/null 2>&1 || missing+=("swift (the Swift toolchain)")
command -v swiftc >/dev/null 2>&1 || missing+=("swiftc (the Swift toolchain)")
if command -v python3 >/dev/null 2>&1; then
  python3 -c 'import sys; sys.exit(0 if sys.version_info >= (3, 9) else 1)' \
    || missing+=("python3 3.9 or later (found $(python3 --version 2>&1))")
else
  missing+=("python3 (3.9 or later)")
fi
[ -f Package.swift ] && [ -f Resources/reserved.json ] || missing+=("the shortcut-lint checkout (Package.swift, Resources/reserved.json)")
if [ ${#missing[@]} -gt 0 ]; then
  echo "Benchmarks/run.sh: cannot run; missing:" >&2
  printf '  - %s\n' "${missing[@]}" >&2
  exit 2
fi

exec python3 Benchmarks/bench.py "$@"
