#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Releases guide defaults one after another instead of inside each other (a trampoline).
///
/// A released `GuideDefinition` hands its default here. The first release on a thread drains
/// the thread's list: dropping a default may release the guides it reads, whose defaults are
/// appended to the list and dropped by the same loop, so the native stack stays flat however
/// long the chain.
enum GuideRelease {
    private final class ThreadState {
        var pending: [GuideDefinition.Default] = []
        var draining = false
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<AnyObject>.fromOpaque(raw).release()
        }
        precondition(created == 0, "no thread-local key for guide releases")
        return key
    }()

    private static var state: ThreadState {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<ThreadState>.fromOpaque(raw).takeUnretainedValue()
        }
        let state = ThreadState()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// Takes the last reference to a released guide's default and drops it in the loop.
    static func release(_ value: consuming GuideDefinition.Default) {
        let state = self.state
        state.pending.append(value)
        guard !state.draining else { return }
        state.draining = true
        while let next = state.pending.popLast() { withExtendedLifetime(next) {} }
        state.draining = false
    }
}
