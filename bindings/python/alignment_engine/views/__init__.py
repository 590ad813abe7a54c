"""Views in SwiftUI's words, as cheap immutable Python values: stacks, shapes, leaves,
``GeometryReader``, grids, ``ViewThatFits``, scroll views and custom layouts, with their
modifiers (one table, ``modifiers.MODIFIERS``) and the builder that turns them into a tree."""

from .custom_layouts import (
    AnyLayout, GridLayout, HStackLayout, Layout, LayoutSubview, LayoutSubviews, ProposedViewSize, SubviewDimensions, ViewSpacing,
    VStackLayout, ZStackLayout,
)
from .geometry_reader import GeometryProxy, GeometryReader
from .grids import Divider, Grid, GridRow, ViewThatFits
from .lazy_grids import GridItem, LazyHGrid, LazyVGrid
from .leaves import Image, Measured, Spacer, Text
from .scrolling import LazyHStack, LazyVStack, ScrollView
from .shapes import Capsule, Circle, Color, Ellipse, Rectangle, RoundedRectangle
from .stacks import HStack, VStack, ZStack
from .view import ForEach, View

__all__ = [
    "View", "ForEach", "HStack", "VStack", "ZStack", "Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle",
    "GeometryReader", "GeometryProxy", "Image", "Text", "Spacer", "Measured", "Grid", "GridRow", "Divider",
    "ViewThatFits", "ScrollView", "LazyHStack", "LazyVStack", "GridItem", "LazyVGrid", "LazyHGrid", "Layout",
    "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "LayoutSubview", "LayoutSubviews",
    "ProposedViewSize", "SubviewDimensions", "ViewSpacing",
]
