"""Lays out a batch of layout documents on a Dask cluster (``dask.distributed``): for more
documents than one machine lays out. The work is the command line's own task
(``alignment-engine layout INPUT... --out OUT``), sent to the workers in chunks; Dask does the
scheduling, retries and the spreading over machines.

    PYTHONPATH=bindings/python python3 examples/python/dask_batch.py examples/documents --out out/dask
    python3 examples/python/dask_batch.py DOCS --out OUT --scheduler tcp://HOST:8786

Without ``--scheduler`` it starts a ``LocalCluster`` of ``--workers`` processes on this
machine. Workers read the documents and write the results themselves, so on a cluster of
several machines DOCS and OUT must be on a filesystem they share, and every worker needs the
package (``pip install ./bindings/python``). Exit code 1 if a document fails.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from typing import Sequence

from dask.distributed import Client, LocalCluster, as_completed

from alignment_engine.cli.batch import Progress, chunks, expand_inputs, run_chunk
from alignment_engine.cli.tasks import LayoutTask, Outcome


def lay_out(client: Client, documents: Sequence[str], out: str, show_progress: bool | None = None) -> list[Outcome]:
    """Lays out ``documents`` on the client's cluster, writing ``out/NAME.result.json``;
    returns the outcomes in document order."""
    progress = Progress(len(documents), show_progress)
    try:
        return _lay_out(client, documents, out, progress)
    finally:
        progress.close()


def _lay_out(client: Client, documents: Sequence[str], out: str, progress: Progress) -> list[Outcome]:
    workers = max(1, len(client.scheduler_info()["workers"]))
    pieces = chunks(documents, workers)
    futures = client.map(partial(run_chunk, LayoutTask(out=out)), pieces)
    index = {future.key: i for i, future in enumerate(futures)}
    done: list[list[Outcome]] = [[] for _ in pieces]
    for future, outcomes in as_completed(futures, with_results=True):
        done[index[future.key]] = outcomes
        progress.advance(len(outcomes))
        for outcome in outcomes:
            if outcome.error is not None:
                progress.echo(f"error: {outcome.document}: {outcome.error}", sys.stderr)
    return [outcome for chunk in done for outcome in chunk]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Lay out layout documents on a Dask cluster.")
    parser.add_argument("inputs", nargs="+", metavar="INPUT", help="documents, directories, glob patterns")
    parser.add_argument("-o", "--out", required=True, help="directory for the NAME.result.json files")
    parser.add_argument("--scheduler", help="address of a running scheduler (default: a LocalCluster)")
    parser.add_argument("--workers", type=int, default=2, help="LocalCluster worker processes (default 2)")
    parser.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None, help="progress bar on standard error")
    arguments = parser.parse_args(argv)
    documents = expand_inputs(arguments.inputs)
    if arguments.scheduler:
        with Client(arguments.scheduler) as client:
            outcomes = lay_out(client, documents, arguments.out, arguments.progress)
    else:
        cluster = LocalCluster(n_workers=arguments.workers, threads_per_worker=1, dashboard_address=None)
        with cluster, Client(cluster) as client:
            outcomes = lay_out(client, documents, arguments.out, arguments.progress)
    failed = sum(1 for outcome in outcomes if outcome.error)
    print(f"laid out {len(outcomes) - failed} of {len(outcomes)} documents into {arguments.out}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
