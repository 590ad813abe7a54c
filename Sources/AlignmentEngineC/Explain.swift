import AlignmentDocument
import AlignmentEngine

/// Why views got their frames: the explanation of a tree's last layout (JSON), one view's
/// text trace, and both for layout documents.

@_cdecl("ae_tree_explain")
public func ae_tree_explain(
    _ tree: OpaquePointer?, _ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ outLength: UnsafeMutablePointer<Int>?
) -> Int32 {
    withTree(tree) { handle in
        let outJSON = try required(outJSON, "out_json"), outLength = try required(outLength, "out_length")
        try handle.requireLaidOut()
        (outJSON.pointee, outLength.pointee) = copyToMalloc(LayoutExplanationJSON.encode(try handle.tree.explanation()))
    }
}

@_cdecl("ae_view_explain")
public func ae_view_explain(_ tree: OpaquePointer?, _ view: Int32, _ outText: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    withTree(tree) { handle in
        let outText = try required(outText, "out_text")
        let view = try handle.view(view)
        try handle.requireLaidOut()
        guard handle.tree.frame(of: view) != nil else {
            throw CError(Status.notLaidOut, "\(view) is not below the root of the last layout")
        }
        outText.pointee = copyToMalloc(try handle.tree.explain(view)).pointer
    }
}

@_cdecl("ae_document_explain")
public func ae_document_explain(
    _ json: UnsafePointer<CChar>?, _ length: Int, _ view: UnsafePointer<CChar>?,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ outLength: UnsafeMutablePointer<Int>?
) -> Int32 {
    cCall {
        let json = try required(json, "json")
        let out = try required(out, "out"), outLength = try required(outLength, "out_length")
        let bytes = UnsafeRawBufferPointer(start: json, count: try count(length, "length", atMost: Int.max))
        let text: String
        if view == nil {
            text = try LayoutDocument.explanationJSON(bytes)
        } else {
            let name = try string(view, "view")
            guard let trace = try LayoutDocument.explainView(bytes, view: name) else {
                throw CError.invalidArgument("the document has no view with id or path '\(name)'")
            }
            text = trace
        }
        (out.pointee, outLength.pointee) = copyToMalloc(text)
    }
}
