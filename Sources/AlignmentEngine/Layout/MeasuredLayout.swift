/// A leaf the host measures (`HostMeasure`): it keeps only the answers its function gave and
/// reuses them as the measure contract allows; its baselines are the host's. A leaf whose
/// host says it has a fixed size is rigid.
enum MeasuredRules: LeafRules {
    static var sizeCaching: AnswerCaching { .byTheKind }
    /// Its baselines are not among its cached answers, and its answers may stand for ranges of
    /// proposals (`anyLength`) that cannot be asked again: the container above compares.
    static var answersCanBeCompared: Bool { false }

    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.measure(n, node, p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.measuredBaseline(n, node, g, p) }

    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { facts.measures[node.measureIndex].isFixedSize }
    /// Found rigid by its answers too (`LayoutPass.measureAhead`), which a host may change.
    static var rigidityFollowsAnswers: Bool { true }
    /// Its answers are its host's for its own content: a change of structure leaves them right.
    static var answersOutliveStructure: Bool { true }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        let measure = facts.measures[node.measureIndex]
        return (measure.firstBaseline != nil || measure.lastBaseline != nil ? PreparedTree.explicitBaseline : 0)
            | (measure.isContentSized ? PreparedTree.keepsIdealSize : 0)
    }
}

extension LayoutPass {
    /// Asks the host for a size, reusing an earlier answer when the contract allows it: an
    /// answer `s` for proposal `q` holds for every proposal between `s` and `q`. Two equal
    /// answers whose proposals lie on both sides of it, from 0 to unspecified, hold for every
    /// length on that axis: they are kept as one answer (`anyLength`).
    func measure(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        // Two fields read in place: a copy of the measure (its functions retained) would cost
        // more than most answers, which come from the kept ones.
        let index = node.measureIndex
        let (contentSized, batched) = measures.withUnsafeBufferPointer { ($0[index].isContentSized, $0[index].isBatched) }
        if contentSized, let s = reusedAnswer(n, p) { return s }
        if batched { return askBatch([MeasureQuestion(node: n, proposal: p)])?[0] ?? .zero }
        let host = measures[index]
        do {
            let s = try host.size(p.proposedViewSize)
            guard !s.width.isNaN, !s.height.isNaN, s.width >= 0, s.height >= 0 else {
                fail(LayoutError(.callbackFailed, "the measure function of \(describeView(n)) answered \(s) for \(p.proposedViewSize)"))
                return .zero
            }
            keepAnswer(n, contentSized: host.isContentSized, p, s)
            return s
        } catch {
            fail(LayoutError(.callbackFailed, "the measure function of \(describeView(n)) failed: \(error)"))
            return .zero
        }
    }

    /// The size node `n` answered for the ideal proposal `p` (unspecified along an axis), when
    /// an earlier answer holds for it: a node with the prepared bit `keepsIdealSize` (a
    /// content-sized measured leaf), whose function is not asked here.
    @inline(__always) func keptIdealSize(_ n: Int32, _ p: Proposal) -> Size? { reusedAnswer(n, p) }

    /// An earlier answer of content-sized node `n` that holds for `p`, if there is one.
    @inline(__always) func reusedAnswer(_ n: Int32, _ p: Proposal) -> Size? {
        cache.firstSize(of: n, where: { q, s in
            Self.answerHolds(q.width, s.width, for: p.width) && Self.answerHolds(q.height, s.height, for: p.height)
        })
    }

    /// Keeps the host's answer `s` to `p` for node `n`, merged into an equal earlier answer
    /// where the contract allows.
    func keepAnswer(_ n: Int32, contentSized: Bool, _ p: Proposal, _ s: Size) {
        if !contentSized || !widenAnswer(n, p, s) { storeSize(n, p, s) }
    }

    /// A measured view's proposal length that stands for every length (never a real one).
    static let anyLength = -1.0

    /// Whether an answer `answer` to proposal `asked` (NaN = unspecified = infinite) also
    /// answers `proposed` on one axis: `proposed` lies between the answer and `asked`.
    @inline(__always) static func answerHolds(_ asked: Double, _ answer: Double, for proposed: Double) -> Bool {
        if asked == anyLength { return true }
        let a = asked.isNaN ? Double.infinity : asked
        let q = proposed.isNaN ? Double.infinity : proposed
        return a == q || (Swift.min(a, answer) <= q && q <= Swift.max(a, answer))
    }

    /// Merges answer `s` to proposal `p` into an equal earlier answer of node `n` when
    /// together they hold for one interval on each axis that a single entry can say: the
    /// same proposed length, or every length (0 and unspecified on both sides of `s`).
    /// Returns whether it merged.
    private func widenAnswer(_ n: Int32, _ p: Proposal, _ s: Size) -> Bool {
        func merged(_ asked: Double, _ proposed: Double, _ answer: Double) -> Double? {
            if asked == Self.anyLength { return asked }
            let a = asked.isNaN ? Double.infinity : asked, q = proposed.isNaN ? Double.infinity : proposed
            if a == q { return asked }
            return Swift.min(a, q, answer) == 0 && Swift.max(a, q, answer) == .infinity ? Self.anyLength : nil
        }
        return cache.widenSize(of: n, s) { q in
            guard let width = merged(q.width, p.width, s.width), let height = merged(q.height, p.height, s.height) else { return nil }
            return Proposal(width: width, height: height)
        }
    }

    func measuredBaseline(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        let measure = measures[node.measureIndex]
        let baseline = BuiltinGuide(id: g)
        guard let function = baseline == .firstTextBaseline ? measure.firstBaseline : baseline == .lastTextBaseline ? measure.lastBaseline : nil else { return nil }
        let s = size(n, p)
        do {
            let value = try function(s)
            guard value.isFinite else {
                fail(LayoutError(.callbackFailed, "the baseline function of \(describeView(n)) answered \(value)"))
                return nil
            }
            return value
        } catch {
            fail(LayoutError(.callbackFailed, "the baseline function of \(describeView(n)) failed: \(error)"))
            return nil
        }
    }
}
