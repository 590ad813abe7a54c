"""The device presets: current iPhones and iPads as a layout sees them (their screen in points,
pixels per point and safe area in each orientation), from the layout core::

    from alignment_engine import devices, layout
    phone = devices.named("iPhone 17")
    phone.screen_size()                 # Size(width=402.0, height=874.0)
    result = layout(view, device="iPhone SE (3rd generation)")
    for phone in devices.SWEEP: ...     # a small, a regular and a large phone

Screen sizes and scales are Apple's (Human Interface Guidelines, Layout); safe areas were
printed by others or are assumed (``docs/decisions.md``, "Device presets").
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

from ._native.library import check, library
from ._native.signatures import DeviceStruct
from .values.geometry import Size
from .values.parameters import EdgeInsets

__all__ = ["Device", "ALL", "SWEEP", "named"]


@dataclass(frozen=True)
class Device:
    """A device preset: ``name`` (Apple's), its screen in portrait (``width`` x ``height``
    points), ``pixel_scale`` (pixels per point) and its safe area in each orientation."""

    name: str
    width: float
    height: float
    pixel_scale: float
    portrait_safe_area: EdgeInsets
    landscape_safe_area: EdgeInsets

    def screen_size(self, orientation: str = "portrait") -> Size:
        """The screen held ``"portrait"`` or ``"landscape"``, in points."""
        return Size(self.width, self.height) if _orientation(orientation) == "portrait" else Size(self.height, self.width)

    def safe_area(self, orientation: str = "portrait") -> EdgeInsets:
        """The safe area's insets held ``"portrait"`` or ``"landscape"``."""
        return self.portrait_safe_area if _orientation(orientation) == "portrait" else self.landscape_safe_area


def _orientation(value: str) -> str:
    if value not in ("portrait", "landscape"):
        raise ValueError(f"orientation: expected 'portrait' or 'landscape', not {value!r}")
    return value


def _insets(c: ctypes.Structure) -> EdgeInsets:
    return EdgeInsets(c.top, c.leading, c.bottom, c.trailing)


def _read() -> tuple[tuple[Device, ...], tuple[Device, ...]]:
    """Every preset, and the sweep's three phones, small to large, from the library."""
    count = ctypes.c_size_t()
    check(library().ae_device_get_count(ctypes.byref(count)))
    found: list[Device] = []
    sweep: dict[int, Device] = {}
    for index in range(count.value):
        c = DeviceStruct()
        check(library().ae_device_get(index, ctypes.byref(c)))
        device = Device(c.name.decode(), c.width, c.height, c.pixel_scale, _insets(c.portrait_safe_area), _insets(c.landscape_safe_area))
        found.append(device)
        if c.sweep:
            sweep[c.sweep] = device
    return tuple(found), tuple(sweep[rank] for rank in sorted(sweep))


_presets: tuple[tuple[Device, ...], tuple[Device, ...]] | None = None


def __getattr__(name: str) -> tuple[Device, ...]:
    """``ALL`` (every preset) and ``SWEEP`` (the phones a check sweeps by default: a small, a
    regular and a large one), read from the library when first asked for."""
    global _presets
    if name not in ("ALL", "SWEEP"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if _presets is None:
        _presets = _read()
    return _presets[0] if name == "ALL" else _presets[1]


def named(name: str) -> Device:
    """The preset Apple calls ``name``; ``KeyError`` listing the names for another."""
    all_devices: tuple[Device, ...] = __getattr__("ALL")
    for device in all_devices:
        if device.name == name:
            return device
    raise KeyError(f"unknown device {name!r} (known: {', '.join(d.name for d in all_devices)})")
