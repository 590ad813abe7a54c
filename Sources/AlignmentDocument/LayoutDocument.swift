import AlignmentEngine

/// A layout document (`document.md`, format 1) read into a tree, ready to lay out.
///
/// ```swift
/// let document = try LayoutDocument(json: #"{"root": {"type": "Color"}, "proposal": {"width": 100, "height": 50}}"#)
/// let result = try document.layout()     // result.size == (100 x 50)
/// ```
///
/// Reading validates the whole document: a document that is not JSON, has an unknown key,
/// type or modifier, a value of the wrong kind, a negative or non-finite size, a duplicate
/// id, an unknown or wrong-axis guide, a guide cycle or an expression that does not parse
/// is rejected with a ``AlignmentEngine/LayoutError`` whose message starts with the JSON
/// path of the problem (`root.children[2].modifiers[0].frame.width: must not be negative (-3)`).
public struct LayoutDocument {
    /// The tree the document describes (already built).
    public let tree: LayoutTree
    /// The document's root view.
    public let root: ViewID
    /// The size proposed to the root (`proposal`).
    public let proposal: ProposedViewSize
    /// `safeArea`: the insets of the screen's unsafe edges (none by default); the root is
    /// laid out in the safe part of the proposal (`LayoutTree.layout(_:proposal:safeArea:direction:)`).
    public let safeArea: EdgeInsets
    /// `layoutDirection`.
    public let layoutDirection: LayoutDirection
    /// `pixelScale`: frames are rounded to a `1 / pixelScale` grid; nil = exact frames.
    public let pixelScale: Double?
    /// `resultPaths`: whether ``resultJSON()`` names each view's place by `path` (true, the
    /// default) or by the index of its `parent` entry (false).
    public let resultPaths: Bool
    /// `device`: the preset the document is laid out for, if it names one (its screen is the
    /// proposal and its scale the pixel scale unless the document gives them), and how it is held.
    public let device: DevicePreset?
    /// `device.orientation`: how the device is held (portrait unless the document says).
    public let orientation: DeviceOrientation
    /// Each view's parent, by view index (-1 for the root). The reader makes views in
    /// document order, so a view's index is also its index in the result.
    private let parents: [Int32]
    /// The total length of the result's view paths, which grows with the square of the
    /// nesting depth.
    private let resultPathBytes: Int
    /// The parsed document and each view's object in it, to name views in layout errors.
    private let parsed: JSONDocument
    private let viewValues: [JSONValueID]
    private let guideDefaults: [String: JSONValueID]

    /// The most text the view paths of one result may take (128 MiB). A document nested
    /// tens of thousands of levels deep builds and lays out, but its result would hold
    /// gigabytes of paths, so ``layout()`` refuses it.
    public static let maximumResultPathBytes = 1 << 27

    /// Reads and validates a document from UTF-8 JSON.
    /// - Throws: ``AlignmentEngine/LayoutError`` of kind `.invalidDocument`, its message
    ///   starting with the JSON path (every problem of a document is a document error,
    ///   whatever the core would call it).
    public init(json bytes: UnsafeRawBufferPointer) throws(LayoutError) {
        let parsed: JSONDocument
        do throws(JSONError) { parsed = try JSONDocument.parse(bytes) } catch { throw LayoutError(.invalidDocument, error.description) }
        try self.init(parsed: parsed)
    }

    /// Reads and validates a document from JSON text.
    public init(json text: String) throws(LayoutError) {
        let parsed: JSONDocument
        do throws(JSONError) { parsed = try JSONDocument.parse(text) } catch { throw LayoutError(.invalidDocument, error.description) }
        try self.init(parsed: parsed)
    }

    /// Reads and validates a parsed document.
    public init(parsed: JSONDocument) throws(LayoutError) {
        var reader = DocumentReader(json: parsed)
        let output: DocumentReader.Output
        do { output = try reader.read() } catch { throw LayoutError(.invalidDocument, error.message) }
        tree = output.tree
        root = output.root
        proposal = output.proposal
        safeArea = output.safeArea
        layoutDirection = output.layoutDirection
        pixelScale = output.pixelScale
        resultPaths = output.resultPaths
        device = output.device?.preset
        orientation = output.device?.orientation ?? .portrait
        parents = output.parents
        resultPathBytes = output.resultPathBytes
        viewValues = output.viewValues
        guideDefaults = output.guideDefaults
        self.parsed = parsed
    }

