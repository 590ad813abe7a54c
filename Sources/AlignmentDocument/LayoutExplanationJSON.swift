import AlignmentEngine

/// A `LayoutExplanation` as JSON, for pictures and pages (C `ae_tree_explain`,
/// `ae_document_explain`):
///
/// ```json
/// {"views": [{"view": 3, "path": "/0/0", "id": "handle", "type": "Text", "parent": "/0",
///             "proposal": {"width": null, "height": 53}, "size": {"width": 45, "height": 17},
///             "frame": {…}, "outerFrame": {…}, "rightToLeft": false, "color": "red",
///             (a control's part: "part": "Toggle switch"; a tappable control: "tapTarget": {…}),
///             "steps": [{"kind": "alignmentGuide", "description": ".alignmentGuide(midAccountAndName)",
///                        "modifier": 0, "value": 8.5, "proposal": {…}, "size": {…}, "frame": {…}}, …],
///             "alignedBy": [0], "aligns": [],
///             "text": {"string": "@CSDN", "font": {"size": 17, …}, "lineStrings": ["@CSDN"],
///                      "lines": [{…}], "firstBaseline": 43.5, "lastBaseline": 43.5}}],
///  "alignments": [{"container": "/", "modifier": null, "kind": "HStack", "guide": "midAccountAndName",
///                  "axis": "vertical", "custom": true, "position": 39, "extent": {…},
///                  "members": [{"path": "/0", "modifier": null, "value": 8.5,
///                               "source": "alignmentGuide", "frame": {…}}]}]}
/// ```
///
/// Views are named by their paths (as in the result JSON); an unspecified proposal is
/// `null`; numbers are written as in the result JSON.
public enum LayoutExplanationJSON {
    /// The explanation as JSON text, in the format above.
    public static func encode(_ explanation: LayoutExplanation) -> String {
        var out = "{\"views\":["
        var paths: [Int32: String] = [:]
        for view in explanation.views { paths[view.view.index] = view.path }
        let path = { (view: ViewID) -> String in LayoutResultJSON.quoted(paths[view.index] ?? "") }
        for (index, view) in explanation.views.enumerated() {
            out += index == 0 ? "\n{" : ",\n{"
            out += "\"view\":\(view.view.index),\"path\":" + LayoutResultJSON.quoted(view.path)
            if let id = view.id { out += ",\"id\":" + LayoutResultJSON.quoted(id) }
            out += ",\"type\":" + LayoutResultJSON.quoted(view.type.name)
            if let part = view.part { out += ",\"part\":" + LayoutResultJSON.quoted(part) }
            out += ",\"parent\":" + (view.parent.map(path) ?? "null")
            out += ",\"proposal\":" + proposal(view.proposal) + ",\"size\":" + size(view.size)
            out += ",\"frame\":" + rect(view.frame) + ",\"outerFrame\":" + rect(view.outerFrame)
            out += ",\"rightToLeft\":\(view.rightToLeft)"
            if let color = view.color { out += ",\"color\":" + LayoutResultJSON.quoted(color) }
            if let tapTarget = view.tapTarget { out += ",\"tapTarget\":" + rect(tapTarget) }
            out += ",\"steps\":["
            for (k, step) in view.steps.enumerated() {
                if k > 0 { out += "," }
                out += "{\"kind\":" + LayoutResultJSON.quoted(step.kind) + ",\"description\":" + LayoutResultJSON.quoted(step.description)
                out += ",\"modifier\":" + (step.modifier.map { "\($0)" } ?? "null")
                if let part = step.part { out += ",\"part\":" + LayoutResultJSON.quoted(part) }
                if let value = step.guideValue { out += ",\"value\":" + number(value) }
                out += ",\"proposal\":" + proposal(step.proposal) + ",\"size\":" + size(step.size) + ",\"frame\":" + rect(step.frame) + "}"
            }
            out += "],\"alignedBy\":" + list(view.alignedBy) + ",\"aligns\":" + list(view.aligns)
            if let text = view.text {
                // The font as drawn: at the scale of a text that shrank to fit.
                let font = text.resolvedFont, scale = view.lines?.scale ?? 1
                out += ",\"text\":{\"string\":" + LayoutResultJSON.quoted(text.string)
                out += ",\"font\":{\"size\":" + number(font.size * scale) + ",\"ascent\":" + number(font.ascent * scale)
                out += ",\"descent\":" + number(font.descent * scale) + ",\"leading\":" + number(font.leading * scale)
                out += ",\"advance\":" + number(font.advance * scale) + "}"
                if let lines = view.lines {
                    out += ",\"lineStrings\":[" + lines.strings.map(LayoutResultJSON.quoted).joined(separator: ",") + "]"
                    out += ",\"lines\":[" + lines.lines.map(rect).joined(separator: ",") + "]"
                    out += ",\"firstBaseline\":" + number(lines.firstBaseline) + ",\"lastBaseline\":" + number(lines.lastBaseline)
                }
                out += "}"
            }
            out += "}"
        }
        out += explanation.views.isEmpty ? "],\"alignments\":[" : "\n],\"alignments\":["
        for (index, line) in explanation.alignments.enumerated() {
            out += index == 0 ? "\n{" : ",\n{"
            out += "\"container\":" + path(line.container) + ",\"modifier\":" + (line.modifier.map { "\($0)" } ?? "null")
            out += ",\"kind\":" + LayoutResultJSON.quoted(line.kind) + ",\"guide\":" + LayoutResultJSON.quoted(line.guide)
            out += ",\"axis\":" + (line.axis == .horizontal ? "\"horizontal\"" : "\"vertical\"") + ",\"custom\":\(line.isCustom)"
            out += ",\"position\":" + number(line.position) + ",\"extent\":" + rect(line.extent) + ",\"members\":["
            for (k, member) in line.members.enumerated() {
                if k > 0 { out += "," }
                out += "{\"path\":" + path(member.view) + ",\"modifier\":" + (member.insideModifier.map { "\($0)" } ?? "null")
                out += ",\"value\":" + number(member.value) + ",\"source\":\"" + member.source.rawValue + "\",\"frame\":" + rect(member.frame) + "}"
            }
            out += "]}"
        }
        out += explanation.alignments.isEmpty ? "]}" : "\n]}"
        return out
    }

