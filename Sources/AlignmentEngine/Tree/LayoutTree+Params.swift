/// Parameter runs shared between nodes. A node whose numbers equal, bit for bit,
/// those of the last node of its kind that was given numbers reads that node's run instead
/// of appending its own: a chain of `.padding(1)`, or of stacks with spacing 8, stores its
/// numbers once. The run is then listed in `sharedParamRuns`, and a change in place copies
/// a listed run before writing it (`ownParams(of:count:)`), so the other nodes keep their
/// numbers.
extension LayoutTree {
    /// The last run appended for a node of one kind: where it starts, how long it is, and
    /// whether it is listed as shared yet.
    struct ParamRun: BitwiseCopyable {
        var start: Int32
        var count: Int32
        var isShared = false

        /// No run yet.
        static let none = ParamRun(start: -1, count: -1)
    }

    /// A hint for every node kind: no run yet.
    static func noParamRuns() -> ContiguousStorage<ParamRun> {
        var runs = ContiguousStorage<ParamRun>()
        runs.resize(to: Int(UInt8.max) + 1, filling: .none)
        return runs
    }

    /// Where a new node of `kind` reads `values` from: the last run of its kind when that
    /// holds the same numbers (then listed as shared), else a run appended now.
    func paramRun(for values: [Double], kind: NodeKind) -> Int32 {
        let k = Int(kind.rawValue), runs = lastParamRuns
        // `params` is passed inout: one exclusive access for the whole comparison or append.
        let (start, shared) = Self.run(for: values, hint: runs[k], in: &params)
        if !shared {
            runs[k] = ParamRun(start: start, count: Int32(values.count))
        } else if !runs[k].isShared {
            sharedParamRuns.insert(start)
            runs[k].isShared = true
        }
        return start
    }

    /// The run `hint` when `params` holds `values` there (bit for bit: NaN is NaN, -0 is not
    /// 0), else a run of `values` appended to `params`.
    private static func run(for values: [Double], hint: ParamRun, in params: inout ContiguousStorage<Double>) -> (start: Int32, shared: Bool) {
        let count = values.count
        if Int(hint.count) == count && Int(hint.start) + count <= params.count {
            var offset = 0
            while offset < count && params[Int(hint.start) + offset].bitPattern == values[offset].bitPattern { offset += 1 }
            if offset == count { return (hint.start, true) }
        }
        let start = params.count
        params.extend(by: count)
        for offset in 0..<count { params[start + offset] = values[offset] }
        return (Int32(start), false)
    }

    /// Node `n`, reading a run of `count` numbers that is its own: a shared run is copied
    /// to the end of `params` first (the node then reads the copy), so that writing it
    /// changes no other node. Inside an atomic change that fails, the copy is dropped and
    /// the node reads the shared run again: it has its numbers from before the change, as
    /// the restored layout says.
    func ownParams(of n: Int32, count: Int) -> Node {
        var node = nodes[n]
        guard node.param >= 0, sharedParamRuns.contains(node.param) else { return node }
        let start = Int32(params.count)
        for offset in 0..<Int32(count) { params.append(params[node.param + offset]) }
        node.param = start
        setNode(node, at: n)
        return node
    }
}
