#!/usr/bin/env bash
# Checks what `make install` installs, in a temporary prefix:
#   - the manual page, rendered by man as a reader sees it, names every option of every command,
#     each in its own command's section; the options are taken from the installed binary
#     (--experimental-dump-help of the root and of each subcommand), not from a list kept here;
#     options the parser hides from help are left out, as the page leaves them out;
#   - bash completes `juice-report rep<TAB>` to report and `juice-report report --mon<TAB>` to
#     --month, with the installed script sourced in a bash without bash-completion;
#   - zsh -n and fish -n accept their scripts, when those shells are installed, and fish completes
#     the same two lines as bash;
#   - make uninstall with the same PREFIX leaves no file behind.
# Each failure is one line on standard error; the exit code is 1 if any check failed.
#
#     scripts/checks/install.sh                 # make install PREFIX=$(mktemp -d), check, uninstall
#     scripts/checks/install.sh --prefix DIR    # check what is already installed under DIR
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

failed=0
fail() {
    echo "check-install: $*" >&2
    failed=1
}

prefix=""
case "${1:-}" in
    --prefix)
        prefix="${2:-}"
        [ -d "$prefix" ] || { echo "check-install: --prefix needs an existing folder" >&2; exit 64; }
        ;;
    "") ;;
    *) echo "usage: scripts/checks/install.sh [--prefix DIR]" >&2; exit 64 ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$prefix" ]; then
    prefix="$work/prefix"
    if ! make install PREFIX="$prefix" >"$work/install.log" 2>&1; then
        cat "$work/install.log" >&2
        echo "check-install: make install PREFIX=$prefix failed (its output above)" >&2
        exit 1
    fi
    installed_here=1
fi

bin="$prefix/bin/juice-report"
page="$prefix/share/man/man1/juice-report.1"
bash_script="$prefix/share/bash-completion/completions/juice-report"
zsh_script="$prefix/share/zsh/site-functions/_juice-report"
fish_script="$prefix/share/fish/vendor_completions.d/juice-report.fish"
for file in "$bin" "$page" "$bash_script" "$zsh_script" "$fish_script"; do
    [ -s "$file" ] || { echo "check-install: make install left no ${file#"$prefix"/} under $prefix" >&2; exit 1; }
done
[ -x "$bin" ] || { echo "check-install: $bin is not executable" >&2; exit 1; }

# The page as man shows it, as plain text: wide, so that no option's name is broken across lines,
# and in UTF-8, so that the page's non-ASCII text is not dropped.
command -v man >/dev/null 2>&1 ||
    { echo "check-install: man is missing (scripts/setup/install-deps.sh test installs man-db)" >&2; exit 1; }
if ! LC_ALL=C.UTF-8 MANWIDTH=250 MANPAGER=cat man -l "$page" 2>"$work/man.err" | col -b >"$work/page.txt" ||
    ! [ -s "$work/page.txt" ]; then
    fail "man -l $page rendered nothing: $(head -n 1 "$work/man.err")"
fi

# Every option of every command, from the binary, against the options the page's section of that
# command lists. The page (generate-manual, one page) puts each subcommand at the left of the
# body, in the order of the dump, with its options as a nested list: a section runs from its
# subcommand's line to the next one's, and an option's own line is a line of the section at the
# list's indentation (the smallest of the section's lines that start with a dash).
python3 - "$bin" "$work/page.txt" <<'EOF' || failed=1
import json
import re
import subprocess
import sys

binary, page_path = sys.argv[1], sys.argv[2]
prefixes = {"long": "--", "short": "-", "longWithSingleDash": "-"}


def dump(*words):
    run = subprocess.run([binary, *words, "--experimental-dump-help"], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"check-install: juice-report {' '.join(words)} --experimental-dump-help failed: {run.stderr.strip()}")
    return json.loads(run.stdout)["command"]


def options(command):
    return [prefixes[name["kind"]] + name["name"]
            for argument in command.get("arguments", []) if argument.get("shouldDisplay", True)
            for name in argument.get("names", [])]


root = dump()
commands = [("juice-report", options(root))]
commands += [(sub["commandName"], options(dump(sub["commandName"]))) for sub in root.get("subcommands", [])]

