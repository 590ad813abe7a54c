/// Lays out text in the metrics model: lines split at `\n`, words at single spaces, greedy
/// wrapping under a proposed width, long words broken between characters, a line cap from
/// `lineLimit` or a finite proposed height, and an ellipsis on the last kept line of a capped
/// text (where its truncation mode puts it). A line of n characters is `n × advance +
/// (n − 1) × tracking` wide; spaces where a line breaks do not count. Lines are `lineSpacing`
/// apart; a text that `reservesSpace` is as tall as its line limit allows.
///
/// A text that would be truncated first tries to fit: a line up to 5 % too long is squeezed
/// to the width when it `allowsTightening`, and with a `minimumScaleFactor` below 1 the whole
/// text (every metric and spacing) shrinks by the largest factor, down to that one, at which
/// nothing is cut; a text that still does not fit is truncated at the minimum factor.
struct TextLayout {
    /// One laid-out line: a range of the text's scalars, an ellipsis when truncated, and after
    /// it (head and middle truncation) a range kept from the end of the text.
    struct Line: Equatable {
        var start: Int
        var end: Int
        var ellipsis: Bool = false
        var tailStart: Int = 0
        var tailEnd: Int = 0
        var characterCount: Int { end - start + (ellipsis ? 1 : 0) + tailEnd - tailStart }
    }

    var lines: [Line]
    var width: Double
    var height: Double
    /// The fraction of its size the text is drawn at: below 1 when it shrank to fit.
    var scale: Double
    /// Whether characters were cut (an ellipsis stands for them).
    var isTruncated: Bool
    /// The width of one character and the space between two, at `scale`.
    let advance: Double
    let tracking: Double
    /// The widest a line is drawn: the proposed width for a tightened text, else infinity.
    let maximumLineWidth: Double

    static let ellipsis: Unicode.Scalar = "\u{2026}"
    /// How much longer than the width a line may be and still be tightened to fit: AppKit's
    /// `tighteningFactorForTruncation` default (PUBLISHED).
    static let tighteningFactor = 0.05

    /// The text's answer for a proposal (`NaN` = unspecified).
    static func size(of text: TextContent, proposal: Proposal) -> Size {
        let layout = TextLayout(text: text, proposal: proposal)
        return Size(width: layout.width, height: layout.height)
    }

    init(text: TextContent, proposal: Proposal) {
        let style = text.style
        let capacity = Self.capacity(forWidth: proposal.width, style)
        let maximumLines = Self.maximumLines(of: text, forHeight: proposal.height)
        let lines = Self.wrap(text.scalars, capacity: capacity)
        if lines.count > maximumLines, style.allowsTightening || style.minimumScaleFactor < 1,
           let fitted = TextLayout(fitting: text, proposal: proposal, capacity: capacity, maximumLines: maximumLines) {
            self = fitted
        } else {
            self.init(text, lines, capacity: capacity, maximumLines: maximumLines)
        }
    }

    /// The layout of `lines` (wrapped at `capacity`) kept to `maximumLines`, at `scale`.
    private init(_ text: TextContent, _ wrapped: [Line], capacity: Int?, maximumLines: Int, scale: Double = 1,
                 maximumLineWidth: Double = .infinity) {
        var lines = wrapped
        isTruncated = lines.count > maximumLines
        if isTruncated {
            lines.removeLast(lines.count - maximumLines)
            lines[lines.count - 1] = Self.truncated(lines[lines.count - 1], of: text, capacity: capacity)
        }
        let style = text.style
        self.lines = lines
        self.scale = scale
        self.advance = style.font.advance * scale
        self.tracking = style.tracking * scale
        self.maximumLineWidth = maximumLineWidth
        let widest = lines.reduce(0) { Swift.max($0, $1.characterCount) }
        self.width = Swift.min(Self.width(ofCharacters: widest, advance: advance, tracking: tracking), maximumLineWidth)
        let reserved = text.reservesSpace ? Swift.min(text.lineLimit ?? 0, maximumLines) : 0
        self.height = text.height(ofLines: Swift.max(lines.count, reserved)) * scale
    }

    /// The width a line of `line`'s characters is drawn.
    func width(of line: Line) -> Double {
        Swift.min(Self.width(ofCharacters: line.characterCount, advance: advance, tracking: tracking), maximumLineWidth)
    }

