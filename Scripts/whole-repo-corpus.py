#!/usr/bin/env python3
"""The whole-repository corpus of issues 18 and 19: lint each pinned app repository as a user
would, write normalized findings, count the shortcut sites independently, and check a fresh run
against the committed results and verdicts.

Everything lives in Tests/ShortcutCoreTests/Fixtures/WholeRepos (see its PROVENANCE.md):
corpus.tsv (repositories and pinned commits), findings.json (one run's normalized findings and per
repository facts), recall.json (sites counted here against items the linter read or noted) and
verdicts.yml (every finding judged). The repositories themselves stay outside this repository.

Getting the trees. By default each pinned commit is written from a bare mirror at
MIRRORS/OWNER+NAME/repo (the `fetch` tool's layout, default /work/.mirror) into a cache folder
(default ~/.cache/shortcut-lint/whole-repos, or $WHOLE_REPO_CACHE). Elsewhere, clone them:
    git clone https://github.com/OWNER/NAME OWNER+NAME && git -C OWNER+NAME checkout COMMIT
and pass that folder with --checkouts. Nothing of theirs is built or run.

Commands (the binary defaults to .build/release/shortcut-lint; build it first):
    run      lint every repository, write findings.json (with the shortcuts read per language and
             the development language) and recall.json (with the drifts and in-language
             duplicates of localized copies, counted by their own reading)
    check    lint again and compare with findings.json and verdicts.yml; exits 1 when a finding
             has no verdict or a finding judged false (and not `open: true`) is back
    recall   count the sites only (writes recall.json)
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.parsers.expat

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, 'Tests/ShortcutCoreTests/Fixtures/WholeRepos')


def load_corpus():
    rows = []
    with open(os.path.join(FOLDER, 'corpus.tsv'), encoding='utf-8') as f:
        header = f.readline().rstrip('\n').split('\t')
        for line in f:
            if line.strip():
                rows.append(dict(zip(header, line.rstrip('\n').split('\t'))))
    return rows


# --- trees -----------------------------------------------------------------------------------

def write_tree(gitdir, commit, out):
    """Writes the tree of commit into out; blobs the snapshot lacks (files of 4 MiB and more),
    symbolic links and submodules are left out and listed."""
    listing = subprocess.run(['git', '--git-dir', gitdir, 'ls-tree', '-r', '-z', '--full-tree', commit],
                             capture_output=True, check=True).stdout
    blobs, skipped = [], []
    for record in listing.split(b'\0'):
        if not record:
            continue
        meta, path = record.split(b'\t', 1)
        mode, kind, sha = meta.decode().split()
        path = path.decode('utf-8', 'surrogateescape')
        (blobs if kind == 'blob' and mode in ('100644', '100755') else skipped).append((sha, path))
    missing = []
    cat = subprocess.Popen(['git', '--git-dir', gitdir, 'cat-file', '--batch'], stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE)
    for sha, path in blobs:
        cat.stdin.write(sha.encode() + b'\n')
        cat.stdin.flush()
        header = cat.stdout.readline().split()
        if len(header) < 3 or header[1] != b'blob':
            missing.append(path)
            continue
        data = cat.stdout.read(int(header[2]))
        cat.stdout.read(1)
        dest = os.path.join(out, path)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, 'wb') as f:
            f.write(data)
    cat.stdin.close()
    cat.wait()
    return {'commit': commit, 'missing': missing, 'skipped': [p for _, p in skipped]}


def tree_for(row, args):
    name = row['repo'].replace('/', '+')
    if args.checkouts:
        for candidate in (name, row['repo']):
            path = os.path.join(args.checkouts, candidate)
            if os.path.isdir(path):
                return path
        sys.exit(f"whole-repo-corpus: no checkout of {row['repo']} in {args.checkouts}")
    path = os.path.join(args.cache, f"{name}@{row['commit'][:12]}")
    if not os.path.isdir(path):
        gitdir = os.path.join(args.mirrors, name, 'repo')
        if os.path.isdir(os.path.join(gitdir, '.git')):
            gitdir = os.path.join(gitdir, '.git')
        if not os.path.isdir(gitdir):
            sys.exit(f"whole-repo-corpus: no mirror of {row['repo']} at {gitdir}; clone it (see --help)")
        staging = path + '.partial'
        subprocess.run(['rm', '-rf', staging], check=True)
        os.makedirs(staging)
        facts = write_tree(gitdir, row['commit'], staging)
        os.rename(staging, path)
        with open(path + '.tree.json', 'w') as f:
            json.dump(facts, f, indent=1)
    return path


# --- linting ---------------------------------------------------------------------------------

def lint(binary, tree):
    """`shortcut-lint lint --format json .` from the repository's root, default configuration."""
    run = subprocess.run([binary, 'lint', '--format', 'json', '.'], cwd=tree, capture_output=True)
    try:
        report = json.loads(run.stdout.decode('utf-8'))
    except ValueError:
        report = None
    return run.returncode, report, run.stderr.decode('utf-8', 'replace')


