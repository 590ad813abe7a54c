"""An HTML page for one layout: self-contained (no server, no network, no external file).

The page shows the picture (with the explanation layer by default) and, beside it, a tree
outline of the views and a details panel. Hovering or clicking a view, in the picture or in the outline, shows
its id, kind, path, the proposal it received, its size answer, its frame and outer frame,
its guide values (how its container aligned it, and the lines it aligned its own children
on) and its chain of modifiers, each with its proposal and answer. A click keeps a view
shown until the next click. Everything shown comes from the layout core's explanation.
"""

from __future__ import annotations

import json
import math
import os
from html import escape
from typing import Any, Union

from ..values.explanation import Explanation, ViewExplanation
from .scene import build_scene
from .svg import write_svg

__all__ = ["to_html", "save_html", "to_html_fragment", "view_details"]

_Path = Union[str, "os.PathLike[str]"]

_STYLE = """
.ae-layout { display: flex; gap: 16px; align-items: flex-start; font: 13px/1.4 "DejaVu Sans", sans-serif; color: #1c1c1e; }
.ae-layout .ae-picture svg { max-width: 100%; height: auto; border: 1px solid #e5e5ea; }
.ae-layout .ae-outline { flex: none; }
.ae-layout .ae-details { border: 1px solid #e5e5ea; padding: 8px; min-height: 4em; min-width: 300px; max-width: 520px; }
.ae-layout dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 0; }
.ae-layout dt { color: #8e8e93; }
.ae-layout dd { margin: 0; font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
.ae-layout dd ul, .ae-layout dd ol { margin: 0; padding-left: 1.2em; }
.ae-layout .ae-tree { list-style: none; margin: 0; padding: 0; font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
.ae-layout .ae-tree li { cursor: pointer; white-space: nowrap; }
.ae-layout .ae-tree li.ae-active { background: #d1e7ff; }
.ae-layout rect.hit { cursor: pointer; }
.ae-layout rect.hit.ae-active { stroke: #0a84ff; stroke-width: 1.5; fill: rgba(10, 132, 255, 0.08); }
"""

_SCRIPT = """
(function () {
  var root = document.currentScript.parentElement;
  var data = JSON.parse(root.querySelector('script.ae-data').textContent);
  var details = root.querySelector('.ae-details');
  var pinned = null;
  function add(list, term, value, field) {
    var dt = document.createElement('dt'); dt.textContent = term; list.appendChild(dt);
    var dd = document.createElement('dd'); dd.setAttribute('data-field', field);
    if (Array.isArray(value)) {
      var items = document.createElement(field === 'modifiers' ? 'ol' : 'ul');
      value.forEach(function (text) { var li = document.createElement('li'); li.textContent = text; items.appendChild(li); });
      if (!value.length) { dd.textContent = 'none'; } else { dd.appendChild(items); }
    } else { dd.textContent = value; }
    list.appendChild(dd);
  }
  function show(path) {
    var view = data[path];
    if (!view) { return; }
    var list = document.createElement('dl');
    add(list, 'id', view.id, 'id'); add(list, 'kind', view.kind, 'kind'); add(list, 'path', path, 'path');
    add(list, 'proposal', view.proposal, 'proposal'); add(list, 'size', view.size, 'size');
    add(list, 'frame', view.frame, 'frame'); add(list, 'outer frame', view.outerFrame, 'outer-frame');
    add(list, 'guides', view.guides, 'guides'); add(list, 'modifiers', view.modifiers, 'modifiers');
    details.replaceChildren(list);
    details.setAttribute('data-path', path);
    root.querySelectorAll('.ae-active').forEach(function (e) { e.classList.remove('ae-active'); });
    root.querySelectorAll('[data-path]').forEach(function (e) {
      if (e.getAttribute('data-path') === path && (e.classList.contains('hit') || e.tagName === 'LI')) { e.classList.add('ae-active'); }
    });
  }
  root.querySelectorAll('rect.hit, .ae-tree li').forEach(function (element) {
    var path = element.getAttribute('data-path');
    element.addEventListener('mouseenter', function () { if (pinned === null) { show(path); } });
    element.addEventListener('click', function (event) {
      event.stopPropagation();
      pinned = pinned === path ? null : path;
      show(path);
    });
  });
})();
"""


def _number(value: float | None) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "nil"
    if math.isinf(value):
        return "infinity" if value > 0 else "-infinity"
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _pair(pair: Any) -> str:
    return f"{_number(pair[0])} x {_number(pair[1])}"


