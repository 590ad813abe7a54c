import XCTest
@testable import AlignmentEngine

/// The platform profiles, the device presets and GridRow modifiers.
final class PlatformAndDeviceTests: XCTestCase {
    // MARK: Platform profiles

    func testTheDefaultProfileIsIOS26AndEachProfileHoldsItsMeasuredNumbers() throws {
        XCTAssertEqual(PlatformProfile.default.platform, .ios26)
        XCTAssertEqual(LayoutTree().platform, .default)
        // The switch: 51 x 31 up to iOS 18, 63 x 28 from iOS 26 (wanteddev/montage-ios PR 488).
        XCTAssertEqual(PlatformProfile(.ios18)["toggleSwitchWidth"], 51)
        XCTAssertEqual(PlatformProfile(.ios18)["toggleSwitchHeight"], 31)
        XCTAssertEqual(PlatformProfile(.ios26)["toggleSwitchWidth"], 63)
        XCTAssertEqual(PlatformProfile(.ios26)["toggleSwitchHeight"], 28)
        // macOS push button heights, macOS 27 (ZH notes 5.2).
        XCTAssertEqual(["mini", "small", "regular", "large", "extraLarge"].map { PlatformProfile(.macos)["buttonMinHeight.\($0)"] }, [16, 20, 24, 28, 36])
        // The HIG's least tap target: 44 on iOS, 28 on macOS.
        XCTAssertEqual(PlatformProfile(.ios26)["minimumTapTargetSize"], 44)
        XCTAssertEqual(PlatformProfile(.macos)["minimumTapTargetSize"], 28)
        XCTAssertEqual(PlatformProfile.evidence(of: "toggleSwitchWidth", on: .ios26)?.grade, .measured)
        XCTAssertEqual(PlatformProfile.evidence(of: "borderedButtonPaddingVertical.large", on: .ios18)?.grade, .reimplemented)
        XCTAssertNil(PlatformProfile.evidence(of: "switchWidth", on: .ios26))
    }

    func testEveryMetricHasANonNegativeValueOnEveryPlatform() {
        XCTAssertEqual(PlatformProfile.metricNames.count, Set(PlatformProfile.metricNames).count)
        for platform in Platform.allCases {
            let profile = PlatformProfile(platform)
            for name in PlatformProfile.metricNames {
                let value = profile[name]!
                XCTAssertTrue(value.isFinite && value >= 0, "\(platform) \(name) = \(value)")
            }
        }
    }

    func testAnOverrideChangesOneNumberAndABadOneIsAnErrorNamingIt() throws {
        let profile = try PlatformProfile(.ios26).setting("toggleSwitchWidth", to: 51)
        XCTAssertEqual(profile["toggleSwitchWidth"], 51)
        XCTAssertEqual(profile["toggleSwitchHeight"], 28)
        XCTAssertThrowsError(try profile.setting("switchWidth", to: 3)) { error in
            XCTAssertTrue((error as! LayoutError).message.hasPrefix("'switchWidth' is no platform metric (known: borderedButtonPaddingHorizontal.mini"))
        }
        for bad in [-1, Double.nan, .infinity] {
            XCTAssertThrowsError(try profile.setting("listRowMinHeight", to: bad)) { error in
                XCTAssertEqual((error as! LayoutError).message, "platform metric listRowMinHeight must be a finite number ≥ 0, not \(bad)")
            }
        }
    }

