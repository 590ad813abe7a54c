"""``LayoutSession``: builder views laid out again and again, with changes in place.

A session builds its tree once and keeps it, with everything the engine found, between
layouts; a change (a text, a size, a modifier's parameters) marks only the changed view and
its path to the root, so the next layout re-uses every other subtree. It answers exactly
what ``layout()`` answers for the changed views.
"""

from __future__ import annotations

import weakref
from typing import Any, Callable, Iterable, Mapping

from ._native.explainers import TreeExplainer
from ._native.tree import Tree
from .errors import InvalidArgumentError, InvalidTreeError, LayoutError
from .layout import TAPPABLE, configure_text, parse_proposal, set_platform, symbol_size_table, tree_result
from .results.result import LayoutResult, frame_buffer
from .values import _arguments as arguments
from .values.explanation import Explanation
from .values.guides import Alignment, Guide
from .values.layout_value_key import Key, key_name
from .values.parameters import ContentMode, EdgeInsets, Edges, Font, LayoutDirection, SafeAreaRegions, safe_area_insets
from .values.text import DynamicTypeSize, FontWeight, ImageScale, SymbolSize, TruncationMode
from .views._builder import BuildableView, Builder, with_rows
from .views.grids import Grid
from .views.leaves import Text
from .views.modifiers import (
    FixedSize, IgnoresSafeArea, LayoutPriority, Modifier, Offset, Position, aspect_ratio_modifier, frame_modifier, padding_modifier,
    safe_area_padding_modifier,
)
from .views.text_modifiers import (
    BaselineOffset, Bold, DynamicTypeSizeModifier, FontWeightModifier, ImageScaleModifier, Kerning, MinimumScaleFactor, Tracking,
    TruncationModeModifier,
)
from .views.view import View

__all__ = ["LayoutSession"]


