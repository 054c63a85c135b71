#!/usr/bin/env python3
"""The benchmark runner behind Benchmarks/run.sh: builds, generates, measures, reports.

Everything it builds or generates goes under .build-bench/ (ignored by git). It prints the
results as Markdown and writes them into docs/performance.md between the markers
`<!-- bench:begin -->` and `<!-- bench:end -->`, leaving the hand-written notes around them.
Standard library only.
"""

import argparse
import hashlib
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build-bench")
DATA = os.path.join(WORK, "data")
REFERENCE = os.path.join(ROOT, "Benchmarks", "Reference")
DOC = os.path.join(ROOT, "docs", "performance.md")
BEGIN, END = "<!-- bench:begin -->", "<!-- bench:end -->"

# The million-shortcut target is retired (issue 22: real manifests hold 17-140 items; the
# repository scan is the goal now): `--sizes 200,10000,100000,1000000` still runs it, as a check
# that it does not blow up (linear in the 100k run), but no longer by default.
SIZES = [200, 10_000, 100_000]
# Best of this many runs per size: small runs are noisy, big runs are long.
RUNS = {200: 20, 10_000: 10, 100_000: 5, 1_000_000: 3}
MANY_FILES, MANY_SHORTCUTS = 1000, 100
# The repository scan: a generated Xcode project of this many Swift files (generate_project.py).
PROJECT_FILES = 3000
# Yams is about a hundred times slower than our parser; the 1M file would take minutes.
YAMS_MAX_SIZE = 100_000
SEED = 6


class Refusal(Exception):
    """Something the run needs is missing; the message says what."""


def log(message):
    print("bench: " + message, file=sys.stderr, flush=True)


def run(command, cwd=ROOT, **kwargs):
    result = subprocess.run(command, cwd=cwd, text=True, capture_output=True, **kwargs)
    if result.returncode != 0:
        raise Refusal("`%s` failed (exit %d):\n%s" % (" ".join(command), result.returncode,
                                                       (result.stdout + result.stderr)[-3000:]))
    return result.stdout


def digest(paths):
    hasher = hashlib.sha256()
    for path in paths:
        with open(path, "rb") as handle:
            hasher.update(path.encode() + b"\0" + handle.read())
    return hasher.hexdigest()[:16]


# MARK: Measuring processes


def measure(argv, stdout_path=os.devnull):
    """Runs argv once: wall seconds, CPU seconds (user+sys), peak RSS in bytes, exit status."""
    actions = [(os.POSIX_SPAWN_OPEN, 1, stdout_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
               (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)]  # notes about the run (what a scan left out)
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=actions)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    rss = usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss": rss,
            "exit": os.waitstatus_to_exitcode(status)}


def best_of(argv, runs, allowed_exits=(0, 1)):
    samples = []
    for _ in range(runs):
        sample = measure(argv)
        if sample["exit"] not in allowed_exits:
            raise Refusal("`%s` exited with %d" % (" ".join(argv), sample["exit"]))
        samples.append(sample)
    walls = sorted(s["wall"] for s in samples)
    best = min(samples, key=lambda s: s["wall"])
    return {"best": walls[0], "median": statistics.median(walls), "rss": max(s["rss"] for s in samples),
            "cpu": best["cpu"], "runs": runs, "samples": samples}


# MARK: Machine


def machine():
    info = {"os": platform.platform(), "cores": os.cpu_count(), "cpu": platform.processor() or platform.machine()}
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    info["cpu"] = line.split(":", 1)[1].strip()
                    break
        with open("/proc/meminfo") as handle:
            kilobytes = int(handle.readline().split()[1])
            info["memory"] = "%.1f GiB" % (kilobytes / 1024 / 1024)
        with open("/etc/os-release") as handle:
            fields = dict(line.rstrip("\n").split("=", 1) for line in handle if "=" in line)
            info["os"] = "%s (Linux %s)" % (fields.get("PRETTY_NAME", "Linux").strip('"'), platform.release())
    except OSError:
        pass
    if sys.platform == "darwin":
        info["cpu"] = subprocess.run(["sysctl", "-n", "machdep.cpu.brand_string"], capture_output=True,
                                     text=True).stdout.strip() or info["cpu"]
        memory = subprocess.run(["sysctl", "-n", "hw.memsize"], capture_output=True, text=True).stdout.strip()
        if memory:
            info["memory"] = "%.1f GiB" % (int(memory) / 2**30)
        info["os"] = "macOS %s" % platform.mac_ver()[0]
    info["swift"] = run(["swift", "--version"]).strip().splitlines()[0]
    return info


