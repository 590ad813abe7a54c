import AlignmentEngine

/// `ae_guide_fn`: a guide value from an `ae_dimensions *` and the user data; NaN = failure.
public typealias GuideFunction = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Double
/// `ae_measure_fn`: writes an `ae_size` for a proposal and returns 0, or non-zero on failure.
public typealias MeasureFunction = @convention(c) (Double, Double, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32
/// `ae_baseline_fn`: a baseline for a size; NaN = failure.
public typealias BaselineFunction = @convention(c) (Double, Double, UnsafeMutableRawPointer?) -> Double

/// `ae_dimensions`: laid out as the header's struct (two doubles, then a pointer).
struct CDimensions {
    var width: Double
    var height: Double
    /// The handle of the running callback's `DimensionsContext` (see `CallbackHandles`).
    var context: UnsafeRawPointer?
}

/// What `ae_dimensions_get_value` needs while a guide callback runs.
struct DimensionsContext {
    let dimensions: ViewDimensions
    unowned let handle: TreeHandle
}

/// A host function failed; the engine reports it as AE_ERROR_CALLBACK_FAILED.
struct CallbackFailure: Error, CustomStringConvertible {
    let description: String
}

extension TreeHandle {
    /// A guide callback as a Swift function of the view's dimensions.
    func guideFunction(_ function: GuideFunction, _ userData: UnsafeMutableRawPointer?) -> (ViewDimensions) -> Double {
        { [unowned self] dimensions in
            dimensionsHandles.with(DimensionsContext(dimensions: dimensions, handle: self)) { context in
                withUnsafePointer(to: CDimensions(width: dimensions.width, height: dimensions.height, context: context)) {
                    function(UnsafeRawPointer($0), userData)
                }
            }.0
        }
    }
}

extension HostMeasure {
    /// A host-measured leaf from C callbacks; `measure` may not be NULL.
    init(_ measure: MeasureFunction?, first: BaselineFunction?, last: BaselineFunction?, _ userData: UnsafeMutableRawPointer?) throws(CError) {
        let measure = try required(measure, "measure")
        self.init(
            size: { proposal in
                var answer = (Double.nan, Double.nan)
                let status = withUnsafeMutableBytes(of: &answer) {
                    measure(proposal.width ?? .nan, proposal.height ?? .nan, userData, $0.baseAddress)
                }
                guard status == 0 else { throw CallbackFailure(description: "it returned \(status)") }
                guard answer.0.isFinite, answer.1.isFinite else {
                    throw CallbackFailure(description: "it answered the size (\(answer.0), \(answer.1))")
                }
                return Size(width: answer.0, height: answer.1)
            },
            firstBaseline: first.map { function in { size in function(size.width, size.height, userData) } },
            lastBaseline: last.map { function in { size in function(size.width, size.height, userData) } })
    }
}
