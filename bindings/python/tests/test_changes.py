"""Changes in place: ``LayoutSession`` and the ``Tree`` setters.

Every setter must change a laid-out tree exactly as a fresh ``layout()`` of the changed
builder views lays it out (every frame, outer frame, text line and baseline, compared as the
result JSON); random change sequences on random small trees check the same after every
change; bad input raises the package's exceptions with readable messages.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, Callable

import pytest

from alignment_engine import (
    Alignment,
    BusyError,
    Color,
    ContentMode,
    EdgeInsets,
    Edges,
    GeometryReader,
    Grid,
    GridRow,
    HorizontalAlignment,
    HStack,
    Image,
    InvalidArgumentError,
    InvalidTreeError,
    InvalidValueError,
    LayoutError,
    LayoutSession,
    Measured,
    Rect,
    Spacer,
    Text,
    Tree,
    VerticalAlignment,
    View,
    VStack,
    ZStack,
    layout,
)
from alignment_engine.views._builder import Builder


def same(a: Any, b: Any) -> bool:
    """Whether two result JSONs (or outcomes) are equal, numbers up to floating-point rounding:
    a relayout moves an unchanged subtree by the change of its origin, which adds the same
    offsets in another order than a cold layout (docs/decisions.md, "Incremental relayout")."""
    if isinstance(a, float) or isinstance(b, float):
        return isinstance(a, (int, float)) and isinstance(b, (int, float)) and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[key], b[key]) for key in a)
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return bool(a == b)


def _content_sized(sizes: dict[str, tuple[float, float]], name: str) -> Callable[[Any, Any], tuple[float, float]]:
    """A measure function sized by its content: as wide as proposed up to its natural width
    (which ``sizes[name]`` holds and a test may change), always as tall as natural."""

    def measure(width: float | None, height: float | None) -> tuple[float, float]:
        natural_width, natural_height = sizes[name]
        return (natural_width if width is None else min(natural_width, width)), natural_height

    return measure


def _fixed(sizes: dict[str, tuple[float, float]], name: str) -> Callable[[Any, Any], tuple[float, float]]:
    """A measure function that answers ``sizes[name]`` whatever the proposal."""

    def measure(width: float | None, height: float | None) -> tuple[float, float]:
        return sizes[name]

    return measure


# ---- Every setter, against a fresh layout of the changed views ----

#: The measured views' natural sizes, read by their measure functions.
SIZES: dict[str, tuple[float, float]] = {}


def scene(**changed: Any) -> View:
    """A view with something for every setter; ``changed`` overrides its default values."""
    p: dict[str, Any] = dict(
        stack_alignment=HorizontalAlignment.leading, stack_spacing=None,
        row_alignment=VerticalAlignment.top, row_spacing=4.0,
        text="a long first text to wrap", priority=0.0, fixed=(False, False),
        image=(20.0, 30.0), padding=EdgeInsets(2, 3, 4, 5), measured_fixed=False,
        frame=dict(width=40.0, height=None, alignment=Alignment.center), offset=(0.0, 0.0),
        zstack_alignment=Alignment.center, ratio=(2.0, ContentMode.fit),
        flexible=dict(min_width=0.0, max_width=200.0, min_height=0.0, max_height=40.0, alignment=Alignment.center),
        grid_alignment=Alignment.center, grid_spacing=(None, None), row_guide=VerticalAlignment.top,
        position=(10.0, 10.0), last_padding=8.0, line_limit=(None, False), line_spacing=0.0,
    )
    p.update(changed)
    measure = (_fixed if p["measured_fixed"] else _content_sized)(SIZES, "measured")
    return VStack(
        HStack(
            Text(p["text"]).line_limit(*p["line_limit"]).line_spacing(p["line_spacing"]).layout_priority(p["priority"]).fixed_size(*p["fixed"]).id("text"),
            Text("the second text also wraps"),
            Image(*p["image"]).padding(p["padding"]).padding(p["last_padding"]).id("image"),
            Measured(measure, fixed_size=p["measured_fixed"]).frame(**p["frame"]).offset(*p["offset"]).id("measured"),
            alignment=p["row_alignment"], spacing=p["row_spacing"],
        ).id("row"),
        ZStack(
            Color("red").frame(width=30, height=10),
            Color("blue").aspect_ratio(*p["ratio"]).frame(**p["flexible"]).id("flexible"),
            alignment=p["zstack_alignment"],
        ).id("zstack"),
        Grid(
            GridRow(Color().frame(width=20, height=36), Text("ab"), alignment=p["row_guide"]).id("grid row"),
            GridRow(Color().frame(width=50, height=10), Color().position(*p["position"]).frame(width=30, height=30).id("cell")),
            alignment=p["grid_alignment"], horizontal_spacing=p["grid_spacing"][0], vertical_spacing=p["grid_spacing"][1],
        ).id("grid"),
        alignment=p["stack_alignment"], spacing=p["stack_spacing"],
    ).id("root")


#: (what, the change on a session, the scene's values after it).
SETTERS: list[tuple[str, Callable[[LayoutSession], None], dict[str, Any]]] = [
    ("text", lambda s: s.set_text("text", "short"), dict(text="short")),
    ("text with non-ASCII", lambda s: s.set_text("text", "ça déborde à peine"), dict(text="ça déborde à peine")),
    ("line limit", lambda s: s.set_line_limit("text", 1), dict(line_limit=(1, False))),
    ("line limit reserving space", lambda s: s.set_line_limit("text", 6, reserves_space=True), dict(line_limit=(6, True))),
    ("line spacing", lambda s: s.set_line_spacing("text", 6), dict(line_spacing=6.0)),
    ("stack spacing", lambda s: s.set_spacing("row", 20), dict(row_spacing=20.0)),
    ("default spacing to a value", lambda s: s.set_spacing("root", 30), dict(stack_spacing=30.0)),
    ("grid spacing", lambda s: s.set_spacing("grid", horizontal=12, vertical=1), dict(grid_spacing=(12.0, 1.0))),
    ("VStack alignment", lambda s: s.set_alignment("root", HorizontalAlignment.trailing), dict(stack_alignment=HorizontalAlignment.trailing)),
    ("HStack alignment", lambda s: s.set_alignment("row", VerticalAlignment.bottom), dict(row_alignment=VerticalAlignment.bottom)),
    ("HStack on baselines", lambda s: s.set_alignment("row", VerticalAlignment.last_text_baseline),
     dict(row_alignment=VerticalAlignment.last_text_baseline)),
    ("ZStack alignment", lambda s: s.set_alignment("zstack", Alignment.bottom_leading), dict(zstack_alignment=Alignment.bottom_leading)),
    ("Grid alignment", lambda s: s.set_alignment("grid", Alignment.top_trailing), dict(grid_alignment=Alignment.top_trailing)),
    ("GridRow alignment", lambda s: s.set_alignment("grid row", VerticalAlignment.bottom), dict(row_guide=VerticalAlignment.bottom)),
    ("GridRow back to its grid's alignment", lambda s: s.set_alignment("grid row", None), dict(row_guide=None)),
    ("image size", lambda s: s.set_image_size("image", 44, 12), dict(image=(44.0, 12.0))),
    ("frame", lambda s: s.set_frame("measured", width=70, height=50, alignment=Alignment.top_leading),
     dict(frame=dict(width=70.0, height=50.0, alignment=Alignment.top_leading))),
    ("frame, height only", lambda s: s.set_frame("measured", height=50), dict(frame=dict(height=50.0))),
    ("flexible frame", lambda s: s.set_frame("flexible", min_width=10, max_width=60, min_height=5, max_height=math.inf),
     dict(flexible=dict(min_width=10.0, max_width=60.0, min_height=5.0, max_height=math.inf))),
    ("offset", lambda s: s.set_offset("measured", 7, -3), dict(offset=(7.0, -3.0))),
    ("last padding", lambda s: s.set_padding("image", Edges.horizontal, 20), dict(last_padding=EdgeInsets(0, 20, 0, 20))),
    ("first padding by index", lambda s: s.set_padding("image", EdgeInsets(10, 0, 1, 2), index=0), dict(padding=EdgeInsets(10, 0, 1, 2))),
    ("layout priority", lambda s: s.set_layout_priority("text", 1), dict(priority=1.0)),
    ("fixed size", lambda s: s.set_fixed_size("text", True, False), dict(fixed=(True, False))),
    ("aspect ratio", lambda s: s.set_aspect_ratio("flexible", 0.5, "fill"), dict(ratio=(0.5, ContentMode.fill))),
    ("position", lambda s: s.set_position("cell", 3, 25), dict(position=(3.0, 25.0))),
]


@pytest.mark.parametrize("what, change, values", SETTERS, ids=[case[0] for case in SETTERS])
def test_each_setter_lays_out_like_a_fresh_layout(what: str, change: Callable[[LayoutSession], None], values: dict[str, Any]) -> None:
    SIZES["measured"] = (25.0, 15.0)
    with LayoutSession(scene()) as session:
        before = session.layout(300, 500).to_dict()
        change(session)
        after = session.layout(300, 500).to_dict()
    fresh = layout(scene(**values), 300, 500).to_dict()
    assert same(after, fresh)
    assert not same(after, before), f"{what} changed nothing: the comparison proves nothing"


def test_text_line_setters_change_the_text_height() -> None:
    """The body font's lines are 17 tall; "Hello world again" proposed 100 wraps into 2 lines."""
    with LayoutSession(VStack(Text("Hello world again").id("t"), Color("red").frame(width=10, height=10).id("bar"), spacing=0)) as session:
        assert session.layout(100)["t"].frame == Rect(0, 0, 99, 34)
        session.set_line_spacing("t", 6)
        result = session.layout(100)
        assert result["t"].frame == Rect(0, 0, 99, 40)
        assert result["t"].lines == [Rect(0, 0, 99, 17), Rect(0, 23, 45, 17)]
        assert result["bar"].frame == Rect(44.5, 40, 10, 10)
        # The line limit keeps the spacing: 3 lines reserved are 3 x 17 + 2 x 6 tall.
        session.set_line_limit("t", 3, reserves_space=True)
        assert session.layout(100)["t"].frame == Rect(0, 0, 99, 63)
        session.set_line_limit("t", 1)
        assert session.layout(100)["t"].frame.height == 17
        # The spacing keeps the limit: still one line.
        session.set_line_spacing("t", 0)
        assert session.layout(100)["t"].frame.height == 17
        session.set_line_limit("t", None)
        assert session.layout(100)["t"].frame == Rect(0, 0, 99, 34)


