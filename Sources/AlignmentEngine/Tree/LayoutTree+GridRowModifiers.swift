/// Modifiers on a GridRow. SwiftUI applies a modifier on a GridRow to each of its cells, as
/// on a Group ("any modifier you apply to the group affects all of that group's members",
/// Apple's `Group` documentation; Ole Begemann observed `GridRow { … }.background { … }`
/// drawing "behind each cell individually (behaves like Group)"), and the row stays a row of
/// its Grid. So `GridRow { … }.padding(.top, 14)` pads every cell's top, which makes the row
/// 14 points taller. The engine does the same: the row keeps its modifiers and applies each
/// to every cell, outside the cell's own modifiers, to the cells it has and to those it is
/// given later.
extension LayoutTree {
    /// Applies `modifier` to each cell of `row`, now and when its cells change.
    /// - Throws: `.invalidTree` for an overlay, background or safeAreaInset (its content, one view, cannot
    ///   be given to each cell); a cell's error, with nothing applied.
    func applyToCells(_ modifier: LayoutModifier, ofRow row: ViewID) throws(LayoutError) {
        switch modifier {
        case .overlay, .background, .safeAreaInset, .safeAreaInsetBeside:
            throw LayoutError(.invalidTree, "\(row) is a GridRow, whose modifiers apply to each of its cells: an overlay, background or safeAreaInset has one content view, which cannot be given to each cell; apply it to the cells")
        default:
            break
        }
        try atomically { () throws(LayoutError) in
            gridRowModifiers[row.index, default: GridRowModifiers()].modifiers.append(modifier)
            try applyRowModifiers(toCellsOf: row)
            structureVersion &+= 1
        }
    }

    /// Gives every cell of `row` the row's modifiers it does not have yet.
    func applyRowModifiers(toCellsOf row: ViewID) throws(LayoutError) {
        guard let rowModifiers = gridRowModifiers[row.index] else { return }
        for cell in try children(of: row) {
            let applied = rowModifiers.applied[cell.index] ?? 0
            for modifier in rowModifiers.modifiers[applied...] { try apply(modifier, to: cell) }
            gridRowModifiers[row.index]?.applied[cell.index] = rowModifiers.modifiers.count
        }
    }

    /// Runs `body` all or nothing (`performAtomically`), keeping its error's type.
    func atomically(_ body: () throws(LayoutError) -> Void) throws(LayoutError) {
        do {
            try performAtomically { () throws -> Void in try body() }
        } catch let error as LayoutError {
            throw error
        } catch {
            throw LayoutError(.invalidTree, "\(error)")
        }
    }
}

/// A GridRow's modifiers, and how many of them each of its cells has been given.
struct GridRowModifiers {
    var modifiers: [LayoutModifier] = []
    var applied: [Int32: Int] = [:]
}
