"""A worker subprocess with a per-case timeout: a crash (a signal, an abort) or a hang is
reported as a violation of that case and the worker is started again."""

from __future__ import annotations

import json
import os
import re
import resource
import selectors
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPOSITORY = Path(__file__).resolve().parents[2]
#: Seconds a case may take, by the size its recipe declares.
TIMEOUTS = {"small": 5.0, "big": 10.0, "huge": 30.0, "giant": 300.0}
#: Address space a worker may use (bytes): the 10,000,000-level tree must fit, the machine must survive.
MEMORY_LIMIT = 8 * 2**30


def _limit_memory() -> None:
    os.setsid()
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


class WorkerProcess:
    """One ``python -m Fuzz.worker``; ``run(case, timeout)`` answers the worker's JSON answer
    or a synthesised one with a ``crash`` / ``hang`` violation."""

    def __init__(self) -> None:
        self.process: subprocess.Popen[bytes] | None = None
        self.stderr = tempfile.TemporaryFile()
        self.next_id = 0
        self.restarts = 0

    def start(self) -> None:
        environment = dict(os.environ)
        environment["PYTHONPATH"] = os.pathsep.join([str(REPOSITORY / "Tests"), str(REPOSITORY / "bindings" / "python")])
        self.stderr.seek(0)
        self.stderr.truncate()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "Fuzz.worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
            env=environment, cwd=REPOSITORY, preexec_fn=_limit_memory,
        )

    def stop(self) -> None:
        if self.process is not None:
            if self.process.poll() is None:
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
            self.process = None

    def _stderr_tail(self) -> str:
        """What the crashed worker said: Swift's fatal error or crash line and the first
        frame of its backtrace, else the last line that mentions an error."""
        self.stderr.seek(0)
        lines = [line.strip() for line in self.stderr.read().decode("utf-8", "replace").splitlines() if line.strip()]
        said = [line for line in lines if line.startswith("*** Program crashed") or "Fatal error" in line]
        frame = next((line for line in lines if re.match(r"0\s+(\[\w+\]\s+)*0x", line)), None)
        if frame:
            said.append("at " + re.sub(r"^.*?0x[0-9a-f]+\s+", "", frame).split(" in lib")[0])
        if not said:
            said = [line for line in lines if "error" in line.lower()][-1:] or lines[-1:]
        return re.sub(r"0x[0-9a-f]+", "0x…", " ".join(said))[:400]

    def run(self, case: dict[str, Any], timeout: float) -> dict[str, Any]:
        if self.process is None or self.process.poll() is not None:
            self.start()
        assert self.process is not None and self.process.stdin is not None and self.process.stdout is not None
        self.next_id += 1
        started = time.monotonic()
        try:
            self.process.stdin.write((json.dumps({"id": self.next_id, "case": case}) + "\n").encode())
            self.process.stdin.flush()
        except BrokenPipeError:
            pass
        selector = selectors.DefaultSelector()
        selector.register(self.process.stdout, selectors.EVENT_READ)
        ready = selector.select(timeout)
        selector.close()
        elapsed = time.monotonic() - started
        if not ready:
            self.stop()
            self.restarts += 1
            return _synthetic("hang", f"no answer within {timeout:.0f} s for a {label(case)}", elapsed)
        line = self.process.stdout.readline()
        if not line:
            code = self.process.wait()
            tail = self._stderr_tail()
            self.process = None
            self.restarts += 1
            name = signal.Signals(-code).name if code < 0 else f"exit {code}"
            return _synthetic("crash", f"{name} for a {label(case)} | {tail}", elapsed)
        answer = json.loads(line)
        answer["seconds"] = elapsed
        return answer


def label(case: dict[str, Any]) -> str:
    """What kind of input a case is (for crash and hang signatures): the recipe's name, or
    "document" (texts included), or a call sequence (with the callbacks it misuses)."""
    if case["kind"] == "recipe":
        return f"recipe {case['recipe']['name']}"
    if case["kind"] == "api" and case.get("hostile"):
        return f"call sequence {case['hostile']}"
    if case["kind"] == "api":
        misuse = {a.get("cb") for call in case["calls"] for a in _arguments(call) if isinstance(a, dict)}
        for kind in ("close", "mutate", "layout", "position"):
            if kind in misuse:
                return f"call sequence with a callback that does {kind!r}"
        return "call sequence"
    if case["kind"] == "python":
        return "builder-API view"
    if case["kind"] == "swift":
        return "SwiftUI source"
    return "document"


def _arguments(call: list[Any]) -> list[Any]:
    """A call's arguments, those inside argument lists included."""
    found = []
    for argument in call[1:]:
        found.extend(argument if isinstance(argument, list) else [argument])
    return found


def _synthetic(kind: str, detail: str, elapsed: float) -> dict[str, Any]:
    return {"violations": [{"kind": kind, "detail": detail}], "calls": 0, "outcome": kind, "seconds": elapsed}
