import XCTest
import TestSupport
@testable import AlignmentDocument

final class JSONReaderTests: XCTestCase {
    // MARK: - Helpers

    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONDocument? {
        do {
            return try JSONDocument.parse(text)
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
            return nil
        }
    }

    /// The error for `bytes`, failing the test if they parse.
    private func error(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> JSONError? {
        do throws(JSONError) {
            _ = try JSONDocument.parse(bytes)
            XCTFail("expected an error for \(String(decoding: bytes, as: UTF8.self).debugDescription)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONError? {
        error(Array(text.utf8), file: file, line: line)
    }

    /// Checks that `text` fails with `message` at 1-based `column` of line 1.
    private func assertError(_ text: String, _ message: String, column: Int,
                             file: StaticString = #filePath, line: UInt = #line) {
        assertError(Array(text.utf8), message, column: column, file: file, line: line)
    }

    private func assertError(_ bytes: [UInt8], _ message: String, column: Int,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let error = error(bytes, file: file, line: line) else { return }
        XCTAssertEqual(error.message, message, "input \(bytes)", file: file, line: line)
        XCTAssertEqual(error.line, 1, file: file, line: line)
        XCTAssertEqual(error.column, column, "input \(bytes)", file: file, line: line)
        XCTAssertEqual(error.offset, column - 1, file: file, line: line)
    }

    private func number(_ text: String) -> Double? {
        guard let document = parse(text) else { return nil }
        return document.number(document.root)
    }

    private func string(_ json: String) -> String? {
        guard let document = parse(json) else { return nil }
        return document.string(document.root)
    }

    // MARK: - Values

    func testScalarsAtTopLevel() throws {
        let null = try JSONDocument.parse(" null ")
        XCTAssertEqual(null.kind(of: null.root), .null)
        XCTAssertEqual(null.maxDepth, 0)
        let yes = try JSONDocument.parse("true")
        XCTAssertEqual(yes.kind(of: yes.root), .bool)
        XCTAssertEqual(yes.bool(yes.root), true)
        let no = try JSONDocument.parse("\t\r\nfalse\n")
        XCTAssertEqual(no.bool(no.root), false)
        XCTAssertEqual(number("42"), 42)
        XCTAssertEqual(string("\"hi\""), "hi")
    }

    func testLayoutDocumentReadsBack() throws {
        let text = """
            {
              "type": "VStack",
              "spacing": 8.5,
              "visible": true,
              "tag": null,
              "children": [
                {"type": "Text", "width": 120, "height": -20.25},
                {"type": "Spacer"},
                []
              ]
            }
            """
        let document = try JSONDocument.parse(text)
        let root = document.root
        XCTAssertEqual(document.kind(of: root), .object)
        XCTAssertEqual(document.count(root), 5)
        XCTAssertEqual(document.maxDepth, 3)
        XCTAssertEqual(document.offset(of: root), 0)

        XCTAssertEqual(document.members(root).map(\.key), ["type", "spacing", "visible", "tag", "children"])
        XCTAssertEqual(document.member(root, named: "type").flatMap(document.string), "VStack")
        XCTAssertEqual(document.member(root, named: "spacing").flatMap(document.number), 8.5)
        XCTAssertEqual(document.member(root, named: "visible").flatMap(document.bool), true)
        let tag = try XCTUnwrap(document.member(root, named: "tag"))
        XCTAssertEqual(document.kind(of: tag), .null)
        XCTAssertNil(document.member(root, named: "missing"))
        XCTAssertNil(document.member(root, named: "typ"))

        let children = try XCTUnwrap(document.member(root, named: "children"))
        XCTAssertEqual(document.kind(of: children), .array)
        XCTAssertEqual(document.count(children), 3)
        XCTAssertNil(document.element(children, at: 3))
        XCTAssertNil(document.element(children, at: -1))

        let text0 = try XCTUnwrap(document.element(children, at: 0))
        XCTAssertEqual(document.count(text0), 3)
        XCTAssertEqual(document.member(text0, named: "width").flatMap(document.number), 120)
        XCTAssertEqual(document.member(text0, named: "height").flatMap(document.number), -20.25)
        let offset = try XCTUnwrap(Array(text.utf8).dropFirst().firstIndex(of: UInt8(ascii: "{")))
        XCTAssertEqual(document.offset(of: text0), offset)

        let spacer = try XCTUnwrap(document.element(children, at: 1))
        XCTAssertEqual(document.member(spacer, named: "type").flatMap(document.string), "Spacer")
        let empty = try XCTUnwrap(document.element(children, at: 2))
        XCTAssertEqual(document.kind(of: empty), .array)
        XCTAssertEqual(document.count(empty), 0)
    }

    func testAccessorsReturnNilForOtherKinds() throws {
        let document = try JSONDocument.parse(#"[1, "a", true, null, {}, []]"#)
        let values = (0..<6).compactMap { document.element(document.root, at: $0) }
        XCTAssertEqual(values.map(document.kind(of:)), [.number, .string, .bool, .null, .object, .array])
        XCTAssertNil(document.string(values[0]))
        XCTAssertNil(document.bool(values[0]))
        XCTAssertNil(document.number(values[1]))
        XCTAssertNil(document.number(values[2]))
        XCTAssertNil(document.bool(values[3]))
        XCTAssertEqual(document.count(values[0]), 0)
        XCTAssertEqual(document.count(values[4]), 0)
        XCTAssertTrue(Array(document.members(values[4])).isEmpty)
        XCTAssertTrue(Array(document.members(values[5])).isEmpty)
        XCTAssertTrue(Array(document.members(document.root)).isEmpty)
        XCTAssertNil(document.member(document.root, named: "a"))
        XCTAssertNil(document.element(values[4], at: 0))
        XCTAssertEqual(document.offset(of: values[1]), 4)
    }

    func testAllEntryPointsAgree() throws {
        let text = #"{"a": [1, "é"], "b": {"c": false}}"#
        let bytes = Array(text.utf8)
        let fromString = try JSONDocument.parse(text)
        let fromArray = try JSONDocument.parse(bytes)
        let fromBuffer = try bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONError) in try JSONDocument.parse(buffer) }
        }.get()
        for document in [fromString, fromArray, fromBuffer] {
            let a = try XCTUnwrap(document.member(document.root, named: "a"))
            XCTAssertEqual(document.element(a, at: 1).flatMap(document.string), "é")
            let b = try XCTUnwrap(document.member(document.root, named: "b"))
            XCTAssertEqual(document.member(b, named: "c").flatMap(document.bool), false)
        }
    }

    // MARK: - Numbers

    func testNumbersConvertExactly() {
        let cases: [(String, Double)] = [
            ("0", 0), ("-0", -0.0), ("7", 7), ("-12", -12), ("0.5", 0.5), ("-0.125", -0.125),
            ("1e3", 1000), ("1E3", 1000), ("1e+3", 1000), ("25e-2", 0.25), ("0.1", 0.1),
            ("1e22", 1e22), ("1e23", 1e23), ("9007199254740993", 9007199254740992),
            ("0.30000000000000004", 0.30000000000000004),
            ("123456789012345678901234567890", 1.2345678901234568e29),
            ("2.2250738585072011e-308", Double(bitPattern: 0x000F_FFFF_FFFF_FFFF)),
            ("4.9e-324", .leastNonzeroMagnitude), ("1.7976931348623157e308", 1.7976931348623157e308),
            ("1e-400", 0), ("0e99999999999", 0), ("0.000001234", 0.000001234),
        ]
        for (text, expected) in cases {
            let value = number(text)
            XCTAssertEqual(value, expected, text)
            XCTAssertEqual(value?.sign, expected.sign, text)
        }
    }

    func testNumbersMatchStandardLibraryParser() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<3000 {
            var text = random.next() % 2 == 0 ? "-" : ""
            let integerDigits = Int(random.next() % 18) + 1
            text += String(random.next() % 9 + 1)
            for _ in 1..<integerDigits { text += String(random.next() % 10) }
            if random.next() % 2 == 0 {
                text += "."
                for _ in 0...(random.next() % 18) { text += String(random.next() % 10) }
            }
            if random.next() % 2 == 0 {
                text += "e" + String(Int(random.next() % 80) - 40)
            }
            XCTAssertEqual(number(text)?.bitPattern, Double(text)?.bitPattern, text)
        }
    }

