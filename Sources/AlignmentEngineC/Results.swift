import AlignmentEngine

extension TreeHandle {
    /// Fails unless the tree was laid out and has not changed since.
    func requireLaidOut() throws(CError) {
        guard tree.isLaidOut else {
            throw CError(Status.notLaidOut, "the tree has not been laid out since it last changed")
        }
    }

    /// Writes a frame of a view that the last layout placed to an `ae_rect`.
    func writeFrame(_ view: Int32, _ out: UnsafeMutableRawPointer?, outer: Bool) throws {
        let out = try required(out, "out_frame")
        let view = try self.view(view)
        try requireLaidOut()
        guard let frame = outer ? tree.outerFrame(of: view) : tree.frame(of: view) else {
            throw CError(Status.notLaidOut, "\(view) is not below the root of the last layout")
        }
        out.storeBytes(of: (frame.x, frame.y, frame.width, frame.height), as: (Double, Double, Double, Double).self)
    }
}

/// Writes `rects` as 4 doubles each (x, y, width, height) from `out` on.
private func store(_ rects: [Rect], at out: UnsafeMutablePointer<Double>) {
    for (index, rect) in rects.enumerated() {
        (out[4 * index], out[4 * index + 1], out[4 * index + 2], out[4 * index + 3]) = (rect.x, rect.y, rect.width, rect.height)
    }
}

@_cdecl("ae_view_get_frame")
public func ae_view_get_frame(_ tree: OpaquePointer?, _ view: Int32, _ outFrame: UnsafeMutableRawPointer?) -> Int32 {
    withTree(tree) { try $0.writeFrame(view, outFrame, outer: false) }
}

@_cdecl("ae_view_get_outer_frame")
public func ae_view_get_outer_frame(_ tree: OpaquePointer?, _ view: Int32, _ outFrame: UnsafeMutableRawPointer?) -> Int32 {
    withTree(tree) { try $0.writeFrame(view, outFrame, outer: true) }
}

@_cdecl("ae_view_get_text_lines")
public func ae_view_get_text_lines(
    _ tree: OpaquePointer?, _ view: Int32, _ outLines: UnsafeMutablePointer<Double>?, _ capacity: Int,
    _ outCount: UnsafeMutablePointer<Int>?, _ outFirstBaseline: UnsafeMutablePointer<Double>?, _ outLastBaseline: UnsafeMutablePointer<Double>?
) -> Int32 {
    withTree(tree) { handle in
        let view = try handle.view(view)
        let count = try required(outCount, "out_count")
        let first = try required(outFirstBaseline, "out_first_baseline"), last = try required(outLastBaseline, "out_last_baseline")
        guard try handle.tree.type(of: view) == .text else { throw CError.invalidArgument("\(view) is not a Text") }
        try handle.requireLaidOut()
        guard let text = handle.tree.textLines(of: view, strings: false) else {
            throw CError(Status.notLaidOut, "\(view) is not below the root of the last layout")
        }
        count.pointee = text.lines.count
        guard capacity >= text.lines.count else {
            throw CError(Status.bufferTooSmall, "the buffer holds \(UInt(bitPattern: capacity)) lines; the text has \(text.lines.count)")
        }
        first.pointee = text.firstBaseline
        last.pointee = text.lastBaseline
        guard !text.lines.isEmpty else { return }
        store(text.lines, at: try required(outLines, "out_lines"))
    }
}

@_cdecl("ae_tree_get_text_lines")
public func ae_tree_get_text_lines(
    _ tree: OpaquePointer?, _ outTexts: UnsafeMutablePointer<Double>?, _ textCapacity: Int, _ outTextCount: UnsafeMutablePointer<Int>?,
    _ outLines: UnsafeMutablePointer<Double>?, _ lineCapacity: Int, _ outLineCount: UnsafeMutablePointer<Int>?
) -> Int32 {
    withTree(tree) { handle in
        let textCount = try required(outTextCount, "out_text_count"), lineCount = try required(outLineCount, "out_line_count")
        try handle.requireLaidOut()
        var texts: [(view: Int32, lines: TextLines)] = []
        var lines = 0
        for id in 0..<Int32(handle.tree.viewCount) {
            guard let text = handle.tree.textLines(of: ViewID(id), strings: false) else { continue }
            texts.append((id, text))
            lines += text.lines.count
        }
        textCount.pointee = texts.count
        lineCount.pointee = lines
        guard textCapacity >= texts.count, lineCapacity >= lines else {
            throw CError(Status.bufferTooSmall, "the buffers hold \(UInt(bitPattern: textCapacity)) texts and \(UInt(bitPattern: lineCapacity)) lines; the layout has \(texts.count) texts with \(lines) lines")
        }
        guard !texts.isEmpty else { return }
        let textOut = try required(outTexts, "out_texts")
        let lineOut = lines > 0 ? try required(outLines, "out_lines") : nil
        var line = 0
        for (t, (view, text)) in texts.enumerated() {
            (textOut[4 * t], textOut[4 * t + 1]) = (Double(view), Double(text.lines.count))
            (textOut[4 * t + 2], textOut[4 * t + 3]) = (text.firstBaseline, text.lastBaseline)
            if let lineOut { store(text.lines, at: lineOut + 4 * line) }
            line += text.lines.count
        }
    }
}

@_cdecl("ae_view_get_guide_position")
public func ae_view_get_guide_position(_ tree: OpaquePointer?, _ view: Int32, _ guide: Int32, _ outPosition: UnsafeMutablePointer<Double>?) -> Int32 {
    withTree(tree) { handle in
        let out = try required(outPosition, "out_position")
        let view = try handle.view(view)
        let guide = try handle.guide(guide)
        try handle.requireLaidOut()
        out.pointee = try handle.tree.guidePosition(guide.definition, of: view)
    }
}