    /// Lays the document out for its own proposal, direction and pixel scale.
    /// - Throws: the core's ``AlignmentEngine/LayoutError`` if layout fails (an error about
    ///   one view, such as a guide that places it at NaN, is `.invalidDocument` with the
    ///   JSON path of what caused it first: the guide's `default`, the view's
    ///   `alignmentGuide` modifier, or the view), or `.invalidDocument` if the result would
    ///   exceed ``maximumResultPathBytes``.
    public func layout() throws(LayoutError) -> LayoutResult {
        guard resultPathBytes <= Self.maximumResultPathBytes else {
            throw LayoutError(.invalidDocument, "root: the views are nested too deeply to report: the result's view paths alone would take \(resultPathBytes) bytes (at most \(Self.maximumResultPathBytes)); \"resultPaths\": false reports any depth")
        }
        try layoutTree()
        return try tree.result(pixelScale: pixelScale)
    }

    /// Lays the document out and returns its result JSON: with `path`s (through
    /// ``layout()``) or, for `"resultPaths": false`, with `parent` indices, read from the tree
    /// view by view without ever making a path, so any depth is reported in linear size.
    public func resultJSON() throws(LayoutError) -> String {
        guard !resultPaths else { return LayoutResultJSON.encode(try layout()) }
        let size = try layoutTree()
        let grid = pixelScale.map(PixelGrid.init(scale:))
        let round = { (rect: Rect) in grid?.round(rect) ?? rect }
        let unplaced = Rect(x: .nan, y: .nan, width: .nan, height: .nan)
        // The document's views come first; the views controls' compositions made follow them
        // (and are not listed). Rows built on demand come in the document order of the tree.
        let order = tree.hasRows ? tree.viewsInDocumentOrder() : nil
        return try LayoutResultJSON.encode(size: size, count: order?.count ?? parents.count) { (index: Int) throws(LayoutError) in
            let view = ViewID(order.map { $0[index].view } ?? Int32(index))
            let parent = order.map { $0[index].parent } ?? Int(parents[index])
            return LayoutResultJSON.Entry(
                id: tree.name(of: view), place: .parent(parent < 0 ? nil : parent), type: try tree.type(of: view),
                frame: round(tree.frame(of: view) ?? unplaced), outerFrame: round(tree.outerFrame(of: view) ?? unplaced),
                text: tree.textLines(of: view, strings: false)?.mappingLines(round), tapTarget: tree.tapTarget(of: view).map(round))
        } warnings: { tree.warnings }
    }

    /// What an error about modifier `index` of the view whose document value is `view` points
    /// at: an `alignmentGuide`'s `value` expression, else the modifier's value (the `8` of
    /// `{"padding": 8}`); the view itself if the document has no such modifier.
    private func modifierValue(_ index: Int, of view: JSONValueID) -> JSONValueID {
        guard let list = parsed.member(view, named: "modifiers"), let modifier = parsed.element(list, at: index),
              let (key, value) = parsed.members(modifier).first(where: { _ in true }) else { return view }
        if key == "alignmentGuide", let expression = parsed.member(value, named: "value") { return expression }
        return value
    }

    /// Lays the tree out; returns the root's size.
    @discardableResult
    private func layoutTree() throws(LayoutError) -> Size {
        do throws(LayoutError) {
            return try tree.layout(root, proposal: proposal, safeArea: safeArea, direction: layoutDirection)
        } catch {
            guard let view = error.view, Int(view.index) < viewValues.count else { throw error }
            let path: String
            if let guide = error.guide, let value = guideDefaults[guide] {
                path = parsed.path(to: value)
            } else if let modifier = error.modifier {
                path = parsed.path(to: modifierValue(modifier, of: viewValues[Int(view.index)]))
            } else {
                path = parsed.path(to: viewValues[Int(view.index)])
            }
            throw LayoutError(.invalidDocument, "\(path): \(error.message)", view: view, modifier: error.modifier, guide: error.guide)
        }
    }
}

extension LayoutDocument {
    /// The whole pipeline: document bytes in, result JSON out (what the C API's
    /// `ae_document_layout` calls).
    public static func layoutJSON(_ bytes: UnsafeRawBufferPointer) throws(LayoutError) -> String {
        try LayoutDocument(json: bytes).resultJSON()
    }
}
