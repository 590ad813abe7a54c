"""Checks the layout of a large SwiftUI repository on a Dask cluster (``dask.distributed``): the
sweep of ``alignment-engine check PATHS...`` (every View struct and #Preview, on each device,
Dynamic Type size and direction), with its work spread over the cluster's workers. This
machine reads the source and the cache; each task (one screen in the configurations the
cache does not have) goes to a worker, which reads the files itself (once per worker) and
lays the screen out; the report and the cache are made here.

    PYTHONPATH=bindings/python python3 examples/python/dask_check.py Tests/Fixtures/checks/defects
    python3 examples/python/dask_check.py Sources --scheduler tcp://HOST:8786 --format sarif -o layout.sarif

Without ``--scheduler`` it starts a ``LocalCluster`` of ``--workers`` processes on this
machine. On a cluster of several machines the source must be at the same paths on a
filesystem they share (pictures too, with ``--pictures``), and every worker needs the
package with its ``swift`` extra (``pip install './bindings/python[swift]'``). Exit codes
as the command's: 0 nothing found, 1 a finding, 2 something could not be checked.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Iterator, Sequence

from dask.distributed import Client, LocalCluster, as_completed

from alignment_engine import devices
from alignment_engine._version import __version__
from alignment_engine.cli.batch import Progress
from alignment_engine.layout_checks.cache import CACHE_FOLDER, Outcome, ResultCache
from alignment_engine.layout_checks.reports import FORMATS, render
from alignment_engine.layout_checks.settings import Settings, SettingsError, find_settings_file, read_settings
from alignment_engine.layout_checks.sweep import Report, Sweep, Task, run_task


def check(client: Client, sweep: Sweep, paths: Sequence[str], show_progress: bool | None = None) -> Report:
    """The sweep's report over ``paths``, its tasks run on the client's cluster."""
    reading = sweep.read(paths)
    tasks, cached = sweep.tasks(reading)
    progress = Progress(len(reading.screens) * len(sweep.configurations), show_progress, unit=" layout")
    progress.advance(len(cached))
    try:
        return sweep.report(reading, tasks, _outcomes(client, tasks, progress), cached)
    finally:
        progress.close()


def _outcomes(client: Client, tasks: Sequence[Task], progress: Progress) -> Iterator[list[Outcome]]:
    """Each task's outcomes, in the order of ``tasks``, as the workers finish them."""
    futures = client.map(run_task, tasks, pure=False)
    index = {future.key: i for i, future in enumerate(futures)}
    done: list[list[Outcome] | None] = [None] * len(futures)
    for future, outcomes in as_completed(futures, with_results=True):
        done[index[future.key]] = outcomes
        progress.advance(len(outcomes))
    for outcomes in done:
        yield outcomes or []


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check the layout of SwiftUI source on a Dask cluster.")
    parser.add_argument("paths", nargs="+", metavar="PATH", help=".swift files and folders")
    parser.add_argument("--format", choices=FORMATS, default="text", help="report format (default text)")
    parser.add_argument("-o", "--output", help="write the report to this file (default: standard output)")
    parser.add_argument("--pictures", metavar="DIR", help="draw each finding into DIR (on a shared filesystem)")
    parser.add_argument("--cache", default=CACHE_FOLDER, help=f"the cache's folder (default {CACHE_FOLDER})")
    parser.add_argument("--scheduler", help="address of a running scheduler (default: a LocalCluster)")
    parser.add_argument("--workers", type=int, default=2, help="LocalCluster worker processes (default 2)")
    parser.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None, help="progress bar on standard error")
    arguments = parser.parse_args(argv)
    config = find_settings_file(Path.cwd())
    try:
        settings = read_settings(config, [device.name for device in devices.ALL]) if config else Settings()
        sweep = Sweep(settings, pictures=arguments.pictures, cache=ResultCache(arguments.cache))
    except SettingsError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if arguments.scheduler:
        with Client(arguments.scheduler) as client:
            report = check(client, sweep, arguments.paths, arguments.progress)
    else:
        cluster = LocalCluster(n_workers=arguments.workers, threads_per_worker=1, dashboard_address=None)
        with cluster, Client(cluster) as client:
            report = check(client, sweep, arguments.paths, arguments.progress)
    text = render(arguments.format, report.findings, report.problems, report.configurations, report.screens, __version__, report.checked)
    if arguments.output:
        with open(arguments.output, "w", encoding="utf-8") as file:
            file.write(text)
    else:
        sys.stdout.write(text)
    return 2 if report.problems else 1 if report.findings else 0


if __name__ == "__main__":
    sys.exit(main())
