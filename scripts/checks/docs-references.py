#!/usr/bin/env python3
"""Fails, naming file:line, where the docs and the code's comments say what is not so:

1. CONTRIBUTING.md's table of layers against Package.swift (`swift package dump-package`): one
   row per target that is not a test target (system libraries and test helpers too), no row for a
   target that is not there, and each row's "depends on" cell naming exactly the target's
   dependencies (`Name` for a target of this package, `Name` (package) for another package's product).
2. The comments of Sources/ and Tests/: a repository path a comment cites (docs/charts.md,
   scripts/checks/fuzz.sh, Sources/…, README.md) must exist, and a section cited by its title
   after a Markdown file (`README's "Exit codes"`, `docs/inputs.md's "Exports from point-of-sale
   and web shops"`) must be a heading of that file. A comment naming the README must name one of
   its sections so: the README is a front page whose sections move, and "see the README" sent
   readers to tables that had gone to docs/.

    python3 scripts/checks/docs-references.py          # from anywhere; exits 1 on a finding

Run by `make check-docs` (and so by .ci/run). Needs swift (for dump-package) and python3.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
problems = []


def problem(path, line, text):
    found = f"{os.path.relpath(path, ROOT)}:{line}: {text}"
    if found not in problems:
        problems.append(found)


def package_targets():
    """Each target that is not a test target, with the names of what it depends on."""
    dumped = subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout
    targets = {}
    for target in json.loads(dumped)["targets"]:
        if target["type"] == "test":
            continue
        names = set()
        for dependency in target.get("dependencies", []):
            (kind, value), = dependency.items()
            if kind == "product":
                names.add(f"`{value[0]}` ({value[1]})")
            else:
                names.add(f"`{value[0]}`")
        targets[target["name"]] = names
    return targets


def check_layers():
    path = os.path.join(ROOT, "CONTRIBUTING.md")
    lines = open(path, encoding="utf-8").read().split("\n")
    targets = package_targets()
    seen = set()
    in_table = False
    for number, line in enumerate(lines, 1):
        if line.startswith("| target | depends on |"):
            in_table = True
            continue
        if not in_table:
            continue
        if not line.startswith("|"):
            break
        if line.startswith("| ---"):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 3:
            problem(path, number, "a row of the layers' table needs three cells: target, depends on, what it holds")
            continue
        names = re.findall(r"`([^`]+)`", cells[0].split("(in ")[0])
        if not names:
            problem(path, number, f"no target named in {cells[0]!r}")
            continue
        depends = set(re.findall(r"`[^`]+`(?: \([A-Za-z0-9_.-]+\))?", cells[1]))
        for name in names:
            if name not in targets:
                problem(path, number, f"`{name}` is not a target of Package.swift (or is a test target)")
                continue
            seen.add(name)
            if depends != targets[name]:
                want = ", ".join(sorted(targets[name])) or "nothing"
                problem(path, number, f"`{name}` depends on {want} in Package.swift; the table says {cells[1]!r}")
    if not any(line.startswith("| target | depends on |") for line in lines):
        problem(path, 1, "no table of layers (a header row '| target | depends on | what it holds |')")
        return
    for name in sorted(set(targets) - seen):
        problem(path, 1, f"the layers' table has no row for the target `{name}`")


HEADINGS = {}


def headings(document):
    if document not in HEADINGS:
        full = os.path.join(ROOT, document)
        HEADINGS[document] = [
            line.lstrip("#").strip() for line in open(full, encoding="utf-8") if line.startswith("#")
        ] if os.path.exists(full) else None
    return HEADINGS[document]


PATH = re.compile(
    r"(?<![\w/.-])((?:docs|bench|scripts|samples|Sources|Tests|\.ci)/[A-Za-z0-9_./+-]*[A-Za-z0-9_+-]"
    r"|(?:README|CHANGELOG|CONTRIBUTING)\.md)"
)
DOCUMENT = r"(README|CONTRIBUTING|docs/[a-z-]+\.md)(?:\.md)?"
SECTION = re.compile(DOCUMENT + r"(?:'s)? \"([^\"]+)\"")
README = re.compile(r"\bREADME\b")


def comments(path):
    """(line number, comment text) for each line comment; a comment's lines are joined, so a
    reference broken over two lines is read whole (its line number is the first's)."""
    found = []
    start = None
    text = ""
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        match = re.match(r"\s*///?\s?(.*)$", line)
        if match:
            if start is None:
                start, text = number, match.group(1)
            else:
                text += " " + match.group(1)
            continue
        if start is not None:
            found.append((start, text))
            start = None
    if start is not None:
        found.append((start, text))
    return found


def check_comments():
    for top in ("Sources", "Tests"):
        for directory, _, files in os.walk(os.path.join(ROOT, top)):
            if "__Snapshots__" in directory:
                continue
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                for number, text in comments(path):
                    for cited in PATH.findall(text):
                        if any(mark in cited for mark in "*{}<>") or "/x." in cited:
                            continue
                        if not os.path.exists(os.path.join(ROOT, cited)):
                            problem(path, number, f"cites {cited}, which is not in the repository")
                    sections = SECTION.findall(text)
                    for document, title in sections:
                        document = document if document.endswith(".md") else document + ".md"
                        known = headings(document)
                        if known is None:
                            problem(path, number, f"cites {document}, which is not in the repository")
                        elif not any(title == heading or heading.startswith(title) for heading in known):
                            problem(path, number, f"cites the section \"{title}\" of {document}, which has no such heading")
                    if README.search(text) and not any(document == "README" for document, _ in sections):
                        problem(
                            path, number,
                            "names the README without one of its sections (README's \"Exit codes\"): "
                            "name the section, or the docs/ page that holds it")


check_layers()
check_comments()
for line in problems:
    print(line)
if problems:
    print(f"docs-references: {len(problems)} problem(s)", file=sys.stderr)
    sys.exit(1)
print("docs-references: CONTRIBUTING's layers match Package.swift; every path and section the comments cite is there")