def test_mark_dirty_asks_the_measure_function_again() -> None:
    SIZES["measured"] = (25.0, 15.0)
    with LayoutSession(scene()) as session:
        before = session.layout(300, 500)
        SIZES["measured"] = (60.0, 70.0)
        session.mark_dirty("measured")
        after = session.layout(300, 500)
        assert same(after.to_dict(), layout(scene(), 300, 500).to_dict())
        assert after["measured"].frame.height == 70.0 != before["measured"].frame.height


def test_measured_fixed_size_and_a_new_root_proposal() -> None:
    SIZES["measured"] = (25.0, 15.0)
    with LayoutSession(scene()) as session:
        session.layout(300, 500)
        session.set_measured_fixed_size("measured")
        # A window resize with the change: the same as a fresh layout at the new size.
        assert same(session.layout(180, 400, "rtl").to_dict(), layout(scene(measured_fixed=True), 180, 400, "rtl").to_dict())
        assert same(session.layout(None, None).to_dict(), layout(scene(measured_fixed=True)).to_dict())


def test_a_fixed_size_measured_view_is_measured_once() -> None:
    calls: list[tuple[Any, Any]] = []

    def measure(width: float | None, height: float | None) -> tuple[float, float]:
        calls.append((width, height))
        return 40.0, 20.0

    content_sized = layout(HStack(Measured(measure), Text("x" * 40)), 200, 100)
    content_sized_calls = len(calls)
    calls.clear()
    fixed = layout(HStack(Measured(measure, fixed_size=True), Text("x" * 40)), 200, 100)
    assert len(calls) == 1 < content_sized_calls
    assert fixed.to_dict() == content_sized.to_dict()


