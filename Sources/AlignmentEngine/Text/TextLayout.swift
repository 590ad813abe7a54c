/// Lays out text in the metrics model: lines split at `\n`, words at single spaces, greedy
/// wrapping under a proposed width, long words broken between characters, a line cap from
/// `lineLimit` or a finite proposed height, and an ellipsis on the last kept line of a capped
/// text. Widths count characters × advance; spaces where a line breaks do not count. Lines
/// are `lineSpacing` apart; a text that `reservesSpace` is as tall as its line limit allows.
struct TextLayout {
    /// One laid-out line: a range of the text's scalars, plus an ellipsis when truncated.
    struct Line: Equatable {
        var start: Int
        var end: Int
        var ellipsis: Bool = false
        var characterCount: Int { end - start + (ellipsis ? 1 : 0) }
    }

    var lines: [Line]
    var width: Double
    var height: Double

    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// The text's answer for a proposal (`NaN` = unspecified).
    static func size(of text: TextContent, proposal: Proposal) -> Size {
        let layout = TextLayout(text: text, proposal: proposal)
        return Size(width: layout.width, height: layout.height)
    }

    init(text: TextContent, proposal: Proposal) {
        let font = text.font
        let advance = font.advance
        // Characters that fit on a line; nil = no limit.
        var capacity: Int? = nil
        if proposal.width.isFinite && advance > 0 {
            let fit = (proposal.width / advance).rounded(.down)
            capacity = fit >= Double(Int32.max) ? nil : Swift.max(1, Int(Swift.max(fit, 0)))
        }
        var lines = TextLayout.wrap(text.scalars, capacity: capacity)

        var maximumLines = text.lineLimit.map { Swift.max($0, 1) } ?? Int.max
        let pitch = text.linePitch
        if proposal.height.isFinite && pitch > 0 {
            // n lines take n × lineHeight + (n − 1) × lineSpacing.
            let fit = ((proposal.height + text.lineSpacing) / pitch).rounded(.down)
            let byHeight = fit >= Double(Int32.max) ? Int.max : Swift.max(1, Int(Swift.max(fit, 0)))
            maximumLines = Swift.min(maximumLines, byHeight)
        }
        if lines.count > maximumLines {
            lines.removeLast(lines.count - maximumLines)
            var last = lines[lines.count - 1]
            last.ellipsis = true
            while let capacity, last.characterCount > capacity, last.end > last.start { last.end -= 1 }
            lines[lines.count - 1] = last
        }
        self.lines = lines
        let widest = lines.reduce(0) { Swift.max($0, $1.characterCount) }
        self.width = Double(widest) * advance
        let reserved = text.reservesSpace ? Swift.min(text.lineLimit ?? 0, maximumLines) : 0
        self.height = text.height(ofLines: Swift.max(lines.count, reserved))
    }

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
