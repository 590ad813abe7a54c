/// `HStack` and `VStack` (§5): children side by side along the stack's axis, aligned across
/// it on the stack's guide; spacers in them grow along that axis. A stack of rigid children
/// is rigid; its edges ask for zero spacing where its first and last children do.
enum StackRules: ContainerRules {
    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.sizeStack(n, node, p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicitStack(n, node, g, p) }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { node.childCount == 1 ? pass.onlyChildProposal(ofStack: node, p) : nil }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let q = pass.stackPlacementProposal(node, p, s)
        if node.childCount == 1 {
            let guide = pass.guideReader(node.guide)
            let only = pass.solveOnlyChild(node, q, guide, childSize: pass.onlyChildSize(n, node, s, guide))
            body(0, pass.child(node), only.proposal, only.size, only.origin)
            return
        }
        let (_, base) = pass.solveStack(node, q)
        for i in 0..<Int(node.childCount) {
            let frame = pass.stackChildFrame(node, base, i)
            body(Int32(i), pass.child(node, Int32(i)), pass.stackChildProposal(node, q, base, i), frame.size, frame.origin)
        }
        pass.release(base)
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { (node.kind == .hstack) == (axis == .vertical) ? node.guide : nil }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, node.kind == .hstack ? PreparedTree.spacerHorizontal : PreparedTree.spacerVertical) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { facts.allChildrenRigid(node) }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        guard node.childCount > 0 else { return PreparedTree.zeroAll }
        // One child: its edges are the stack's on every side, its guide sources the stack's.
        if node.childCount == 1 { return facts.passedThrough(node) }
        let isH = node.kind == .hstack
        let first = facts.spacing(ofChild: 0, node), last = facts.spacing(ofChild: node.childCount - 1, node)
        let leadingEdge = isH ? PreparedTree.zeroLeading : PreparedTree.zeroTop
        let trailingEdge = isH ? PreparedTree.zeroTrailing : PreparedTree.zeroBottom
        let sides = StructureFacts.spacingBits & ~(leadingEdge | trailingEdge)
        let all = facts.allChildren(node)
        return (first & leadingEdge) | (last & trailingEdge) | (all.spacing & sides) | all.explicit
    }

    static func describe(_ d: NodeDescription) -> String {
        let spacing = d.param(.spacing).isNaN ? "" : ", spacing: \(d.number(d.param(.spacing)))"
        return "\(d.viewName)(alignment: \(d.guide(d.node.guide))\(spacing))"
    }
}

/// HStack and VStack: one algorithm with the axes swapped (semantics §3).
///
/// Scratch layout per child `i` at `base + i * stride`: width, height, proposed major length,
/// min probe, flexibility (max probe - min probe), priority, major origin, minor origin. The
/// fitting order follows at `base + count * stride`.
extension LayoutPass {
    static let stride = 8
    private static let widthSlot = 0, heightSlot = 1, offerSlot = 2, minSlot = 3, flexibilitySlot = 4
    private static let prioritySlot = 5, majorOriginSlot = 6, minorOriginSlot = 7

    /// Where field `field` of child `i` is (no overflow to check: scratch indices are small).
    @inline(__always) private func slot(_ base: Int, _ i: Int, _ field: Int) -> Int { base &+ i &* Self.stride &+ field }

    /// A child index as a scratch number of the fitting order: its bit pattern, so reading
    /// it back is no conversion to check.
    @inline(__always) private static func orderEntry(_ i: Int) -> Double { Double(bitPattern: UInt64(truncatingIfNeeded: i)) }
    @inline(__always) private static func childIndex(_ entry: Double) -> Int { Int(truncatingIfNeeded: entry.bitPattern) }
    /// The child at position `k` of the fitting order stored at `orderBase`.
    @inline(__always) func orderedChild(_ orderBase: Int, _ k: Int) -> Int { Self.childIndex(self[scratch: orderBase &+ k]) }

    func sizeStack(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        if node.childCount == 1 { return solveOnlyChild(node, p, guideReader(node.guide)).stack }
        let (s, base) = solveStack(node, p)
        if s.width == .infinity || s.height == .infinity { checkStackLength(n, node, p, s, base) }
        release(base)
        return s
    }