def test_measure_functions_are_asked_again_only_when_marked_dirty() -> None:
    calls: dict[str, int] = {"a": 0, "b": 0}
    sizes = {"a": (30.0, 10.0), "b": (40.0, 10.0)}

    def counted(name: str) -> Callable[[Any, Any], tuple[float, float]]:
        measure = _content_sized(sizes, name)

        def count(width: float | None, height: float | None) -> tuple[float, float]:
            calls[name] += 1
            return measure(width, height)

        return count

    view = HStack(Measured(counted("a")).id("a"), Measured(counted("b")).id("b"), Text("label").id("t"))
    with LayoutSession(view) as session:
        session.layout(300)
        assert 1 <= calls["a"] <= 2 and 1 <= calls["b"] <= 2
        calls.update(a=0, b=0)
        session.layout(300)
        assert calls == {"a": 0, "b": 0}  # nothing changed: nothing asked
        session.set_text("t", "a longer label")
        session.layout(300)
        assert calls == {"a": 0, "b": 0}  # a sibling changed: their answers are kept
        sizes["a"] = (50.0, 10.0)
        session.mark_dirty("a")
        result = session.layout(300)
        assert calls["b"] == 0 and 1 <= calls["a"] <= 2
        assert result["a"].frame.width == 50.0


def test_low_level_tree_setters_by_view_id() -> None:
    with Tree() as tree:
        builder = Builder(tree)
        root = builder.build(HStack(Text("hello").id("t"), Image(10, 10).frame(width=40).id("i"), spacing=4))
        ids = {view.view_id: view_id for view_id, view in builder.labelled}
        assert tree.layout(root) == (89.0, 17.0)  # 45 + 4 + 40
        tree.set_text(ids["t"], "hello world")
        assert tree.layout(root) == (143.0, 17.0)  # 99 + 4 + 40
        tree.set_frame(ids["i"], 0, 10, 50)
        tree.set_spacing(root, 0)
        assert tree.layout(root) == (109.0, 50.0)
        tree.set_image_size(ids["i"], 1, 1)
        tree.mark_dirty(ids["t"])
        assert tree.layout(root) == (109.0, 50.0)


