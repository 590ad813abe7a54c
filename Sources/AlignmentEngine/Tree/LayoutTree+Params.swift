/// Parameter runs shared between nodes (issue 21). A node whose numbers equal, bit for bit,
/// those of the last node of its kind that was given numbers reads that node's run instead
/// of appending its own: a chain of `.padding(1)`, or of stacks with spacing 8, stores its
/// numbers once. The run is then listed in `sharedParamRuns`, and a change in place copies
/// a listed run before writing it (`ownParams(of:count:)`), so the other nodes keep their
/// numbers.
extension LayoutTree {
    /// The last run appended for a node of one kind: where it starts and how long it is.
    struct ParamRun: BitwiseCopyable {
        var start: Int32
        var count: Int32
    }

    /// Where a new node of `kind` reads `values` from: the last run of its kind when that
    /// holds the same numbers (then listed as shared), else a run appended now.
    func paramRun(for values: [Double], kind: NodeKind) -> Int32 {
        let k = Int(kind.rawValue)
        if k < lastParamRuns.count, let run = lastParamRuns[k], Int(run.count) == values.count,
           values.indices.allSatisfy({ params[run.start + Int32($0)].bitPattern == values[$0].bitPattern }) {
            // Checked first: inserting would copy a set an atomic change keeps to undo.
            if !sharedParamRuns.contains(run.start) { sharedParamRuns.insert(run.start) }
            return run.start
        }
        let start = Int32(params.count)
        for value in values { params.append(value) }
        if k >= lastParamRuns.count { lastParamRuns += Array(repeating: nil, count: k + 1 - lastParamRuns.count) }
        lastParamRuns[k] = ParamRun(start: start, count: Int32(values.count))
        return start
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
