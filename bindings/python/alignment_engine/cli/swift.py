"""SwiftUI source on the command line: ``layout``, ``picture`` and ``document`` of ``.swift``
files (all the files given are one program, laid out once), their options (entry point,
proposal, direction, stand-ins), and ``swift``, which writes a layout document as SwiftUI
source."""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any, Sequence

from ..errors import LayoutError
from ..layout import layout_document
from ..swift import StandIns, SwiftDocument, parse_size, read_swift
from ..swift.source_writer import document_to_swift, type_name
from ..swift_layout import layout_swift_document
from .batch import UsageError
from .tasks import PICTURE_FORMATS, picture_savers

__all__ = [
    "add_source_options", "swift_inputs", "reject_source_options", "layout_source", "picture_source", "document_command",
    "swift_command",
]

#: Exit codes (as ``main``'s).
OK, FAILED, USAGE = 0, 1, 2
#: The options that only ``.swift`` inputs take, by destination.
_SOURCE_OPTIONS = {
    "view": "--view", "preview": "--preview", "width": "--width", "height": "--height", "direction": "--direction",
    "text_length": "--text-length", "placeholders": "--placeholder", "images": "--image", "assume": "--assume", "fonts": "--font",
}


def _proposal(text: str) -> Any:
    if text.lower() in ("nil", "none", "unspecified"):
        return "nil"  # given (a device's screen is the proposal only when none is given)
    if text.lower() in ("infinity", "inf"):
        return "infinity"
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("a number >= 0, nil or infinity") from None
    if not value >= 0 or math.isnan(value):
        raise argparse.ArgumentTypeError("a number >= 0, nil or infinity")
    return "infinity" if math.isinf(value) else value


def _named(kind: str):  # type: ignore[no-untyped-def]
    """A parser of NAME=VALUE options."""

    def parse(text: str) -> tuple[str, Any]:
        name, equals, value = text.partition("=")
        if not equals or not name:
            raise argparse.ArgumentTypeError(f"expected NAME={kind}")
        if kind == "WxH":
            try:
                return name, parse_size(value, name)
            except ValueError as error:
                raise argparse.ArgumentTypeError(str(error)) from None
        if kind == "SIZE,ASCENT,DESCENT,LEADING,ADVANCE":
            try:
                numbers = [float(part) for part in value.split(",")]
            except ValueError:
                numbers = []
            if len(numbers) != 5 or any(not (n >= 0 and math.isfinite(n)) for n in numbers):
                raise argparse.ArgumentTypeError(f"expected NAME={kind}, five numbers >= 0")
            return name, dict(zip(("size", "ascent", "descent", "leading", "advance"), numbers))
        return name, value

    return parse


