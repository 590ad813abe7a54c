"""``python3 -m alignment_engine COMMAND ...``: the command line (``alignment_engine.cli``),
also installed as the ``alignment-engine`` script. ``python3 -m alignment_engine --help``
lists the commands."""

from __future__ import annotations

import sys
from typing import Sequence

from .cli import main as _main


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit code."""
    return _main(argv, prog="python3 -m alignment_engine")


if __name__ == "__main__":
    sys.exit(main())