    /// `n × advance + (n − 1) × tracking`: tracking is not added after a line's last character.
    private static func width(ofCharacters count: Int, advance: Double, tracking: Double) -> Double {
        count == 0 ? 0 : Double(count) * advance + Double(count - 1) * tracking
    }

    /// The characters that fit on a line of `width` (nil: no limit), at least one.
    private static func capacity(forWidth width: Double, _ style: ResolvedTextStyle, scale: Double = 1) -> Int? {
        let pitch = style.font.advance + style.tracking
        guard width.isFinite, pitch > 0 else { return nil }
        // n characters take n × advance + (n − 1) × tracking. (No width at scale 0 holds any.)
        let fit = ((width / scale + style.tracking) / pitch).rounded(.down)
        return fit.isNaN || fit >= Double(Int32.max) ? nil : Swift.max(1, Int(Swift.max(fit, 0)))
    }

    /// The lines `lineLimit` and a proposed `height` allow (at least one).
    private static func maximumLines(of text: TextContent, forHeight height: Double, scale: Double = 1) -> Int {
        var maximum = text.lineLimit.map { Swift.max($0, 1) } ?? Int.max
        let pitch = text.linePitch
        if height.isFinite && pitch > 0 {
            // n lines take n × lineHeight + (n − 1) × lineSpacing.
            let fit = ((height / scale + text.lineSpacing) / pitch).rounded(.down)
            maximum = Swift.min(maximum, fit.isNaN || fit >= Double(Int32.max) ? Int.max : Swift.max(1, Int(Swift.max(fit, 0))))
        }
        return maximum
    }

    // MARK: Truncation

    /// The last kept line of a truncated text, with its ellipsis where the truncation mode
    /// puts it, within `capacity` characters: `.tail` keeps the line's start, `.head` the end
    /// of the text's last paragraph, `.middle` both halves.
    private static func truncated(_ line: Line, of text: TextContent, capacity: Int?) -> Line {
        var last = line
        last.ellipsis = true
        let room = capacity.map { Swift.max($0 - 1, 0) }
        switch text.style.truncationMode {
        case .tail:
            if let room { last.end = Swift.max(last.start, Swift.min(last.end, last.start + room)) }
            return last
        case .head:
            last.end = last.start
            (last.tailStart, last.tailEnd) = endOfText(text.scalars, after: last.start, count: room)
        case .middle:
            if let room { last.end = Swift.min(last.end, last.start + (room + 1) / 2) }
            (last.tailStart, last.tailEnd) = endOfText(text.scalars, after: last.end, count: room.map { $0 - (last.end - last.start) })
        }
        return last
    }

    /// The last `count` characters of the text's last paragraph (nil: all of it), none before
    /// `start`.
    private static func endOfText(_ scalars: [Unicode.Scalar], after start: Int, count: Int?) -> (Int, Int) {
        var paragraphStart = scalars.count
        while paragraphStart > start, scalars[paragraphStart - 1] != "\n" { paragraphStart -= 1 }
        let first = count.map { Swift.max(paragraphStart, scalars.count - Swift.max($0, 0)) } ?? paragraphStart
        return (first, scalars.count)
    }

    // MARK: Fitting

    /// The layout of a text that would be truncated at scale 1, made to fit: tightened, or
    /// shrunk down to its minimum scale factor (truncated there when nothing fits); nil when
    /// it can do neither.
    private init?(fitting text: TextContent, proposal: Proposal, capacity: Int?, maximumLines: Int) {
        let style = text.style
        if style.allowsTightening, proposal.width.isFinite {
            let tightened = Self.capacity(forWidth: proposal.width * (1 + Self.tighteningFactor), style)
            let lines = Self.wrap(text.scalars, capacity: tightened)
            if lines.count <= maximumLines {
                self.init(text, lines, capacity: tightened, maximumLines: maximumLines, maximumLineWidth: proposal.width)
                return
            }
        }
        guard style.minimumScaleFactor < 1 else { return nil }
        let minimum = style.minimumScaleFactor
        if let (scale, capacity) = Self.largestFittingScale(text, proposal, from: capacity), scale >= minimum, scale > 0 {
            self.init(text, Self.wrap(text.scalars, capacity: capacity), capacity: capacity, maximumLines: Int.max, scale: scale)
        } else {
            let capacity = Self.capacity(forWidth: proposal.width, style, scale: minimum)
            self.init(text, Self.wrap(text.scalars, capacity: capacity), capacity: capacity,
                      maximumLines: Self.maximumLines(of: text, forHeight: proposal.height, scale: minimum), scale: minimum)
        }
    }

