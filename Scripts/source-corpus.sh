#!/usr/bin/env bash
# Holds the Swift and Objective-C lexers to outside code (docs/swift-sources.md, "Held to outside
# code"): lints every .swift, .m and .mm file of the repositories in Scripts/source-corpus.list, at
# their commits, and the Swift parser test cases it names, and counts the places the linter
# could not read (`unreadable-source` notes; `syntax-error` findings on source files, as linters
# before it reported them). Fails when code that compiles gets any, or the linter crashes.
#
#   Scripts/source-corpus.sh [--binary PATH] [--mirrors DIR] [--work DIR] [--list FILE]
#
# --binary   the shortcut-lint to run (default: .build/release/shortcut-lint, built if missing)
# --mirrors  a folder of bare repositories named OWNER+NAME/repo to take the commits from
#            (default: /work/.mirror when it exists); a repository not there is cloned from GitHub
#            into the work folder
# --work     where the files, reports and notes go (default: /tmp/shortcut-lint-source-corpus);
#            kept between runs, so the files are taken out of git once
#
# No fetched code is built or run: the files are extracted with `git archive` and only read.
# Prints the files read, the notes and the time, and writes every note to WORK/notes.txt.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
binary="$root/.build/release/shortcut-lint"
mirrors=/work/.mirror
work=/tmp/shortcut-lint-source-corpus
list="$root/Scripts/source-corpus.list"
while [[ $# -gt 0 ]]; do
  case $1 in
    --binary) binary=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
    --mirrors) mirrors=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --list) list=$2; shift 2 ;;
    *) echo "usage: Scripts/source-corpus.sh [--binary PATH] [--mirrors DIR] [--work DIR] [--list FILE]" >&2; exit 2 ;;
  esac
done
if [[ ! -x $binary ]]; then
  echo "source-corpus: building $binary" >&2
  (cd "$root" && swift build -c release --product shortcut-lint >&2)
fi
mkdir -p "$work/git" "$work/files" "$work/cases" "$work/reports"

# The bare repository holding OWNER/NAME at COMMIT: the mirror, else a clone in the work folder.
git_dir() {
  local slug=${1/\//+} commit=$2
  if [[ -d $mirrors/$slug/repo ]] && git --git-dir="$mirrors/$slug/repo" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "$mirrors/$slug/repo"
    return
  fi
  local clone=$work/git/$slug
  if [[ ! -d $clone ]]; then
    git clone --quiet --bare --filter=blob:none "https://github.com/$1.git" "$clone" >&2
  fi
  git --git-dir="$clone" cat-file -e "$commit^{commit}" 2>/dev/null || git --git-dir="$clone" fetch --quiet origin "$commit" >&2
  echo "$clone"
}

# Writes the .swift, .m and .mm files of COMMIT under TARGET (a blob the store left out, 4 MB
# and over, is named on standard error).
extract() {
  python3 - "$@" <<'PY'
import os, subprocess, sys
git_dir, commit, target = sys.argv[1:]
tree = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", commit], capture_output=True, check=True).stdout
entries = []
for record in tree.split(b"\0"):
    if not record:
        continue
    meta, path = record.split(b"\t", 1)
    mode, kind, sha = meta.split()
    if kind == b"blob" and mode != b"120000" and path.endswith((b".swift", b".m", b".mm")):
        entries.append((sha, path))
batch = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
for sha, path in entries:
    batch.stdin.write(sha + b"\n")
    batch.stdin.flush()
    header = batch.stdout.readline().split()
    if header[1] == b"missing":
        print(f"source-corpus: {path.decode()} is missing from the store (4 MB or more)", file=sys.stderr)
        continue
    data = batch.stdout.read(int(header[2]))
    batch.stdout.read(1)
    out = os.path.join(target, path.decode("utf-8", "surrogateescape"))
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "wb") as file:
        file.write(data)
batch.stdin.close()
batch.wait()
PY
}

