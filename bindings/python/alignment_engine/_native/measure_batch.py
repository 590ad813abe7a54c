"""The questions of one call of a batch measure (``Measured(measure_batch=...)``).

A batch measure answers many measured views' sizes in one call: the engine gathers the
questions a layout step needs (every view's ideal and minimum size before a cold layout, a
stack's probes of its children) and asks them together. The function takes a ``MeasureBatch``
and returns one ``(width, height)`` per request, in order: a sequence of pairs, or any buffer
of ``2 * len(batch)`` doubles (a NumPy ``(n, 2)`` float64 array, an ``array('d')``), which is
copied without a Python loop::

    def measure_labels(batch):
        return [label.size(width, height) for label, width, height in batch]

    def measure_boxes(batch):                    # with NumPy: no loop per request
        widths = np.asarray(batch.widths)        # NaN = unspecified
        return np.column_stack([np.fmin(widths, 80.0), np.full(len(batch), 20.0)])
"""

from __future__ import annotations

import ctypes
import itertools
from array import array
from typing import Any, Callable, Iterator, Mapping

from ..errors import CallbackError

__all__ = ["MeasureBatch", "MeasureBatchFunction"]

#: Bytes of one ``ae_measure_request``: the view (int32, then padding), the proposed width and
#: height (doubles) and the view's data (a pointer).
_REQUEST_BYTES = 32


class MeasureBatch:
    """The requests of one batch-measure call: for each, the view, its data (the ``data`` given
    to its ``Measured``) and the proposal. Iterating gives ``(data, width, height)`` with None
    for an unspecified axis; ``widths`` and ``heights`` give the proposals as buffers of
    doubles (NaN = unspecified) that ``numpy.asarray`` reads without copying.
    """

    __slots__ = ("_raw", "_doubles", "_table", "_data")

    def __init__(self, raw: bytes, table: Mapping[int, Any]) -> None:
        self._raw = memoryview(raw)
        self._doubles = self._raw.cast("d")
        self._table = table
        self._data: list[Any] | None = None

    def __len__(self) -> int:
        return len(self._doubles) // 4

    @property
    def widths(self) -> memoryview:
        """The proposed widths, one double per request (NaN = unspecified)."""
        return self._doubles[1::4]

    @property
    def heights(self) -> memoryview:
        """The proposed heights, one double per request (NaN = unspecified)."""
        return self._doubles[2::4]

    @property
    def views(self) -> memoryview:
        """The view ids of the requests (int32)."""
        return self._raw.cast("i")[0::8]

    @property
    def data(self) -> list[Any]:
        """The data of each request's view, in order."""
        if self._data is None:
            table = self._table
            self._data = [table.get(key) for key in self._raw.cast("q")[3::4]]
        return self._data

    def __iter__(self) -> Iterator[tuple[Any, float | None, float | None]]:
        for data, width, height in zip(self.data, self.widths, self.heights):
            yield data, (None if width != width else width), (None if height != height else height)


#: A batch measure: the sizes of a ``MeasureBatch``'s requests, in order.
MeasureBatchFunction = Callable[[MeasureBatch], Any]


def read_requests(address: int, count: int, table: Mapping[int, Any]) -> MeasureBatch:
    """The ``ae_measure_request`` array at ``address``, copied (the batch outlives the call
    safely), with the views' data from ``table`` (by each view's ``view_data``; None when
    absent)."""
    return MeasureBatch(ctypes.string_at(address, count * _REQUEST_BYTES), table)


def write_sizes(sizes: Any, address: int, count: int) -> int:
    """Writes the first ``count`` of ``sizes`` as ``ae_size``s at ``address``; answers how many
    sizes there were (the engine reports a count that is not ``count``)."""
    try:
        buffer = memoryview(sizes)
    except TypeError:
        buffer = None
    if buffer is not None and buffer.format == "d" and buffer.c_contiguous:
        flat = buffer.cast("B").cast("d")
        if len(flat) % 2:
            raise CallbackError(f"a batch measure answered {len(flat)} numbers for {count} requests: sizes are pairs (width, height)")
    else:
        try:
            pairs = list(sizes)
            flat = memoryview(array("d", itertools.chain.from_iterable(pairs)))
        except TypeError as error:
            raise CallbackError(f"a batch measure must answer (width, height) pairs of numbers: {error}") from None
        if len(flat) != 2 * len(pairs):
            raise CallbackError("a batch measure must answer (width, height) pairs: an answer has another length")
    answered = len(flat) // 2
    written = min(answered, count) * 16
    memoryview((ctypes.c_char * (count * 16)).from_address(address)).cast("B")[:written] = flat.cast("B")[:written]
    return answered
