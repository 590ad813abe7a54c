"""The command line's commands: arguments, and what each command prints and returns."""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import warnings
from typing import Any, Callable, Sequence

from ..errors import LayoutError, LayoutWarning
from ..values.text import DynamicTypeSize
from .batch import Progress, UsageError, expand_inputs, run
from .checks import add_check_options, check_sweep, is_source, reject_sweep_options
from .swift import (
    add_source_options, document_command, layout_source, picture_source, reject_source_options, swift_command,
    swift_inputs,
)
from .tasks import (
    PICTURE_FORMATS, CheckTask, DocumentSettings, HtmlTask, LayoutTask, Outcome, PictureTask, expected_path,
    read_document,
)

__all__ = ["main"]

#: Exit codes: success, a failure (a document that could not be handled; for ``check``, a
#: result that differs from its expected result), a command line that cannot run (for
#: ``check``, also a document that cannot be checked).
OK, FAILED, USAGE = 0, 1, 2


def main(argv: Sequence[str] | None = None, prog: str = "alignment-engine") -> int:
    """Runs the command line (``argv`` without the program name); returns the exit code."""
    parser = _parser(prog)
    arguments = parser.parse_args(argv)
    try:
        with warnings.catch_warnings():
            shown = warnings.showwarning

            def show(message: Any, category: type[Warning], *where: Any, **options: Any) -> None:
                # A layout's warnings (symbol names it does not know) as one line each.
                if issubclass(category, LayoutWarning):
                    print(f"warning: {message}", file=sys.stderr)
                else:
                    shown(message, category, *where, **options)

            warnings.showwarning = show
            return int(arguments.run(arguments))
    except UsageError as error:
        parser.error(str(error))  # exits with USAGE
        raise  # unreachable: parser.error exits
    except BrokenPipeError:
        # The reader of standard output went away (``| head``): stop quietly, as Unix tools
        # do, and keep Python from reporting the pipe again when it flushes at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return FAILED


