"""The cross-stack alignment example of seed 001 from Python: two VStacks in an HStack aligned
on a custom guide, so that "@CSDN" and "Forever_wj" share their centre line. Prints the
library's version and every named view's frame.

    python3 examples/python/csdn.py        (with the package installed, or PYTHONPATH=bindings/python)
"""

from alignment_engine import Font, HStack, Image, Text, VerticalAlignment, VStack, __version__, layout, version

mid = VerticalAlignment.custom("midAccountAndName", default="d[.top]")
view = HStack(
    VStack(
        Text("@CSDN").alignment_guide(mid, lambda d: d[VerticalAlignment.center]).id("account"),
        Image(120, 120).resizable().frame(width=60, height=60).id("image"),
    ).id("left"),
    VStack(
        Text("CSDN ID:").id("label"),
        Text("Forever_wj", font=Font(28, 22, 6, 0, 15)).alignment_guide(mid, "d[VerticalAlignment.center]").id("name"),
    ).id("right"),
    alignment=mid,
)

result = layout(view)
print(f"alignment_engine {__version__} (library {version()})")
print(f"root {result.size.width:g} x {result.size.height:g}")
for name in ("left", "account", "image", "right", "label", "name"):
    frame = result[name].frame
    print(f"{name:8} ({frame.x:g}, {frame.y:g}, {frame.width:g}, {frame.height:g})")
