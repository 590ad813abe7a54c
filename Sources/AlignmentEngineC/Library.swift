#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The library version `ae_version` reports: VERSION, as scripts/set-version.sh writes it here.
private let version: StaticString = "0.1.0"

/// The names `ae_status_name` reports, indexed by status code.
private let statusNames: [StaticString] = [
    "AE_OK", "AE_ERROR_NULL_ARGUMENT", "AE_ERROR_INVALID_ARGUMENT", "AE_ERROR_INVALID_VALUE",
    "AE_ERROR_INVALID_GUIDE", "AE_ERROR_INVALID_EXPRESSION", "AE_ERROR_INVALID_TREE",
    "AE_ERROR_CALLBACK_FAILED", "AE_ERROR_INVALID_DOCUMENT", "AE_ERROR_NOT_LAID_OUT",
    "AE_ERROR_BUFFER_TOO_SMALL", "AE_ERROR_BUSY",
]

/// A static string as a C string (string literals are stored NUL-terminated).
private func cString(_ string: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(string.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// The per-thread slot holding the last error message (a `malloc`ed C string, freed when
/// it is replaced or the thread exits).
private let lastErrorKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { free($0) }
    return key
}()

/// Records `message` as this thread's last error.
func setLastError(_ message: String) {
    let previous = pthread_getspecific(lastErrorKey)
    pthread_setspecific(lastErrorKey, copyToMalloc(message).pointer)
    free(previous)
}

/// A copy of `string` in memory from `malloc`, NUL-terminated, with its length in bytes.
func copyToMalloc(_ string: String) -> (pointer: UnsafeMutablePointer<CChar>, length: Int) {
    var utf8 = string.utf8CString
    let length = utf8.count - 1
    let pointer = malloc(utf8.count)!.bindMemory(to: CChar.self, capacity: utf8.count)
    utf8.withUnsafeMutableBufferPointer { pointer.initialize(from: $0.baseAddress!, count: $0.count) }
    return (pointer, length)
}

@_cdecl("ae_version")
public func ae_version() -> UnsafePointer<CChar> { cString(version) }

@_cdecl("ae_status_name")
public func ae_status_name(_ status: Int32) -> UnsafePointer<CChar> {
    statusNames.indices.contains(Int(status)) ? cString(statusNames[Int(status)]) : cString("AE_UNKNOWN_STATUS")
}

@_cdecl("ae_last_error_message")
public func ae_last_error_message() -> UnsafePointer<CChar> {
    guard let message = pthread_getspecific(lastErrorKey) else { return cString("") }
    return UnsafePointer(message.assumingMemoryBound(to: CChar.self))
}

@_cdecl("ae_string_free")
public func ae_string_free(_ string: UnsafeMutablePointer<CChar>?) { free(string) }
