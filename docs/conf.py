"""Sphinx configuration of the documentation site (built by scripts/docs.sh into site/)."""

import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS / "_ext"))
sys.path.insert(0, str(DOCS.parent / "bindings" / "python"))

project = "AlignmentEngine"
copyright = "AlignmentEngine contributors, MIT license"
version = release = (DOCS.parent / "VERSION").read_text().strip()

extensions = ["sphinx.ext.autodoc", "myst_parser", "alignment_docs"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_ext"]

autodoc_typehints = "signature"
autodoc_member_order = "bysource"
autodoc_class_signature = "separated"
myst_heading_anchors = 3
# Every cross-reference must resolve, but for the standard library's and C's standard types
# (no inventory of them is fetched) and the package's private names and type aliases that
# annotations mention.
nitpicky = True
nitpick_ignore_regex = [
    (r"py:(class|obj|data)", r"(os|pathlib|enum|ctypes|typing|collections\.abc|argparse)\..*|array|list\[.*|dict\[.*"),
    (r"py:(class|obj|data)", r"(.*\.)?_\w+|Builder|BuildableView|BaselineFunction|MeasureFunction|MeasureBatchFunction|Dimensions"),
    (r"c:identifier", r"u?int(8|32|64)_t|size_t"),
]
# Pygments' Swift lexer stops at key paths (`\.layoutDirection`) and the header's examples
# mix C with prose; such blocks are still shown, highlighted where the lexer can.
suppress_warnings = ["misc.highlighting_failure"]

html_theme = "alabaster"
html_title = f"AlignmentEngine {release}"
html_copy_source = False
html_show_sourcelink = False
html_theme_options = {
    "description": "SwiftUI's layout and alignment, from Swift, C and Python",
    "page_width": "1160px",
    "sidebar_width": "250px",
}
html_static_path = ["_static"]
html_css_files = ["site.css"]