    func testDecisionsListEveryMetricWithItsGrades() throws {
        let decisions = try String(contentsOfFile: #filePath.components(separatedBy: "/Tests/")[0] + "/docs/decisions.md", encoding: .utf8)
        for metric in PlatformMetric.allCases {
            let row = try XCTUnwrap(decisions.split(separator: "\n").first { $0.hasPrefix("| `\(metric)") }, "\(metric) is not in decisions.md")
            for platform in Platform.allCases {
                let grade = metric.definition.grades[Int(platform.index)].rawValue
                XCTAssertTrue(row.contains(grade), "\(metric) on \(platform): \(grade) not in \(row)")
            }
        }
    }

    // MARK: Device presets

    /// Screen sizes and scales from Apple's Human Interface Guidelines, Layout, "iOS, iPadOS
    /// device screen dimensions" (the SE is its "iPhone SE 4.7-inch").
    func testDevicePresetsHaveApplesScreenSizesAndScales() throws {
        let published: [(String, Double, Double, Double)] = [
            ("iPhone SE (3rd generation)", 375, 667, 2), ("iPhone 16e", 390, 844, 3), ("iPhone 16", 393, 852, 3),
            ("iPhone 16 Plus", 430, 932, 3), ("iPhone 16 Pro", 402, 874, 3), ("iPhone 16 Pro Max", 440, 956, 3),
            ("iPhone 17", 402, 874, 3), ("iPhone 17 Pro", 402, 874, 3), ("iPhone 17 Pro Max", 440, 956, 3), ("iPhone Air", 420, 912, 3),
            ("iPad mini 8.3-inch", 744, 1133, 2), ("iPad 11-inch", 820, 1180, 2), ("iPad Air 11-inch", 820, 1180, 2),
            ("iPad Air 13-inch", 1024, 1366, 2), ("iPad Pro 11-inch", 834, 1194, 2), ("iPad Pro 12.9-inch", 1024, 1366, 2),
        ]
        XCTAssertEqual(DevicePreset.all.map(\.name), published.map(\.0))
        for (name, width, height, scale) in published {
            let device = try XCTUnwrap(DevicePreset.named(name))
            XCTAssertEqual(device.screenSize(), Size(width: width, height: height), name)
            XCTAssertEqual(device.screenSize(.landscape), Size(width: height, height: width), name)
            XCTAssertEqual(device.pixelScale, scale, name)
        }
        XCTAssertNil(DevicePreset.named("iPhone 99"))
    }

    /// Safe areas: 62 / 34 on the 402- and 440-pt iPhones (printed on iOS 26.5, ZH notes 4.1),
    /// (59, 0, 34, 0) and (0, 59, 21, 59) on a 393-pt Dynamic Island iPhone (csl.cool, 2023).
    func testDevicePresetsHaveTheirPrintedSafeAreas() throws {
        let iPhone17 = try XCTUnwrap(DevicePreset.named("iPhone 17"))
        XCTAssertEqual(iPhone17.safeArea(), EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(iPhone17.safeAreaGrade, .measured)
        let iPhone16 = try XCTUnwrap(DevicePreset.named("iPhone 16"))
        XCTAssertEqual(iPhone16.safeArea(), EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(iPhone16.safeArea(.landscape), EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        XCTAssertEqual(DevicePreset.named("iPad Pro 11-inch")?.safeArea(), EdgeInsets(top: 32, leading: 0, bottom: 25, trailing: 0))
        XCTAssertEqual(DevicePreset.named("iPhone SE (3rd generation)")?.safeAreaGrade, .assumed)
    }

    func testTheSweepIsASmallARegularAndALargePhone() {
        XCTAssertEqual(DevicePreset.sweep.map(\.name), ["iPhone SE (3rd generation)", "iPhone 17", "iPhone 17 Pro Max"])
        XCTAssertEqual(DevicePreset.sweep.map(\.portraitSize.width), [375, 402, 440])
    }

    // MARK: GridRow modifiers

    /// A modifier on a GridRow applies to each of its cells (Apple's Group documentation; Ole
    /// Begemann's GridRow background, decisions "GridRow modifiers"): NetNewsWire's
    /// `GridRow { ... }.padding(.top, 14)` makes the row 14 taller, every cell padded.
    func testAModifierOnAGridRowAppliesToEachCell() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow {
                Text("Name").id("name")
                Text("Ada").id("ada")
            }.padding(.top, 14).id("row")
            GridRow {
                Text("Born").id("born")
                Text("1815")
            }
        }
        let result = try layout(grid)
        assertFrame(result, "name", 0, 14, 36, 17)
        assertFrame(result, "ada", 44, 14, 27, 17)
        assertFrame(result, "name", 0, 0, 36, 31, outer: true)
        assertFrame(result, "born", 0, 31, 36, 17)
        XCTAssertEqual(result.size.height, 31 + 17)
    }

    func testARowModifierReachesCellsGivenLaterAndOnce() throws {
        let tree = LayoutTree()
        let row = try tree.add(.gridRow())
        try tree.apply(.padding(EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)), to: row)
        let cell = try tree.add(.shape(.color))
        try tree.apply(.frame(width: 20, height: 20), to: cell)
        try tree.setChildren(of: row, to: [cell])
        try tree.setChildren(of: row, to: [cell])
        let grid = try tree.add(.grid())
        try tree.setChildren(of: grid, to: [row])
        XCTAssertEqual(try tree.layout(grid), Size(width: 20, height: 30))
    }

    func testARowModifierIsChangedOnTheCells() throws {
        let tree = LayoutTree()
        let row = try tree.add(.gridRow())
        try tree.apply(.padding(EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)), to: row)
        XCTAssertThrowsError(try tree.setModifier(.padding(EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0)), at: 0, of: row)) { error in
            XCTAssertEqual((error as? LayoutError)?.message, "view #0 is a GridRow, whose modifiers are its cells'; change them on the cells")
        }
    }

    func testAnOverlayOnAGridRowIsAnError() throws {
        let tree = LayoutTree()
        let row = try tree.add(.gridRow())
        let content = try tree.add(.shape(.color))
        XCTAssertThrowsError(try tree.apply(.background(content), to: row)) { error in
            XCTAssertEqual((error as? LayoutError)?.message,
                           "view #0 is a GridRow, whose modifiers apply to each of its cells: an overlay, background or safeAreaInset has one content view, which cannot be given to each cell; apply it to the cells")
        }
    }
}
