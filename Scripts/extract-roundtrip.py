#!/usr/bin/env python3
"""Does `extract` round-trip on the whole-repository corpus (issue 18)? For each pinned repository
(Tests/ShortcutCoreTests/Fixtures/WholeRepos/corpus.tsv, trees as Scripts/whole-repo-corpus.py
writes them), lint the repository as a folder, extract it, lint what extract wrote, and compare
the findings: the same rules at the same severities on the same entries (title and chord).

Left out of the comparison, as the README's "Extracting a manifest" says they do not carry over:
the notes about what a reader could not read (`unresolved-shortcut`, `unreadable-source`), and the
findings of the localized copies extract lists instead of extracting (a finding in one of those
files, `localization-drift` among them).

    Scripts/extract-roundtrip.py            # print each repository's differences
    Scripts/extract-roundtrip.py --write    # and write roundtrip.json beside the corpus

roundtrip.json holds, per repository, the counts compared and every difference; the tests
(WholeRepoPrecisionTests) read it. The binary defaults to .build/release/shortcut-lint.
"""
import argparse
import collections
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('corpus', os.path.join(HERE, 'whole-repo-corpus.py'))
corpus = importlib.util.module_from_spec(spec)
spec.loader.exec_module(corpus)

NOT_CARRIED = {'unresolved-shortcut', 'unreadable-source'}


def report(binary, cwd, paths):
    run = subprocess.run([binary, 'lint', '--format', 'json', *paths], cwd=cwd, capture_output=True)
    try:
        return json.loads(run.stdout.decode('utf-8')), run.returncode
    except ValueError:
        return None, run.returncode


def localized_copies(manifest_text):
    """The files the header lists under "Localized copies, not extracted"."""
    copies, listing = set(), False
    for line in manifest_text.splitlines():
        if line.startswith('# Localized copies'):
            listing = True
            continue
        if listing:
            match = re.match(r'#   (.+?) \(', line)
            if not match:
                break
            copies.add(match.group(1))
    return copies


def seen(findings, leave_out_files=()):
    counter = collections.Counter()
    for finding in findings:
        if finding.get('suppressed') or finding['ruleId'] in NOT_CARRIED:
            continue
        if finding.get('file') in leave_out_files or finding['ruleId'] == 'localization-drift':
            continue
        entry, shortcut = finding.get('entry') or {}, finding.get('shortcut') or {}
        counter[(finding['ruleId'], finding['severity'], entry.get('title') or '', shortcut.get('canonical') or '')] += 1
    return counter


def roundtrip(row, args):
    tree = corpus.tree_for(row, args)
    sources, _ = report(args.binary, tree, ['.'])
    extract = subprocess.run([args.binary, 'extract', '.'], cwd=tree, capture_output=True)
    text = extract.stdout.decode('utf-8', 'replace')
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, 'extracted.shortcuts.yml')
        with open(path, 'w', encoding='utf-8') as f:
            f.write(text)
        extracted, code = report(args.binary, folder, [path])
    result = {'repo': row['repo'], 'extractExit': extract.returncode}
    if sources is None or extracted is None:
        result['failure'] = 'a report did not parse'
        return result
    before = seen(sources['findings'], localized_copies(text))
    after = seen(extracted['findings'])
    describe = lambda key, count: {'rule': key[0], 'severity': key[1], 'title': key[2], 'key': key[3], 'count': count}
    result.update({
        'compared': sum(before.values()),
        'onlyInSources': [describe(k, n) for k, n in sorted((before - after).items())],
        'onlyInExtract': [describe(k, n) for k, n in sorted((after - before).items())],
        'extractedLintExit': code,
    })
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--write', action='store_true', help='write roundtrip.json beside the corpus')
    parser.add_argument('--binary', default=os.path.join(corpus.ROOT, '.build/release/shortcut-lint'))
    parser.add_argument('--mirrors', default='/work/.mirror')
    parser.add_argument('--checkouts')
    parser.add_argument('--cache', default=os.environ.get('WHOLE_REPO_CACHE', os.path.expanduser('~/.cache/shortcut-lint/whole-repos')))
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)
    results = []
    for row in corpus.load_corpus():
        result = roundtrip(row, args)
        results.append(result)
        differences = len(result.get('onlyInSources', [])) + len(result.get('onlyInExtract', []))
        print(f"{row['repo']}: {result.get('compared', 0)} findings compared, {differences} differences"
              f"{' (' + result['failure'] + ')' if 'failure' in result else ''}", file=sys.stderr)
        for side in ('onlyInSources', 'onlyInExtract'):
            for item in result.get(side, []):
                print(f"  {side}: [{item['rule']}] {item['severity']} {item['title']!r} {item['key']} x{item['count']}", file=sys.stderr)
    if args.write:
        with open(os.path.join(corpus.FOLDER, 'roundtrip.json'), 'w', encoding='utf-8') as f:
            f.write('[\n' + ',\n'.join(json.dumps(r, ensure_ascii=False, sort_keys=True) for r in results) + '\n]\n')
    return 0 if all(not r.get('onlyInSources') and not r.get('onlyInExtract') and 'failure' not in r for r in results) else 1


if __name__ == '__main__':
    sys.exit(main())
