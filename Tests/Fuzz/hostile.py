"""Hostile documents: recipes that build a document's bytes (big ones as text, never as a
nested Python object, so that neither ``json.dumps`` nor the harness recurses).

A recipe is a dict ``{"name": NAME, ...parameters}``; ``build(recipe)`` answers the bytes,
``RECIPES`` lists the ones the campaign tries with the outcome the spec requires (``"layout"``:
a valid layout; ``"error"``: a rejection whose message contains every word of ``contains``;
``"clean"``: either; ``width``: the result's width when the spec gives it). ``size`` says how heavy a recipe is (the runner gives big ones more time).
"""

from __future__ import annotations

import json
import random
from typing import Any, Callable

Recipe = dict[str, Any]

_LEAF = '{"type":"Color","modifiers":[{"frame":{"width":10,"height":10}}]}'


def _doc(root: str, extra: str = "") -> bytes:
    return ('{"format":1' + extra + ',"root":' + root + "}").encode()


def guide_chain(n: int, doubling: bool = False, axis: str = "vertical") -> bytes:
    """Custom guides g0..g{n-1}, each default reading the next (``d[.g1] + 1`` or, doubling,
    ``d[.g1] + d[.g1]``); the last reads ``d.height``. A stack aligns two views on g0."""
    parts = []
    for i in range(n):
        nxt = f"d[.g{i + 1}]" if i + 1 < n else "d.height / 2"
        expression = f"{nxt} + {nxt}" if doubling else f"{nxt} + 1"
        if doubling and i + 1 == n:
            expression = "1"
        parts.append(json.dumps({"name": f"g{i}", "axis": axis, "default": expression}))
    stack = "HStack" if axis == "vertical" else "VStack"
    root = f'{{"type":"{stack}","alignment":"g0","children":[{_LEAF},{_LEAF.replace("10,", "30,")}]}}'
    return _doc(root, ',"guides":[' + ",".join(parts) + "]")


def modifier_chain(n: int, modifier: str = '{"padding":1}') -> bytes:
    """One view with ``n`` modifiers."""
    return _doc('{"type":"Color","modifiers":[' + ",".join([modifier] * n) + "]}")


def deep_tree(n: int, kind: str = "VStack") -> bytes:
    """Stacks nested ``n`` deep around one leaf."""
    opening = '{"type":"' + kind + '","children":['
    return _doc(opening * n + _LEAF + "]}" * n)


def deep_modifier_content(n: int) -> bytes:
    """Overlays nested ``n`` deep (each overlay's content has an overlay)."""
    opening = '{"type":"Color","modifiers":[{"overlay":{"content":'
    return _doc(opening * n + _LEAF + "}}]}" * n)


def deep_json(n: int, where: str = "root") -> bytes:
    """Arrays nested ``n`` deep, as the root or as the value of an unknown key."""
    nested = "[" * n + "]" * n
    if where == "root":
        return _doc(nested)
    return _doc(_LEAF, f',"{where}":{nested}')


def wide(n: int) -> bytes:
    """An HStack with ``n`` children."""
    return _doc('{"type":"HStack","children":[' + ",".join([_LEAF] * n) + "]}")


def expression_doc(expression: str, place: str = "value", proposal: str = "null") -> bytes:
    """A guide expression where it is used: an explicit ``value`` the stack aligns on, or the
    ``default`` of a custom guide a stack aligns on; ``proposal`` is the proposed width."""
    if place == "value":
        child = {"type": "Color", "modifiers": [{"frame": {"width": 10, "height": 10}},
                                                {"alignmentGuide": {"guide": "top", "value": expression}}]}
        root = {"type": "HStack", "alignment": "top", "children": [child, json.loads(_LEAF)]}
        guides = ""
    else:
        root = {"type": "HStack", "alignment": "g", "children": [json.loads(_LEAF), json.loads(_LEAF)]}
        guides = ',"guides":[' + json.dumps({"name": "g", "axis": "vertical", "default": expression}) + "]"
    return _doc(json.dumps(root), f',"proposal":{{"width":{proposal},"height":null}}' + guides)


