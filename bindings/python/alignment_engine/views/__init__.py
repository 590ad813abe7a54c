"""Views in SwiftUI's words, as cheap immutable Python values: stacks, shapes, leaves,
``GeometryReader``, grids, ``ViewThatFits``, scroll views, custom layouts and controls, with their
modifiers (one table, ``modifiers.MODIFIERS``) and the builder that turns them into a tree."""

from .controls import (
    Button, Form, Label, LabeledContent, Link, List, NavigationLink, Picker, ProgressView, Section, SecureField, Slider, Stepper,
    TextField, Toggle,
)
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
    "Button", "Link", "NavigationLink", "Label", "Toggle", "Stepper", "Slider", "ProgressView", "TextField", "SecureField",
    "Picker", "LabeledContent", "List", "Form", "Section",
]
