#!/usr/bin/env python3
"""Checks --layout-json documents against samples/chart-layout.schema.json.

    python=$(bash scripts/setup/python-venv.sh checks jsonschema)   # .build/checks-venv
    "$python" scripts/checks/layout-json.py output/gallery/*.json output/gallery-hard/*.json

Beyond the schema, every slice must run from a smaller startAngle to a larger endAngle, and
a juice listed in zeroValue must not also be a slice or folded into one.
Needs Python's jsonschema package, from PyPI through scripts/setup/python-venv.sh as above.
Exits 1 naming each document that fails. Takes well under a second for the gallery's documents.
"""
import json
import pathlib
import sys

import jsonschema

schema_path = pathlib.Path(__file__).resolve().parents[2] / "samples" / "chart-layout.schema.json"
validator = jsonschema.Draft202012Validator(json.loads(schema_path.read_text(encoding="utf-8")))
failed = 0
for name in sys.argv[1:]:
    document = json.loads(pathlib.Path(name).read_text(encoding="utf-8"))
    problems = [f"{'/'.join(map(str, error.path))}: {error.message}" for error in validator.iter_errors(document)]
    problems += [f"slice {index} runs from {slice['startAngle']} to {slice['endAngle']}"
                 for index, slice in enumerate(document.get("slices", [])) if not slice["startAngle"] < slice["endAngle"]]
    drawn = {entry.get("juice") for entry in document.get("slices", []) + document.get("folded", [])}
    problems += [f"zero-value juice {entry['juice']!r} is also drawn"
                 for entry in document.get("zeroValue", []) if entry.get("juice") in drawn]
    if problems:
        failed += 1
        print(f"{name}: " + "; ".join(problems[:5]), file=sys.stderr)
print(f"{len(sys.argv) - 1 - failed} of {len(sys.argv) - 1} layout documents valid", file=sys.stderr)
sys.exit(1 if failed else 0)
