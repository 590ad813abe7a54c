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
    /// `layoutDirection`.
    public let layoutDirection: LayoutDirection
    /// `pixelScale`: frames are rounded to a `1 / pixelScale` grid; nil = exact frames.
    public let pixelScale: Double?
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
        layoutDirection = output.layoutDirection
        pixelScale = output.pixelScale
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
            throw LayoutError(.invalidDocument, "root: the views are nested too deeply to report: the result's view paths alone would take \(resultPathBytes) bytes (at most \(Self.maximumResultPathBytes))")
        }
        do throws(LayoutError) {
            try tree.layout(root, proposal: proposal, direction: layoutDirection)
        } catch {
            guard let view = error.view, Int(view.index) < viewValues.count else { throw error }
            let path: String
            if let guide = error.guide, let value = guideDefaults[guide] {
                path = parsed.path(to: value)
            } else if let modifier = error.modifier {
                path = "\(parsed.path(to: viewValues[Int(view.index)])).modifiers[\(modifier)].alignmentGuide.value"
            } else {
                path = parsed.path(to: viewValues[Int(view.index)])
            }
            throw LayoutError(.invalidDocument, "\(path): \(error.message)", view: view, modifier: error.modifier, guide: error.guide)
        }
        return try tree.result(pixelScale: pixelScale)
    }
}

extension LayoutDocument {
    /// The whole pipeline: document bytes in, result JSON out (what the C API's
    /// `ae_document_layout` calls).
    public static func layoutJSON(_ bytes: UnsafeRawBufferPointer) throws(LayoutError) -> String {
        LayoutResultJSON.encode(try LayoutDocument(json: bytes).layout())
    }
}
