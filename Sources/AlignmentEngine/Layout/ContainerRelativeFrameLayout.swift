/// `.containerRelativeFrame(_:count:span:spacing:alignment:)` and its closure form: on each
/// of its axes the frame is a length computed from its container's length there, proposed
/// to the child, which it aligns in the frame as a fixed frame does; on the other axes it
/// passes its proposal through and takes the child's length.
///
/// The container is the nearest enclosing ScrollView, else the root; its length on an axis is
/// what that ScrollView (or the root) is proposed there, when finite (a ScrollView takes a
/// finite proposal as its own length). Where it is unspecified or infinite, the frame leaves
/// that axis to its child. Apple's formula for `count`, `span` and `spacing`:
/// `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`, at least 0.
///
/// Like the other modifiers it keeps no answers of its own (its container is one dictionary
/// look-up away); answers below a container depend on its length, which no proposal below it carries: a
/// container sized or placed for another length than its content's answers were computed
/// for forgets those answers first (`enterContainer`; a leaf's answers depend on no
/// container and stay), so a pass's caches stay exact. Relayout recomputes a changed
/// ScrollView container for all its lengths (`revalidate`).
enum ContainerRelativeFrameRules: PlacingModifierRules {

    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let lengths = pass.relativeFrameLengths(n, node)
        guard !pass.failed else { return .zero }
        let s = pass.size(pass.child(node), childProposal(lengths, p))
        return Size(width: lengths.width.isNaN ? s.width : lengths.width, height: lengths.height.isNaN ? s.height : lengths.height)
    }

    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { axis == .horizontal ? node.horizontalGuide : node.verticalGuide }
    /// Its lengths come from its container (and may call a host's length function).
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { nil }

    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { false }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        facts.frameFacts(node, constrainsWidth: node.axes.contains(.horizontal), constrainsHeight: node.axes.contains(.vertical))
    }

    static func explanationName(_ d: NodeDescription) -> String { "containerRelativeFrame" }
    static func describe(_ d: NodeDescription) -> String {
        let axes = d.node.axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : d.node.axes == .horizontal ? ".horizontal" : ".vertical"
        guard d.tree.params[d.node, .lengthFunction].isNaN else { return d.call(".containerRelativeFrame", [axes, d.alignment, "{ length, axis in … }"]) }
        let count = Int(d.tree.params[d.node, .count]), span = Int(d.tree.params[d.node, .span])
        return d.call(".containerRelativeFrame", [axes, "count: \(count)", "span: \(span)",
                                                  "spacing: \(ExplanationText.number(d.tree.params[d.node, .relativeSpacing]))", d.alignment])
    }

    /// What the frame proposes its child: its lengths, the proposal on the other axes.
    static func childProposal(_ lengths: Size, _ p: Proposal) -> Proposal {
        Proposal(width: lengths.width.isNaN ? p.width : lengths.width, height: lengths.height.isNaN ? p.height : lengths.height)
    }

    @inline(__always) static func placedChild(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size) -> (proposal: Proposal, size: Size, origin: Point) {
        let c = pass.child(node)
        let cp = childProposal(pass.relativeFrameLengths(n, node), p)
        let cs = pass.size(c, cp)
        return (cp, cs, pass.frameChildOrigin(n, node, p, s, child: c, cp, cs))
    }

    /// Apple's length of `span` of `count` columns with `spacing` between them in `length`.
    static func length(in length: Double, count: Double, span: Double, spacing: Double) -> Double {
        max(0, (length - spacing * (count - 1)) / count * span + spacing * (span - 1))
    }
}

/// The closure forms' length functions and where every container-relative frame finds its
/// container; a tree keeps one (`LayoutTree.relativeFrames`).
struct ContainerRelativeFrames {
    /// The closure forms' functions of the container's length and the axis.
    var lengthFunctions: [(Double, Axis) throws -> Double] = []
    /// How many containerRelativeFrame nodes the tree has had (none: nothing to track).
    var count = 0
    /// The root's proposal in the current layout: the container of frames outside every
    /// ScrollView.
    var rootProposal = Proposal.unspecified
    /// Each frame node's container (its nearest ScrollView node, or -1 for the root), for the
    /// structure version and root they were found for.
    var containers: [Int32: Int32] = [:]
    /// The ScrollView nodes that are a frame's container.
    var scrollContainers: Set<Int32> = []
    var containersVersion = -1
    var containersRoot: Int32 = -1

