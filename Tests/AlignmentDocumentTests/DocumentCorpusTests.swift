import Foundation
import XCTest
import AlignmentDocument
import AlignmentEngine

/// The shared corpora: every document in `Tests/Fixtures/documents` gives its expected
/// result, every one in `Tests/Fixtures/invalid` is rejected with its expected message.
final class DocumentCorpusTests: XCTestCase {
    func testEveryDocumentGivesItsExpectedResult() throws {
        let documents = try Fixtures.documents(in: Fixtures.documents)
        XCTAssertGreaterThanOrEqual(documents.count, 30)
        for url in documents {
            let name = url.deletingPathExtension().lastPathComponent
            let expectedURL = Fixtures.documents.appendingPathComponent(name + ".expected.json")
            guard let expected = try? Data(contentsOf: expectedURL) else {
                XCTFail("\(name): no \(name).expected.json")
                continue
            }
            let bytes = Array(try Data(contentsOf: url))
            let outcome = bytes.withUnsafeBytes { buffer in
                Result { () throws(LayoutError) -> String in try LayoutDocument.layoutJSON(buffer) }
            }
            switch outcome {
            case .failure(let error):
                XCTFail("\(name): \(error.message)")
            case .success(let json):
                let differences = Fixtures.differences(try Fixtures.jsonValue(Data(json.utf8)), try Fixtures.jsonValue(expected))
                XCTAssertTrue(differences.isEmpty, "\(name):\n" + differences.prefix(10).joined(separator: "\n"))
            }
        }
    }

    func testEveryExpectedResultHasItsDocument() throws {
        let names = try Fixtures.fileNames(in: Fixtures.documents)
        for name in names where name.hasSuffix(".expected.json") {
            XCTAssertTrue(names.contains(String(name.dropLast(".expected.json".count)) + ".json"), "\(name) has no document")
        }
        for name in names {
            XCTAssertTrue(name.hasSuffix(".json"), "unexpected file \(name)")
        }
    }

    func testEveryInvalidDocumentIsRejectedWithItsMessage() throws {
        let documents = try Fixtures.documents(in: Fixtures.invalid)
        XCTAssertGreaterThanOrEqual(documents.count, 40)
        for url in documents {
            let name = url.deletingPathExtension().lastPathComponent
            let errorURL = Fixtures.invalid.appendingPathComponent(name + ".error")
            guard let expected = try? String(contentsOf: errorURL, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
                  !expected.isEmpty else {
                XCTFail("\(name): no \(name).error")
                continue
            }
            guard let error = documentError(Array(try Data(contentsOf: url))) else { continue }
            XCTAssertTrue(error.message.contains(expected), "\(name): '\(error.message)' does not contain '\(expected)'")
        }
        let names = try Fixtures.fileNames(in: Fixtures.invalid)
        for name in names where name.hasSuffix(".error") {
            XCTAssertTrue(names.contains(String(name.dropLast(".error".count)) + ".json"), "\(name) has no document")
        }
    }

    /// Right-to-left documents are the left-to-right ones mirrored inside the root: checked
    /// for every corpus document that has no direction of its own.
    func testRightToLeftMirrorsEveryLeftToRightDocument() throws {
        for url in try Fixtures.documents(in: Fixtures.documents) {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard !text.contains("layoutDirection"), let ltr = layoutDocument(text) else { continue }
            let rtlText = "{\"layoutDirection\": \"rightToLeft\", " + text.drop { $0 != "{" }.dropFirst()
            guard let rtl = layoutDocument(rtlText) else { continue }
            XCTAssertEqual(ltr.size, rtl.size, url.lastPathComponent)
            for (a, b) in zip(ltr.views, rtl.views) where a.frame.width.isFinite && ltr.size.width.isFinite {
                let mirroredX = ltr.size.width - a.frame.x - a.frame.width
                // Pixel rounding happens after mirroring, so allow one pixel there.
                XCTAssertEqual(b.frame.x, mirroredX, accuracy: text.contains("pixelScale") ? 0.5 : 1e-6, "\(url.lastPathComponent) \(a.path)")
                XCTAssertEqual(b.frame.y, a.frame.y, accuracy: 1e-9)
            }
        }
    }
}