    /// Fails the pass if solved stack `n` is infinitely long along its axis though none of
    /// its children is: finite children and spacing adding up to infinity overflow, whatever
    /// the stack is proposed. (Placement would also reject it, unless a container that
    /// proposes its children its own size, a ZStack, passed the infinity back down.)
    @inline(never) private func checkStackLength(_ n: Int32, _ node: Node, _ p: Proposal, _ s: Size, _ base: Int) {
        let major: Axis = node.kind == .hstack ? .horizontal : .vertical
        let lengthSlot = major == .horizontal ? Self.widthSlot : Self.heightSlot
        guard s[major] == .infinity, !(0..<Int(node.childCount)).contains(where: { self[scratch: slot(base, $0, lengthSlot)] == .infinity }) else { return }
        let length = major == .horizontal ? "wide" : "tall"
        failOverflow(n, "came out infinitely \(length) for the proposal \(p.proposedViewSize), though none of its children is: its lengths and spacing add up to more than the largest finite number")
    }

    /// The proposal a stack re-lays its children with when placed: an unspecified minor
    /// axis becomes the stack's own size (§3.5).
    func stackPlacementProposal(_ node: Node, _ p: Proposal, _ s: Size) -> Proposal {
        var q = p
        if node.kind == .hstack { if q.height.isNaN { q.height = s.height } } else if q.width.isNaN { q.width = s.width }
        return q
    }

    /// The child proposal recorded for child `i` of a solved stack.
    func stackChildProposal(_ node: Node, _ p: Proposal, _ base: Int, _ i: Int) -> Proposal {
        let offer = self[scratch: slot(base, i, Self.offerSlot)]
        return node.kind == .hstack ? Proposal(width: offer, height: p.height) : Proposal(width: p.width, height: offer)
    }

    /// The child `i` frame origin (in the stack's LTR space) and size of a solved stack.
    func stackChildFrame(_ node: Node, _ base: Int, _ i: Int) -> (origin: Point, size: Size) {
        let size = Size(width: self[scratch: slot(base, i, Self.widthSlot)], height: self[scratch: slot(base, i, Self.heightSlot)])
        let major = self[scratch: slot(base, i, Self.majorOriginSlot)], minor = self[scratch: slot(base, i, Self.minorOriginSlot)]
        let origin = node.kind == .hstack ? Point(x: major, y: minor) : Point(x: minor, y: major)
        return (origin, size)
    }

    /// Sizes and aligns every child for proposal `p`; returns the stack's size and the
    /// scratch base holding the children's numbers (the caller releases it).
    func solveStack(_ node: Node, _ p: Proposal) -> (Size, Int) {
        let count = Int(node.childCount)
        // Every number is written before it is read (the probes' only for the children probed).
        let base = reserveUnwrittenScratch(count * Self.stride + count)
        guard count > 0 else { return (.zero, base) }
        if count == 1 {
            let only = solveOnlyChild(node, p, guideReader(node.guide))
            record(only.size, base, 0)
            self[scratch: slot(base, 0, Self.offerSlot)] = node.kind == .hstack ? only.proposal.width : only.proposal.height
            let origin = node.kind == .hstack ? (only.origin.x, only.origin.y) : (only.origin.y, only.origin.x)
            (self[scratch: slot(base, 0, Self.majorOriginSlot)], self[scratch: slot(base, 0, Self.minorOriginSlot)]) = origin
            return (only.stack, base)
        }
        let major: Axis = node.kind == .hstack ? .horizontal : .vertical
        let minorProposal = p[major.other]
        var totalSpacing = 0.0
        for i in 1..<max(count, 1) { totalSpacing += distance(node, i) }

        if p[major].isNaN {
            // Ideal: every child proposed nil on the major axis, independently (§3.3).
            if batchesMeasures { measureChildrenAhead(node, 0..<count, order: -1, offers: (.nan, .nan), offerCount: 1, minor: minorProposal) }
            for i in 0..<count {
                self[scratch: slot(base, i, Self.offerSlot)] = .nan
                record(sizeForOffer(node, i, .nan, minorProposal), base, i)
            }
        } else {
            distribute(node, base, count, available: p[major] - totalSpacing, minorProposal: minorProposal, major: major)
        }
        return (align(node, base, count, major: major, minorProposal: minorProposal), base)
    }

