#!/usr/bin/env python3
"""Fails naming file:line for each option or subcommand the docs spell that juice-report does not have.

Reads README.md, CONTRIBUTING.md (when present) and docs/*.md, or the Markdown files given, and
takes the commands and their options from the binary itself: --experimental-dump-help of the
root command and of each subcommand, the options --help shows (the parser's hidden ones are not
documented there, so they count as missing here).

- Every --option spelled anywhere (code blocks, code spans, plain text) must be an option of some
  juice-report command.
- Where code shows an invocation, `juice-report WORD …`, a WORD spelled like a subcommand (a bare
  lowercase word, not a file, a URL or a placeholder) must be one, and every --option after it must
  be that subcommand's; after an input instead, the options are the default subcommand's (chart).
  A code line ending in a backslash goes on with the next one. Plain text is not read for
  subcommands: "juice-report reads …" is a sentence, not an invocation.
- Code about another program is left alone: a command (after `$`, sudo, env and VAR=value words,
  up to the next |, &&, || or ;) that OTHER_PROGRAMS names or that is one of the repository's own
  scripts. Plain text is left alone only when its line starts with such a program. Nothing else is:
  an option of another program in a sentence is a finding (write the program before it).

    scripts/checks/docs-match-help.py                       # .build/release/juice-report
    scripts/checks/docs-match-help.py --binary PATH docs/serve.md

Exit status: 0 when the docs agree with the binary, 1 with one line per finding, 2 when the binary
or a file cannot be read.
"""

import argparse
import json
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
PROGRAM = "juice-report"

# Other programs whose options the docs show, each by the name its command line starts with.
OTHER_PROGRAMS = {"curl", "make", "pg_ctl", "psql", "sqlite3", "swift"}
# The repository's own scripts take options of their own.
OWN_SCRIPT_FOLDERS = ("scripts/", "bench/", ".ci/")
# Words before the command itself.
# An interpreter runs the word after it: `bash scripts/…` is one of our scripts.
COMMAND_PREFIXES = {"$", "sudo", "env", "time", "exec", "nohup", "bash", "sh", "python3"}

# Not after = (VAR=--long is a variable's value, another program's option) or ! (<!-- opens a comment).
OPTION = re.compile(r"(?<![\w\-=!])--([A-Za-z0-9](?:[\w-]*[A-Za-z0-9])?)")
ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
SUBCOMMAND_LIKE = re.compile(r"^[a-z][a-z0-9-]*$")
CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)", re.S)
FENCE = re.compile(r"^\s*(```|~~~)")


@dataclass
class Commands:
    """What the binary says it has: each command's long options, by command name."""

    options: dict  # command name ("juice-report" for the root) → set of "--name"
    default: str

    @property
    def subcommands(self):
        return sorted(name for name in self.options if name != PROGRAM)

    def every_option(self):
        return set().union(*self.options.values())

    def invocation_options(self, subcommand):
        """The options a line `juice-report [subcommand] …` may use."""
        if subcommand is None:
            return self.options[PROGRAM] | self.options.get(self.default, set())
        return self.options[subcommand]


def stop(message):
    """A failure to read the binary or a file: exit 2, apart from findings' 1."""
    print(f"docs-match-help: {message}", file=sys.stderr)
    sys.exit(2)


def dump(binary, *words):
    arguments = [binary, *words, "--experimental-dump-help"]
    asked = " ".join(arguments)
    try:
        run = subprocess.run(arguments, capture_output=True, text=True)
        return json.loads(run.stdout)["command"]
    except OSError as error:
        stop(f"cannot run {binary}: {error.strerror} (make build writes it)")
    except (ValueError, KeyError):
        stop(f"{asked} gave no tool description (exit {run.returncode}): {run.stderr.strip()[:200]}")


def long_options(command):
    return {
        "--" + name["name"]
        for argument in command.get("arguments", [])
        if argument.get("shouldDisplay", True)
        for name in argument.get("names", [])
        if name["kind"] == "long"
    }


def read_commands(binary):
    root = dump(binary)
    # The parser's own options of the root, which its dump does not list.
    builtins = {"--generate-completion-script", "--experimental-dump-help"}
    options = {PROGRAM: long_options(root) | builtins}
    for sub in root.get("subcommands", []):
        options[sub["commandName"]] = long_options(dump(binary, sub["commandName"]))
    return Commands(options, root.get("defaultSubcommand", ""))


@dataclass
class Unit:
    """A piece of a document read as one: a code line (with its continuations), a code span, or a
    line of plain text; `lines[i]` is the line number of `text[i]`."""

    kind: str  # "code" or "text"
    text: str
    lines: list


def units(path):
    """The code lines, code spans and plain-text lines of a Markdown file, in order."""
    lines = path.read_text(encoding="utf-8").splitlines()
    paragraph = []  # (number, line) of the plain Markdown being gathered
    fence, pending = None, None
    for number, line in enumerate(lines, 1):
        if fence is not None:
            if line.strip().startswith(fence):
                fence = None
                if pending:
                    yield pending
                    pending = None
                continue
            piece = Unit("code", line, [number] * len(line))
            if pending:
                piece = Unit("code", pending.text + " " + line, pending.lines + [number] * (len(line) + 1))
            pending = None
            if line.rstrip().endswith("\\"):
                pending = piece
            else:
                yield piece
            continue
        opening = FENCE.match(line)
        if opening or not line.strip():
            yield from paragraph_units(paragraph)
            paragraph = []
            if opening:
                fence = opening.group(1)
            continue
        paragraph.append((number, line))
    if pending:
        yield pending
    yield from paragraph_units(paragraph)