def extract(binary, tree):
    run = subprocess.run([binary, 'extract', '.'], cwd=tree, capture_output=True)
    return run.stdout.decode('utf-8', 'replace')


def normalized(repo, finding):
    entry = finding.get('entry') or {}
    shortcut = finding.get('shortcut') or {}
    result = {
        'repo': repo, 'path': finding.get('file') or '', 'line': finding.get('line') or 0,
        'rule': finding['ruleId'], 'severity': finding['severity'], 'title': entry.get('title') or '',
        'key': shortcut.get('canonical') or '', 'message': finding['message'],
    }
    related = finding.get('related') or {}
    if finding['ruleId'] == 'duplicate-shortcut' and related.get('kind') == 'entry':
        # Which other item: one item can collide with several (its translation, another item).
        result['related'] = f"{related.get('file') or result['path']}:{related.get('line') or 0}"
    return result


def sort_key(f):
    return (f['repo'], f['path'], f['line'], f['rule'], f['title'], f['key'], f['message'])


def run_corpus(args):
    findings, repos = [], []
    for row in load_corpus():
        tree = tree_for(row, args)
        code, report, stderr = lint(args.binary, tree)
        summary = (report or {}).get('summary', {})
        rule_counts = {}
        for finding in (report or {}).get('findings', []):
            if finding.get('suppressed'):
                continue
            findings.append(normalized(row['repo'], finding))
            rule_counts[finding['ruleId']] = rule_counts.get(finding['ruleId'], 0) + 1
        repos.append({
            'repo': row['repo'], 'commit': row['commit'], 'exit': code,
            'files': summary.get('files', 0), 'shortcuts': summary.get('shortcuts', 0),
            'errors': summary.get('errors', 0), 'warnings': summary.get('warnings', 0),
            'notes': summary.get('infos', 0), 'syntaxErrors': rule_counts.get('syntax-error', 0),
            'stderr': stderr.strip().splitlines()[:3] if report is None or code > 1 else [],
            'languages': languages_read(tree, report), 'developmentRegion': development_region(tree),
        })
        print(f"{row['repo']}: exit {code}, {summary.get('files', 0)} files, {summary.get('shortcuts', 0)} shortcuts, "
              f"{summary.get('errors', 0)} errors, {summary.get('warnings', 0)} warnings, {summary.get('infos', 0)} notes",
              file=sys.stderr)
    findings.sort(key=sort_key)
    return {'repos': repos, 'findings': findings}


def write_findings(result, path):
    """One finding per line, sorted, so that diffs stay readable."""
    with open(path, 'w', encoding='utf-8') as f:
        f.write('{\n"repos": [\n')
        f.write(',\n'.join(json.dumps(r, ensure_ascii=False, sort_keys=True) for r in result['repos']))
        f.write('\n],\n"findings": [\n')
        f.write(',\n'.join(json.dumps(x, ensure_ascii=False, sort_keys=True) for x in result['findings']))
        f.write('\n]\n}\n')


# --- the independent count of shortcut sites -------------------------------------------------

SKIPPED_FOLDERS = {'.git', '.svn', '.build', 'build', 'DerivedData', 'node_modules'}


def source_files(tree):
    for folder, dirs, files in os.walk(tree):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_FOLDERS)
        for name in sorted(files):
            # designable.nib is the XIB document inside a .nib bundle (Xcode's "nib" package form).
            if name.endswith(('.xib', '.storyboard', '.swift', '.m', '.mm')) or name == 'designable.nib':
                yield os.path.relpath(os.path.join(folder, name), tree)


