#!/usr/bin/env python3
"""Checks the C interface against its library and the repository's version.

Fails unless
- the library exports exactly the functions the header declares, and nothing but them (every
  defined dynamic symbol is an ae_ function of the header);
- every function of the header has a doc comment (/** ... */) right before its declaration;
- with --version FILE: the header's AE_VERSION_* macros spell the version in FILE.

Usage: check_symbols.py HEADER LIBRARY [--version VERSION_FILE]
"""
import argparse
import re
import subprocess
import sys

DECLARATION = re.compile(r"^[A-Za-z_][\w \*]*?\b(ae_\w+)\s*\(", flags=re.M)


def declared(text):
    """Names of the functions the header declares (not typedefs or macros)."""
    return set(DECLARATION.findall(re.sub(r"/\*.*?\*/", "", text, flags=re.S)))


def undocumented(text):
    """Functions whose declaration does not follow a /** ... */ comment."""
    missing = []
    for match in DECLARATION.finditer(text):
        before = text[: match.start()].rstrip()
        if not before.endswith("*/") or before.rfind("/**") < before.rfind("/*"):
            missing.append(match.group(1))
    return missing


def exported(library_path):
    """Every defined symbol of the library's dynamic symbol table, with its nm type."""
    listing = subprocess.run(["nm", "-D", "--defined-only", library_path],
                             check=True, capture_output=True, text=True).stdout
    return {fields[2]: fields[1] for fields in map(str.split, listing.splitlines()) if len(fields) == 3}


def version_problems(text, version_path):
    """How the header's version macros differ from the version file."""
    with open(version_path, encoding="utf-8") as file:
        version = file.read().strip()
    parts = version.split(".")
    if len(parts) != 3 or not all(part.isdigit() for part in parts):
        return [f"{version_path}: '{version}' is not MAJOR.MINOR.PATCH"]
    wanted = dict(zip(("AE_VERSION_MAJOR", "AE_VERSION_MINOR", "AE_VERSION_PATCH"), parts))
    wanted["AE_VERSION_STRING"] = f'"{version}"'
    problems = []
    for macro, value in wanted.items():
        found = re.search(rf"^#define {macro} (\S+)$", text, flags=re.M)
        if not found or found.group(1) != value:
            problems.append(f"{macro} is {found.group(1) if found else 'missing'}, {version_path} says {value}")
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("header")
    parser.add_argument("library")
    parser.add_argument("--version", dest="version_file")
    arguments = parser.parse_args()
    with open(arguments.header, encoding="utf-8") as header:
        text = header.read()
    wanted, symbols = declared(text), exported(arguments.library)
    problems = [f"declared in the header but not exported: {name}" for name in sorted(wanted - symbols.keys())]
    problems += [f"exported but not declared in the header: {name} ({kind})" for name, kind in sorted(symbols.items())
                 if name not in wanted]
    problems += [f"exported but not a function: {name} ({kind})" for name, kind in sorted(symbols.items())
                 if name in wanted and kind != "T"]
    problems += [f"no doc comment: {name}" for name in undocumented(text)]
    if arguments.version_file:
        problems += version_problems(text, arguments.version_file)
    if not wanted:
        problems.append("the header declares no function")
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"symbols: the library exports exactly the header's {len(wanted)} ae_ functions, each documented")
    return 0


if __name__ == "__main__":
    sys.exit(main())
