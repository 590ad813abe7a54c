"""The files a serve page shows: the ``.swift`` files given (folders searched), and a stamp
of their modification times that tells when to read them again."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Sequence

from ..layout_checks.sources import file_stamps, find_swift_files

__all__ = ["SwiftFiles"]


class SwiftFiles:
    """The ``.swift`` files of ``paths``: files as given, folders searched for ``*.swift`` (in
    sorted order; hidden folders such as ``.build`` and ``.git`` and build products left out). ``stamp()`` changes whenever a file
    is added, removed, or written."""

    def __init__(self, paths: Sequence[str | os.PathLike[str]]) -> None:
        """``paths``: files and folders; a path that does not exist is an error now."""
        if not paths:
            raise ValueError("serve needs at least one .swift file or folder")
        self.paths = [Path(path) for path in paths]
        missing = [str(path) for path in self.paths if not path.exists()]
        if missing:
            raise FileNotFoundError(f"no such file or folder: {', '.join(missing)}")

    def list(self) -> list[str]:
        """The files, in the order given (a folder's files sorted), each once, as a check finds
        them (``layout_checks.find_swift_files``)."""
        return find_swift_files([str(path) for path in self.paths])[0]

    def stamp(self) -> tuple[tuple[str, int, int], ...]:
        """Each file with its size and modification time (ns), as a check stamps them
        (``layout_checks.sources.file_stamps``); a file that vanished has -1."""
        return file_stamps(self.list())
