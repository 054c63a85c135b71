#!/usr/bin/env python3
"""Deterministic generator of an Xcode app project for timing a repository scan.

What `shortcut-lint lint .` meets in a large app's repository: an `App.xcodeproj` whose
`project.pbxproj` lists every source file in nested groups (Modules/<Module>/<Feature>/…), as
Xcode writes it (24-digit object ids, `/* name */` comments, one build file per file and target),
built by two app targets (a Mac and an iOS app sharing the sources), a unit-test target and a
UI-test target whose files hold menu and key-command code of their own (which a scan leaves out).
The Swift files are those of `generate_swift.py` (40 to 400 lines), most of them code without a
shortcut, as in a real app (a large app has a few hundred shortcuts in thousands of files): one
in twenty-five is a SwiftUI view with shortcuts, `Commands`, UIKit key commands or AppKit menu
code; about a fifth of the files are tests. The same seed gives the same bytes. Standard
library only.

    python3 Benchmarks/generate_project.py --files 3000 --output-dir .build-bench/project-3000
"""

import argparse
import hashlib
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate_swift  # noqa: E402  (the Swift file generator beside this one)

MODULES = ("Library Editor Sidebar Inspector Search Sync Export Import Preferences Onboarding Sharing "
           "Playback Timeline Browser Accounts Notifications").split()
FEATURES = "Views Models Controllers Services Commands Support Cells Sheets".split()


def object_id(*parts):
    """A 24-digit hexadecimal id, as Xcode writes them, stable for the same parts."""
    return hashlib.sha1("/".join(parts).encode()).hexdigest()[:24].upper()


