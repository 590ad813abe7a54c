import XCTest
@testable import AlignmentEngine

/// The built-in guides' answers that layout computes without a branch on the guide
/// (`BuiltinGuide.init(id:)`, `defaultValue(in:)`, `LayoutPass.sourceMask(for:)`) agree with
/// the guides' definitions.
final class BuiltinGuideTests: XCTestCase {
    func testIdsNameTheGuidesInTheirOrderAndNothingElse() {
        for guide in BuiltinGuide.allCases {
            XCTAssertEqual(BuiltinGuide(id: guide.id), guide)
            XCTAssertTrue(GuideDefinition.builtins[Int(guide.id)] === guide.definition)
        }
        for id: Int32 in [8, 9, 100, -1, .min, .max] { XCTAssertNil(BuiltinGuide(id: id)) }
    }

    func testDefaultValuesAreTheDefinitionsFractions() {
        let sizes = [Size(width: 30, height: 7), Size(width: 0, height: 0), Size(width: 0.1, height: 1e300)]
        for guide in BuiltinGuide.allCases {
            guard case .fraction(let fraction) = guide.definition.defaultValue else { return XCTFail("\(guide) has no fraction") }
            for s in sizes {
                let length = guide.definition.axis == .horizontal ? s.width : s.height
                XCTAssertEqual(guide.defaultValue(in: s), fraction * length, "\(guide) of \(s)")
            }
        }
    }

    func testAnInfiniteViewKeepsItsLeadingAndTopGuidesAtZero() {
        let infinite = Size(width: .infinity, height: .infinity)
        XCTAssertEqual(BuiltinGuide.leading.defaultValue(in: infinite), 0)
        XCTAssertEqual(BuiltinGuide.top.defaultValue(in: infinite), 0)
        XCTAssertEqual(BuiltinGuide.horizontalCenter.defaultValue(in: infinite), .infinity)
        XCTAssertEqual(BuiltinGuide.bottom.defaultValue(in: infinite), .infinity)
        XCTAssertEqual(BuiltinGuide.leading.defaultValue(in: Size(width: .nan, height: 1)), 0)
        XCTAssertTrue(BuiltinGuide.trailing.defaultValue(in: Size(width: .nan, height: 1)).isNaN)
    }

    func testExplicitSourceBitsFollowTheGuidesAxes() {
        let tree = LayoutTree()
        let pass = LayoutPass(tree: tree)
        defer { withExtendedLifetime(tree) { pass.isFinished = true } }
        for guide in BuiltinGuide.allCases {
            let isBaseline = guide == .firstTextBaseline || guide == .lastTextBaseline
            let expected = guide.definition.axis == .horizontal ? PreparedTree.explicitHorizontal
                : PreparedTree.explicitVertical | (isBaseline ? PreparedTree.explicitBaseline : 0)
            XCTAssertEqual(pass.sourceMask(for: guide.id), expected, "\(guide)")
        }
        let custom = pass.guideID(VerticalAlignment.custom("custom") { d in d[.top] }.definition)
        XCTAssertEqual(pass.sourceMask(for: custom), PreparedTree.explicitVertical)
    }
}
