#!/usr/bin/env bash
# Fuzzes one part of ShortcutCore with libFuzzer. See Fuzz/README.md.
#
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
#
# TARGET is json, yaml, notation, lint, xml, source or project. The script compiles the ShortcutCore sources with
# Fuzz/Support/*.swift and the target's entry file into .build-fuzz/TARGET (rebuilt only when a
# source changed), seeds .build-fuzz/seeds/TARGET from the examples, test fixtures, conformance
# suites and the target's built-in seeds, fuzzes for SECONDS into .build-fuzz/corpus/TARGET
# (kept between runs), and prints the executions and the outcome. Crashes, timeouts and
# out-of-memory inputs are saved in .build-fuzz/artifacts/TARGET/. Extra options go to
# libFuzzer after the defaults, so they override them (e.g. -max_len=100000 or -jobs=2).
set -euo pipefail

usage() { echo "usage: Scripts/fuzz.sh json|yaml|notation|lint|xml|source|project SECONDS [libFuzzer options...]" >&2; exit 2; }
[[ $# -ge 2 ]] || usage
target=$1 seconds=$2
shift 2
[[ $seconds =~ ^[0-9]+$ ]] || usage

case $target in
  json)     entry=JSONTarget     max_len=4096 ;;
  yaml)     entry=YAMLTarget     max_len=4096 ;;
  notation) entry=NotationTarget max_len=64 ;;
  lint)     entry=LintTarget     max_len=8192 ;;
  xml)      entry=XMLTarget      max_len=8192 ;;
  source)   entry=SourceTarget   max_len=8192 ;;
  project)  entry=ProjectTarget  max_len=8192 ;;
  *) usage ;;
esac

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=.build-fuzz
binary=$out/$target
conformance=$root/../shared/conformance
mkdir -p "$out/corpus/$target" "$out/artifacts/$target" "$out/logs"

