#!/usr/bin/env python3
"""Fails unless the ae_ functions a library exports are exactly those its header declares.

Usage: check_symbols.py HEADER LIBRARY
"""
import re
import subprocess
import sys


def declared(header_path):
    """Names of the functions the header declares (not typedefs or macros)."""
    with open(header_path, encoding="utf-8") as header:
        text = re.sub(r"/\*.*?\*/", "", header.read(), flags=re.S)
    return set(re.findall(r"^[A-Za-z_][\w \*]*?\b(ae_\w+)\s*\(", text, flags=re.M))


def exported(library_path):
    """Names of the ae_ functions the library exports."""
    listing = subprocess.run(["nm", "-D", "--defined-only", library_path],
                             check=True, capture_output=True, text=True).stdout
    return {fields[2] for fields in map(str.split, listing.splitlines())
            if len(fields) == 3 and fields[1] == "T" and fields[2].startswith("ae_")}


def main():
    header, library = sys.argv[1:3]
    wanted, present = declared(header), exported(library)
    for name in sorted(wanted - present):
        print(f"declared in the header but not exported: {name}")
    for name in sorted(present - wanted):
        print(f"exported but not declared in the header: {name}")
    if wanted != present or not wanted:
        return 1
    print(f"symbols: {len(wanted)} ae_ functions match the header")
    return 0


if __name__ == "__main__":
    sys.exit(main())
