/// The tree's text environment: the Dynamic Type size of its root, the values of its text
/// environment modifiers, its symbol images and the sizes given for symbol names.
///
/// SwiftUI's environment flows from the root down, while a tree is built from its leaves up
/// (a C or Python host creates children before their parents). So a text or symbol keeps
/// what it was given itself, and the tree resolves what its environment adds where it knows
/// the whole path: when a text is added (the root's environment, right for a tree without
/// text environment modifiers) and, before a layout, in one walk from the root
/// (`resolveTextEnvironment(below:)`) whenever a modifier, the structure, the root, the
/// Dynamic Type size or a symbol's size changed since the last walk. A text or symbol whose
/// resolution changes is recorded as changed, so a relayout recomputes only what it affects.
///
/// The tree holds it behind one reference (a class of its own): the tree's object stays as
/// small as it was for trees that use none of it.
final class TreeTextEnvironment {
    /// The Dynamic Type size of the root's environment.
    var dynamicTypeSize: DynamicTypeSize = .large
    /// The font of the root's environment (nil: `.body`).
    var font: Font?
    /// The value of each text environment modifier, by its node's `textEnvironmentIndex`.
    var values: [TextEnvironmentValue] = []
    /// The symbol images, by their node's `symbolIndex`.
    var symbols: [SymbolImage] = []
    /// The sizes given for symbol names (`LayoutTree.defineSymbol(_:size:)`).
    var symbolSizes: [String: SymbolSize] = [:]
    /// Whether a change (of the Dynamic Type size, a modifier's value, a symbol's size) asks
    /// for a walk before the next layout.
    var isStale = false
    /// The root and structure version of the last walk.
    var resolved: (root: Int32, version: Int) = (-1, -1)

    /// Whether a layout of `root` must resolve texts and symbols first: after a change that
    /// asked for it, or, in a tree with text environment modifiers, for another structure or
    /// root. A tree without them has its texts and symbols resolved when they are added.
    @inline(__always) func needsResolving(root: Int32, version: Int) -> Bool {
        isStale || (!values.isEmpty && (resolved.root != root || resolved.version != version))
    }

    /// The size of a symbol image: its own, its name's, or the default square.
    func size(of symbol: SymbolImage) -> SymbolSize { symbol.size ?? symbolSizes[symbol.name] ?? .default }
}

extension LayoutTree {
    /// The Dynamic Type size of the tree's root (`large` by default): the size every text set
    /// in a text style takes unless a `.dynamicTypeSize(_:)` modifier above it says otherwise.
    public var dynamicTypeSize: DynamicTypeSize { textEnvironment.dynamicTypeSize }

    /// Changes the Dynamic Type size of the tree's root. The next layout resolves every text
    /// and symbol again and recomputes those whose size changed (and what they affect).
    public func setDynamicTypeSize(_ size: DynamicTypeSize) {
        guard size != textEnvironment.dynamicTypeSize else { return }
        textEnvironment.dynamicTypeSize = size
        needsTextResolution()
    }

    /// The font of the root's environment: the font of every text without one of its own
    /// and without a `.font(_:)` modifier above it (nil: `Font.body`). A layout document's
    /// own `body` font is this.
    public var font: Font? { textEnvironment.font }

    /// Changes the font of the root's environment; the next layout resolves every text again.
    /// - Throws: `.invalidValue` for metrics that are not finite numbers ≥ 0.
    public func setFont(_ font: Font?) throws(LayoutError) {
        try font?.validate()
        guard font != textEnvironment.font else { return }
        textEnvironment.font = font
        needsTextResolution()
    }

    /// Gives every symbol image named `name` without a size of its own the box `size` (ems
    /// at the medium scale): the size of a symbol the engine does not know, or a measured one.
    /// - Throws: `.invalidValue` unless both lengths are finite and ≥ 0.
    public func defineSymbol(_ name: String, size: SymbolSize) throws(LayoutError) {
        try size.validate("symbol '\(name)'")
        textEnvironment.symbolSizes[name] = size
        needsTextResolution()
    }

    /// What the tree holds that lays out by a documented fallback rather than as asked: symbol
    /// images whose name the engine does not know and no size was given for (laid out in the
    /// default square), one message each, in view order.
    public var warnings: [String] {
        var messages: [String] = []
        // The views are walked only when some symbol is unknown: a result asks after every layout.
        guard textEnvironment.symbols.contains(where: isUnknown) else { return messages }
        for index in 0..<views.count {
            let node = nodes[views[index].core]
            guard node.kind == .image, node.isSymbol else { continue }
            let symbol = textEnvironment.symbols[node.symbolIndex]
            guard isUnknown(symbol) else { continue }
            let view = names[Int32(index)].map { "view '\($0)'" } ?? "\(ViewID(Int32(index)))"
            messages.append("\(view): Image(systemName: \"\(symbol.name)\") is not a symbol the engine knows; "
                            + "it lays out as the default 1 em square (give its size with the image or define the symbol)")
        }
        return messages
    }