def test_layout_with_the_last_arguments_is_laid_out_again_by_the_engine() -> None:
    """``Tree.layout`` with the arguments of the last successful layout answers at once while
    the tree's layout flag says nothing changed, and otherwise takes ``ae_tree_layout_again``:
    the engine still decides what changed, callback exceptions, failures and busy trees raise
    as in any layout, and a failed layout is not repeated."""
    answer = {"size": (30.0, 10.0), "raise": False, "reenter": False}
    trees: list[Tree] = []

    def measure(width: float | None, height: float | None) -> tuple[float, float]:
        if answer["raise"]:
            raise KeyError("from the measure function")
        if answer["reenter"]:
            trees[0].layout(root, 300, right_to_left=True)
        return answer["size"]  # type: ignore[return-value]

    with Tree() as tree:
        trees.append(tree)
        builder = Builder(tree)
        root = builder.build(HStack(Measured(measure).id("m"), Color("red").id("c"), spacing=4))
        ids = {view.view_id: view_id for view_id, view in builder.labelled}
        again = tree._layout_again
        agains: list[int] = []
        tree._layout_again = lambda: agains.append(1) or again()  # type: ignore[method-assign]
        assert tree.layout(root, 300) == (300.0, 10.0)
        assert tree.layout(root, 300) == (300.0, 10.0)
        assert agains == []  # nothing changed: no call
        answer["size"] = (30.0, 25.0)
        assert tree.layout(root, 300) == (300.0, 10.0)  # kept until marked dirty
        assert agains == []
        tree.mark_dirty(ids["m"])
        assert tree.layout(root, 300) == (300.0, 25.0)
        assert agains == [1]
        tree.frames()  # a read keeps the layout standing
        assert tree.layout(root, 300) == (300.0, 25.0)
        assert agains == [1]
        assert tree.frames()[8 * ids["c"] + 2] == 266.0  # 300 - 30 - 4
        # An exception of a callback is raised again, and the next layout runs it again.
        answer["raise"] = True
        tree.mark_dirty(ids["m"])
        with pytest.raises(KeyError, match="from the measure function"):
            tree.layout(root, 300)
        with pytest.raises(KeyError, match="from the measure function"):
            tree.layout(root, 300)
        answer["raise"] = False
        assert tree.layout(root, 300) == (300.0, 25.0)
        assert len(agains) == 4  # every layout since the first that had something to do
        # A layout that failed after the last success is not what the same arguments repeat.
        answer["raise"] = True
        tree.mark_dirty(ids["m"])
        with pytest.raises(KeyError):
            tree.layout(root, 200)
        answer["raise"] = False
        with pytest.raises(InvalidValueError, match=r"Tree.layout\(width\) on view 0: expected a number that is not negative"):
            tree.layout(root, -1)
        assert tree.layout(root, 300) == (300.0, 25.0)
        assert tree.layout(root, 300, right_to_left=True) == (300.0, 25.0)
        assert tree.frames()[8 * ids["m"]] == 270.0
        # A callback that lays out its own tree again is refused, as in any layout.
        answer["reenter"] = True
        tree.mark_dirty(ids["m"])
        with pytest.raises(BusyError, match="Tree.layout"):
            tree.layout(root, 300, right_to_left=True)
        answer["reenter"] = False
        assert tree.layout(root, 300, right_to_left=True) == (300.0, 25.0)
    with pytest.raises(LayoutError, match="closed"):
        tree.layout(root, 300, right_to_left=True)


