/// The lengths along a lazy container's axis of the rows (a lazy grid's lines) laid out so
/// far, and where each row starts when the others count with an estimate: rows not laid out
/// yet count with the mean length of those laid out (`estimate`). Memory follows the rows
/// laid out, never the row count: they are kept in runs of consecutive rows, which scrolling
/// extends and a jump starts anew.
///
/// Within a run, positions are summed row after row as a stack sums them (each row's length,
/// then the spacing), so a run from the first row gives every row of it the position an
/// eager stack gives it, to the last bit.
struct RowLengths {
    /// Rows `start ..< start + lengths.count`, and `offsets[k]`: where row `start + k` starts
    /// from the run's start (`offsets[lengths.count]`: past the spacing after its last row).
    private struct Run {
        var start: Int
        var lengths: [Double]
        var offsets: [Double] = []

        var end: Int { start + lengths.count }

        mutating func sum(spacing: Double) {
            var sums = [0.0]
            sums.reserveCapacity(lengths.count + 1)
            for length in lengths { sums.append((sums[sums.count - 1] + length) + spacing) }
            offsets = sums
        }
    }

    /// The runs, by start, apart from each other.
    private var runs: [Run] = []
    /// The spacing the runs' offsets were summed with.
    private var spacing = 0.0
    /// How many rows have a length, and the sum of their lengths.
    private(set) var measuredCount = 0
    private var measuredSum = 0.0
    /// The estimate held for the layout call running (`freezeEstimate`), if any.
    private var heldEstimate: Double?

    /// The length a row not laid out counts with: the mean of the rows laid out (0 before any).
    var estimate: Double { heldEstimate ?? (measuredCount > 0 ? measuredSum / Double(measuredCount) : 0) }

    /// Holds the estimate as it is now (once a row measured) until `thawEstimate`, so that
    /// rows measured meanwhile place no row before them elsewhere.
    mutating func freezeEstimate() {
        guard heldEstimate == nil, measuredCount > 0 else { return }
        heldEstimate = measuredSum / Double(measuredCount)
    }

    /// Lets the estimate follow the rows measured again.
    mutating func thawEstimate() { heldEstimate = nil }

    /// Records the lengths of rows `first ..< first + lengths.count`, in place of any they had.
    mutating func record(first: Int, _ lengths: [Double]) {
        guard !lengths.isEmpty else { return }
        let end = first + lengths.count
        var merged = lengths, start = first
        var kept: [Run] = []
        for run in runs {
            if run.end < start || run.start > end {
                kept.append(run)
                continue
            }
            // Overlapping or touching: the new lengths win where they overlap.
            if run.start < start {
                merged = Array(run.lengths[..<(start - run.start)]) + merged
                start = run.start
            }
            if run.end > start + merged.count { merged += run.lengths[(start + merged.count - run.start)...] }
            measuredCount -= run.lengths.count
            measuredSum -= run.lengths.reduce(0, +)
        }
        var run = Run(start: start, lengths: merged)
        run.sum(spacing: spacing)
        measuredCount += merged.count
        measuredSum += merged.reduce(0, +)
        let at = kept.firstIndex { $0.start > start } ?? kept.count
        kept.insert(run, at: at)
        runs = kept
    }

    /// Forgets every length (the rows were regrouped or proposed another length across).
    mutating func removeAll() {
        runs.removeAll()
        measuredCount = 0
        measuredSum = 0
    }

    /// Sums the runs again for a new spacing between rows (the readers below take the
    /// spacing they were summed with).
    mutating func use(_ spacing: Double) {
        guard spacing.bitPattern != self.spacing.bitPattern else { return }
        self.spacing = spacing
        for i in runs.indices { runs[i].sum(spacing: spacing) }
    }

    /// Where row `index` starts: the rows before it (as they measured, else the estimate),
    /// each followed by the spacing (`use`).
    func position(of index: Int) -> Double {
        let step = estimate + spacing
        var position = 0.0, next = 0
        for run in runs {
            if index <= run.start { break }
            position += Double(run.start - next) * step
            if index <= run.end { return position + run.offsets[index - run.start] }
            position += run.offsets[run.lengths.count]
            next = run.end
        }
        return position + Double(index - next) * step
    }

    /// The row at `offset` along the axis (the one whose span, with the spacing after it,
    /// holds it), among `count` rows; 0 before the first, `count - 1` past the last.
    func row(at offset: Double, count: Int) -> Int {
        guard count > 0, offset > 0 else { return 0 }
        let step = estimate + spacing
        var position = 0.0, next = 0
        // Rows `next ..< end` counted with the estimate.
        func inGap(_ end: Int) -> Int? {
            let rows = end - next
            guard rows > 0 else { return nil }
            let length = Double(rows) * step
            if offset < position + length {
                let k = step > 0 ? Int(((offset - position) / step).rounded(.down)) : 0
                return next + min(max(k, 0), rows - 1)
            }
            position += length
            next = end
            return nil
        }
        for run in runs where run.start < count {
            if let found = inGap(run.start) { return found }
            let rows = min(run.end, count) - run.start
            if offset < position + run.offsets[rows] {
                // The last row of the run that starts at or before the offset.
                var low = 0, high = rows - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if position + run.offsets[middle] <= offset { low = middle } else { high = middle - 1 }
                }
                return run.start + low
            }
            position += run.offsets[rows]
            next = run.start + rows
        }
        return inGap(count) ?? count - 1
    }

    /// Bytes held.
    var allocatedBytes: Int { runs.reduce(0) { $0 + 16 * $1.lengths.count + 64 } }
}
