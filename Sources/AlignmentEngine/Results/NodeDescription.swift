/// One node as an explanation names it: what each kind's `NodeLayout.explanationName` and
/// `describe` read to say it in SwiftUI's words.
struct NodeDescription {
    let tree: LayoutTree
    let n: Int32
    let node: Node
    /// Each node's view (-1: none).
    let owner: [Int32]

    /// The name of the view the node belongs to (its type), or "view".
    var viewName: String { owner[Int(n)] >= 0 ? tree.type(of: tree.views[Int(owner[Int(n)])]).name : "view" }

    /// Number `field` of the node.
    func param(_ field: NodeParam) -> Double { tree.params[node, field] }

    /// The size the node's view was laid out at, if the tree holds a layout for it.
    var laidOutSize: Size? {
        let view = owner[Int(n)]
        guard view >= 0, tree.lastLayout.frames.count > Int(view) else { return nil }
        let frame = tree.lastLayout.frames[Int(view)]
        return frame.width.isFinite && frame.height.isFinite ? Size(width: frame.width, height: frame.height) : nil
    }

    /// A number as explanations write it.
    func number(_ value: Double) -> String { ExplanationText.number(value) }

    /// A guide's name.
    func guide(_ g: Int32) -> String { tree.guides[Int(g)].name }

    /// "alignment: h, v" for a node aligned by a guide on each axis.
    var alignment: String { "alignment: \(guide(node.horizontalGuide)), \(guide(node.verticalGuide))" }

    /// "name: value" for each of the node's numbers from `first` on that is set (not NaN).
    func arguments(_ names: [String], from first: NodeParam) -> String {
        var parts: [String] = []
        for (k, name) in names.enumerated() {
            let value = param(NodeParam(offset: first.offset + Int32(k)))
            if !value.isNaN { parts.append("\(name): \(number(value))") }
        }
        return parts.joined(separator: ", ")
    }

    /// A call: `name(` the non-empty parts `)`.
    func call(_ name: String, _ parts: [String]) -> String {
        name + "(" + parts.filter { !$0.isEmpty }.joined(separator: ", ") + ")"
    }

    /// How the view of child `i` is named: its name in quotes, else its type.
    func childViewName(_ i: Int32) -> String {
        let view = owner[Int(tree.childList[node.childStart + i])]
        return tree.names[view].map { "'\($0)'" } ?? tree.type(of: tree.views[Int(view)]).name
    }
}
