"""SwiftUI source as the engine's input: ``.swift`` files become layout documents.

``read_swift(paths_or_text)`` parses the files once (tree-sitter, the ``swift`` extra:
``pip install 'alignment-engine[swift]'``); ``SwiftSource.document(view=..., preview=...,
stand_ins=...)`` reads an entry point into a ``SwiftDocument`` (the document, its
``assumptions`` and the source of each view); ``SwiftDocument.for_proposal(width, height,
direction)`` is the document to lay out. ``document_to_swift`` writes a document as
SwiftUI source. The top layer's ``layout_swift`` and ``swift_to_document`` do it in one call.

Modules, from the bottom: ``syntax`` (nodes and locations), ``parsing`` (tree-sitter),
``declarations`` (what the files declare), ``values`` and ``scope`` (what expressions
evaluate to), ``operators``, ``statements`` and ``evaluation`` (constant expressions and
bodies), ``kinds`` and ``table`` (the one table from SwiftUI's names to the document's),
``arguments`` and ``modifier_values`` (reading a call through the table), ``guides``
(guide closures), ``inlining`` (views, builders, custom views and modifiers),
``assumptions`` (stand-ins), ``documents`` (the writer of documents), ``reader`` and
``source_writer`` (documents as SwiftUI source).
"""

from .assumptions import Assumption, StandIns, parse_size
from .documents import ViewSource
from .reader import SwiftDocument, SwiftSource, read_swift
from .source_writer import WrittenSource, document_to_swift
from .syntax import SourceLocation

__all__ = [
    "Assumption", "StandIns", "parse_size", "ViewSource", "SwiftDocument", "SwiftSource", "read_swift",
    "SourceLocation", "WrittenSource", "document_to_swift",
]
