import AlignmentEngine

/// `ae_measure_request`: laid out as the header's struct.
struct CMeasureRequest {
    var view: Int32
    var proposedWidth: Double
    var proposedHeight: Double
    var viewData: UnsafeMutableRawPointer?
}

/// `ae_measure_batch_fn`: writes one `ae_size` per request and the number written, returns 0,
/// or non-zero on failure.
public typealias MeasureBatchFunction = @convention(c) (
    UnsafeRawPointer?, Int, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?
) -> Int32

/// A batch measure of `ae_tree_define_measure_batch`: what its leaves need besides their data.
struct CBatchMeasure {
    let batch: BatchMeasure
    let firstBaseline: BaselineFunction?
    let lastBaseline: BaselineFunction?
    let userData: UnsafeMutableRawPointer?

    init(_ function: MeasureBatchFunction?, first: BaselineFunction?, last: BaselineFunction?, _ userData: UnsafeMutableRawPointer?) throws(CError) {
        let function = try required(function, "measure")
        batch = BatchMeasure { requests in
            let count = requests.count
            var answered = 0
            var sizes = [Double](repeating: .nan, count: 2 * count)
            let status = requests.map { request in
                CMeasureRequest(view: request.view?.index ?? -1, proposedWidth: request.proposal.width ?? .nan,
                                proposedHeight: request.proposal.height ?? .nan, viewData: UnsafeMutableRawPointer(bitPattern: request.key))
            }.withUnsafeBytes { requests in
                sizes.withUnsafeMutableBytes { function(requests.baseAddress, count, userData, $0.baseAddress, &answered) }
            }
            guard status == 0 else { throw CallbackFailure(description: "it returned \(status)") }
            guard answered == count else {
                throw CallbackFailure(description: "it answered \(answered) sizes for \(count) requests (*out_answered must be the count it was given)")
            }
            return try (0..<count).map { k in
                let size = Size(width: sizes[2 * k], height: sizes[2 * k + 1])
                guard size.width.isFinite, size.height.isFinite else {
                    throw CallbackFailure(description: "it answered the size (\(size.width), \(size.height)) for request \(k) (view \(requests[k].view?.index ?? -1))")
                }
                return size
            }
        }
        firstBaseline = first
        lastBaseline = last
        self.userData = userData
    }

    /// The measure of a leaf whose requests carry `viewData`, which its baselines are given too.
    func leaf(_ viewData: UnsafeMutableRawPointer?) -> HostMeasure {
        HostMeasure(batch: batch, key: Int(bitPattern: viewData),
                    firstBaseline: firstBaseline.map { function in { size in function(size.width, size.height, viewData) } },
                    lastBaseline: lastBaseline.map { function in { size in function(size.width, size.height, viewData) } })
    }
}

@_cdecl("ae_tree_define_measure_batch")
public func ae_tree_define_measure_batch(
    _ tree: OpaquePointer?, _ measure: MeasureBatchFunction?, _ firstBaseline: BaselineFunction?, _ lastBaseline: BaselineFunction?,
    _ userData: UnsafeMutableRawPointer?, _ outMeasure: UnsafeMutablePointer<Int32>?
) -> Int32 {
    define(tree, outMeasure) { handle in
        let batch = try CBatchMeasure(measure, first: firstBaseline, last: lastBaseline, userData)
        let id = handle.define(batch.leaf(userData))
        handle.batchMeasures[id] = batch
        return id
    }
}

@_cdecl("ae_view_create_measured_batch")
public func ae_view_create_measured_batch(
    _ tree: OpaquePointer?, _ measure: Int32, _ viewData: UnsafeMutableRawPointer?, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    create(tree, outView) { handle in
        let defined = try handle.measure(measure)
        guard let batch = handle.batchMeasures[measure] else {
            throw CError.invalidArgument("measure \(measure) is not a batch measure (ae_tree_define_measure_batch)")
        }
        var leaf = batch.leaf(viewData)
        leaf.isFixedSize = defined.isFixedSize
        return .add(.measured(leaf))
    }
}
