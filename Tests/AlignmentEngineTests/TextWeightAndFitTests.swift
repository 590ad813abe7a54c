import XCTest
@testable import AlignmentEngine

/// Weights, widths, kerning, tracking and baseline offsets by the rules of docs/decisions.md
/// ("Text weights and widths"): a weight scales the advance by `1 + 0.02 × (class − 400) /
/// 100` relative to the font's own weight (ASSUMED), a width by OpenType's usWidthClass
/// percentages, italic by 873 / 853 (SF's average widths, Capsize); `.bold()` is the
/// emphasized weight of the style (HIG Typography: bold for the titles, semibold otherwise).
final class TextWeightTests: XCTestCase {
    private func width(_ text: Text) throws -> Double { try layout(text.id("t"))["t"]!.frame.width }

    func testWeightsScaleTheAdvance() throws {
        XCTAssertEqual(try width(Text("abcd")), 36)
        XCTAssertEqual(try width(Text("abcd").bold()), 4 * 9 * 1.04, accuracy: 1e-9)            // body: semibold
        XCTAssertEqual(try width(Text("ab").font(.title).bold()), 2 * 15 * 1.06, accuracy: 1e-9)  // title: bold
        XCTAssertEqual(try width(Text("ab").font(.largeTitle.bold())), 2 * 18 * 1.06, accuracy: 1e-9)
        XCTAssertEqual(try width(Text("abcd").fontWeight(.black)), 4 * 9 * 1.10, accuracy: 1e-9)
        XCTAssertEqual(try width(Text("abcd").fontWeight(.ultraLight)), 4 * 9 * 0.94, accuracy: 1e-9)
        // Headline is semibold with body's metrics: its own weight keeps them; regular narrows.
        XCTAssertEqual(try width(Text("abcd").font(.headline)), 36)
        XCTAssertEqual(try width(Text("abcd").font(.headline).bold()), 36)
        XCTAssertEqual(try width(Text("abcd").font(.headline).fontWeight(.regular)), 36 / 1.04, accuracy: 1e-9)
        // A font of fixed metrics: `.bold()` is bold.
        XCTAssertEqual(try width(Text("ab").font(.system(size: 20)).bold()), 2 * 11 * 1.06, accuracy: 1e-9)
        XCTAssertEqual(Font.Weight.allCases.map(\.advanceFactor), [0.94, 0.96, 0.98, 1, 1.02, 1.04, 1.06, 1.08, 1.10].map { $0 },
                       "the rule's table")
    }

    func testWidthsItalicAndMonospaced() throws {
        XCTAssertEqual(try width(Text("abcd").fontWidth(.condensed)), 27)
        XCTAssertEqual(try width(Text("abcd").fontWidth(.compressed)), 22.5)
        XCTAssertEqual(try width(Text("abcd").fontWidth(.expanded)), 45)
        XCTAssertEqual(try width(Text("abcd").italic()), 36 * 873 / 853, accuracy: 1e-9)
        // The model is monospaced already: SF Mono's advance is not known, so it stays.
        XCTAssertEqual(try width(Text("1234").monospaced()), 36)
        XCTAssertEqual(try width(Text("1234").monospacedDigit()), 36)
    }

    func testTheNearestSettingWins() throws {
        let result = try layout(VStack(alignment: .leading, spacing: 0) {
            Text("abcd").id("inherits")
            Text("abcd").fontWeight(.regular).id("own")
            Text("abcd").font(.body.weight(.light)).id("font")
        }.fontWeight(.black).fontWidth(.condensed))
        XCTAssertEqual(result["inherits"]!.frame.width, 36 * 1.10 * 0.75, accuracy: 1e-9)
        XCTAssertEqual(result["own"]!.frame.width, 36 * 0.75, accuracy: 1e-9)
        XCTAssertEqual(result["font"]!.frame.width, 36 * 0.98 * 0.75, accuracy: 1e-9)
    }

