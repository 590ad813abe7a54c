extension LayoutTree {
    /// Where a view's guide lies after the last layout, in the root's coordinate space: an x
    /// for a horizontal guide, a y for a vertical one.
    ///
    /// It is the guide's value for the view as its container sees it (the view with all its
    /// modifiers: its explicit value if it has one, else the guide's default), so views that
    /// a container aligned on a guide report the same position. This is how a host checks or
    /// draws why an alignment guide moved a view. The proposals from the root down to the
    /// view are worked out again in a fresh pass: a query costs one sweep over the tree's
    /// nodes plus the layout of the view's ancestors, so ask for the views you need.
    public func guidePosition(_ guide: GuideDefinition, of view: ViewID) throws(LayoutError) -> Double {
        let viewRecord = try record(view)
        guard let last = lastLayout.stamp, isLaidOut else { throw LayoutError(.invalidTree, "the tree has not been laid out since it last changed") }
        guard let steps = nodePath(from: last.root, to: view.index), !lastLayout.frames[viewRecord.outer].x.isNaN else {
            throw LayoutError(.invalidTree, "\(view) is not below the root of the last layout")
        }
        let g = intern(guide)
        let pass = LayoutPass(tree: self)
        let replayed = pass.replayProposal(along: steps, from: lastLayout.rootProposal, rightToLeft: lastLayout.direction == .rightToLeft)
        let value = replayed.flatMap { replayed in pass.drive { pass.guideValue(viewRecord.outer, g, replayed.0, pass.size(viewRecord.outer, replayed.0)) } }
        pass.isFinished = true
        if let error = pass.error { throw error }
        let frame = lastLayout.frames[viewRecord.outer]
        // Guide values count from the leading edge, which is the right edge right to left
        // (infinitely far for an infinitely wide view).
        let position = value.flatMap { value in
            guide.axis == .vertical ? frame.y + value : replayed!.1 ? frame.maxX - value : frame.x + value
        }
        guard let position, position.isFinite else {
            throw LayoutError(.invalidValue, "guide '\(guide.name)' of \(pass.describeView(viewRecord.outer)) has no finite position", view: view)
        }
        return position
    }

    /// The nodes from the outermost node of view `root` down to the outermost node of view
    /// `target`, each with the index of the child the path goes on through; nil when `target`
    /// is not below `root`.
    func nodePath(from root: Int32, to target: Int32) -> [(node: Int32, child: Int32)]? {
        var chain = [target]
        while chain[chain.count - 1] != root {
            let parent = views[chain[chain.count - 1]].parent
            guard parent >= 0 else { return nil }
            chain.append(parent)
        }
        var steps: [(node: Int32, child: Int32)] = []
        for index in stride(from: chain.count - 1, to: 0, by: -1) {
            let owner = views[chain[index]], slot = views[chain[index - 1]].parentSlot
            var n = owner.outer
            while true {
                let node = nodes[n]
                if slot >= node.childStart && slot < node.childStart + node.childCount {
                    steps.append((n, slot - node.childStart))
                    break
                }
                // Not this node's child: go on inward through the modifier chain.
                steps.append((n, 0))
                n = childList[node.childStart]
            }
        }
        return steps
    }
}
