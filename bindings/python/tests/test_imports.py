"""The package's modules import each other without cycles and never from a higher layer:
every import counts, including those under ``TYPE_CHECKING`` and inside functions (a cycle
there is still two modules that each need the other); the ctypes table follows the header."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from conftest import PACKAGE_ROOT, REPOSITORY

PACKAGE = "alignment_engine"


def module_files(root: Path = PACKAGE_ROOT / PACKAGE) -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its own name)."""
    modules = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def import_graph(modules: dict[str, Path]) -> dict[str, dict[str, int]]:
    """For each module, the package modules it imports and the line of the first such import."""
    graph: dict[str, dict[str, int]] = {}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        edges: dict[str, int] = {}
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = name.split(".")
                    base = base[: len(base) - node.level + (1 if is_package else 0)]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                # `from package import submodule` imports the submodule; anything else the source.
                targets = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules else source for alias in node.names]
            for target in targets:
                if target in modules and target != name:
                    edges.setdefault(target, node.lineno)
        graph[name] = edges
    return graph


def cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """One cycle through each strongly connected component of more than one module (Tarjan's
    algorithm, iterative), each as a list of modules ending where it starts."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[set[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(graph[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(graph[successor])))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        components.append(component)
    return [_cycle_in(graph, component) for component in components]


def _cycle_in(graph: dict[str, dict[str, int]], component: set[str]) -> list[str]:
    """A shortest cycle through the component's first module (breadth-first search back to it)."""
    start = min(component)
    previous: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for successor in graph[node]:
                if successor == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(previous[path[-1]])
                    return [start, *reversed(path[:-1]), start]
                if successor in component and successor not in previous:
                    previous[successor] = node
                    following.append(successor)
        frontier = following
    raise AssertionError(f"no cycle through {start}")


def describe(graph: dict[str, dict[str, int]], cycle: list[str]) -> str:
    """``a -> b -> a`` with the line of each import: ``a.py:12 -> b.py:30``."""
    steps = [f"{a} (line {graph[a][b]}) -> {b}" if i == 0 else f"(line {graph[a][b]}) -> {b}" for i, (a, b) in enumerate(zip(cycle, cycle[1:]))]
    return " ".join(steps)


@pytest.mark.no_library
def test_the_package_has_no_import_cycles() -> None:
    graph = import_graph(module_files())
    found = cycles(graph)
    assert not found, "import cycles in the package:\n  " + "\n  ".join(describe(graph, cycle) for cycle in found)


@pytest.mark.no_library
def test_the_graph_sees_every_kind_of_import(tmp_path: Path) -> None:
    # The checker itself: relative, absolute, TYPE_CHECKING, function-level and
    # `from . import module` imports all make edges, and a cycle is reported with its lines.
    package = tmp_path / PACKAGE
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("from .a import A\n")
    (package / "a.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .b import B\nA = 1\n")
    (package / "b.py").write_text("def f():\n    from . import c\n")
    (package / "c.py").write_text("import alignment_engine.sub.d\n")
    (package / "sub" / "__init__.py").write_text("")
    (package / "sub" / "d.py").write_text("from ..a import A\nfrom .. import e\n")
    (package / "e.py").write_text("")
    graph = import_graph(module_files(package))
    assert graph == {
        PACKAGE: {f"{PACKAGE}.a": 1},
        f"{PACKAGE}.a": {f"{PACKAGE}.b": 3},
        f"{PACKAGE}.b": {f"{PACKAGE}.c": 2},
        f"{PACKAGE}.c": {f"{PACKAGE}.sub.d": 1},
        f"{PACKAGE}.e": {},
        f"{PACKAGE}.sub": {},
        f"{PACKAGE}.sub.d": {f"{PACKAGE}.a": 1, f"{PACKAGE}.e": 2},
    }
    found = cycles(graph)
    assert found == [[f"{PACKAGE}.a", f"{PACKAGE}.b", f"{PACKAGE}.c", f"{PACKAGE}.sub.d", f"{PACKAGE}.a"]]
    assert describe(graph, found[0]) == (
        f"{PACKAGE}.a (line 3) -> {PACKAGE}.b (line 2) -> {PACKAGE}.c (line 1) -> {PACKAGE}.sub.d (line 1) -> {PACKAGE}.a"
    )


#: The package's layers from the bottom (docs/architecture.md): a module imports only from its
#: own layer or those below it.
LAYERS = (
    ("errors", "program", "_json", "_version"),
    ("values",),
    ("swift",),
    ("_native",),
    ("pictures",),
    ("results", "devices"),
    ("views",),
    ("layout", "swift_layout"),
    ("session",),
    ("layout_checks",),
    ("serve",),
    ("cli",),
    ("", "__main__"),
)


def layer(module: str) -> int:
    """The layer of a package module (``alignment_engine.views.stacks``: the views')."""
    parts = module.split(".")
    top = parts[1] if len(parts) > 1 else ""
    return next(i for i, names in enumerate(LAYERS) if top in names)


@pytest.mark.no_library
def test_no_module_imports_a_higher_layer() -> None:
    graph = import_graph(module_files())
    upward = [
        f"{module} (line {line}) -> {target}"
        for module, edges in graph.items()
        for target, line in edges.items()
        if layer(target) > layer(module)
    ]
    assert not upward, "imports of a higher layer:\n  " + "\n  ".join(upward)


@pytest.mark.no_library
def test_the_signature_table_follows_the_header() -> None:
    from alignment_engine._native.signatures import SIGNATURES

    header = (REPOSITORY / "bindings" / "c" / "include" / "alignment_engine.h").read_text()
    declared = re.findall(r"^[a-z_ ]*\**(ae_[a-z_]+)\(", header, re.M)
    assert list(SIGNATURES) == declared


@pytest.mark.no_library
def test_every_modifier_names_functions_of_the_header() -> None:
    from alignment_engine._native.signatures import SIGNATURES
    from alignment_engine.views.modifiers import MODIFIERS

    assert [name for kind in MODIFIERS.values() for name in kind.c_functions if name not in SIGNATURES] == []
    assert all(kind.change is None or kind.set_function is not None for kind in MODIFIERS.values())
