"""Command line: ``python -m alignment_engine layout DOC.json [--svg OUT] [--png OUT] [--guides]``.

Prints the result JSON of a layout document on standard output (``-`` reads the document
from standard input); errors go to standard error with exit code 1 (2 for usage errors).
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from .errors import LayoutError
from .layout import layout_document


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m alignment_engine", description="SwiftUI layout documents from the command line.")
    commands = parser.add_subparsers(dest="command", required=True)
    command = commands.add_parser("layout", help="lay out a layout document and print its result JSON")
    command.add_argument("document", help="the document's path, or - for standard input")
    command.add_argument("--svg", metavar="OUT", help="also write an SVG picture")
    command.add_argument("--png", metavar="OUT", help="also write a PNG picture (needs CairoSVG)")
    command.add_argument("--guides", action="store_true", help="draw the explanation layer (guides, baselines, bands) in pictures")
    command.add_argument("--compact", action="store_true", help="print the JSON on one line")
    arguments = parser.parse_args(argv)

    try:
        document = sys.stdin.read() if arguments.document == "-" else arguments.document
        if arguments.document == "-" and not document.lstrip().startswith("{"):
            raise LayoutError("standard input does not hold a JSON object")
        result = layout_document(document)
        if arguments.svg:
            result.save_svg(arguments.svg, explain=arguments.guides)
        if arguments.png:
            result.save_png(arguments.png, explain=arguments.guides)
    except (LayoutError, OSError, ImportError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(result.to_json(indent=None if arguments.compact else 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