def load():
    one, five, _ = os.getloadavg()
    return "%.2f (1 min), %.2f (5 min)" % (one, five)


# MARK: Building


def build_linter():
    log("building shortcut-lint (release)")
    run(["swift", "build", "-c", "release", "--product", "shortcut-lint"])
    binary = os.path.join(run(["swift", "build", "-c", "release", "--show-bin-path"]).strip(), "shortcut-lint")
    if not os.access(binary, os.X_OK):
        raise Refusal("the release build did not produce %s" % binary)
    return binary


def swiftc(output, sources, extra=()):
    """Compiles with swiftc -O unless the sources are unchanged since the last run."""
    stamp = output + ".sources"
    key = digest(sources) + " ".join(extra)
    if os.path.exists(output) and os.path.exists(stamp) and open(stamp).read() == key:
        return output
    log("compiling %s" % os.path.relpath(output, ROOT))
    run(["swiftc", "-O", *extra, *sources, "-o", output])
    with open(stamp, "w") as handle:
        handle.write(key)
    return output


def build_references():
    os.makedirs(WORK, exist_ok=True)
    core = sorted(os.path.join(folder, name) for folder, _, names in os.walk(os.path.join(ROOT, "Sources", "ShortcutCore"))
                  for name in names if name.endswith(".swift"))
    return {
        "hello": swiftc(os.path.join(WORK, "foundation-hello"), [os.path.join(REFERENCE, "FoundationHello.swift")]),
        "jsonserialization": swiftc(os.path.join(WORK, "jsonserialization-timing"),
                                    [os.path.join(REFERENCE, "JSONSerializationTiming.swift")]),
        # Our parsers, compiled the way the references are (swiftc -O, whole module), not as a product.
        "parse": swiftc(os.path.join(WORK, "parse-timing"), core + [os.path.join(REFERENCE, "ParseTiming.swift")],
                        extra=("-wmo", "-parse-as-library", "-module-name", "ParseTiming", "-package-name", "shortcut_lint")),
    }


YAMS_PACKAGE = """// swift-tools-version:5.9
// Written by Benchmarks/bench.py: a throwaway package for the YAML reference. Not shortcut-lint's.
import PackageDescription
let package = Package(
    name: "yams-reference",
    dependencies: [.package(url: "https://github.com/jpsim/Yams", from: "%s")],
    targets: [.executableTarget(name: "yams-timing", dependencies: ["Yams"])]
)
"""


def build_yams():
    """The Yams reference, or the reason there is none (no network, no local copy of Yams)."""
    folder = os.path.join(WORK, "yams-reference")
    os.makedirs(os.path.join(folder, "Sources", "yams-timing"), exist_ok=True)
    shutil.copyfile(os.path.join(REFERENCE, "YamsTiming.swift"), os.path.join(folder, "Sources", "yams-timing", "main.swift"))
    reasons = []
    for version in ["6.0.0", "5.0.1"]:
        with open(os.path.join(folder, "Package.swift"), "w") as handle:
            handle.write(YAMS_PACKAGE % version)
        log("building the Yams reference (from: %s)" % version)
        result = subprocess.run(["swift", "build", "-c", "release"], cwd=folder, text=True, capture_output=True)
        if result.returncode == 0:
            binary = os.path.join(folder, ".build", "release", "yams-timing")
            tree = subprocess.run(["swift", "package", "show-dependencies"], cwd=folder, text=True,
                                  capture_output=True).stdout
            found = re.search(r"Yams@([0-9.]+)", tree)
            return binary, "Yams %s (Swift over libyaml)" % (found.group(1) if found else "(version unknown)")
        reasons.append((result.stdout + result.stderr).strip().splitlines()[-1:])
    return None, "Yams could not be built here (%s)" % "; ".join(" ".join(r) for r in reasons)


