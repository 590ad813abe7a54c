"""The package's version: the repository's VERSION file, the one place that defines it (the
build copies it into the package; from a checkout it is read at the repository root)."""

from __future__ import annotations

from pathlib import Path

__all__ = ["__version__"]

_PACKAGE_DIR = Path(__file__).resolve().parent


def _read() -> str:
    for path in (_PACKAGE_DIR / "VERSION", _PACKAGE_DIR.parents[2] / "VERSION"):
        if path.is_file():
            return path.read_text(encoding="utf-8").strip()
    raise RuntimeError(f"no VERSION file in {_PACKAGE_DIR} or the repository around it")


__version__ = _read()
