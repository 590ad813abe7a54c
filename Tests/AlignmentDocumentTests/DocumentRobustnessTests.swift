import Foundation
import XCTest
import TestSupport
import AlignmentDocument
import AlignmentEngine

/// Hostile inputs get an answer (a result or an error), never a crash or a hang.
final class DocumentRobustnessTests: XCTestCase {
    /// The outcome of the whole pipeline for `bytes`.
    private func answer(_ bytes: [UInt8]) -> Result<String, LayoutError> {
        bytes.withUnsafeBytes { buffer in Result { () throws(LayoutError) -> String in try LayoutDocument.layoutJSON(buffer) } }
    }

    private func nestedStacks(depth: Int) -> String {
        "{\"root\": " + String(repeating: "{\"type\":\"VStack\",\"children\":[", count: depth)
            + "{\"type\":\"Color\",\"id\":\"leaf\"}" + String(repeating: "]}", count: depth) + "}"
    }

    /// 100,000 nested stacks: read and built without recursion, laid out by the core; the
    /// result would hold about 10^10 bytes of paths, so the pipeline answers with an error.
    func testDocumentNested100000LevelsDeep() throws {
        let depth = 100_000
        let document = try LayoutDocument(json: nestedStacks(depth: depth))
        XCTAssertEqual(document.tree.viewCount, depth + 1)
        let size = try document.tree.layout(document.root, proposal: ProposedViewSize(width: 50, height: 20))
        XCTAssertEqual(size, Size(width: 50, height: 20))
        XCTAssertThrowsError(try document.layout()) { error in
            XCTAssertTrue((error as? LayoutError)?.message.contains("nested too deeply") == true, "\(error)")
        }
    }

