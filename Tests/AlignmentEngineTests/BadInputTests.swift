import XCTest
@testable import AlignmentEngine

/// Bad values, bad trees and failing callbacks are errors, never traps; a failed call
/// leaves the tree usable and a failed layout leaves no frames behind.
final class BadInputTests: XCTestCase {
    private func assertError(_ kind: LayoutError.Kind, containing text: String, file: StaticString = #filePath, line: UInt = #line,
                             _ body: () throws -> Void) {
        do {
            try body()
            XCTFail("expected a \(kind) error", file: file, line: line)
        } catch {
            guard let error = error as? LayoutError else { return XCTFail("\(error) is not a LayoutError", file: file, line: line) }
            XCTAssertEqual(error.kind, kind, error.message, file: file, line: line)
            XCTAssertTrue(error.message.contains(text), "'\(error.message)' does not say '\(text)'", file: file, line: line)
        }
    }

    func testInvalidNumbersAreRejected() throws {
        let tree = LayoutTree()
        let color = try tree.add(.shape(.color))
        assertError(.invalidValue, containing: "frame width") { try tree.apply(.frame(width: -1, height: nil), to: color) }
        assertError(.invalidValue, containing: "NaN") { try tree.apply(.frame(width: .nan, height: nil), to: color) }
        assertError(.invalidValue, containing: "finite") { try tree.apply(.frame(width: .infinity, height: nil), to: color) }
        assertError(.invalidValue, containing: "minWidth") { try tree.apply(.flexibleFrame(minWidth: -5), to: color) }
        assertError(.invalidValue, containing: "padding top") { try tree.apply(.padding(EdgeInsets(top: .nan)), to: color) }
        assertError(.invalidValue, containing: "offset x") { try tree.apply(.offset(x: .infinity, y: 0), to: color) }
        assertError(.invalidValue, containing: "layoutPriority") { try tree.apply(.layoutPriority(.nan), to: color) }
        assertError(.invalidValue, containing: "ratio") { try tree.apply(.aspectRatio(0, contentMode: .fit), to: color) }
        assertError(.invalidValue, containing: "HStack spacing") { _ = try tree.add(.hstack(spacing: .nan)) }
        assertError(.invalidValue, containing: "Image width") { _ = try tree.add(.image(width: -1, height: 1)) }
        assertError(.invalidValue, containing: "font ascent") {
            _ = try tree.add(.text(TextContent("x", font: Font(size: 1, ascent: -1, descent: 0, advance: 1))))
        }
        assertError(.invalidValue, containing: "lineLimit") { _ = try tree.add(.text(TextContent("x", lineLimit: 0))) }
        assertError(.invalidValue, containing: "not a shape") { _ = try tree.add(.shape(.hstack)) }
        assertError(.invalidValue, containing: "proposed width") { try tree.layout(color, proposal: ProposedViewSize(width: -1, height: 1)) }
        assertError(.invalidValue, containing: "proposed height") { try tree.layout(color, proposal: ProposedViewSize(width: 1, height: .nan)) }
        // Nothing of that changed the tree.
        assertSize(try tree.layout(color, proposal: ProposedViewSize(width: 30, height: 20)), 30, 20)
    }

