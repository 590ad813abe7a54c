#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs deep recursive work on a thread whose stack is sized for it.
///
/// Layout recurses once per level of the tree. Trees up to `inlineDepth` levels deep are laid
/// out on the caller's thread; deeper ones on a fresh thread with a stack of
/// `bytesPerLevel` per level, which the system commits only as it is touched, so a tree
/// 100,000 (or 1,000,000) levels deep lays out without overflowing any stack.
public enum LargeStack {
    public static let inlineDepth = 2_000
    public static let bytesPerLevel = 3_072

    /// Calls `body` on this thread if `depth` is small, else on a thread with a stack large
    /// enough for `depth` levels, and waits for it.
    public static func run<Result>(depth: Int, _ body: () -> Result) -> Result {
        guard depth > inlineDepth else { return body() }
        return withoutActuallyEscaping(body) { escapable in
            let box = Box(escapable)
            let stackSize = Swift.max(depth, 1) &* bytesPerLevel &+ (8 << 20)
            if spawnAndJoin(box: box, stackSize: stackSize) {
                return box.result!
            }
            return escapable()
        }
    }

    fileprivate final class Box<Result> {
        let body: () -> Result
        var result: Result?
        init(_ body: @escaping () -> Result) { self.body = body }
        func run() { result = body() }
    }

    /// Runs `box` on a new thread; false when no thread could be made.
    private static func spawnAndJoin<Result>(box: Box<Result>, stackSize: Int) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return false }
        let context = Unmanaged.passRetained(box as AnyObject).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t? = nil
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, &attributes, { raw in
            let object = Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue()
            (object as! Runnable).run()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<AnyObject>.fromOpaque(context).release()
            return false
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
        return true
    }
}

private protocol Runnable: AnyObject { func run() }
extension LargeStack.Box: Runnable {}