def parse(parser, data, start, end, text):
    """Runs an expat parser with these handlers over the whole of `data`; a file that is not
    well-formed gives what was read before the error."""
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = lambda chunk: text.append(chunk)
    try:
        parser.Parse(data, True)
    except xml.parsers.expat.ExpatError:
        pass


def ib_sites(data):
    """Menu items with a key equivalent, by expat (independent of the linter's XML reader):
    document format (`menuItem`, `keyEquivalent` attribute or `<string key="keyEquivalent">`),
    and the old archive format (`NSMenuItem` objects with a non-empty `NSKeyEquiv`)."""
    sites, stack, text = [], [], []
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, attrs):
        node = {'tag': tag, 'attrs': attrs, 'line': parser.CurrentLineNumber, 'key': False}
        stack.append(node)
        text.clear()
        if tag == 'menuItem' and attrs.get('keyEquivalent'):
            node['key'] = True

    def end(tag):
        node = stack.pop()
        value = ''.join(text)
        text.clear()
        if tag == 'string' and node['attrs'].get('key') in ('keyEquivalent', 'NSKeyEquiv') and value.strip('\n'):
            owner = next((n for n in reversed(stack) if n['tag'] == 'menuItem'
                          or n['attrs'].get('class') in ('NSMenuItem', 'NSMenuItemPrototype')), None)
            if owner is not None:
                owner['key'] = True
        if node['key']:
            archive = tag == 'object'
            main = any(n['tag'] == 'menu' and (n['attrs'].get('systemMenu') == 'main'
                                               or n['attrs'].get('key') == 'mainMenu') for n in stack)
            sites.append((node['line'], 'ib-archive' if archive else 'ib-main' if main else 'ib-other'))

    parse(parser, data, start, end, text)
    return sites


def without_comments(code):
    """Blanks out comments, keeping strings and line breaks (a small lexer of its own)."""
    out, i, n = [], 0, len(code)
    while i < n:
        c = code[i]
        if code.startswith('//', i):
            j = code.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
        elif code.startswith('/*', i):
            j = code.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', code[i:j]))
            i = j
        elif c == '"':
            if code.startswith('"""', i):
                j = code.find('"""', i + 3)
                j = n if j < 0 else j + 3
            else:
                j = i + 1
                while j < n and code[j] not in '"\n':
                    j += 2 if code[j] == '\\' else 1
                j = min(j + 1, n)
            out.append(code[i:j])
            i = j
        else:
            out.append(c)
            i += 1
    return ''.join(out)


MENU_CALL = re.compile(r'NSMenuItem\s*\(\s*title\s*:|initWithTitle\s*:|addItem\s*\(\s*withTitle\s*:|addItemWithTitle\s*:'
                       r'|insertItem\s*\(\s*withTitle\s*:|insertItemWithTitle\s*:')
KEY_ARGUMENT = re.compile(r'keyEquivalent\s*:\s*(@?"(?:\\.|[^"\\\n])*"|[^,)\]\s]+)')
KEY_SET = re.compile(r'\.keyEquivalent\s*=\s*(@?"(?:\\.|[^"\\\n])*"|[^\n;]+)|setKeyEquivalent\s*:\s*(@?"(?:\\.|[^"\\\n])*"|[^\]\n]+)')
UIKIT = re.compile(r'\bUIKeyCommand\s*\(\s*(?!coder)|\[\s*UIKeyCommand\s+(?:keyCommandWithInput|commandWithTitle)\b')
# Factory methods of the app's own (UIKeyCommand.ported(input:…), [UIKeyCommand app_commandWithInput:…]).
UIKIT_HELPER = re.compile(r'\bUIKeyCommand\s*\.\s*(?!init\b|input)\w+\s*\((?=[^()]{0,120}\binput\s*:)|\[\s*UIKeyCommand\s+(?!keyCommandWithInput\b|commandWithTitle\b)\w*[Ii]nput\s*:')
SWIFTUI = re.compile(r'\.keyboardShortcut\s*\(')


def empty_literal(value):
    return value in ('""', '@""')


