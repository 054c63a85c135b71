#!/usr/bin/env bash
# Validates the machine-readable reports against their schemas, on the shipped examples and on
# deliberately broken manifests, Interface Builder and source files generated here:
#   --format sarif  against ../shared/conformance/sarif/sarif-schema-2.1.0.json (JSON Schema draft-04),
#                   plus GitHub code scanning's extra requirements and our fingerprints recomputed
#                   by Scripts/fingerprint-reference.py;
#   --format json   against docs/report.schema.json (draft 2020-12);
#   --format junit and checkstyle: well-formed XML.
# Exits non-zero on any invalid report, a crash (exit status above 2) or a missing prerequisite.
# Usage: Scripts/validate-reports.sh   (SHORTCUT_LINT_SHARED overrides ../shared)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

shared="${SHORTCUT_LINT_SHARED:-../shared}"
sarif_schema="$shared/conformance/sarif/sarif-schema-2.1.0.json"
if [ ! -f "$sarif_schema" ]; then
  echo "validate-reports: $sarif_schema is missing; the SARIF schema comes from ../shared (set SHORTCUT_LINT_SHARED)" >&2
  exit 1
fi
sarif_schema=$(cd "$(dirname "$sarif_schema")" && pwd)/$(basename "$sarif_schema")
if ! python3 -c 'import jsonschema' 2>/dev/null; then
  echo "validate-reports: python3 with the jsonschema package is required" >&2
  exit 1
fi

swift build
bin="$(swift build --show-bin-path)/shortcut-lint"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
broken="$work/broken"
mkdir -p "$broken/nested dir"

# Deliberately broken and awkward manifests.
printf '{ "app": "A", "shortcuts": [ { "title": "New", "key": "Command-N" }, { "title": "Open' > "$broken/unterminated.shortcuts.json"
printf '{ "app": "A", "shortcuts": [ { "title": "Bad \xff\xfe bytes", "key": "Command-B" } ] }\n' > "$broken/invalid-utf8.shortcuts.json"
printf '' > "$broken/empty.shortcuts.json"
printf '[1, 2, 3]\n' > "$broken/not-an-object.shortcuts.json"
printf '{ "app": 7, "shortcuts": { "title": "x" }, "colour": "red" }\n' > "$broken/wrong-types.shortcuts.json"
printf '\xef\xbb\xbf{\r\n  "app": "CRLF",\r\n  "shortcuts": [\r\n    { "title": "Export", "key": "Command-Shift-E" },\r\n    { "title": "Copy It", "key": "Command-C" }\r\n  ]\r\n}\r\n' > "$broken/bom-crlf.shortcuts.json"
cat > "$broken/nested dir/Tricky ⌘ 100%.shortcuts.json" <<'JSON'
{
  "app": "Tricky",
  "platforms": ["macOS", "iPadOS", "watchOS"],
  "shortcuts": [
    { "id": "a", "title": "Quote \" back\\slash \u0001 \u001b[31m red", "key": "Command-K" },
    { "id": "b", "title": "Line\nbreak, 100%: <xml> & 'apos' 🎹", "key": "⌘K" },
    { "title": "Seq", "key": "cmd+k cmd+s" },
    { "title": "Order", "key": "cmd+shift+alt+ctrl+p" },
    { "title": "Unknown", "key": "Hyper-Q" },
    { "title": "", "key": "" },
    { "key": "Shift-Command-3" },
    { "title": "Allowed", "key": "Shift-Command-4", "allow": ["system-reserved"] }
  ]
}
JSON

# An app's project folder, as Xcode lays it out, with awkward names and broken files beside good
# ones: findings in .xib and .swift files, and a conflict between them (a related location).
app="$work/app/My App ⌘"
mkdir -p "$app/My App.xcodeproj" "$app/Sources/Base.lproj" "$app/Sources/100% Views"
printf '{ buildSettings = { SDKROOT = macosx; }; }\n' > "$app/My App.xcodeproj/project.pbxproj"
cat > "$app/Sources/Base.lproj/MainMenu.xib" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
    <objects>
        <menu title="Main Menu" systemMenu="main" id="1">
            <items>
                <menuItem title="File" id="2">
                    <menu key="submenu" title="File" id="3">
                        <items>
                            <menuItem title="Print &lt;All&gt; &amp; “more”" keyEquivalent="P" id="4"/>
                            <menuItem title="Snapshot" keyEquivalent="4" id="5">
                                <modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/>
                            </menuItem>
                        </items>
                    </menu>
                </menuItem>
            </items>
        </menu>
    </objects>