    @inline(__always) private func sizeForOffer(_ node: Node, _ i: Int, _ offer: Double, _ minor: Double) -> Size {
        size(child(node, Int32(i)), stackProposal(node, offer, minor))
    }

    /// A child's proposal in a stack: `offer` along the stack's axis, `minor` across it.
    @inline(__always) func stackProposal(_ node: Node, _ offer: Double, _ minor: Double) -> Proposal {
        node.kind == .hstack ? Proposal(width: offer, height: minor) : Proposal(width: minor, height: offer)
    }

    @inline(__always) private func record(_ s: Size, _ base: Int, _ i: Int) {
        self[scratch: slot(base, i, Self.widthSlot)] = s.width
        self[scratch: slot(base, i, Self.heightSlot)] = s.height
    }

    /// The space between child `i - 1` and child `i` (§3.1, decision 13).
    @inline(__always) func distance(_ node: Node, _ i: Int) -> Double {
        let spacing = params[node, .spacing]
        if !spacing.isNaN { return spacing }
        let before = info[child(node, Int32(i - 1))], after = info[child(node, Int32(i))]
        let zero = node.kind == .hstack
            ? (before & PreparedTree.zeroTrailing) | (after & PreparedTree.zeroLeading)
            : (before & PreparedTree.zeroBottom) | (after & PreparedTree.zeroTop)
        return zero != 0 ? 0 : Self.defaultSpacing
    }

    /// Space distribution by priority and flexibility (§3.2).
    private func distribute(_ node: Node, _ base: Int, _ count: Int, available start: Double, minorProposal: Double, major: Axis) {
        let orderBase = base + count * Self.stride
        var allEqual = true
        for i in 0..<count {
            let priority = self.priority(child(node, Int32(i)))
            self[scratch: slot(base, i, Self.prioritySlot)] = priority
            self[scratch: slot(base, i, Self.minSlot)] = .nan
            self[scratch: orderBase + i] = Self.orderEntry(i)
            if priority != self[scratch: slot(base, 0, Self.prioritySlot)] { allEqual = false }
        }
        if !allEqual { sortOrder(base, orderBase, count, byFlexibility: false) }
        // Within each group of equal priority, least flexible first.
        var groupStart = 0
        while groupStart < count {
            let groupEnd = allEqual ? count : self.groupEnd(base, orderBase, count, from: groupStart)
            if groupEnd - groupStart >= 2 && !(allEqual && offersAreIdeal(node, count, available: start, minor: minorProposal, major: major)) {
                if batchesMeasures {
                    measureChildrenAhead(node, groupStart..<groupEnd, order: orderBase, offers: (0, .infinity), offerCount: 2, minor: minorProposal)
                }
                let takes = major == .horizontal ? PreparedTree.takesProposedWidth : PreparedTree.takesProposedHeight
                for k in groupStart..<groupEnd {
                    let i = orderedChild(orderBase, k)
                    let c = child(node, Int32(i))
                    let facts = info[c]
                    // A child as long as its offer (a shape) is 0 long at 0 and infinitely
                    // long at infinity: nothing to ask.
                    if facts & takes != 0 {
                        self[scratch: slot(base, i, Self.minSlot)] = 0
                        self[scratch: slot(base, i, Self.flexibilitySlot)] = .infinity
                        continue
                    }
                    let probe = size(c, stackProposal(node, 0, minorProposal))
                    let least = probe[major]
                    self[scratch: slot(base, i, Self.minSlot)] = least
                    // A rigid child is as long for every offer: one probe tells both, and
                    // its size for the offer below.
                    let rigid = facts & PreparedTree.rigid != 0
                    if rigid { record(probe, base, i) }
                    let most = rigid ? least : size(c, stackProposal(node, .infinity, minorProposal))[major]
                    self[scratch: slot(base, i, Self.flexibilitySlot)] = Self.flexibility(least, most)
                }
                sortOrder(base, orderBase + groupStart, groupEnd - groupStart, byFlexibility: true)
            }
            groupStart = groupEnd
        }
        // Reserve the minimum lengths of every group after the first.
        var available = start
        let firstPriority = self[scratch: slot(base, orderedChild(orderBase, 0), Self.prioritySlot)]
        for k in 0..<(allEqual ? 0 : count) {
            let i = orderedChild(orderBase, k)
            guard self[scratch: slot(base, i, Self.prioritySlot)] != firstPriority else { continue }
            if self[scratch: slot(base, i, Self.minSlot)].isNaN {
                let probe = sizeForOffer(node, i, 0, minorProposal)
                self[scratch: slot(base, i, Self.minSlot)] = probe[major]
                if isRigid(child(node, Int32(i))) { record(probe, base, i) }
            }
            available -= self[scratch: slot(base, i, Self.minSlot)]
        }
        // Offer each child an even share of what is left, group by group.
        var k = 0
        while k < count {
            let end = allEqual ? count : groupEnd(base, orderBase, count, from: k)
            if k > 0 {
                for j in k..<end { available += self[scratch: slot(base, orderedChild(orderBase, j), Self.minSlot)] }
            }
            var remaining = Double(end - k)
            for j in k..<end {
                let i = orderedChild(orderBase, j)
                let offer = max(available / remaining, 0)
                self[scratch: slot(base, i, Self.offerSlot)] = offer
                // A rigid child probed above answers the offer with the size recorded then.
                let s: Size
                if !self[scratch: slot(base, i, Self.minSlot)].isNaN && isRigid(child(node, Int32(i))) {
                    s = Size(width: self[scratch: slot(base, i, Self.widthSlot)], height: self[scratch: slot(base, i, Self.heightSlot)])
                } else {
                    s = sizeForOffer(node, i, offer, minorProposal)
                    record(s, base, i)
                }
                if !s[major].isNaN { available -= s[major] }
                remaining -= 1
            }
            k = end
        }
    }