def literal(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


def raw_bytes(hex_text: str) -> bytes:
    return bytes.fromhex(hex_text)


def view_doc(view: Any, top: str = "") -> bytes:
    """A document whose root is ``view`` (a dict, written as JSON), with extra top-level text."""
    return _doc(json.dumps(view), top)


def infinite_probe() -> bytes:
    """Issue item 5: ``HStack { Text("Hi"); VStack { ZStack { Color } } }`` at width 300."""
    root = {"type": "HStack", "children": [{"type": "Text", "text": "Hi"},
                                           {"type": "VStack", "children": [{"type": "ZStack", "children": [{"type": "Color"}]}]}]}
    return _doc(json.dumps(root), ',"proposal":{"width":300,"height":null}')


BUILDERS: dict[str, Callable[..., bytes]] = {
    "guide-chain": guide_chain,
    "modifier-chain": modifier_chain,
    "deep-tree": deep_tree,
    "deep-modifier-content": deep_modifier_content,
    "deep-json": deep_json,
    "wide": wide,
    "expression": expression_doc,
    "literal": literal,
    "bytes": raw_bytes,
    "view": view_doc,
    "infinite-probe": infinite_probe,
}


def build(recipe: Recipe) -> bytes:
    """The document bytes of a recipe."""
    parameters = {k: v for k, v in recipe.items() if k not in ("name", "expect", "contains", "size", "width")}
    return BUILDERS[recipe["name"]](**parameters)


def _color(*modifiers: Any, **fields: Any) -> dict[str, Any]:
    return {"type": "Color", **fields, "modifiers": list(modifiers)}


def _r(name: str, expect: str, contains: list[str] | None = None, size: str = "small", **parameters: Any) -> Recipe:
    """A recipe with its required outcome (an ``"error"`` without ``contains`` must still name a place)."""
    recipe: Recipe = {"name": name, **parameters, "expect": expect, "size": size}
    if contains:
        recipe["contains"] = contains
    return recipe


#: The hostile inputs and their required outcomes.
RECIPES: list[Recipe] = [
    _r("guide-chain", "layout", n=20_000, size="big"),
    _r("guide-chain", "layout", n=70),
    _r("guide-chain", "layout", n=30, doubling=True, size="big"),
    _r("guide-chain", "layout", n=24, doubling=True, axis="horizontal"),
    _r("modifier-chain", "layout", n=40_000, size="big"),
    _r("modifier-chain", "layout", n=40_000, modifier='{"offset":{"x":1}}', size="big"),
    _r("modifier-chain", "layout", n=20_000, modifier='{"alignmentGuide":{"guide":"top","value":"d[.top] + 1"}}', size="big"),
    _r("deep-tree", "layout", n=1_000),
    _r("deep-tree", "layout", n=10_000, size="big"),
    # The result of a tree 1,000,000 deep cannot be written: its view paths alone take 10^12
    # bytes (document.md's paths), so a clean error naming root is as right as a layout.
    _r("deep-tree", "clean", n=1_000_000, size="huge"),
    _r("deep-tree", "clean", n=1_000_000, kind="ZStack", size="huge"),
    _r("deep-tree", "clean", n=10_000_000, size="giant"),
    _r("deep-modifier-content", "layout", n=1_000),
    _r("deep-modifier-content", "clean", n=100_000, size="big"),
    _r("deep-json", "error", n=1_000_000, size="big"),
    _r("deep-json", "error", n=1_000_000, where="extra", size="big"),
    _r("wide", "layout", n=100_000, size="big"),
    _r("expression", "error", ["root.children[0].modifiers[1]"], expression="d[.top] / 0"),
    _r("expression", "error", ["guides[0]"], expression="d[.top] / 0", place="default"),
    _r("expression", "error", ["root.children[0].modifiers[1]"], expression="(1e308 * 10) - (1e308 * 10)"),
    _r("expression", "error", ["root.children[0].modifiers[1]"], expression="1e308 * 10"),
    _r("expression", "error", ["root.children[0].modifiers[1]"], expression="-(1e308 * 10)"),
    _r("expression", "error", ["guides[0]"], expression="d.width * 1e308 * 10", place="default"),
    _r("expression", "layout", expression="d.width - d.width", proposal='"infinity"'),
    _r("expression", "clean", expression="d[.bottom] - d[.bottom]", place="default", proposal='"infinity"'),
    _r("infinite-probe", "layout", width=300),
    _r("view", "error", ["proposal.width"], view=_color(), top=',"proposal":{"width":"-infinity"}'),
    _r("view", "error", ["root.modifiers[0].frame.width"], view=_color({"frame": {"width": "-infinity"}})),
    _r("view", "error", ["root.modifiers[0].frame.maxWidth"], view=_color({"frame": {"maxWidth": "-infinity"}})),
    _r("view", "error", ["root.modifiers[0].frame.minWidth"], view=_color({"frame": {"minWidth": -5}})),
    _r("view", "error", ["root.width"], view={"type": "Image", "width": -1, "height": 5}),
    _r("view", "error", ["fonts.body.advance"], view={"type": "Text", "text": "x"},
       top=',"fonts":{"body":{"size":1,"ascent":1,"descent":1,"advance":-1}}'),
    _r("view", "error", ["pixelScale"], view=_color(), top=',"pixelScale":0'),
    _r("view", "error", ["pixelScale"], view=_color(), top=',"pixelScale":-2'),
    _r("view", "clean", view=_color({"padding": 1e308}, {"padding": 1e308})),
    _r("view", "clean", view={"type": "HStack", "spacing": 1e308, "children": [_color(), _color(), _color()]}),
    _r("view", "clean", view=_color({"offset": {"x": 1e308}}, {"offset": {"x": 1e308}})),
    _r("view", "clean", view=_color({"frame": {"width": 1e308, "height": 1e308}}, {"padding": 1e308})),
    _r("view", "clean", view={"type": "Image", "width": 1e308, "height": 1e-308, "resizable": False}),
    _r("view", "clean", view=_color({"position": {"x": 1e308, "y": -1e308}}, {"offset": {"x": 1e308}})),
    _r("view", "clean", view=_color({"aspectRatio": {"ratio": 1e-308}}), top=',"proposal":{"width":1e308,"height":1e308}'),
    _r("view", "clean", view={"type": "Text", "text": "x" * 100_000}, top=',"proposal":{"width":50,"height":null}'),
    _r("view", "clean", view={"type": "Text", "text": "x"}, top=',"pixelScale":1e-300'),
    _r("view", "clean", view={"type": "Text", "text": "a b c", "lineLimit": 2},
       top=',"fonts":{"body":{"size":0,"ascent":0,"descent":0,"advance":0}},"proposal":{"width":0,"height":0}'),
    _r("view", "error", ["root.children[1].id"], view={"type": "HStack", "children": [_color(id="a"), _color(id="a")]}),
    _r("view", "error", ["root.bogus"], view={"type": "Color", "bogus": 1}),
    _r("view", "error", ["root.modifiers[0].frame.depth"], view=_color({"frame": {"depth": 1}})),
    _r("view", "error", ["root.type"], view={"type": "Gird"}),
    _r("view", "error", ["root.modifiers[0].alignmentGuide.value"], view=_color({"alignmentGuide": {"guide": "top", "value": "d[.top"}})),
    _r("view", "error", ["root.modifiers[0].alignmentGuide.value"],
       view=_color({"alignmentGuide": {"guide": "top", "value": "d[explicit: .top]"}})),
    _r("view", "error", ["guides[0]"], view=_color(), top=',"guides":[{"name":"g","axis":"vertical","default":"d[.g]"}]'),
    _r("view", "error", ["guides[1]"], view=_color(),
       top=',"guides":[{"name":"g","axis":"vertical","default":"1"},{"name":"g","axis":"vertical","default":"2"}]'),
    _r("view", "error", ["guides[0]"], view=_color(), top=',"guides":[{"name":"top","axis":"vertical","default":"1"}]'),
    _r("view", "error", ["root.alignment"], view={"type": "HStack", "alignment": "leading", "children": []}),
    _r("view", "error", ["unknownTop"], view=_color(), top=',"unknownTop":1'),
    _r("literal", "error", ["format"], text='{"format":2,"root":{"type":"Color"}}'),
    _r("view", "error", ["root.modifiers[0].frame"], view=_color({"frame": {"width": 1, "minHeight": 2}})),
    _r("literal", "error", ["line"], text=""),
    _r("literal", "error", ["line"], text='{"root":'),
    _r("literal", "error", ["root"], text="{}"),
    _r("literal", "error", ["line"], text='{"root":{"type":"Color"}} trailing'),
    _r("literal", "error", ["line"], text='{"root":{"type":"Color","modifiers":[{"padding":NaN}]}}'),
    _r("literal", "error", text='{"root":{"type":"Color","modifiers":[{"padding":1e400}]}}'),
    _r("literal", "error", text='{"root":{"type":"Color","modifiers":[{"frame":{"width":-1e400}}]}}'),
    _r("literal", "clean", text='{"root":{"type":"Text","text":"\\ud800"}}'),
    _r("literal", "error", ["root"], text='{"root":{"type":"Color"},"root":{"type":"Color"}}'),
    _r("literal", "clean", text='{"root":{"type":"Text","text":"a\\u0000b"}}'),
    _r("bytes", "error", hex_text=('{"root":{"type":"Text","text":"\xff\xfe"}}').encode("latin-1").hex()),
    _r("bytes", "error", hex_text=b'{"root":{"type":"Text","text":"\xc3"}}'.hex()),
    _r("bytes", "error", hex_text=b'{"root":{"type":"Text","text":"\xed\xa0\x80"}}'.hex()),
    _r("bytes", "clean", hex_text=b'\xef\xbb\xbf{"root":{"type":"Color"}}'.hex()),
    _r("bytes", "error", hex_text=b'{"root":{"type":"Color"}}\x00'.hex()),
]


def mutated_text(rng: random.Random, text: str) -> bytes:
    """A byte-level mutation of a document's text: a character dropped, doubled, replaced,
    a number made extreme, a string made invalid UTF-8."""
    data = bytearray(text.encode())
    if not data:
        return bytes(data)
    choice = rng.random()
    position = rng.randrange(len(data))
    if choice < 0.25:
        del data[position]
    elif choice < 0.45:
        data.insert(position, data[position])
    elif choice < 0.6:
        data[position] = rng.choice(b'{}[]",:0-9eE.\\ntfa \xff\xc3')
    elif choice < 0.8:
        digits = [i for i, c in enumerate(data) if chr(c).isdigit()]
        if digits:
            i = rng.choice(digits)
            token = rng.choice([b"1e400", b"-1e400", b"-0", b"1e-400", b"9007199254740993", b'"infinity"', b'"-infinity"', b"null", b"[]"])
            data[i : i + 1] = token
    else:
        data.insert(position, rng.choice([0xFF, 0xC3, 0xED, 0x80]))
    return bytes(data)