# MARK: Data


def generate(count, fmt):
    generator = os.path.join(ROOT, "Benchmarks", "generate.py")
    key = digest([generator, os.path.join(ROOT, "Resources", "reserved.json")])
    extension = "json" if fmt == "json" else "yml"
    path = os.path.join(DATA, "atlas-%d-%s.shortcuts.%s" % (count, key, extension))
    if not os.path.exists(path):
        os.makedirs(DATA, exist_ok=True)
        log("generating %s" % os.path.relpath(path, ROOT))
        run([sys.executable, generator, "--shortcuts", str(count), "--format", fmt, "--seed", str(SEED),
             "--output", path + ".tmp"])
        os.replace(path + ".tmp", path)
    return path


def generate_many():
    generator = os.path.join(ROOT, "Benchmarks", "generate.py")
    key = digest([generator, os.path.join(ROOT, "Resources", "reserved.json")])
    folder = os.path.join(DATA, "many-%d-%s" % (MANY_FILES, key))
    if not os.path.isdir(folder):
        log("generating %d small manifests" % MANY_FILES)
        run([sys.executable, generator, "--many", str(MANY_FILES), "--shortcuts", str(MANY_SHORTCUTS),
             "--seed", str(SEED), "--output-dir", folder + ".tmp"])
        os.replace(folder + ".tmp", folder)
    return folder


def generate_project():
    """The generated app repository (App.xcodeproj, 3,000 Swift files in nested groups, app and
    test targets), and the files in it, which `cat` reads for comparison."""
    generators = [os.path.join(ROOT, "Benchmarks", name) for name in ("generate_project.py", "generate_swift.py")]
    folder = os.path.join(DATA, "project-%d-%s" % (PROJECT_FILES, digest(generators)))
    if not os.path.isdir(folder):
        log("generating a project of %d Swift files" % PROJECT_FILES)
        run([sys.executable, generators[0], "--files", str(PROJECT_FILES), "--output-dir", folder + ".tmp"])
        os.replace(folder + ".tmp", folder)
    files = sorted(os.path.join(top, name) for top, _, names in os.walk(folder) for name in names)
    return folder, files


def folder_size(folder):
    return sum(os.path.getsize(os.path.join(folder, name)) for name in os.listdir(folder))


