/// The numbers of a platform profile: one case per number (per control size for the button
/// metrics), each with its value on every platform, its evidence grade there and its source.
/// `docs/decisions.md` ("Controls") lists the same table; a test checks they agree.
enum PlatformMetric: Int, CaseIterable {
    // Buttons (bordered and borderedProminent): the label's padding per control size, and the
    // least height (macOS push buttons).
    case borderedButtonPaddingHorizontal, borderedButtonPaddingVertical, buttonMinHeight
    // Label: the space between icon and title.
    case labelIconTitleSpacing
    // Toggle: the switch; macOS's checkbox and the space to its label.
    case toggleSwitchWidth, toggleSwitchHeight, checkboxSize, checkboxLabelSpacing
    // Stepper, Slider.
    case stepperWidth, stepperHeight, sliderHeight, sliderTrackHeight
    // ProgressView.
    case progressSpinnerSize, progressBarHeight, progressLinearSpacing
    // TextField (roundedBorder).
    case textFieldRoundedMinHeight, textFieldRoundedPaddingHorizontal
    // Picker: segmented control; the menu's chevron.
    case segmentedControlHeight, segmentedControlInset, segmentPaddingHorizontal
    case pickerMenuChevronWidth, pickerMenuChevronHeight, pickerMenuSpacing
    // NavigationLink in a List row: the chevron and the space before it.
    case navigationChevronWidth, navigationChevronHeight, navigationChevronSpacing
    // List and Form rows.
    case listRowMinHeight, listRowPaddingTop, listRowPaddingLeading, listRowPaddingBottom, listRowPaddingTrailing
    // List sections: the card's inset from the list's edges, the space between sections,
    // above the first and below the last; headers and footers.
    case listCardInset, listSectionSpacing, listSectionSpacingCompact, listTopPadding, listBottomPadding
    case sectionHeaderPaddingTop, sectionHeaderPaddingBottom, sectionFooterPaddingTop, sectionFooterPaddingBottom
    // The least tap target the Human Interface Guidelines ask for (read by checks, not layout).
    case minimumTapTargetSize

    /// Whether the metric has one number per control size (`.mini` ... `.extraLarge`).
    var isPerControlSize: Bool {
        switch self {
        case .borderedButtonPaddingHorizontal, .borderedButtonPaddingVertical, .buttonMinHeight: true
        default: false
        }
    }

    /// Where the metric's first number sits in a profile's values.
    var firstSlot: Int { Self.firstSlots[rawValue] }

    private static let firstSlots: [Int] = {
        var slots: [Int] = [], next = 0
        for metric in allCases {
            slots.append(next)
            next += metric.isPerControlSize ? ControlSize.allCases.count : 1
        }
        return slots
    }()

    /// The metric's numbers per platform (`ios18`, `ios26`, `macos`; five per platform for a
    /// per-control-size metric), their grades and the source.
    struct Definition {
        let values: [[Double]]
        let grades: [EvidenceGrade]
        let source: String
    }

