#!/usr/bin/env python3
"""Prints the Swift modules of a SwiftPM debug build, one per line, every module after the
modules it imports: the order in which bench/fresh-clone.sh --breakdown builds them one at a
time. Read from the build's own plan (the .build/debug.yaml a build leaves), where each module's
compile command lists the .swiftmodule files of the modules it needs; plugin tools' copies
("-tool") are left to the breakdown's last step.

    python3 bench/lib/module-order.py .build/debug.yaml
"""

import re
import sys
from graphlib import TopologicalSorter

COMMAND = re.compile(
    r'"C\.([A-Za-z0-9_]+)-[a-z0-9_]+-[a-z0-9_]+-[a-z0-9_]+-[a-z0-9_]+-debug\.module":\n'
    r"    tool: shell\n    inputs: \[(.*?)\]"
)


def main(plan_path: str) -> None:
    plan = open(plan_path, encoding="utf-8").read()
    needs: dict[str, set[str]] = {}
    for module, inputs in COMMAND.findall(plan):
        imported = set(re.findall(r'/([A-Za-z0-9_]+)\.swiftmodule"', inputs))
        needs[module] = imported - {module}
    if not needs:
        sys.exit(f"module-order: no module commands in {plan_path}")
    known = set(needs)
    graph = {module: needed & known for module, needed in needs.items()}
    sorter = TopologicalSorter(graph)
    sorter.prepare()
    # Ready modules in name order, so the order is the same on every run.
    while sorter.is_active():
        ready = sorted(sorter.get_ready())
        for module in ready:
            print(module)
            sorter.done(module)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: module-order.py PATH/debug.yaml")
    main(sys.argv[1])
