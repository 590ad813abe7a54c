"""``ViewDimensions``: what an alignment-guide callable sees of a view (SwiftUI's ``ViewDimensions``).

The class lives in ``guides`` (a guide function takes dimensions, and dimensions are read by
guide, so the two types refer to each other); this module keeps its import path.
"""

from .guides import ViewDimensions

__all__ = ["ViewDimensions"]