    func testNumberSyntaxErrors() {
        assertError("01", "leading zeros are not allowed", column: 1)
        assertError("[-00]", "leading zeros are not allowed", column: 3)
        assertError("-", "expected a digit after '-'", column: 2)
        assertError("-a", "expected a digit after '-'", column: 2)
        assertError("1.", "expected a digit after '.'", column: 3)
        assertError("1.e5", "expected a digit after '.'", column: 3)
        assertError(".5", "expected a value", column: 1)
        assertError("+1", "expected a value", column: 1)
        assertError("1e", "expected a digit in exponent", column: 3)
        assertError("1e+", "expected a digit in exponent", column: 4)
        assertError("NaN", "expected a value", column: 1)
        assertError("Infinity", "expected a value", column: 1)
        assertError("-Infinity", "expected a digit after '-'", column: 2)
        assertError("0x10", "unexpected data after the top-level value", column: 2)
        assertError("[1e400]", "number out of range", column: 2)
        assertError("-1.5e308000", "number out of range", column: 1)
        assertError("1" + String(repeating: "0", count: 309), "number out of range", column: 1)
    }

    func testLargeArrayOfNumbers() throws {
        let count = 200_000
        var text = "["
        text.reserveCapacity(count * 8)
        for index in 0..<count {
            if index > 0 { text += "," }
            text += index % 2 == 0 ? String(index) : "\(index).5"
        }
        text += "]"
        let document = try JSONDocument.parse(text)
        XCTAssertEqual(document.count(document.root), count)
        XCTAssertEqual(document.maxDepth, 1)
        for index in stride(from: 0, to: count, by: 997) {
            let element = try XCTUnwrap(document.element(document.root, at: index))
            XCTAssertEqual(document.number(element), Double(index) + (index % 2 == 0 ? 0 : 0.5))
        }
        let last = try XCTUnwrap(document.element(document.root, at: count - 1))
        XCTAssertEqual(document.number(last), Double(count - 1) + 0.5)
    }