def _rect(rect: Any) -> str:
    return "(" + ", ".join(_number(v) for v in rect) + ")"


def _guides(explanation: Explanation, view: ViewExplanation) -> list[str]:
    lines: list[str] = []
    for index in view.aligned_by:
        line = explanation.alignments[index]
        axis = "x" if line.axis == "horizontal" else "y"
        by = explanation[line.container].label
        if line.modifier is not None:
            by = f"its {line.kind} (modifier {line.modifier})" if line.container == view.path else f"the {line.kind} of {by}"
        for member in line.members:
            if member.path == view.path:
                lines.append(
                    f"{line.guide} ({line.axis}{', custom' if line.custom else ''}): d[{line.guide}] = {_number(member.value)} "
                    f"({member.source}), line at {axis} = {_number(line.position)} by {by}"
                )
    for index in view.aligns:
        line = explanation.alignments[index]
        if line.container == view.path and line.modifier is None:
            axis = "x" if line.axis == "horizontal" else "y"
            lines.append(f"aligns its children on {line.guide} ({line.axis}) at {axis} = {_number(line.position)}")
    return lines


def _view_data(explanation: Explanation, view: ViewExplanation) -> dict[str, Any]:
    return {
        "id": view.id or "(none)",
        "kind": view.type,
        "proposal": _pair(view.proposal),
        "size": _pair(view.size),
        "frame": _rect(view.frame),
        "outerFrame": _rect(view.outer_frame),
        "guides": _guides(explanation, view),
        "modifiers": [
            f"{step.description}{'' if step.value is None else ' = ' + _number(step.value)}: proposed {_pair(step.proposal)}, answered {_pair(step.size)}, frame {_rect(step.frame)}"
            for step in view.steps
            if step.modifier is not None
        ],
    }


def view_details(explanation: Explanation) -> dict[str, dict[str, Any]]:
    """What the page shows of each view, by path, as text: ``id``, ``kind``, ``proposal``,
    ``size``, ``frame`` and ``outerFrame`` (``(x, y, width, height)``), ``guides`` (how its
    container aligned it) and ``modifiers`` (each with its proposal and answer)."""
    return {view.path: _view_data(explanation, view) for view in explanation.views}


def _outline(explanation: Explanation) -> str:
    depth: dict[str, int] = {}
    items = []
    for view in explanation.views:  # document order: a parent comes before its children
        level = 0 if view.parent is None else depth[view.parent] + 1
        depth[view.path] = level
        label = f"{view.type} {view.id}" if view.id else view.type
        items.append(f'<li data-path="{escape(view.path)}" style="padding-left: {level}em">{escape(label)}</li>')
    return '<ul class="ae-tree">' + "".join(items) + "</ul>"


def to_html_fragment(result: Any, *, explain: bool = True, scale: float = 1.0, margin: float = 8.0) -> str:
    """The page's content as one ``<div>`` (its style and script inside), for embedding (Jupyter)."""
    explanation = result.explanation
    svg = write_svg(build_scene(result, explanation, explain=explain, margin=margin), scale=scale, interactive=True)
    payload = json.dumps(view_details(explanation)).replace("</", "<\\/")
    return (
        '<div class="ae-layout">'
        f"<style>{_STYLE}</style>"
        f'<div class="ae-picture">{svg}</div>'
        f'<div class="ae-outline">{_outline(explanation)}</div>'
        '<div class="ae-details">Hover over or click a view.</div>'
        f'<script type="application/json" class="ae-data">{payload}</script>'
        f"<script>{_SCRIPT}</script>"
        "</div>"
    )


def to_html(result: Any, *, explain: bool = True, scale: float = 2.0, title: str = "Layout") -> str:
    """A self-contained HTML page of a layout (see the module's docstring), the picture at
    ``scale`` pixels per point."""
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{escape(title)}</title>\n</head>\n<body>\n"
        f"{to_html_fragment(result, explain=explain, scale=scale)}\n</body>\n</html>\n"
    )


def save_html(result: Any, path: _Path, *, explain: bool = True, scale: float = 2.0, title: str = "Layout") -> None:
    """Writes ``to_html(result, ...)`` to a file."""
    with open(path, "w", encoding="utf-8") as file:
        file.write(to_html(result, explain=explain, scale=scale, title=title))