    var definition: Definition {
        typealias G = EvidenceGrade
        func d(_ ios18: Double, _ ios26: Double, _ macos: Double, _ grades: [G], _ source: String) -> Definition {
            Definition(values: [[ios18], [ios26], [macos]], grades: grades, source: source)
        }
        func sized(_ ios18: [Double], _ ios26: [Double], _ macos: [Double], _ grades: [G], _ source: String) -> Definition {
            Definition(values: [ios18, ios26, macos], grades: grades, source: source)
        }
        let openSwiftUIButtons = "OpenSwiftUI BorderedButtonSpec (audited against SwiftUI 6.5.4, iOS 18)"
        let morphLists = "Tembeon/morph tool/ios_reference/spec/lists.md (UIKit inset-grouped list, iOS 27)"
        switch self {
        case .borderedButtonPaddingHorizontal:
            return sized([10, 10, 12, 20, 20], [10, 10, 12, 20, 20], [6, 8, 10, 12, 14], [.reimplemented, .assumed, .assumed],
                         "\(openSwiftUIButtons); iOS 26 assumed the same; macOS assumed")
        case .borderedButtonPaddingVertical:
            return sized([5, 5, 7, 15, 15], [5, 5, 7, 15, 15], [0, 0, 0, 0, 0], [.reimplemented, .assumed, .assumed],
                         "\(openSwiftUIButtons) (regular 7 + 20.33 + 7 = 34.33 and large 50.33 agree with UIKit's measured 34 and 50 on iOS 26.5, ZH notes); macOS: the height comes from buttonMinHeight")
        case .buttonMinHeight:
            return sized([0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [16, 20, 24, 28, 36], [.reimplemented, .assumed, .measured],
                         "iOS: none (\(openSwiftUIButtons) pads the label only); macOS push button heights, macOS 27 (ZH notes 5.2)")
        case .labelIconTitleSpacing:
            return d(8, 8, 8, [.assumed, .assumed, .assumed], "unknown (platform-metrics 1.3); an HStack's default spacing")
        case .toggleSwitchWidth:
            return d(51, 63, 38, [.measured, .measured, .reimplemented],
                     "SwiftUI Toggle 51 x 31 up to iOS 18 and 63 x 28 from iOS 26: wanteddev/montage-ios PR 488; macOS NSSwitch: SwiftWindowsUI")
        case .toggleSwitchHeight:
            return d(31, 28, 22, [.measured, .measured, .reimplemented], "as toggleSwitchWidth")
        case .checkboxSize:
            return d(16, 16, 16, [.assumed, .assumed, .measured], "macOS checkbox box, regular size, macOS 27 (ZH notes 5.2); iOS has no checkbox")
        case .checkboxLabelSpacing:
            return d(6, 6, 6, [.assumed, .assumed, .assumed], "unknown")
        case .stepperWidth:
            return d(94, 94, 19, [.measured, .assumed, .reimplemented], "UIStepper 94 x 32 (a public app's reading, platform-metrics 1.7; Tembeon/morph stepper.md, iOS 27); macOS: SwiftWindowsUI")
        case .stepperHeight:
            return d(32, 32, 22, [.measured, .assumed, .reimplemented], "as stepperWidth")
        case .sliderHeight:
            return d(31, 31, 22, [.assumed, .assumed, .assumed], "unknown (platform-metrics 1.7): UISlider's usual height")
        case .sliderTrackHeight:
            return d(4, 6, 4, [.assumed, .assumed, .assumed], "unknown; drawing only")
        case .progressSpinnerSize:
            return d(20, 20, 16, [.measured, .assumed, .reimplemented], "UIActivityIndicatorView medium 20 x 20 (UIKit, platform-metrics 1.5); macOS: SwiftWindowsUI")
        case .progressBarHeight:
            return d(4, 4, 6, [.assumed, .assumed, .reimplemented], "unknown on iOS (UIProgressView's usual height); macOS: SwiftWindowsUI")
        case .progressLinearSpacing:
            return d(4, 4, 0, [.reimplemented, .assumed, .reimplemented], "OpenSwiftUI LinearProgressViewStyle (audited against SwiftUI 6.5.4): 4 on iOS, 0 on macOS")
        case .textFieldRoundedMinHeight:
            return d(34, 34, 24, [.assumed, .measured, .measured], "UITextField rounded rect 34, iOS 26.5 (ZH notes 5.3); macOS text field, regular, macOS 27 (ZH notes 5.2)")
        case .textFieldRoundedPaddingHorizontal:
            return d(7, 7, 4, [.assumed, .assumed, .assumed], "unknown (platform-metrics 1.6)")
        case .segmentedControlHeight:
            return d(32, 32, 24, [.assumed, .measured, .measured], "UISegmentedControl 32, iOS 27 (Tembeon/morph segmented-control.md; 31 in the ZH notes); macOS regular 24 (ZH notes 5.2)")
        case .segmentedControlInset:
            return d(2, 2, 0, [.assumed, .measured, .assumed], "the platter inset, iOS 27 (Tembeon/morph segmented-control.md)")
        case .segmentPaddingHorizontal:
            return d(16, 16, 8, [.assumed, .measured, .assumed], "segment content padding, iOS 27 (Tembeon/morph segmented-control.md)")
        case .pickerMenuChevronWidth:
            return d(9, 9, 9, [.assumed, .assumed, .assumed], "unknown: the chevron.up.chevron.down symbol at body size")
        case .pickerMenuChevronHeight:
            return d(14, 14, 14, [.assumed, .assumed, .assumed], "as pickerMenuChevronWidth")
        case .pickerMenuSpacing:
            return d(4, 4, 4, [.assumed, .assumed, .assumed], "unknown")
        case .navigationChevronWidth:
            return d(8, 10.33, 8, [.assumed, .measured, .assumed], "chevron glyph box 10.33 x 14, \(morphLists)")
        case .navigationChevronHeight:
            return d(13, 14, 13, [.assumed, .measured, .assumed], "as navigationChevronWidth")
        case .navigationChevronSpacing:
            return d(8, 8, 8, [.assumed, .measured, .assumed], "text stops 8 before the accessory, \(morphLists)")
        case .listRowMinHeight:
            return d(44, 53, 24, [.assumed, .derived, .reimplemented],
                     "iOS 18: 44, UITableView's old rowHeight (xmartlabs/Eureka PR 1444) that SwiftUI is believed to keep; iOS 26: the 53-pt single-line row of \(morphLists); macOS: SwiftWindowsUI plain rows")
        case .listRowPaddingTop:
            return d(11, 15, 4, [.assumed, .measured, .assumed], "iOS 26: row content margins 15 / 16 / 15, \(morphLists); iOS 18: UIKit's cell layout margins, assumed")
        case .listRowPaddingLeading:
            return d(16, 16, 8, [.assumed, .measured, .assumed], "as listRowPaddingTop; 16 is also UIKit's layout margin on a 402-pt iPhone 17 (ZH notes 4.1)")
        case .listRowPaddingBottom:
            return d(11, 15, 4, [.assumed, .measured, .assumed], "as listRowPaddingTop")
        case .listRowPaddingTrailing:
            return d(16, 16, 8, [.assumed, .assumed, .assumed], "assumed equal to the leading padding (UIKit measured 8 before an accessory, \(morphLists))")
        case .listCardInset:
            return d(16, 20, 20, [.assumed, .measured, .assumed], "inset-grouped card 20 from the edges of a 402-pt screen, \(morphLists)")
        case .listSectionSpacing:
            return d(35, 35, 20, [.assumed, .measured, .assumed], "35 between two cards without headers or footers (17.67 + 17.33), \(morphLists)")
        case .listSectionSpacingCompact:
            return d(20, 20, 10, [.assumed, .assumed, .assumed], "unknown")
        case .listTopPadding:
            return d(17.67, 17.67, 10, [.assumed, .measured, .assumed], "17.67 above the first card, \(morphLists)")
        case .listBottomPadding:
            return d(17.33, 17.33, 10, [.assumed, .measured, .assumed], "17.33 below the last card, \(morphLists)")
        case .sectionHeaderPaddingTop:
            return d(16, 11.67, 6, [.reimplemented, .measured, .assumed],
                     "iOS 26: header label 11.67 below the header's top, 6 above the card, \(morphLists); iOS 18: Flutter's header margin (20, 16, 20, 6) fitted to SwiftUI Forms of iOS 14.2")
        case .sectionHeaderPaddingBottom:
            return d(6, 6, 6, [.reimplemented, .measured, .assumed], "as sectionHeaderPaddingTop")
        case .sectionFooterPaddingTop:
            return d(7.67, 7.67, 6, [.assumed, .measured, .assumed], "footer label 7.67 below the card, \(morphLists)")
        case .sectionFooterPaddingBottom:
            return d(0, 0, 0, [.assumed, .assumed, .assumed], "the section spacing follows the footer")
        case .minimumTapTargetSize:
            return d(44, 44, 28, [.published, .published, .published], "Human Interface Guidelines, Accessibility and Buttons: 44 x 44 on iOS, 28 x 28 by default on macOS")
        }
    }
}