def test_the_session_tree_lays_out_as_the_session() -> None:
    SIZES["measured"] = (25.0, 15.0)
    with LayoutSession(scene()) as session:
        session.set_spacing("row", 11)
        size = session.tree.layout(session.root, 300, 500)
        frames = session.tree.frames()
        result = session.layout(300, 500)
        assert size == (result.size.width, result.size.height)
        text = session.view_id("text")
        assert tuple(frames[8 * text : 8 * text + 4]) == tuple(result["text"].frame)


def test_a_results_explanation_is_that_of_its_layout() -> None:
    with LayoutSession(HStack(Text("a").id("a"), Color().frame(width=10, height=10).id("c"))) as session:
        first = session.layout()
        assert first["c"].frame == (17, 3.5, 10, 10)  # after "a" (9 wide) and 8 of spacing, centred on 17
        assert "got its frame (17, 3.5, 10, 10)" in first.explain("c")
        session.set_frame("c", width=20, height=10)
        with pytest.raises(LayoutError, match="earlier layout"):
            first.explain("c")
        with pytest.raises(LayoutError, match="earlier layout"):
            first.explanation
        latest = session.layout()
        assert "got its frame (17, 3.5, 20, 10)" in latest.explain("c")
        assert len(latest.explanation.views) == 3


# ---- Random change sequences on random trees ----


@dataclass
class Node:
    """A random view as data: the builder view is made from it again after each change."""

    kind: str
    name: str
    params: dict[str, Any] = field(default_factory=dict)
    children: list[Node] = field(default_factory=list)
    modifiers: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


H_GUIDES = [HorizontalAlignment.leading, HorizontalAlignment.center, HorizontalAlignment.trailing]
V_GUIDES = [VerticalAlignment.top, VerticalAlignment.center, VerticalAlignment.bottom,
            VerticalAlignment.first_text_baseline, VerticalAlignment.last_text_baseline]
WORDS = ["a", "bb", "layout", "proposal", "guide", "SwiftUI", "stack", "ç", "—"]


