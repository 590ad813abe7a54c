import XCTest
import AlignmentDocument
@testable import AlignmentEngine

/// Controls, platform profiles and devices in documents (`docs/document-extensions.md`), with
/// the measured and published numbers behind their frames.
final class ControlDocumentTests: XCTestCase {
    private func layout(_ json: String) throws -> LayoutResult { try LayoutDocument(json: json).layout() }

    /// The switch of iOS 26 is 63 x 28 and iOS 18's 51 x 31 (wanteddev/montage-ios PR 488); a
    /// document's platform chooses, and its metrics override the table.
    func testAToggleRowFollowsTheDocumentsPlatform() throws {
        func toggle(_ platform: String) throws -> ViewLayout {
            try XCTUnwrap(try layout(#"{"platform": \#(platform), "proposal": {"width": 300}, "root": {"type": "Toggle", "id": "t", "title": "Wi-Fi"}}"#)["t"])
        }
        XCTAssertEqual(try toggle(#""ios26""#).tapTarget, Rect(x: 237, y: 0, width: 63, height: 28))
        XCTAssertEqual(try toggle(#""ios18""#).tapTarget, Rect(x: 249, y: 0, width: 51, height: 31))
        let measured = try toggle(#"{"name": "ios26", "metrics": {"toggleSwitchWidth": 61}}"#)
        XCTAssertEqual(measured.tapTarget, Rect(x: 239, y: 0, width: 61, height: 28))
        XCTAssertEqual(try toggle(#"{"metrics": {"toggleSwitchHeight": 40}}"#).frame.height, 40, "overrides start from the default, ios26")
    }

    /// A device gives the proposal (its screen in points) and the pixel scale (Human Interface
    /// Guidelines, Layout: the iPhone SE 4.7-inch is 375 x 667 at @2x), unless the document
    /// gives them.
    func testADeviceGivesTheProposalAndThePixelScale() throws {
        let document = try LayoutDocument(json: #"{"device": "iPhone SE (3rd generation)", "root": {"type": "Color"}}"#)
        XCTAssertEqual(document.proposal, ProposedViewSize(width: 375, height: 667))
        XCTAssertEqual(document.pixelScale, 2)
        XCTAssertEqual(document.device?.name, "iPhone SE (3rd generation)")
        let landscape = try LayoutDocument(json: #"{"device": {"name": "iPhone 17 Pro Max", "orientation": "landscape"}, "pixelScale": 1, "root": {"type": "Color"}}"#)
        XCTAssertEqual(landscape.proposal, ProposedViewSize(width: 956, height: 440))
        XCTAssertEqual(landscape.pixelScale, 1)
        XCTAssertEqual(landscape.orientation, .landscape)
        let given = try LayoutDocument(json: #"{"device": "iPhone 17", "proposal": {"width": 200}, "root": {"type": "Color"}}"#)
        XCTAssertEqual(given.proposal, ProposedViewSize(width: 200, height: nil))
    }

    func testSlotViewsAreNamedInPathsAndResultsKeepTheDocumentsViews() throws {
        let json = #"""
        {"proposal": {"width": 402, "height": 600}, "resultPaths": false, "root": {"type": "List", "children": [
          {"type": "Section", "header": {"type": "Text", "text": "Header"}, "footer": {"type": "Text", "text": "Footer"},
           "children": [{"type": "Toggle", "title": "Wi-Fi"}]}]}}
        """#
        let document = try LayoutDocument(json: json)
        let paths = try document.layout().views.map(\.path)
        XCTAssertEqual(paths, ["/", "/0", "/0/header", "/0/0", "/0/footer"])
        // The parent form lists the document's five views, not the parts their compositions made.
        let text = try document.resultJSON()
        XCTAssertEqual(text.components(separatedBy: "\"parent\":").count - 1, 5)
        XCTAssertTrue(text.contains("\"tapTarget\":"), text)
        XCTAssertGreaterThan(document.tree.viewCount, 5)
    }

    func testTheExplanationNamesTheParts() throws {
        let json = #"{"platform": "ios18", "root": {"type": "Button", "title": "Save", "modifiers": [{"buttonStyle": "bordered"}]}}"#
        let explanation = try json.withCString { pointer in
            try LayoutDocument.explanationJSON(UnsafeRawBufferPointer(start: pointer, count: json.utf8.count))
        }
        XCTAssertTrue(explanation.contains(#""part":"Button label""#), explanation)
        XCTAssertTrue(explanation.contains(#""part":"Button label padding""#), explanation)
        XCTAssertTrue(explanation.contains(#""type":"RoundedRectangle","part":"Button background""#), explanation)
        XCTAssertTrue(explanation.contains(#""path":"/parts/0""#), explanation)
    }

    /// `GridRow { ... }.padding(.top, 14)`: each cell padded, the row 14 taller.
    func testAGridRowsModifiersApplyToItsCells() throws {
        let result = try layout(#"""
        {"root": {"type": "Grid", "verticalSpacing": 0, "children": [
          {"type": "GridRow", "modifiers": [{"padding": {"top": 14}}], "children": [{"type": "Text", "id": "a", "text": "Name"}]},
          {"type": "GridRow", "children": [{"type": "Text", "id": "b", "text": "Ada"}]}]}}
        """#)
        XCTAssertEqual(result["a"]?.frame.y, 14)
        XCTAssertEqual(result["b"]?.frame.y, 31)
    }
}