def code_sites(code):
    code = without_comments(code)
    line_of = lambda offset: code.count('\n', 0, offset) + 1
    sites = [(line_of(m.start()), 'swiftui') for m in SWIFTUI.finditer(code)]
    sites += [(line_of(m.start()), 'uikit') for m in UIKIT.finditer(code)]
    sites += [(line_of(m.start()), 'uikit-helper-call') for m in UIKIT_HELPER.finditer(code)]
    for m in KEY_ARGUMENT.finditer(code):
        if empty_literal(m.group(1)) or m.group(1).startswith('('):
            continue  # no key, or a method declaration's parameter
        window = code[max(0, m.start() - 400):m.start()]
        if MENU_CALL.search(window):
            sites.append((line_of(m.start()), 'appkit-menu-code'))
    for m in KEY_SET.finditer(code):
        value = (m.group(1) or m.group(2) or '').strip()
        if not empty_literal(value):
            receiver = code[code.rfind('\n', 0, m.start()) + 1:m.start()]
            sites.append((line_of(m.start()), 'button-key' if re.search(r'[Bb]utton', receiver) else 'appkit-set-key'))
    return sites


def count_sites(tree):
    sites = {}
    for path in source_files(tree):
        with open(os.path.join(tree, path), 'rb') as f:
            data = f.read()
        if path.endswith(('.xib', '.storyboard', '.nib')):
            found = ib_sites(data)
        else:
            found = code_sites(data.decode('utf-8', 'replace'))
        if found:
            sites[path] = sorted(found)
    return sites


READ_LINE = re.compile(r'^\s*# from (.+?):(\d+)(?:, .*)?\s*$')
# One shortcut the code declares again in other branches of one if/switch/#if: read once, and
# `extract` names the other lines.
ALSO_DECLARED = re.compile(r'also declared at lines? ([\d, ]+)')
LOCALIZED_COPY_LINE = re.compile(r'^#   (.+?\.lproj/[^ ]+) \(.*\)\s*$')
NOTED_LINE = re.compile(r'^#   (.+?):(\d+):\d+: ')


def linter_items(extracted, report):
    """(path -> read lines, path -> noted lines) from `extract` comments and the lint report's
    unresolved-shortcut notes."""
    read, noted = {}, {}
    copies = set()
    for line in extracted.splitlines():
        m = READ_LINE.match(line)
        if m:
            read.setdefault(m.group(1), []).append(int(m.group(2)))
            also = ALSO_DECLARED.search(line)
            if also:
                read[m.group(1)] += [int(n) for n in also.group(1).replace(' ', '').split(',') if n]
        m = LOCALIZED_COPY_LINE.match(line)
        if m:
            copies.add(m.group(1))
    # `extract` writes the base language only and lists the localized copies it left out; `lint`
    # reads each copy as its language's menu, and its report says how many items it read there.
    # Those count as read by number, not by line (the report names no lines for items).
    for file in (report or {}).get('files', []):
        if file['path'] in copies:
            read[file['path']] = ['copy'] * file.get('shortcuts', 0)
    for finding in (report or {}).get('findings', []):
        if finding['ruleId'] == 'unresolved-shortcut' and finding.get('file'):
            noted.setdefault(finding['file'], []).append(finding.get('line') or 0)
    return read, noted


def match(sites, read, noted, linted):
    """Each site takes an item of its file: first one on its own line, then the nearest unused one
    a little below (a call spans lines; the linter names the line of the key)."""
    kinds = {}
    for path, found in sites.items():
        pools = {'read': sorted(read.get(path, [])), 'noted': sorted(noted.get(path, []))}
        outcomes = [None] * len(found)
        copies = len(pools['read']) if pools['read'] and pools['read'][0] == 'copy' else None
        if copies is not None:  # a localized copy: its notes by line, the items it read by number
            pools['read'] = []
            for i, (line, kind) in enumerate(found):
                if line in pools['noted'] and path in linted:
                    pools['noted'].remove(line)
                    outcomes[i] = 'noted'
            unmatched = [i for i in range(len(found)) if outcomes[i] is None]
            for i in unmatched[:copies]:
                outcomes[i] = 'read'
        for exact in (True, False):
            for i, (line, kind) in enumerate(found):
                if outcomes[i] or path not in linted:
                    continue
                for pool in ('read', 'noted'):
                    near = [x for x in pools[pool] if (x == line if exact else line - 1 <= x <= line + 8)]
                    if near:
                        hit = min(near, key=lambda x: abs(x - line))
                        pools[pool].remove(hit)
                        outcomes[i] = pool
                        break
        for (line, kind), outcome in zip(found, outcomes):
            tally = kinds.setdefault(kind, {'sites': 0, 'read': 0, 'noted': 0, 'missed': 0, 'notLinted': 0, 'missedSites': []})
            tally['sites'] += 1
            if path not in linted:
                tally['notLinted'] += 1  # the file itself was not read: missed too
            outcome = outcome or 'missed'
            tally[outcome] += 1
            if outcome == 'missed':
                tally['missedSites'].append(f'{path}:{line}')
    return kinds


