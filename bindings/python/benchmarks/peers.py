"""The benchmark trees of /work/shared/spec/benchmark-shapes.md in Yoga (PyPI ``pyyoga``) and
Taffy (PyPI ``stretchable``), for ``bench.py``'s side-by-side figures.

Flexbox equivalents: a stack is a flex container (``column`` for a VStack, ``row`` for an
HStack) with ``gap`` 8 and ``align-items`` start / center / end for the stack's alignment; a
fixed leaf is a node of style size 20 x h that does not shrink; a flexible leaf (``flexible``)
grows from a zero basis and is 10 high, and its rows stretch across the root; a measured leaf
has a measure function answering 20 x 10. ``deep`` is left out: both engines crash on it
(their layout recurses once per level). Neither has a Text, so the peers have no text figure.

The changes are those of ``bench.py``: the first leaf of the first row (or of the first
container) becomes (20 + step) x (10 + step), by a new style size or, for a measured leaf,
a new answer of its measure function and ``mark_dirty``; a resize is a new root width.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Protocol

PEER_SHAPES = ("wide", "flexible", "nested", "measured")
HEIGHTS = (10.0, 15.0, 20.0)


def leaf_size(step: int) -> tuple[float, float]:
    """The changing leaf's size after ``step`` changes (as in bench.py)."""
    return 20.0 + step, 10.0 + step


class PeerTree(Protocol):
    """A shape built in a peer engine: lay it out for a root width (None: unconstrained),
    change its first leaf, and count its measure calls."""

    calls: int
    leaves: int

    def layout(self, width: float | None) -> None: ...

    def change_leaf(self, step: int) -> None: ...

    def close(self) -> None: ...


def available() -> dict[str, Callable[[str, int], PeerTree]]:
    """The peer engines that import, by name."""
    engines: dict[str, Callable[[str, int], PeerTree]] = {}
    try:
        import pyyoga  # noqa: F401

        engines["yoga"] = YogaTree
    except ImportError:
        pass
    try:
        import stretchable  # noqa: F401

        engines["taffy"] = TaffyTree
    except ImportError:
        pass
    return engines


def _nested_levels(size: int) -> int:
    return max(round(math.log10(size)), 1)