    /// A layout that would place a view at NaN fails with the view's JSON path.
    func testLayoutErrorsNameTheViewsJSONPath() throws {
        let document = """
        {"guides": [{"name": "broken", "axis": "vertical", "default": "d[.top] / 0"}],
         "root": {"type": "VStack", "children": [
           {"type": "HStack", "alignment": "broken", "children": [
             {"type": "Color", "id": "a", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
             {"type": "Color", "modifiers": [{"frame": {"width": 10, "height": 20}}]}]}]}}
        """
        XCTAssertThrowsError(try LayoutDocument(json: document).layout()) { error in
            let error = error as! LayoutError
            XCTAssertEqual(error.kind, .invalidDocument)
            XCTAssertTrue(error.message.hasPrefix("guides[0].default: view 'a' cannot be placed"), error.message)
            XCTAssertTrue(error.message.contains("d[.top] / 0"), error.message)
        }
        // An alignmentGuide value: its modifier's path.
        let modifier = """
        {"root": {"type": "HStack", "alignment": "top", "children": [
           {"type": "Color", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"alignmentGuide": {"guide": "top", "value": "1e308 * 10"}}]},
           {"type": "Color", "modifiers": [{"frame": {"width": 10, "height": 20}}]}]}}
        """
        XCTAssertThrowsError(try LayoutDocument(json: modifier).layout()) { error in
            let message = (error as! LayoutError).message
            XCTAssertTrue(message.hasPrefix("root.children[0].modifiers[1].alignmentGuide.value: Color view #1 cannot be placed"), message)
        }
        // "-infinity" is no length, and sizes are never negative.
        for (bad, path) in [(#"{"proposal": {"width": "-infinity"}, "root": {"type": "Color"}}"#, "proposal.width"),
                            (#"{"root": {"type": "Image", "width": -1, "height": 5}}"#, "root.width")] {
            XCTAssertThrowsError(try LayoutDocument(json: bad)) { error in
                XCTAssertTrue((error as! LayoutError).message.hasPrefix(path), "\(error)")
            }
        }
    }

    /// Extreme documents: a cell spanning 2147483647 columns killed the process (17 GB);
    /// two 1e308-tall views in a ScrollView made an infinitely tall result.
    func testHugeSpansAndOverflowingSums() throws {
        let span = """
        {"root": {"type": "Grid", "children": [
           {"type": "GridRow", "children": [{"type": "Color", "id": "wide", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"gridCellColumns": 2147483647}]}]},
           {"type": "GridRow", "children": [{"type": "Color", "id": "a", "modifiers": [{"frame": {"width": 10, "height": 10}}]}]}]}}
        """
        let result = try LayoutDocument(json: span).layout()
        XCTAssertEqual(result.size.width, 10 + 8 * 2147483646)
        XCTAssertEqual(result["a"]?.frame, Rect(x: 0, y: 18, width: 10, height: 10))
        let overflow = """
        {"proposal": {"width": 300, "height": 400}, "root": {"type": "ScrollView", "children": [{"type": "VStack", "children": [
           {"type": "Color", "modifiers": [{"frame": {"width": 10, "height": 1e308}}]},
           {"type": "Color", "modifiers": [{"frame": {"width": 10, "height": 1e308}}]}]}]}}
        """
        XCTAssertThrowsError(try LayoutDocument(json: overflow).layout()) { error in
            let message = (error as! LayoutError).message
            XCTAssertTrue(message.hasPrefix("root.children[0]: VStack view #1 came out infinitely tall for the proposal (300.0 x nil)"), message)
        }
    }

    /// A moderately deep document still gives a full result.
    func testDocumentNested1000LevelsDeepLaysOut() throws {
        let result = try LayoutDocument(json: nestedStacks(depth: 1_000)).layout()
        XCTAssertEqual(result.views.count, 1_001)
        XCTAssertEqual(result["leaf"]?.path, "/" + Array(repeating: "0", count: 1_000).joined(separator: "/"))
    }

    /// Deep nesting where a view is expected, and deep overlays: errors and results with paths.
    func testDeepNestingInOtherPlaces() throws {
        let depth = 100_000
        let arrays = "{\"root\": {\"type\": \"Color\", \"modifiers\": [" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "]}}"
        guard case .failure(let error) = answer(Array(arrays.utf8)) else { return XCTFail("expected an error") }
        XCTAssertTrue(error.message.hasPrefix("root.modifiers[0]: expected a modifier"), error.message)

        let overlays = 20_000
        let text = "{\"root\": " + String(repeating: "{\"type\":\"Color\",\"modifiers\":[{\"overlay\":{\"content\":", count: overlays)
            + "{\"type\":\"Circle\",\"width\":1}" + String(repeating: "}}]}", count: overlays) + "}"
        guard case .failure(let deepError) = answer(Array(text.utf8)) else { return XCTFail("expected an error") }
        XCTAssertTrue(deepError.message.hasSuffix("overlay.content.width: unknown key 'width' in Circle (allowed: type, id, modifiers, color)"), String(deepError.message.suffix(200)))
        XCTAssertTrue(deepError.message.hasPrefix("root.modifiers[0].overlay.content.modifiers[0].overlay.content"))
    }

    /// A ~50 MB document of ordinary rows (a text, a framed colour with a baseline guide and an
    /// offset) reads, lays out and encodes. Most bytes are in each colour's `color` string,
    /// which layout only records, so the test stays fast in debug builds.
    func testFiftyMegabyteDocument() throws {
        let note = String(repeating: "x", count: 1_900)
        var text = "{\"proposal\": {\"width\": 390, \"height\": null}, \"root\": {\"type\": \"VStack\", \"alignment\": \"leading\", \"children\": [\n"
        var rows = 0
        while text.utf8.count < 50_000_000 {
            if rows > 0 { text += ",\n" }
            text += "{\"type\":\"HStack\",\"id\":\"row\(rows)\",\"alignment\":\"firstTextBaseline\",\"children\":[{\"type\":\"Text\",\"text\":\"Row \(rows)\",\"lineLimit\":2},{\"type\":\"Color\",\"color\":\"\(note)\",\"modifiers\":[{\"frame\":{\"width\":30,\"height\":30}},{\"alignmentGuide\":{\"guide\":\"firstTextBaseline\",\"value\":\"d.height * 0.75\"}},{\"offset\":{\"x\":-1.5}}]}]}"
            rows += 1
        }
        text += "]}}"
        XCTAssertGreaterThan(text.utf8.count, 50_000_000)
        let result = try LayoutDocument(json: text).layout()
        XCTAssertEqual(result.views.count, 1 + 3 * rows)
        // Each row: the colour (flex 0) takes 30; "Row 0" is 5 × 9 = 45 wide, 17 high, baseline
        // 13; the colour's baseline guide (30 × 0.75 = 22.5) meets it: the row spans [-22.5, 7.5].
        assertFrame(result, "row0", 0, 0, 45 + 8 + 30, 30)
        assertFrame(result, "row\(rows - 1)", 0, Double(rows - 1) * 38, Double("Row \(rows - 1)".count) * 9 + 38, 30)
        XCTAssertEqual(result.size.height, Double(rows) * 30 + Double(rows - 1) * 8, accuracy: 1e-6)
        XCTAssertTrue(LayoutResultJSON.encode(result).hasPrefix("{\"size\":{\"width\":"))
    }

    private static let jsonBytes = Array("{}[]\",:-0e9".utf8)

    /// Random bytes, and random cuts and flips of corpus documents.
    func testRandomBytesAndByteMutations() throws {
        var random = SplitMix64(seed: 0xA11C_0DE5)
        for _ in 0..<1_500 {
            let length = Int(random.next() % 200)
            _ = answer((0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        }
        let corpus = try Fixtures.documents(in: Fixtures.documents).map { Array(try Data(contentsOf: $0)) }
        for _ in 0..<1_500 {
            var bytes = corpus[Int(random.next() % UInt64(corpus.count))]
            for _ in 0...(random.next() % 4) {
                let index = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.remove(at: index)
                default: bytes.insert(Self.jsonBytes[Int(random.next() % UInt64(Self.jsonBytes.count))], at: index)
                }
            }
            _ = answer(bytes)
        }
    }

    /// Valid JSON with values replaced at random: every kind of value in every place.
    func testStructuralMutations() throws {
        var random = SplitMix64(seed: 42)
        let palette: [Any] = [
            NSNull(), true, false, 0, -1, -0.5, 1e300, -1e300, 1e-300, 2_147_483_648, "infinity", "", "center",
            "leading", "VerticalAlignment.center", "d[explicit: .top] ?? d.width", "max(d.height, 1e308 * 10)",
            [Any](), [[String: Any]()], ["type": "Text", "text": "x y z"], ["type": "Spacer"], ["width": "infinity"],
            ["horizontal": "trailing", "vertical": "bottom"], ["x": 1e308],
        ]
        let corpus = try Fixtures.documents(in: Fixtures.documents).map { try Fixtures.jsonValue(Data(contentsOf: $0)) }
        var results = 0, errors = 0
        for _ in 0..<1_500 {
            var value = corpus[Int(random.next() % UInt64(corpus.count))]
            if random.next() % 2 == 0 {
                value = mutateNumbers(value, random: &random)
            } else {
                for _ in 0...(random.next() % 3) {
                    value = mutate(value, with: palette[Int(random.next() % UInt64(palette.count))], random: &random)
                }
            }
            let data = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
            if case .success = answer(Array(data)) { results += 1 } else { errors += 1 }
        }
        // Both outcomes are well represented, so the mutations reach layout, not only the reader.
        XCTAssertGreaterThan(results, 300)
        XCTAssertGreaterThan(errors, 150)
    }

    /// `value` with about a quarter of its numbers replaced by extreme but valid ones, so
    /// that the document still reads and the numbers reach layout.
    private func mutateNumbers(_ value: Any, random: inout SplitMix64) -> Any {
        let numbers: [Double] = [0, 1, 0.5, 7.25, 1e6, 1e300, 1e-300, 33.333333333333336]
        switch value {
        case let object as [String: Any]:
            return object.mapValues { mutateNumbers($0, random: &random) }
        case let array as [Any]:
            return array.map { mutateNumbers($0, random: &random) }
        case is NSNumber where !(value is Bool) && random.next() % 4 == 0:
            return numbers[Int(random.next() % UInt64(numbers.count))]
        default:
            return value
        }
    }

    /// `value` with one randomly chosen node (or an object's member) replaced by `replacement`.
    private func mutate(_ value: Any, with replacement: Any, random: inout SplitMix64) -> Any {
        let descend = random.next() % 4 != 0
        switch value {
        case var object as [String: Any] where !object.isEmpty:
            let key = object.keys.sorted()[Int(random.next() % UInt64(object.count))]
            if descend { object[key] = mutate(object[key]!, with: replacement, random: &random) } else if random.next() % 2 == 0 { object[key] = replacement } else { object["extra"] = replacement }
            return object
        case var array as [Any] where !array.isEmpty:
            let index = Int(random.next() % UInt64(array.count))
            array[index] = descend ? mutate(array[index], with: replacement, random: &random) : replacement
            return array
        default:
            return replacement
        }
    }
}
