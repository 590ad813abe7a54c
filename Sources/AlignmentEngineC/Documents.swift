import AlignmentDocument
import AlignmentEngine

@_cdecl("ae_document_layout")
public func ae_document_layout(
    _ json: UnsafePointer<CChar>?, _ length: Int, _ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ outLength: UnsafeMutablePointer<Int>?
) -> Int32 {
    cCall {
        let json = try required(json, "json")
        let outJSON = try required(outJSON, "out_json")
        let outLength = try required(outLength, "out_length")
        let length = try count(length, "length", atMost: Int.max)
        let result = try LayoutDocument.layoutJSON(UnsafeRawBufferPointer(start: json, count: length))
        (outJSON.pointee, outLength.pointee) = copyToMalloc(result)
    }
}
