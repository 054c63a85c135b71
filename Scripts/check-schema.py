#!/usr/bin/env python3
"""Checks that docs/manifest.schema.json agrees with the linter.

The examples (JSON and YAML) are read as JSON data models and written back as JSON manifests.

For the shipped examples and a set of deliberately varied manifests, a document is valid under the
schema exactly when `shortcut-lint --format json` reports no structural problem (syntax-error,
invalid-manifest, unknown-field). Every entry field of a plain type (text or flag) is also tried
with a value of its type and one of another, from the schema's own list of fields. Needs the jsonschema package (present in CI).

usage: Scripts/check-schema.py PATH/TO/shortcut-lint
"""
import copy, glob, json, os, subprocess, sys, tempfile

import jsonschema
import yaml  # PyYAML, for the YAML examples

STRUCTURAL = {"syntax-error", "invalid-manifest", "unknown-field"}

def lint_structural(binary, path):
    out = subprocess.run([binary, "lint", "--format", "json", path], capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit(f"check-schema: {binary} failed on {path}: {out.stderr}")
    report = json.loads(out.stdout)
    return sorted({f["ruleId"] for f in report["findings"] if f["ruleId"] in STRUCTURAL})

def variants(base):
    """(name, manifest) pairs: the base and mutations the schema and decoder must judge alike."""
    yield "base", base
    def mutate(name, fn):
        doc = copy.deepcopy(base)
        fn(doc)
        return name, doc
    entry = lambda d: d["shortcuts"][0]
    yield mutate("unknown top-level field", lambda d: d.update(colour="red"))
    yield mutate("x- top-level field", lambda d: d.update({"x-team": "editor"}))
    yield mutate("unknown entry field", lambda d: entry(d).update(tilte="x"))
    yield mutate("x- entry field", lambda d: entry(d).update({"x-owner": 1}))
    yield mutate("missing key", lambda d: entry(d).pop("key", None))
    yield mutate("missing title", lambda d: entry(d).pop("title", None))
    yield mutate("title a number", lambda d: entry(d).update(title=12))
    yield mutate("unknown platform", lambda d: d.update(platforms=["macOS", "Windows"]))
    yield mutate("platform as one string", lambda d: d.update(platforms="macOS"))
    yield mutate("no platforms", lambda d: d.update(platforms=[]))
    yield mutate("entry with no platforms", lambda d: entry(d).update(platforms=[]))
    yield mutate("shortcuts not a list", lambda d: d.update(shortcuts={}))
    yield mutate("missing shortcuts", lambda d: d.pop("shortcuts"))
    yield mutate("allow as a string", lambda d: entry(d).update(allow="modifier-order"))
    yield mutate("allow with a number", lambda d: entry(d).update(allow=[1]))
    yield mutate("menu a list", lambda d: entry(d).update(menu=["File"]))
    yield mutate("flags", lambda d: entry(d).update(hidden=False, visibleControl=True))
    yield mutate("flag a string", lambda d: entry(d).update(hidden="yes"))
    yield mutate("$schema", lambda d: d.update({"$schema": "./manifest.schema.json"}))

def field_variants(schema, base):
    """For every entry field the schema gives a plain type (a text or a flag): a value of that type,
    and one of another type. Generated from the schema, so a new field is checked without an edit here."""
    for name, spec in schema["$defs"]["entry"]["properties"].items():
        kind = spec.get("type")
        if isinstance(kind, list):
            kind = kind[0]
        right, wrong = {"string": ("x", ["x"]), "boolean": (True, "yes")}.get(kind, (None, None))
        if right is None:
            continue
        for label, value in ((f"{name} a {kind}", right), (f"{name} of another type", wrong)):
            doc = copy.deepcopy(base)
            doc["shortcuts"][0][name] = value
            yield label, doc

def main():
    binary = sys.argv[1]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    schema = json.load(open(os.path.join(root, "docs/manifest.schema.json")))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failures = 0
    count = 0
    examples = sorted(glob.glob(os.path.join(root, "Examples/**/*.shortcuts.*"), recursive=True))
    if not examples:
        sys.exit("check-schema: no Examples/**/*.shortcuts.* found")
    clean = {"app": "Clean", "platforms": ["macOS", "iPadOS"], "shortcuts": [
        {"id": "archive", "title": "Archive Note", "key": "Control-Option-Command-A", "menu": "File",
         "when": "editor", "discoverabilityTitle": "Archive Note", "allow": ["control-modifier"]}]}
    bases = [("inline clean manifest", clean)]
    per_field = list(field_variants(schema, clean))
    for example in examples:
        try:
            with open(example) as handle:
                data = yaml.safe_load(handle) if example.endswith((".yml", ".yaml")) else json.load(handle)
        except (ValueError, yaml.YAMLError):
            continue  # a deliberately broken example (Legacy.shortcuts.json) has no JSON model to check
        bases.append((os.path.relpath(example, root), data))
    with tempfile.TemporaryDirectory() as tmp:
        cases = [(example, name, doc) for example, base in bases for name, doc in variants(base)]
        cases += [("inline clean manifest", name, doc) for name, doc in per_field]
        for example, name, doc in cases:
            path = os.path.join(tmp, "case.shortcuts.json")
            json.dump(doc, open(path, "w"))
            count += 1
            valid = validator.is_valid(doc)
            structural = lint_structural(binary, path)
            if valid != (not structural):
                failures += 1
                print(f"MISMATCH {example} / {name}: schema valid={valid}, linter structural findings={structural}")
    print(f"check-schema: {count} manifests, {failures} disagreements between schema and linter")
    sys.exit(1 if failures else 0)

main()