def _jobs(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 (one per processor) or more")
    return value or os.cpu_count() or 1


def _dynamic_type_sizes(text: str) -> list[str]:
    """``--dynamic-type`` of ``check``: Dynamic Type sizes separated by commas."""
    names = [name.strip() for name in text.split(",") if name.strip()]
    known = [size.swiftui_name for size in DynamicTypeSize]
    unknown = [name for name in names if name not in known]
    if not names or unknown:
        raise argparse.ArgumentTypeError(f"unknown Dynamic Type size {(unknown or [text])[0]!r} (known: {', '.join(known)})")
    return names


def _positive(text: str) -> float:
    value = float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError("must be a positive number")
    return value


def _port(text: str) -> int:
    value = int(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError("must be a port number from 0 (a free port) to 65535")
    return value


def _safe_area(text: str) -> tuple[float, float, float, float]:
    """``--safe-area TOP,LEADING,BOTTOM,TRAILING``: four numbers >= 0."""
    parts = text.split(",")
    try:
        insets = tuple(float(part) for part in parts)
    except ValueError:
        insets = ()
    if len(insets) != 4 or not all(math.isfinite(inset) and inset >= 0 for inset in insets):
        raise argparse.ArgumentTypeError(f"expected TOP,LEADING,BOTTOM,TRAILING: four numbers >= 0, not {text!r}")
    return insets  # type: ignore[return-value]


def _viewport(text: str) -> tuple[str | None, float, float]:
    """``[ID=]OFFSET,LENGTH``: a ScrollView's id (or none: the first), its viewport's offset and length."""
    name, _, numbers = text.rpartition("=")
    try:
        offset, length = (float(part) for part in numbers.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected [ID=]OFFSET,LENGTH (e.g. list=1200,800), not {text!r}") from None
    return name or None, offset, length


def _parser(prog: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="SwiftUI layout documents and SwiftUI source from the command line. "
        "INPUT is a document, a directory (its *.json documents) or a glob pattern; or .swift files, which are one program.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def viewport_option(command: argparse.ArgumentParser) -> None:
        command.add_argument(
            "--viewport", action="append", type=_viewport, default=[], metavar="[ID=]OFFSET,LENGTH",
            help="a ScrollView's viewport (the one with .id ID, else the first): its lazy stacks and grids build only the rows "
            "in and near it (repeat for several ScrollViews)",
        )  # fmt: skip

    def document_options(command: argparse.ArgumentParser, sweeps: bool = False) -> None:
        command.add_argument("--platform", metavar="NAME", help="the platform profile controls use: ios18, ios26 or macos (default: the document's, else ios26)")
        command.add_argument(
            "--metric", action="append", type=_metric, default=[], metavar="NAME=VALUE",
            help="override a number of the platform profile, e.g. toggleSwitchWidth=51 (repeat for more)",
        )  # fmt: skip
        command.add_argument("--device", metavar="NAME", help='lay out for a device preset, e.g. "iPhone SE (3rd generation)": its screen and pixel scale')
        command.add_argument("--orientation", choices=("portrait", "landscape"), help="how the device is held (default portrait)")
        if sweeps:
            command.add_argument(
                "--dynamic-type", metavar="SIZES", type=_dynamic_type_sizes,
                help="SwiftUI source: the Dynamic Type sizes of the sweep, separated by commas (default large,accessibility1,accessibility3); "
                "documents: one size (xSmall ... xxxLarge, accessibility1 ... accessibility5), in place of the document's dynamicTypeSize",
            )  # fmt: skip
        else:
            command.add_argument(
                "--dynamic-type", metavar="SIZE", choices=[size.swiftui_name for size in DynamicTypeSize],
                help="lay out at this Dynamic Type size (xSmall ... xxxLarge, accessibility1 ... accessibility5), "
                "in place of the document's dynamicTypeSize",
            )  # fmt: skip
        command.add_argument(
            "--safe-area", type=_safe_area, metavar="TOP,LEADING,BOTTOM,TRAILING",
            help="lay out in a screen with these safe-area insets (points), in place of the document's \"safeArea\" (or the device's)",
        )  # fmt: skip

    def batch_options(command: argparse.ArgumentParser, sweeps: bool = False) -> None:
        document_options(command, sweeps)
        viewport_option(command)
        command.add_argument("-j", "--jobs", type=_jobs, default=1, metavar="N", help="worker processes (0: one per processor; default 1)")
        command.add_argument(
            "--progress", action=argparse.BooleanOptionalAction, default=None,
            help="progress bar on standard error (default: for several documents, when standard error is a terminal)",
        )  # fmt: skip

    layout = commands.add_parser(
        "layout", help="lay out documents and print or write their result JSON",
        description="Lays out documents. One document without --out: its result JSON on standard output; "
        "several: one line per document, {\"document\": PATH, \"result\": RESULT}. "
        "--out writes a .json file (one document) or NAME.result.json files into a directory instead. "
        "Exit code 1 if a document fails.",
    )  # fmt: skip
    layout.add_argument("inputs", nargs="+", metavar="INPUT", help="documents, directories, glob patterns (- reads one document from standard input)")
    layout.add_argument("-o", "--out", metavar="OUT", help="write the result to OUT.json (one document) or NAME.result.json files into the directory OUT")
    layout.add_argument("--compact", action="store_true", help="JSON on one line")
    layout.add_argument(
        "--no-paths", dest="result_paths", action="store_const", const=False, default=None,
        help="entries name their parent entry instead of their path (as \"resultPaths\": false), so results of deep documents stay small",
    )  # fmt: skip
    layout.add_argument("--svg", metavar="OUT", help="also write an SVG picture (one document)")
    layout.add_argument("--png", metavar="OUT", help="also write a PNG picture (one document)")
    layout.add_argument("--guides", action="store_true", help="draw the explanation layer in those pictures")
    batch_options(layout)
    add_source_options(layout)
    layout.set_defaults(run=_layout)

    picture = commands.add_parser(
        "picture", help="draw documents as SVG or PNG",
        description="Draws documents. OUT is a .svg or .png file (one document) or a directory that gets NAME.svg / NAME.png.",
    )  # fmt: skip
    picture.add_argument("inputs", nargs="+", metavar="INPUT")
    picture.add_argument("-o", "--out", required=True, metavar="OUT", help="a .svg / .png file, or a directory")
    picture.add_argument("-f", "--format", action="append", choices=PICTURE_FORMATS, dest="formats", help="formats written into a directory (repeat for both; default svg)")
    picture.add_argument("--explain", action="store_true", help="draw the explanation layer (guides, baselines, padding, spacing)")
    picture.add_argument("--scale", type=_positive, default=1.0, help="pixels per point (default 1)")
    picture.add_argument("--margin", type=float, default=8.0, help="margin around the layout in points (default 8)")
    batch_options(picture)
    add_source_options(picture)
    picture.set_defaults(run=_picture)

    document = commands.add_parser(
        "document", help="print the layout document SwiftUI source becomes",
        description="Reads .swift files (one program) and prints the layout document of an entry point; "
        "what it assumed for what the source does not determine is printed on standard error.",
    )  # fmt: skip
    document.add_argument("inputs", nargs="+", metavar="FILE.swift")
    document.add_argument("--compact", action="store_true", help="JSON on one line")
    add_source_options(document)
    document_options(document)
    document.set_defaults(run=document_command)

    swift = commands.add_parser(
        "swift", help="write a layout document as SwiftUI source",
        description="Writes a layout document as a SwiftUI View struct and its #Preview; the first comment says how to lay it out as the document was.",
    )  # fmt: skip
    swift.add_argument("document", metavar="DOCUMENT", help="a document (- for standard input)")
    swift.add_argument("-o", "--out", metavar="OUT.swift", help="write the source to OUT.swift (default: standard output)")
    swift.add_argument("--name", help="the View struct's name (default: from the document's file name)")
    swift.set_defaults(run=swift_command)

    html = commands.add_parser(
        "html", help="write self-contained HTML pages that explain documents",
        description="Writes an HTML page per document. OUT is a .html file (one document) or a directory that gets NAME.html.",
    )  # fmt: skip
    html.add_argument("inputs", nargs="+", metavar="INPUT")
    html.add_argument("-o", "--out", required=True, metavar="OUT", help="a .html file, or a directory")
    batch_options(html)
    html.set_defaults(run=_html)

    explain = commands.add_parser("explain", help="print how a view got its frame", description="Prints the trace of how a view got its frame.")
    explain.add_argument("document", metavar="DOCUMENT", help="a document (- for standard input)")
    explain.add_argument("view", metavar="VIEW_ID", help="the view's id or path")
    document_options(explain)
    viewport_option(explain)
    explain.set_defaults(run=_explain)

    check = commands.add_parser(
        "check", help="check SwiftUI source over devices, text sizes and directions, or compare results with expected results (for CI)",
        description="SwiftUI source (.swift files, folders that hold them): lays out every View struct and #Preview on each device, "
        "Dynamic Type size and direction of a sweep and reports truncation, overflow, overlap and small tap targets. "
        "Layout documents: lays each out and compares its result with NAME.expected.json (beside the document, "
        "or in --expected DIR) with the checks of alignment_engine.checks, printing every difference. "
        "Exit code 0: nothing found, all match; 1: a finding remains, a result differs; "
        "2: a file, screen, document or expected result cannot be checked, or a usage error.",
    )  # fmt: skip
    check.add_argument("inputs", nargs="+", metavar="INPUT")
    check.add_argument("--expected", metavar="DIR", help="where the NAME.expected.json files are (default: beside each document)")
    check.add_argument("--tolerance", type=float, help="largest difference taken as equal (default 1e-6)")
    batch_options(check, sweeps=True)
    add_check_options(check)
    check.set_defaults(run=_check)

    serve = commands.add_parser(
        "serve", help="a local web page that shows SwiftUI screens laid out",
        description="Serves a page on 127.0.0.1 with the screens (#Preview blocks and View structs) of the .swift files, "
        "the source beside its layout picture: pick a device, Dynamic Type size and direction, hover a view to see its frame "
        "and why it is there, follow the layout checks' findings to their lines. The page lays out again when a file changes. "
        "Ctrl-C stops the server.",
    )  # fmt: skip
    serve.add_argument("inputs", nargs="+", metavar="PATH", help=".swift files and folders (searched for .swift files); one program")
    serve.add_argument("--port", type=_port, default=0, help="the port (default: a free one); the URL is printed")
    serve.add_argument("--no-open", dest="open_browser", action="store_false", help="do not open the page in a browser")
    serve.add_argument("--config", metavar="FILE", help="the layout checks' configuration, as for check (default: alignment-engine.toml "
                       "in the current folder or above): its rules and thresholds, and its devices, Dynamic Type sizes and directions "
                       "offered first")
    serve.set_defaults(run=_serve)
    return parser


def _metric(text: str) -> tuple[str, float]:
    name, equals, value = text.partition("=")
    try:
        number = float(value)
    except ValueError:
        number = None
    if not equals or not name or number is None:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE with a number, such as toggleSwitchWidth=51, not {text!r}")
    return name, number


def _settings(arguments: argparse.Namespace) -> DocumentSettings:
    """The document options of the command line."""
    return DocumentSettings(
        arguments.platform, tuple(arguments.metric), arguments.device, arguments.orientation, arguments.safe_area, arguments.dynamic_type,
        tuple(arguments.viewport),
    )


def _documents(arguments: argparse.Namespace, one_only: str | None = None) -> list[str]:
    documents = expand_inputs(arguments.inputs)
    if "-" in documents and len(documents) > 1:
        raise UsageError("- (standard input) must be the only input")
    if one_only is not None and len(documents) > 1:
        raise UsageError(f"{one_only} needs exactly one document, got {len(documents)}")
    return documents


def _each(
    arguments: argparse.Namespace, documents: list[str], task: Callable[[str], Outcome], report: Callable[[Progress, Outcome], None]
) -> list[Outcome]:
    """Runs ``task`` over the documents with the batch options; reports each outcome as it comes."""
    enabled = arguments.progress
    if enabled is None and len(documents) == 1:
        enabled = False
    progress = Progress(len(documents), enabled)
    outcomes = []
    try:
        for outcome in run(task, documents, progress, jobs=arguments.jobs):
            if outcome.error is not None:
                progress.echo(f"error: {outcome.document}: {outcome.error}", sys.stderr)
            report(progress, outcome)
            outcomes.append(outcome)
    finally:
        progress.close()
    return outcomes


def _output(arguments: argparse.Namespace, documents: list[str], suffixes: tuple[str, ...]) -> None:
    """Checks ``--out``: a file with one of ``suffixes`` for one document, else a directory."""
    suffix = os.path.splitext(arguments.out)[1]
    if suffix and suffix not in suffixes:
        raise UsageError(f"{arguments.out}: the output is a {' or '.join(suffixes)} file, or a directory")
    if suffix and len(documents) > 1:
        raise UsageError(f"{arguments.out} is a file, but there are {len(documents)} documents: give a directory")


def _layout(arguments: argparse.Namespace) -> int:
    if swift_inputs(arguments.inputs):
        return layout_source(arguments)
    reject_source_options(arguments)
    pictures = tuple((kind, path) for kind, path in (("svg", arguments.svg), ("png", arguments.png)) if path)
    documents = _documents(arguments, "--svg / --png" if pictures else None)
    several = len(documents) > 1
    if arguments.out is not None:
        _output(arguments, documents, (".json",))
    one_line = arguments.compact or (several and arguments.out is None)
    task = LayoutTask(
        out=arguments.out, indent=None if one_line else 2, pictures=pictures, explain=arguments.guides, result_paths=arguments.result_paths,
        settings=_settings(arguments),
    )

    def report(progress: Progress, outcome: Outcome) -> None:
        if outcome.text is not None:
            progress.echo(f'{{"document": {json.dumps(outcome.document)}, "result": {outcome.text}}}' if several else outcome.text)

    outcomes = _each(arguments, documents, task, report)
    return FAILED if any(o.error for o in outcomes) else OK


def _written(arguments: argparse.Namespace, task: Callable[[str], Outcome], suffixes: tuple[str, ...]) -> int:
    """Runs a task that writes files (``--out``: a file with one of ``suffixes``, or a directory); prints nothing but errors."""
    documents = _documents(arguments)
    _output(arguments, documents, suffixes)
    outcomes = _each(arguments, documents, task, lambda progress, outcome: None)
    return FAILED if any(o.error for o in outcomes) else OK


def _picture(arguments: argparse.Namespace) -> int:
    if swift_inputs(arguments.inputs):
        return picture_source(arguments)
    reject_source_options(arguments)
    formats = tuple(dict.fromkeys(arguments.formats or ["svg"]))
    task = PictureTask(arguments.out, formats, arguments.explain, arguments.scale, arguments.margin, _settings(arguments))
    return _written(arguments, task, tuple(f".{kind}" for kind in PICTURE_FORMATS))


def _html(arguments: argparse.Namespace) -> int:
    return _written(arguments, HtmlTask(arguments.out, _settings(arguments)), (".html",))


def _explain(arguments: argparse.Namespace) -> int:
    try:
        print(read_document(arguments.document, settings=_settings(arguments)).explain(arguments.view))
    except KeyError:
        print(f"error: {arguments.document}: no view {arguments.view!r}", file=sys.stderr)
        return FAILED
    except (LayoutError, OSError, ValueError) as error:
        print(f"error: {arguments.document}: {error}", file=sys.stderr)
        return FAILED
    return OK


def _serve(arguments: argparse.Namespace) -> int:
    from pathlib import Path

    from .. import devices
    from ..layout_checks.settings import SettingsError, load_settings
    from ..serve import serve

    try:
        settings = load_settings(Path(arguments.config) if arguments.config else None, [device.name for device in devices.ALL])
    except SettingsError as error:
        print(f"error: {error}", file=sys.stderr)
        return USAGE
    try:
        serve(arguments.inputs, arguments.port, arguments.open_browser, settings)
    except (OSError, ValueError, ImportError) as error:
        print(f"error: {error}", file=sys.stderr)
        return FAILED
    return OK


def _check(arguments: argparse.Namespace) -> int:
    if is_source(arguments.inputs):
        return check_sweep(arguments)
    reject_sweep_options(arguments)
    if arguments.dynamic_type is not None:
        if len(arguments.dynamic_type) > 1:
            raise UsageError("--dynamic-type: documents are checked at one Dynamic Type size")
        arguments.dynamic_type = arguments.dynamic_type[0]
    documents = _documents(arguments)
    task = CheckTask(arguments.expected, 1e-6 if arguments.tolerance is None else arguments.tolerance, _settings(arguments))

    def report(progress: Progress, outcome: Outcome) -> None:
        if outcome.problems:
            count = len(outcome.problems)
            expected = expected_path(outcome.document, arguments.expected)
            progress.echo(f"FAIL {outcome.document} (expected {expected}): {count} difference{'s' if count > 1 else ''}")
            for problem in outcome.problems:
                progress.echo(f"  {problem}")

    outcomes = _each(arguments, documents, task, report)
    differ = sum(1 for o in outcomes if o.problems)
    broken = sum(1 for o in outcomes if o.error)
    matched = len(outcomes) - differ - broken
    print(f"checked {len(outcomes)} document{'s' if len(outcomes) != 1 else ''}: {matched} match, {differ} differ, {broken} could not be checked")
    return USAGE if broken else FAILED if differ else OK
