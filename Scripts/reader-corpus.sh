#!/usr/bin/env bash
# Writes the seven Interface Builder files of the reader corpus (`corpus/` of CI's ../shared, which
# ReaderCorpusPrecisionTests and docs/precision.md read) from their public repositories at the
# pinned commits, each checked byte for byte against its blob id, so that docs/precision.md can be
# regenerated without ../shared:
#
#   bash Scripts/reader-corpus.sh [DIR]     # default ~/.cache/shortcut-lint/shared
#   SHORTCUT_LINT_SHARED=DIR REGENERATE_PRECISION=1 swift test --filter RealMenuPrecisionTests
#
# A repository is read from a bare mirror at $MIRRORS/OWNER+NAME/repo when there is one (default
# /work/.mirror), else cloned once from https://github.com/OWNER/NAME (without blobs; git fetches
# the one file it shows) into DIR/repositories. The files stay outside this repository: they are
# the apps' own (licences in Tests/ShortcutCoreTests/Fixtures/RealMenus/PROVENANCE.md); only the
# facts below (paths, commits, blob ids) are kept here.
set -euo pipefail
out="${1:-$HOME/.cache/shortcut-lint/shared}"
mirrors="${MIRRORS:-/work/.mirror}"
mkdir -p "$out/corpus" "$out/repositories"

# corpus path | repository | commit | path in the repository | blob
files=(
  "ViennaRSS__vienna-rss/Main.storyboard|ViennaRSS/vienna-rss|b2313156d88b46a5664fe0bb9539a88a3ec4839d|Vienna/Interfaces/Base.lproj/Main.storyboard|f448e96cef9192f0d2c2fdc20ed1ae8e9987d6f9"
  "HexFiend__HexFiend/MainMenu.xib|HexFiend/HexFiend|32cb2ef78d2ff3bc6ecf326a6b19eeebb2945c13|app/resources/Base.lproj/MainMenu.xib|20519725469e01c19c4de6654f09da136ab7000e"
  "MacDownApp__macdown/MainMenu.xib|MacDownApp/macdown|3e2a2bf101c215c143bf00d9f857965f0ee82487|MacDown/Localization/Base.lproj/MainMenu.xib|ad3ef6c3e65f072561250f996127ae07b246f69d"
  "sveinbjornt__Platypus/Platypus.xib|sveinbjornt/Platypus|0891fbda27e13ac2d52163bae1fa92ddc717389b|Application/Resources/Platypus.xib|0d8b939949d75d140988d6436d94a550f4133ea0"
  "sveinbjornt__Platypus/MainMenu.xib|sveinbjornt/Platypus|0891fbda27e13ac2d52163bae1fa92ddc717389b|ScriptExec/Resources/MainMenu.xib|d8c50993f38c815a1f91b4a1a47802635d10d99c"
  "quicksilver__Quicksilver/MainMenu.xib|quicksilver/Quicksilver|56896299ebb2ab63db0f9b723a2f141c65a43fab|Quicksilver/Nibs/Base.lproj/MainMenu.xib|180594bdb8e2165dfb295b8e7c44fe28623830f0"
  "JackieXie168__skim/MainMenu.xib|JackieXie168/skim|aa80dac3e5e4b520a76754099a24db9061c1ab91|MainMenu.xib|7fefcbe7382cc6d2691f8ee7a7995ae6a0721699"
)

for row in "${files[@]}"; do
  IFS='|' read -r name repository commit path blob <<< "$row"
  target="$out/corpus/$name"
  if [ -f "$target" ] && [ "$(git hash-object "$target")" = "$blob" ]; then continue; fi
  git_dir="$mirrors/${repository/\//+}/repo"
  if [ ! -d "$git_dir" ]; then
    git_dir="$out/repositories/${repository/\//+}.git"
    if [ ! -d "$git_dir" ]; then
      git clone --quiet --bare --filter=blob:none "https://github.com/$repository" "$git_dir"
    fi
  fi
  mkdir -p "$(dirname "$target")"
  git --git-dir="$git_dir" show "$commit:$path" > "$target"
  if [ "$(git hash-object "$target")" != "$blob" ]; then
    echo "reader-corpus: $name is not blob $blob of $repository $commit:$path" >&2
    rm -f "$target"
    exit 1
  fi
  echo "reader-corpus: $name ($repository ${commit:0:8} $path)"
done
# The tests look for corpus/README.md before they read the corpus.
printf '%s\n' "The reader corpus's Interface Builder files, written by Scripts/reader-corpus.sh from their" \
  "repositories at the pinned commits (blob ids checked). Not part of shortcut-lint." > "$out/corpus/README.md"
echo "reader-corpus: ${#files[@]} files in $out/corpus; now run"
echo "  SHORTCUT_LINT_SHARED=$out REGENERATE_PRECISION=1 swift test --filter RealMenuPrecisionTests"