lines = open(page_path, encoding="utf-8").read().splitlines()
starts, missing_section = [0], False
for name, _ in commands[1:]:
    heading = re.compile(r"^ {1,8}" + re.escape(name) + r"( {2,}|$)")
    index = next((i for i in range(starts[-1] + 1, len(lines)) if heading.match(lines[i])), None)
    if index is None:
        print(f"check-install: the manual page has no section for the subcommand {name}", file=sys.stderr)
        missing_section = True
        starts.append(starts[-1])
    else:
        starts.append(index)
starts.append(len(lines))

failures = 0
for (name, expected), start, end in zip(commands, starts, starts[1:]):
    section = lines[start:end]
    dashed = [line for line in section if line.lstrip().startswith("-")]
    indent = min((len(line) - len(line.lstrip()) for line in dashed), default=0)
    listed = set()
    for line in dashed:
        if len(line) - len(line.lstrip()) == indent:
            tag = re.split(r"\s{2,}", line.strip())[0]
            listed.update(re.findall(r"(?:^|, )(-{1,2}[A-Za-z0-9][\w-]*)", tag))
    for option in expected:
        if option not in listed:
            where = "juice-report" if name == "juice-report" else f"juice-report {name}"
            print(f"check-install: the manual page does not list {option} of {where} in its section",
                  file=sys.stderr)
            failures += 1
total = sum(len(expected) for _, expected in commands)
if failures or missing_section:
    sys.exit(1)
print(f"check-install: the manual page lists all {total} options of {len(commands)} commands")
EOF

# What bash offers for a command line whose last word is being completed: the installed script
# sourced in a bash without bash-completion, the function it registers for juice-report called
# as bash calls it (command, current word, previous word), COMPREPLY printed one per line.
bash_completes() {
    PATH="$prefix/bin:$PATH" bash --norc --noprofile -c '
        source "$1" || exit 1
        function=$(complete -p juice-report 2>/dev/null | sed -n "s/.* -F \([^ ]*\) .*/\1/p")
        [ -n "$function" ] || { echo "no completion function registered for juice-report" >&2; exit 1; }
        COMP_LINE=$2
        COMP_POINT=${#COMP_LINE}
        read -ra COMP_WORDS <<<"$COMP_LINE"
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        COMPREPLY=()
        "$function" juice-report "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        printf "%s\n" "${COMPREPLY[@]}"
    ' bash "$bash_script" "$1"
}
expect_completion() {
    local line="$1" expected="$2" offered
    if ! offered=$(bash_completes "$line" 2>"$work/bash.err"); then
        fail "bash: completing \"$line\" failed: $(head -n 1 "$work/bash.err")"
    elif [ "$offered" != "$expected" ]; then
        fail "bash completes \"$line<TAB>\" to \"$(echo $offered)\", not to \"$expected\""
    fi
}
expect_completion "juice-report rep" "report"
expect_completion "juice-report report --mon" "--month"

if command -v zsh >/dev/null 2>&1; then
    zsh -n "$zsh_script" 2>"$work/zsh.err" ||
        fail "zsh -n rejects ${zsh_script#"$prefix"/}: $(head -n 1 "$work/zsh.err")"
else
    echo "check-install: zsh is not installed; its script was not checked" >&2
fi
if command -v fish >/dev/null 2>&1; then
    if ! fish -n "$fish_script" 2>"$work/fish.err"; then
        fail "fish -n rejects ${fish_script#"$prefix"/}: $(head -n 1 "$work/fish.err")"
    else
        # fish completes a line itself (complete -C): the same two completions as bash's.
        for case in "juice-report rep=report" "juice-report report --mon=--month"; do
            offered=$(fish --no-config -c 'source $argv[1]; complete -C $argv[2]' "$fish_script" "${case%=*}" |
                cut -f 1 | paste -sd ' ')
            [ "$offered" = "${case#*=}" ] ||
                fail "fish completes \"${case%=*}<TAB>\" to \"$offered\", not to \"${case#*=}\""
        done
    fi
else
    echo "check-install: fish is not installed; its script was not checked" >&2
fi

if [ -n "${installed_here:-}" ]; then
    make uninstall PREFIX="$prefix" >/dev/null
    left=$(find "$prefix" -type f | head -n 1)
    [ -z "$left" ] || fail "make uninstall PREFIX=$prefix left ${left#"$prefix"/} behind"
fi

if ((failed)); then
    exit 1
fi
echo "check-install: bash completes a subcommand and an option${installed_here:+; make uninstall removed every file}"
