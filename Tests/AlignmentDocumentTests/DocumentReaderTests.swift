import XCTest
@testable import AlignmentDocument
import AlignmentEngine

/// The reader's details: number formatting, error kinds and paths, both entry points.
final class DocumentReaderTests: XCTestCase {
    func testNumberFormatting() {
        XCTAssertEqual(NumberFormatting.json(75), "75")
        XCTAssertEqual(NumberFormatting.json(-0.0), "0")
        XCTAssertEqual(NumberFormatting.json(74.25), "74.25")
        XCTAssertEqual(NumberFormatting.json(184.0 / 3), "61.333333333333336")
        XCTAssertEqual(NumberFormatting.json(-12.5), "-12.5")
        XCTAssertEqual(NumberFormatting.json(1e15), "1000000000000000")
        XCTAssertEqual(NumberFormatting.json(1e20), "1e+20")
        XCTAssertEqual(NumberFormatting.json(1e-7), "1e-07")
    }

    func testResultJSONText() throws {
        let json = try LayoutDocument.layoutJSON(bytes: #"{"proposal": {"width": "infinity", "height": 7.5}, "root": {"type": "Text", "id": "t\"1", "text": "a"}}"#)
        XCTAssertEqual(json, """
            {"size":{"width":9,"height":17},"views":[
            {"id":"t\\"1","path":"/","type":"Text","frame":{"x":0,"y":0,"width":9,"height":17},\
            "outerFrame":{"x":0,"y":0,"width":9,"height":17},"lines":[{"x":0,"y":0,"width":9,"height":17}],\
            "firstBaseline":13,"lastBaseline":13}
            ]}
            """)
        let infinite = try LayoutDocument.layoutJSON(bytes: #"{"proposal": {"width": "infinity", "height": 0}, "root": {"type": "Color"}}"#)
        XCTAssertTrue(infinite.hasPrefix(#"{"size":{"width":"infinity","height":0},"#), infinite)
    }

    func testBothEntryPointsAgree() throws {
        let text = #"{"proposal": {"width": 100, "height": 100}, "root": {"type": "HStack", "children": [{"type": "Circle", "id": "c"}]}}"#
        let fromText = try LayoutDocument(json: text)
        let fromBytes = try Array(text.utf8).withUnsafeBytes { buffer throws(LayoutError) in try LayoutDocument(json: buffer) }
        XCTAssertEqual(fromText.proposal, ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(fromText.layoutDirection, .leftToRight)
        XCTAssertNil(fromText.pixelScale)
        XCTAssertEqual(try fromText.layout()["c"]?.frame, try fromBytes.layout()["c"]?.frame)
        XCTAssertEqual(fromText.tree.name(of: fromText.root), nil)
        XCTAssertNotNil(fromText.tree.view(named: "c"))
    }

    /// A document may redefine `body`, the font of every Text without a `font`.
    func testRedefinedBodyFont() throws {
        let result = try LayoutDocument(json: #"""
            {"fonts": {"body": {"size": 10, "ascent": 8, "descent": 2, "leading": 1, "advance": 5}},
             "root": {"type": "Text", "id": "t", "text": "abc\nd"}}
            """#).layout()
        assertFrame(result, "t", 0, 0, 15, 22)
        XCTAssertEqual(result["t"]?.text?.lastBaseline, 19)
    }

    /// SwiftUI's eleven text styles are fonts of every document, in the metrics form: ascent
    /// round(0.78 size), descent size - ascent, no leading, advance round(0.53 size).
    func testTextStylesArePredefined() throws {
        let styles: [(String, Double, Double, Double)] = [
            ("largeTitle", 34, 27, 18), ("title", 28, 22, 15), ("title2", 22, 17, 12), ("title3", 20, 16, 11),
            ("headline", 17, 13, 9), ("body", 17, 13, 9), ("callout", 16, 12, 8), ("subheadline", 15, 12, 8),
            ("footnote", 13, 10, 7), ("caption", 12, 9, 6), ("caption2", 11, 9, 6),
        ]
        let children = styles.map { #"{"type": "Text", "id": "\#($0.0)", "text": "abcd", "font": "\#($0.0)"}"# }
        let result = try LayoutDocument(json: #"{"root": {"type": "VStack", "alignment": "leading", "spacing": 0, "children": [\#(children.joined(separator: ","))]}}"#).layout()
        var y = 0.0
        for (name, size, ascent, advance) in styles {
            assertFrame(result, name, 0, y, 4 * advance, size)
            XCTAssertEqual(result[name]?.text?.firstBaseline, y + ascent, name)
            y += size
        }
    }

    /// A document's own font of a text style's name replaces the style; a name that is
    /// neither defined nor a text style is an error that lists the styles.
    func testDocumentFontsReplaceTextStyles() throws {
        let result = try LayoutDocument(json: #"""
            {"fonts": {"title": {"size": 10, "ascent": 8, "descent": 2, "advance": 5}},
             "root": {"type": "HStack", "spacing": 0, "children": [
               {"type": "Text", "id": "t", "text": "ab", "font": "title"}, {"type": "Text", "id": "c", "text": "ab", "font": "caption"}]}}
            """#).layout()
        assertFrame(result, "t", 0, 1, 10, 10)
        assertFrame(result, "c", 10, 0, 12, 12)
        let error = documentError(Array(#"{"fonts": {"mono": {"size": 10, "ascent": 8, "descent": 2, "advance": 5}}, "root": {"type": "Text", "text": "a", "font": "Title"}}"#.utf8))
        XCTAssertEqual(error?.kind, .invalidDocument)
        XCTAssertTrue(error?.message.hasPrefix("root.font: unknown font 'Title' (the document defines 'mono'; SwiftUI's text styles are 'largeTitle', ") == true, error?.message ?? "")
        XCTAssertTrue(error?.message.contains("'caption2'") == true, error?.message ?? "")
    }

    /// A symbol's box in ems: its own `symbolSize`, else its name's entry of the top-level
    /// `symbols`, else the 1 em square; p = 17 (body): 1.5 em is 25.5, 1.2 em 20.4. Names
    /// the document defines are not warned about. (The reference cases have no such keys:
    /// SwiftUI source cannot say them, and each case is also a SwiftUI source fixture.)
    func testSymbolSizesOfTheDocument() throws {
        let result = try LayoutDocument(json: #"""
            {"symbols": {"wide.badge": {"width": 1.5, "height": 1}},
             "root": {"type": "VStack", "alignment": "leading", "spacing": 0, "children": [
               {"type": "Image", "id": "defined", "systemName": "wide.badge"},
               {"type": "Image", "id": "given", "systemName": "tall.badge", "symbolSize": {"width": 0.5, "height": 1.2}},
               {"type": "Image", "id": "large", "systemName": "wide.badge", "modifiers": [{"imageScale": "large"}]}]}}
            """#).layout()
        assertFrame(result, "defined", 0, 0, 25.5, 17)
        assertFrame(result, "given", 0, 17, 8.5, 20.4)
        assertFrame(result, "large", 0, 37.4, 1.3 * 25.5, 1.3 * 17)
        XCTAssertEqual(result.warnings, [])
    }

    /// Every problem of a document is a document error, whatever its family; the message
    /// says which.
    func testEveryDocumentProblemIsADocumentError() {
        let cases: [(String, String)] = [
            (#"{"root": {"type": "Color", "size": 3}}"#, "root.size: unknown key 'size'"),
            (#"{"root": {"type": "Color"}, "proposal": {"width": -1}}"#, "proposal.width: must not be negative"),
            (#"{"root": {"type": "HStack", "alignment": "leading"}}"#, "root.alignment"),
            (#"{"root": {"type": "Color", "modifiers": [{"alignmentGuide": {"guide": "top", "value": "d.("}}]}}"#, "column"),
            ("{", "invalid JSON"),
        ]
        for (text, message) in cases {
            let error = documentError(Array(text.utf8))
            XCTAssertEqual(error?.kind, .invalidDocument, text)
            XCTAssertTrue(error?.message.contains(message) == true, "\(error?.message ?? "no error") does not say \(message)")
        }
    }

    func testPathsOfUnusualKeys() {
        let error = documentError(Array(#"{"fonts": {"my font": {"size": 1, "ascent": 1, "descent": 1, "advance": -1}}, "root": {"type": "Color"}}"#.utf8))
        XCTAssertEqual(error?.message, #"fonts["my font"].advance: must not be negative (-1)"#)
    }

    /// A guide default may name guides defined after it; identical expressions are compiled once.
    func testGuideOrderAndSharedExpressions() throws {
        let result = try LayoutDocument(json: #"""
            {"guides": [{"name": "a", "axis": "vertical", "default": "d[.b] * 2"},
                        {"name": "b", "axis": "vertical", "default": "d[.c] + 1"},
                        {"name": "c", "axis": "vertical", "default": "d.height / 10"}],
             "root": {"type": "HStack", "alignment": "a", "spacing": 0, "children": [
                {"type": "Color", "id": "x", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
                {"type": "Color", "id": "y", "modifiers": [{"frame": {"width": 10, "height": 30}}]}]}}
            """#).layout()
        // a = (height / 10 + 1) × 2: 4 for x, 8 for y, so x is 4 lower than y.
        assertFrame(result, "x", 0, 4, 10, 10)
        assertFrame(result, "y", 10, 0, 10, 30)
    }
}

extension LayoutDocument {
    /// The pipeline for a string, for tests.
    static func layoutJSON(bytes text: String) throws(LayoutError) -> String {
        let outcome = Array(text.utf8).withUnsafeBytes { buffer in
            Result { () throws(LayoutError) -> String in try LayoutDocument.layoutJSON(buffer) }
        }
        return try outcome.get()
    }
}
