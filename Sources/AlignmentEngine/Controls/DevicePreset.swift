/// How a device is held.
public enum DeviceOrientation: UInt8, CaseIterable, Hashable, Sendable {
    /// Upright (the screen's narrow side at the top), or on its side.
    case portrait, landscape

    /// Its name (`portrait`, `landscape`).
    public var name: String { "\(self)" }
}

/// A current iPhone or iPad as a layout sees it: its screen in points, its pixels per point and
/// its safe area in each orientation, with the evidence for each. Screen sizes and scales are
/// Apple's (Human Interface Guidelines, Layout, "iOS, iPadOS device screen dimensions",
/// PUBLISHED); safe areas were printed by others or are assumed, as `safeAreaGrade` and
/// `safeAreaSource` say (`docs/decisions.md`, "Device presets").
public struct DevicePreset: Hashable, Sendable {
    /// Apple's name of the device ("iPhone 17 Pro", "iPhone SE (3rd generation)").
    public let name: String
    /// The screen in portrait, in points.
    public let portraitSize: Size
    /// Pixels per point (UIKit's scale factor).
    public let pixelScale: Double
    /// The safe area's insets in portrait and in landscape (leading and trailing are the
    /// same in landscape, whichever way the device is turned).
    public let portraitSafeArea: EdgeInsets
    /// The safe area's insets in landscape.
    public let landscapeSafeArea: EdgeInsets
    /// How the safe areas are known.
    public let safeAreaGrade: EvidenceGrade
    /// Who printed the safe areas, or why they are assumed.
    public let safeAreaSource: String

    /// The screen held in `orientation`, in points.
    public func screenSize(_ orientation: DeviceOrientation = .portrait) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The safe area's insets held in `orientation`.
    public func safeArea(_ orientation: DeviceOrientation = .portrait) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The device Apple calls `name`, or nil.
    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

    /// The phones a check sweeps by default: a small, a regular and a large one.
    public static let sweep: [DevicePreset] = ["iPhone SE (3rd generation)", "iPhone 17", "iPhone 17 Pro Max"].map { named($0)! }

    /// Every preset: the current iPhones, the iPhone SE, and the current iPads.
    public static let all: [DevicePreset] = {
        func phone(_ name: String, _ width: Double, _ height: Double, _ scale: Double,
                   top: Double, bottom: Double, landscapeSide: Double, landscapeBottom: Double,
                   _ grade: EvidenceGrade, _ source: String) -> DevicePreset {
            DevicePreset(name: name, portraitSize: Size(width: width, height: height), pixelScale: scale,
                         portraitSafeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                         landscapeSafeArea: EdgeInsets(top: 0, leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide),
                         safeAreaGrade: grade, safeAreaSource: source)
        }
        func pad(_ name: String, _ width: Double, _ height: Double, _ grade: EvidenceGrade, _ source: String) -> DevicePreset {
            // An iPad's status bar and home indicator stay at the top and bottom when it turns.
            let insets = EdgeInsets(top: 32, leading: 0, bottom: 25, trailing: 0)
            return DevicePreset(name: name, portraitSize: Size(width: width, height: height), pixelScale: 2,
                                portraitSafeArea: insets, landscapeSafeArea: insets, safeAreaGrade: grade, safeAreaSource: source)
        }
        let island402 = "portrait 62 / 34 printed on a 402-pt iPhone 17 and a 440-pt iPhone 17 Pro Max, iOS 26.5 simulator (ZH notes 4.1); landscape 62 / 20 from flutterware's device table (pub.dev, iPhone 16 Pro Max)"
        let island393 = "printed UIEdgeInsets(59, 0, 34, 0) and (0, 59, 21, 59) on a 393-pt Dynamic Island iPhone (csl.cool, 'iOS Layout Adaptation', 2023)"
        let padSource = "iPad Pro 11-inch 32 / 25, iOS 26.5 simulator (ZH notes 4.1)"
        return [
            phone("iPhone SE (3rd generation)", 375, 667, 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, .assumed,
                  "the 20-pt status bar in portrait, hidden in landscape; no printout found"),
            phone("iPhone 16e", 390, 844, 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, .assumed,
                  "the notch insets of the 390-pt iPhones 12 to 14 it shares its screen with"),
            phone("iPhone 16", 393, 852, 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, .measured, island393),
            phone("iPhone 16 Plus", 430, 932, 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, .assumed,
                  "the 393-pt iPhone's Dynamic Island insets (\(island393))"),
            phone("iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 20, .measured, island402),
            phone("iPhone 16 Pro Max", 440, 956, 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 20, .measured, island402),
            phone("iPhone 17", 402, 874, 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 20, .measured, island402),
            phone("iPhone 17 Pro", 402, 874, 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 20, .measured, island402),
            phone("iPhone 17 Pro Max", 440, 956, 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 20, .measured, island402),
            phone("iPhone Air", 420, 912, 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 20, .assumed,
                  "the 402-pt iPhones' insets (no printout found)"),
            pad("iPad mini 8.3-inch", 744, 1133, .assumed, "as the iPad Pro 11-inch: \(padSource)"),
            pad("iPad 11-inch", 820, 1180, .assumed, "as the iPad Pro 11-inch: \(padSource)"),
            pad("iPad Air 11-inch", 820, 1180, .assumed, "as the iPad Pro 11-inch: \(padSource)"),
            pad("iPad Air 13-inch", 1024, 1366, .assumed, "as the iPad Pro 11-inch: \(padSource)"),
            pad("iPad Pro 11-inch", 834, 1194, .measured, padSource),
            pad("iPad Pro 12.9-inch", 1024, 1366, .assumed, "as the iPad Pro 11-inch: \(padSource)"),
        ]
    }()
}