def recall_for(row, tree, binary, report):
    sites = count_sites(tree)
    read, noted = linter_items(extract(binary, tree), report)
    linted = {f['path'] for f in (report or {}).get('files', [])}
    kinds = match(sites, read, noted, linted)
    return {'repo': row['repo'], 'kinds': dict(sorted(kinds.items())), 'localized': localized_recall(tree, report),
            'readTotal': sum(len(v) for v in read.values()), 'notedTotal': sum(len(v) for v in noted.values())}


def run_recall(args, reports=None):
    out = []
    for row in load_corpus():
        tree = tree_for(row, args)
        report = (reports or {}).get(row['repo'])
        if report is None:
            report = lint(args.binary, tree)[1]
        out.append(recall_for(row, tree, args.binary, report))
    return out


def write_recall(recall, path):
    with open(path, 'w', encoding='utf-8') as f:
        f.write('[\n' + ',\n'.join(json.dumps(r, ensure_ascii=False, sort_keys=True) for r in recall) + '\n]\n')


# --- languages (issue 19) --------------------------------------------------------------------

TOOL_COPY = re.compile(r'(^|/)[^/]+\.(loc|ldb|xcloc)(/|$)|(^|/)\.svn/')
OLD_NAMES = {'english': 'en', 'german': 'de', 'french': 'fr', 'japanese': 'ja', 'spanish': 'es', 'italian': 'it',
             'dutch': 'nl', 'swedish': 'sv', 'danish': 'da', 'finnish': 'fi', 'norwegian': 'no', 'portuguese': 'pt',
             'korean': 'ko', 'russian': 'ru', 'polish': 'pl', 'chinese': 'zh'}
IB_EXTENSIONS = ('.xib', '.storyboard')


def language_code(folder):
    """An .lproj folder's language as a code: `English` is `en`, `pt_BR` is `pt-BR`, `zh-hans` is `zh-Hans`."""
    if folder.lower() in OLD_NAMES:
        return OLD_NAMES[folder.lower()]
    parts = re.split(r'[-_]', folder)
    out = [parts[0].lower()]
    for part in parts[1:]:
        out.append(part[:1].upper() + part[1:].lower() if len(part) == 4 and part.isalpha() else part.upper())
    return '-'.join(out)


def localization(path):
    """(language, family) of a file inside an .lproj folder (the innermost; `Base` for Base.lproj), else None."""
    parts = path.split('/')
    for i in range(len(parts) - 2, -1, -1):
        if parts[i].lower().endswith('.lproj') and len(parts[i]) > 6:
            folder = parts[i][:-6]
            return ('Base' if folder.lower() == 'base' else language_code(folder)), '/'.join(parts[:i] + parts[i + 1:])
    return None


def is_ib(path):
    return path.endswith(IB_EXTENSIONS) or path.endswith('/designable.nib')


def catalog_languages(path):
    try:
        with open(path, encoding='utf-8') as f:
            data = json.load(f)
    except (OSError, ValueError):
        return set()
    source = data.get('sourceLanguage')
    found = set()
    for entry in (data.get('strings') or {}).values():
        found.update((entry or {}).get('localizations', {}).keys())
    return {language_code(code) for code in found if code != source}


