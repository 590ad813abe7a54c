/// Insets on the four edges of a rectangle, in leading/trailing terms.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge (left in left-to-right layouts).
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge (right in left-to-right layouts).
    public var trailing: Double

    /// Insets with the given length on each edge (zero by default).
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(_ length: Double) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }
}

/// An edge of a rectangle, in leading/trailing terms.
public enum Edge: UInt8, Hashable, Sendable, CaseIterable {
    /// The four edges; leading and trailing follow the layout direction.
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The top edge.
        public static let top = Set(rawValue: 1 << 0)
        /// The leading edge.
        public static let leading = Set(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << 2)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 1 << 3)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// A vertical edge: where `safeAreaInset(edge:alignment:spacing:content:)` puts content
/// above or below a view.
public enum VerticalEdge: UInt8, Hashable, Sendable, CaseIterable {
    /// The top or the bottom edge.
    case top, bottom

    /// The edge as an `Edge`.
    public var edge: Edge { self == .top ? .top : .bottom }
}

/// A horizontal edge, in leading/trailing terms: where
/// `safeAreaInset(edge:alignment:spacing:content:)` puts content beside a view.
public enum HorizontalEdge: UInt8, Hashable, Sendable, CaseIterable {
    /// The leading or the trailing edge (left or right as the layout direction says).
    case leading, trailing

    /// The edge as an `Edge`.
    public var edge: Edge { self == .leading ? .leading : .trailing }
}

extension Edge {
    /// The set holding only this edge.
    public var set: Edge.Set { Edge.Set(rawValue: 1 << rawValue) }
}

extension EdgeInsets {
    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The inset on `edge`.
    public subscript(edge: Edge) -> Double {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// The insets on `edges` only, zero on the others.
    public func on(_ edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
                   bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }
}
