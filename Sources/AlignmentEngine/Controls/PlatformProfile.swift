/// A platform and OS version whose controls the engine lays out: the numbers its controls use
/// (`PlatformProfile`) and how its `automatic` styles resolve.
public enum Platform: String, CaseIterable, Hashable, Sendable {
    /// iOS and iPadOS 13 to 18: the controls before the 2025 redesign (51 x 31 switch).
    case ios18
    /// iOS and iPadOS 26 and later: the redesigned controls (63 x 28 switch).
    case ios26
    /// macOS (push buttons, checkboxes).
    case macos

    /// The platform documents and the command line call `name`, or nil.
    public init?(name: String) { self.init(rawValue: name) }

    /// Its name (`ios18`, `ios26`, `macos`).
    public var name: String { rawValue }

    var isIOS: Bool { self != .macos }
}

/// How a number was found, as `docs/decisions.md` grades them.
public enum EvidenceGrade: String, Hashable, Sendable {
    /// Apple states it (the Human Interface Guidelines, the developer documentation).
    case published = "PUBLISHED"
    /// Someone printed or read it from Apple's running software.
    case measured = "MEASURED"
    /// Worked out from measured or published numbers.
    case derived = "DERIVED"
    /// A constant of a re-implementation (OpenSwiftUI, Flutter's Cupertino widgets ...).
    case reimplemented = "REIMPL"
    /// Nothing better was found: the engine's assumption, stated as such.
    case assumed = "ASSUMED"
}

/// The numbers a platform's controls use (insets, minimum heights, the switch's size, row
/// insets, section spacing ...), one table per platform, each number with its evidence grade
/// and source (`docs/decisions.md`, "Controls"). A tree, a document (`"platform"`) and the
/// command line choose the profile and may override any number, so a user with measured
/// numbers corrects the engine's without a release.
public struct PlatformProfile: Hashable, Sendable {
    /// The platform whose table the numbers start from.
    public let platform: Platform
    /// The numbers, in `PlatformMetric` order (a per-control-size metric takes five slots).
    private(set) var values: [Double]

    /// The profile of `platform` with its own numbers.
    public init(_ platform: Platform) {
        self.platform = platform
        values = PlatformMetric.allCases.flatMap { $0.definition.values[Int(platform.index)] }
    }

    /// The profile the engine uses unless told otherwise: `ios26`, what current iPhones and
    /// iPads run (`docs/decisions.md`, "Controls").
    public static let `default` = PlatformProfile(.ios26)

    /// The name of every number a profile holds, in table order
    /// (`borderedButtonPaddingHorizontal.regular`, `toggleSwitchWidth` ...).
    public static let metricNames: [String] = PlatformMetric.allCases.flatMap { metric in
        metric.isPerControlSize ? ControlSize.allCases.map { "\(metric).\($0.name)" } : ["\(metric)"]
    }

    /// The number called `name`, or nil for a name no profile has.
    public subscript(name: String) -> Double? { Self.slot(of: name).map { values[$0] } }

    /// The profile with the number called `name` set to `value`.
    /// - Throws: `.invalidValue` for a name no profile has, or a value that is not a finite
    ///   number ≥ 0 (every number of a profile is a length).
    public func setting(_ name: String, to value: Double) throws(LayoutError) -> PlatformProfile {
        guard let slot = Self.slot(of: name) else {
            throw LayoutError(.invalidValue, "'\(name)' is no platform metric (known: \(Self.metricNames.joined(separator: ", ")))")
        }
        guard value.isFinite, value >= 0 else {
            throw LayoutError(.invalidValue, "platform metric \(name) must be a finite number ≥ 0, not \(value)")
        }
        var changed = self
        changed.values[slot] = value
        return changed
    }

    /// The grade and source of the number called `name` on `platform`, as `docs/decisions.md`
    /// lists them; nil for a name no profile has.
    public static func evidence(of name: String, on platform: Platform) -> (grade: EvidenceGrade, source: String)? {
        let base = name.split(separator: ".").first.map(String.init) ?? name
        guard slot(of: name) != nil, let metric = PlatformMetric.allCases.first(where: { "\($0)" == base }) else { return nil }
        let definition = metric.definition
        return (definition.grades[Int(platform.index)], definition.source)
    }

    /// Number `metric` (for a per-control-size metric, its value at `size`).
    func callAsFunction(_ metric: PlatformMetric, _ size: ControlSize = .regular) -> Double {
        values[metric.firstSlot + (metric.isPerControlSize ? Int(size.rawValue) : 0)]
    }

    private static let slots: [String: Int] = Dictionary(uniqueKeysWithValues: metricNames.enumerated().map { ($1, $0) })

    private static func slot(of name: String) -> Int? { slots[name] }

    // MARK: What `automatic` is

    /// A Button's style where its environment says `automatic` (outside List rows):
    /// borderless on iOS, a bordered push button on macOS.
    var automaticButtonStyle: ButtonStyle { platform.isIOS ? .borderless : .bordered }
    /// A Toggle's: a switch on iOS, a checkbox on macOS.
    var automaticToggleStyle: ToggleStyle { platform.isIOS ? .switch : .checkbox }
    /// A TextField's: plain on iOS, rounded on macOS.
    var automaticTextFieldStyle: TextFieldStyle { platform.isIOS ? .plain : .roundedBorder }
    /// A List's: inset grouped on iOS, plain on macOS.
    var automaticListStyle: ListStyle { platform.isIOS ? .insetGrouped : .plain }
    /// The shape behind a bordered button: a rounded rectangle up to iOS 18 and on macOS, a
    /// capsule from iOS 26.
    var borderedButtonShape: ViewType { platform == .ios26 ? .capsule : .roundedRectangle }
    /// A Section header's text style: footnote (uppercased by the system) up to iOS 18, a
    /// 17-point semibold headline from iOS 26, headline on macOS.
    var sectionHeaderStyle: TextStyle { platform == .ios18 ? .footnote : .headline }
    /// A Section footer's text style.
    var sectionFooterStyle: TextStyle { .footnote }
}

extension Platform {
    /// The column of a metric's table that holds this platform's number.
    var index: UInt8 {
        switch self {
        case .ios18: 0
        case .ios26: 1
        case .macos: 2
        }
    }
}