def languages_read(tree, report):
    """Shortcuts the run read in each language: each .lproj copy in its own (`Base` for Base.lproj),
    and a Base.lproj file again in each language a sibling `<language>.lproj/<name>.strings` or the
    String Catalog `<name>.xcstrings` translates it to; files in a translation tool's copies
    (AppleGlot .loc/.ldb, .xcloc) left out. `shared` counts the files outside any .lproj, which
    every language's menu holds."""
    languages = {}
    for file in (report or {}).get('files', []):
        path, count = file['path'], file.get('shortcuts', 0)
        if not count or TOOL_COPY.search(path):
            continue
        loc = localization(path)
        if loc is None:
            languages['shared'] = languages.get('shared', 0) + count
            continue
        language, family = loc
        languages[language] = languages.get(language, 0) + count
        if language != 'Base' or not is_ib(path):
            continue
        base_folder = os.path.dirname(path)
        folder = os.path.dirname(base_folder)
        stem = os.path.basename(path).rsplit('.', 1)[0]
        if stem == 'designable':
            continue
        translated = set()
        for entry in sorted(os.listdir(os.path.join(tree, folder) if folder else tree)):
            if entry.lower().endswith('.lproj') and entry.lower() != 'base.lproj' \
                    and os.path.isfile(os.path.join(tree, folder, entry, stem + '.strings')):
                translated.add(language_code(entry[:-6]))
        for catalog in (os.path.join(folder, stem + '.xcstrings'), os.path.join(base_folder, stem + '.xcstrings')):
            if os.path.isfile(os.path.join(tree, catalog)):
                translated |= catalog_languages(os.path.join(tree, catalog))
        for language in translated:
            languages[language] = languages.get(language, 0) + count
    return dict(sorted(languages.items()))


MASK_BITS = {'shift': 1 << 17, 'control': 1 << 18, 'option': 1 << 19, 'command': 1 << 20, 'function': 1 << 23}


def menu_items(data):
    """Menu items with a key equivalent, by expat: [{chord, line (of the key), top (the outermost
    menu's id), action (selector)}], both XIB formats (document `menuItem` with its `action`,
    archive `NSMenuItem` with its `IBActionConnection`)."""
    items, stack, text, connections = [], [], [], {}
    parser = xml.parsers.expat.ParserCreate()

    def owner():
        return next((n for n in reversed(stack) if 'item' in n), None)

    def start(tag, attrs):
        node = {'tag': tag, 'attrs': attrs, 'line': parser.CurrentLineNumber}
        if tag == 'menuItem' or (tag == 'object' and attrs.get('class') == 'NSMenuItem'):
            node['item'] = {'key': attrs.get('keyEquivalent'), 'line': parser.CurrentLineNumber, 'mask': None,
                            'id': attrs.get('id'), 'action': None}
        item = owner()
        if item and tag == 'modifierMask' and attrs.get('key') == 'keyEquivalentModifierMask':
            item['item']['mask'] = sum(bit for name, bit in MASK_BITS.items() if attrs.get(name) == 'YES')
        if item and tag == 'action' and item['item']['action'] is None:
            item['item']['action'] = attrs.get('selector')
        if tag == 'object' and attrs.get('class') == 'IBActionConnection':
            node['connection'] = {}
        connection = next((n for n in reversed(stack) if 'connection' in n), None)
        if connection and tag == 'reference' and attrs.get('key') == 'destination':
            connection['connection']['item'] = attrs.get('ref')
        stack.append(node)
        text.clear()

    def end(tag):
        node = stack.pop()
        value = ''.join(text)
        text.clear()
        key = node['attrs'].get('key')
        item = owner()
        if item and tag == 'string' and key == 'NSKeyEquiv':
            item['item']['key'] = value
            item['item']['line'] = node['line']
        if item and tag == 'int' and key == 'NSKeyEquivModMask':
            item['item']['mask'] = int(value or 0)
        connection = next((n for n in reversed(stack) if 'connection' in n), None)
        if connection and tag == 'string' and key == 'label':
            connection['connection']['label'] = value
        if 'connection' in node and node['connection'].get('item'):
            connections[node['connection']['item']] = node['connection'].get('label')
        if 'item' in node:
            found = node['item']
            if found['key']:
                menus = [n for n in stack if n['tag'] == 'menu' or n['attrs'].get('class') == 'NSMenu']
                mask = MASK_BITS['command'] if found['mask'] is None else found['mask']
                k = found['key']
                if len(k) == 1 and k.lower() != k.upper() and k == k.upper():
                    k, mask = k.lower(), mask | MASK_BITS['shift']
                items.append({'id': found['id'], 'chord': (k, mask), 'line': found['line'], 'action': found['action'],
                              'top': menus[0]['attrs'].get('id') if menus else None})

    parse(parser, data, start, end, text)
    for item in items:
        if item['action'] is None:
            item['action'] = connections.get(item['id'])
    return items


def by_action(items):
    """Items by action selector, for the actions exactly one item of the file sends."""
    groups = {}
    for item in items:
        if item['action']:
            groups.setdefault(item['action'], []).append(item)
    return {action: group[0] for action, group in groups.items() if len(group) == 1}


