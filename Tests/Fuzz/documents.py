"""Random layout documents made only of what ``/work/shared/spec/document.md`` allows.

``random_document(rng)`` returns a dict: every view type and modifier, custom guides whose
defaults are expressions (chains over later guides, so never a cycle), fonts, text with
right-to-left scripts, pixelScale, proposals with ``null`` and ``"infinity"``. Values are
mostly ordinary, sometimes extreme (0, huge, negative where negative is allowed) so that the
documents reach the corners of the layout rules.
"""

from __future__ import annotations

import random
from typing import Any

VERTICAL_BUILTINS = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
HORIZONTAL_BUILTINS = ["leading", "center", "trailing"]
TWO_D = ["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing"]
SHAPES = ["Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle"]
WORDS = ["Hi", "Hello", "a", "", "CSDN ID:", "Forever_wj", "שלום עולם", "مرحبا", "日本語", "👍🏽", "x y  z", "line\nbreak", "long" * 12]

View = dict[str, Any]


class DocumentGenerator:
    """One random document; ``rng`` decides everything, so a seed reproduces it."""

    def __init__(self, rng: random.Random, max_views: int = 40) -> None:
        self.rng = rng
        self.budget = max_views
        self.ids = 0
        self.guides: list[dict[str, Any]] = []
        self.fonts: dict[str, Any] = {}

    # Numbers.

    def length(self, allow_zero: bool = True) -> float:
        """A size: mostly ordinary, sometimes 0, fractional or very large."""
        r = self.rng.random()
        if r < 0.7:
            return float(self.rng.randint(1, 200))
        if r < 0.8 and allow_zero:
            return 0.0
        if r < 0.9:
            return round(self.rng.uniform(0, 300), 3)
        return self.rng.choice([1e6, 1e9, 0.5, 1e-3])

    def signed(self) -> float:
        """A length that may be negative (padding, spacing, offsets)."""
        value = self.length()
        return -value if self.rng.random() < 0.25 else value

    # Guides and expressions.

    def custom_guides(self, axis: str) -> list[str]:
        return [g["name"] for g in self.guides if g["axis"] == axis]

    def guide_name(self, axis: str, for_stack: bool = True) -> str:
        """A guide of ``axis``: built-in or custom."""
        builtins = HORIZONTAL_BUILTINS if axis == "horizontal" else VERTICAL_BUILTINS
        customs = self.custom_guides(axis)
        if customs and self.rng.random() < 0.4:
            return self.rng.choice(customs)
        name = self.rng.choice(builtins)
        if name == "center" and not for_stack:
            return "HorizontalAlignment.center" if axis == "horizontal" else "VerticalAlignment.center"
        return name

    def expression(self, depth: int = 0, readable: list[str] | None = None) -> str:
        """A guide expression; ``readable`` are the custom guides it may read (None: all)."""
        rng = self.rng
        customs = [g["name"] for g in self.guides] if readable is None else readable
        choice = rng.random()
        if depth >= 2 or choice < 0.35:
            atoms = ["d.width", "d.height", "$0.width", "d[.leading]", "d[.trailing]", "d[.top]", "d[.bottom]",
                     "d[.center]", "d[HorizontalAlignment.center]", "d[VerticalAlignment.center]",
                     "d[.firstTextBaseline]", "d[.lastTextBaseline]", str(rng.randint(-50, 200)), f"{rng.uniform(0, 3):.2f}"]
            atoms += [f"d[.{name}]" for name in customs]
            return rng.choice(atoms)
        sub = lambda: self.expression(depth + 1, readable)  # noqa: E731 - local shorthand
        if choice < 0.55:
            op = rng.choice(["+", "-", "*", "/"])
            right = sub() if op != "/" else rng.choice(["2", "3.0", "4", "d.width", "(d.height + 1)"])
            return f"{sub()} {op} {right}"
        if choice < 0.65:
            return f"({sub()})"
        if choice < 0.72:
            return f"-{sub()}"
        if choice < 0.85:
            return f"{rng.choice(['min', 'max'])}({sub()}, {sub()})"
        guide = rng.choice(HORIZONTAL_BUILTINS[::2] + ["top", "bottom"] + customs)
        return f"(d[explicit: .{guide}] ?? {sub()})"

    def define_guides(self) -> list[dict[str, Any]]:
        """0-4 custom guides; guide i may read only guides defined after it (no cycle)."""
        count = self.rng.choice([0, 0, 1, 2, 3, 4])
        names = [f"g{i}" for i in range(count)]
        for i, name in enumerate(names):
            axis = self.rng.choice(["horizontal", "vertical"])
            self.guides.append({"name": name, "axis": axis})
        for i, guide in enumerate(self.guides):
            guide["default"] = self.expression(readable=names[i + 1 :])
        return self.guides

    # Views.

    def alignment_2d(self) -> Any:
        if self.rng.random() < 0.75 or not self.guides:
            return self.rng.choice(TWO_D)
        return {"horizontal": self.guide_name("horizontal"), "vertical": self.guide_name("vertical")}

    def view(self, depth: int) -> View:
        rng = self.rng
        self.budget -= 1
        containers = ["HStack", "VStack", "ZStack", "GeometryReader"]
        leaves = SHAPES + ["Image", "Text", "Text", "Spacer"]
        can_nest = depth < 5 and self.budget > 0
        # Containers are likelier near the root, so that trees have some 5-40 views.
        nest = can_nest and (depth == 0 and rng.random() < 0.9 or rng.random() < 0.5 - 0.08 * depth)
        kind = rng.choice(containers if nest else leaves)
        view: View = {"type": kind}
        if kind in ("HStack", "VStack", "ZStack", "GeometryReader"):
            count = rng.choice([0, 1, 2, 2, 3, 3, 4, 5]) if can_nest else 0
            view["children"] = [self.view(depth + 1) for _ in range(count) if self.budget > 0]
        if kind == "HStack":
            if rng.random() < 0.6:
                view["alignment"] = self.guide_name("vertical")
            if rng.random() < 0.6:
                view["spacing"] = rng.choice([None, self.signed()])
        elif kind == "VStack":
            if rng.random() < 0.6:
                view["alignment"] = self.guide_name("horizontal")
            if rng.random() < 0.6:
                view["spacing"] = rng.choice([None, self.signed()])
        elif kind == "ZStack":
            if rng.random() < 0.6:
                view["alignment"] = self.alignment_2d()
        elif kind in SHAPES:
            if rng.random() < 0.5:
                view["color"] = rng.choice(["red", "blue", "green", "#336699"])
        elif kind == "Image":
            view["width"] = self.length()
            view["height"] = self.length()
            if rng.random() < 0.5:
                view["resizable"] = rng.random() < 0.6
        elif kind == "Text":
            view["text"] = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 4)))
            if self.fonts and rng.random() < 0.5:
                view["font"] = rng.choice(sorted(self.fonts))
            if rng.random() < 0.25:
                view["lineLimit"] = rng.choice([None, 1, 2, 3])
            if rng.random() < 0.3:
                view["multilineTextAlignment"] = rng.choice(["leading", "center", "trailing"])
        elif kind == "Spacer":
            if rng.random() < 0.5:
                view["minLength"] = rng.choice([None, self.signed()])
        if rng.random() < 0.3:
            view["id"] = f"v{self.ids}"
            self.ids += 1
        modifiers = [self.modifier(depth) for _ in range(rng.choice([0, 0, 1, 1, 2, 3]))]
        if modifiers:
            view["modifiers"] = modifiers
        return view

    def modifier(self, depth: int) -> dict[str, Any]:
        rng = self.rng
        name = rng.choice(["frame", "frame", "flexibleFrame", "padding", "padding", "alignmentGuide", "alignmentGuide",
                           "offset", "fixedSize", "layoutPriority", "overlay", "background", "aspectRatio", "position",
                           "environment"])
        if name == "frame":
            body: dict[str, Any] = {}
            for key in ("width", "height"):
                if rng.random() < 0.6:
                    body[key] = self.length()
            if rng.random() < 0.4:
                body["alignment"] = self.alignment_2d()
            return {"frame": body}
        if name == "flexibleFrame":
            body = {}
            for axis in ("Width", "Height"):
                for part in ("min", "ideal", "max"):
                    if rng.random() < 0.35:
                        body[part + axis] = "infinity" if part == "max" and rng.random() < 0.5 else self.length()
            if rng.random() < 0.4:
                body["alignment"] = self.alignment_2d()
            return {"frame": body}
        if name == "padding":
            r = rng.random()
            if r < 0.4:
                return {"padding": self.signed()}
            if r < 0.55:
                return {"padding": None}
            edges = {e: rng.choice([None, self.signed()]) for e in ("top", "leading", "bottom", "trailing") if rng.random() < 0.5}
            return {"padding": edges}
        if name == "alignmentGuide":
            axis = rng.choice(["horizontal", "vertical"])
            return {"alignmentGuide": {"guide": self.guide_name(axis, for_stack=False), "value": self.expression()}}
        if name == "offset":
            return {"offset": {k: self.signed() for k in ("x", "y") if rng.random() < 0.7}}
        if name == "fixedSize":
            if rng.random() < 0.5:
                return {"fixedSize": rng.choice([True, False])}
            return {"fixedSize": {"horizontal": rng.random() < 0.5, "vertical": rng.random() < 0.5}}
        if name == "layoutPriority":
            return {"layoutPriority": rng.choice([-1, 0, 1, 2, 0.5, 1000])}
        if name in ("overlay", "background"):
            body = {"content": self.view(depth + 2)}
            if rng.random() < 0.5:
                body["alignment"] = self.alignment_2d()
            return {name: body}
        if name == "aspectRatio":
            body = {}
            if rng.random() < 0.7:
                body["ratio"] = rng.choice([0.5, 1, 1.5, 2, 16 / 9])
            if rng.random() < 0.7:
                body["contentMode"] = rng.choice(["fit", "fill"])
            return {"aspectRatio": body}
        if name == "position":
            return {"position": {k: self.signed() for k in ("x", "y") if rng.random() < 0.7}}
        return {"environment": {"layoutDirection": rng.choice(["leftToRight", "rightToLeft"])}}

    # The document.

    def proposal_axis(self) -> Any:
        return self.rng.choice([None, None, "infinity", self.length(), float(self.rng.randint(0, 400))])

    def document(self) -> dict[str, Any]:
        rng = self.rng
        doc: dict[str, Any] = {}
        if rng.random() < 0.5:
            doc["format"] = 1
        if rng.random() < 0.8:
            doc["proposal"] = {k: self.proposal_axis() for k in ("width", "height") if rng.random() < 0.85}
        if rng.random() < 0.3:
            doc["layoutDirection"] = rng.choice(["leftToRight", "rightToLeft"])
        if rng.random() < 0.2:
            doc["pixelScale"] = rng.choice([None, 1, 2, 3, 0.5])
        if rng.random() < 0.35:
            for name in rng.sample(["body", "title", "small"], rng.randint(1, 3)):
                ascent = float(rng.randint(0, 30))
                self.fonts[name] = {"size": float(rng.randint(1, 40)), "ascent": ascent, "descent": float(rng.randint(0, 10)),
                                    "leading": float(rng.randint(0, 5)), "advance": float(rng.choice([0, 1, 7, 9, 15]))}
            doc["fonts"] = self.fonts
        guides = self.define_guides()
        if guides:
            doc["guides"] = guides
        doc["root"] = self.view(0)
        return doc


def random_document(rng: random.Random, max_views: int = 40) -> dict[str, Any]:
    """A random document (see the module's docstring)."""
    return DocumentGenerator(rng, max_views).document()
