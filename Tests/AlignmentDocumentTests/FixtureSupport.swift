import Foundation
import XCTest
import AlignmentDocument
import AlignmentEngine

/// Where the shared corpora live, and how results are compared with expected ones.
enum Fixtures {
    /// The package root, found from this file's location.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let documents = packageRoot.appendingPathComponent("Tests/Fixtures/documents")
    static let invalid = packageRoot.appendingPathComponent("Tests/Fixtures/invalid")
    static let examples = packageRoot.appendingPathComponent("examples/documents")

    /// The `NAME.json` files of a folder (not the `.expected.json` ones), sorted by name.
    static func documents(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasSuffix(".expected.json") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Every file of a folder, by name.
    static func fileNames(in folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }

    /// The JSON value of a file or a string, as Foundation reads it.
    static func jsonValue(_ data: Data) throws -> Any {
        try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }

    /// The differences between two JSON values: numbers equal to 1e-6 (relative above 1),
    /// everything else exactly, objects with the same keys, arrays with the same length.
    static func differences(_ actual: Any, _ expected: Any, at path: String = "") -> [String] {
        switch (actual, expected) {
        case let (a as [String: Any], e as [String: Any]):
            guard Set(a.keys) == Set(e.keys) else { return ["\(path): keys \(a.keys.sorted()) != \(e.keys.sorted())"] }
            return e.keys.sorted().flatMap { differences(a[$0]!, e[$0]!, at: "\(path).\($0)") }
        case let (a as [Any], e as [Any]):
            guard a.count == e.count else { return ["\(path): \(a.count) elements, expected \(e.count)"] }
            return zip(a, e).enumerated().flatMap { differences($1.0, $1.1, at: "\(path)[\($0)]") }
        case let (a as String, e as String):
            return a == e ? [] : ["\(path): \(a) != \(e)"]
        case let (a as NSNumber, e as NSNumber):
            let (x, y) = (a.doubleValue, e.doubleValue)
            return abs(x - y) <= 1e-6 * max(1, abs(y)) ? [] : ["\(path): \(x) != expected \(y)"]
        default:
            return ["\(path): \(actual) != \(expected)"]
        }
    }
}

/// Reads a document and lays it out, failing the test on an error.
func layoutDocument(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> LayoutResult? {
    do throws(LayoutError) {
        return try LayoutDocument(json: text).layout()
    } catch {
        XCTFail("layout failed: \(error.message)", file: file, line: line)
        return nil
    }
}

/// The error a document is rejected with, or nil (failing the test) if it is accepted.
func documentError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> LayoutError? {
    let outcome = bytes.withUnsafeBytes { buffer in
        Result { () throws(LayoutError) -> String in try LayoutDocument.layoutJSON(buffer) }
    }
    switch outcome {
    case .success: XCTFail("the document was accepted", file: file, line: line); return nil
    case .failure(let error): return error
    }
}

/// Asserts a view's frame (or outer frame) by id, to a millionth of a point.
func assertFrame(_ result: LayoutResult, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                 outer: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
    guard let view = result[id] else { return XCTFail("no view '\(id)'", file: file, line: line) }
    let frame = outer ? view.outerFrame : view.frame
    let expected = [x, y, width, height], actual = [frame.x, frame.y, frame.width, frame.height]
    XCTAssertTrue(zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(id): \(frame) is not (\(x), \(y), \(width), \(height))", file: file, line: line)
}

/// A view's frame by id (a zero rect, failing the test, if there is none).
func frame(_ result: LayoutResult, _ id: String, outer: Bool = false, file: StaticString = #filePath, line: UInt = #line) -> Rect {
    guard let view = result[id] else { XCTFail("no view '\(id)'", file: file, line: line); return .zero }
    return outer ? view.outerFrame : view.frame
}