</document>
XML
cat > "$app/Sources/100% Views/Publish \"Button\".swift" <<'SWIFT'
import SwiftUI

struct PublishCommands: Commands {
    var body: some Commands {
        CommandMenu("Note") {
            Button("Publish \u{1b}[31m") { publish() }
                .keyboardShortcut("p", modifiers: [.command, .shift])
            Button("Later") { later() }.keyboardShortcut(key)
        }
    }
}
SWIFT
printf '<?xml version="1.0"?>\n<document>\n  <objects>\n    <menu id="1">\n' > "$app/Sources/Base.lproj/Unclosed.xib"
printf 'let title = "never closed\nlet more = 1\n' > "$app/Sources/Unterminated.swift"

status=0
runs=()
# lint CWD NAME PATH...: all four reports in one run, from CWD; records the run for validation.
lint() {
  local cwd=$1 name=$2
  shift 2
  local out="$work/$name"
  set +e
  (cd "$cwd" && "$bin" lint --format "sarif:$out.sarif" --format "json:$out.json" \
    --format "junit:$out.junit.xml" --format "checkstyle:$out.checkstyle.xml" "$@")
  local code=$?
  set -e
  if [ "$code" -gt 2 ]; then
    echo "validate-reports: shortcut-lint crashed (exit $code) on $* (in $cwd)" >&2
    status=1
  elif [ "$code" -eq 2 ] && [ ! -s "$out.json" ]; then
    echo "validate-reports: shortcut-lint failed (exit 2) without a report on $* (in $cwd)" >&2
    status=1
  else
    runs+=("$cwd" "$out")
  fi
}

examples=()
if [ -d Examples ]; then
  while IFS= read -r -d '' file; do examples+=("$file"); done \
    < <(find Examples -type f \( -name '*.json' -o -name '*.yml' -o -name '*.yaml' -o -name '*.xib' -o -name '*.storyboard' \
      -o -name '*.swift' -o -name '*.m' -o -name '*.mm' \) -print0 | sort -z)
fi
for index in "${!examples[@]}"; do lint "$root" "example-$index" "${examples[$index]}"; done
[ "${#examples[@]}" -gt 0 ] && lint "$root" "examples-all" "${examples[@]}"
index=0
while IFS= read -r -d '' file; do
  lint "$broken" "broken-$index" "${file#"$broken"/}"
  index=$((index + 1))
done < <(find "$broken" -type f -print0 | sort -z)
lint "$broken" "broken-all" .
lint "$root" "outside-cwd" "$broken/bom-crlf.shortcuts.json"
lint "$app" "app-project" .
lint "$work/app" "app-from-above" "My App ⌘"

python3 - "$sarif_schema" "docs/report.schema.json" "Scripts/fingerprint-reference.py" "${runs[@]}" <<'PYTHON' || status=1
import importlib.util, json, os, sys, urllib.parse
import xml.etree.ElementTree as ElementTree
import jsonschema

sarif_schema_path, report_schema_path, reference_path, *pairs = sys.argv[1:]
sarif_validator = jsonschema.Draft4Validator(json.load(open(sarif_schema_path)), format_checker=jsonschema.FormatChecker())
report_schema = json.load(open(report_schema_path))
jsonschema.Draft202012Validator.check_schema(report_schema)
report_validator = jsonschema.Draft202012Validator(report_schema, format_checker=jsonschema.FormatChecker())
spec = importlib.util.spec_from_file_location("fingerprint_reference", reference_path)
reference = importlib.util.module_from_spec(spec)
spec.loader.exec_module(reference)

