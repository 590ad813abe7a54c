/// Batched measurement: the questions a layout will ask of views with a
/// `BatchMeasure`, gathered and asked in one call per measure rather than one call each.
///
/// A cold layout asks every content-sized view below the root for its ideal and minimum
/// sizes up front (`measureAhead`); a stack asks its measured children's probes together
/// (`measureChildrenAhead`). Answers are kept exactly as single answers are (`keepAnswer`), so
/// the layout that follows finds them and asks nothing it did not need: frames are the same
/// as with single calls, for any measure that keeps the contract of `HostMeasure`.
struct MeasureQuestion {
    var node: Int32
    var proposal: Proposal
}

extension LayoutPass {
    /// The proposals asked ahead of a content-sized view: its ideal and its minimum size.
    /// When both answers are equal the view answers that size for every proposal.
    static let aheadProposals = [Proposal.unspecified, Proposal(width: 0, height: 0)]

    /// Asks, in one call per batch measure, every view below `root` with a batch measure that
    /// has no answer yet: a fixed-size view its one size, a content-sized view its ideal and
    /// minimum sizes (`aheadProposals`). Views whose answers cannot be reused are left to the
    /// layout.
    func measureAhead(below root: Int32) {
        var questions: [MeasureQuestion] = []
        var order: [Int32] = []
        var stack: [Int32] = [root]
        while let n = stack.popLast() {
            order.append(n)
            let node = nodes[n]
            if node.kind == .measured {
                let index = node.measureIndex
                guard measures[index].isBatched, !cache.hasAnswers(n) else { continue }
                if measures[index].isFixedSize {
                    questions.append(MeasureQuestion(node: n, proposal: .unspecified))
                } else if measures[index].isContentSized {
                    for p in Self.aheadProposals { questions.append(MeasureQuestion(node: n, proposal: p)) }
                }
                continue
            }
            var i = node.childCount
            while i > 0 {
                i -= 1
                stack.append(child(node, i))
            }
        }
        guard !questions.isEmpty, askBatch(questions) != nil else { return }
        noteRigidity(of: questions, below: order)
    }

    /// A content-sized view whose ideal and minimum answers are equal answers that size for
    /// every proposal (`widenAnswer` kept them as one answer for any length): it is rigid, as
    /// a fixed-size view is, and so are the containers it makes rigid, until it is marked dirty
    /// (`LayoutTree.markDirty` then refreshes the facts). Updates the rigid bits of the views
    /// asked ahead (`questions`, two per content-sized view) and, if any changed, of every
    /// container in `order` (pre-order), children first.
    private func noteRigidity(of questions: [MeasureQuestion], below order: [Int32]) {
        var changed = false
        var q = 0
        while q < questions.count {
            let n = questions[q].node
            let index = nodes[n].measureIndex
            if measures[index].isFixedSize {
                q += 1
                continue
            }
            q += Self.aheadProposals.count
            let proposal = cache.newestSizeProposal(of: n)
            let answersAll = proposal?.width == Self.anyLength && proposal?.height == Self.anyLength
            if answersAll != (info[n] & PreparedTree.rigid != 0) {
                info[n] ^= PreparedTree.rigid
                changed = true
            }
        }
        guard changed else { return }
        let facts = StructureFacts(nodes: nodes, params: params, childList: childList, info: info, guides: guides, measures: measures)
        for n in order.reversed() where !nodes[n].kind.rigidityFollowsAnswers {
            let rigid = facts.bottomUpInfo(n) & PreparedTree.rigid != 0
            if rigid != (info[n] & PreparedTree.rigid != 0) { info[n] ^= PreparedTree.rigid }
        }
    }

