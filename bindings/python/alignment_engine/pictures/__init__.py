"""Pictures of layouts: the scene a layout draws, SVG and PNG pictures of it, and the HTML page
that explains it."""

from .html import save_html, to_html
from .picture import color_rgb, png_bytes, save_png, save_svg, to_svg

__all__ = ["to_svg", "save_svg", "save_png", "png_bytes", "color_rgb", "to_html", "save_html"]
