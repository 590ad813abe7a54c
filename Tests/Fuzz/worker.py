"""The worker process: reads cases (one JSON object a line) on standard input, runs each
against the library, and answers one JSON line per case: ``{"id", "violations", "calls",
"outcome"}``. The runner gives every case a timeout and restarts the worker after a crash,
so a signal or a hang costs one case, never the campaign.

A case is ``{"kind": ..., "expect"?: ...}`` with kind
- ``document``: ``"document"`` is a dict; every document property is checked;
- ``recipe``: ``"recipe"`` builds hostile bytes (``hostile.build``);
- ``text``: ``"hex"`` holds the bytes of a (mutated) document;
- ``api``: ``"calls"`` is a ``Tree`` call sequence (``api.Executor``), or ``"hostile"`` names
  one of ``api.HOSTILE_SEQUENCES`` (run on a thread with a 256 KB stack);
- ``python``: ``"view"`` is a view of the Python builder API as data (``builder.run``);
- ``swift``: ``"source"`` is SwiftUI source text (``properties.swift_source``).

``expect`` (documents, recipes, texts): ``{"outcome": "layout" | "error" | "clean",
"contains": [...], "width": W, "frames": {PATH: FRAME}}``: a valid layout, a rejection whose
message contains every string of ``contains``, or either (an error must then contain them);
``width``: the result's width; ``frames``: the frames of views by path (``"infinity"`` as in
results).
"""

from __future__ import annotations

import json
import re
import sys
import threading
from typing import Any, Callable, TypeVar

from alignment_engine import LayoutError, layout_document

from . import builder, hostile, properties
from .api import Executor, hostile_sequence
from .engine import document_result_text
from .properties import Violation

T = TypeVar("T")
#: Results longer than this are checked by a scan of their text, not parsed.
_PARSE_LIMIT = 20_000_000
_BAD_TOKEN = re.compile(r'"(\w+)":(null|"-infinity"|"infinity"|-?NaN|-?Infinity)')


class Outcome:
    """What the library answered for one document: a result text or an error."""

    def __init__(self, data: bytes) -> None:
        self.text: str | None = None
        self.error: BaseException | None = None
        try:
            self.text = document_result_text(data)
        except Exception as error:  # noqa: BLE001 - judged by the properties
            self.error = error

    @property
    def ok(self) -> bool:
        return self.text is not None

    def describe(self) -> str:
        return "layout" if self.ok else f"error: {self.error}"


def scan(text: str) -> list[Violation]:
    """``invalid-number`` from the result's text alone (for results too big to parse)."""
    found = []
    for match in _BAD_TOKEN.finditer(text):
        key, token = match.groups()
        if token == '"infinity"' and key in ("width", "height"):
            continue
        found.append(Violation("invalid-number", f"{key} is {token}"))
    return properties._distinct(found)


def check_outcome(outcome: Outcome, doc: Any, expect: dict[str, Any] | None) -> tuple[list[Violation], Any]:
    """The violations of one outcome (numbers, views, error place, expectation) and the parsed result."""
    found: list[Violation] = []
    result = None
    if outcome.ok:
        assert outcome.text is not None
        if len(outcome.text) > _PARSE_LIMIT:
            found += scan(outcome.text)
        else:
            result, found = properties.parse_result(outcome.text)
            found += properties.result_numbers(result)
            if isinstance(doc, dict) and result is not None and not found:
                found += properties.result_views(doc, result) or properties.infinite_sizes(doc, result)
    else:
        assert outcome.error is not None
        found += properties.document_error(outcome.error, doc)
    found += expectation(outcome, result, expect)
    return found, result


def expectation(outcome: Outcome, result: Any, expect: dict[str, Any] | None) -> list[Violation]:
    if not expect:
        return []
    wanted = expect.get("outcome", "clean")
    if wanted == "layout" and not outcome.ok:
        return [Violation("wrong-error", f"expected a layout, got an error | {outcome.describe()[:300]}")]
    if wanted == "error" and outcome.ok:
        return [Violation("wrong-error", f"expected an error containing {expect.get('contains', [])}, got a layout")]
    if not outcome.ok:
        message = str(outcome.error)
        missing = [word for word in expect.get("contains", []) if word not in message]
        if missing:
            return [Violation("wrong-error", f"expected an error containing {missing} | got: {message[:300]}")]
    if "width" in expect and result is not None and result["size"]["width"] != expect["width"]:
        return [Violation("wrong-size", f"expected width {expect['width']}, got {result['size']['width']}")]
    if "frames" in expect and result is not None:
        frames = {view["path"]: view["frame"] for view in result["views"]}
        wrong = {path: frames.get(path) for path, frame in expect["frames"].items() if frames.get(path) != frame}
        if wrong:
            return [Violation("wrong-size", f"expected frames {expect['frames']}, got {wrong}")]
    return []


#: The stack of the threads that lay out hostile inputs a second time (hosts often use 256 KB).
SMALL_STACK = 256 * 1024


