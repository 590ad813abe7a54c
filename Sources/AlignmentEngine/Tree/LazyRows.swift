/// Builds row `index` of a lazy stack (item `index` of a lazy grid) in `tree` and answers
/// its view: new views only, made with the tree's building functions (`add`, `apply`,
/// `setChildren`, names and colours); any other use of the tree from here is an error.
public typealias RowBuilder = (_ tree: LayoutTree, _ index: Int) throws -> ViewID

/// The rows of a lazy stack or grid that a `RowBuilder` makes on demand
/// (`LayoutTree.setRows(of:count:_:)`): the ones in the tree now (the window), and what the
/// rows laid out so far measured, which places the others.
struct LazyRows {
    /// The lazy stack or grid.
    let container: ViewID
    /// How many rows there are.
    var count: Int
    var build: RowBuilder
    /// The rows in the tree: rows `first ..< first + views.count`, their views in order.
    var first = 0
    var views: [ViewID] = []
    /// The lengths along the axis of the rows laid out (a grid's lines), and the length
    /// across they were laid out in (NaN: none yet), the cells of a grid's line then.
    var lengths = RowLengths()
    var across = Double.nan
    var cellsPerLine = 1
    /// A stack's widest row laid out so far: the stack is at least that long across.
    var widest = 0.0
    /// The space between two rows, as the stack found it between the first two it laid out
    /// (its spacing, else the rows' own preferences); NaN until then.
    var gap = Double.nan
    /// Whether every row is in the tree (no viewport above the container).
    var isEager = false

    /// The rows in the tree.
    var window: Range<Int> { first..<(first + views.count) }
}

/// A ScrollView's viewport (`LayoutTree.setViewport(of:offset:length:)`): where along its
/// scroll axis the visible part of its content starts, and how long it is.
struct Viewport {
    var offset: Double
    var length: Double
    var axis: Axis
}

/// A row builder at work: which container, which row, and the first view it made.
struct RowBuilding {
    let container: ViewID
    let index: Int
    let firstView: Int32
    /// The first use of the tree refused to it: the row fails with it even when the
    /// builder went on.
    var refusal: LayoutError?
}

/// Where the tree's storage stood before its first rows were built: the rows' views,
/// nodes and everything they own lie after it, and dropping every row puts it back there
/// (`LayoutTree.dropAllRows`). `clean` says whether only rows were built since.
struct RowRegion {
    var nodes, views, params, childList, texts, measures, hostLayouts, functions, lengthFunctions: Int
    var clean = true
    /// Rows built since, and since the last time every row was dropped.
    var built = 0
}