    /// The key of the root container.
    static let root: Int32 = -1
}

extension LayoutTree {
    /// The container of each containerRelativeFrame node under `root` (one walk per structure).
    func relativeFrameContainers(root: Int32) -> [Int32: Int32] {
        if relativeFrames.containersVersion == structureVersion && relativeFrames.containersRoot == root { return relativeFrames.containers }
        var containers: [Int32: Int32] = [:]
        var stack = [(node: root, container: ContainerRelativeFrames.root)]
        while let (n, container) = stack.popLast() {
            let node = nodes[n]
            if node.kind == .containerRelativeFrame { containers[n] = container }
            let inner = node.kind.isRelativeFrameContainer ? n : container
            for i in 0..<node.childCount { stack.append((childList[node.childStart + i], inner)) }
        }
        relativeFrames.containers = containers
        relativeFrames.scrollContainers = Set(containers.values.filter { $0 != ContainerRelativeFrames.root })
        relativeFrames.containersVersion = structureVersion
        relativeFrames.containersRoot = root
        return containers
    }
}

extension LayoutTree {
    /// The ScrollView nodes under `root` whose length a containerRelativeFrame reads.
    func relativeFrameScrollContainers(root: Int32) -> Set<Int32> {
        _ = relativeFrameContainers(root: root)
        return relativeFrames.scrollContainers
    }
}

extension LayoutPass {
    /// Records that container `key` (a ScrollView node, or `ContainerRelativeFrames.root`
    /// for the root `node`) is being sized or placed proposed `p`; when that differs from the
    /// proposal its content was last answered for, every answer below it is forgotten, since
    /// containerRelativeFrames there read it (for the root, its own answers too: a rigid
    /// node's answer holds for every proposal, not for every container). Leaves keep theirs:
    /// they depend on nothing but the leaf, so a host measure is not asked again.
    func enterContainer(_ key: Int32, node: Int32, _ p: Proposal) {
        guard tree.relativeFrames.count > 0, state.pointee.cache.containerProposals[key] != p else { return }
        if key != ContainerRelativeFrames.root {
            _ = tree.relativeFrameContainers(root: tree.prepared.root)
            guard tree.relativeFrames.scrollContainers.contains(key) else { return }
        }
        state.pointee.cache.containerProposals[key] = p
        func forgetUnlessLeaf(_ n: Int32) {
            if nodes[n].childCount > 0 { state.pointee.cache.forget(n) }
        }
        if key == ContainerRelativeFrames.root {
            forEachNode(inSubtreeOf: node, forgetUnlessLeaf)
            return
        }
        let container = nodes[node]
        for i in 0..<container.childCount {
            forEachNode(inSubtreeOf: child(container, i), forgetUnlessLeaf)
        }
    }

    /// A containerRelativeFrame's lengths (NaN on an axis it leaves to its child); fails the
    /// pass if a length function fails or answers a negative or non-finite length.
    func relativeFrameLengths(_ n: Int32, _ node: Node) -> Size {
        let key = tree.relativeFrameContainers(root: tree.prepared.root)[n] ?? ContainerRelativeFrames.root
        let container = key == ContainerRelativeFrames.root ? tree.relativeFrames.rootProposal : state.pointee.cache.containerProposals[key] ?? .unspecified
        func length(_ axis: Axis, _ available: Double) -> Double {
            guard node.axes.contains(axis == .horizontal ? .horizontal : .vertical), available.isFinite else { return .nan }
            let function = params[node, .lengthFunction]
            guard !function.isNaN else {
                return ContainerRelativeFrameRules.length(in: available, count: params[node, .count], span: params[node, .span],
                                                          spacing: params[node, .relativeSpacing])
            }
            do {
                let result = try tree.relativeFrames.lengthFunctions[Int(function)](available, axis)
                guard result.isFinite, result >= 0 else {
                    fail(LayoutError(.callbackFailed, "the length function of the containerRelativeFrame of \(describeView(n)) answered \(result) for \(available) (\(axis)); a length is a finite number ≥ 0"))
                    return 0
                }
                return result
            } catch {
                fail(LayoutError(.callbackFailed, "the length function of the containerRelativeFrame of \(describeView(n)) failed: \(error)"))
                return 0
            }
        }
        return Size(width: length(.horizontal, container.width), height: length(.vertical, container.height))
    }
}
