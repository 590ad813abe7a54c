"""The fuzzing campaign (``scripts/fuzz.sh``): hostile inputs first, then random documents,
mutated document texts and random call sequences until the time is up. Every failure is
reported; the first of each signature in a run is minimised and saved to the corpus unless the
corpus holds that very input (a signature is coarse, "a guide position is infinite": an input
with a signature the corpus knows is still a new reproducer, since every corpus file passes).

    python -m Fuzz.runner --minutes 30 [--seed S] [--corpus DIR] [--no-save]
    python -m Fuzz.runner --seconds 45 --seed 1        # the brief run of the test command (saves nothing)
    python -m Fuzz.runner --replay [FILES...]          # replay the corpus

Exit status: 0 when no property failed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any, Iterator

from . import corpus, hostile, sources
from .api import HOSTILE_SEQUENCES, hostile_sequence, random_sequence
from .documents import random_document
from .minimise import minimise
from .process import TIMEOUTS, WorkerProcess, label
from .properties import Violation

#: Seconds spent minimising one distinct failure.
MINIMISE_BUDGET = 40.0


def _available_memory() -> int:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def hostile_cases(long_run: bool) -> Iterator[tuple[dict[str, Any], str]]:
    """The hostile recipes and call sequences, with their sizes; the brief run keeps the
    small ones, the long run all (the 10,000,000-level tree only with 16 GB available)."""
    allowed = {"small", "big", "huge", "giant"} if long_run else {"small"}
    for recipe in hostile.RECIPES:
        size = recipe.get("size", "small")
        if size == "giant" and _available_memory() < 16 * 2**30:
            continue
        if size in allowed:
            yield {"kind": "recipe", "recipe": recipe}, size
    for name, _, size in HOSTILE_SEQUENCES:
        if size in allowed:
            yield {"kind": "api", "hostile": name}, size


def case_size(case: dict[str, Any]) -> str:
    """How heavy a case is (its timeout is ``TIMEOUTS[case_size(case)]``)."""
    if case["kind"] == "recipe":
        return case["recipe"].get("size", "small")
    if case["kind"] == "api" and "hostile" in case and "calls" not in case:
        return hostile_sequence(case["hostile"])[1]
    return "small"


def random_case(rng: random.Random) -> dict[str, Any]:
    """A random case: 55 % documents, 15 % mutated document texts, 20 % call sequences, 10 %
    SwiftUI source (mutated corpus files and random documents written as source)."""
    r = rng.random()
    if r < 0.55:
        return {"kind": "document", "document": random_document(rng)}
    if r < 0.7:
        text = json.dumps(random_document(rng, max_views=12))
        return {"kind": "text", "hex": hostile.mutated_text(rng, text).hex()}
    if r < 0.9:
        return {"kind": "api", "calls": random_sequence(rng)}
    return {"kind": "swift", "source": sources.mutated_source(rng)}


class Campaign:
    """Runs cases, counts them, keeps the distinct failures."""

    def __init__(self, seed: int, directory: Path, save: bool, quiet: bool) -> None:
        self.seed = seed
        self.directory = directory
        self.save = save
        self.quiet = quiet
        self.worker = WorkerProcess()
        self.inputs = 0
        self.calls = 0
        self.failures: dict[str, tuple[str, dict[str, Any], str]] = {}
        self.saved: list[Path] = []

    def execute(self, case: dict[str, Any], size: str = "small", counted: bool = True) -> list[dict[str, str]]:
        answer = self.worker.run(case, TIMEOUTS[size])
        if counted:
            self.inputs += 1
            self.calls += answer.get("calls", 0)
        return answer["violations"]

    def signatures(self, violations: list[dict[str, str]], case: dict[str, Any]) -> list[tuple[str, str, str]]:
        """(signature, kind, detail) of each violation; a hostile input's failures are told
        apart by the input itself (each is its own finding)."""
        hostile = case["kind"] == "recipe" or case.get("hostile")
        return [(f"{v['kind']}:{corpus.case_hash(case)}" if hostile else Violation(v["kind"], v["detail"]).signature, v["kind"], v["detail"])
                for v in violations]

    def attempt(self, case: dict[str, Any], size: str = "small") -> None:
        for signature, kind, detail in self.signatures(self.execute(case, size), case):
            if signature in self.failures:
                continue
            self.failures[signature] = (kind, case, detail)
            self.report(kind, detail)
            if self.save:
                self.record(signature, kind, case, detail, size)

    def record(self, signature: str, kind: str, case: dict[str, Any], detail: str, size: str) -> None:
        def still_fails(variant: dict[str, Any]) -> bool:
            return any(s == signature for s, _, _ in self.signatures(self.execute(variant, size, counted=False), case))

        minimisable = case["kind"] in ("document", "text") or "calls" in case
        budget = (MINIMISE_BUDGET * (2 if kind == "hang" else 1)) if minimisable else 0.0
        small = minimise(case, still_fails, budget)
        path, new = corpus.save(self.directory, kind, signature, small, {"seed": self.seed, "detail": detail})
        shown = path.relative_to(corpus.REPOSITORY) if path.is_relative_to(corpus.REPOSITORY) else path
        if new:
            self.saved.append(path)
            self.log(f"    saved {shown}")
        else:
            self.log(f"    already in the corpus: {shown}")

    def report(self, kind: str, detail: str) -> None:
        self.log(f"FAIL {kind}: {detail[:240]}")

    def log(self, text: str) -> None:
        print(text, flush=True)

    def run(self, seconds: float, long_run: bool) -> None:
        started = time.monotonic()
        deadline = started + seconds
        for case, size in hostile_cases(long_run):
            if time.monotonic() >= deadline:
                break
            self.attempt(case, size)
        rng = random.Random(self.seed)
        last_note = time.monotonic()
        while time.monotonic() < deadline:
            self.attempt(random_case(rng))
            if not self.quiet and time.monotonic() - last_note > 60:
                last_note = time.monotonic()
                self.log(f"... {self.inputs} inputs, {self.calls} API calls, {len(self.failures)} distinct failures")
        self.worker.stop()
        minutes = max(time.monotonic() - started, 1e-9) / 60
        self.log(f"fuzz: seed {self.seed}, {minutes * 60:.0f} s: {self.inputs} inputs ({self.inputs / minutes:.0f}/min), "
                 f"{self.calls} API calls ({self.calls / minutes:.0f}/min), {len(self.failures)} distinct failures, "
                 f"{len(self.saved)} new corpus files")


def replay(paths: list[Path]) -> int:
    """Runs every corpus file; prints one line per failing file; answers how many failed."""
    worker = WorkerProcess()
    failed = 0
    for path in paths:
        entry = json.loads(path.read_text(encoding="utf-8"))
        violations = worker.run(entry["case"], TIMEOUTS[case_size(entry["case"])])["violations"]
        if violations:
            failed += 1
            print(f"FAIL {path.name}: {violations[0]['kind']}: {violations[0]['detail'][:200]}", flush=True)
    worker.stop()
    print(f"replay: {len(paths) - failed} of {len(paths)} corpus files pass")
    return failed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/fuzz.sh", description="Fuzz AlignmentEngine through its Python package.")
    length = parser.add_mutually_exclusive_group()
    length.add_argument("--minutes", type=float, help="run this long, with every hostile input (the long run)")
    length.add_argument("--seconds", type=float, help="run this long, with the small hostile inputs only (the brief run)")
    length.add_argument("--replay", nargs="*", metavar="FILE", help="replay corpus files (default: the whole corpus)")
    length.add_argument("--list", action="store_true", help="list the corpus: file, property, what was found")
    parser.add_argument("--seed", type=int, help="random seed (default: from the clock)")
    parser.add_argument("--corpus", type=Path, default=corpus.CORPUS, help="where reproducers are written")
    parser.add_argument("--save", action=argparse.BooleanOptionalAction, default=None,
                        help="minimise and write reproducers to the corpus (default: yes for --minutes, no for --seconds)")
    arguments = parser.parse_args(argv)
    if arguments.list:
        for path, entry in corpus.load(arguments.corpus):
            print(f"{path.name}: {label(entry['case'])}: {entry['found']['detail'][:160]}")
        return 0
    if arguments.replay is not None:
        paths = [Path(p) for p in arguments.replay] or sorted(arguments.corpus.glob("*.json"))
        return 1 if replay(paths) else 0
    seed = arguments.seed if arguments.seed is not None else int(time.time())
    long_run = arguments.seconds is None
    seconds = arguments.seconds if arguments.seconds is not None else 60 * (arguments.minutes or 30)
    save = arguments.save if arguments.save is not None else long_run
    campaign = Campaign(seed, arguments.corpus, save, quiet=not long_run)
    campaign.run(seconds, long_run)
    return 1 if campaign.failures else 0


if __name__ == "__main__":
    sys.exit(main())