class RandomTrees:
    """Random small trees, random changes, and the views they make."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.sizes: dict[str, tuple[float, float]] = {}
        self.count = 0

    def length(self, optional: bool = False) -> float | None:
        if optional and self.rng.random() < 0.3:
            return None
        return float(self.rng.choice([0, 5, 12.5, 20, 33, 50, 80, 120]))

    def alignment(self) -> Alignment:
        return Alignment(self.rng.choice(H_GUIDES), self.rng.choice(V_GUIDES))

    def text(self) -> str:
        return " ".join(self.rng.choice(WORDS) for _ in range(self.rng.randint(1, 6)))

    def node(self, depth: int) -> Node:
        self.count += 1
        name = f"v{self.count}"
        rng = self.rng
        kinds = ["text", "image", "color", "measured", "fixed measured", "spacer"]
        if depth < 3:
            kinds += ["hstack", "vstack", "zstack"] * 2
        node = Node(rng.choice(kinds), name)
        if node.kind in ("hstack", "vstack", "zstack"):
            node.children = [self.node(depth + 1) for _ in range(rng.randint(1, 4))]
        node.params = self.params(node.kind)
        if "measured" in node.kind:
            self.sizes[name] = (self.length() or 0.0, self.length() or 0.0)
        for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):
            kind = rng.choice(["frame", "flexible", "padding", "offset", "priority", "fixed", "aspect", "position"])
            node.modifiers.append((kind, self.modifier(kind)))
        return node

    def params(self, kind: str) -> dict[str, Any]:
        rng = self.rng
        if kind == "hstack":
            return dict(alignment=rng.choice(V_GUIDES), spacing=self.length(optional=True))
        if kind == "vstack":
            return dict(alignment=rng.choice(H_GUIDES), spacing=self.length(optional=True))
        if kind == "zstack":
            return dict(alignment=self.alignment())
        if kind == "text":
            return dict(text=self.text())
        if kind == "image":
            return dict(width=self.length(), height=self.length())
        return {}

    def modifier(self, kind: str) -> dict[str, Any]:
        rng, length = self.rng, self.length
        if kind == "frame":
            return dict(width=length(True), height=length(True), alignment=self.alignment())
        if kind == "flexible":
            return dict(min_width=length(True), max_width=rng.choice([math.inf, 150.0, None]), min_height=length(True),
                        max_height=rng.choice([math.inf, 90.0]), alignment=self.alignment())
        if kind == "padding":
            return dict(edges=EdgeInsets(*(float(rng.choice([0, 4, 16, -2])) for _ in range(4))))
        if kind in ("offset", "position"):
            return dict(x=float(rng.choice([-10, 0, 7.5, 30])), y=float(rng.choice([-4, 0, 12])))
        if kind == "priority":
            return dict(priority=float(rng.choice([-1, 0, 1, 2])))
        if kind == "fixed":
            return dict(horizontal=rng.random() < 0.5, vertical=rng.random() < 0.5)
        return dict(ratio=rng.choice([None, 0.5, 1.0, 3.0]), content_mode=rng.choice(["fit", "fill"]))

    def view(self, node: Node) -> View:
        p = node.params
        if node.kind == "hstack":
            view: View = HStack(*map(self.view, node.children), **p)
        elif node.kind == "vstack":
            view = VStack(*map(self.view, node.children), **p)
        elif node.kind == "zstack":
            view = ZStack(*map(self.view, node.children), **p)
        elif node.kind == "text":
            view = Text(p["text"])
        elif node.kind == "image":
            view = Image(p["width"], p["height"])
        elif node.kind == "color":
            view = Color("gray")
        elif node.kind == "spacer":
            view = Spacer()
        elif node.kind == "measured":
            view = Measured(_content_sized(self.sizes, node.name))
        else:
            view = Measured(_fixed(self.sizes, node.name), fixed_size=p.get("fixed", True))
        for kind, m in node.modifiers:
            view = MODIFIERS[kind](view, m)
        return view.id(node.name)

    def walk(self, node: Node) -> list[Node]:
        nodes, stack = [], [node]
        while stack:
            current = stack.pop()
            nodes.append(current)
            stack.extend(current.children)
        return nodes

    def change(self, root: Node, session: LayoutSession) -> str:
        """Makes one random change to both the data and the session; says what it was."""
        rng = self.rng
        node = rng.choice(self.walk(root))
        name = node.name
        options = ["modifier"] if node.modifiers else []
        if node.kind in ("hstack", "vstack"):
            options += ["spacing", "alignment"]
        elif node.kind == "zstack":
            options.append("alignment")
        elif node.kind in ("text", "image"):
            options.append(node.kind)
        elif "measured" in node.kind:
            options.append("dirty")
            if node.kind == "fixed measured":
                options.append("fixed")
        if not options:
            session.mark_dirty(name)  # harmless on any view: nothing changes
            return f"mark {name} dirty"
        option = rng.choice(options)
        if option == "spacing":
            node.params["spacing"] = self.length(optional=True)
            session.set_spacing(name, node.params["spacing"])
        elif option == "alignment":
            node.params = {**node.params, **{k: v for k, v in self.params(node.kind).items() if k == "alignment"}}
            session.set_alignment(name, node.params["alignment"])
        elif option == "text":
            node.params["text"] = self.text()
            session.set_text(name, node.params["text"])
        elif option == "image":
            node.params = self.params("image")
            session.set_image_size(name, node.params["width"], node.params["height"])
        elif option == "dirty":
            self.sizes[name] = (self.length() or 0.0, self.length() or 0.0)
            session.mark_dirty(name)
        elif option == "fixed":
            node.params["fixed"] = not node.params.get("fixed", True)
            session.set_measured_fixed_size(name, node.params["fixed"])
        else:
            index = rng.randrange(len(node.modifiers))
            kind = node.modifiers[index][0]
            new = self.modifier(kind)
            node.modifiers[index] = (kind, new)
            last_of_kind = max(i for i, (k, _) in enumerate(node.modifiers) if k == kind)
            # Name the index, or leave it out when it is the last modifier of its kind.
            SETTERS_BY_KIND[kind](session, name, new, None if index == last_of_kind and rng.random() < 0.5 else index)
            option = f"{kind} #{index}"
        return f"{option} of {name}"


def _frame(view: View, m: dict[str, Any]) -> View:
    return view.frame(**m)


MODIFIERS: dict[str, Callable[[View, dict[str, Any]], View]] = {
    "frame": _frame,
    "flexible": _frame,
    "padding": lambda v, m: v.padding(m["edges"]),
    "offset": lambda v, m: v.offset(**m),
    "priority": lambda v, m: v.layout_priority(m["priority"]),
    "fixed": lambda v, m: v.fixed_size(**m),
    "aspect": lambda v, m: v.aspect_ratio(**m),
    "position": lambda v, m: v.position(**m),
}

SETTERS_BY_KIND: dict[str, Callable[[LayoutSession, str, dict[str, Any], Any], None]] = {
    "frame": lambda s, n, m, i: s.set_frame(n, **m, index=i),
    "flexible": lambda s, n, m, i: s.set_frame(n, **m, index=i),
    "padding": lambda s, n, m, i: s.set_padding(n, m["edges"], index=i),
    "offset": lambda s, n, m, i: s.set_offset(n, **m, index=i),
    "priority": lambda s, n, m, i: s.set_layout_priority(n, m["priority"], index=i),
    "fixed": lambda s, n, m, i: s.set_fixed_size(n, **m, index=i),
    "aspect": lambda s, n, m, i: s.set_aspect_ratio(n, **m, index=i),
    "position": lambda s, n, m, i: s.set_position(n, **m, index=i),
}

PROPOSALS: list[tuple[Any, Any]] = [(None, None), (300.0, 500.0), (120.0, None), (None, 80.0), (50.0, 50.0), (0.0, 0.0)]


def outcome(lay_out: Callable[[], Any]) -> tuple[str, Any]:
    """A layout's result JSON, or its error (a random tree may have no valid layout: an
    infinite proposal into a flexible frame, for instance); a session and a fresh layout must
    agree on either."""
    try:
        return "result", lay_out().to_dict()
    except LayoutError as error:
        return type(error).__name__, str(error)


def change_sequence(seed: int) -> list[str]:
    """Five random changes to a random tree in a session, each followed (most of the time) by
    a layout compared with a fresh layout of the changed views; the outcomes' kinds."""
    rng = random.Random(seed)
    results: list[str] = []
    trees = RandomTrees(rng)
    root = trees.node(0)
    width, height = rng.choice(PROPOSALS)
    direction = rng.choice(["ltr", "rtl"])
    history: list[str] = []
    with LayoutSession(trees.view(root)) as session:
        outcome(lambda: session.layout(width, height, direction))
        for _ in range(5):
            history.append(trees.change(root, session))
            if rng.random() < 0.3:  # a window resize with the change
                width, height = rng.choice(PROPOSALS)
                history.append(f"proposal {width} x {height}")
            if rng.random() < 0.7:  # several changes between two layouts, sometimes
                again = outcome(lambda: session.layout(width, height, direction))
                fresh = outcome(lambda: layout(trees.view(root), width, height, direction))
                assert same(again, fresh), f"seed {seed} after {history}"
                results.append(again[0])
        again = outcome(lambda: session.layout(width, height, direction))
        assert same(again, outcome(lambda: layout(trees.view(root), width, height, direction))), f"seed {seed} after {history}"
        results.append(again[0])
    return results


