"""Text measured by a real FreeType font (Pillow's bundled font), aligned on its baselines
by the engine: a large title and a wrapped paragraph in a first-baseline row, then the same
row on last baselines. Prints every frame and writes out/real-font-text.svg and .png.

    PYTHONPATH=bindings/python python3 examples/python/real_font_text.py
"""

from pathlib import Path

from PIL import ImageFont

from alignment_engine import Color, HStack, VerticalAlignment, VStack, layout
from alignment_engine.views.fonts import font_text

title_font = ImageFont.load_default(size=36)
body_font = ImageFont.load_default(size=16)


def row(alignment: VerticalAlignment, name: str) -> HStack:
    return HStack(
        font_text("Title", title_font).id(f"{name}.title"),
        font_text("A paragraph set in a smaller size wraps to several lines", body_font).frame(width=160).id(f"{name}.body"),
        Color("red").frame(width=20, height=1).id(f"{name}.rule"),
        alignment=alignment,
        spacing=8,
    )


result = layout(VStack(row(VerticalAlignment.first_text_baseline, "first"), row(VerticalAlignment.last_text_baseline, "last"), spacing=24))
for view in result:
    if view.id:
        print(f"{view.id:12} {view.frame}")
Path("out").mkdir(exist_ok=True)
result.save_svg("out/real-font-text.svg")
result.save_png("out/real-font-text.png")
print("wrote out/real-font-text.svg and out/real-font-text.png")
