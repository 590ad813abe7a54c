import AlignmentEngine
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// An alignment guide of a tree, as the engine's builders take it.
enum Guide {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    var definition: GuideDefinition {
        switch self {
        case .horizontal(let guide): guide.definition
        case .vertical(let guide): guide.definition
        }
    }

    /// The built-in guides, in the order of their ids (AE_GUIDE_LEADING ... AE_GUIDE_LAST_TEXT_BASELINE).
    static let builtins: [Guide] = [
        .horizontal(.leading), .horizontal(.center), .horizontal(.trailing),
        .vertical(.top), .vertical(.center), .vertical(.bottom),
        .vertical(.firstTextBaseline), .vertical(.lastTextBaseline),
    ]
}

/// The object behind an `ae_tree *`: the engine's tree, and the guides and measures it knows by id.
final class TreeHandle {
    let tree = LayoutTree()
    /// The custom guides that guide expressions of this tree may name.
    var namespace = GuideNamespace()
    /// Every guide of the tree by its tree-local id.
    var guides: [Int32: Guide] = [:]
    /// The measures of `ae_tree_define_measure`, indexed by their tree-local ids.
    var measures: [HostMeasure] = []
    /// The batch measures of `ae_tree_define_measure_batch`, by their measure ids.
    var batchMeasures: [Int32: CBatchMeasure] = [:]
    /// The context pointer of each custom layout (`ae_view_create_layout`), by view id.
    var layoutContexts: [Int32: UnsafeMutableRawPointer?] = [:]
    /// Who is using the tree now: the name of the entry point that holds it, nil when idle
    /// (see `withTree`).
    let holder = Atomic<UnsafeRawPointer?>(nil)
    /// Whether `ae_tree_free` was called while the tree was in use (by a callback).
    let freeRequested = Atomic<Bool>(false)
    /// The arguments of the last `ae_tree_layout` call that got past validation, which
    /// `ae_tree_layout_again` lays out with.
    var lastLayout: LayoutRequest?
    /// The byte `ae_tree_get_layout_flag` gives out: 1 while repeating the last layout
    /// request would find nothing to do, 0 otherwise (and while a call uses the tree). Written
    /// only by `take` and `giveBack`; lives as long as the handle.
    let layoutFlag = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    /// The thread a row builder of this tree runs on, while it runs (see `Rows.swift`).
    var rowBuilderThread: pthread_t?

    /// A root, its proposal (checked; NaN: unspecified), the safe-area insets given with it
    /// and the layout direction.
    struct LayoutRequest {
        var root: ViewID
        var width: Double
        var height: Double
        var safeArea = EdgeInsets.zero
        var direction: LayoutDirection
    }

    init() {
        layoutFlag.initialize(to: 0)
        for (id, guide) in Guide.builtins.enumerated() { guides[Int32(id)] = guide }
    }

    deinit { layoutFlag.deallocate() }

    /// Whether `ae_tree_layout_again` would find nothing to do now.
    var lastLayoutStands: Bool {
        guard let request = lastLayout else { return false }
        return tree.layoutStands(request.root, checkedWidth: request.width, checkedHeight: request.height, safeArea: request.safeArea, direction: request.direction)
    }

    /// A view id of this tree.
    func view(_ id: Int32, _ name: String = "view") throws(CError) -> ViewID {
        guard id >= 0, Int(id) < tree.viewCount else {
            throw .invalidArgument("\(name) \(id) does not exist in this tree (it has \(tree.viewCount) views)")
        }
        return ViewID(id)
    }

    /// A guide id of this tree.
    func guide(_ id: Int32, _ name: String = "guide") throws(CError) -> Guide {
        guard let guide = guides[id] else { throw .invalidArgument("\(name) \(id) is not a guide of this tree") }
        return guide
    }

    /// A measure id of this tree.
    func measure(_ id: Int32, _ name: String = "measure") throws(CError) -> HostMeasure {
        guard id >= 0, Int(id) < measures.count else {
            throw .invalidArgument("\(name) \(id) is not a measure of this tree (it has defined \(measures.count))")
        }
        return measures[Int(id)]
    }

    /// A horizontal guide id of this tree.
    func horizontal(_ id: Int32, _ name: String) throws -> HorizontalAlignment {
        switch try guide(id, name) {
        case .horizontal(let guide): return guide
        case .vertical(let guide): throw Self.wrongAxis(name, guide.definition, id)
        }
    }

    /// A vertical guide id of this tree.
    func vertical(_ id: Int32, _ name: String) throws -> VerticalAlignment {
        switch try guide(id, name) {
        case .vertical(let guide): return guide
        case .horizontal(let guide): throw Self.wrongAxis(name, guide.definition, id)
        }
    }

    private static func wrongAxis(_ name: String, _ guide: GuideDefinition, _ id: Int32) -> LayoutError {
        LayoutError(.invalidGuide, "\(name) \(id) ('\(guide.name)') is a \(guide.axis) guide, which does not fit here")
    }

    /// Registers a custom guide and returns its id.
    func define(_ guide: Guide) throws(LayoutError) -> Int32 {
        try namespace.add(guide.definition)
        let id = tree.guideID(for: guide.definition)
        guides[id] = guide
        return id
    }

    /// Registers a measure for AE_OP_MEASURED and returns its id.
    func define(_ measure: HostMeasure) -> Int32 {
        measures.append(measure)
        return Int32(measures.count - 1)
    }
}