    /// Whether every child of a stack of one priority will be offered exactly its ideal length,
    /// in whatever order the flexibility probes would put them: each child is rigid or keeps
    /// its ideal size for every longer offer (`keepsIdealSize`, its answer already kept), all
    /// are equally long along the axis, and `available` shares out to exactly that length at
    /// every step of the offers. Every child then answers its ideal size for the same offer
    /// as after the probes, so they are not asked: a row of measured leaves proposed its own
    /// ideal width (a VStack placing it) asks no host again.
    private func offersAreIdeal(_ node: Node, _ count: Int, available: Double, minor: Double, major: Axis) -> Bool {
        let ideal = stackProposal(node, .nan, minor)
        /// The child's ideal length, when it is rigid or keeps it for every longer offer.
        func idealLength(_ i: Int) -> Double? {
            let c = child(node, Int32(i))
            let facts = info[c]
            if facts & PreparedTree.rigid != 0 { return size(c, ideal)[major] }
            if facts & PreparedTree.keepsIdealSize != 0 { return keptIdealSize(c, ideal)?[major] }
            return nil
        }
        // The offers as `distribute` makes them, each child answering the first's length:
        // tested before the other children are asked.
        guard let length = idealLength(0) else { return false }
        var left = available
        for k in 0..<count {
            guard max(left / Double(count - k), 0) == length else { return false }
            left -= length
        }
        for i in 1..<count where idealLength(i) != length { return false }
        return true
    }

    /// Whether child `a` comes before child `b`: by descending priority, or within a group
    /// by flexibility (§3.2 b): smaller `max - min` first; when both are infinite, the larger
    /// minimum first.
    @inline(__always) private func comesBefore(_ scratch: UnsafeMutablePointer<Double>, _ base: Int, _ a: Int, _ b: Int, byFlexibility: Bool) -> Bool {
        guard byFlexibility else {
            return scratch[slot(base, a, Self.prioritySlot)] > scratch[slot(base, b, Self.prioritySlot)]
        }
        let flexA = scratch[slot(base, a, Self.flexibilitySlot)], flexB = scratch[slot(base, b, Self.flexibilitySlot)]
        if flexA == .infinity && flexB == .infinity { return scratch[slot(base, a, Self.minSlot)] > scratch[slot(base, b, Self.minSlot)] }
        return flexA < flexB
    }

