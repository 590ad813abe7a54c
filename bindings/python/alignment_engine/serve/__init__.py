"""``alignment-engine serve``: a local web page that shows SwiftUI screens laid out, the
source beside its picture. Pick a screen, a device, a Dynamic Type size and a direction;
hover a view to see its frame and why it is there; the layout checks' findings link to
their lines; the page lays out again when a file changes.

``Workspace`` answers the page's questions from the files (no web server involved: tests
and other front ends call it directly); ``ServePage`` serves the page and those answers
over HTTP on 127.0.0.1; ``serve`` runs it until interrupted."""

from .server import ServePage, serve
from .workspace import Workspace

__all__ = ["ServePage", "Workspace", "serve"]
