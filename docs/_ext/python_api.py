"""The Python API reference: one page per public module of ``alignment_engine`` (no part of
its name starts with ``_``) documenting the names of its ``__all__`` with autodoc, each name
on the page of the module that defines it (the package's page lists every name it exports
and documents those defined in private modules). Every public name must have a docstring
(or a ``#:`` comment), and functions name the C functions they call."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from pathlib import Path
from types import ModuleType

from rst import index_page

PACKAGE = "alignment_engine"
_C_NAME = re.compile(r"\bae_[a-z_]+\b")
#: The error plumbing every call goes through: not listed among a function's C functions.
_ERROR_FUNCTIONS = {"ae_last_error_message", "ae_status_name"}


def public_modules() -> list[ModuleType]:
    """The package and every public module below it, in name order."""
    package = importlib.import_module(PACKAGE)
    names = [PACKAGE] + sorted(
        info.name
        for info in pkgutil.walk_packages(package.__path__, PACKAGE + ".")
        if not any(part.startswith("_") for part in info.name.split("."))
    )
    return [importlib.import_module(name) for name in names]


def home(module: ModuleType, name: str) -> str:
    """The module whose page documents ``module.name``: where the object is defined when that
    module is public and lists it in its ``__all__``, else ``module`` itself."""
    defined_in = getattr(getattr(module, name), "__module__", None)
    if (
        isinstance(defined_in, str)
        and defined_in.startswith(PACKAGE)
        and not any(part.startswith("_") for part in defined_in.split("."))
        and name in getattr(importlib.import_module(defined_in), "__all__", ())
    ):
        return defined_in
    return module.__name__


def public_names() -> set[str]:
    """The full name of every public name as its page documents it: each name of each public
    module's ``__all__`` and each method and property of the classes among them."""
    names: set[str] = set()
    for module in public_modules():
        for name in getattr(module, "__all__", ()):
            where = home(module, name)
            names.add(f"{where}.{name}")
            value = getattr(module, name)
            if inspect.isclass(value) and where == module.__name__:
                names.update(
                    f"{where}.{name}.{member}" for member in _class_members(value)
                    if _is_routine(inspect.getattr_static(value, member))
                )
    return names


