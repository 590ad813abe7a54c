"""The tree guard from Python: a callback that closes or uses its own tree gets ``BusyError``
(raised again by the call that ran the callback) instead of crashing, and the tree stays usable."""

from __future__ import annotations

import threading

import pytest

from alignment_engine import BusyError, Program, Tree, VerticalAlignment


def _tree_with_measured_leaf(measure):  # type: ignore[no-untyped-def]
    tree = Tree()
    program = Program()
    leaf = program.measured(tree.define_measure(measure))
    tree.build(program)
    return tree, leaf


def test_close_inside_a_callback_raises_busy_error() -> None:
    holder: dict[str, Tree] = {}

    def measure(width, height):  # type: ignore[no-untyped-def]
        holder["tree"].close()
        return (10, 10)

    tree, leaf = _tree_with_measured_leaf(measure)
    holder["tree"] = tree
    with pytest.raises(BusyError, match=r"tree is busy: Tree.close\(\) was called while Tree.layout is using the tree"):
        tree.layout(leaf, 100, 100)
    # The tree was not closed and still lays out.
    assert not tree.closed
    holder["tree"] = Tree()  # the callback now closes another tree, which is allowed
    assert tree.layout(leaf, 100, 100) == (10, 10)
    assert holder["tree"].closed
    tree.close()
    assert tree.closed


def test_close_inside_a_guide_callback_of_a_guide_position_query_raises() -> None:
    calls = []

    def measure(width, height):  # type: ignore[no-untyped-def]
        if calls:
            tree.close()
        return (10, 10)

    tree, leaf = _tree_with_measured_leaf(measure)
    tree.layout(leaf, 100, 100)
    calls.append(1)
    with pytest.raises(BusyError, match="Tree.guide_position is using the tree"):
        tree.guide_position(leaf, VerticalAlignment.top)
    assert not tree.closed


def test_a_callback_using_its_own_tree_gets_busy_error() -> None:
    def measure(width, height):  # type: ignore[no-untyped-def]
        tree.set_id(0, "renamed")
        return (10, 10)

    tree, leaf = _tree_with_measured_leaf(measure)
    with pytest.raises(BusyError, match=r"tree is busy: Tree.set_id\(\) was called while Tree.layout is using the tree") as caught:
        tree.layout(leaf, 100, 100)
    assert caught.value.status == 11
    assert caught.value.status_name == "AE_ERROR_BUSY"
    tree.close()


def test_another_thread_gets_busy_error_while_a_layout_runs() -> None:
    """While one thread's layout waits in a callback (the library call releases the GIL),
    another thread's calls on the same tree, ``close()`` among them, raise ``BusyError`` and
    change nothing; after the layout returns they work. (Each call holds the tree's lock from
    before it reads the tree's address until the library returns, so a ``close()`` from
    another thread can never free the tree under a call.)"""
    entered, release = threading.Event(), threading.Event()

    def measure(width, height):  # type: ignore[no-untyped-def]
        entered.set()
        release.wait(10)
        return (10, 10)

    tree, leaf = _tree_with_measured_leaf(measure)
    sizes: list[tuple[float, float]] = []
    worker = threading.Thread(target=lambda: sizes.append(tree.layout(leaf, 100, 100)))
    worker.start()
    assert entered.wait(10)
    failures = []
    for call in (tree.close, lambda: tree.set_id(leaf, "x"), tree.frames, lambda: tree.layout(leaf, 50, 50), lambda: tree.all_text_lines()):
        with pytest.raises(BusyError, match="while Tree.layout is using the tree") as caught:
            call()
        failures.append(caught.value)
    release.set()
    worker.join(10)
    assert sizes == [(10.0, 10.0)] and len(failures) == 5
    assert not tree.closed
    tree.set_id(leaf, "x")
    assert tree.layout(leaf, 100, 100) == (10.0, 10.0)
    tree.close()
    assert tree.closed