def development_region(tree):
    """The app's development language: `developmentRegion` of the shallowest project.pbxproj
    (the app's own, not a vendored framework's), as a code; None without one."""
    projects = []
    for folder, dirs, files in os.walk(tree):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_FOLDERS)
        if 'project.pbxproj' in files:
            path = os.path.join(folder, 'project.pbxproj')
            projects.append((os.path.relpath(path, tree).count('/'), os.path.relpath(path, tree)))
    for _, path in sorted(projects):
        with open(os.path.join(tree, path), encoding='utf-8', errors='replace') as f:
            m = re.search(r'developmentRegion = "?([\w-]+)"?;', f.read())
        if m:
            return language_code(m.group(1))
    return None


def localized_sites(tree, source_paths):
    """Drifts and in-language duplicates in the .lproj copies of Interface Builder files, where an
    item of a translated copy is the base copy's item that sends the same action (each sent by one
    item of its file; the linter's own matching, by object id and place, is not used):
    - a drift is such an item whose chord differs from its base item's;
    - an in-language duplicate is an item of a translated copy with the chord of an earlier item
      of the same top menu, when the base items of the two do not share a chord there;
    - an item only in the translation is one with a key whose action no base item sends (by its
      object id when it sends none): no drift, there is no base item to drift from."""
    families = {}
    for path in source_paths:
        if not is_ib(path) or TOOL_COPY.search(path):
            continue
        loc = localization(path)
        if loc:
            families.setdefault(loc[1], {})[loc[0]] = path
    region = development_region(tree)
    drift, duplicates, only = [], [], []
    read = lambda p: menu_items(open(os.path.join(tree, p), 'rb').read())
    for family, copies in sorted(families.items()):
        if os.path.isfile(os.path.join(tree, family)):
            base_path = family
        elif len(copies) < 2:
            continue
        else:
            order = lambda lang: (lang != 'Base', lang != region, lang != 'en', lang)
            base_path = copies[min(copies, key=order)]
        base_items = read(base_path)
        base = by_action(base_items)
        base_actions = {item['action'] for item in base_items if item['action']}
        base_ids = {item['id'] for item in base_items}
        for language, path in sorted(copies.items()):
            if path == base_path or language == 'Base':
                continue
            items = read(path)
            own = by_action(items)
            for action, item in own.items():
                if action in base and base[action]['chord'] != item['chord']:
                    drift.append({'path': path, 'line': item['line'], 'base': f"{base_path}:{base[action]['line']}"})
            for item in items:
                if (item['action'] not in base_actions) if item['action'] else (item['id'] not in base_ids):
                    only.append({'path': path, 'line': item['line']})
            seen = {}
            for item in sorted(items, key=lambda i: i['line']):
                first = seen.setdefault((item['top'], item['chord']), item)
                if first is item:
                    continue
                a, b = base.get(first['action'] or ''), base.get(item['action'] or '')
                if a and b and a['chord'] == b['chord'] == item['chord']:
                    continue  # the base has the same duplicate: not this language's own
                duplicates.append({'path': path, 'line': item['line'], 'other': first['line']})
    return drift, duplicates, only


def localized_recall(tree, report):
    """The drifts, in-language duplicates and translation-only items of localized_sites, each
    drift found when a `localization-drift` finding names its line, each duplicate when a
    `duplicate-shortcut` finding names either item's (a call or a key spans a line or two)."""
    drift, duplicates, only = localized_sites(tree, list(source_files(tree)))
    findings = (report or {}).get('findings', [])
    linted = {f['path'] for f in (report or {}).get('files', [])}

    def named(rule, path, line):
        return any(f['ruleId'] == rule and f.get('file') == path and abs((f.get('line') or 0) - line) <= 2 for f in findings)

    def tally(sites, rule, lines):
        out = {'sites': len(sites), 'found': 0, 'notLinted': 0, 'missedSites': []}
        for site in sites:
            if any(named(rule, site['path'], line) for line in lines(site)):
                out['found'] += 1
                continue
            out['missedSites'].append(f"{site['path']}:{site['line']}")
            if site['path'] not in linted:
                out['notLinted'] += 1
        return out

    return {
        'drift': tally(drift, 'localization-drift', lambda s: [s['line']]),
        'duplicate': tally(duplicates, 'duplicate-shortcut', lambda s: [s['line'], s['other']]),
        'translationOnly': [f"{o['path']}:{o['line']}" for o in only],
    }