def write_reference(out: Path) -> None:
    """Writes ``index.rst`` and one page per public module into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    modules = public_modules()
    for module in modules:
        (out / f"{module.__name__}.rst").write_text(_module_page(module))
    (out / "index.rst").write_text(index_page(
        "Python API",
        "Every public name of the ``alignment_engine`` package, from its docstrings and type hints. "
        "Start with :doc:`/tutorial`; a function that calls the C library names the "
        ":doc:`C functions </_generated/c/index>` it calls.",
        (m.__name__ for m in modules),
    ))


def _module_page(module: ModuleType) -> str:
    title = f"``{module.__name__}``"
    lines = [title, "=" * len(title), "", f".. automodule:: {module.__name__}", "   :no-members:", ""]
    here: list[str] = []
    elsewhere: list[tuple[str, str]] = []
    for name in getattr(module, "__all__", ()):
        where = home(module, name)
        if where == module.__name__:
            here.append(name)
        else:
            elsewhere.append((name, where))
    if elsewhere:
        lines += ["Also exported here (documented where they are defined):", ""]
        lines += [f"- :py:obj:`{name} <{where}.{name}>` (:doc:`{where}`)" for name, where in elsewhere]
        lines.append("")
    for name in here:
        lines += [_directive(module, name), ""]
    return "\n".join(lines)


def _directive(module: ModuleType, name: str) -> str:
    target = f"{module.__name__}.{name}"
    value = getattr(module, name)
    if inspect.isclass(value):
        members = _class_members(value)
        return f".. autoclass:: {target}\n   :show-inheritance:" + (f"\n   :members: {', '.join(members)}" if members else "")
    if inspect.isfunction(value):
        return f".. autofunction:: {target}"
    return f".. autodata:: {target}\n   :no-value:"


def _class_members(cls: type) -> list[str]:
    """A class's public members: its own and those it inherits from the package's private
    classes (``_Guide``'s ``custom`` on ``VerticalAlignment``), which have no page of their
    own. Methods and properties are all listed (each must have a docstring); other attributes
    when they have one."""
    owners = [
        base for base in cls.__mro__
        if base is cls or (base.__module__.startswith(PACKAGE) and base.__name__.startswith("_"))
    ]
    return list(dict.fromkeys(
        name for owner in owners for name, value in vars(owner).items()
        if not name.startswith("_") and (_is_routine(value) or inspect.getdoc(getattr(cls, name, None)) is not None)
    ))


def _is_routine(value: object) -> bool:
    return inspect.isfunction(value) or isinstance(value, (property, classmethod, staticmethod))


def c_functions_called(obj: object, c_functions: set[str], depth: int = 4) -> list[str]:
    """The C functions a Python function or class reaches, in the order its source first
    names them: ``ae_*`` names in its source (``self._lib.ae_view_set_text``), the opcodes of
    ``Program`` (``AE_OP_FRAME`` does what ``ae_view_apply_frame`` does), and, ``depth``
    calls deep, what the package's functions it calls (``frame_modifier(...)``,
    ``builder.program.frame(...)``, ``tree.set_text(...)``, ``Tree.set_text``), the ``_emit``, ``_apply`` and
    ``_set`` methods of the package's classes it names reach, and the C functions of the
    modifier table's entries it names (``Offset``)."""
    found: dict[str, None] = {}
    for function in _functions_of(obj):
        try:
            source = inspect.getsource(function)
        except (OSError, TypeError):
            continue
        found.update(dict.fromkeys(name for name in _C_NAME.findall(source) if name in c_functions))
        found.update(dict.fromkeys(name for name in _opcode_functions(source, function) if name in c_functions))
        found.update(dict.fromkeys(name for name in _modifier_functions(source, function) if name in c_functions))
        if depth == 0:
            continue
        for callee in _callees(source, function):
            found.update(dict.fromkeys(c_functions_called(callee, c_functions, depth - 1)))
    return [name for name in found if name not in _ERROR_FUNCTIONS]


def _functions_of(obj: object) -> list[object]:
    if isinstance(obj, property):
        return [obj.fget]
    if inspect.isclass(obj):
        return [getattr(obj, name) for name in ("_emit", "_apply", "_set") if name in vars(obj)]
    return [obj] if inspect.isfunction(obj) or inspect.ismethod(obj) else []


def _modifier_functions(source: str, function: object) -> list[str]:
    """The C functions of the entries of the modifier table (``views.modifiers.MODIFIERS``) a
    source names (``self._modifier(Offset, ...)``: ``ae_view_apply_offset``, ``ae_view_set_offset``)."""
    namespace = getattr(function, "__globals__", {})
    entries = [namespace.get(word) for word in re.findall(r"(?<![.\w])([A-Z]\w*)\b", source)]
    return [name for entry in entries if not isinstance(entry, type) for name in getattr(entry, "c_functions", ())]


def _opcode_functions(source: str, function: object) -> list[str]:
    """The C functions of the ``Program`` opcodes (``_FRAME``) a ``Program`` method uses."""
    if not getattr(function, "__qualname__", "").startswith("Program."):
        return []
    names = []
    for opcode in re.findall(r"\b_([A-Z][A-Z_]+)\b", source):
        name = opcode.lower()
        names += [f"ae_view_create_{name}", f"ae_view_apply_{name}", f"ae_view_set_{name}"]
    return names


def _callees(source: str, function: object) -> list[object]:
    """The package's functions, classes and ``Program``/``Tree`` methods a source calls."""
    from alignment_engine import Tree
    from alignment_engine import Program

    namespace = getattr(function, "__globals__", {})
    callees: list[object] = []
    for owner, name in re.findall(r"\b_?([Pp]rogram|[Tt]ree)\.(\w+)", source):
        callees.append(getattr(Program if owner.lower() == "program" else Tree, name, None))
    for name in re.findall(r"(?<![.\w])([A-Za-z]\w*)\(", source):
        value = namespace.get(name)
        if getattr(value, "__module__", "").startswith(PACKAGE) and value is not function:
            callees.append(value)
    return [callee for callee in callees if callee is not None]