    private static func list(_ values: [Int]) -> String { "[" + values.map { "\($0)" }.joined(separator: ",") + "]" }

    private static func number(_ value: Double) -> String {
        if value.isNaN { return "null" }
        if value.isInfinite { return value > 0 ? "\"infinity\"" : "\"-infinity\"" }
        return NumberFormatting.json(value)
    }

    private static func proposal(_ p: ProposedViewSize) -> String {
        "{\"width\":" + (p.width.map(number) ?? "null") + ",\"height\":" + (p.height.map(number) ?? "null") + "}"
    }

    private static func size(_ s: Size) -> String { "{\"width\":" + number(s.width) + ",\"height\":" + number(s.height) + "}" }

    private static func rect(_ r: Rect) -> String {
        "{\"x\":" + number(r.x) + ",\"y\":" + number(r.y) + ",\"width\":" + number(r.width) + ",\"height\":" + number(r.height) + "}"
    }
}

extension LayoutDocument {
    /// Lays the document out and explains it: `{"result": RESULT, "explanation": EXPLANATION}`
    /// with the result JSON of ``layoutJSON(_:)`` and the explanation of ``LayoutExplanationJSON``
    /// (whose frames are exact: `pixelScale` rounds only the result's).
    public static func explanationJSON(_ bytes: UnsafeRawBufferPointer) throws(LayoutError) -> String {
        let document = try LayoutDocument(json: bytes)
        let result = try document.layout()
        let explanation = try document.tree.explanation()
        return "{\"result\":" + LayoutResultJSON.encode(result) + ",\n\"explanation\":" + LayoutExplanationJSON.encode(explanation) + "}"
    }

    /// Lays the document out and returns the text trace of the view with id or path `view`
    /// (see `LayoutTree.explain(_:)`); nil when the document has no such view.
    public static func explainView(_ bytes: UnsafeRawBufferPointer, view name: String) throws(LayoutError) -> String? {
        let document = try LayoutDocument(json: bytes)
        _ = try document.layout()
        let explanation = try document.tree.explanation()
        guard let view = document.tree.view(named: name) ?? explanation.views.first(where: { $0.path == name })?.view else { return nil }
        return explanation.trace(of: view)
    }
}