@pytest.mark.parametrize("block", range(4))
def test_random_change_sequences_lay_out_like_fresh_layouts(block: int) -> None:
    """100 seeded sequences of 5 changes (25 per block), nearly all of which lay out."""
    outcomes = [name for seed in range(block * 25, block * 25 + 25) for name in change_sequence(seed)]
    assert outcomes.count("result") >= 0.8 * len(outcomes), outcomes


# ---- Bad input ----


def test_bad_input_raises_the_package_errors_with_readable_messages() -> None:
    SIZES["measured"] = (25.0, 15.0)
    with LayoutSession(scene()) as session:
        before = session.layout(300, 500).to_dict()
        with pytest.raises(InvalidArgumentError, match="no view with id 'nothing'"):
            session.set_text("nothing", "x")
        with pytest.raises(InvalidTreeError, match="Image, not a Text"):
            session.set_text("image", "x")
        with pytest.raises(TypeError, match=r"LayoutSession.set_text\(text\) on view 'text': expected a str, not b'bytes'"):
            session.set_text("text", b"bytes")  # type: ignore[arg-type]
        with pytest.raises(InvalidTreeError, match="has no .offset modifier"):
            session.set_offset("image", 1, 1)
        with pytest.raises(InvalidTreeError, match="there is no modifier 5"):
            session.set_padding("image", 4, index=5)
        with pytest.raises(InvalidTreeError, match="modifier 0 of view 'measured' is .frame\\(width:height:\\), not .offset"):
            session.set_offset("measured", 1, 1, index=0)
        with pytest.raises(InvalidTreeError, match="no .frame\\(minWidth:…\\) modifier"):
            session.set_frame("measured", max_width=10)
        with pytest.raises(TypeError, match="index is an int"):
            session.set_offset("measured", 1, 1, index=1.0)  # type: ignore[arg-type]
        with pytest.raises(InvalidValueError, match="NaN"):
            session.set_image_size("image", math.nan, 1)
        with pytest.raises(InvalidValueError, match="negative"):
            session.set_frame("measured", width=-1)
        with pytest.raises(InvalidValueError, match="finite"):
            session.set_spacing("row", math.inf)
        with pytest.raises(InvalidValueError, match="finite"):
            session.set_offset("measured", math.inf, 0)
        with pytest.raises(TypeError, match="Grid: give its spacings as horizontal="):
            session.set_spacing("grid", 4)
        with pytest.raises(TypeError, match="not a Grid"):
            session.set_spacing("row", horizontal=4)
        with pytest.raises(InvalidTreeError, match="no alignment"):
            session.set_alignment("text", HorizontalAlignment.leading)
        with pytest.raises(LayoutError, match="no horizontal alignment"):
            session.set_alignment("row", HorizontalAlignment.leading)
        with pytest.raises(InvalidArgumentError, match="VStack has no vertical alignment: pass AE_GUIDE_NONE"):
            session.set_alignment("root", VerticalAlignment.top)
        with pytest.raises(InvalidArgumentError, match="this ZStack aligns on a vertical guide: vertical must be one, not AE_GUIDE_NONE"):
            session.set_alignment("zstack", HorizontalAlignment.leading)
        with pytest.raises(TypeError, match="an alignment is"):
            session.set_alignment("row", "top")  # type: ignore[arg-type]
        with pytest.raises(InvalidTreeError, match="Image, not a Text"):
            session.set_line_spacing("image", 2)
        with pytest.raises(InvalidTreeError, match="Image, not a Text"):
            session.set_line_limit("image", 2)
        with pytest.raises(InvalidValueError, match=r"LayoutSession.set_line_spacing\(spacing\) on view 'text'.*not negative"):
            session.set_line_spacing("text", -1)
        with pytest.raises(InvalidValueError, match=r"LayoutSession.set_line_limit\(limit\) on view 'text'"):
            session.set_line_limit("text", 0)
        with pytest.raises(TypeError, match=r"LayoutSession.set_line_limit\(reserves_space\) on view 'text': expected True or False"):
            session.set_line_limit("text", 2, reserves_space="yes")  # type: ignore[arg-type]
        with pytest.raises(InvalidTreeError, match="Text, not a Measured"):
            session.set_measured_fixed_size("text")
        with pytest.raises(InvalidTreeError, match="Measured, not an Image"):
            session.set_image_size("measured", 1, 1)
        # Nothing changed.
        assert same(session.layout(300, 500).to_dict(), before)
    with pytest.raises(LayoutError, match="closed"):
        session.set_text("text", "x")
    with pytest.raises(ValueError, match="GeometryReader content functions"):
        LayoutSession(GeometryReader(lambda proxy: Color()))
    with pytest.raises(TypeError, match=r"LayoutSession\(view\): expected a View"):
        LayoutSession("view")  # type: ignore[arg-type]


