/// The kinds of safe area a view can ignore (SwiftUI's `SafeAreaRegions`): the container's
/// (the device's edges, bars, `safeAreaInset` content) and the software keyboard's.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The safe area of the device and of containers: the screen's insets given with the
    /// proposal, and what `safeAreaInset` and `safeAreaPadding` add.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area a software keyboard takes. A layout has no keyboard, so ignoring only
    /// this region changes nothing.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Both regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
