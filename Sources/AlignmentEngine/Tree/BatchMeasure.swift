/// One question a batch measure answers: the size of a view for a proposal.
public struct MeasureRequest: Equatable, Sendable {
    /// The measured view; nil when ``HostMeasure/size`` is called outside a layout.
    public var view: ViewID?
    /// The host's key for the view (``HostMeasure/key``): which of its texts, say.
    public var key: Int
    /// The proposal (nil = unspecified per axis).
    public var proposal: ProposedViewSize

    /// A request for `view` (its `key`) at `proposal`.
    public init(view: ViewID?, key: Int, proposal: ProposedViewSize) {
        self.view = view
        self.key = key
        self.proposal = proposal
    }
}

/// A host measure that answers many questions in one call: every measured view that uses it
/// (``HostMeasure/init(batch:key:firstBaseline:lastBaseline:isContentSized:isFixedSize:)``)
/// is asked through it, with the views' questions gathered into arrays.
///
/// When it is asked: a cold layout first asks, in one call, every content-sized view it will
/// lay out for its ideal size (proposal (nil, nil)) and its minimum size (proposal (0, 0)),
/// and every fixed-size view once (a view whose two answers are equal answers that size for
/// every proposal: it is then laid out as a fixed-size view, until marked dirty); a stack then asks its children's flexibility probes and
/// ideal sizes that no earlier answer holds for together; what is left (a proposal that
/// depends on an answer just given, a view marked dirty) is asked in batches of one. Each
/// view's answers are kept and reused under the contract of ``HostMeasure``, exactly as a
/// single-call measure's are, so both give the same frames.
///
/// The function must answer one size per request, in order: fewer or more, a negative or
/// non-finite size, or a thrown error fails the layout with an error naming the view (and
/// its index in the batch); the tree stays usable.
public final class BatchMeasure {
    /// The sizes of `requests`, one per request, in their order.
    public let sizes: ([MeasureRequest]) throws -> [Size]

    /// A batch measure from its function.
    public init(_ sizes: @escaping ([MeasureRequest]) throws -> [Size]) {
        self.sizes = sizes
    }

    /// The size of the view with `key` for `proposal`, asked as a batch of one outside a
    /// layout (``HostMeasure/size``).
    func size(key: Int, _ proposal: ProposedViewSize) throws -> Size {
        let answers = try sizes([MeasureRequest(view: nil, key: key, proposal: proposal)])
        guard answers.count == 1 else { throw BatchMeasureFailure(description: "it answered \(answers.count) sizes for 1 request") }
        return answers[0]
    }
}

extension HostMeasure {
    /// A measured leaf whose sizes `batch` answers, together with other views'; `key` is how
    /// the host tells its requests apart. ``size`` asks a batch of one (its request names no view).
    public init(
        batch: BatchMeasure,
        key: Int = 0,
        firstBaseline: ((Size) throws -> Double)? = nil,
        lastBaseline: ((Size) throws -> Double)? = nil,
        isContentSized: Bool = true,
        isFixedSize: Bool = false
    ) {
        self.init(.batch(batch, key: key), firstBaseline: firstBaseline, lastBaseline: lastBaseline,
                  isContentSized: isContentSized, isFixedSize: isFixedSize)
    }
}

/// A batch measure broke its contract (an answer count that is not the request count).
struct BatchMeasureFailure: Error, CustomStringConvertible {
    let description: String
}
