/// A type that declares a custom alignment guide, exactly as in SwiftUI:
///
/// ```swift
/// extension VerticalAlignment {
///     enum MidAccountAndName: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
///     }
///     static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
/// }
/// ```
///
/// A container combines its children's explicit values of a custom guide by their
/// arithmetic mean.
public protocol AlignmentID {
    /// The guide's value for a view that has no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