    func testBadTreesAreRejected() throws {
        let tree = LayoutTree()
        let a = try tree.add(.hstack()), b = try tree.add(.vstack()), leaf = try tree.add(.shape(.color))
        assertError(.invalidTree, containing: "does not exist") { try tree.setChildren(of: a, to: [ViewID(99)]) }
        assertError(.invalidTree, containing: "does not exist") { try tree.setChildren(of: ViewID(-1), to: []) }
        assertError(.invalidTree, containing: "has no children") { try tree.setChildren(of: leaf, to: [a]) }
        assertError(.invalidTree, containing: "its own child") { try tree.setChildren(of: a, to: [a]) }
        assertError(.invalidTree, containing: "given twice") { try tree.setChildren(of: a, to: [leaf, leaf]) }
        let many = try (0..<20).map { _ in try tree.add(.shape(.color)) }
        assertError(.invalidTree, containing: "given twice") { try tree.setChildren(of: a, to: many + [many[3]]) }
        try tree.setChildren(of: a, to: [b])
        try tree.setChildren(of: b, to: [leaf])
        assertError(.invalidTree, containing: "already has a parent") { try tree.setChildren(of: a, to: [b, leaf]) }
        assertError(.invalidTree, containing: "its own ancestor") { try tree.setChildren(of: b, to: [a]) }
        assertError(.invalidTree, containing: "its own overlay") { try tree.apply(.overlay(leaf, alignment: .center), to: leaf) }
        assertError(.invalidTree, containing: "already has a parent") { try tree.apply(.overlay(leaf, alignment: .center), to: a) }
        let badge = try tree.add(.circle)
        try tree.apply(.overlay(badge, alignment: .center), to: b)
        assertError(.invalidTree, containing: "already has a parent") { try tree.setChildren(of: b, to: [badge]) }
        try tree.setName("x", of: a)
        assertError(.invalidTree, containing: "already used") { try tree.setName("x", of: b) }
        assertError(.invalidTree, containing: "has not been laid out") { _ = try tree.result() }
        // Still a working tree: a (HStack) > b (VStack) > leaf.
        assertSize(try tree.layout(a, proposal: ProposedViewSize(width: 50, height: 40)), 50, 40)
        // Re-parenting by replacing the children releases the old ones.
        try tree.setChildren(of: b, to: [])
        try tree.setChildren(of: a, to: [b, leaf])
        XCTAssertEqual(try tree.children(of: a), [b, leaf])
    }

    func testFailingCallbacksFailTheLayoutAndLeaveNoFrames() throws {
        let nanGuide = Color.red.alignmentGuide(.leading) { _ in .nan }
        XCTAssertThrowsError(try layout(VStack(alignment: .leading) { nanGuide; Color.blue })) { error in
            XCTAssertEqual((error as? LayoutError)?.kind, .callbackFailed)
        }
        struct Failure: Error {}
        let tree = LayoutTree()
        let throwing = try tree.add(.measured(HostMeasure(size: { _ in throw Failure() })))
        assertError(.callbackFailed, containing: "failed") { try tree.layout(throwing) }
        XCTAssertNil(tree.frame(of: throwing))
        let negative = try tree.add(.measured(HostMeasure(size: { _ in Size(width: -1, height: 1) })))
        assertError(.callbackFailed, containing: "answered") { try tree.layout(negative) }
        let badBaseline = try tree.add(.measured(HostMeasure(size: { _ in Size(width: 1, height: 1) }, firstBaseline: { _ in .nan })))
        let row = try tree.add(.hstack(alignment: .firstTextBaseline))
        try tree.setChildren(of: row, to: [badBaseline])
        assertError(.callbackFailed, containing: "baseline") { try tree.layout(row) }
    }