    /// How flexible a child probed `least` and `most` long is: `most - least`, infinite when
    /// that is not a number (both infinite).
    @inline(__always) private static func flexibility(_ least: Double, _ most: Double) -> Double {
        let flexibility = most - least
        return flexibility.isNaN ? .infinity : flexibility
    }

    /// Where the group of equal priority starting at position `start` of the fitting order
    /// ends (the order sorted by priority).
    @inline(__always) private func groupEnd(_ base: Int, _ orderBase: Int, _ count: Int, from start: Int) -> Int {
        let priority = self[scratch: slot(base, orderedChild(orderBase, start), Self.prioritySlot)]
        var end = start + 1
        while end < count, self[scratch: slot(base, orderedChild(orderBase, end), Self.prioritySlot)] == priority { end += 1 }
        return end
    }

    /// Stable sort of `count` child indices stored at `orderBase`. Nothing is asked of the
    /// children meanwhile, so the scratch buffer stays where it is: one pointer serves.
    private func sortOrder(_ base: Int, _ orderBase: Int, _ count: Int, byFlexibility: Bool) {
        let scratch = scratchBuffer
        if count <= 32 {
            for k in 1..<max(count, 1) {
                let item = scratch[orderBase + k]
                var j = k - 1
                while j >= 0, comesBefore(scratch, base, Self.childIndex(item), Self.childIndex(scratch[orderBase + j]), byFlexibility: byFlexibility) {
                    scratch[orderBase + j + 1] = scratch[orderBase + j]
                    j -= 1
                }
                scratch[orderBase + j + 1] = item
            }
            return
        }
        var items = (0..<count).map { Self.childIndex(scratch[orderBase + $0]) }
        let position = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($1, $0) })
        items.sort { a, b in
            if comesBefore(scratch, base, a, b, byFlexibility: byFlexibility) { return true }
            if comesBefore(scratch, base, b, a, byFlexibility: byFlexibility) { return false }
            return position[a]! < position[b]!
        }
        for (k, item) in items.enumerated() { scratch[orderBase + k] = Self.orderEntry(item) }
    }

    /// Minor-axis alignment and major-axis positions (§3.4); returns the stack's size.
    private func align(_ node: Node, _ base: Int, _ count: Int, major: Axis, minorProposal: Double) -> Size {
        let minor = major.other
        var low = 0.0, high = 0.0
        var infiniteMinor = false
        let guide = guideReader(node.guide)
        for i in 0..<count {
            let s = Size(width: self[scratch: slot(base, i, Self.widthSlot)], height: self[scratch: slot(base, i, Self.heightSlot)])
            let c = child(node, Int32(i))
            let offer = self[scratch: slot(base, i, Self.offerSlot)]
            let proposal = node.kind == .hstack ? Proposal(width: offer, height: minorProposal) : Proposal(width: minorProposal, height: offer)
            let origin = -guideValue(guide, c, proposal, s)
            self[scratch: slot(base, i, Self.minorOriginSlot)] = origin
            low = min(low, origin)
            high = max(high, origin + s[minor])
            infiniteMinor = infiniteMinor || s[minor] == .infinity
        }
        // An infinitely large child makes the stack infinitely large across (not inf - inf).
        if infiniteMinor { (low, high) = (0, .infinity) }
        var position = 0.0
        for i in 0..<count {
            if i > 0 { position += distance(node, i) }
            self[scratch: slot(base, i, Self.majorOriginSlot)] = position
            self[scratch: slot(base, i, Self.minorOriginSlot)] -= low
            position += major == .horizontal ? self[scratch: slot(base, i, Self.widthSlot)] : self[scratch: slot(base, i, Self.heightSlot)]
        }
        // Negative spacing may overlap the children by more than they are long: sizes are
        // never negative.
        let length = max(position, 0)
        return major == .horizontal ? Size(width: length, height: high - low) : Size(width: high - low, height: length)
    }

    /// A stack of one child (as common as wrappers are) solved for proposal `p` without
    /// scratch space or loops: the child is offered the whole length along the axis (there
    /// is no spacing) and aligned across it on the stack's guide (§3.4). Returns the stack's
    /// size, and the child's proposal, size and origin in the stack. `childSize`: the
    /// child's size for that proposal when known (`onlyChildSize`), else it is asked;
    /// `guide`: the stack's guide (`guideReader(node.guide)`).
    @inline(__always) func solveOnlyChild(_ node: Node, _ p: Proposal, _ guide: GuideReader, childSize: Size? = nil) -> (stack: Size, proposal: Proposal, size: Size, origin: Point) {
        let c = child(node)
        let major: Axis = node.kind == .hstack ? .horizontal : .vertical
        let minorProposal = p[major.other]
        let offer: Double
        if p[major].isNaN {
            // Ideal: proposed nil along the axis (§3.3).
            if batchesMeasures { measureChildrenAhead(node, 0..<1, order: -1, offers: (.nan, .nan), offerCount: 1, minor: minorProposal) }
            offer = .nan
        } else {
            offer = max(p[major], 0)
        }
        // What `onlyChildProposal(ofStack:_:)` answers, with the batch questions on the way
        // (written out: calling it here measured 1-2 % slower on `deep`).
        let proposal = stackProposal(node, offer, minorProposal)
        let s = childSize ?? size(c, proposal)
        let origin = -guideValue(guide, c, proposal, s)
        let across = s[major.other]
        // An infinitely large child makes the stack infinitely large across (not inf - inf).
        let (low, high) = across == .infinity ? (0, Double.infinity) : (min(0, origin), max(0, origin + across))
        let length = max(s[major], 0)
        return major == .horizontal
            ? (Size(width: length, height: high - low), proposal, s, Point(x: 0, y: origin - low))
            : (Size(width: high - low, height: length), proposal, s, Point(x: origin - low, y: 0))
    }

    /// What a stack of one child proposed `p` proposes it: the whole length along its axis
    /// (nil stays nil), `p` across.
    @inline(__always) func onlyChildProposal(ofStack node: Node, _ p: Proposal) -> Proposal {
        let major: Axis = node.kind == .hstack ? .horizontal : .vertical
        return stackProposal(node, p[major].isNaN ? .nan : max(p[major], 0), p[major.other])
    }

    /// The size of the only child of stack `n` for every proposal, read from the stack's own
    /// size `s` (the one being placed: no cache lookup) without asking the child (a chain of
    /// wrappers is then placed without sizing each level again), or nil when that size does
    /// not tell it. It tells it when the stack is rigid (so is its child: one size for every
    /// proposal) and aligns by a built-in guide the child sets no value of, and the stack is
    /// finite and not empty on either axis: the stack is then `max(length, 0)` along its axis, which is the child's length
    /// when positive, and as long across as the child (a default guide value lies within
    /// the child, so aligning on it adds nothing).
    @inline(__always) func onlyChildSize(_ n: Int32, _ node: Node, _ s: Size, _ guide: GuideReader) -> Size? {
        guard isRigid(n), guide.builtin != nil, info[child(node)] & guide.source == 0,
              s.width > 0, s.height > 0, s.width < .infinity, s.height < .infinity else { return nil }
        return s
    }
}

extension LayoutPass {
    /// A stack's explicit value: its children's, in the stack's space, combined (`combine`).
    func explicitStack(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        let rule = guideCombine(g)
        if node.childCount != 1 && rule == .none { return nil }
        let s = size(n, p)
        let q = stackPlacementProposal(node, p, s)
        let (_, base) = solveStack(node, q)
        defer { release(base) }
        let axis: Axis = guideIsHorizontal(g) ? .horizontal : .vertical
        var result: Double? = nil
        var count = 0
        for i in 0..<Int(node.childCount) {
            guard let value = explicit(child(node, Int32(i)), g, stackChildProposal(node, q, base, i)) else { continue }
            combine(stackChildFrame(node, base, i).origin[axis] + value, into: &result, count: &count, rule: rule)
        }
        return result
    }
}