# --- verdicts --------------------------------------------------------------------------------

def verdict_key(finding):
    return (f"{finding['repo']}/{finding['path']}", finding['title'], finding['key'], finding['rule'],
            finding.get('related', ''))


def load_verdicts():
    import yaml
    with open(os.path.join(FOLDER, 'verdicts.yml'), encoding='utf-8') as f:
        data = yaml.safe_load(f) or {}
    return {(v['file'], str(v['title']), str(v['key']), v['rule'], str(v.get('related', ''))): v
            for v in data.get('verdicts') or []}


def check(args):
    fresh = run_corpus(args)
    with open(os.path.join(FOLDER, 'findings.json'), encoding='utf-8') as f:
        committed = json.load(f)
    as_set = lambda result: {json.dumps(x, sort_keys=True, ensure_ascii=False) for x in result['findings']}
    added, removed = as_set(fresh) - as_set(committed), as_set(committed) - as_set(fresh)
    for line in sorted(added):
        print(f'new since findings.json: {line}')
    for line in sorted(removed):
        print(f'gone since findings.json: {line}')
    verdicts = load_verdicts()
    failures = 0
    for finding in fresh['findings']:
        key = verdict_key(finding)
        verdict = verdicts.get(key)
        where = f"{finding['repo']}/{finding['path']}:{finding['line']} [{finding['rule']}] {finding['message']}"
        if verdict is None:
            failures += 1
            print(f'unjudged: {where}')
        elif str(verdict['verdict']).lower() == 'false' and verdict.get('open') is not True:  # YAML reads false as a boolean
            failures += 1
            print(f"regression (judged false: {verdict['reason']}): {where}")
    print(f"{len(fresh['findings'])} findings, {len(added)} new and {len(removed)} gone since findings.json, "
          f'{failures} unjudged or regressed', file=sys.stderr)
    return 1 if failures else 0


def close_fixed(result):
    """Deletes the `open: true` of every false verdict whose finding the run no longer gives, so that
    it cannot come back unnoticed (as REGENERATE_PRECISION does for the menu corpus). Line-based, so
    the rest of verdicts.yml keeps its layout."""
    live = {verdict_key(finding) for finding in result['findings']}
    path = os.path.join(FOLDER, 'verdicts.yml')
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    closed = []
    import yaml
    # Walk the list items: each starts with '  - file:' and its fields follow, indented by four.
    start = None
    keep = []
    def flush(item):
        if not item:
            return item
        text = '\n'.join(item)
        entry = (yaml.safe_load(text) or [{}])[0]
        key = (entry.get('file'), str(entry.get('title')), str(entry.get('key')), entry.get('rule'),
               str(entry.get('related', '')))
        if entry.get('open') is True and key not in live:
            closed.append(key)
            return [line for line in item if line.strip() != 'open: true']
        return item
    item = []
    for line in lines:
        if line.startswith('  - file:'):
            keep += flush(item)
            item = [line]
        elif item and (line.startswith('    ') or line == ''):
            item.append(line)
        else:
            keep += flush(item)
            item = []
            keep.append(line)
    keep += flush(item)
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(keep))
    print(f'closed {len(closed)} false verdicts whose findings no longer occur', file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('command', choices=['run', 'check', 'recall'])
    parser.add_argument('--binary', default=os.path.join(ROOT, '.build/release/shortcut-lint'))
    parser.add_argument('--mirrors', default='/work/.mirror')
    parser.add_argument('--checkouts', help='a folder of checkouts, OWNER+NAME (or OWNER/NAME) at the pinned commits')
    parser.add_argument('--cache', default=os.environ.get('WHOLE_REPO_CACHE',
                                                          os.path.expanduser('~/.cache/shortcut-lint/whole-repos')))
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)
    if not os.access(args.binary, os.X_OK):
        sys.exit(f'whole-repo-corpus: no binary at {args.binary}; run `swift build -c release` first')
    os.makedirs(args.cache, exist_ok=True)
    if args.command == 'check':
        sys.exit(check(args))
    if args.command == 'run':
        result = run_corpus(args)
        write_findings(result, os.path.join(FOLDER, 'findings.json'))
        close_fixed(result)
    write_recall(run_recall(args), os.path.join(FOLDER, 'recall.json'))


if __name__ == '__main__':
    main()