    func testATextsOwnModifiersReplaceEachOtherWhereEnvironmentValuesDoNot() throws {
        // Text's own methods (Text.fontWeight, Text.font ...) set its attributes: the last one
        // applied wins. The same names on another view set environment values: the one nearest
        // the text wins, and a text's own attribute beats any.
        XCTAssertEqual(try width(Text("abcd").fontWeight(.bold).fontWeight(.light)), 36 * 0.98, accuracy: 1e-9)
        XCTAssertEqual(try width(Text("ab").bold().font(.title)), 2 * 15 * 1.06, accuracy: 1e-9)
        let result = try layout(VStack(alignment: .leading, spacing: 0) {
            Text("abcd").id("environment")
            Text("abcd").fontWeight(.heavy).padding(0).fontWeight(.thin).id("attribute")
        }.fontWeight(.bold).fontWeight(.light))
        XCTAssertEqual(result["environment"]!.frame.width, 36 * 1.06, accuracy: 1e-9)
        XCTAssertEqual(result["attribute"]!.frame.width, 36 * 1.08, accuracy: 1e-9)
        // Environment-only modifiers on a text are environment values: the nearest wins.
        let shrunk = try layout(Text("Hello World").lineLimit(1).minimumScaleFactor(0.5).minimumScaleFactor(0.95).id("t"),
                                proposal: ProposedViewSize(width: 80, height: nil))
        XCTAssertEqual(shrunk["t"]!.text!.scale, 80.0 / 99, accuracy: 1e-12)
    }

    func testKerningFollowsEveryCharacterAndTrackingOnlyBetween() throws {
        // Apple, kerning(_:): "the kerning affects the trailing edge of the text view as
        // well"; NSAttributedString.Key.tracking: "the system treats tracking as trailing
        // whitespace".
        XCTAssertEqual(try width(Text("abcd").kerning(2)), 44)
        XCTAssertEqual(try width(Text("abcd").tracking(2)), 42)
        XCTAssertEqual(try width(Text("abcd").tracking(-2)), 30)
        // Wrapping counts tracking between characters: "ab cd" in 20 holds 2 a line.
        let wrapped = try layout(Text("ab cd").tracking(2).id("t"), proposal: ProposedViewSize(width: 20, height: nil))
        assertFrame(wrapped, "t", 0, 0, 20, 34)
        XCTAssertEqual(wrapped["t"]!.text!.strings, ["ab", "cd"])
        // A negative kerning larger than the advance leaves characters no narrower than nothing.
        XCTAssertEqual(try width(Text("abcd").kerning(-20)), 0)
    }

    func testBaselineOffsetGrowsTheLineAndMovesTheBaseline() throws {
        // Apple, Text.baselineOffset(_:): "The bounds of the view expand to contain the moved text."
        let raised = try layout(Text("a").baselineOffset(5).id("t"))
        assertFrame(raised, "t", 0, 0, 9, 22)
        XCTAssertEqual(raised["t"]!.text!.firstBaseline, 18)
        let lowered = try layout(Text("a").baselineOffset(-5).id("t"))
        assertFrame(lowered, "t", 0, 0, 9, 22)
        XCTAssertEqual(lowered["t"]!.text!.firstBaseline, 13)
        // On a shared baseline the raised text's glyphs sit 5 higher than its neighbour's.
        let row = try layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("a").id("plain")
            Text("b").baselineOffset(5).id("raised")
        })
        assertFrame(row, "plain", 0, 5, 9, 17)
        assertFrame(row, "raised", 9, 0, 9, 22)
    }
}

/// `.minimumScaleFactor`, `.truncationMode` and `.allowsTightening` with worked numbers (body:
/// 9 per character, 17 a line).
final class TextFitTests: XCTestCase {
    private func fitted(_ text: some View, width: Double, height: Double? = nil) throws -> ViewLayout {
        try layout(text.id("t"), proposal: ProposedViewSize(width: width, height: height))["t"]!
    }

    func testAOneLineTextShrinksToItsProposal() throws {
        // "Hello World" is 99 wide; in 80 it shrinks by 80 / 99.
        let text = try fitted(Text("Hello World").lineLimit(1).minimumScaleFactor(0.5), width: 80)
        XCTAssertEqual(text.text!.scale, 80.0 / 99, accuracy: 1e-12)
        XCTAssertFalse(text.text!.isTruncated)
        XCTAssertEqual(text.frame.width, 80, accuracy: 1e-9)
        XCTAssertEqual(text.frame.height, 17 * 80.0 / 99, accuracy: 1e-9)
        XCTAssertEqual(text.text!.firstBaseline, 13 * 80.0 / 99, accuracy: 1e-9)
        XCTAssertEqual(text.text!.strings, ["Hello World"])
        // A text that fits does not shrink.
        XCTAssertEqual(try fitted(Text("Hello World").lineLimit(1).minimumScaleFactor(0.5), width: 100).text!.scale, 1)
    }

