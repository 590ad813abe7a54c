"""The command line, ``alignment-engine`` (or ``python3 -m alignment_engine``): ``layout``,
``picture``, ``html``, ``explain`` and ``check`` over one document or many (directories and
glob patterns), with ``--jobs N`` worker processes and a progress bar; ``layout``,
``picture`` and ``document`` of SwiftUI source (``.swift`` files), ``swift``, which writes
a document as SwiftUI source, and ``serve``, a local page of SwiftUI screens laid out.

``batch`` runs a task over many documents; ``tasks`` holds the per-document tasks, which the
Dask example (``examples/python/dask_batch.py``) runs as they are; ``swift`` the commands of
SwiftUI source.
"""

from .main import main

__all__ = ["main"]