    /// Whether a symbol lays out in the default square: no size given with it or for its
    /// name, and a name the engine does not know.
    private func isUnknown(_ symbol: SymbolImage) -> Bool {
        symbol.size == nil && textEnvironment.symbolSizes[symbol.name] == nil && !SymbolImage.knownNames.contains(symbol.name)
    }

    /// The next layout resolves every text and symbol again.
    func needsTextResolution() {
        textEnvironment.isStale = true
        lastLayout.stamp = nil
    }

    /// The root's environment: the tree's font is the default font, which a control's own
    /// default font (nearer) and any `.font(_:)` replace.
    var rootTextEnvironment: TextEnvironment {
        var environment = TextEnvironment(dynamicTypeSize: textEnvironment.dynamicTypeSize)
        if let font = textEnvironment.font { environment.apply(.defaultFont(font)) }
        return environment
    }

    /// The params of a new symbol image node: its box in the root's environment.
    func symbolParams(_ symbol: SymbolImage) -> [Double] {
        let box = rootTextEnvironment.symbolBox(textEnvironment.size(of: symbol))
        return [box.width, box.height, box.baseline]
    }

    /// Resolves every text and symbol image below `root` in its environment, walking down with
    /// an explicit stack; a text or symbol whose resolution changes is recorded as changed.
    func resolveTextEnvironment(below root: Int32) {
        defer { (textEnvironment.isStale, textEnvironment.resolved) = (false, (root, structureVersion)) }
        var environments = [rootTextEnvironment]
        var stack: [(node: Int32, environment: Int)] = [(root, 0)]
        var visited = 0
        while let (n, environment) = stack.popLast() {
            visited += 1
            // A cycle (which building forbids) is the layout's to report.
            guard visited <= nodes.count else { return }
            let node = nodes[n]
            var inner = environment
            switch node.kind {
            case .textEnvironment:
                if let (text, attributes) = textAttributes(from: n) {
                    // The text's own attributes: resolved with it (nothing else is below them).
                    resolveText(text, in: environments[environment], attributes: attributes)
                    continue
                }
                var changed = environments[environment]
                changed.apply(textEnvironment.values[node.textEnvironmentIndex])
                environments.append(changed)
                inner = environments.count - 1
            case .text:
                resolveText(n, in: environments[environment], attributes: [])
            case .image where node.isSymbol:
                resolveSymbol(n, node, in: environments[environment])
            default:
                break
            }
            var slot = node.childStart + node.childCount - 1
            while slot >= node.childStart {
                stack.append((childList[slot], inner))
                slot -= 1
            }
        }
    }

    /// When node `n` is the outermost of text modifiers applied to a Text directly, all of them
    /// text attributes (`TextEnvironmentValue.isTextAttribute`: `Text("a").bold().kerning(2)`),
    /// the text's node and their values, innermost first; else nil.
    private func textAttributes(from n: Int32) -> (text: Int32, attributes: [TextEnvironmentValue])? {
        var attributes: [TextEnvironmentValue] = []
        var node = n
        while nodes[node].kind == .textEnvironment {
            let value = textEnvironment.values[nodes[node].textEnvironmentIndex]
            guard value.isTextAttribute else { return nil }
            attributes.append(value)
            node = childList[nodes[node].childStart]
        }
        return nodes[node].kind == .text ? (node, attributes.reversed()) : nil
    }

    /// Resolves text node `n` in `environment` with its own `attributes`, recording a change.
    private func resolveText(_ n: Int32, in environment: TextEnvironment, attributes: [TextEnvironmentValue]) {
        let index = nodes[n].textIndex
        let style = environment.resolve(texts[index].font, attributes: attributes)
        guard style != texts[index].style else { return }
        texts[index].style = style
        noteChange(at: n, changesFacts: false)
    }

    /// Gives symbol image node `n` its box in `environment`, recording a change.
    private func resolveSymbol(_ n: Int32, _ node: Node, in environment: TextEnvironment) {
        let box = environment.symbolBox(textEnvironment.size(of: textEnvironment.symbols[node.symbolIndex]))
        guard box != SymbolBox(width: params[node, .width], height: params[node, .height], baseline: params[node, .baseline]) else { return }
        let owned = ownParams(of: n, count: 3)
        setParam(.width, of: owned, to: box.width)
        setParam(.height, of: owned, to: box.height)
        setParam(.baseline, of: owned, to: box.baseline)
        noteChange(at: n, changesFacts: false)
    }
}
