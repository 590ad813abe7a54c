import XCTest
import TestSupport
@testable import AlignmentEngine

/// Incremental relayout: a tree laid out again after changes in place answers what a cold layout of the
/// changed tree answers. Random trees get random sequences of changes; after each step the
/// live tree (laid out incrementally) is compared with a fresh tree built from the same
/// recipe (laid out cold): every frame, outer frame and text line.
///
/// The random tests run a few hundred trees each; `ALIGNMENT_RELAYOUT_SCALE=N` runs N times
/// as many (the long run of docs/guide.md: a lazy grid bug needed 4,000 trees to show).
final class IncrementalRelayoutTests: XCTestCase {
    /// `count` trees, times `ALIGNMENT_RELAYOUT_SCALE` when it is set.
    private func trees(_ count: Int) -> ClosedRange<Int> {
        1...(count * (ProcessInfo.processInfo.environment["ALIGNMENT_RELAYOUT_SCALE"].flatMap { Int($0) }.map { max($0, 1) } ?? 1))
    }

    func testRandomChangeSequencesMatchColdLayouts() throws {
        var checked = 0
        let seeds = trees(300)
        for seed in seeds {
            var random = SplitMix64(seed: UInt64(seed))
            let recipe = Recipe.random(&random)
            let live = try recipe.build()
            var proposal = recipe.randomProposal(&random)
            var safeArea = recipe.randomSafeArea(&random)
            try live.tree.layout(live.root, proposal: proposal, safeArea: safeArea)
            try assertSame(live, recipe, proposal, safeArea: safeArea, "seed \(seed), first layout")
            for step in 0..<8 {
                for _ in 0...random.below(2) {
                    switch random.below(8) {
                    case 0: proposal = recipe.randomProposal(&random)
                    case 1: safeArea = recipe.randomSafeArea(&random)
                    default: try recipe.change(live.tree, &random)
                    }
                }
                try live.tree.layout(live.root, proposal: proposal, safeArea: safeArea)
                try assertSame(live, recipe, proposal, safeArea: safeArea, "seed \(seed), step \(step)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 8 * seeds.count)
    }

    /// `changedViews()` lists exactly the views whose frame or outer frame differs from the
    /// layout before (a frame comparison of every view), after changes, new proposals,
    /// structure changes (cold layouts that compare) and a first layout (every view placed).
    func testChangedViewsAreTheViewsWhoseFramesChanged() throws {
        func frames(_ tree: LayoutTree) -> [Double] {
            var frames = [Double](repeating: .nan, count: tree.viewCount * 8)
            frames.withUnsafeMutableBufferPointer { _ = tree.copyFrames(into: $0) }
            return frames
        }
        func changed(_ before: [Double], _ after: [Double]) -> Set<Int32> {
            var views = Set<Int32>()
            for v in 0..<(after.count / 8) {
                let old = v * 8 < before.count ? Array(before[(v * 8)..<(v * 8 + 8)]) : Array(repeating: .nan, count: 8)
                let new = Array(after[(v * 8)..<(v * 8 + 8)])
                if zip(old, new).contains(where: { $0 != $1 && !($0.isNaN && $1.isNaN) }) { views.insert(Int32(v)) }
            }
            return views
        }
        var structural = 0
        for seed in trees(200) {
            var random = SplitMix64(seed: UInt64(seed))
            let recipe = Recipe.random(&random)
            let live = try recipe.build()
            var proposal = recipe.randomProposal(&random)
            try live.tree.layout(live.root, proposal: proposal)
            XCTAssertEqual(Set(live.tree.changedViews().map(\.index)), changed([], frames(live.tree)), "seed \(seed), first layout")
            for step in 0..<8 {
                let before = frames(live.tree)
                if random.below(5) == 0 {
                    // A structure change (a new view beside the root's subtree): a cold layout.
                    try live.tree.add(.shape(.color))
                    structural += 1
                } else if random.below(6) == 0 {
                    proposal = recipe.randomProposal(&random)
                } else {
                    try recipe.change(live.tree, &random)
                }
                try live.tree.layout(live.root, proposal: proposal)
                XCTAssertEqual(Set(live.tree.changedViews().map(\.index)), changed(before, frames(live.tree)), "seed \(seed), step \(step)")
            }
        }
        XCTAssertGreaterThan(structural, 100)
    }

    /// A layout of another root leaves the views of the first without frames, whether the
    /// layouts list their changes (they compare each frame, and list the views no longer
    /// placed) or not (nobody asked: the frames are unplaced before placement).
    func testAnotherRootLeavesTheFirstRootsViewsWithoutFrames() throws {
        for tracking in [false, true] {
            let tree = LayoutTree()
            let first = try tree.add(.shape(.rectangle)), second = try tree.add(.shape(.rectangle))
            try tree.layout(first, proposal: ProposedViewSize(width: 30, height: 20))
            if tracking { _ = tree.changedViews() }
            XCTAssertEqual(tree.frame(of: first), Rect(x: 0, y: 0, width: 30, height: 20))
            try tree.layout(second, proposal: ProposedViewSize(width: 40, height: 10))
            XCTAssertNil(tree.frame(of: first), "tracking \(tracking)")
            XCTAssertEqual(tree.frame(of: second), Rect(x: 0, y: 0, width: 40, height: 10))
            if tracking { XCTAssertEqual(Set(tree.changedViews()), [first, second]) }
        }
    }

    /// Resized again and again, a tree's answers stop growing: past three times what its
    /// last cold layout kept, the containers' answers are dropped and the next layout is cold
    /// but keeps the leaves' answers (decisions, "Incremental relayout" item 9). Every
    /// layout, before and after that, answers what a cold layout does.
    func testResizedAgainAndAgainTheAnswersStayBoundedAndRight() throws {
        var pruned = 0, checked = 0
        let seeds = trees(40)
        for seed in seeds {
            var random = SplitMix64(seed: UInt64(2_000 + seed))
            let recipe = Recipe.random(&random)
            let live = try recipe.build()
            try live.tree.layout(live.root, proposal: recipe.randomProposal(&random))
            for step in 0..<150 {
                if random.below(8) == 0 { try recipe.change(live.tree, &random) }
                let proposal = recipe.randomProposal(&random)
                try live.tree.layout(live.root, proposal: proposal)
                if live.tree.cache.holdsOnlyLeafAnswers { pruned += 1 }
                XCTAssertFalse(live.tree.cache.hasGrown, "seed \(seed), step \(step)")
                try assertSame(live, recipe, proposal, "seed \(seed), step \(step)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 150 * seeds.count)
        // 13 prunings today: the layouts right after them are checked too.
        XCTAssertGreaterThanOrEqual(pruned, 10)
    }

    /// Many changes before one layout: relayout walks the marked part of the tree once,
    /// children before parents, however many paths share it (it was quadratic in the number
    /// of changed containers).
    func testManyChangesAtOnceMatchColdLayouts() throws {
        var checked = 0
        let seeds = trees(100)
        for seed in seeds {
            var random = SplitMix64(seed: UInt64(1_000 + seed))
            let recipe = Recipe.random(&random)
            let live = try recipe.build()
            let proposal = recipe.randomProposal(&random)
            try live.tree.layout(live.root, proposal: proposal)
            for step in 0..<4 {
                for _ in 0..<(4 + random.below(12)) { try recipe.change(live.tree, &random) }
                try live.tree.layout(live.root, proposal: proposal)
                try assertSame(live, recipe, proposal, "seed \(seed), step \(step)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 4 * seeds.count)
    }

    /// Batched measurement: the same random trees with every measured view answered by one batch
    /// measure, laid out cold and after changes, give the frames of single-call measures.
    func testBatchedMeasuresGiveTheFramesOfSingleCalls() throws {
        var checked = 0
        let seeds = trees(300)
        for seed in seeds {
            var random = SplitMix64(seed: UInt64(seed))
            let recipe = Recipe.random(&random)
            let live = try recipe.build(batched: true)
            var proposal = recipe.randomProposal(&random)
            try live.tree.layout(live.root, proposal: proposal)
            try assertSame(live, recipe, proposal, "seed \(seed), batched, first layout")
            for step in 0..<4 {
                if random.below(4) == 0 { proposal = recipe.randomProposal(&random) } else { try recipe.change(live.tree, &random) }
                try live.tree.layout(live.root, proposal: proposal)
                try assertSame(live, recipe, proposal, "seed \(seed), batched, step \(step)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 4 * seeds.count)
    }

    func testUnchangedRelayoutKeepsFramesAndAsksNoMeasureAgain() throws {
        var calls = 0
        let tree = LayoutTree()
        let leaf = try tree.add(.measured(HostMeasure(size: { _ in calls += 1; return Size(width: 20, height: 10) })))
        let row = try tree.add(.hstack(spacing: 8))
        let image = try tree.add(.image(width: 30, height: 5))
        try tree.setChildren(of: row, to: [leaf, image])
        try tree.layout(row)
        let first = calls
        try tree.layout(row)
        XCTAssertEqual(calls, first)
        XCTAssertEqual(tree.frame(of: image), Rect(x: 28, y: 2.5, width: 30, height: 5))
        // A measured view marked dirty is asked again, once per proposal it was asked.
        try tree.markDirty(leaf)
        try tree.layout(row)
        XCTAssertEqual(calls, 2 * first)
        XCTAssertEqual(tree.frame(of: image), Rect(x: 28, y: 2.5, width: 30, height: 5))
    }

    /// `layoutStands` says when a layout would return at once: the same request as the last
    /// successful layout, nothing changed since, no GeometryReader reporting to the host.
    func testLayoutStandsUntilSomethingChanges() throws {
        let tree = LayoutTree()
        let image = try tree.add(.image(width: 30, height: 5))
        let row = try tree.add(.hstack(spacing: 8))
        try tree.setChildren(of: row, to: [image])
        let proposal = ProposedViewSize(width: 100, height: nil)
        XCTAssertFalse(tree.layoutStands(row, proposal: proposal, direction: .leftToRight))
        try tree.layout(row, proposal: proposal)
        XCTAssertTrue(tree.layoutStands(row, proposal: proposal, direction: .leftToRight))
        XCTAssertFalse(tree.layoutStands(row, proposal: .unspecified, direction: .leftToRight))
        XCTAssertFalse(tree.layoutStands(row, proposal: proposal, direction: .rightToLeft))
        XCTAssertFalse(tree.layoutStands(image, proposal: proposal, direction: .leftToRight))
        try tree.setImageSize(of: image, width: 40, height: 5)
        XCTAssertFalse(tree.layoutStands(row, proposal: proposal, direction: .leftToRight))
        XCTAssertEqual(try tree.layout(row, proposal: proposal), Size(width: 40, height: 5))
        XCTAssertTrue(tree.layoutStands(row, proposal: proposal, direction: .leftToRight))
        let reader = try tree.add(.geometryReader)
        let column = try tree.add(.vstack())
        try tree.setChildren(of: column, to: [row, reader])
        try tree.observeGeometry(of: reader) { _ in }
        try tree.layout(column, proposal: proposal)
        XCTAssertFalse(tree.layoutStands(column, proposal: proposal, direction: .leftToRight))
    }

    /// Relayout forgets the answers it recomputes and stores the new ones in their slots, so
    /// a tree relaid out again and again keeps its answers in the same storage: no growth, no
    /// fresh memory (decisions, "Incremental relayout" item 8).
    func testRelayoutStoresNewAnswersWhereTheForgottenOnesWere() throws {
        let tree = LayoutTree()
        let leaf = try tree.add(.image(width: 20, height: 10))
        var top = leaf
        for level in 0..<200 {
            let stack = try tree.add(level % 2 == 0 ? .hstack(alignment: .top, spacing: 0) : .vstack(alignment: .leading, spacing: 0))
            try tree.setChildren(of: stack, to: [top])
            try tree.apply(.padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), to: stack)
            top = stack
        }
        let proposal = ProposedViewSize(width: 1_000, height: nil)
        try tree.layout(top, proposal: proposal)
        let bytes = tree.cache.allocatedBytes
        for step in 1...6 {
            try tree.setImageSize(of: leaf, width: 20 + Double(step), height: 10)
            XCTAssertEqual(try tree.layout(top, proposal: proposal), Size(width: 20 + Double(step) + 400, height: 410))
            XCTAssertEqual(tree.frame(of: leaf), Rect(x: 200, y: 200, width: 20 + Double(step), height: 10))
            XCTAssertEqual(tree.cache.allocatedBytes, bytes, "step \(step)")
        }
    }

    /// A lazy grid that a relayout moved with its parent, keeping its subtree, and that is
    /// placed again later at the frame it was first placed at: its unchanged lines keep the
    /// frames they have, which are where the grid is now, not where it was placed (4,000
    /// random sequences found it: the lines compared the grid's new frame with the one they
    /// were placed at).
    func testALazyGridMovedAndBackPlacesItsChildrenWithIt() throws {
        let tree = LayoutTree()
        let text = try tree.add(.text(TextContent("ab")))
        let cell = try tree.add(.image(width: 10, height: 10))
        let grid = try tree.add(.lazyHGrid(rows: [GridItem(.fixed(10))], alignment: .center, spacing: nil))
        try tree.setChildren(of: grid, to: [cell])
        let row = try tree.add(.hstack(alignment: .top, spacing: 0))
        try tree.setChildren(of: row, to: [text, grid])
        try tree.layout(row, proposal: .unspecified)
        XCTAssertEqual(tree.frame(of: cell), Rect(x: 18, y: 0, width: 10, height: 10))
        // The text grows: the grid moves along, its subtree kept.
        try tree.setText("abcd", of: text)
        try tree.layout(row, proposal: .unspecified)
        XCTAssertEqual(tree.frame(of: cell), Rect(x: 36, y: 0, width: 10, height: 10))
        // Back, with a change noted at the grid (a layout value of its cell): placed again.
        try tree.setText("ab", of: text)
        try tree.setLayoutValue(Indent.self, 3, of: cell)
        try tree.layout(row, proposal: .unspecified)
        XCTAssertEqual(tree.frame(of: cell), Rect(x: 18, y: 0, width: 10, height: 10))
    }

    /// A GridRow set back to its grid's alignment lays out as `GridRow(alignment: nil)`.
    func testGridRowBackToItsGridsAlignment() throws {
        let tree = LayoutTree()
        let grid = try tree.add(.grid(alignment: .center))
        let row = try tree.add(.gridRow(alignment: .top))
        let tall = try tree.add(.image(width: 10, height: 40))
        let short = try tree.add(.image(width: 10, height: 10))
        try tree.setChildren(of: row, to: [tall, short])
        try tree.setChildren(of: grid, to: [row])
        try tree.layout(grid)
        XCTAssertEqual(tree.frame(of: short)?.y, 0)
        try tree.resetAlignment(ofGridRow: row)
        try tree.layout(grid)
        XCTAssertEqual(tree.frame(of: short)?.y, 15)
        XCTAssertThrowsError(try tree.resetAlignment(ofGridRow: grid))
    }

    func testFixedSizeMeasuredViewIsAskedOnce() throws {
        var calls = 0
        let tree = LayoutTree()
        let leaves = try (0..<10).map { _ in
            try tree.add(.measured(HostMeasure(size: { _ in calls += 1; return Size(width: 20, height: 10) }, isFixedSize: true)))
        }
        let row = try tree.add(.hstack(spacing: 8))
        try tree.setChildren(of: row, to: leaves)
        let column = try tree.add(.vstack())
        try tree.setChildren(of: column, to: [row])
        try tree.layout(column, proposal: ProposedViewSize(width: 100, height: nil))
        XCTAssertEqual(calls, 10)
        XCTAssertEqual(tree.frame(of: leaves[9]), Rect(x: 252, y: 0, width: 20, height: 10))
    }

    /// Fuzzing (seed 31): a subtree kept from the last layout must not be moved to an
    /// infinite origin; that layout fails as a cold one does.
    func testAKeptSubtreeMovedToAnInfiniteOriginFails() throws {
        let tree = LayoutTree()
        let empty = try tree.add(.hstack())
        try tree.apply(.flexibleFrame(maxWidth: .infinity, alignment: .trailing), to: empty)
        try tree.layout(empty, proposal: ProposedViewSize(width: 100, height: 10))
        XCTAssertEqual(tree.frame(of: empty), Rect(x: 100, y: 0, width: 0, height: 0))
        XCTAssertThrowsError(try tree.layout(empty, proposal: ProposedViewSize(width: .infinity, height: 10))) {
            XCTAssertTrue(($0 as? LayoutError)?.message.contains("its x would be inf") == true, "\($0)")
        }
        XCTAssertNil(tree.frame(of: empty))
    }

    /// Fuzzing (seed 6): a kept subtree moved from x = 1e308 to x = 5 came out at
    /// x = 0 (1e308 + (5 - 1e308) is 0 in floating point); far from zero a moved subtree is
    /// placed anew, and frames keep their offsets from the subtree's origin.
    func testASubtreeMovedFromFarAwayLandsWhereAColdLayoutPutsIt() throws {
        let tree = LayoutTree()
        let root = try tree.add(.divider)
        let content = try tree.add(.divider)
        let leaf = try tree.add(.image(width: 4, height: 2))
        let stack = try tree.add(.hstack(spacing: 0))
        try tree.setChildren(of: stack, to: [content, leaf])
        try tree.apply(.offset(x: 1e308, y: 86), to: stack)
        try tree.apply(.overlay(stack, alignment: .top), to: root)
        try tree.layout(root, proposal: ProposedViewSize(width: 10, height: nil))
        XCTAssertEqual(tree.frame(of: leaf)?.x, 1e308)
        try tree.setModifier(.offset(x: 5, y: -3), at: 0, of: stack)
        try tree.layout(root, proposal: ProposedViewSize(width: 10, height: nil))
        // The 5-wide stack is centred over the 10-wide divider (x = 2.5), then offset by 5.
        XCTAssertEqual(tree.frame(of: stack), Rect(x: 7.5, y: -3, width: 5, height: 2))
        XCTAssertEqual(tree.frame(of: leaf), Rect(x: 8.5, y: -3, width: 4, height: 2))
    }

    func testChangesOfTheWrongKindAreErrors() throws {
        let tree = LayoutTree()
        let image = try tree.add(.image(width: 10, height: 10))
        try tree.apply(.padding(EdgeInsets(4)), to: image)
        XCTAssertThrowsError(try tree.setText("x", of: image)) { XCTAssertEqual(($0 as? LayoutError)?.message, "view #0 is an Image, not a Text") }
        XCTAssertThrowsError(try tree.setModifier(.offset(x: 1, y: 1), at: 0, of: image)) {
            XCTAssertEqual(($0 as? LayoutError)?.message, "modifier 0 of view #0 is padding, not offset; a modifier's kind cannot change")
        }
        XCTAssertThrowsError(try tree.setModifier(.padding(EdgeInsets(1)), at: 1, of: image)) {
            XCTAssertEqual(($0 as? LayoutError)?.message, "view #0 has 1 modifier; there is no modifier 1")
        }
        XCTAssertThrowsError(try tree.setModifier(.padding(EdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)), at: 0, of: image))
        try tree.setModifier(.padding(EdgeInsets(6)), at: 0, of: image)
        XCTAssertEqual(try tree.layout(image), Size(width: 22, height: 22))
    }
}

// MARK: Recipes: a tree described as data, built into a tree the same way every time

/// A small random tree as data: views with their kinds, modifiers and children.
private final class Recipe {
    enum Leaf { case image(Double, Double), text(String), measured(Int), color, spacer }
    /// A container: 0 HStack, 1 VStack, 2 ZStack, 3 LazyVStack, 4 LazyHStack, 5 LazyVGrid,
    /// 6 LazyHGrid (items `gridItems[alignment]`), 7 ScrollView (axes by `alignment`, one child).
    enum Kind { case leaf(Leaf), stack(Int, alignment: Int, spacing: Double?) }
    static let gridItems: [[GridItem]] = [[GridItem(.adaptive(minimum: 20))], [GridItem(.fixed(30)), GridItem(.flexible(minimum: 20))],
                                          [GridItem(.flexible(), spacing: 2), GridItem(.adaptive(minimum: 15, maximum: 40), alignment: .topLeading)]]
    static let scrollAxes: [Axis.Set] = [.vertical, .horizontal, [.horizontal, .vertical]]
    struct Item {
        var kind: Kind
        var modifiers: [LayoutModifier]
        var children: [Int]
        /// The view's `Indent` layout value, read when it is a subview of an `Indented`.
        var indent: Double? = nil
    }

    var items: [Item] = []
    /// Natural sizes of measured views, read by their measure functions (shared by every
    /// tree built from the recipe).
    let measured = MeasuredSizes()

    static func random(_ r: inout SplitMix64) -> Recipe {
        let recipe = Recipe()
        _ = recipe.add(depth: 0, &r)
        return recipe
    }

    private func add(depth: Int, _ r: inout SplitMix64) -> Int {
        let kind: Kind
        var children: [Int] = []
        if depth < 3 && (depth == 0 || r.below(3) != 0) {
            let container = r.below(9)
            kind = .stack(container, alignment: r.below(3), spacing: r.below(3) == 0 ? nil : Double(r.below(3) * 4))
            for _ in 0..<(container == 7 ? 1 : 1 + r.below(4)) { children.append(add(depth: depth + 1, &r)) }
        } else {
            switch r.below(5) {
            case 0: kind = .leaf(.image(Double(10 + r.below(20)), Double(5 + r.below(20))))
            case 1: kind = .leaf(.text(String(repeating: "ab ", count: 1 + r.below(6))))
            case 2:
                measured.sizes.append(Size(width: Double(10 + r.below(60)), height: Double(5 + r.below(10))))
                measured.constant.append(r.below(2) == 0)
                kind = .leaf(.measured(measured.sizes.count - 1))
            case 3: kind = .leaf(.color)
            default: kind = .leaf(.spacer)
            }
        }
        var modifiers: [LayoutModifier] = []
        for _ in 0..<r.below(3) { modifiers.append(Self.randomModifier(&r)) }
        items.append(Item(kind: kind, modifiers: modifiers, children: children, indent: r.below(3) == 0 ? Double(r.below(20)) : nil))
        return items.count - 1
    }

    static func randomModifier(_ r: inout SplitMix64) -> LayoutModifier {
        switch r.below(9) {
        case 7:
            let edges: [Edge.Set] = [.all, .top, .bottom, .horizontal, [.top, .leading]]
            return .ignoresSafeArea(r.below(4) == 0 ? .keyboard : .all, edges: edges[r.below(edges.count)])
        case 8: return .safeAreaPadding(EdgeInsets(top: Double(r.below(3) * 5), leading: Double(r.below(2) * 7), bottom: 0, trailing: Double(r.below(3) * 3)))
        case 6:
            let axes: [Axis.Set] = [.horizontal, .vertical, [.horizontal, .vertical]]
            let count = 1 + r.below(3)
            return .containerRelativeFrame(axes[r.below(3)], count: count, span: 1 + r.below(count), spacing: Double(r.below(3) * 4))
        case 0: return .padding(EdgeInsets(Double(r.below(3) * 3)))
        case 1: return .frame(width: r.below(2) == 0 ? nil : Double(10 + r.below(50)), height: r.below(2) == 0 ? nil : Double(5 + r.below(30)))
        case 2: return .offset(x: Double(r.below(9)) - 4, y: Double(r.below(5)))
        case 3: return .layoutPriority(Double(r.below(3)))
        case 4: return .flexibleFrame(minWidth: Double(r.below(20)), maxWidth: r.below(2) == 0 ? .infinity : Double(20 + r.below(40)))
        default: return .fixedSize(horizontal: r.below(2) == 0, vertical: r.below(2) == 0)
        }
    }

    /// No insets half the time, else up to 20 on each edge (less than any proposed length).
    func randomSafeArea(_ r: inout SplitMix64) -> EdgeInsets {
        r.below(2) == 0 ? .zero : EdgeInsets(top: Double(r.below(3) * 10), leading: Double(r.below(3) * 5), bottom: Double(r.below(2) * 20), trailing: Double(r.below(2) * 8))
    }

    func randomProposal(_ r: inout SplitMix64) -> ProposedViewSize {
        ProposedViewSize(width: r.below(3) == 0 ? nil : Double(50 + r.below(300)), height: r.below(3) == 0 ? nil : Double(50 + r.below(200)))
    }

    /// Builds the recipe into a fresh tree: view i of the recipe is view i of the tree.
    /// `batched`: the measured views share one batch measure.
    func build(batched: Bool = false) throws -> (tree: LayoutTree, root: ViewID) {
        let tree = LayoutTree()
        let horizontals: [HorizontalAlignment] = [.leading, .center, .trailing]
        let verticals: [VerticalAlignment] = [.top, .center, .firstTextBaseline]
        for item in items {
            switch item.kind {
            case .leaf(.image(let w, let h)): try tree.add(.image(width: w, height: h))
            case .leaf(.text(let string)): try tree.add(.text(TextContent(string)))
            case .leaf(.measured(let index)): try tree.add(.measured(batched ? measured.batchFunction(index) : measured.function(index)))
            case .leaf(.color): try tree.add(.shape(.color))
            case .leaf(.spacer): try tree.add(.spacer())
            case .stack(0, let alignment, let spacing): try tree.add(.hstack(alignment: verticals[alignment], spacing: spacing))
            case .stack(1, let alignment, let spacing): try tree.add(.vstack(alignment: horizontals[alignment], spacing: spacing))
            case .stack(3, let alignment, let spacing): try tree.add(.lazyVStack(alignment: horizontals[alignment], spacing: spacing))
            case .stack(4, let alignment, let spacing): try tree.add(.lazyHStack(alignment: verticals[alignment], spacing: spacing))
            case .stack(5, let alignment, let spacing): try tree.add(.lazyVGrid(columns: Self.gridItems[alignment], alignment: horizontals[alignment], spacing: spacing))
            case .stack(6, let alignment, let spacing): try tree.add(.lazyHGrid(rows: Self.gridItems[alignment], alignment: verticals[alignment], spacing: spacing))
            case .stack(7, let alignment, _): try tree.add(.scrollView(Self.scrollAxes[alignment]))
            case .stack(8, _, _): try tree.add(.layout(HostLayout(Indented())))
            case .stack(_, let alignment, _): try tree.add(.zstack(alignment: Alignment(horizontal: horizontals[alignment], vertical: verticals[alignment])))
            }
        }
        for (index, item) in items.enumerated() {
            let view = ViewID(Int32(index))
            if !item.children.isEmpty { try tree.setChildren(of: view, to: item.children.map { ViewID(Int32($0)) }) }
            for modifier in item.modifiers { try tree.apply(modifier, to: view) }
            if let indent = item.indent { try tree.setLayoutValue(Indent.self, indent, of: view) }
        }
        return (tree, ViewID(Int32(items.count - 1)))
    }

    /// Makes one random change to the recipe and the same change in place to `tree`.
    func change(_ tree: LayoutTree, _ r: inout SplitMix64) throws {
        let index = r.below(items.count)
        let view = ViewID(Int32(index))
        let item = items[index]
        if r.below(5) == 0 {
            let indent = Double(r.below(20))
            items[index].indent = indent
            try tree.setLayoutValue(Indent.self, indent, of: view)
            return
        }
        if !item.modifiers.isEmpty && r.below(2) == 0 {
            let k = r.below(item.modifiers.count)
            var replacement = Self.randomModifier(&r)
            while !Self.sameKind(replacement, item.modifiers[k]) { replacement = Self.randomModifier(&r) }
            items[index].modifiers[k] = replacement
            try tree.setModifier(replacement, at: k, of: view)
            return
        }
        switch item.kind {
        case .leaf(.image):
            let (w, h) = (Double(10 + r.below(20)), Double(5 + r.below(20)))
            items[index].kind = .leaf(.image(w, h))
            try tree.setImageSize(of: view, width: w, height: h)
        case .leaf(.text):
            let string = String(repeating: "xy ", count: 1 + r.below(6))
            items[index].kind = .leaf(.text(string))
            try tree.setText(string, of: view)
        case .leaf(.measured(let m)):
            measured.sizes[m] = Size(width: Double(10 + r.below(60)), height: Double(5 + r.below(10)))
            measured.constant[m] = r.below(2) == 0
            try tree.markDirty(view)
        case .stack(let kind, let alignment, _):
            let spacing: Double? = r.below(3) == 0 ? nil : Double(r.below(4) * 4)
            let newAlignment = r.below(3)
            items[index].kind = .stack(kind, alignment: newAlignment, spacing: kind == 2 ? nil : spacing)
            switch kind {
            case 0, 4:
                try tree.setSpacing(spacing, of: view)
                try tree.setAlignment(([.top, .center, .firstTextBaseline] as [VerticalAlignment])[newAlignment], of: view)
            case 1, 3:
                try tree.setSpacing(spacing, of: view)
                try tree.setAlignment(([.leading, .center, .trailing] as [HorizontalAlignment])[newAlignment], of: view)
            case 5, 6, 7:
                // Lazy grids and scroll views have no setters: their contents change instead.
                items[index].kind = item.kind
                try tree.markDirty(view)
            case 8:
                try tree.markDirty(view)
            default:
                let horizontals: [HorizontalAlignment] = [.leading, .center, .trailing]
                let verticals: [VerticalAlignment] = [.top, .center, .firstTextBaseline]
                try tree.setAlignment(Alignment(horizontal: horizontals[newAlignment], vertical: verticals[newAlignment]), of: view)
            }
            _ = alignment
        case .leaf(.color), .leaf(.spacer):
            try tree.markDirty(view)
        }
    }

    static func sameKind(_ a: LayoutModifier, _ b: LayoutModifier) -> Bool {
        switch (a, b) {
        case (.padding, .padding), (.frame, .frame), (.offset, .offset), (.layoutPriority, .layoutPriority),
             (.flexibleFrame, .flexibleFrame), (.fixedSize, .fixedSize), (.containerRelativeFrame, .containerRelativeFrame),
             (.ignoresSafeArea, .ignoresSafeArea), (.safeAreaPadding, .safeAreaPadding): return true
        default: return false
        }
    }
}

/// How far an `Indented` layout moves a subview to the right.
private struct Indent: LayoutValueKey {
    static let defaultValue = 0.0
}

/// A custom layout that reads a layout value: its subviews one below the other, each at
/// x = its `Indent`, proposed the layout's width (at most 400, so that sizes stay finite)
/// and an unspecified height.
private struct Indented: Layout {
    private func proposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { min($0, 400) }, height: nil)
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let s = subview.sizeThatFits(self.proposal(proposal))
            size.width = max(size.width, subview[Indent.self] + s.width)
            size.height += s.height
        }
        return size
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + subview[Indent.self], y: y), proposal: self.proposal(proposal))
            y += subview.sizeThatFits(self.proposal(proposal)).height
        }
    }
}

/// The natural sizes of a recipe's measured views; their measure functions answer
/// `min(natural width, proposed width)` wide and as many lines high as that needs, or (a
/// `constant` view, like an icon) the natural size whatever the proposal.
private final class MeasuredSizes {
    var sizes: [Size] = []
    var constant: [Bool] = []

    func function(_ index: Int) -> HostMeasure {
        HostMeasure(size: { [unowned self] p in self.size(index, p) })
    }

    /// The measure of view `index` as a key of one batch measure shared by all.
    func batchFunction(_ index: Int) -> HostMeasure {
        HostMeasure(batch: batch, key: index)
    }

    private lazy var batch = BatchMeasure { [unowned self] requests in requests.map { self.size($0.key, $0.proposal) } }

    private func size(_ index: Int, _ p: ProposedViewSize) -> Size {
        let natural = sizes[index]
        if constant[index] { return natural }
        let width = min(natural.width, p.width ?? .infinity)
        let lines = width > 0 ? (natural.width / width).rounded(.up) : 1
        return Size(width: width, height: natural.height * lines)
    }
}

/// Compares the live tree with a cold layout of the recipe.
private func assertSame(_ live: (tree: LayoutTree, root: ViewID), _ recipe: Recipe, _ proposal: ProposedViewSize, safeArea: EdgeInsets = .zero,
                        _ context: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let cold = try recipe.build()
    try cold.tree.layout(cold.root, proposal: proposal, safeArea: safeArea)
    let count = recipe.items.count
    var a = [Double](repeating: 0, count: count * 8), b = a
    a.withUnsafeMutableBufferPointer { _ = live.tree.copyFrames(into: $0) }
    b.withUnsafeMutableBufferPointer { _ = cold.tree.copyFrames(into: $0) }
    for i in 0..<a.count where !(a[i].isNaN && b[i].isNaN) {
        // Subtrees that moved keep their frames, moved: equal up to rounding.
        if abs(a[i] - b[i]) > 1e-9 * max(1, abs(b[i])) || a[i].isNaN != b[i].isNaN {
            XCTFail("\(context): view \(i / 8) number \(i % 8): \(a[i]) after changes, \(b[i]) cold", file: file, line: line)
            return
        }
    }
    for index in 0..<count {
        let view = ViewID(Int32(index))
        guard case .leaf(.text) = recipe.items[index].kind else { continue }
        // Lines move with their text's frame: equal up to the same rounding.
        let moved = live.tree.textLines(of: view)?.lines ?? [], fresh = cold.tree.textLines(of: view)?.lines ?? []
        let same = moved.count == fresh.count && zip(moved, fresh).allSatisfy { m, f in
            zip([m.x, m.y, m.width, m.height], [f.x, f.y, f.width, f.height]).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
        }
        XCTAssertTrue(same, "\(context): text lines of view \(index): \(moved) after changes, \(fresh) cold", file: file, line: line)
    }
}
