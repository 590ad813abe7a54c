import Foundation
import XCTest
import AlignmentDocument
import AlignmentEngine

/// `"resultPaths": false`: entries name their `parent` entry instead of their `path`.
final class ResultPathsTests: XCTestCase {
    /// Children and the content of a modifier point at the view that holds them.
    func testEntriesNameTheirParent() throws {
        let json = try LayoutDocument.layoutJSON(bytes: """
        {"resultPaths": false, "pixelScale": 2, "root": {"type": "HStack", "spacing": 0, "children": [
           {"type": "Color", "id": "a", "modifiers": [{"frame": {"width": 10.3, "height": 10}},
                                                       {"overlay": {"content": {"type": "Text", "id": "t", "text": "x"}}}]},
           {"type": "VStack", "spacing": 0, "children": [{"type": "Color", "id": "b", "modifiers": [{"frame": {"width": 5, "height": 5}}]}]}]}}
        """)
        // The overlay's Text (9 x 17) is centred on the 10.3 x 10 colour: at (0.65, -3.5), on
        // the half-point grid (0.5, -3.5); the size is not rounded, frames are.
        XCTAssertEqual(json, """
        {"size":{"width":15.3,"height":10},"views":[
        {"parent":null,"type":"HStack","frame":{"x":0,"y":0,"width":15.5,"height":10},"outerFrame":{"x":0,"y":0,"width":15.5,"height":10}},
        {"id":"a","parent":0,"type":"Color","frame":{"x":0,"y":0,"width":10.5,"height":10},"outerFrame":{"x":0,"y":0,"width":10.5,"height":10}},
        {"id":"t","parent":1,"type":"Text","frame":{"x":0.5,"y":-3.5,"width":9,"height":17},"outerFrame":{"x":0.5,"y":-3.5,"width":9,"height":17},"lines":[{"x":0.5,"y":-3.5,"width":9,"height":17}],"firstBaseline":9.5,"lastBaseline":9.5},
        {"parent":0,"type":"VStack","frame":{"x":10.5,"y":2.5,"width":5,"height":5},"outerFrame":{"x":10.5,"y":2.5,"width":5,"height":5}},
        {"id":"b","parent":3,"type":"Color","frame":{"x":10.5,"y":2.5,"width":5,"height":5},"outerFrame":{"x":10.5,"y":2.5,"width":5,"height":5}}
        ]}
        """)
    }

    /// Every corpus and example document reports the same entries either way, and each
    /// `parent` is the entry whose path the view's path extends.
    func testEveryDocumentReportsTheSameWithoutPaths() throws {
        let files = try Fixtures.documents(in: Fixtures.documents) + Fixtures.documents(in: Fixtures.examples)
        var checked = 0
        for file in files {
            guard var document = try Fixtures.jsonValue(Data(contentsOf: file)) as? [String: Any] else { continue }
            let withPaths = try Self.result(of: document)
            document["resultPaths"] = false
            let withoutPaths = try Self.result(of: document)
            guard let entries = withPaths?["views"] as? [[String: Any]], var parented = withoutPaths?["views"] as? [[String: Any]] else {
                XCTAssertNil(withoutPaths, "\(file.lastPathComponent): only one form was laid out")
                continue
            }
            XCTAssertEqual(entries.count, parented.count, file.lastPathComponent)
            let indexByPath = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1["path"] as! String, $0) })
            for (index, entry) in entries.enumerated() where index < parented.count {
                let parent = parented[index].removeValue(forKey: "parent")
                let expected = Self.parentPath(of: entry["path"] as! String).map { indexByPath[$0]! }
                XCTAssertEqual(parent as? Int, expected, "\(file.lastPathComponent) \(entry["path"]!)")
                XCTAssertTrue(expected != nil || parent is NSNull, "\(file.lastPathComponent): the root's parent is null")
                var rest = entry
                rest.removeValue(forKey: "path")
                XCTAssertEqual(Fixtures.differences(parented[index], rest), [], "\(file.lastPathComponent) \(entry["path"]!)")
            }
            XCTAssertEqual(Fixtures.differences(withoutPaths!["size"]!, withPaths!["size"]!), [], file.lastPathComponent)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 45)
    }

    /// The path of the view that holds the view at `path` (nil for the root).
    private static func parentPath(of path: String) -> String? {
        guard path != "/" else { return nil }
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if parts.last == "modifiers" { parts = parts.dropLast() }
        let parent = parts.joined(separator: "/")
        return parent.isEmpty ? "/" : parent
    }

    /// The result JSON of `document` as Foundation reads it, or nil if it is rejected.
    private static func result(of document: [String: Any]) throws -> [String: Any]? {
        let text = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        guard let json = try? LayoutDocument.layoutJSON(bytes: text) else { return nil }
        return try Fixtures.jsonValue(Data(json.utf8)) as? [String: Any]
    }

    /// Depth has no limit without paths: 20,000 nested stacks give one short line each (the
    /// C test `test_deep_documents` lays out 1,000,000).
    func testDeepDocumentWithoutPaths() throws {
        let depth = 20_000
        let text = "{\"resultPaths\": false, \"proposal\": {\"width\": 50, \"height\": 20}, \"root\": "
            + String(repeating: "{\"type\":\"VStack\",\"children\":[", count: depth)
            + "{\"type\":\"Color\",\"id\":\"leaf\"}" + String(repeating: "]}", count: depth) + "}"
        let json = try LayoutDocument.layoutJSON(bytes: text)
        let lines = json.split(separator: "\n")
        XCTAssertEqual(lines.count, depth + 3)
        XCTAssertEqual(lines[1], #"{"parent":null,"type":"VStack","frame":{"x":0,"y":0,"width":50,"height":20},"outerFrame":{"x":0,"y":0,"width":50,"height":20}},"#)
        XCTAssertEqual(lines[depth + 1], #"{"id":"leaf","parent":\#(depth - 1),"type":"Color","frame":{"x":0,"y":0,"width":50,"height":20},"outerFrame":{"x":0,"y":0,"width":50,"height":20}}"#)
        XCTAssertLessThan(json.utf8.count, 140 * (depth + 1))
    }

    func testResultPathsMustBeABoolean() {
        let error = documentError(Array(#"{"resultPaths": "no", "root": {"type": "Color"}}"#.utf8))
        XCTAssertEqual(error?.message, "resultPaths: expected true or false, found a string")
    }
}
