"""Running one task over many layout documents: the documents the inputs name, and a runner
that works through them in chunks, in this process or over a process pool, with a progress bar."""

from __future__ import annotations

import glob
import math
import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence, TextIO, TypeVar

__all__ = ["UsageError", "expand_inputs", "chunk_size", "chunks", "run_chunk", "Progress", "run"]

#: Files a directory holds beside its documents: expected results and results this tool wrote.
RESULT_SUFFIXES = (".expected.json", ".result.json")

_T = TypeVar("_T")


class UsageError(Exception):
    """A command line that cannot run (exit code 2)."""


def expand_inputs(inputs: Sequence[str]) -> list[str]:
    """The documents named by files, directories (their ``*.json``, without expected results
    and written results) and glob patterns, in order, each once. A file that does not exist
    stays in the list (its task reports it); a directory or pattern that names nothing is a
    ``UsageError``."""
    documents: dict[str, None] = {}
    for item in inputs:
        path = Path(item)
        if item != "-" and path.is_dir():
            found = sorted(str(p) for p in path.glob("*.json") if not p.name.endswith(RESULT_SUFFIXES))
            if not found:
                raise UsageError(f"{item}: no layout documents (*.json) in this directory")
        elif glob.has_magic(item):
            found = sorted(glob.glob(item, recursive=True))
            if not found:
                raise UsageError(f"{item}: no file matches this pattern")
        else:
            found = [item]
        documents.update(dict.fromkeys(found))
    return list(documents)


def chunk_size(count: int, jobs: int) -> int:
    """Documents per task sent to a worker: about four chunks per worker (so the load
    balances and the progress bar moves), at most 100 documents each."""
    if jobs <= 1:
        return 1
    return max(1, min(100, math.ceil(count / (jobs * 4))))


def chunks(documents: Sequence[str], jobs: int) -> list[list[str]]:
    """The documents cut into consecutive chunks of ``chunk_size`` for ``jobs`` workers."""
    size = chunk_size(len(documents), jobs)
    return [list(documents[i : i + size]) for i in range(0, len(documents), size)]


def run_chunk(task: Callable[[str], _T], documents: Sequence[str]) -> list[_T]:
    """Runs ``task`` on each document of a chunk (what a worker process does)."""
    return [task(document) for document in documents]


class Progress:
    """A progress bar on standard error (tqdm); ``echo`` prints around it. ``enabled``:
    ``None`` when standard error is a terminal, ``True`` always, ``False`` never; ``unit``
    what it counts."""

    def __init__(self, total: int, enabled: bool | None = None, unit: str = " document") -> None:
        self._bar: Any = None
        if enabled is None:
            enabled = sys.stderr.isatty()
        if enabled:
            try:
                from tqdm import tqdm
            except ImportError:  # running from a source tree without the package's dependencies
                return
            self._bar = tqdm(total=total, unit=unit, file=sys.stderr, dynamic_ncols=True)

    def advance(self, count: int) -> None:
        """Counts ``count`` more done."""
        if self._bar is not None:
            self._bar.update(count)

    def echo(self, text: str, file: TextIO | None = None) -> None:
        """Prints a line without breaking the bar."""
        file = sys.stdout if file is None else file
        if self._bar is not None:
            self._bar.write(text, file=file)
        else:
            print(text, file=file)

    def close(self) -> None:
        """Ends the progress bar (if any)."""
        if self._bar is not None:
            self._bar.close()


def run(task: Callable[[str], _T], documents: Sequence[str], progress: Progress, *, jobs: int = 1) -> Iterator[_T]:
    """``task(document)`` for every document, in order. ``jobs`` > 1 runs chunks of documents
    in that many worker processes (``task`` must then be picklable: a module-level function
    or an instance of a module-level class)."""
    pieces = chunks(documents, jobs)
    work = partial(run_chunk, task)
    if jobs <= 1 or len(pieces) <= 1:
        for chunk in pieces:
            outcomes = work(chunk)
            progress.advance(len(outcomes))
            yield from outcomes
        return
    with ProcessPoolExecutor(max_workers=min(jobs, len(pieces))) as pool:
        for outcomes in pool.map(work, pieces):
            progress.advance(len(outcomes))
            yield from outcomes