def on_small_stack(function: Callable[[], T]) -> T:
    """``function()`` run on a new thread with a 256 KB stack; its answer or its exception."""
    answers: list[Any] = []

    def body() -> None:
        try:
            answers.append((True, function()))
        except BaseException as error:  # noqa: BLE001 - raised again on the caller's thread
            answers.append((False, error))

    previous = threading.stack_size(SMALL_STACK)
    try:
        thread = threading.Thread(target=body)
        thread.start()
    finally:
        threading.stack_size(previous)
    thread.join()
    ok, value = answers[0]
    if not ok:
        raise value
    return value


class Worker:
    """Runs cases; remembers the previous document for the batch property."""

    def __init__(self) -> None:
        self.previous: bytes = b'{"root":{"type":"Text","text":"previous"}}'
        self.count = 0

    def run(self, case: dict[str, Any]) -> dict[str, Any]:
        kind = case["kind"]
        calls = 0
        if kind == "api":
            executor = Executor()
            # Hostile sequences run where hosts often call from: a thread with a 256 KB stack.
            if "calls" in case:
                found = executor.run(case["calls"])
            else:
                calls_of_name = hostile_sequence(case["hostile"])[0]
                found = on_small_stack(lambda: executor.run(calls_of_name))
            calls = executor.calls
            outcome = "api"
        elif kind == "python":
            found, outcome = builder.run(case), "python"
        elif kind == "swift":
            found, outcome = properties.swift_source(case["source"]), "swift"
        elif kind == "document":
            found, outcome = self.document(case["document"], case.get("expect"))
        else:
            data = hostile.build(case["recipe"]) if kind == "recipe" else bytes.fromhex(case["hex"])
            expect = case.get("expect")
            if expect is None and kind == "recipe":
                expect = {k: v for k, v in (("outcome", case["recipe"].get("expect")), ("contains", case["recipe"].get("contains")),
                                            ("width", case["recipe"].get("width"))) if v is not None}
            first = Outcome(data)
            found, _ = check_outcome(first, None, expect)
            outcome = first.describe()[:200]
            if kind == "recipe":
                again = on_small_stack(lambda: Outcome(data))
                if again.text != first.text or again.describe() != first.describe():
                    found.append(Violation("small-stack", f"on a thread with a 256 KB stack the answer differs | {again.describe()[:200]}"))
        return {"violations": [v.as_dict() for v in found], "calls": calls, "outcome": outcome}

    def document(self, doc: dict[str, Any], expect: dict[str, Any] | None) -> tuple[list[Violation], str]:
        self.count += 1
        data = json.dumps(doc).encode()
        first = Outcome(data)
        found, result = check_outcome(first, doc, expect)
        if first.ok and not found:
            try:
                layout_document(doc)
            except LayoutError as error:
                found.append(Violation("python-exception", f"layout_document raised {type(error).__name__} for a document the library laid out | {error}"))
            except Exception as error:  # noqa: BLE001 - the issue's TypeError on null
                found.append(Violation("python-exception", f"layout_document: {type(error).__name__} | {error}"))
        # The same views through the builder API, and through SwiftUI source.
        if first.ok and result is not None and not found:
            found += builder.document_views_agree(doc, result) or builder.session_agrees(doc)
        if first.ok and result is not None and not found:
            found += properties.swift_round_trip(doc, result)
        # Round trip: another key order and spacing.
        again = Outcome(properties.reserialised(doc).encode())
        if again.ok != first.ok or (first.ok and json.loads(again.text or "") != json.loads(first.text or "")):
            found.append(Violation("roundtrip", f"{first.describe()[:150]} then, reserialised, {again.describe()[:150]}"))
        # Batch: after another document, and (every fourth) concurrently with others.
        Outcome(self.previous)
        repeated = Outcome(data)
        if repeated.text != first.text or repeated.ok != first.ok:
            found.append(Violation("batch", "a second layout after another document differs from the first"))
        if self.count % 4 == 0:
            found += self.concurrent(data, first)
        self.previous = data
        # Mirror (only of valid results: a NaN is reported once, as a number).
        if first.ok and result is not None and not found and properties.mirror_eligible(doc) and properties.finitely_wide(result):
            mirrored = Outcome(json.dumps(properties.rtl_variant(doc)).encode())
            if not mirrored.ok:
                found.append(Violation("mirror", f"laid out left to right, but right to left | {mirrored.describe()[:200]}"))
            else:
                numbers, rtl = check_outcome(mirrored, doc, None)
                found += numbers or properties.mirror(result, rtl)
        return found, first.describe()[:200]

    def concurrent(self, data: bytes, first: Outcome) -> list[Violation]:
        """The document laid out on two threads while a third lays out the previous one."""
        answers: list[Outcome] = []
        threads = [threading.Thread(target=lambda d=d: answers.append(Outcome(d))) for d in (data, self.previous, data)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        same = [a for a in answers if a.text == first.text and a.ok == first.ok]
        if len(same) < 2 and data != self.previous:
            return [Violation("batch", "a layout on concurrent threads differs from the layout alone")]
        return []


def main() -> None:
    worker = Worker()
    for line in sys.stdin:
        request = json.loads(line)
        try:
            answer = worker.run(request["case"])
        except Exception as error:  # noqa: BLE001 - a fault of the harness, reported as such
            answer = {"violations": [Violation("harness-error", f"{type(error).__name__}: {error}").as_dict()], "calls": 0, "outcome": "?"}
        answer["id"] = request["id"]
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