class Project:
    """The objects of a project file, written in Xcode's order and layout."""

    def __init__(self):
        self.sections = {}

    def add(self, isa, identifier, comment, fields, one_line=False):
        self.sections.setdefault(isa, []).append((identifier, comment, fields, one_line))

    def text(self, root):
        out = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 56;", "\tobjects = {"]
        for isa in sorted(self.sections):
            out += ["", "/* Begin %s section */" % isa]
            for identifier, comment, fields, one_line in sorted(self.sections[isa]):
                head = "\t\t%s /* %s */ = {" % (identifier, comment) if comment else "\t\t%s = {" % identifier
                if one_line:
                    out.append(head + "isa = %s; " % isa + "".join("%s = %s; " % (k, v) for k, v in fields) + "};")
                    continue
                out.append(head)
                out.append("\t\t\tisa = %s;" % isa)
                for key, value in fields:
                    if isinstance(value, list):
                        out.append("\t\t\t%s = (" % key)
                        out += ["\t\t\t\t%s," % item for item in value]
                        out.append("\t\t\t);")
                    else:
                        out.append("\t\t\t%s = %s;" % (key, value))
                out.append("\t\t};")
            out.append("/* End %s section */" % isa)
        out += ["\t};", "\trootObject = %s /* Project object */;" % root, "}", ""]
        return "\n".join(out)


def quoted(text):
    return text if text.replace("_", "").replace(".", "").replace("/", "").isalnum() else '"%s"' % text


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=3000, help="Swift files in all (default: %(default)s)")
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--output-dir", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    out = args.output_dir
    project = Project()
    makers = [(generate_swift.plain, 96), (generate_swift.swiftui_view, 2), (generate_swift.commands, 1),
              (generate_swift.uikit, 0.5), (generate_swift.appkit, 0.5)]
    population = [maker for maker, weight in makers for _ in range(int(weight * 2))]
    test_count = args.files // 5
    app_count = args.files - test_count

    targets = {  # name: (product type, sources phase id, files)
        "App": ("com.apple.product-type.application", object_id("phase", "App"), []),
        "App iOS": ("com.apple.product-type.application", object_id("phase", "App iOS"), []),
        "AppTests": ("com.apple.product-type.bundle.unit-test", object_id("phase", "AppTests"), []),
        "AppUITests": ("com.apple.product-type.bundle.ui-testing", object_id("phase", "AppUITests"), []),
    }

    def write(path, lines):
        full = os.path.join(out, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")

    def file_reference(path, builders):
        name = os.path.basename(path)
        ref = object_id("ref", path)
        project.add("PBXFileReference", ref, name, [("lastKnownFileType", "sourcecode.swift"), ("path", quoted(name)),
                                                  ("sourceTree", '"<group>"')], one_line=True)
        for target in builders:
            build = object_id("build", target, path)
            project.add("PBXBuildFile", build, "%s in Sources" % name, [("fileRef", "%s /* %s */" % (ref, name))], one_line=True)
            targets[target][2].append("%s /* %s in Sources */" % (build, name))
        return "%s /* %s */" % (ref, name)

    def group(path, name, children):
        identifier = object_id("group", path)
        project.add("PBXGroup", identifier, name, [("children", children), ("path", quoted(name)), ("sourceTree", '"<group>"')])
        return "%s /* %s */" % (identifier, name)

    # The app's sources: Modules/<Module>/<Feature>/<Part>/File.swift, three to five levels deep.
    tree = {}
    for index in range(app_count):
        module = MODULES[index % len(MODULES)]
        feature = FEATURES[(index // len(MODULES)) % len(FEATURES)]
        parts = ["App", "Modules", module, feature]
        if rng.random() < 0.5:
            parts.append("Part%d" % rng.randrange(4))
        lines = rng.choice(population)(rng, index)
        name = "%s%s%04d.swift" % (module, feature, index)
        write(os.path.join(*parts, name), lines)
        tree.setdefault(tuple(parts), []).append(name)
    # The tests: a unit-test target and a UI-test target, whose files build menus and key commands.
    for index in range(test_count):
        target = "AppTests" if index % 4 else "AppUITests"
        lines = rng.choice(population)(rng, app_count + index)
        name = "%sCase%04d.swift" % (target, index)
        parts = [target, MODULES[index % len(MODULES)]]
        write(os.path.join(*parts, name), lines)
        tree.setdefault(tuple(parts), []).append(name)

    def build_group(parts):
        children = []
        below = sorted({key[len(parts)] for key in tree if len(key) > len(parts) and key[:len(parts)] == parts})
        for name in below:
            children.append(build_group(parts + (name,)))
        for name in sorted(tree.get(parts, [])):
            path = "/".join(parts + (name,))
            builders = [parts[0]] if parts[0] != "App" else ["App", "App iOS"]
            children.append(file_reference(path, builders))
        return group("/".join(parts), parts[-1], children)

    top = [build_group((name,)) for name in ["App", "AppTests", "AppUITests"]]
    products = []
    for name, (kind, phase, files) in targets.items():
        extension = ".xctest" if "test" in kind else ".app"
        product = object_id("product", name)
        project.add("PBXFileReference", product, name + extension,
                    [("explicitFileType", "wrapper.application" if extension == ".app" else "wrapper.cfbundle"),
                     ("includeInIndex", "0"), ("path", quoted(name + extension)), ("sourceTree", "BUILT_PRODUCTS_DIR")], one_line=True)
        products.append("%s /* %s */" % (product, name + extension))
    products_group = object_id("group", "Products")
    project.add("PBXGroup", products_group, "Products", [("children", products), ("name", "Products"), ("sourceTree", '"<group>"')])
    main_group = object_id("group", "main")
    project.add("PBXGroup", main_group, None, [("children", top + ["%s /* Products */" % products_group]), ("sourceTree", '"<group>"')])

    target_ids = []
    configuration_lists = []
    for name, (kind, phase, files) in targets.items():
        sdk = "iphoneos" if name == "App iOS" else "macosx"
        configurations = []
        for configuration in ["Debug", "Release"]:
            identifier = object_id("configuration", name, configuration)
            project.add("XCBuildConfiguration", identifier, configuration,
                        [("buildSettings", "{\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t\tSDKROOT = %s;\n\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t}" % sdk),
                         ("name", configuration)])
            configurations.append("%s /* %s */" % (identifier, configuration))
        configuration_list = object_id("list", name)
        project.add("XCConfigurationList", configuration_list, 'Build configuration list for PBXNativeTarget "%s"' % name,
                    [("buildConfigurations", configurations), ("defaultConfigurationIsVisible", "0"),
                     ("defaultConfigurationName", "Release")])
        configuration_lists.append(configuration_list)
        project.add("PBXSourcesBuildPhase", phase, "Sources", [("buildActionMask", "2147483647"), ("files", files),
                                                              ("runOnlyForDeploymentPostprocessing", "0")])
        target = object_id("target", name)
        extension = ".xctest" if "test" in kind else ".app"
        project.add("PBXNativeTarget", target, name,
                    [("buildConfigurationList", '%s /* Build configuration list for PBXNativeTarget "%s" */' % (configuration_list, name)),
                     ("buildPhases", ["%s /* Sources */" % phase]), ("buildRules", []), ("dependencies", []), ("name", quoted(name)),
                     ("productName", quoted(name)), ("productReference", "%s /* %s */" % (object_id("product", name), name + extension)),
                     ("productType", '"%s"' % kind)])
        target_ids.append("%s /* %s */" % (target, name))
    root = object_id("project")
    project.add("PBXProject", root, "Project object",
                [("buildConfigurationList", object_id("list", "App")), ("compatibilityVersion", '"Xcode 14.0"'),
                 ("developmentRegion", "en"), ("mainGroup", main_group), ("productRefGroup", "%s /* Products */" % products_group),
                 ("projectDirPath", '""'), ("projectRoot", '""'), ("targets", target_ids)])
    os.makedirs(os.path.join(out, "App.xcodeproj"), exist_ok=True)
    text = project.text(root)
    with open(os.path.join(out, "App.xcodeproj", "project.pbxproj"), "w", encoding="utf-8") as handle:
        handle.write(text)
    print("%d Swift files (%d in test targets), project.pbxproj %d bytes" % (args.files, test_count, len(text.encode())))


if __name__ == "__main__":
    main()