    // MARK: - Strings

    func testStringEscapes() {
        XCTAssertEqual(string(#""""#), "")
        XCTAssertEqual(string(#""\" \\ \/ \b \f \n \r \t""#), "\" \\ / \u{8} \u{C} \n \r \t")
        XCTAssertEqual(string(#""\u0041\u00e9\u20AC\u0000""#), "Aé€\u{0}")
        XCTAssertEqual(string(#""a\uD83D\uDE00b""#), "a😀b")
        XCTAssertEqual(string(#""\udbff\udfff""#), "\u{10FFFF}")
        XCTAssertEqual(string("\"é😀 raw UTF-8 ✓\""), "é😀 raw UTF-8 ✓")
        XCTAssertEqual(string("\"\u{7F}\""), "\u{7F}")
    }

    func testLongStringsWithSpecialBytesAtEveryPosition() {
        let filler = "abcdefghijklmnopqrstuvwxyz"
        for position in 0..<20 {
            let prefix = String(filler.prefix(position))
            XCTAssertEqual(string("\"\(prefix)\\n\(filler)\""), prefix + "\n" + filler)
            XCTAssertEqual(string("\"\(prefix)é\(filler)\""), prefix + "é" + filler)
            XCTAssertEqual(string("\"\(prefix)\""), prefix)
            assertError("\"\(prefix)\u{1}\(filler)\"", "control character in string (must be escaped)",
                        column: position + 2)
        }
    }

    func testWordScanFlagsExactlyTheSpecialBytes() {
        for byte in 0...UInt8.max {
            let special = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80
            for position in 0..<8 {
                let word = UInt64(0x6161_6161_6161_6161) & ~(0xFF << (8 * position)) | UInt64(byte) << (8 * position)
                XCTAssertEqual(JSONReader.needsAttention(word), special, "byte \(byte) at \(position)")
            }
        }
    }

    func testSurrogates() {
        assertError(#""\uD800""#, "unpaired UTF-16 surrogate in \\u escape", column: 2)
        assertError(#""ab\uDBFF\u0041""#, "unpaired UTF-16 surrogate in \\u escape", column: 4)
        assertError(#""\uD800\uD800""#, "unpaired UTF-16 surrogate in \\u escape", column: 2)
        assertError(#""\uDC00\uD800""#, "unpaired UTF-16 surrogate in \\u escape", column: 2)
        assertError(#""\uDFFF""#, "unpaired UTF-16 surrogate in \\u escape", column: 2)
        assertError(#""\uD800\n""#, "unpaired UTF-16 surrogate in \\u escape", column: 2)
        assertError(#""\uD800"#, "unpaired UTF-16 surrogate in \\u escape", column: 2)
    }

    func testStringSyntaxErrors() {
        assertError(#""abc"#, "unterminated string", column: 1)
        assertError(#"["abc\"]"#, "unterminated string", column: 2)
        assertError(#""abc\"#, "unterminated string", column: 1)
        assertError(#""abc\""#, "unterminated string", column: 1)
        assertError("\"a\nb\"", "control character in string (must be escaped)", column: 3)
        assertError("\"a\tb\"", "control character in string (must be escaped)", column: 3)
        assertError(#""\x""#, "invalid escape sequence in string", column: 2)
        assertError(#""\U0041""#, "invalid escape sequence in string", column: 2)
        assertError(#""\u12G4""#, "expected 4 hexadecimal digits in \\u escape", column: 6)
        assertError(#""\u12"#, "expected 4 hexadecimal digits in \\u escape", column: 4)
        assertError("'a'", "expected a value", column: 1)
    }

    func testInvalidUTF8() {
        let quote = UInt8(ascii: "\"")
        let invalidSequences: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC3], [0xC3, 0x41], [0xE0, 0x80, 0x80],
            [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE2, 0x28, 0xA1], [0xF0, 0x9F, 0x98, 0x41],
        ]
        for sequence in invalidSequences {
            assertError([quote, 0x61] + sequence + [quote], "invalid UTF-8 in string", column: 3)
        }
        let validSequences: [([UInt8], String)] = [
            ([0xC2, 0x80], "\u{80}"), ([0xE0, 0xA0, 0x80], "\u{800}"), ([0xED, 0x9F, 0xBF], "\u{D7FF}"),
            ([0xEE, 0x80, 0x80], "\u{E000}"), ([0xF0, 0x90, 0x80, 0x80], "\u{10000}"),
            ([0xF4, 0x8F, 0xBF, 0xBF], "\u{10FFFF}"),
        ]
        for (sequence, expected) in validSequences {
            let document = try? JSONDocument.parse([quote] + sequence + [quote])
            XCTAssertEqual(document.flatMap { $0.string($0.root) }, expected)
        }
        assertError([0xC3, 0xA9], "expected a value", column: 1)
        assertError([0xEF, 0xBB, 0xBF] + Array("{}".utf8), "expected a value", column: 1)
        assertError(Array("[1]".utf8) + [0xC3, 0xA9], "unexpected data after the top-level value", column: 4)
    }

    // MARK: - Structure

    func testSyntaxErrors() {
        assertError("", "unexpected end of input, expected a value", column: 1)
        assertError("  ", "unexpected end of input, expected a value", column: 3)
        assertError("[1,]", "trailing comma in array", column: 4)
        assertError(#"{"a":1 , }"#, "trailing comma in object", column: 10)
        assertError("[1 2]", "expected ',' or ']' in array", column: 4)
        assertError(#"{"a":1 "b":2}"#, "expected ',' or '}' in object", column: 8)
        assertError(#"{"a" 1}"#, "expected ':' after key in object", column: 6)
        assertError("{a:1}", "expected a string key in object", column: 2)
        assertError("{1:1}", "expected a string key in object", column: 2)
        assertError(#"{"a":}"#, "expected a value", column: 6)
        assertError("[,1]", "expected a value", column: 2)
        assertError("[1,,2]", "expected a value", column: 4)
        assertError("[1", "unexpected end of input in array", column: 3)
        assertError(#"{"a":1"#, "unexpected end of input in object", column: 7)
        assertError(#"{"a""#, "expected ':' after key in object", column: 5)
        assertError("{", "expected a string key in object", column: 2)
        assertError("[", "unexpected end of input, expected a value", column: 2)
        assertError("[1]]", "unexpected data after the top-level value", column: 4)
        assertError("1 2", "unexpected data after the top-level value", column: 3)
        assertError("{} {}", "unexpected data after the top-level value", column: 4)
        assertError("[1}", "expected ',' or ']' in array", column: 3)
        assertError(#"{"a":1]"#, "expected ',' or '}' in object", column: 7)
        assertError("tru", "invalid literal, expected 'true'", column: 1)
        assertError("[truE]", "invalid literal, expected 'true'", column: 2)
        assertError("nul", "invalid literal, expected 'null'", column: 1)
        assertError("falsey", "unexpected data after the top-level value", column: 6)
        assertError("None", "expected a value", column: 1)
        assertError("// c\n1", "expected a value", column: 1)
        assertError("[1 /* c */]", "expected ',' or ']' in array", column: 4)
        assertError("\u{C}1", "expected a value", column: 1)
        assertError("[1,\u{A0}2]", "expected a value", column: 4)
    }

    func testLineAndColumn() throws {
        let text = "{\n  \"a\": 1,\n  \"b\": [1, 2]\"c\"\n}"
        let error = try XCTUnwrap(self.error(text))
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(error.column, 14)
        XCTAssertEqual(error.offset, 25)
        XCTAssertEqual(error.description, "invalid JSON at line 3, column 14: expected ',' or '}' in object")

        let crlf = try XCTUnwrap(self.error("[\r\n1,\r\n\r\n  x]"))
        XCTAssertEqual(crlf.line, 4)
        XCTAssertEqual(crlf.column, 3)
        XCTAssertEqual(crlf.message, "expected a value")

        let control = try XCTUnwrap(self.error("[\n\"abc\n"))
        XCTAssertEqual(control.line, 2)
        XCTAssertEqual(control.column, 5)

        let atEnd = try XCTUnwrap(self.error("[1,\n2\n"))
        XCTAssertEqual(atEnd.line, 3)
        XCTAssertEqual(atEnd.column, 1)
        XCTAssertEqual(atEnd.message, "unexpected end of input in array")
    }

    // MARK: - Duplicate keys

    func testDuplicateKeysAreRejected() throws {
        assertError(#"{"a":1,"b":2,"a":3}"#, "duplicate key \"a\" in object", column: 14)
        assertError(#"{"a":1,"\u0061":2}"#, "duplicate key \"a\" in object", column: 8)
        assertError(#"{"":1,"":2}"#, "duplicate key \"\" in object", column: 7)
        assertError(#"[{"x":{"y":1,"y":2}}]"#, "duplicate key \"y\" in object", column: 14)

        // The same key in different objects, and keys that are prefixes of each other, are fine.
        let document = try JSONDocument.parse(#"{"a":{"a":1},"b":{"a":2},"ab":3,"abc":4,"A":5}"#)
        XCTAssertEqual(document.count(document.root), 5)
        let b = try XCTUnwrap(document.member(document.root, named: "b"))
        XCTAssertEqual(document.member(b, named: "a").flatMap(document.number), 2)
    }

    func testDuplicateKeysInLargeObjects() throws {
        func object(_ keys: [String]) -> String {
            "{" + keys.enumerated().map { "\"\($0.element)\":\($0.offset)" }.joined(separator: ",") + "}"
        }
        var keys = (0..<5000).map { "key\($0)" }
        let valid = try JSONDocument.parse(object(keys))
        XCTAssertEqual(valid.count(valid.root), 5000)
        XCTAssertEqual(valid.member(valid.root, named: "key4321").flatMap(valid.number), 4321)
        XCTAssertEqual(valid.members(valid.root).map(\.key), keys)

        keys[4000] = "key17"
        keys[3000] = "key2999"
        keys[4500] = "key2999"
        let text = object(keys)
        let error = try XCTUnwrap(self.error(text))
        XCTAssertEqual(error.message, "duplicate key \"key2999\" in object")
        let expectedOffset = try XCTUnwrap(text.utf8.firstIndex(of: Array("\"key2999\":3000".utf8)))
        XCTAssertEqual(error.offset, expectedOffset)
    }

    // MARK: - Depth

    func testDeeplyNestedArrays() throws {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let document = try JSONDocument.parse(text)
        XCTAssertEqual(document.maxDepth, depth)
        var value = document.root
        var levels = 1
        while let inner = document.element(value, at: 0) {
            value = inner
            levels += 1
        }
        XCTAssertEqual(levels, depth)
        XCTAssertEqual(document.count(value), 0)
        XCTAssertEqual(document.offset(of: value), depth - 1)

        let unclosed = try XCTUnwrap(self.error(String(repeating: "[", count: depth)))
        XCTAssertEqual(unclosed.message, "unexpected end of input, expected a value")
        XCTAssertEqual(unclosed.offset, depth)
    }

    func testDeeplyNestedObjects() throws {
        let depth = 50_000
        let text = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: ",\"b\":null}", count: depth)
        let document = try JSONDocument.parse(text)
        XCTAssertEqual(document.maxDepth, depth)
        var value = document.root
        for _ in 1..<depth {
            XCTAssertEqual(document.count(value), 2)
            value = try XCTUnwrap(document.member(value, named: "a"))
        }
        XCTAssertEqual(document.member(value, named: "a").flatMap(document.number), 1)
    }

    // MARK: - Fuzzing

    func testRandomInputsNeverCrash() {
        var random = SplitMix64(seed: 0x5EED)
        let alphabet = Array(#"{}[],:"\ 0123456789-+.eEtrufalsn\u"#.utf8) + [0x0A, 0x00, 0x1F, 0x7F, 0xC3, 0xA9, 0xED, 0xF4, 0xFF]
        let seeds = [
            #"{"type":"HStack","spacing":8,"children":[{"t":"é\n\uD83D\uDE00","w":1.5e3},[true,false,null]]}"#,
            #"[[[[{"a":[{"b":-0.0}]}]]]]"#,
        ].map { Array($0.utf8) }
        var parsed = 0
        for round in 0..<4000 {
            var bytes: [UInt8]
            switch round % 3 {
            case 0:
                bytes = (0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            case 1:
                bytes = (0..<Int(random.next() % 64)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            default:
                bytes = seeds[Int(random.next() % UInt64(seeds.count))]
                for _ in 0...(random.next() % 4) {
                    let index = Int(random.next() % UInt64(bytes.count + 1))
                    switch random.next() % 3 {
                    case 0: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: index)
                    case 1 where index < bytes.count: bytes.remove(at: index)
                    default: if index < bytes.count { bytes[index] = UInt8(truncatingIfNeeded: random.next()) }
                    }
                }
            }
            do throws(JSONError) {
                walk(try JSONDocument.parse(bytes))
                parsed += 1
            } catch {
                XCTAssertTrue((0...bytes.count).contains(error.offset), "\(error) for \(bytes)")
                XCTAssertGreaterThanOrEqual(error.line, 1)
                XCTAssertGreaterThanOrEqual(error.column, 1)
                XCTAssertFalse(error.message.isEmpty)
            }
        }
        XCTAssertGreaterThan(parsed, 0, "the fuzzer should produce some valid documents")
    }

    /// Visits every value with every accessor, without recursion.
    private func walk(_ document: JSONDocument) {
        var stack = [document.root]
        while let value = stack.popLast() {
            _ = (document.bool(value), document.number(value), document.string(value), document.offset(of: value))
            switch document.kind(of: value) {
            case .array:
                for index in 0..<document.count(value) {
                    if let element = document.element(value, at: index) { stack.append(element) }
                }
            case .object:
                for (key, member) in document.members(value) {
                    XCTAssertEqual(document.member(value, named: key), member)
                    stack.append(member)
                }
            case .null, .bool, .number, .string:
                break
            }
        }
    }
}

private extension String.UTF8View {
    /// The offset where `needle` first occurs.
    func firstIndex(of needle: [UInt8]) -> Int? {
        let bytes = Array(self)
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