# --- Build ---------------------------------------------------------------------------------
sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find Sources/ShortcutCore -name '*.swift' | sort)
sources+=(Fuzz/Support/*.swift "Fuzz/$entry.swift")

if [[ ! -x $binary ]] || [[ -n $(find "${sources[@]}" -newer "$binary" -print -quit) ]]; then
  echo "fuzz.sh: building $binary (${#sources[@]} files)…" >&2
  linker=()
  [[ $(uname) == Linux ]] && linker=(-use-ld=lld)   # gold prints pages of ASan symbol warnings
  start=$SECONDS
  swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -module-name ShortcutCore -package-name shortcut_lint \
    "${linker[@]}" "${sources[@]}" -o "$binary"
  echo "fuzz.sh: built in $((SECONDS - start)) s" >&2
fi

# --- Seeds ---------------------------------------------------------------------------------
# Rebuilt every run (cheap); libFuzzer reads them next to the corpus, which keeps what it finds.
seeds=$out/seeds/$target
rm -rf "$seeds"
mkdir -p "$seeds"

# String literals from the Swift tests, unescaped, one file each. MODE "documents" keeps
# manifest-like text (a line break, or a leading { or [), "json" only the latter, "short"
# one-line strings that fit a notation input. PREFIX is prepended (the lint target's format byte).
test_strings() {  # MODE PREFIX_FOR_JSON PREFIX_FOR_YAML FILES...
  local mode=$1 json_prefix=$2 yaml_prefix=$3
  shift 3
  perl -e '
    my ($mode, $jp, $yp, $dir) = splice(@ARGV, 0, 4);
    my $n = 0;
    sub emit {
      my ($s) = @_;
      return if $s =~ /\\\(/;                        # interpolation: not a literal value
      $s =~ s/\\u\{([0-9A-Fa-f]+)\}/chr(hex($1))/ge;
      $s =~ s/\\(.)/$1 eq "n" ? "\n" : $1 eq "t" ? "\t" : $1 eq "r" ? "\r" : $1 eq "0" ? "\0" : $1/ge;
      utf8::encode($s);
      if ($mode eq "json") {
        return unless $s =~ /^\s*[\[{]/;
      } elsif ($mode eq "source") {
        return unless $s =~ /keyboardShortcut|NSMenu|UIKeyCommand|\n/;
        $s = ($s =~ /\@"|\[\[/ ? $yp : $jp) . $s;
      } elsif ($mode eq "documents") {
        return unless $s =~ /\n/ || $s =~ /^\s*[\[{]/;
        $s = ($s =~ /^\s*[\[{]/ ? $jp : $yp) . $s;
      } else {
        return if $s =~ /\n/ || length($s) == 0 || length($s) > 64;
      }
      open(my $f, ">", sprintf("%s/test-%05d", $dir, $n++)) or die;
      binmode $f; print $f $s; close $f;
    }
    for my $path (@ARGV) {
      open(my $in, "<:encoding(UTF-8)", $path) or die "$path: $!";
      my $text = do { local $/; <$in> };
      while ($text =~ /"""\n(.*?)\n\s*"""/gs) {       # multi-line literals, indentation stripped
        my $body = $1;
        my ($indent) = $body =~ /^(\s*)/;
        $body =~ s/^$indent//mg;
        emit($body . "\n");
      }
      $text =~ s/""".*?"""//gs;
      while ($text =~ /"((?:[^"\\\n]|\\.)*)"/g) { emit($1); }
    }
  ' "$mode" "$json_prefix" "$yaml_prefix" "$seeds" "$@"
}

copy_seeds() {  # PREFIX NAME_TAG FILES...
  local prefix=$1 tag=$2 index=0
  shift 2
  for file in "$@"; do
    [[ -f $file ]] || continue
    { printf '%s' "$prefix"; cat "$file"; } > "$seeds/$tag-$index"
    index=$((index + 1))
  done
}

shopt -s nullglob
case $target in
  json)
    copy_seeds "" example Examples/*.json
    copy_seeds "" jsontestsuite "$conformance"/JSONTestSuite/test_parsing/*.json
    test_strings json "" "" $(find Tests -name '*.swift')
    ;;
  yaml)
    copy_seeds "" example Examples/*.yml Examples/*.yaml
    copy_seeds "" yamltestsuite "$conformance"/yaml-test-suite/*/in.yaml "$conformance"/yaml-test-suite/*/*/in.yaml
    test_strings documents "" "" $(find Tests -name '*.swift')
    ;;
  notation)
    test_strings short "" "" Tests/ShortcutCoreTests/ShortcutNotationTests.swift
    ;;
  source)
    test_strings source S O $(find Tests -name '*.swift')
    ;;
  lint)
    copy_seeds J example-json Examples/*.json
    copy_seeds Y example-yaml Examples/*.yml Examples/*.yaml
    test_strings documents J Y $(find Tests -name '*.swift')
    ;;
  xml)
    copy_seeds "" corpus "$root"/../shared/corpus/*/*.xib "$root"/../shared/corpus/*/*.storyboard
    test_strings documents "" "" $(find Tests -name '*.swift')
    ;;
  project)
    copy_seeds "" package Package.swift
    test_strings documents "" "" $(find Tests -name '*Project*.swift')
    ;;
esac
FUZZ_WRITE_SEEDS=$seeds "$binary"
[[ -d $conformance ]] || echo "fuzz.sh: $conformance is missing; seeding without the conformance suites" >&2

# --- Fuzz ----------------------------------------------------------------------------------
log=$out/logs/$target-$(date +%Y%m%d-%H%M%S).log
echo "fuzz.sh: $target for $seconds s; $(ls "$seeds" | wc -l | tr -d ' ') seeds, $(ls "$out/corpus/$target" | wc -l | tr -d ' ') corpus files; log $log" >&2
status=0
SWIFT_BACKTRACE=enable=no "$binary" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
  -dict="Fuzz/$target.dict" -artifact_prefix="$out/artifacts/$target/" -print_final_stats=1 \
  "$@" "$out/corpus/$target" "$seeds" > "$log" 2>&1 || status=$?

# --- Outcome -------------------------------------------------------------------------------
echo "---- $target: last lines of $log"
grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)' "$log" | tail -1 || true
grep -E '^Done [0-9]+ runs|^stat::|^SUMMARY|==ERROR|Fatal error|invariant violated|^artifact_prefix|Test unit written' "$log" || true
echo "corpus: $(ls "$out/corpus/$target" | wc -l | tr -d ' ') files in $out/corpus/$target"
artifacts=("$out/artifacts/$target"/*)
if [[ $status -ne 0 ]]; then
  echo "OUTCOME: $target FAILED (libFuzzer exit $status); reproduce with: SWIFT_BACKTRACE=enable=no $binary ARTIFACT"
elif [[ ${#artifacts[@]} -gt 0 ]]; then
  echo "OUTCOME: $target clean this run; ${#artifacts[@]} older artifact(s) in $out/artifacts/$target"
else
  echo "OUTCOME: $target clean"
fi
exit $status