    func testATextThatCannotShrinkEnoughIsTruncatedAtItsFactor() throws {
        // At 0.9 it would need 89.1 > 80: at 0.9 a line holds floor(80 / 0.9 / 9) = 9
        // characters, so "Hello" is the first line, and it ends with the ellipsis (the model
        // keeps the last line's words: document.md, "Text in the metrics model").
        let text = try fitted(Text("Hello World").lineLimit(1).minimumScaleFactor(0.9), width: 80)
        XCTAssertEqual(text.text!.scale, 0.9)
        XCTAssertTrue(text.text!.isTruncated)
        XCTAssertEqual(text.text!.strings, ["Hello…"])
        XCTAssertEqual(text.frame.width, 6 * 9 * 0.9, accuracy: 1e-9)
        XCTAssertEqual(text.frame.height, 17 * 0.9, accuracy: 1e-9)
    }

    func testAWrappedTextShrinksToItsProposedHeight() throws {
        // "aaa bbb ccc" in 45 x 34: three lines of 5 do not fit 34. Seven a line need scale
        // 45 / 63 and give two lines (34 tall, fitting at that scale): 5 / 7.
        let text = try fitted(Text("aaa bbb ccc").minimumScaleFactor(0.5), width: 45, height: 34)
        XCTAssertEqual(text.text!.scale, 5.0 / 7, accuracy: 1e-12)
        XCTAssertEqual(text.text!.strings, ["aaa bbb", "ccc"])
        XCTAssertEqual(text.frame.width, 45, accuracy: 1e-9)
        XCTAssertEqual(text.frame.height, 34 * 5.0 / 7, accuracy: 1e-9)
        XCTAssertEqual(text.text!.lastBaseline, (17 + 13) * 5.0 / 7, accuracy: 1e-9)
    }

    func testTruncationModesKeepTheirEnds() throws {
        // 16 characters in 99: 11 a line, 10 and the ellipsis.
        func strings(_ mode: Text.TruncationMode) throws -> [String] {
            try fitted(Text("abcdefghijklmnop").lineLimit(1).truncationMode(mode), width: 99).text!.strings
        }
        XCTAssertEqual(try strings(.tail), ["abcdefghij…"])
        XCTAssertEqual(try strings(.head), ["…ghijklmnop"])
        XCTAssertEqual(try strings(.middle), ["abcde…lmnop"])
        // Only the last line is truncated: the first keeps its words.
        let two = try fitted(Text("aaaa bbbb cccc dddd").lineLimit(2).truncationMode(.head), width: 45)
        XCTAssertEqual(two.text!.strings, ["aaaa", "…dddd"])
        XCTAssertTrue(two.text!.isTruncated)
    }

    func testTighteningSqueezesALineUpToFivePercentTooLong() throws {
        // AppKit's tighteningFactorForTruncation: 0.05. "Hello World" (99) in 95: 99 / 95 < 1.05.
        let tight = try fitted(Text("Hello World").lineLimit(1).allowsTightening(true), width: 95)
        XCTAssertFalse(tight.text!.isTruncated)
        XCTAssertEqual(tight.text!.strings, ["Hello World"])
        XCTAssertEqual(tight.frame.width, 95)
        // In 90 it would need 1.1: truncated as without tightening.
        let cut = try fitted(Text("Hello World").lineLimit(1).allowsTightening(true), width: 90)
        XCTAssertTrue(cut.text!.isTruncated)
        XCTAssertEqual(cut.text!.strings, ["Hello…"])
    }

    func testAFactorOfZeroWithNoRoomDrawsNothing() throws {
        // Apple allows 0 ("a fraction between 0 and 1 (inclusive)"); in no width at all the
        // text can only fit at scale 0 (the fuzzer found a trap here once: 0 / 0).
        let text = try fitted(Text("abc").lineLimit(1).minimumScaleFactor(0), width: 0, height: 0)
        XCTAssertEqual(text.frame.size, Size(width: 0, height: 0))
        XCTAssertEqual(text.text!.scale, 0)
    }

    func testBadScaleFactorsAndNumbersAreErrorsNamingTheView() {
        for factor in [-0.1, 1.5, Double.nan] {
            XCTAssertThrowsError(try layout(Text("a").minimumScaleFactor(factor))) { error in
                let message = (error as! LayoutError).message
                XCTAssertTrue(message.contains("(Text): minimumScaleFactor must be from 0 to 1, not"), message)
            }
        }
        XCTAssertThrowsError(try layout(Text("a").kerning(.infinity))) { error in
            XCTAssertTrue((error as! LayoutError).message.contains("kerning must be a finite number"), "\(error)")
        }
    }
}

