import AlignmentEngine
import Synchronization

/// The re-entry guard of every entry point that touches a tree: one call at a time per tree.
///
/// An entry point takes the tree with an atomic compare-and-swap of `TreeHandle.holder` from
/// nil to its own name, and gives it back when it returns. A call that finds the tree taken
/// (a callback of a running layout calling back into its tree, or a second thread using the
/// tree at the same time) fails with AE_ERROR_BUSY and changes nothing. Different trees have
/// different guards, so they run in parallel.
extension TreeHandle {
    /// The tree behind a C pointer, not yet taken.
    fileprivate static func pointee(_ pointer: OpaquePointer?) throws(CError) -> TreeHandle {
        Unmanaged<TreeHandle>.fromOpaque(UnsafeRawPointer(try required(pointer, "tree"))).takeUnretainedValue()
    }

    /// Takes the tree for `entryPoint`, or fails with AE_ERROR_BUSY naming who holds it.
    fileprivate func take(for entryPoint: StaticString) throws(CError) {
        let (taken, current) = holder.compareExchange(
            expected: nil, desired: UnsafeRawPointer(entryPoint.utf8Start), ordering: .acquiringAndReleasing)
        guard taken else {
            if rowBuilderThread != nil {
                let message = "a row builder may only build views, with the calls of building; \(Self.name(UnsafeRawPointer(entryPoint.utf8Start))) re-enters the tree while \(Self.name(current)) lays it out"
                tree.refuseRowBuilderCall(Self.name(UnsafeRawPointer(entryPoint.utf8Start)))
                throw CError(Status.busy, "tree is busy: " + message)
            }
            throw CError(Status.busy, "tree is busy: \(Self.name(current)) is using it; a callback of that call, or another thread, may not use the tree until it returns")
        }
        layoutFlag.pointee = 0
    }

    /// Gives the tree back, with its layout flag brought up to date; frees it if a callback
    /// asked for that meanwhile.
    fileprivate func giveBack() {
        layoutFlag.pointee = lastLayoutStands ? 1 : 0
        let free = freeRequested.load(ordering: .acquiring)
        holder.store(nil, ordering: .releasing)
        if free { Unmanaged.passUnretained(self).release() }
    }

    /// The function name of an entry point (`#function` without its argument labels).
    private static func name(_ entryPoint: UnsafeRawPointer?) -> String {
        guard let entryPoint else { return "another call" }
        let name = String(cString: entryPoint.assumingMemoryBound(to: CChar.self))
        return String(name.prefix { $0 != "(" })
    }

    /// `ae_tree_free`: frees the tree now, or, when a call is using it (the free comes from
    /// one of its callbacks), when that call returns.
    static func free(_ pointer: OpaquePointer) {
        let handle = Unmanaged<TreeHandle>.fromOpaque(UnsafeRawPointer(pointer))
        if handle.takeUnretainedValue().holder.load(ordering: .acquiring) != nil {
            handle.takeUnretainedValue().freeRequested.store(true, ordering: .releasing)
        } else {
            handle.release()
        }
    }
}

/// The body of every exported function that touches a tree: checks the pointer, takes the
/// tree for the call (AE_ERROR_BUSY if it is in use), runs `body`, gives the tree back, and
/// answers a status as `cCall` does. `entryPoint` is the exported function (its caller).
func withTree(_ pointer: OpaquePointer?, entryPoint: StaticString = #function, _ body: (TreeHandle) throws -> Void) -> Int32 {
    cCall {
        let handle = try TreeHandle.pointee(pointer)
        // A row builder builds its row with the calls of building, inside the layout.
        if handle.rowBuilderThread != nil && handle.mayBuildRows(entryPoint) { return try body(handle) }
        try handle.take(for: entryPoint)
        defer { handle.giveBack() }
        try body(handle)
    }
}
