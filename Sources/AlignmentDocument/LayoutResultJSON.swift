import AlignmentEngine

/// The result JSON of `document.md`:
///
/// ```json
/// {"size": {"width": 240, "height": 96},
///  "views": [{"id": "avatar", "path": "/0/1", "type": "Image",
///             "frame": {"x": 0, "y": 36, "width": 60, "height": 60},
///             "outerFrame": {"x": 0, "y": 36, "width": 60, "height": 60}}]}
/// ```
///
/// Views come in document order, one per line; `id` only for views that have one; a
/// `Text` adds `lines`, `firstBaseline` and `lastBaseline`, and `"truncated": true` when
/// characters were cut and `"scale"` when it shrank to fit (below 1); a tappable control
/// `tapTarget`. A result with warnings (`LayoutTree.warnings`) ends with
/// `"warnings": [MESSAGE, ...]`. Integral numbers have no decimal
/// point (`75`), others Swift's shortest round-trip form (`74.25`); an infinite length is
/// the string `"infinity"` (`"-infinity"` when negative), and a number that is not a number
/// (which no valid layout produces) is `null`. With `"resultPaths": false` an entry has
/// `"parent": INDEX` (`null` for the root) in place of its `path`, so the result grows
/// linearly with the nesting depth.
public enum LayoutResultJSON {
    /// What one entry of the result says about its view.
    struct Entry {
        /// How an entry names its place in the tree.
        enum Place {
            /// `"path": "/0/1"`.
            case path(String)
            /// `"parent": INDEX`, the index in `views` of the entry of the view that holds
            /// this one; nil (`null`) for the root.
            case parent(Int?)
        }

        var id: String?
        var place: Place
        var type: ViewType
        var frame: Rect
        var outerFrame: Rect
        /// A Text's lines and baselines, whether it was truncated and the scale it shrank to.
        var text: TextLines?
        /// A tappable control's tap target.
        var tapTarget: Rect?
    }

    /// The result JSON for `result`, each entry with its `path`.
    public static func encode(_ result: LayoutResult) -> String {
        encode(size: result.size, count: result.views.count) { index in
            let view = result.views[index]
            return Entry(id: view.id, place: .path(view.path), type: view.type, frame: view.frame, outerFrame: view.outerFrame, text: view.text,
                         tapTarget: view.tapTarget)
        } warnings: { result.warnings }
    }

    /// The result JSON of a layout whose root has `size`, with `count` entries made by
    /// `entry` in document order.
    static func encode<Failure: Error>(size: Size, count: Int, entry: (Int) throws(Failure) -> Entry, warnings: () -> [String]) throws(Failure) -> String {
        var out = "{\"size\":{\"width\":"
        out.reserveCapacity(64 + count * 200)
        appendNumber(size.width, to: &out)
        out += ",\"height\":"
        appendNumber(size.height, to: &out)
        out += "},\"views\":["
        for index in 0..<count {
            let view = try entry(index)
            out += index == 0 ? "\n{" : ",\n{"
            if let id = view.id { out += "\"id\":" + quoted(id) + "," }
            switch view.place {
            // A path is digits, slashes and "modifiers": nothing to escape.
            case .path(let path): out += "\"path\":\"" + path + "\""
            case .parent(let parent?): out += "\"parent\":" + String(parent)
            case .parent(nil): out += "\"parent\":null"
            }
            out += ",\"type\":" + quoted(view.type.name) + ",\"frame\":"
            appendRect(view.frame, to: &out)
            out += ",\"outerFrame\":"
            appendRect(view.outerFrame, to: &out)
            if let tapTarget = view.tapTarget {
                out += ",\"tapTarget\":"
                appendRect(tapTarget, to: &out)
            }
            if let text = view.text {
                out += ",\"lines\":["
                for (line, rect) in text.lines.enumerated() {
                    if line > 0 { out += "," }
                    appendRect(rect, to: &out)
                }
                out += "],\"firstBaseline\":"
                appendNumber(text.firstBaseline, to: &out)
                out += ",\"lastBaseline\":"
                appendNumber(text.lastBaseline, to: &out)
                if text.isTruncated { out += ",\"truncated\":true" }
                if text.scale != 1 {
                    out += ",\"scale\":"
                    appendNumber(text.scale, to: &out)
                }
            }
            out += "}"
        }
        out += count == 0 ? "]" : "\n]"
        let warnings = warnings()
        if !warnings.isEmpty { out += ",\"warnings\":[" + warnings.map(quoted).joined(separator: ",") + "]" }
        return out + "}"
    }

    private static func appendRect(_ rect: Rect, to out: inout String) {
        out += "{\"x\":"
        appendNumber(rect.x, to: &out)
        out += ",\"y\":"
        appendNumber(rect.y, to: &out)
        out += ",\"width\":"
        appendNumber(rect.width, to: &out)
        out += ",\"height\":"
        appendNumber(rect.height, to: &out)
        out += "}"
    }

    private static func appendNumber(_ value: Double, to out: inout String) {
        if value.isNaN {
            out += "null"
        } else if value.isInfinite {
            out += value > 0 ? "\"infinity\"" : "\"-infinity\""
        } else {
            out += NumberFormatting.json(value)
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