def test_changing_the_tree_from_its_own_callback_is_busy() -> None:
    sessions: list[LayoutSession] = []

    def measure(width: float | None, height: float | None) -> tuple[float, float]:
        sessions[0].set_text("text", "changed from a callback")
        return 10.0, 10.0

    with LayoutSession(HStack(Text("text").id("text"), Measured(measure))) as session:
        sessions.append(session)
        with pytest.raises(BusyError, match="tree is busy"):
            session.layout()


def test_an_unchanged_session_answers_its_last_result() -> None:
    """With nothing changed and the same proposal, ``session.layout`` answers the same result
    (and explains it); a change through the session or its tree, or another proposal, lays
    out again."""
    with LayoutSession(VStack(Text("Score: 0").id("score"), Color().frame(width=30, height=4).id("bar"))) as session:
        first = session.layout(320)
        assert session.tree.layout_stands(session.root, 320.0, None, False)
        assert not session.tree.layout_stands(session.root, 300.0, None, False)
        assert session.layout(320) is first
        assert "got its frame" in first.explain("bar")
        session.set_text("score", "Score: 100")
        assert not session.tree.layout_stands(session.root, 320.0, None, False)
        second = session.layout(320)
        assert second is not first
        assert second["score"].frame.width == 90  # 10 characters of 9
        assert second["score"].lines == [Rect(0, 0, 90, 17)]
        session.tree.set_text(session.view_id("score"), "Score")
        third = session.layout(320)
        assert third is not second and third["score"].lines == [Rect(0, 0, 45, 17)]
        assert session.layout(200) is not third
        rtl = session.layout(200, direction="rtl")
        assert rtl is not third and rtl["bar"].frame.x == 7.5  # centred under the 45-wide "Score"