class LayoutSession:
    """A view tree built once and laid out as often as needed, changed in place between
    layouts (a UI that lives: an editor, a game menu, a server re-rendering on each request).

    Views are addressed by their ``.id("name")``. Each ``set_*`` takes the same arguments as
    the view's initialiser or modifier method and replaces all its parameters (None is
    SwiftUI's nil: ``set_frame("a", width=80)`` leaves the height to the content, as
    ``.frame(width=80)`` does). The modifier setters change the view's last modifier of that
    kind, or modifier number ``index`` (0 = the first applied) when given. Use it as a context
    manager, or ``close()`` it; a result's ``explanation`` and ``explain`` work until the
    session changes or lays out again. ``layout`` answers in time that follows what changed:
    its result reads frames when they are first asked for (``result.frames``: one array of
    every view's; ``result["name"]``: one view's) and lists the views whose frames the
    layout changed (``result.changed``, with ``result.changed.frames``)::

        with LayoutSession(VStack(Text("Score: 0").id("score"), Color("red").frame(height=4).id("bar"))) as session:
            session.layout(width=320)
            session.set_text("score", "Score: 10")
            session.set_frame("bar", width=120, height=4)
            result = session.layout(width=320)
    """

    def __init__(
        self, view: View, *, guides: Iterable[Guide] = (), platform: str | None = None, metrics: Mapping[str, float] | None = None,
        dynamic_type_size: DynamicTypeSize | str = DynamicTypeSize.large, symbols: dict[str, SymbolSize | tuple[float, float]] | None = None,
        font: Font | None = None,
    ) -> None:
        """Builds ``view``'s tree (``guides``: custom guides to define first; ``platform`` and
        ``metrics``: the profile its controls use; ``dynamic_type_size``, ``symbols`` and
        ``font``: as for ``layout``).

        GeometryReader content functions need a new tree for each layout; a session cannot
        hold them (``ValueError``: use ``layout()``).
        """
        arguments.instance(view, View, "LayoutSession(view)")
        size_of_type = arguments.member(dynamic_type_size, DynamicTypeSize, "LayoutSession(dynamic_type_size)")
        symbol_sizes = symbol_size_table(symbols, "LayoutSession(symbols)")
        root_font = None if font is None else arguments.instance(font, Font, "LayoutSession(font)")
        tree = Tree()
        try:
            for guide in guides:
                tree.guide_id(guide)
            configure_text(tree, size_of_type, symbol_sizes, root_font)
            builder = Builder(tree)
            self._root = builder.build(view)
            set_platform(tree, platform, metrics)
            if builder.readers:
                raise ValueError(
                    "a LayoutSession cannot hold GeometryReader content functions (they are built again for "
                    "each layout's frames); lay such views out with layout()"
                )
        except BaseException:
            tree.close()
            raise
        self._tree = tree
        self._records = builder.records
        self._slots = builder.slot_run
        self._paths = builder.paths()
        self._texts = any(record.type == Text.type_name for record in builder.records)
        # The tappable controls (rows hold none): a result reads their tap targets before the
        # tree lays out again.
        self._taps = tuple((slot, record.type) for record, slot in zip(builder.records, self._slots) if record.type in TAPPABLE)
        # The rows of lazy containers built on demand, by container and row index.
        self._row_tables = builder.row_tables
        # A result keeps reading frames from the tree until the layout after the next one:
        # the tree keeps the previous layout's frames too, while the latest result has not
        # read them all (``layout``).
        tree.keep_previous_frames(True)
        self._keeps_previous = True
        # Room for the first result's frames, touched while the tree is built.
        self._buffer: Any = frame_buffer(tree.view_count)
        self._views: dict[str, tuple[int, BuildableView]] = {
            view.view_id: (view_id, view) for view_id, view in builder.labelled if view.view_id is not None
        }
        # Counts layouts and changes: a result explains itself only while it is the latest.
        self._generation = 0
        # The latest result, answered again while its layout stands, and the one before it.
        self._result: LayoutResult | None = None
        self._previous: weakref.ref[LayoutResult] | None = None

    # Lifetime.

    @property
    def tree(self) -> Tree:
        """The low-level tree (view ids: ``view_id(name)``)."""
        return self._tree

    @property
    def root(self) -> int:
        """The tree's view id of the root view."""
        return self._root

    @property
    def closed(self) -> bool:
        """Whether the session's tree has been freed."""
        return self._tree.closed

    def close(self) -> None:
        """Frees the tree; later calls raise ``LayoutError``. The results it made keep what
        they read: the latest and the one before it read the rest first."""
        if not self._tree.closed:
            self._read_results_now()
        self._tree.close()

    def __enter__(self) -> LayoutSession:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def view_id(self, name: str) -> int:
        """The tree's view id of the view with ``.id(name)``."""
        return self._view(name)[0]

    # Layout.

    def layout(
        self, width: float | str | None = None, height: float | str | None = None, direction: LayoutDirection | str = "ltr",
        *, safe_area: EdgeInsets | tuple[float, float, float, float] | None = None,
    ) -> LayoutResult:
        """Lays the tree out again, as ``layout(view, width, height, direction, safe_area=…)``
        does for the views as changed so far, re-using whatever the changes since the last
        layout left valid (new safe-area insets place again what they move); with nothing
        changed since the last layout for this proposal, answers its result."""
        proposed_width, proposed_height, right_to_left = parse_proposal(width, height, direction, "LayoutSession.layout")
        insets = safe_area_insets(safe_area, "LayoutSession.layout(safe_area)")
        latest = self._result
        if latest is not None and self._tree.layout_stands(self._root, proposed_width, proposed_height, right_to_left, insets):
            return latest
        # The result before the latest loses its frames in the tree with this layout, the
        # latest its Texts' lines: each reads what it still needs (and what it was asked for
        # already it keeps).
        self._read_results_now(latest_frames=False)
        # The latest result reads its frames from the tree's previous ones after this layout,
        # unless it holds them all already (then keeping them would copy every frame moved).
        keeps = latest is not None and latest._reads_frames
        if keeps != self._keeps_previous:
            self._tree.keep_previous_frames(keeps)
            self._keeps_previous = keeps
        self._previous = weakref.ref(latest) if latest is not None else None
        self._result = None
        self._generation += 1
        size = self._tree._layout_checked(self._root, proposed_width, proposed_height, right_to_left, insets)
        buffer, self._buffer = self._buffer, None
        if self._row_tables:
            # The rows this layout built, in document order among the other views.
            records, slots = with_rows(self._tree, self._records, self._slots, self._row_tables)
            explainer = _SessionExplainer(self, self._generation, TreeExplainer(self._tree, lambda: _paths(records, slots)))
            self._result = tree_result(self._tree, size, records, slots, explainer, changed=True, taps=self._taps)
        else:
            explainer = _SessionExplainer(self, self._generation, TreeExplainer(self._tree, self._paths))
            self._result = tree_result(self._tree, size, self._records, self._slots, explainer, changed=True, buffer=buffer, texts=self._texts,
                                       taps=self._taps)
        return self._result

    def _read_results_now(self, latest_frames: bool = True) -> None:
        """The result before the latest reads what it still reads from the tree, and the latest
        its Texts' lines and tap targets (and its frames with ``latest_frames``)."""
        before = self._previous() if self._previous is not None else None
        if before is not None:
            before._read_now()
        if self._result is not None:
            self._result._read_now(frames=latest_frames)

    def set_viewport(self, name: str, offset: float, length: float) -> None:
        """A ScrollView's viewport (``ScrollView.viewport``): the visible part of its content
        starts ``offset`` along its scroll axis and is ``length`` long. Scrolling is a new
        offset: the next layout builds the rows that come into view and drops those far from
        it, and keeps the answers of the rows it keeps."""
        where = self._on(name)
        offset = arguments.real(offset, "LayoutSession.set_viewport(offset)", where)
        self._change(name, Tree.set_viewport, offset, arguments.real(length, "LayoutSession.set_viewport(length)", where, positive=True))

    # Changes of views.

    def mark_dirty(self, name: str) -> None:
        """Says that the view's functions (a ``Measured`` view's measure or baseline
        functions, a guide function) will now answer differently: the next layout asks them again."""
        self._change(name, Tree.mark_dirty)

    def set_layout_value(self, name: str, key: Key, value: float) -> None:
        """Gives the view ``value`` under ``key`` (``View.layout_value``); the custom layout
        it is a subview of is asked again at the next layout."""
        where = self._on(name)
        self._change(name, Tree.set_layout_value, key_name(key, "LayoutSession.set_layout_value(key)", where),
                     arguments.real(value, "LayoutSession.set_layout_value(value)", where))

    def set_text(self, name: str, text: str) -> None:
        """Replaces a Text's characters, keeping its font, line limit and alignment."""
        self._change(name, Tree.set_text, arguments.string(text, "LayoutSession.set_text(text)", self._on(name)))

    def set_line_limit(self, name: str, limit: int | None, reserves_space: bool = False) -> None:
        """A Text's ``.line_limit``: at most ``limit`` lines (None: no limit); with
        ``reserves_space`` a shorter text is as tall as ``limit`` lines. Keeps its line spacing."""
        where = self._on(name)
        limit = arguments.optional_whole(limit, "LayoutSession.set_line_limit(limit)", where, minimum=1)
        self._change(name, Tree.set_line_limit, limit, arguments.boolean(reserves_space, "LayoutSession.set_line_limit(reserves_space)", where))

    def set_line_spacing(self, name: str, spacing: float) -> None:
        """A Text's ``.line_spacing``: points between its lines (>= 0). Keeps its line limit."""
        self._change(name, Tree.set_line_spacing, arguments.real(spacing, "LayoutSession.set_line_spacing(spacing)", self._on(name), minimum=0))

    def set_spacing(
        self, name: str, spacing: float | None = None, *, horizontal: float | None = None, vertical: float | None = None
    ) -> None:
        """An HStack's or VStack's ``spacing``, or a Grid's ``horizontal`` and ``vertical``
        spacings (None = the default)."""
        where = self._on(name)
        if isinstance(self._view(name)[1], Grid):
            if spacing is not None:
                raise TypeError(f"view {name!r} is a Grid: give its spacings as horizontal= and vertical=")
            horizontal = arguments.optional_real(horizontal, "LayoutSession.set_spacing(horizontal)", where)
            self._change(name, Tree.set_grid_spacing, horizontal, arguments.optional_real(vertical, "LayoutSession.set_spacing(vertical)", where))
        else:
            if horizontal is not None or vertical is not None:
                raise TypeError(f"view {name!r} is not a Grid: give its spacing alone")
            self._change(name, Tree.set_spacing, arguments.optional_real(spacing, "LayoutSession.set_spacing(spacing)", where))

    def set_alignment(self, name: str, alignment: Guide | Alignment | None) -> None:
        """A VStack's ``HorizontalAlignment``, an HStack's or GridRow's ``VerticalAlignment``
        (None: a GridRow's grid's), a ZStack's or Grid's ``Alignment``."""
        self._change(name, Tree.set_alignment, alignment)

    def set_image_size(self, name: str, width: float, height: float) -> None:
        """An Image's natural size."""
        where = self._on(name)
        width = arguments.real(width, "LayoutSession.set_image_size(width)", where, minimum=0)
        self._change(name, Tree.set_image_size, width, arguments.real(height, "LayoutSession.set_image_size(height)", where, minimum=0))

    def set_measured_fixed_size(self, name: str, fixed_size: bool = True) -> None:
        """Whether a ``Measured`` view answers the same size for every proposal (its measure
        function is then asked once)."""
        self._change(name, Tree.set_measured_fixed_size, arguments.boolean(fixed_size, "LayoutSession.set_measured_fixed_size(fixed_size)", self._on(name)))

    # Changes of modifiers.

    def set_frame(
        self,
        name: str,
        width: float | None = None,
        height: float | None = None,
        alignment: Alignment = Alignment.center,
        *,
        min_width: float | None = None,
        ideal_width: float | None = None,
        max_width: float | None = None,
        min_height: float | None = None,
        ideal_height: float | None = None,
        max_height: float | None = None,
        index: int | None = None,
    ) -> None:
        """A ``.frame(width:height:alignment:)`` gets these parameters, or with any of the
        ``min_*``, ``ideal_*``, ``max_*`` values a flexible ``.frame(minWidth:…)`` does."""
        flexible = (min_width, ideal_width, max_width, min_height, ideal_height, max_height)
        self._set_modifier(name, frame_modifier(width, height, alignment, flexible, "LayoutSession.set_frame", self._on(name)), index)

    def set_padding(
        self, name: str, edges: float | Edges | EdgeInsets | None = None, length: float | None = None, *, index: int | None = None
    ) -> None:
        """A ``.padding`` gets these insets (the arguments of ``View.padding``)."""
        self._set_modifier(name, padding_modifier(edges, length, "LayoutSession.set_padding", self._on(name)), index)

    def set_offset(self, name: str, x: float = 0.0, y: float = 0.0, *, index: int | None = None) -> None:
        """An ``.offset`` gets this offset."""
        self._set_modifier(name, Offset.make("LayoutSession.set_offset", self._on(name), x, y), index)

    def set_layout_priority(self, name: str, priority: float, *, index: int | None = None) -> None:
        """A ``.layoutPriority`` gets this priority."""
        self._set_modifier(name, LayoutPriority.make("LayoutSession.set_layout_priority", self._on(name), priority), index)

    def set_fixed_size(self, name: str, horizontal: bool = True, vertical: bool = True, *, index: int | None = None) -> None:
        """A ``.fixedSize`` gets these axes."""
        self._set_modifier(name, FixedSize.make("LayoutSession.set_fixed_size", self._on(name), horizontal, vertical), index)

    def set_aspect_ratio(
        self, name: str, ratio: float | None = None, content_mode: ContentMode | str = ContentMode.fit, *, index: int | None = None
    ) -> None:
        """An ``.aspectRatio`` gets this ratio (None = the content's) and content mode."""
        self._set_modifier(name, aspect_ratio_modifier(ratio, content_mode, "LayoutSession.set_aspect_ratio", self._on(name)), index)

    def set_position(self, name: str, x: float = 0.0, y: float = 0.0, *, index: int | None = None) -> None:
        """A ``.position`` gets this point."""
        self._set_modifier(name, Position.make("LayoutSession.set_position", self._on(name), x, y), index)

    def set_ignores_safe_area(
        self, name: str, regions: SafeAreaRegions | str = SafeAreaRegions.all, edges: Edges | str = Edges.all, *, index: int | None = None
    ) -> None:
        """An ``.ignoresSafeArea`` gets these regions and edges."""
        self._set_modifier(name, IgnoresSafeArea.make("LayoutSession.set_ignores_safe_area", self._on(name), regions, edges), index)

    def set_safe_area_padding(
        self, name: str, edges: float | Edges | EdgeInsets | None = None, length: float | None = None, *, index: int | None = None
    ) -> None:
        """A ``.safeAreaPadding`` gets these insets (the arguments of ``View.safe_area_padding``)."""
        self._set_modifier(name, safe_area_padding_modifier(edges, length, "LayoutSession.set_safe_area_padding", self._on(name)), index)

    # Text: fonts, Dynamic Type, fits.

    def set_dynamic_type_size(self, size: DynamicTypeSize | str, name: str | None = None, *, index: int | None = None) -> None:
        """The Dynamic Type size of the whole tree (``name`` None), or of the named view's
        ``.dynamic_type_size`` modifier. The next layout recomputes only the texts and symbols
        whose size changed, and what they affect."""
        if name is None:
            checked = arguments.member(size, DynamicTypeSize, "LayoutSession.set_dynamic_type_size(size)")
            self._before_change()
            self._tree.set_dynamic_type_size(int(checked))
            self._generation += 1
            return
        self._set_modifier(name, DynamicTypeSizeModifier.make("LayoutSession.set_dynamic_type_size", self._on(name), size), index)

    def set_font(self, name: str, font: Font | None) -> None:
        """A Text's own font (``Text.font``; None: its environment's)."""
        font = None if font is None else arguments.instance(font, Font, "LayoutSession.set_font(font)", self._on(name))
        metrics = None if font is None or font.style is not None else font.as_tuple()
        self._change(name, Tree.set_text_font, metrics, font.traits() if font is not None and font.has_traits else None)

    def set_font_weight(self, name: str, weight: FontWeight | str | None, *, index: int | None = None) -> None:
        """A ``.font_weight`` gets this weight (None: each font's own)."""
        self._set_modifier(name, FontWeightModifier.make("LayoutSession.set_font_weight", self._on(name), weight), index)

    def set_bold(self, name: str, is_active: bool = True, *, index: int | None = None) -> None:
        """A ``.bold`` is made active or not."""
        self._set_modifier(name, Bold.make("LayoutSession.set_bold", self._on(name), is_active), index)

    def set_kerning(self, name: str, kerning: float, *, index: int | None = None) -> None:
        """A ``.kerning`` gets these points."""
        self._set_modifier(name, Kerning.make("LayoutSession.set_kerning", self._on(name), kerning), index)

    def set_tracking(self, name: str, tracking: float, *, index: int | None = None) -> None:
        """A ``.tracking`` gets these points."""
        self._set_modifier(name, Tracking.make("LayoutSession.set_tracking", self._on(name), tracking), index)

    def set_baseline_offset(self, name: str, offset: float, *, index: int | None = None) -> None:
        """A ``.baseline_offset`` gets this offset."""
        self._set_modifier(name, BaselineOffset.make("LayoutSession.set_baseline_offset", self._on(name), offset), index)

    def set_minimum_scale_factor(self, name: str, factor: float, *, index: int | None = None) -> None:
        """A ``.minimum_scale_factor`` gets this factor (0 ... 1)."""
        self._set_modifier(name, MinimumScaleFactor.make("LayoutSession.set_minimum_scale_factor", self._on(name), factor), index)

    def set_truncation_mode(self, name: str, mode: TruncationMode | str, *, index: int | None = None) -> None:
        """A ``.truncation_mode`` gets this mode."""
        self._set_modifier(name, TruncationModeModifier.make("LayoutSession.set_truncation_mode", self._on(name), mode), index)

    def set_image_scale(self, name: str, scale: ImageScale | str, *, index: int | None = None) -> None:
        """An ``.image_scale`` gets this scale."""
        self._set_modifier(name, ImageScaleModifier.make("LayoutSession.set_image_scale", self._on(name), scale), index)

    # Helpers.

    def _view(self, name: str) -> tuple[int, BuildableView]:
        try:
            return self._views[name]
        except (KeyError, TypeError):
            raise InvalidArgumentError(f"this session has no view with id {name!r}") from None

    @staticmethod
    def _on(name: str) -> str:
        """Which view a setter's bad argument was for: ``on view 'a'``."""
        return f"on view {name!r}"

    def _change(self, name: str, setter: Callable[..., None], *arguments: object) -> None:
        """Calls the ``Tree`` method ``setter`` on the named view with ``arguments``."""
        view_id = self._view(name)[0]
        self._before_change()
        setter(self._tree, view_id, *arguments)
        self._generation += 1

    def _set_modifier(self, name: str, modifier: Modifier, index: int | None) -> None:
        """Gives the view's modifier number ``index`` (default: its last one of the kind of
        ``modifier``) the parameters of ``modifier``."""
        view_id, view = self._view(name)
        modifiers = view.modifiers
        kind = modifier.kind
        if index is None:
            found = [i for i, applied in enumerate(modifiers) if applied.kind is kind]
            if not found:
                raise InvalidTreeError(f"view {name!r} has no {kind.label} modifier to change")
            index = found[-1]
        elif isinstance(index, bool) or not isinstance(index, int):
            raise TypeError(f"a modifier index is an int, not {index!r}")
        elif not 0 <= index < len(modifiers):
            count = len(modifiers)
            raise InvalidTreeError(f"view {name!r} has {count} modifier{'' if count == 1 else 's'}; there is no modifier {index}")
        elif modifiers[index].kind is not kind:
            raise InvalidTreeError(f"modifier {index} of view {name!r} is {modifiers[index].label}, not {kind.label}")
        assert kind.change is not None, f"{kind.label} cannot be changed in a laid-out tree"
        self._before_change()
        kind.change(self._tree, view_id, index, modifier)
        self._generation += 1

    def _before_change(self) -> None:
        """Before a change in place: the latest result reads its Texts' lines, which the tree
        answers only while its layout stands (its frames stay readable)."""
        if self._result is not None:
            self._result._read_now(frames=False)

    def _check_current(self, generation: int) -> None:
        if generation != self._generation:
            raise LayoutError(
                "this result is from an earlier layout of its LayoutSession, which has changed or laid out "
                "again since; explain the session's latest result"
            )


def _paths(records: Iterable[Any], slots: Iterable[int]) -> dict[str, int]:
    """Each record's path with its view id."""
    return {record.path: slot for record, slot in zip(records, slots)}


class _SessionExplainer:
    """A session result's explainer: the tree's explanation while the result is the latest."""

    def __init__(self, session: LayoutSession, generation: int, explainer: TreeExplainer) -> None:
        self._session = session
        self._generation = generation
        self._explainer = explainer

    def explanation(self) -> Explanation:
        self._session._check_current(self._generation)
        return self._explainer.explanation()

    def trace(self, path: str) -> str:
        self._session._check_current(self._generation)
        return self._explainer.trace(path)
