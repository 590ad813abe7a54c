#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The handles the library gives C callbacks: a layout callback's `const ae_subviews *` and
/// the context of a guide callback's `ae_dimensions`.
///
/// A handle is a number, never an address: it names its context here only while its
/// callback runs, and only on the thread that runs it. A handle a host keeps and uses after
/// the callback returned (or from another thread) answers AE_ERROR_INVALID_ARGUMENT and
/// touches no memory of the library. A call through a live handle that fails is recorded
/// against its callback, which then fails the layout whatever status it returned.
final class CallbackHandles<Context>: @unchecked Sendable {
    private struct Entry {
        let context: Context
        let thread: pthread_t
        /// The first `ae_*` call through this handle that failed, and why.
        var failure: String?
    }

    /// What the handles are, for messages ("subviews", "dimensions").
    private let kind: String
    /// The next handle's number (never reused) and the live handles.
    private let state = Mutex<(next: UInt, live: [UInt: Entry])>((1, [:]))

    init(kind: String) { self.kind = kind }

    /// Runs `body` with a live handle for `context`; returns its result and the first failure
    /// of a call made through the handle meanwhile.
    func with<Result>(_ context: Context, _ body: (UnsafeRawPointer) throws -> Result) rethrows -> (Result, failure: String?) {
        let number = state.withLock { state in
            let number = state.next
            state.next += 1
            state.live[number] = Entry(context: context, thread: pthread_self())
            return number
        }
        let entry = { self.state.withLock { $0.live.removeValue(forKey: number) } }
        let result: Result
        do {
            result = try body(UnsafeRawPointer(bitPattern: number)!)
        } catch {
            _ = entry()
            throw error
        }
        return (result, entry()?.failure)
    }

    /// The context of a live handle, for the calling thread.
    func context(_ handle: UnsafeRawPointer?, _ name: String) throws(CError) -> Context {
        let number = UInt(bitPattern: try required(handle, name))
        let entry = state.withLock { $0.live[number] }
        guard let entry else {
            throw .invalidArgument("\(name) is not the \(kind) of a running callback: it is valid only until the callback it was given to returns")
        }
        guard pthread_equal(entry.thread, pthread_self()) != 0 else {
            throw .invalidArgument("\(name) belongs to a callback running on another thread; use it only on that thread, during that callback")
        }
        return entry.context
    }

    /// Records that a call through `handle` failed (the first failure is kept).
    func recordFailure(_ handle: UnsafeRawPointer?, _ message: String) {
        guard let handle else { return }
        let number = UInt(bitPattern: handle)
        state.withLock { state in
            if state.live[number] != nil, state.live[number]!.failure == nil { state.live[number]!.failure = message }
        }
    }
}

/// The live contexts of guide callbacks' `ae_dimensions`.
let dimensionsHandles = CallbackHandles<DimensionsContext>(kind: "dimensions")

/// The live `ae_subviews *` handles of layout callbacks.
let subviewsHandles = CallbackHandles<SubviewsContext>(kind: "subviews")

/// The body of an `ae_subviews_*` function: resolves the handle, runs `body`, answers a
/// status as `cCall` does, and records a failure against the running callback so that the
/// layout fails too.
func withSubviews(_ subviews: UnsafeRawPointer?, function: StaticString = #function, _ body: (SubviewsContext) throws -> Void) -> Int32 {
    cCall {
        do {
            try body(try subviewsHandles.context(subviews, "subviews"))
        } catch {
            subviewsHandles.recordFailure(subviews, "\("\(function)".prefix { $0 != "(" }) failed: \(report(error).message)")
            throw error
        }
    }
}
