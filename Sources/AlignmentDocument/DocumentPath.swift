/// JSON paths such as `root.children[2].modifiers[0].frame.width`, for error messages.
///
/// The path of a value is found only when an error needs it: the tape of a
/// ``JSONDocument`` is in document order, so every value's subtree occupies the
/// records from the value up to its next sibling, and a descent from the top
/// that picks, in each container, the last child starting at or before the
/// value reaches it in a few binary searches per level. Reading a valid
/// document therefore costs nothing for paths, whatever its depth.
extension JSONDocument {
    /// The path of `target` from the top-level value, e.g.
    /// `root.children[2].modifiers[0].frame.width`; `document` for the top-level value itself.
    func path(to target: JSONValueID) -> String {
        var path = ""
        var current = root.index
        while current != target.index {
            let node = nodes[Int(current)]
            guard (node.kind == .array || node.kind == .object), node.second > 0 else { break }
            let isObject = node.kind == .object
            let stride = isObject ? 2 : 1
            // The last child (an object's key record) starting at or before the target.
            var low = 0
            var high = Int(node.second) - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if children[Int(node.first) + middle * stride] <= target.index { low = middle } else { high = middle - 1 }
            }
            let slot = Int(node.first) + low * stride
            if isObject {
                let key = String(decoding: stringBytes[nodes[Int(children[slot])].range], as: UTF8.self)
                Self.appendKey(key, to: &path)
                current = children[slot + 1]
            } else {
                path += "[\(low)]"
                current = children[slot]
            }
        }
        return path.isEmpty ? "document" : path
    }

    /// Appends `.key`, or `["key"]` for a key that is not a plain identifier.
    private static func appendKey(_ key: String, to path: inout String) {
        let isIdentifier = !key.isEmpty && key.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
        if isIdentifier {
            if !path.isEmpty { path += "." }
            path += key
        } else {
            path += "[" + LayoutResultJSON.quoted(key) + "]"
        }
    }
}
