#!/usr/bin/env bash
# The whole-repository corpus of issues 18 and 19 (Tests/ShortcutCoreTests/Fixtures/WholeRepos):
# lints each pinned app repository as a user would (`shortcut-lint lint --format json .` from its
# root, default configuration), writes the normalized findings and the reader-recall counts, or
# with `check` compares a fresh run with the committed findings and verdicts.
#
#   Scripts/whole-repo-corpus.sh run      # lint, write findings.json and recall.json, and close
#                                         # (drop `open: true` from) false verdicts no longer given
#   Scripts/whole-repo-corpus.sh check    # exit 1 on a finding without verdict or a false one back
#   Scripts/whole-repo-corpus.sh recall   # the independent site count only (recall.json)
#
# Trees: each pinned commit is written from the bare mirrors at /work/.mirror/OWNER+NAME/repo
# (--mirrors DIR) into ~/.cache/shortcut-lint/whole-repos ($WHOLE_REPO_CACHE). Anywhere else:
#   git clone https://github.com/OWNER/NAME OWNER+NAME && git -C OWNER+NAME checkout COMMIT
# for each row of corpus.tsv, then pass the folder with --checkouts DIR. Nothing of theirs is
# built or run. The binary is .build/release/shortcut-lint (--binary PATH); it is built here if
# missing. Python 3 with PyYAML.
set -euo pipefail
cd "$(dirname "$0")/.."
# findings.json holds English messages: compare in English whatever the locale (see --lang).
unset LC_ALL LC_MESSAGES
export LANG=C.UTF-8
if [[ " $* " != *" --binary "* ]] && [ ! -x .build/release/shortcut-lint ]; then
  swift build -c release >&2
fi
exec python3 Scripts/whole-repo-corpus.py "$@"