class _Builder:
    """Builds a shape with engine-specific node factories; shared by both peers."""

    def __init__(self, shape: str, size: int) -> None:
        self.shape = shape
        self.size = size
        self.first_leaf: Any = None
        self.leaves = 0
        self.leaf_size = leaf_size(0)
        self.calls = 0

    # Engine hooks: a container (vertical or not, alignment index 0/1/2, stretches across its
    # parent or not, or is the root that fills the root width) and leaves.
    def container(self, vertical: bool, align: int, children: list[Any], stretch: bool = False, fill: bool = False) -> Any:
        raise NotImplementedError

    def fixed(self, width: float, height: float) -> Any:
        raise NotImplementedError

    def flexible(self) -> Any:
        raise NotImplementedError

    def measured(self, changing: bool) -> Any:
        raise NotImplementedError

    def measure(self, changing: bool) -> tuple[float, float]:
        """The answer of a measured leaf's function (counted)."""
        self.calls += 1
        return self.leaf_size if changing else (20.0, 10.0)

    def _leaf(self, j: int) -> Any:
        changing = self.first_leaf is None
        if self.shape == "measured":
            node = self.measured(changing)
        elif self.shape == "flexible" and j % 2:
            node = self.flexible()
        else:
            node = self.fixed(20.0, HEIGHTS[j % 3])
        self.leaves += 1
        if changing:
            self.first_leaf = node
        return node

    def build(self) -> Any:
        if self.shape == "nested":
            return self._nested(0, _nested_levels(self.size))
        rows = [
            self.container(False, r % 3, [self._leaf(j) for j in range(10)], stretch=self.shape == "flexible")
            for r in range(max(self.size // 10, 1))
        ]
        return self.container(True, 1, rows, fill=self.shape == "flexible")

    def _nested(self, level: int, levels: int) -> Any:
        if level == levels - 1:
            children = [self.fixed(20.0, HEIGHTS[i % 3]) for i in range(10)]
            self.leaves += 10
            if self.first_leaf is None:
                self.first_leaf = children[0]
        else:
            children = [self._nested(level + 1, levels) for _ in range(10)]
        return self.container(level % 2 == 0, level % 3, children)


class YogaTree(_Builder):
    """A shape in Yoga through ``pyyoga``."""

    def __init__(self, shape: str, size: int) -> None:
        import pyyoga as yoga

        super().__init__(shape, size)
        self._yoga = yoga
        self._aligns = (yoga.Align.FlexStart, yoga.Align.Center, yoga.Align.FlexEnd)
        self.root = self.build()

    def container(self, vertical: bool, align: int, children: list[Any], stretch: bool = False, fill: bool = False) -> Any:
        # A Yoga root always takes the root width it is given: nothing to do for `fill`.
        yoga = self._yoga
        node = yoga.Node()
        node.flex_direction = yoga.FlexDirection.Column if vertical else yoga.FlexDirection.Row
        node.align_items = self._aligns[align]
        node.set_gap(yoga.Gutter.All, 8)
        if stretch:
            node.align_self = yoga.Align.Stretch
        for child in children:
            node.add_child(child)
        return node

    def fixed(self, width: float, height: float) -> Any:
        node = self._yoga.Node()
        node.width, node.height = width, height
        return node

    def flexible(self) -> Any:
        node = self._yoga.Node()
        node.flex_grow, node.flex_basis, node.height = 1.0, 0.0, 10.0
        return node

    def measured(self, changing: bool) -> Any:
        node = self._yoga.Node()
        node.set_measure_func(lambda width, width_mode, height, height_mode: self.measure(changing))
        return node

    def layout(self, width: float | None) -> None:
        self.root.calculate_layout(width, None)

    def close(self) -> None:
        """Nothing to do: pyyoga frees the nodes with their Python objects."""

    def change_leaf(self, step: int) -> None:
        if self.shape == "measured":
            self.leaf_size = leaf_size(step)
            self.first_leaf.mark_dirty()
        else:
            self.first_leaf.width, self.first_leaf.height = leaf_size(step)


class TaffyTree(_Builder):
    """A shape in Taffy through ``stretchable``. Layout is timed through stretchable's own
    ``taffylib.node_compute_layout_with_measure`` call, without the Python walk over every
    node that ``Node.compute_layout`` adds to read the boxes back."""

    def __init__(self, shape: str, size: int) -> None:
        from stretchable import Node, Style, taffylib
        from stretchable.context import taffy
        from stretchable.style import AlignItems, AlignSelf, FlexDirection
        from stretchable.style.geometry.length import PCT
        from stretchable.style.geometry.size import SizeAvailableSpace

        super().__init__(shape, size)
        self._node, self._style, self._taffylib, self._taffy = Node, Style, taffylib, taffy
        self._directions = (FlexDirection.ROW, FlexDirection.COLUMN)
        self._aligns = (AlignItems.START, AlignItems.CENTER, AlignItems.END)
        self._stretch, self._percent = AlignSelf.STRETCH, PCT
        self._available = SizeAvailableSpace
        # A stretchable Style costs about a millisecond to make: one per distinct style.
        self._styles: dict[str, Any] = {}
        self.root = self.build()
        # Taffy's measure callback, answering the size directly (stretchable's own wrapper
        # makes two attrs objects per call, about 0.2 ms): the changing leaf is known by its id.
        changing = self.first_leaf._node_id
        self._measure_trampoline = lambda known_width, known_height, available_width, available_height, node: self.measure(node == changing)

    def _styled(self, **style: Any) -> Any:
        key = repr(sorted(style.items()))
        known = self._styles.get(key)
        if known is None:
            known = self._styles[key] = self._style(**style)
        return known

    def container(self, vertical: bool, align: int, children: list[Any], stretch: bool = False, fill: bool = False) -> Any:
        extra: dict[str, Any] = {"align_self": self._stretch} if stretch else {}
        if fill:
            extra["size"] = (100 * self._percent, None)
        style = self._styled(flex_direction=self._directions[vertical], align_items=self._aligns[align], gap=8, **extra)
        return self._node(*children, style=style)

    def fixed(self, width: float, height: float) -> Any:
        return self._node(style=self._styled(size=(width, height), flex_shrink=0))

    def flexible(self) -> Any:
        return self._node(style=self._styled(size=(None, 10), flex_grow=1, flex_basis=0))

    def measured(self, changing: bool) -> Any:
        # Registers the node as measured; the layout's trampoline answers for it.
        return self._node(measure=lambda node, known, available: None, style=self._styled())

    def close(self) -> None:
        """Drops the tree's nodes from stretchable's one Taffy store (stretchable never drops
        nodes itself) and from its registry of measured nodes."""
        from stretchable.node import _node_refs

        self._taffylib.node_drop_all(self._taffy._ptr)
        _node_refs.clear()

    def layout(self, width: float | None) -> None:
        space = self._available(width, None).to_dict()
        self._taffy.use_rounding = False
        if not self._taffylib.node_compute_layout_with_measure(self._taffy._ptr, self.root._node_id, space, self._measure_trampoline):
            raise RuntimeError("Taffy failed to lay out the tree")

    def change_leaf(self, step: int) -> None:
        if self.shape == "measured":
            self.leaf_size = leaf_size(step)
            self.first_leaf.mark_dirty()
        else:
            self.first_leaf.style = self._styled(size=leaf_size(step), flex_shrink=0)