/// SF Symbols: the box of `Image(systemName:)` from the font it is drawn in (docs/decisions.md,
/// "SF Symbols"): a square of the point size at the medium scale (ASSUMED), 0.8 and 1.3 of it
/// at small and large (Apple, NSImage.SymbolScale: "approximately 20% smaller", "30% larger"),
/// centred on the middle of SF's cap height, 1443 / 2048 em (Capsize).
final class SymbolImageTests: XCTestCase {
    private let capHeight = 1443.0 / 2048

    func testASymbolIsSizedFromItsFont() throws {
        let result = try layout(VStack(alignment: .leading, spacing: 0) {
            Image(systemName: "star").id("body")
            Image(systemName: "star").imageScale(.small).id("small")
            Image(systemName: "star").imageScale(.large).id("large")
            Image(systemName: "star").font(.title).id("title")
            Image(systemName: "star").font(.headline).id("headline")
        })
        XCTAssertEqual(result["body"]!.frame.size, Size(width: 17, height: 17))
        assertSize(result["small"]!.frame.size, 13.6, 13.6)
        assertSize(result["large"]!.frame.size, 22.1, 22.1)
        assertSize(result["title"]!.frame.size, 28, 28)
        // Headline is semibold: its symbols are 4 % wider.
        assertSize(result["headline"]!.frame.size, 17 * 1.04, 17)
        XCTAssertEqual(try layout(Image(systemName: "star").id("s"), dynamicTypeSize: .accessibility3)["s"]!.frame.size,
                       Size(width: 40, height: 40))
    }

    func testASymbolsBaselineSitsWithTheTexts() throws {
        // Body: the symbol's baseline is (17 + 17 × capHeight) / 2 below its top; the text's 13.
        let baseline = (17 + 17 * capHeight) / 2
        let row = try layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "star").id("star")
            Text("Hi").id("text")
        })
        assertFrame(row, "star", 0, 0, 17, 17)
        assertFrame(row, "text", 17, baseline - 13, 18, 17)
        // A large symbol keeps its centre on the cap height's middle.
        let large = try layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "star").imageScale(.large).id("star")
            Text("Hi").id("text")
        })
        XCTAssertEqual(large["text"]!.frame.y - large["star"]!.frame.y, (22.1 + 17 * capHeight) / 2 - 13, accuracy: 1e-9)
    }

    func testGivenSizesAndUnknownNames() throws {
        let tree = LayoutTree()
        let root = try tree.add(HStack(spacing: 0) {
            Image(systemName: "star").id("known")
            Image(systemName: "wide.thing").id("unknown")
            Image(systemName: "tall.thing", size: SymbolSize(width: 0.5, height: 1.2)).id("given")
        })
        try tree.layout(root)
        XCTAssertEqual(tree.frame(of: tree.view(named: "unknown")!)!.size, Size(width: 17, height: 17))
        assertSize(tree.frame(of: tree.view(named: "given")!)!.size, 8.5, 20.4)
        XCTAssertEqual(tree.warnings.count, 1)
        XCTAssertTrue(tree.warnings[0].contains("Image(systemName: \"wide.thing\") is not a symbol the engine knows"), tree.warnings[0])
        // A size for the name: no warning, its box.
        try tree.defineSymbol("wide.thing", size: SymbolSize(width: 1.5, height: 1))
        try tree.layout(root)
        assertSize(tree.frame(of: tree.view(named: "unknown")!)!.size, 25.5, 17)
        XCTAssertEqual(tree.warnings, [])
        XCTAssertThrowsError(try tree.defineSymbol("x", size: SymbolSize(width: -1, height: 1)))
        XCTAssertEqual(try layout(Image(systemName: "nope")).warnings.count, 1)
    }

    func testAppleTwoByTwoGridWithSymbols() throws {
        // The example of Grids.md: symbols in the body font are 17 x 17, as tall as a line.
        let result = try layout(Grid {
            GridRow { Text("Hello").id("hello"); Image(systemName: "globe").id("globe") }
            GridRow { Image(systemName: "hand.wave").id("wave"); Text("World").id("world") }
        })
        assertSize(result.size, 98, 42)
        assertFrame(result, "hello", 0, 0, 45, 17)
        assertFrame(result, "globe", 67, 0, 17, 17)
        assertFrame(result, "wave", 14, 25, 17, 17)
        assertFrame(result, "world", 53, 25, 45, 17)
    }

    func testAResizableSymbolTakesItsProposal() throws {
        let result = try layout(Image(systemName: "star").resizable().frame(width: 34, height: 34).id("s"))
        XCTAssertEqual(result["s"]!.frame.size, Size(width: 34, height: 34))
    }
}