# --- Take the files out of git ---------------------------------------------------------------
while read -r kind slug commit _ rest; do
  case $kind in
    repo)
      target=$work/files/${slug/\//+}
      if [[ $(cat "$target/.commit" 2>/dev/null) != "$commit" ]]; then
        rm -rf "$target" && mkdir -p "$target"
        extract "$(git_dir "$slug" "$commit")" "$commit" "$target"
        echo "$commit" > "$target/.commit"
      fi ;;
    cases)
      folder=${rest##* }
      target=$work/cases/${slug/\//+}
      if [[ $(cat "$target/.commit" 2>/dev/null) != "$commit" ]]; then
        rm -rf "$target" && mkdir -p "$target/tests"
        git --git-dir="$(git_dir "$slug" "$commit")" archive --format=tar "$commit" -- "$folder" | tar -x -C "$target/tests"
        python3 "$root/Scripts/swift-parser-cases.py" "$target/tests/$folder" "$target" >&2
        echo "$commit" > "$target/.commit"
      fi ;;
  esac
done < <(grep -E '^(repo|cases) ' "$list")

# --- Lint ------------------------------------------------------------------------------------
# An empty configuration, so that no repository's own configuration changes what is read.
printf 'rules: {}\n' > "$work/corpus.shortcut-lint.yml"
rm -f "$work/reports/"*.json "$work/reports/"*.status
(cd "$work" && find files cases -type f \( -name '*.swift' -o -name '*.m' -o -name '*.mm' \) ! -path 'cases/*/tests/*' -print0 |
  sort -z > "$work/inputs")
start=$(date +%s.%N)
(cd "$work" && xargs -0 -n 400 -P 1 sh -c '
  batch=$(mktemp -p reports XXXXXX)
  "$0" lint --format json --config corpus.shortcut-lint.yml "$@" > "$batch.json" 2> "$batch.err"
  echo $? > "$batch.status"' "$binary" < inputs)
end=$(date +%s.%N)

python3 - "$work" "$list" "$start" "$end" <<'EOF'
import collections, glob, json, os, sys
work, list_path, start, end = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
excluded = {}
for line in open(list_path):
    parts = line.split()
    if parts[:1] == ["exclude"]:
        excluded[(parts[1].replace("/", "+"), parts[2])] = line.split("--", 1)[1].strip()
inputs = [p for p in open(os.path.join(work, "inputs"), "rb").read().decode().split("\0") if p]

def group(path):
    top, slug, rest = path.split("/", 2)
    if top == "cases":
        return f"{slug} parser cases ({rest.split('/')[0]})", rest
    return slug, rest

files = collections.Counter()
for path in inputs:
    name, _ = group(path)
    files[name, os.path.splitext(path)[1]] += 1
crashes = []
for status in glob.glob(os.path.join(work, "reports", "*.status")):
    code = int(open(status).read().strip() or 99)
    if code not in (0, 1):
        crashes.append(f"{status}: exit {code}: {open(status[:-len('.status')] + '.err').read()[-500:]}")
notes = collections.defaultdict(list)
for report in glob.glob(os.path.join(work, "reports", "*.json")):
    try:
        findings = json.load(open(report))["findings"]
    except (ValueError, KeyError):
        continue
    for finding in findings:
        if finding["ruleId"] == "unreadable-source" or (finding["ruleId"] == "syntax-error" and finding["file"].endswith((".swift", ".m", ".mm"))):
            name, rest = group(finding["file"])
            notes[name].append((rest, finding["line"], finding["column"], finding["ruleId"], finding["message"]))

failing = 0
with open(os.path.join(work, "notes.txt"), "w") as out:
    for name in sorted(notes):
        for rest, line, column, rule, message in sorted(notes[name]):
            slug = name.split(" ")[0]
            reason = excluded.get((slug, rest))
            expected = "invalid" in name or reason is not None
            failing += not expected
            out.write(f"{name} {rest}:{line}:{column}: {rule}: {message}" + (f"  [excluded: {reason}]" if reason else "") + "\n")

print(f"{'':52} {'.swift':>7} {'.m':>6} {'.mm':>6} {'notes':>6}")
totals = collections.Counter()
for name in sorted({n for n, _ in files}):
    row = [files[name, ext] for ext in (".swift", ".m", ".mm")]
    totals.update({".swift": row[0], ".m": row[1], ".mm": row[2], "notes": len(notes[name])})
    print(f"{name:52} {row[0]:7} {row[1]:6} {row[2]:6} {len(notes[name]):6}")
print(f"{'total':52} {totals['.swift']:7} {totals['.m']:6} {totals['.mm']:6} {totals['notes']:6}")
print(f"files: {len(inputs)}; notes on code that compiles: {failing}; crashes: {len(crashes)}; time: {end - start:.1f} s "
      f"(wall, {len(glob.glob(os.path.join(work, 'reports', '*.status')))} runs of 400 files); notes in {work}/notes.txt")
for crash in crashes:
    print("crash:", crash)
sys.exit(1 if failing or crashes else 0)
EOF
