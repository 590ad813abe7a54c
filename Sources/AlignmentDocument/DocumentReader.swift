import AlignmentEngine

/// Translates a parsed layout document (`document.md`, format 1) into a ``LayoutTree``.
///
/// The reader only translates: every layout rule lives in the engine core. It validates the
/// whole document before anything is laid out and reports the first problem with its JSON
/// path. Views are read with an explicit work list, never by recursion, so a document of
/// any nesting depth is read on any stack.
struct DocumentReader {
    /// What a document reads into: the built tree and the layout parameters.
    struct Output {
        var tree: LayoutTree
        var root: ViewID
        var proposal: ProposedViewSize
        /// `safeArea`: the insets of the screen's unsafe edges given with the proposal.
        var safeArea: EdgeInsets
        var layoutDirection: LayoutDirection
        var pixelScale: Double?
        /// `resultPaths`: whether result entries name their place by `path` (true) or by
        /// `parent` (false).
        var resultPaths: Bool
        /// Each view's parent (the view that holds it as a child or as the content of one of
        /// its modifiers), by view index; -1 for the root.
        var parents: [Int32]
        /// The total length of the result's view paths (`/0/1`, …), which grows with the
        /// square of the nesting depth.
        var resultPathBytes: Int
        /// Each view's JSON object, by view index, and each custom guide's default, by name,
        /// to name them in layout errors.
        var viewValues: [JSONValueID]
        var guideDefaults: [String: JSONValueID]
        /// `device`: the preset and how it is held, if the document names one.
        var device: (preset: DevicePreset, orientation: DeviceOrientation)?
    }

    let json: JSONDocument
    let tree: LayoutTree
    /// Custom guides from `guides`, for expressions, by name and axis.
    var guideNamespace = GuideNamespace()
    var horizontalGuides: [String: HorizontalAlignment] = [:]
    var verticalGuides: [String: VerticalAlignment] = [:]
    /// Compiled `alignmentGuide` values by text and axis.
    var compiledExpressions: [ExpressionKey: GuideExpression] = [:]
    /// Fonts by name: SwiftUI's eleven text styles in the metrics form (`body`, the
    /// default, among them), replaced by the document's own `fonts` of the same name.
    var fonts: [String: Font] = Dictionary(uniqueKeysWithValues: TextStyle.allCases.map { ($0.rawValue, $0.font) })
    /// The views read so far, and the modifiers waiting to be applied to them.
    var specs: [ViewSpec] = []
    var pendingModifiers: [PendingModifier] = []
    /// The first view that used each `id`.
    var viewIDs: [String: JSONValueID] = [:]
    var resultPathBytes = 0
    /// Each custom guide's `default` value, by name, to name it in layout errors.
    var guideDefaults: [String: JSONValueID] = [:]

    struct ExpressionKey: Hashable {
        var source: String
        var axis: Axis
    }

    static let topLevelKeys = ["format", "proposal", "safeArea", "layoutDirection", "pixelScale", "resultPaths", "guides", "fonts",
                               "dynamicTypeSize", "symbols", "platform", "device", "root"]

    /// In a ForEach's content (a row built on demand): the element's variable name and
    /// value, and what the ids of the row's views end with.
    var rowVariable: (name: String, value: Int)?
    var idSuffix = ""
    /// The lazy containers whose content is a ForEach, by their spec, read when the tree is built.
    var rowTemplates: [(spec: Int, template: RowTemplate)] = []

    init(json: JSONDocument, tree: LayoutTree = LayoutTree()) {
        self.json = json
        self.tree = tree
    }

    /// Reads the whole document.
    mutating func read() throws(LayoutError) -> Output {
        let top = json.root
        try checkObject(top, allowing: Self.topLevelKeys, what: "a layout document")
        if let format = json.member(top, named: "format") {
            let number = try self.number(format, .finite)
            guard number == 1 else {
                throw failure(.invalidDocument, at: format, "unsupported format \(NumberFormatting.json(number)); this reader reads format 1")
            }
        }
        // A device gives the proposal (its screen), the pixel scale and, on its screen, the safe
        // area a document does not.
        let device = try json.member(top, named: "device").map { value throws(LayoutError) in try self.device(value) }
        var proposal = device.map { ProposedViewSize($0.preset.screenSize($0.orientation)) } ?? .unspecified
        var safeArea = device.map { $0.preset.safeArea($0.orientation) } ?? .zero
        if let value = json.member(top, named: "proposal") {
            try checkObject(value, allowing: ["width", "height"], what: "a proposal")
            proposal.width = try optionalNumber(in: value, "width", .sizeOrInfinity)
            proposal.height = try optionalNumber(in: value, "height", .sizeOrInfinity)
            safeArea = .zero
        }
        if let value = json.member(top, named: "safeArea") {
            try checkObject(value, allowing: Self.edgeKeys, what: "a safe area")
            for edge in Edge.allCases { safeArea[edge] = try number(in: value, "\(edge)", .size, absent: 0) }
            do throws(LayoutError) { try LayoutTree.checkSafeArea(safeArea, proposal: proposal) } catch { throw located(error, at: value) }
        }
        var direction = LayoutDirection.leftToRight
        if let value = json.member(top, named: "layoutDirection") { direction = try layoutDirection(value) }
        let pixelScale = try optionalNumber(in: top, "pixelScale", .positive) ?? device?.preset.pixelScale
        if let value = json.member(top, named: "platform") { tree.setPlatform(try platform(value)) }
        let resultPaths = try json.member(top, named: "resultPaths").map { value throws(LayoutError) in try bool(value) } ?? true
        if let guides = json.member(top, named: "guides") { try readGuides(guides) }
        if let fonts = json.member(top, named: "fonts") { try readFonts(fonts) }
        if let size = json.member(top, named: "dynamicTypeSize") { tree.setDynamicTypeSize(try dynamicTypeSize(size)) }
        if let symbols = json.member(top, named: "symbols") { try readSymbols(symbols) }
        guard let rootValue = json.member(top, named: "root") else {
            throw failure(.invalidDocument, at: top, "missing key 'root' (the view to lay out)")
        }
        let root = try readViewTree(rootValue)
        try tree.setPixelScale(pixelScale)
        var viewValues = [JSONValueID](repeating: top, count: tree.viewCount)
        var parents = [Int32](repeating: -1, count: tree.viewCount)
        for spec in specs {
            viewValues[Int(spec.view.index)] = spec.json
            if spec.parent >= 0 { parents[Int(spec.view.index)] = specs[spec.parent].view.index }
        }
        return Output(tree: tree, root: root, proposal: proposal, safeArea: safeArea, layoutDirection: direction, pixelScale: pixelScale,
                      resultPaths: resultPaths, parents: parents, resultPathBytes: resultPathBytes,
                      viewValues: viewValues, guideDefaults: guideDefaults, device: device)
    }

    /// `"leftToRight"` or `"rightToLeft"`.
    func layoutDirection(_ value: JSONValueID) throws(LayoutError) -> LayoutDirection {
        try choice(value, [("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)], what: "layout direction")
    }

    // MARK: Errors

    /// An error about `value`, its message prefixed with the value's JSON path.
    func failure(_ kind: LayoutError.Kind, at value: JSONValueID, _ message: String) -> LayoutError {
        LayoutError(kind, "\(json.path(to: value)): \(message)")
    }

    /// A core error about `value`, with the value's JSON path in front of its message.
    func located(_ error: LayoutError, at value: JSONValueID) -> LayoutError {
        failure(error.kind, at: value, error.message)
    }
}