    /// Fuzzing (seed 61): a ZStack whose every child has a guide value that is not a number
    /// came out -infinity wide or tall (min and max skipped the NaN) and the layout
    /// "succeeded"; it now fails naming the guide. Both inputs are in the fuzz corpus.
    func testAZStackAlignedOnGuideValuesThatAreNotNumbersFails() throws {
        let g3 = try HorizontalAlignment.custom("g3", defaultExpression: "d[.top] + d[VerticalAlignment.center] / d.width")
        let zero = ZStack(alignment: Alignment(horizontal: g3, vertical: .firstTextBaseline)) { Rectangle() }.padding(153)
        assertError(.invalidValue, containing: "came out as (nan x 0.0): its children are aligned by guide 'g3', whose default") {
            _ = try layout(zero, proposal: ProposedViewSize(width: 172, height: 236))
        }
        // Right below, the HStack's last baseline comes from a Text proposed infinity (an
        // aspectRatio .fill with one nil axis proposes infinity, semantics 8.6).
        let filled = ZStack(alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline)) {
            HStack { ZStack { RoundedRectangle(cornerRadius: 4); Text("Hi Hi") }.aspectRatio(2, contentMode: .fill) }
        }
        assertError(.invalidValue, containing: "came out as (45.0 x nan): its children are aligned by guide 'lastTextBaseline'") {
            _ = try layout(filled)
        }
        // One such child among finite ones leaves the union undefined too.
        let mixed = ZStack(alignment: Alignment(horizontal: g3, vertical: .center)) {
            Rectangle().frame(width: 10, height: 10)
            Rectangle()
        }.padding(153)
        assertError(.invalidValue, containing: "came out as (nan x 10.0)") { _ = try layout(mixed, proposal: ProposedViewSize(width: 172, height: 236)) }
    }

    /// A modifier as large as its child puts it at offset 0, also when that size is
    /// infinite (semantics 8.4 and 8.6, decisions 21 and 22); centring it computed inf - inf
    /// and the layout was rejected with "x would be -nan".
    func testAnInfinitelyLargeChildOfAspectRatioOrFixedSizeSitsAtItsOrigin() throws {
        let filled = try layout(Color.red.aspectRatio(1.5, contentMode: .fill).id("fill"), proposal: ProposedViewSize(width: 300, height: nil))
        XCTAssertEqual(filled["fill"]!.frame, Rect(x: 0, y: 0, width: .infinity, height: .infinity))
        XCTAssertEqual(filled["fill"]!.outerFrame, Rect(x: 0, y: 0, width: .infinity, height: .infinity))
        let fixed = try layout(Color.red.id("fixed").fixedSize(horizontal: false, vertical: true),
                               proposal: ProposedViewSize(width: .infinity, height: 100))
        XCTAssertEqual(fixed["fixed"]!.frame, Rect(x: 0, y: 0, width: .infinity, height: 10))
        let mirrored = try layout(Color.red.aspectRatio(1.5, contentMode: .fill).id("fill"), proposal: ProposedViewSize(width: 300, height: nil),
                                  direction: .rightToLeft)
        XCTAssertEqual(mirrored["fill"]!.frame, Rect(x: 0, y: 0, width: .infinity, height: .infinity))
    }

    /// A layout that is `length` square whatever it is proposed.
    private struct Huge: Layout {
        var length = 1e308
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: length, height: length)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// Lengths that add up past the largest finite number made results infinitely
    /// large without an error; they now fail naming the container. An infinity that an
    /// infinite proposal made stays a size.
    func testOverflowToInfinityIsAnErrorNamingTheContainer() throws {
        let huge = Color.red.frame(width: 1e308, height: 1e308)
        let cases: [(String, any View)] = [
            ("HStack view #2 came out infinitely wide for the proposal (300.0 x 400.0)", HStack { Huge {}; Huge {} }),
            ("VStack view #2 came out infinitely tall for the proposal (300.0 x nil)",
             ScrollView { VStack { huge; huge } }),
            ("Grid view #3 came out infinitely wide", Grid { GridRow { huge; huge } }),
            ("the padding modifier of Color view #0 cannot add its insets to its content's size (1e+308 x 1e+308): that is more than the largest finite number",
             huge.padding(.horizontal, 1e308)),
            // Fuzzing (seed 2026): in a ZStack, which proposes its children its own size
            // when placing them, the padded child's infinite width passed for proposed.
            ("the padding modifier of Color view #0 cannot add its insets to its content's size (20.0 x 10.0)",
             ZStack(alignment: .topLeading) { Color.red.frame(width: 20, height: 10).padding(1e308) }),
            // An aspect ratio whose fill of a finite proposal overflows: its child took the
            // infinite proposal, which placement had taken for proposed.
            ("the aspectRatio modifier of Color view #0 proposed Color view #0 an infinite width, though it was proposed none",
             Color.red.aspectRatio(1e308, contentMode: .fill)),
            ("the aspectRatio modifier of Color view #0 proposed Color view #0 an infinite width",
             ZStack(alignment: .topLeading) { Color.red.aspectRatio(1e308, contentMode: .fill) }),
            // The same for a stack's sum: it fails when sized, not only when placed.
            ("HStack view #2 came out infinitely wide for the proposal (300.0 x 400.0), though none of its children is",
             ZStack(alignment: .topLeading) { HStack { huge; huge } }),
            ("HStack view #3 came out infinitely wide", HStack(spacing: 1e308) { Color.red; Color.red; Color.red }),
            // Fuzzing (seed 11): negative insets took a finite proposal to infinity.
            ("the padding modifier of Color view #0 cannot propose (300.0 x 400.0) less its insets to its content",
             Color.red.padding(-1e308)),
        ]
        for (message, view) in cases {
            assertError(.invalidValue, containing: message) { _ = try layout(view, proposal: ProposedViewSize(width: 300, height: 400)) }
        }
        assertError(.invalidValue, containing: "HStack view #2 came out infinitely wide") { _ = try layout(HStack { Huge {}; Huge {} }) }
        // Infinite proposals make infinite sizes, also through containers, and so do those a
        // host layout chooses.
        struct Unbounded: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 50, height: 50) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: .zero, proposal: ProposedViewSize(width: .infinity, height: 10))
            }
        }
        let chosen = try layout(Unbounded { Color.red.id("wide") }, proposal: ProposedViewSize(width: 300, height: 400))
        XCTAssertEqual(chosen["wide"]!.frame, Rect(x: 0, y: 0, width: .infinity, height: 10))
        let proposed = try layout(VStack { Color.red.id("red").padding(5) }.id("stack"),
                                  proposal: ProposedViewSize(width: 10, height: .infinity))
        XCTAssertEqual(proposed["stack"]!.frame.size, Size(width: 10, height: .infinity))
        XCTAssertEqual(proposed["red"]!.frame, Rect(x: 5, y: 5, width: 0, height: .infinity))
        let filled = try layout(Color.red.aspectRatio(2, contentMode: .fill).id("fill").padding(5).offset(x: 1),
                                proposal: ProposedViewSize(width: 300, height: nil))
        XCTAssertEqual(filled.size, Size(width: .infinity, height: .infinity))
        XCTAssertEqual(filled["fill"]!.frame, Rect(x: 6, y: 5, width: .infinity, height: .infinity))
    }

    /// Fuzzing: rounding to a pixel grid multiplied 1e308 by the scale (infinity),
    /// and an infinitely wide ViewThatFits laid out right to left hid its other children at
    /// x = infinity.
    func testHugeFramesOnAPixelGridAndHiddenChildrenRightToLeft() throws {
        let tall = try layout(Image("tall", width: 138, height: 1e308).id("tall"), pixelScale: 3)
        XCTAssertEqual(tall["tall"]!.frame, Rect(x: 0, y: 0, width: 138, height: 1e308))
        let far = try layout(Color.red.frame(width: 10, height: 10).offset(x: 1e308).id("far"), pixelScale: 2)
        XCTAssertEqual(far["far"]!.frame, Rect(x: 1e308, y: 0, width: 10, height: 10))
        let fits = try layout(ViewThatFits(in: .horizontal) { GeometryReader { _ in Color.red }.id("shown"); Color.blue.id("hidden") },
                              proposal: ProposedViewSize(width: .infinity, height: 46), direction: .rightToLeft)
        XCTAssertEqual(fits["hidden"]!.frame, Rect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(fits["shown"]!.frame, Rect(x: 0, y: 0, width: .infinity, height: 46))
    }

    func testDimensionsKeptAfterTheirLayoutAnswerDefaults() throws {
        var kept: ViewDimensions? = nil
        let mid = VerticalAlignment.custom("mid") { d in d.height / 4 }
        do {
            let tree = LayoutTree()
            let view = try tree.add(HStack(alignment: mid) {
                Color.gray.frame(width: 10, height: 40).alignmentGuide(mid) { d in kept = d; return 5 }
            })
            try tree.layout(view)
        }
        // The tree is gone; the kept dimensions still answer, from their size alone.
        let d = try XCTUnwrap(kept)
        XCTAssertEqual(d[VerticalAlignment.bottom], 40)
        XCTAssertEqual(d[mid], 10)
        XCTAssertNil(d[explicit: mid])
    }

    func testGuideExpressionsReportTheirErrors() {
        var guides = GuideNamespace()
        let mid = VerticalAlignment.custom("mid") { d in d[.top] }
        XCTAssertNoThrow(try guides.add(mid))
        func compile(_ source: String, _ axis: Axis = .vertical) throws(LayoutError) {
            _ = try GuideExpression(compiling: source, axis: axis, guides: guides, selfName: "self")
        }
        assertError(.invalidExpression, containing: "column 11") { try compile("d.width / * 2") }
        assertError(.invalidExpression, containing: "add '?? fallback'") { try compile("d[explicit: .top]") }
        assertError(.invalidExpression, containing: "unknown guide 'nowhere'") { try compile("d[.nowhere]") }
        assertError(.invalidExpression, containing: "not a horizontal guide") { try compile("d[HorizontalAlignment.top]") }
        assertError(.invalidExpression, containing: "itself") { try compile("d[.self]") }
        assertError(.invalidExpression, containing: "empty") { try compile("  ") }
        assertError(.invalidExpression, containing: "nested too deeply") { try compile(String(repeating: "(", count: 1000) + "1" + String(repeating: ")", count: 1000)) }
        assertError(.invalidGuide, containing: "built-in") { try guides.add(VerticalAlignment.custom("top") { _ in 0 }) }
        assertError(.invalidGuide, containing: "twice") { try guides.add(VerticalAlignment.custom("mid") { _ in 0 }) }
    }

    func testExpressionsEvaluateLikeTheirSwiftClosures() throws {
        var guides = GuideNamespace()
        try guides.add(VerticalAlignment.custom("mid") { d in d.height / 2 })
        let expression = try GuideExpression(compiling: "d[.leading] + d.width / 3.0 - (d[explicit: .top] ?? 0)", axis: .horizontal, guides: guides)
        XCTAssertEqual(expression.evaluate(in: ViewDimensions(width: 30, height: 12)), 10)
        let fallback = try GuideExpression(compiling: "max($0[.mid], 20) - min(-d.height, 4) * 2", axis: .vertical, guides: guides)
        XCTAssertEqual(fallback.evaluate(in: ViewDimensions(width: 30, height: 12)), 20 + 24)
        let center = try GuideExpression(compiling: "d[.center]", axis: .horizontal, guides: guides)
        XCTAssertEqual(center.evaluate(in: ViewDimensions(width: 30, height: 12)), 15)
    }
}

