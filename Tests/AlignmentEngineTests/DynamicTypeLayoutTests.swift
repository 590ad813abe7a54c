import XCTest
@testable import AlignmentEngine

/// Dynamic Type: a text set in a text style takes the style's point size at the Dynamic Type
/// size of its environment (the tree's, or a `.dynamicTypeSize(_:)` modifier's), Apple's HIG
/// table (Typography, "iOS, iPadOS Dynamic Type sizes" and "larger accessibility type sizes",
/// revision of 2025-12-16). In the metrics model a font of size s is s tall (ascent
/// round(0.78 s) + descent) and round(0.53 s) per character.
final class DynamicTypeLayoutTests: XCTestCase {
    func testEveryStyleAtEverySizeHasThePublishedLineHeight() throws {
        for size in DynamicTypeSize.allCases {
            let texts = TextStyle.allCases.map { style in Text("Hi").font(.system(style)).id(style.rawValue) }
            let result = try layout(VStack(spacing: 0) { ForEach(texts.indices) { texts[$0] } }, dynamicTypeSize: size)
            for style in TextStyle.allCases {
                let points = style.size(at: size)
                assertSize(Size(width: result[style.rawValue]!.frame.width, height: result[style.rawValue]!.frame.height),
                           2 * (0.53 * points).rounded(), points)
            }
        }
    }

    func testBodyAtAccessibility3IsFortyPointsTall() throws {
        // HIG: Body at AX3 is 40 points; ascent round(31.2) = 31, advance round(21.2) = 21.
        let result = try layout(Text("Hello").id("t"), dynamicTypeSize: .accessibility3)
        assertFrame(result, "t", 0, 0, 105, 40)
        XCTAssertEqual(result["t"]!.text!.firstBaseline, 31)
        // A font of fixed metrics keeps its size.
        assertFrame(try layout(Text("Hello").font(.system(size: 17)).id("t"), dynamicTypeSize: .accessibility3), "t", 0, 0, 45, 17)
    }

    func testASubtreeSetsItsOwnSizeAndARangeClamps() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("a").id("tree")
            Text("b").dynamicTypeSize(.xSmall).id("small")
            VStack(spacing: 0) {
                Text("c").id("clamped")
                Text("d").dynamicTypeSize(.accessibility5).id("inner")
            }.dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
        let result = try layout(view, dynamicTypeSize: .accessibility3)
        XCTAssertEqual(result["tree"]!.frame.height, 40)       // body at AX3
        XCTAssertEqual(result["small"]!.frame.height, 14)      // body at xSmall
        XCTAssertEqual(result["clamped"]!.frame.height, 23)    // AX3 clamped to xxxLarge
        XCTAssertEqual(result["inner"]!.frame.height, 23)      // AX5 set inside the range: clamped too
        XCTAssertEqual(TextEnvironmentValue.dynamicTypeSizeRange(.xSmall ... .xxxLarge).swiftUI, ".dynamicTypeSize(...DynamicTypeSize.xxxLarge)")
    }

    func testEnvironmentKeyPathsSetTextValues() throws {
        let result = try layout(VStack(spacing: 0) {
            Text("a").id("large")
            Text("a").environment(\.dynamicTypeSize, .accessibility3).id("ax3")
            Text("a").environment(\.font, .title).id("title")
            Image(systemName: "star").environment(\.imageScale, .large).id("star")
        })
        XCTAssertEqual(result["large"]!.frame.height, 17)
        XCTAssertEqual(result["ax3"]!.frame.height, 40)
        XCTAssertEqual(result["title"]!.frame.height, 28)
        XCTAssertEqual(result["star"]!.frame.height, 22.1, accuracy: 1e-9)
    }

    func testAFontOnAContainerSetsItsTextsAndFollowsDynamicType() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("a").id("inherits")
            Text("b").font(.caption).id("own")
        }.font(.title)
        let result = try layout(view, dynamicTypeSize: .xxxLarge)
        XCTAssertEqual(result["inherits"]!.frame.height, 34)   // title at xxxLarge
        XCTAssertEqual(result["own"]!.frame.height, 18)        // its own caption at xxxLarge
    }

    func testChangingTheTreesSizeInPlaceRelaysOutOnlyWhatChanged() throws {
        let tree = LayoutTree()
        let root = try tree.add(HStack(spacing: 0) {
            Text("styled").id("styled")
            Text("fixed").font(.system(size: 10)).id("fixed")
            Color.red.frame(width: 5, height: 5)
        })
        try tree.layout(root)
        XCTAssertEqual(tree.frame(of: tree.view(named: "styled")!)!.height, 17)
        tree.setDynamicTypeSize(.accessibility1)
        XCTAssertFalse(tree.layoutStands(root, proposal: .unspecified, direction: .leftToRight))
        try tree.layout(root)
        XCTAssertEqual(tree.frame(of: tree.view(named: "styled")!)!, Rect(x: 0, y: 0, width: 6 * 15, height: 28))
        XCTAssertEqual(tree.frame(of: tree.view(named: "fixed")!)!.height, 10)
        let cold = try layout(HStack(spacing: 0) {
            Text("styled").id("styled")
            Text("fixed").font(.system(size: 10)).id("fixed")
            Color.red.frame(width: 5, height: 5)
        }, dynamicTypeSize: .accessibility1)
        for view in cold.views { XCTAssertEqual(tree.frame(of: view.view), view.frame, view.path) }
    }

    func testChangingADynamicTypeModifierInPlaceRelaysOut() throws {
        let tree = LayoutTree()
        let text = try tree.add(.text(TextContent("abc")))
        try tree.apply(.textEnvironment(.dynamicTypeSize(.xSmall)), to: text)
        let stack = try tree.add(.vstack())
        try tree.setChildren(of: stack, to: [text])
        XCTAssertEqual(try tree.layout(stack).height, 14)
        try tree.setModifier(.textEnvironment(.dynamicTypeSize(.xxLarge)), at: 0, of: text)
        XCTAssertEqual(try tree.layout(stack).height, 21)
        XCTAssertThrowsError(try tree.setModifier(.textEnvironment(.bold(true)), at: 0, of: text)) { error in
            XCTAssertTrue((error as! LayoutError).message.contains("is dynamicTypeSize, not bold"), "\(error)")
        }
    }

    func testScaledMetricAtTheMeasuredSizes() {
        // Jared Sinclair (2024): UIFontMetrics(.body).scaledValue(for: 17) is 17 at large and
        // 16.333 at medium; Stack Overflow 51243804 (iOS 11): 48 at AX5.
        XCTAssertEqual(scaledValue(17, relativeTo: .body, at: .large), 17)
        XCTAssertEqual(scaledValue(17, relativeTo: .body, at: .medium), 16.333, accuracy: 0.001)
        XCTAssertEqual(scaledValue(17, at: .accessibility5), 48, accuracy: 1e-9)
        // Between them, ASSUMED: the style's point size ratio (title: 34 at xxxLarge from 28).
        XCTAssertEqual(scaledValue(28, relativeTo: .title, at: .xxxLarge), 34, accuracy: 1e-9)
        XCTAssertEqual(TextStyle.body.scaledValue(10, at: .accessibility3), 10 * 40 / 17, accuracy: 1e-9)
    }

    func testAnEmptyRangeIsAnErrorNamingTheView() {
        XCTAssertThrowsError(try layout(Text("a").dynamicTypeSize(..<DynamicTypeSize.xSmall))) { error in
            XCTAssertTrue((error as! LayoutError).message.contains("the dynamicTypeSize range holds no size"), "\(error)")
        }
    }
}