    /// Asks together the questions a stack is about to ask its measured children: child
    /// `order(k)` for each `k` in `positions` (the stack's fitting order), proposed `offers`
    /// (the first `offerCount` of them) along the stack's axis and `minor` across it; only
    /// children with a batch measure that no earlier answer holds for. The stack then asks
    /// each child as before and finds the answers.
    func measureChildrenAhead(_ node: Node, _ positions: Range<Int>, order orderBase: Int, offers: (Double, Double), offerCount: Int, minor: Double) {
        guard !suspended, nesting + Self.callbackNesting <= Self.nestingLimit else { return }
        var questions: [MeasureQuestion] = []
        for k in positions {
            let n = child(node, Int32(orderBase < 0 ? k : orderedChild(orderBase, k)))
            let childNode = nodes[n]
            guard childNode.kind == .measured else { continue }
            let index = childNode.measureIndex
            guard measures[index].isBatched else { continue }
            let isFixedSize = measures[index].isFixedSize, isContentSized = measures[index].isContentSized
            for o in 0..<offerCount {
                let p = stackProposal(node, o == 0 ? offers.0 : offers.1, minor)
                // A fixed-size view answers once for every proposal.
                if isFixedSize ? cache.hasAnswers(n) || o > 0 : (isContentSized ? reusedAnswer(n, p) : cachedSize(n, p)) != nil { continue }
                questions.append(MeasureQuestion(node: n, proposal: p))
            }
        }
        // One question alone gains nothing over the stack asking it.
        if questions.count > 1 { askBatch(questions) }
    }

    /// Asks `questions` of their views' batch measures, one call per measure, validates and
    /// keeps every answer; returns the answers in order, or nil when a measure failed (the
    /// pass then fails with an error naming the view and its index in the batch).
    ///
    /// Measures are read field by field (`measures[i].batch`): copying a `HostMeasure` retains
    /// each of its functions, which at 100,000 views costs more than the questions.
    @discardableResult
    func askBatch(_ questions: [MeasureQuestion]) -> [Size]? {
        var answers = [Size](repeating: .zero, count: questions.count)
        let first = measures[nodes[questions[0].node].measureIndex].batch!
        if questions.allSatisfy({ measures[nodes[$0.node].measureIndex].batch === first }) {
            return ask(first, questions, Array(questions.indices), into: &answers) ? answers : nil
        }
        var remaining = Array(questions.indices)
        while let next = remaining.first {
            let batch = measures[nodes[questions[next].node].measureIndex].batch!
            var group: [Int] = [], others: [Int] = []
            for q in remaining {
                if measures[nodes[questions[q].node].measureIndex].batch === batch { group.append(q) } else { others.append(q) }
            }
            guard ask(batch, questions, group, into: &answers) else { return nil }
            remaining = others
        }
        return answers
    }

    /// Asks `batch` the questions at `group`, writing their answers into `answers`.
    private func ask(_ batch: BatchMeasure, _ questions: [MeasureQuestion], _ group: [Int], into answers: inout [Size]) -> Bool {
        let requests = group.map { q in
            let node = nodes[questions[q].node]
            return MeasureRequest(view: ViewID(node.measuredView), key: measures[node.measureIndex].key, proposal: questions[q].proposal.proposedViewSize)
        }
        let first = questions[group[0]].node
        let sizes: [Size]
        nesting += Self.callbackNesting
        defer { nesting -= Self.callbackNesting }
        do {
            sizes = try batch.sizes(requests)
        } catch {
            let about = group.count == 1 ? "" : " (a batch of \(group.count) requests, the first for \(describeView(first)))"
            fail(LayoutError(.callbackFailed, "the batch measure of \(describeView(first)) failed\(about): \(error)", view: viewID(containing: first)))
            return false
        }
        guard sizes.count == group.count else {
            fail(LayoutError(.callbackFailed, "the batch measure of \(describeView(first)) answered \(sizes.count) sizes for \(group.count) requests",
                             view: viewID(containing: first)))
            return false
        }
        for (k, q) in group.enumerated() {
            let n = questions[q].node, s = sizes[k]
            guard !s.width.isNaN, !s.height.isNaN, s.width >= 0, s.height >= 0 else {
                fail(LayoutError(.callbackFailed, "the batch measure answered \(s) for \(describeView(n)) (request \(k) of \(group.count)) proposed \(requests[k].proposal)",
                                 view: viewID(containing: n)))
                return false
            }
            answers[q] = s
            keepAnswer(n, contentSized: measures[nodes[n].measureIndex].isContentSized, questions[q].proposal, s)
        }
        return true
    }
}