def paragraph_units(paragraph):
    """A paragraph's code spans (which may go on over a line break), then its lines of plain text."""
    if not paragraph:
        return
    text = "\n".join(line for _, line in paragraph)
    numbers = [number for number, line in paragraph for _ in line + "\n"]
    plain = list(text)
    for span in CODE_SPAN.finditer(text):
        start, end = span.span(2)
        yield Unit("code", text[start:end].replace("\n", " "), numbers[start:end])
        for i in range(span.start(), span.end()):
            if plain[i] != "\n":
                plain[i] = " "
    offset = 0
    for line in "".join(plain).split("\n"):
        yield Unit("text", line, numbers[offset:offset + len(line)])
        offset += len(line) + 1


def segments(text):
    """(start, end) of each simple command of a shell line: split at |, ||, &&, ; outside quotes."""
    start, quote, i = 0, None, 0
    while i < len(text):
        char = text[i]
        if quote:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char in "|;&":
            yield start, i
            i += 2 if text[i:i + 2] in ("||", "&&") else 1
            start = i
            continue
        i += 1
    yield start, len(text)


def is_other_program(word):
    name = word.rsplit("/", 1)[-1]
    return name in OTHER_PROGRAMS or word.removeprefix("./").startswith(OWN_SCRIPT_FOLDERS)


def check_code(unit, commands, report):
    for start, end in segments(unit.text):
        words = [(match.start() + start, match.group()) for match in re.finditer(r"\S+", unit.text[start:end])]
        index = 0
        while index < len(words) and (words[index][1] in COMMAND_PREFIXES or ASSIGNMENT.match(words[index][1])):
            # ExecStart=/usr/local/bin/juice-report serve …: the command is the assignment's value.
            if words[index][1].rsplit("/", 1)[-1] == PROGRAM and ASSIGNMENT.match(words[index][1]):
                break
            index += 1
        command = words[index][1] if index < len(words) else ""
        if command.startswith("-"):
            command = ""
        if command and is_other_program(command):
            continue
        allowed, name = commands.every_option(), None
        if command.rsplit("/", 1)[-1] == PROGRAM or command == "$(RELEASE_BIN)":
            argument = words[index + 1][1] if index + 1 < len(words) else ""
            if argument in commands.options and argument != PROGRAM:
                name = argument
            elif SUBCOMMAND_LIKE.match(argument):
                report(unit.lines[words[index + 1][0]],
                       f"{PROGRAM} {argument}: no such subcommand ({', '.join(commands.subcommands)})")
                continue
            allowed = commands.invocation_options(name)
        for option in OPTION.finditer(unit.text, start, end):
            if option.group() not in allowed:
                report(unit.lines[option.start()], missing_option(option.group(), name, command, commands))


def missing_option(option, subcommand, command, commands):
    owners = [name for name, options in commands.options.items() if option in options]
    if not owners:
        return f"{option}: no {PROGRAM} command has this option (another program's? write its name first)"
    shown = f"{PROGRAM} {subcommand}" if subcommand else f"{PROGRAM} (the default subcommand, {commands.default})"
    return f"{option}: {shown} has no such option; {', '.join(owners)} {'has' if len(owners) == 1 else 'have'} it"


def check_text(unit, commands, report):
    first = re.sub(r"^[\s>*+\-\d.)#|]*", "", unit.text).split(" ", 1)[0]
    if first and is_other_program(first):
        return
    for option in OPTION.finditer(unit.text):
        if option.group() not in commands.every_option():
            report(unit.lines[option.start()], missing_option(option.group(), None, "", commands))


def shown_path(path):
    """A file of the repository by its path in it, any other as given."""
    resolved = path.resolve()
    return resolved.relative_to(REPOSITORY) if resolved.is_relative_to(REPOSITORY) else path


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--binary", default=str(REPOSITORY / ".build/release/juice-report"),
                        help="the juice-report to ask (default: .build/release/juice-report, from make build)")
    parser.add_argument("files", nargs="*", type=Path,
                        help="Markdown files (default: README.md, CONTRIBUTING.md and docs/*.md)")
    arguments = parser.parse_args()
    files = arguments.files or [
        path for path in [REPOSITORY / "README.md", REPOSITORY / "CONTRIBUTING.md"] if path.exists()
    ] + sorted((REPOSITORY / "docs").glob("*.md"))
    commands = read_commands(arguments.binary)

    count = 0
    for path in files:
        shown = shown_path(path)
        try:
            document = list(units(path))
        except (OSError, UnicodeDecodeError) as error:
            stop(f"{path}: cannot be read: {error}")
        findings = []
        for unit in document:
            check = check_code if unit.kind == "code" else check_text
            check(unit, commands, lambda line, message: findings.append((line, message)))
        # Sorted by line (a paragraph's code spans are read before its plain text), each once.
        for line, message in sorted(dict.fromkeys(findings), key=lambda finding: finding[0]):
            print(f"{shown}:{line}: {message}")
            count += 1
    names = ", ".join(str(shown_path(path)) for path in files)
    if count:
        print(f"docs-match-help: {count} findings in {names} against {arguments.binary}", file=sys.stderr)
        return 1
    print(f"docs-match-help: {names} agree with {arguments.binary}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