def finding_count(binary, path):
    """The summary line of one text report ("12 errors, 3 warnings, 0 notes in 1 file …")."""
    out = os.path.join(WORK, "report.txt")
    measure([binary, "lint", "--no-color", path], stdout_path=out)
    with open(out, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    summary = lines[-1] if lines else ""
    counts = [int(word) for word in summary.replace(",", " ").split()[:5:2] if word.isdigit()]
    return sum(counts)


def timing_lines(argv):
    return [json.loads(line) for line in run(argv).splitlines() if line.startswith("{")]


# MARK: Report


def mb(n):
    return n / 1e6


def size(n):
    return "%.1f MB" % mb(n) if n >= 1e6 else "%.0f KB" % (n / 1e3)


def seconds(value):
    return "%.3f s" % value if value >= 0.1 else "%.1f ms" % (value * 1000)


def verdict(ok):
    return "**met**" if ok else "**missed**"


def report(info, loads, rows, startup, parses, many, scan, yams_note, sizes):
    out = []
    add = out.append
    add("Measured %s by `bash Benchmarks/run.sh` (generator seed %d)." % (time.strftime("%Y-%m-%d %H:%M %Z"), SEED))
    add("")
    add("| machine | |")
    add("| --- | --- |")
    add("| CPU | %s, %d cores |" % (info["cpu"], info["cores"]))
    add("| memory | %s |" % info.get("memory", "?"))
    add("| OS | %s |" % info["os"])
    add("| Swift | %s |" % info["swift"])
    add("| load average | before %s; after %s |" % (loads[0], loads[1]))
    add("")
    add("### End to end: `shortcut-lint lint FILE` (release build, text report to /dev/null)")
    add("")
    add("| shortcuts | format | file | best wall | median | MB/s | shortcuts/s | peak RSS | RSS / file | findings |")
    add("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for row in rows:
        add("| %s | %s | %s | %s | %s | %.1f | %s | %.0f MB | %.1f× | %s (%.1f%%) |" % (
            format(row["count"], ","), row["format"].upper(), size(row["bytes"]), seconds(row["best"]),
            seconds(row["median"]), mb(row["bytes"]) / row["best"], format(int(row["count"] / row["best"]), ","),
            mb(row["rss"]), row["rss"] / row["bytes"], format(row["findings"], ","),
            100.0 * row["findings"] / row["count"]))
    add("")
    add("Best of several runs (by size: %s); peak RSS is the largest of those runs." % (
        ", ".join("%s: %d" % (format(s, ","), RUNS[s]) for s in sizes)))
    add("")
    add("### Parsing alone, in-process (file already in memory; best of several runs)")
    add("")
    add("| shortcuts | JSON file | ours (JSON) | JSONSerialization | speed-up | ours (YAML) | Yams.load | Yams.compose | speed-up vs load |")
    add("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for count in sizes:
        p = parses[count]
        yams_load = p.get("Yams.load")
        yams_compose = p.get("Yams.compose")
        add("| %s | %s | %s (%.0f MB/s) | %s (%.0f MB/s) | %.1f× | %s (%.0f MB/s) | %s | %s | %s |" % (
            format(count, ","), size(p["ours-json"]["bytes"]),
            seconds(p["ours-json"]["best"]), mb(p["ours-json"]["bytes"]) / p["ours-json"]["best"],
            seconds(p["JSONSerialization"]["best"]), mb(p["JSONSerialization"]["bytes"]) / p["JSONSerialization"]["best"],
            p["JSONSerialization"]["best"] / p["ours-json"]["best"],
            seconds(p["ours-yaml"]["best"]), mb(p["ours-yaml"]["bytes"]) / p["ours-yaml"]["best"],
            seconds(yams_load["best"]) if yams_load else "—", seconds(yams_compose["best"]) if yams_compose else "—",
            "%.0f×" % (yams_load["best"] / p["ours-yaml"]["best"]) if yams_load else "—"))
    add("")
    add("YAML reference: %s." % yams_note)
    add("")
    add("### Startup: 200 shortcuts against a minimal Foundation program reading the same file")
    add("")
    add("| program | best wall | median |")
    add("| --- | ---: | ---: |")
    for name, sample in startup.items():
        add("| %s | %s | %s |" % (name, seconds(sample["best"]), seconds(sample["median"])))
    add("")
    add("### Many files: %s manifests of %d shortcuts (%s) in one invocation" % (
        format(MANY_FILES, ","), MANY_SHORTCUTS, size(many["bytes"])))
    add("")
    add("Best wall %s; CPU time (user + sys) of that run %s; CPU / wall = %.2f (both cores busy when > 1.3)." % (
        seconds(many["best"]), seconds(many["cpu"]), many["cpu"] / many["best"]))
    add("")

    add("### Repository scan: `shortcut-lint lint DIR` on a generated Xcode project of %s Swift files (%s)" % (
        format(PROJECT_FILES, ","), size(scan["bytes"])))
    add("")
    add("An `App.xcodeproj` (%s `project.pbxproj`) listing the files in nested groups, built by a Mac and an iOS app "
        "target and by a unit-test and a UI-test target (a fifth of the files, which the scan leaves out). Against "
        "`cat` of every file of the folder (the project file included), interleaved, best of %d:" % (
            size(scan["pbxproj"]), scan["runs"]))
    add("")
    out.extend(scan_rows(scan))
    add("")

    # Targets
    add("### Targets")
    add("")
    add("| target | measured | |")
    add("| --- | --- | --- |")
    by = {(r["count"], r["format"]): r for r in rows}
    hello = startup["Foundation hello (reads the file)"]["best"]
    for fmt in ["json", "yaml"]:
        big, small = by.get((1_000_000, fmt)), by.get((100_000, fmt))
        if big and small:
            ratio = big["best"] / small["best"]
            add("| 1M (%s), retired (issue 22): does not blow up, ≤ 12× the 100k run | %s, %.1f× | %s |" % (
                fmt.upper(), seconds(big["best"]), ratio, verdict(ratio <= 12)))
    ratios = [parses[c]["JSONSerialization"]["best"] / parses[c]["ours-json"]["best"] for c in sizes]
    add("| our JSON parse ≥ JSONSerialization | %s faster (by size) | %s |" % (
        ", ".join("%.1f×" % r for r in ratios), verdict(min(ratios) >= 1)))
    yams = [parses[c]["Yams.load"]["best"] / parses[c]["ours-yaml"]["best"] for c in sizes if "Yams.load" in parses[c]]
    if yams:
        add("| our YAML parse ≥ 3× a libyaml loader (Yams.load) | %s faster (by size) | %s |" % (
            ", ".join("%.0f×" % r for r in yams), verdict(min(yams) >= 3)))
    else:
        add("| our YAML parse ≥ 3× a libyaml loader | not measured: %s | — |" % yams_note)
    for fmt in ["json", "yaml"]:
        lint = startup["shortcut-lint, 200 shortcuts (%s)" % fmt.upper()]["best"]
        add("| 200 shortcuts (%s) ≤ 1.5× the Foundation program | %s vs %s = %.2f× | %s |" % (
            fmt.upper(), seconds(lint), seconds(hello), lint / hello, verdict(lint <= 1.5 * hello)))
    ratio = many["cpu"] / many["best"]
    add("| %s files use both cores (CPU / wall > 1.3) | %.2f | %s |" % (format(MANY_FILES, ","), ratio, verdict(ratio > 1.3)))
    ratio = scan["shortcut-lint"]["best"] / scan["cat"]["best"]
    add("| repository scan within 3× `cat` of the same files | %s vs %s = %.1f× | %s |" % (
        seconds(scan["shortcut-lint"]["best"]), seconds(scan["cat"]["best"]), ratio, verdict(ratio <= 3)))
    return "\n".join(out)


def write_doc(table):
    if os.path.exists(DOC):
        with open(DOC, encoding="utf-8") as handle:
            text = handle.read()
    else:
        text = "# Performance\n\n%s\n%s\n" % (BEGIN, END)
    if BEGIN not in text or END not in text:
        text = text.rstrip("\n") + "\n\n%s\n%s\n" % (BEGIN, END)
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    with open(DOC, "w", encoding="utf-8") as handle:
        handle.write(head + BEGIN + "\n" + table + "\n" + END + tail)


# MARK: Main


def time_scan(binary, project_folder, project_files, runs=10):
    """The repository scan against one cat of the same files, interleaved so both see the same
    background load: best and median wall, CPU of the best run."""
    log("timing the repository scan against cat")
    programs = {"shortcut-lint": [binary, "lint", "--no-color", project_folder],
                "cat": [shutil.which("cat") or "/bin/cat"] + project_files}
    samples = {name: [] for name in programs}
    for _ in range(runs):
        for name, argv in programs.items():
            sample = measure(argv)
            if sample["exit"] not in (0, 1):
                raise Refusal("`%s` exited with %d" % (argv[0], sample["exit"]))
            samples[name].append(sample)
    scan = {"runs": runs, "bytes": sum(os.path.getsize(path) for path in project_files),
            "pbxproj": os.path.getsize(os.path.join(project_folder, "App.xcodeproj", "project.pbxproj"))}
    for name, taken in samples.items():
        best = min(taken, key=lambda s: s["wall"])
        scan[name] = {"best": best["wall"], "median": statistics.median(s["wall"] for s in taken), "cpu": best["cpu"]}
    return scan


def scan_rows(scan):
    rows = ["| program | best wall | median | CPU of the best run |", "| --- | ---: | ---: | ---: |"]
    for name in ("shortcut-lint", "cat"):
        sample = scan[name]
        rows.append("| %s | %s | %s | %s |" % (name if name == "cat" else "`shortcut-lint lint`", seconds(sample["best"]),
                                              seconds(sample["median"]), seconds(sample["cpu"])))
    return rows


def scan_table(scan):
    ratio = scan["shortcut-lint"]["best"] / scan["cat"]["best"]
    return "\n".join(scan_rows(scan) + ["", "Scan / cat: %.2f× (load average after: %s)" % (ratio, load())])


def main():
    parser = argparse.ArgumentParser(description="Benchmark shortcut-lint; see Benchmarks/README.md.")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)),
                        help="comma-separated shortcut counts (default: %(default)s)")
    parser.add_argument("--no-write", action="store_true", help="print the table only; leave docs/performance.md alone")
    parser.add_argument("--no-yams", action="store_true", help="skip the Yams reference")
    parser.add_argument("--scan-only", action="store_true",
                        help="time the repository scan against cat only; print it, write nothing")
    args = parser.parse_args()
    if args.scan_only:
        print(scan_table(time_scan(build_linter(), *generate_project())))
        return
    sizes = [int(s) for s in args.sizes.split(",")]
    for size in sizes:
        RUNS.setdefault(size, 3)
    if 200 not in sizes:
        raise Refusal("--sizes must include 200 (the startup comparison uses it)")

    info = machine()
    binary = build_linter()
    tools = build_references()
    if args.no_yams:
        yams, yams_note = None, "skipped (--no-yams)"
    else:
        yams, yams_note = build_yams()
    files = {(count, fmt): generate(count, fmt) for count in sizes for fmt in ["json", "yaml"]}
    many_folder = generate_many()
    project_folder, project_files = generate_project()

    loads = [load()]
    log("load before measuring: %s" % loads[0])
    rows = []
    for (count, fmt), path in files.items():
        log("timing shortcut-lint on %s shortcuts (%s)" % (format(count, ","), fmt))
        sample = best_of([binary, "lint", "--no-color", path], RUNS[count])
        rows.append({"count": count, "format": fmt, "bytes": os.path.getsize(path), **sample,
                     "findings": finding_count(binary, path)})

    log("timing startup against the Foundation program")
    startup_names = {"Foundation hello (reads the file)": [tools["hello"], files[(200, "json")]],
                     "shortcut-lint, 200 shortcuts (JSON)": [binary, "lint", "--no-color", files[(200, "json")]],
                     "shortcut-lint, 200 shortcuts (YAML)": [binary, "lint", "--no-color", files[(200, "yaml")]]}
    walls = {name: [] for name in startup_names}
    for _ in range(30):  # interleaved, so all three see the same background load
        for name, argv in startup_names.items():
            walls[name].append(measure(argv)["wall"])
    startup = {name: {"best": min(w), "median": statistics.median(w)} for name, w in walls.items()}

    log("timing the parsers alone")
    parses = {count: {} for count in sizes}
    by_path = {path: count for (count, _), path in files.items()}
    for count in sizes:
        runs = str(max(3, RUNS[count]))
        for line in timing_lines([tools["parse"], runs, files[(count, "json")], files[(count, "yaml")]]):
            parses[count][line["parser"]] = line
        for line in timing_lines([tools["jsonserialization"], str(max(3, RUNS[count] // 2)), files[(count, "json")]]):
            parses[count][line["parser"]] = line
        if yams and count <= YAMS_MAX_SIZE:
            for line in timing_lines([yams, "3" if count < YAMS_MAX_SIZE else "1", files[(count, "yaml")]]):
                parses[by_path[line["file"]]][line["parser"]] = line
    if yams:
        yams_note = "%s, built in a throwaway package under .build-bench/ (sizes up to %s; the 1M file would take minutes)" % (
            yams_note.replace("\n", ", "), format(YAMS_MAX_SIZE, ","))

    log("timing %d files in one invocation" % MANY_FILES)
    sample = best_of([binary, "lint", "--no-color", many_folder], 3)
    many = {"best": sample["best"], "cpu": sample["cpu"], "bytes": folder_size(many_folder)}

    scan = time_scan(binary, project_folder, project_files)
    loads.append(load())

    table = report(info, loads, rows, startup, parses, many, scan, yams_note, sizes)
    print(table)
    if not args.no_write:
        write_doc(table)
        log("wrote %s" % os.path.relpath(DOC, ROOT))


if __name__ == "__main__":
    try:
        main()
    except Refusal as refusal:
        print("Benchmarks/run.sh: %s" % refusal, file=sys.stderr)
        sys.exit(2)
