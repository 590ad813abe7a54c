"""What a layout answers: ``LayoutResult`` with a ``ViewLayout`` per view, and the checks that
compare results in tests."""

from .checks import assert_aligned, assert_frames, assert_matches, compare_results
from .result import LayoutResult, ViewLayout

__all__ = ["LayoutResult", "ViewLayout", "assert_aligned", "assert_frames", "assert_matches", "compare_results"]