/// `performAtomically`: a failing build leaves the tree exactly as it was.
final class AtomicBuildTests: XCTestCase {
    func testAFailingBuildChangesNothing() throws {
        let tree = LayoutTree()
        let stack = try tree.add(.hstack(spacing: 0))
        let a = try tree.add(.shape(.color)), b = try tree.add(.shape(.color))
        try tree.setChildren(of: stack, to: [a, b])
        try tree.setName("a", of: a)
        let before = try tree.layout(stack, proposal: ProposedViewSize(width: 100, height: 10))
        let frameBefore = tree.frame(of: b)
        struct Stop: Error {}
        XCTAssertThrowsError(try tree.performAtomically {
            let c = try tree.add(.shape(.color))
            try tree.apply(.frame(width: 10, height: 10), to: a)
            try tree.setChildren(of: stack, to: [c, b])
            try tree.apply(.overlay(a, alignment: .center), to: b)
            try tree.setName("c", of: c)
            try tree.setName("a2", of: a)
            throw Stop()
        })
        XCTAssertEqual(tree.viewCount, 3)
        XCTAssertEqual(try tree.children(of: stack), [a, b])
        XCTAssertEqual(tree.view(named: "a"), a)
        XCTAssertNil(tree.view(named: "c"))
        XCTAssertTrue(tree.isLaidOut)
        XCTAssertEqual(tree.frame(of: b), frameBefore)
        assertSize(try tree.layout(stack, proposal: ProposedViewSize(width: 100, height: 10)), before.width, before.height)
        XCTAssertEqual(tree.frame(of: a), Rect(x: 0, y: 0, width: 50, height: 10))
        // And a body that succeeds keeps its changes.
        try tree.performAtomically { try tree.apply(.frame(width: 10, height: 10), to: a) }
        try tree.layout(stack, proposal: ProposedViewSize(width: 100, height: 10))
        XCTAssertEqual(tree.frame(of: a), Rect(x: 0, y: 0, width: 10, height: 10))
    }