def _text_length(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("a whole number from 0 to 100000") from None
    if not 0 <= value <= 100_000:
        raise argparse.ArgumentTypeError("a whole number from 0 to 100000")
    return value


def add_source_options(command: argparse.ArgumentParser) -> None:
    """The options of ``.swift`` inputs."""
    group = command.add_argument_group("SwiftUI source (.swift inputs: the files are one program)")
    which = group.add_mutually_exclusive_group()
    which.add_argument("--view", metavar="NAME", help="lay out the View struct NAME (default: the first #Preview of the first file, else its first View struct)")
    which.add_argument("--preview", metavar="N", help="lay out the N-th #Preview or PreviewProvider (from 1), or the preview named N")
    group.add_argument("--width", type=_proposal, metavar="W", help="proposed width: a number, nil (the ideal width, default) or infinity")
    group.add_argument("--height", type=_proposal, metavar="H", help="proposed height: a number, nil (default) or infinity")
    group.add_argument("--direction", choices=("ltr", "rtl"), help="layout direction (default ltr)")
    group.add_argument("--text-length", type=_text_length, metavar="N", help="characters of placeholder text for each unknown part of a Text (default 12)")
    group.add_argument("--placeholder", dest="placeholders", action="append", type=_named("WxH"), metavar="NAME=WxH",
                       help="size of an unknown view NAME (default: flexible); repeat for more")
    group.add_argument("--image", dest="images", action="append", type=_named("WxH"), metavar="NAME=WxH",
                       help="natural size of the image (asset or SF Symbol) NAME; repeat for more")
    group.add_argument("--assume", action="append", type=_named("VALUE"), metavar="NAME=VALUE",
                       help="value of a property or condition the source does not determine (Swift: true, 3, .loaded, \"Anna\"); repeat for more")
    group.add_argument("--font", dest="fonts", action="append", type=_named("SIZE,ASCENT,DESCENT,LEADING,ADVANCE"),
                       metavar="NAME=SIZE,ASCENT,DESCENT,LEADING,ADVANCE", help="a font of the metrics model (a text style's name replaces the style); repeat for more")


def swift_inputs(inputs: Sequence[str]) -> bool:
    """Whether the inputs are ``.swift`` files (all of them; a mix is a usage error)."""
    swift = [item.endswith(".swift") for item in inputs]
    if any(swift) and not all(swift):
        raise UsageError("give .swift files or layout documents, not both")
    return any(swift)


def reject_source_options(arguments: argparse.Namespace) -> None:
    """A usage error when options of ``.swift`` inputs are given with documents."""
    given = [option for name, option in _SOURCE_OPTIONS.items() if getattr(arguments, name, None) not in (None, [])]
    if given:
        raise UsageError(f"{given[0]} applies to .swift inputs only")


def _read(arguments: argparse.Namespace) -> SwiftDocument:
    """The entry point the arguments name, read with their stand-ins."""
    platform: dict[str, Any] = {"name": arguments.platform} if getattr(arguments, "platform", None) else {}
    if getattr(arguments, "metric", None):
        platform["metrics"] = dict(arguments.metric)
    device = {"name": arguments.device, "orientation": arguments.orientation or "portrait"} if getattr(arguments, "device", None) else None
    stand_ins = StandIns(
        arguments.text_length if arguments.text_length is not None else 12,
        dict(arguments.placeholders or []), dict(arguments.images or []), dict(arguments.assume or []), dict(arguments.fonts or []),
        platform or None, device,
    )
    return read_swift(arguments.inputs).document(arguments.view, arguments.preview, stand_ins)


def _failed(error: BaseException) -> int:
    if isinstance(error, BrokenPipeError):
        raise error  # not the input's fault: main() stops quietly
    message = f"{error.filename}: {error.strerror}" if isinstance(error, OSError) and error.strerror else str(error)
    print(f"error: {message}", file=sys.stderr)
    return FAILED


#: What reading and laying out source raises for bad input or a missing extra.
_EXPECTED = (LayoutError, OSError, ValueError, ImportError)


def _print_assumptions(swift: SwiftDocument) -> None:
    for assumption in swift.assumptions:
        print(f"{assumption.file}:{assumption.line}:{assumption.column}: assumption: {assumption.construct} -> {assumption.replacement}", file=sys.stderr)


def layout_source(arguments: argparse.Namespace) -> int:
    """``layout FILE.swift ...``: the result JSON with its ``assumptions``."""
    if arguments.result_paths is False:
        raise UsageError("--no-paths applies to layout documents: the result of source has paths")
    try:
        swift = _read(arguments)
        result = layout_swift_document(
            swift, arguments.width, arguments.height, arguments.direction or "ltr", safe_area=arguments.safe_area,
            dynamic_type_size=arguments.dynamic_type, viewports=arguments.viewport,
        )
        text = result.to_json(indent=None if arguments.compact else 2)
        savers = picture_savers() if arguments.svg or arguments.png else {}
        for kind, path in (("svg", arguments.svg), ("png", arguments.png)):
            if path:
                savers[kind](result, path, explain=arguments.guides)
        if arguments.out is not None:
            target = Path(arguments.out)
            if target.suffix != ".json":
                target.mkdir(parents=True, exist_ok=True)
                target = target / f"{Path(arguments.inputs[0]).stem}.result.json"
            target.write_text(text + "\n", encoding="utf-8")
        else:
            print(text)
    except _EXPECTED as error:
        return _failed(error)
    return OK


def picture_source(arguments: argparse.Namespace) -> int:
    """``picture FILE.swift ... -o OUT``: an SVG or PNG picture; assumptions on standard error."""
    try:
        swift = _read(arguments)
        result = layout_swift_document(
            swift, arguments.width, arguments.height, arguments.direction or "ltr", safe_area=arguments.safe_area,
            dynamic_type_size=arguments.dynamic_type, viewports=arguments.viewport,
        )
        _print_assumptions(swift)
        out = Path(arguments.out)
        formats = (out.suffix[1:],) if out.suffix[1:] in PICTURE_FORMATS else tuple(dict.fromkeys(arguments.formats or ["svg"]))
        savers = picture_savers()
        for kind in formats:
            target = out
            if out.suffix[1:] not in PICTURE_FORMATS:
                out.mkdir(parents=True, exist_ok=True)
                target = out / f"{Path(arguments.inputs[0]).stem}.{kind}"
            savers[kind](result, str(target), explain=arguments.explain, scale=arguments.scale, margin=arguments.margin)
    except _EXPECTED as error:
        return _failed(error)
    return OK


def document_command(arguments: argparse.Namespace) -> int:
    """``document FILE.swift ...``: the layout document the source became (valid as it is:
    its assumptions are printed on standard error)."""
    if not swift_inputs(arguments.inputs):
        raise UsageError("document reads .swift files")
    try:
        swift = _read(arguments)
        document = swift.for_proposal(arguments.width, arguments.height, arguments.direction or "ltr", safe_area=arguments.safe_area)
        if arguments.dynamic_type is not None:  # the document's own key, before its views
            root = document.pop("root")
            document["dynamicTypeSize"], document["root"] = arguments.dynamic_type, root
        _print_assumptions(swift)
        print(json.dumps(document, indent=None if arguments.compact else 2))
    except _EXPECTED as error:
        return _failed(error)
    return OK


def swift_command(arguments: argparse.Namespace) -> int:
    """``swift DOC.json``: the document as SwiftUI source; the first comment line says how to
    lay it out as the document was."""
    try:
        document = json.loads(sys.stdin.read() if arguments.document == "-" else Path(arguments.document).read_text(encoding="utf-8"))
        if not isinstance(document, dict):
            raise LayoutError(f"{arguments.document}: not a layout document (a JSON object)")
        layout_document(document)  # only a valid document is written as source
        name = arguments.name or type_name(Path(arguments.document).stem if arguments.document != "-" else "DocumentView")
        written = document_to_swift(document, name, Path(arguments.out).name if arguments.out else None)
        if arguments.out is not None:
            Path(arguments.out).write_text(written.text, encoding="utf-8")
        else:
            sys.stdout.write(written.text)
    except _EXPECTED as error:
        return _failed(error)
    return OK