problems = []
checked = 0


def problem(where, text):
    problems.append(f"{where}: {text}")


def github_requirements(where, log, cwd):
    """What GitHub code scanning requires beyond the schema (and rejects when empty)."""
    for key in ("$schema", "version", "runs"):
        if not log.get(key):
            problem(where, f"missing {key}")
    for run in log.get("runs", []):
        driver = run["tool"]["driver"]
        for key in ("name", "version", "semanticVersion", "informationUri"):
            if not driver.get(key):
                problem(where, f"driver.{key} missing or empty")
        rules = driver.get("rules", [])
        for rule in rules:
            for path in (("id",), ("shortDescription", "text"), ("fullDescription", "text"), ("help", "text"),
                         ("help", "markdown"), ("defaultConfiguration", "level")):
                value = rule
                for key in path:
                    value = value.get(key) if isinstance(value, dict) else None
                if not value:
                    problem(where, f"rule {rule.get('id')}: {'.'.join(path)} missing or empty")
            if len(rule["shortDescription"]["text"]) > 1024:
                problem(where, f"rule {rule['id']}: shortDescription longer than 1024")
        if run.get("columnKind") != "unicodeCodePoints":
            problem(where, "columnKind is not unicodeCodePoints")
        hashes = {}
        for number, result in enumerate(run.get("results", [])):
            here = f"{where} result {number}"
            index = result.get("ruleIndex")
            if index is None or index >= len(rules) or rules[index]["id"] != result.get("ruleId"):
                problem(here, "ruleIndex does not point at its rule")
            if result.get("level") not in ("error", "warning", "note"):
                problem(here, "level missing")
            if not result.get("message", {}).get("text"):
                problem(here, "message.text missing")
            physical = result["locations"][0]["physicalLocation"]
            region = physical.get("region", {})
            for key in ("startLine", "startColumn", "endLine", "endColumn"):
                if key not in region:
                    problem(here, f"region.{key} missing")
            uri = physical["artifactLocation"]["uri"]
            if uri.startswith("file://"):
                path = urllib.parse.unquote(uri[len("file://"):])
            else:
                path = os.path.join(cwd, urllib.parse.unquote(uri))
                if physical["artifactLocation"].get("uriBaseId") != "%SRCROOT%":
                    problem(here, "relative uri without uriBaseId %SRCROOT%")
            if not os.path.isfile(path):
                problem(here, f"uri {uri} does not resolve to a file from {cwd}")
                continue
            if path not in hashes:
                with open(path, "rb") as handle:
                    hashes[path] = dict(reference.line_hashes(handle.read().decode("utf-8", "replace")))
            expected = hashes[path].get(region.get("startLine"))
            actual = result.get("partialFingerprints", {}).get("primaryLocationLineHash")
            if actual != expected:
                problem(here, f"primaryLocationLineHash {actual} but GitHub's algorithm gives {expected}")


for cwd, out in zip(pairs[0::2], pairs[1::2]):
    name = os.path.basename(out)
    try:
        log = json.load(open(out + ".sarif"))
        for error in sarif_validator.iter_errors(log):
            problem(name + ".sarif", f"{error.json_path}: {error.message}")
        github_requirements(name + ".sarif", log, cwd)
        report = json.load(open(out + ".json"))
        for error in report_validator.iter_errors(report):
            problem(name + ".json", f"{error.json_path}: {error.message}")
        for kind in ("junit", "checkstyle"):
            ElementTree.parse(f"{out}.{kind}.xml")
        checked += 1
    except Exception as error:  # unreadable, not JSON, not well-formed XML
        problem(name, f"{type(error).__name__}: {error}")

for line in problems:
    print("validate-reports: INVALID " + line, file=sys.stderr)
print(f"validate-reports: {checked} runs checked, {4 * checked} reports; {len(problems)} problems")
sys.exit(1 if problems or checked == 0 else 0)
PYTHON

if [ "$status" -ne 0 ]; then
  echo "validate-reports: FAILED" >&2
  exit 1
fi
echo "validate-reports: all reports valid"