    /// The undo log is derived from the tree's field list: every stored property of
    /// `LayoutTree` says how an atomic change keeps it, and the log's snapshot holds exactly
    /// the saved ones, so a new field cannot be forgotten.
    func testTheUndoLogNamesEveryFieldOfTheTree() {
        let tree = LayoutTree()
        let treeFields = Mirror(reflecting: tree).children.compactMap(\.label)
        XCTAssertEqual(UndoLog.fields.map(\.name), treeFields)
        let savedFields = Mirror(reflecting: UndoLog.Saved(tree)).children.compactMap(\.label)
        XCTAssertEqual(savedFields, UndoLog.fields.filter { $0.keeping == .saved }.map(\.name))
        for field in UndoLog.fields {
            switch field.keeping {
            case .saved: break
            case .dropped(let reason), .notUndone(let reason): XCTAssertFalse(reason.isEmpty, field.name)
            }
        }
    }

    /// A failing build undoes host layouts and GeometryReader frame observers too: a host
    /// layout's spacing set inside it is the old one again, and a frame observer added inside
    /// it is gone, so the last layout stands again.
    func testAFailingBuildRestoresHostLayoutsAndFrameObservers() throws {
        let tree = LayoutTree()
        let root = try tree.add(.hstack())
        let host = HostLayout(name: "Row",
                              sizeThatFits: { _, subviews, _ in subviews[0].sizeThatFits(.unspecified) },
                              placeSubviews: { _, _, subviews, _ in subviews[0].place(at: .zero, proposal: .unspecified) })
        let layout = try tree.add(.layout(host))
        let boxes = try [10.0, 20, 5].map { width in try tree.add(.image(width: width, height: 10)) }
        let reader = try tree.add(.geometryReader)
        try tree.setChildren(of: layout, to: [boxes[1]])
        try tree.setChildren(of: root, to: [boxes[0], layout, boxes[2], reader])
        try tree.layout(root)
        XCTAssertEqual(tree.frame(of: layout)?.x, 18)
        struct Stop: Error {}
        var told: [Rect] = []
        XCTAssertThrowsError(try tree.performAtomically {
            try tree.setLayoutSpacing({ _, _ in ViewSpacing(zeroEdges: [.leading, .trailing]) }, of: layout)
            try tree.observeGeometryFrame(of: reader) { told.append($0) }
            _ = try tree.add(.layout(host))
            throw Stop()
        })
        XCTAssertEqual(tree.hostLayouts.count, 1)
        XCTAssertNil(tree.hostLayouts[0].spacing)
        XCTAssertTrue(tree.geometryFrameObservers.isEmpty)
        // The spacing change was noted, so the last layout no longer stands (undo log,
        // `changedInPlace`); laying out again gives the frames from before.
        XCTAssertFalse(tree.layoutStands(root, proposal: .unspecified, direction: .leftToRight))
        try tree.layout(root)
        XCTAssertEqual(tree.frame(of: layout)?.x, 18)
        XCTAssertEqual(told, [])
    }
}