    /// The largest scale at which the text fits the proposal uncut, with the capacity of its
    /// lines there; nil when no scale does.
    ///
    /// A capacity of k characters a line needs scale `w / width(k)` or less, and the n lines
    /// the text wraps into at k fit the height and the line limit at scale `h / height(n)`
    /// or less. The first falls as k grows and the second rises (greedy wrapping never takes
    /// more lines for a longer line), so the best scale is where they cross: a binary search
    /// over k, from the capacity at scale 1 to the longest paragraph (wider lines wrap no
    /// differently).
    private static func largestFittingScale(_ text: TextContent, _ proposal: Proposal, from start: Int?) -> (Double, Int?)? {
        let style = text.style
        let lineLimit = text.lineLimit ?? Int.max
        func heightScale(_ capacity: Int?) -> Double {
            let lines = wrap(text.scalars, capacity: capacity).count
            guard lines <= lineLimit else { return 0 }
            let height = text.height(ofLines: lines)
            return proposal.height.isFinite && height > 0 ? proposal.height / height : .infinity
        }
        guard let start else {
            let scale = Swift.min(1, heightScale(nil))
            return scale > 0 ? (scale, nil) : nil
        }
        func widthScale(_ capacity: Int) -> Double {
            let width = Self.width(ofCharacters: capacity, advance: style.font.advance, tracking: style.tracking)
            return width > 0 ? proposal.width / width : .infinity
        }
        var longest = 0, paragraph = 0
        for scalar in text.scalars {
            paragraph = scalar == "\n" ? 0 : paragraph + 1
            longest = Swift.max(longest, paragraph)
        }
        var (low, high) = (start, Swift.max(start, longest))
        // The first capacity in low...high whose height scale reaches its width scale.
        while low < high {
            let middle = low + (high - low) / 2
            if heightScale(middle) >= widthScale(middle) { high = middle } else { low = middle + 1 }
        }
        var best = (Swift.min(widthScale(low), heightScale(low)), low)
        if low > start {
            let before = Swift.min(widthScale(low - 1), heightScale(low - 1))
            if before > best.0 { best = (before, low - 1) }
        }
        return best.0 > 0 ? (Swift.min(best.0, 1), best.1) : nil
    }

    // MARK: Wrapping

    /// Greedy wrapping of every paragraph; `capacity` nil means no wrapping.
    private static func wrap(_ scalars: [Unicode.Scalar], capacity: Int?) -> [Line] {
        var lines: [Line] = []
        var paragraphStart = 0
        var index = 0
        while index <= scalars.count {
            if index == scalars.count || scalars[index] == "\n" {
                wrapParagraph(scalars, paragraphStart..<index, capacity: capacity, into: &lines)
                paragraphStart = index + 1
            }
            index += 1
        }
        return lines
    }

    private static func wrapParagraph(_ scalars: [Unicode.Scalar], _ range: Range<Int>, capacity: Int?, into lines: inout [Line]) {
        guard let capacity else {
            lines.append(Line(start: range.lowerBound, end: range.upperBound))
            return
        }
        var current: Line? = nil
        var wordStart = range.lowerBound
        var position = range.lowerBound
        while position <= range.upperBound {
            guard position == range.upperBound || scalars[position] == " " else {
                position += 1
                continue
            }
            var word = wordStart..<position
            if var line = current, line.end - line.start + 1 + word.count <= capacity {
                line.end = word.upperBound
                current = line
            } else {
                if let line = current { lines.append(line) }
                // A word wider than a whole line is broken between characters.
                while word.count > capacity {
                    lines.append(Line(start: word.lowerBound, end: word.lowerBound + capacity))
                    word = (word.lowerBound + capacity)..<word.upperBound
                }
                current = Line(start: word.lowerBound, end: word.upperBound)
            }
            wordStart = position + 1
            position += 1
        }
        lines.append(current ?? Line(start: range.lowerBound, end: range.lowerBound))
    }
}
