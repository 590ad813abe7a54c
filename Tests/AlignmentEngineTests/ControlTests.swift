import XCTest
@testable import AlignmentEngine

/// Each control's frames, worked out from its composition and the platform profile's numbers,
/// in the metrics font model (body: 17 tall, 9 per character; subheadline: 15 tall, 8 per
/// character). Where a number is measured or published, the test says where.
final class ControlTests: XCTestCase {
    private let ios18 = PlatformProfile(.ios18), ios26 = PlatformProfile(.ios26), macos = PlatformProfile(.macos)

    // MARK: Button

    /// OpenSwiftUI's BorderedButtonSpec (audited against SwiftUI 6.5.4): the label padded 10 x 5
    /// at mini and small (subheadline), 12 x 7 at regular, 20 x 15 at large and extra large (body).
    func testABorderedButtonPadsItsLabelByItsControlSize() throws {
        let expected: [(ControlSize, Double, Double)] = [
            (.mini, 4 * 8 + 20, 15 + 10), (.small, 4 * 8 + 20, 15 + 10), (.regular, 4 * 9 + 24, 17 + 14),
            (.large, 4 * 9 + 40, 17 + 30), (.extraLarge, 4 * 9 + 40, 17 + 30),
        ]
        for (size, width, height) in expected {
            for style in [ButtonStyle.bordered, .borderedProminent] {
                let result = try layout(Button("Save").buttonStyle(style).controlSize(size).id("b"), platform: ios18)
                assertFrame(result, "b", 0, 0, width, height)
                XCTAssertEqual(result["b"]?.tapTarget, result["b"]?.frame, "\(size)")
            }
        }
    }

    /// With a 17-point line as UIKit lays it out (20.33), the regular bordered button is 34.33
    /// and the large one 50.33 tall: UIKit's buttons measured 34 and 50 on iOS 26.5 (ZH notes
    /// 5.3, platform-metrics 1.2).
    func testABorderedButtonWithUIKitsBodyLineIsAsTallAsUIKitsButtons() throws {
        let line = Measured(HostMeasure(size: { _ in Size(width: 40, height: 20.33) }, isFixedSize: true))
        for (size, height) in [(ControlSize.regular, 34.33), (.large, 50.33)] {
            let result = try layout(Button { line }.buttonStyle(.bordered).controlSize(size).id("b"), platform: ios26)
            XCTAssertEqual(result["b"]!.frame.height, height, accuracy: 1e-9)
            XCTAssertEqual(result["b"]!.frame.height.rounded(), height == 34.33 ? 34 : 50)
        }
    }

    /// Plain, borderless and automatic (borderless on iOS) add nothing: the button is its label.
    func testAPlainOrBorderlessButtonIsItsLabel() throws {
        for style in [ButtonStyle.automatic, .borderless, .plain] {
            let result = try layout(Button("Save").buttonStyle(style).id("b"), platform: ios18)
            assertFrame(result, "b", 0, 0, 36, 17)
        }
        // Small and mini set a title in subheadline (BorderlessButtonStyle).
        assertFrame(try layout(Button("Save").controlSize(.small).id("b")), "b", 0, 0, 32, 15)
    }

    /// macOS's automatic button is a bordered push button of its control size's height:
    /// mini 16, small 20, regular 24, large 28, extra large 36 (measured on macOS 27, ZH notes 5.2).
    func testAMacOSButtonHasItsControlSizesHeight() throws {
        for (size, height) in [(ControlSize.mini, 16.0), (.small, 20), (.regular, 24), (.large, 28), (.extraLarge, 36)] {
            let result = try layout(Button("OK").controlSize(size).id("b"), platform: macos)
            XCTAssertEqual(result["b"]!.frame.height, height, "\(size)")
        }
    }

    /// The style flows down: a VStack's `.buttonStyle` styles both Buttons in it; the innermost
    /// setting wins; a Link is a Button.
    func testAButtonStyleReachesEveryButtonBelowItAndTheInnermostWins() throws {
        let view = VStack(spacing: 0) {
            Button("One").id("one")
            Button("Two").buttonStyle(.plain).id("two")
            Link("Web", destination: "https://example.com").id("web")
        }.buttonStyle(.bordered)
        let result = try layout(view, platform: ios18)
        XCTAssertEqual(result["one"]!.frame.size, Size(width: 27 + 24, height: 31))
        XCTAssertEqual(result["two"]!.frame.size, Size(width: 27, height: 17))
        XCTAssertEqual(result["web"]!.frame.size, Size(width: 27 + 24, height: 31))
        XCTAssertEqual(result["web"]!.type, .link)
    }

    func testABorderedButtonIsNamedByItsParts() throws {
        let tree = try tree(Button("Save").buttonStyle(.bordered).id("b"))
        let explanation = try tree.explanation()
        let label = try XCTUnwrap(explanation.views.first { $0.part == "Button label" })
        // The label's default font (its views' font, testALabelGivenAsViewsTakesTheControlsFont) is a step too.
        XCTAssertEqual(label.steps.map(\.part), ["Button label background", "Button label padding", "Button label defaultFont", "Button label"])
        let background = try XCTUnwrap(explanation.views.first { $0.part == "Button background" })
        XCTAssertEqual(background.type, .capsule, "iOS 26's bordered buttons are capsules")
        XCTAssertTrue(background.path.hasPrefix("/parts/"), background.path)
        // The parts are in explanations, not in results.
        XCTAssertEqual(try tree.result().views.map(\.type), [.button])
        XCTAssertTrue(try tree.explain(tree.view(named: "b")!).contains("Button(\"Save\")"))
    }

    func testAButtonWithoutALabelIsAnErrorNamingIt() throws {
        let tree = LayoutTree()
        let button = try tree.add(.control(.button()))
        XCTAssertThrowsError(try tree.layout(button)) { error in
            let error = error as! LayoutError
            XCTAssertEqual(error.message, "Button view #0 has no label: give it a title or label views")
            XCTAssertEqual(error.view, button)
        }
    }

    // MARK: Toggle

    /// A Toggle fills the width it is offered, label leading and switch trailing
    /// (OpenSwiftUI SwitchToggleStyle; dev.to "SwiftUI #30"); the switch is 51 x 31 up to iOS 18
    /// and 63 x 28 from iOS 26 (wanteddev/montage-ios PR 488, measured on SwiftUI).
    func testAToggleIsItsLabelASpacerAndAFixedSwitch() throws {
        for (profile, width, height) in [(ios18, 51.0, 31.0), (ios26, 63, 28)] {
            let tree = try tree(Toggle("Wi-Fi").id("t"), proposal: ProposedViewSize(width: 390, height: nil), platform: profile)
            let result = try tree.result()
            assertFrame(result, "t", 0, 0, 390, max(17, height))
            XCTAssertEqual(result["t"]!.tapTarget, Rect(x: 390 - width, y: 0, width: width, height: height))
            let explanation = try tree.explanation()
            let toggleSwitch = try XCTUnwrap(explanation.views.first { $0.part == "Toggle switch" })
            XCTAssertEqual(toggleSwitch.type, .capsule)
            XCTAssertEqual(toggleSwitch.outerFrame, result["t"]!.tapTarget)
        }
    }

    func testAToggleWithHiddenLabelsIsItsSwitch() throws {
        let result = try layout(Toggle("Wi-Fi").labelsHidden().id("t"), proposal: ProposedViewSize(width: 390, height: nil), platform: ios18)
        assertFrame(result, "t", 0, 0, 51, 31)
    }

    /// macOS's automatic Toggle is a checkbox (16, measured on macOS 27) and its label, side by side.
    func testAMacOSToggleIsACheckbox() throws {
        let result = try layout(Toggle("Wi-Fi").id("t"), proposal: ProposedViewSize(width: 390, height: nil), platform: macos)
        let font = Font(metricsModelSize: 13)
        assertFrame(result, "t", 0, 0, 16 + 6 + 5 * font.advance, 16)
    }

    // MARK: Label

    func testAFontAboveAControlSetsItsTitle() throws {
        // A control's font is SwiftUI's `\.defaultFont`: `.font(.title)` on it wins. The title
        // style is 28 points at the default size (HIG, Typography); "Inbox" is 5 advances of
        // round(0.53 x 28) = 15.
        assertFrame(try layout(Button("Inbox").font(.title).id("b")), "b", 0, 0, 75, 28)
        assertFrame(try layout(Button("Inbox").controlSize(.small).font(.title).id("b")), "b", 0, 0, 75, 28)
        assertFrame(try layout(Label("Inbox", systemImage: "tray").font(.title).id("l")), "l", 0, 0, 28 + 8 + 75, 28)
        // Without one, a small Button's title is subheadline (15 points, advance 8).
        assertFrame(try layout(Button("Inbox").controlSize(.small).id("b")), "b", 0, 0, 40, 15)
    }

    /// A label given as views takes the control's default font, as a title string does
    /// (SwiftUI's label views read `\.defaultFont` from the environment the style sets). A
    /// small Button's font is subheadline, 15 points (HIG, Typography; OpenSwiftUI
    /// BorderlessButtonStyle), advance round(0.53 x 15) = 8: "Inbox" is 40 x 15.
    func testALabelGivenAsViewsTakesTheControlsFont() throws {
        let titled = try layout(Button("Inbox").controlSize(.small).id("b"))
        let viewed = try layout(Button { Text("Inbox").id("t") }.controlSize(.small).id("b"))
        assertFrame(titled, "b", 0, 0, 40, 15)
        assertFrame(viewed, "b", 0, 0, 40, 15)
        assertFrame(viewed, "t", 0, 0, 40, 15)
        // The Text's own font wins, and so does a font above the control: title, 28 points,
        // 5 advances of 15 (testAFontAboveAControlSetsItsTitle).
        assertFrame(try layout(Button { Text("Inbox").font(.title).id("t") }.controlSize(.small).id("b")), "t", 0, 0, 75, 28)
        assertFrame(try layout(Button { Text("Inbox").id("t") }.controlSize(.small).font(.title).id("b")), "t", 0, 0, 75, 28)
        // On macOS every control's label is in the 13-point control font (ZH notes 1.3):
        // advance round(0.53 x 13) = 7, "Wi-Fi" 35 x 13, beside the 16-point checkbox 6 away.
        let font = Font(metricsModelSize: 13)
        XCTAssertEqual(font.advance, 7)
        let toggle = try layout(Toggle(isOn: true) { Text("Wi-Fi").id("t") }.id("c"), platform: macos)
        assertFrame(toggle, "c", 0, 0, 16 + 6 + 35, 16)
        assertFrame(try layout(Toggle("Wi-Fi").id("c"), platform: macos), "c", 0, 0, 16 + 6 + 35, 16)
        let pairs: [(String, any View, any View)] = [
            ("Button", Button("Wi-Fi"), Button { Text("Wi-Fi") }),
            ("Link", Link("Wi-Fi", destination: "https://apple.com"), Link(destination: "https://apple.com") { Text("Wi-Fi") }),
            ("Stepper", Stepper("Wi-Fi"), Stepper { Text("Wi-Fi") }),
            ("ProgressView", ProgressView("Wi-Fi"), ProgressView(value: nil) { Text("Wi-Fi") }),
            ("Label", Label("Wi-Fi", systemImage: "wifi"), Label { Text("Wi-Fi") } icon: { Image(systemName: "wifi") }),
            ("LabeledContent", LabeledContent("Wi-Fi", value: "On"), LabeledContent { Text("On") } label: { Text("Wi-Fi") }),
        ]
        for (name, titledView, viewsView) in pairs {
            let a = try frames(of: titledView, platform: macos), b = try frames(of: viewsView, platform: macos)
            XCTAssertEqual(a.control, b.control, "\(name): a title string and a label of views differ")
            XCTAssertEqual(a.texts, b.texts, "\(name): a title string's Text and a label's differ")
            XCTAssertTrue(b.texts.contains(Rect(x: b.texts[0].x, y: b.texts[0].y, width: 35, height: 13)), "\(name): no 35 x 13 label in \(b)")
        }
    }

    func testALabelIsItsIconAndTitleOrOneOfThem() throws {
        let wide = try layout(Label("Inbox", systemImage: "tray").id("l"))
        assertFrame(wide, "l", 0, 0, 17 + 8 + 45, 17)
        let titleOnly = try layout(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly).id("l"))
        assertFrame(titleOnly, "l", 0, 0, 45, 17)
        let iconOnly = try layout(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly).id("l"))
        assertFrame(iconOnly, "l", 0, 0, 17, 17)
        // The icon is a symbol in the title's font: at accessibility3 body text is 40 points
        // (HIG, Typography), the icon a 40-point square as the title's line is 40 tall.
        let large = try layout(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly).dynamicTypeSize(.accessibility3).id("l"))
        assertFrame(large, "l", 0, 0, 40, 40)
        // The hidden view of a Label of views is laid out nowhere, as a ViewThatFits's unchosen child.
        let views = try layout(Label { Text("Inbox").id("title") } icon: { Color.red.frame(width: 20, height: 20).id("icon") }
            .labelStyle(.titleOnly).id("l"))
        assertFrame(views, "l", 0, 0, 45, 17)
        assertFrame(views, "icon", 0, 0, 0, 0)
        XCTAssertEqual(views["title"]!.path, "/title")
        XCTAssertEqual(views["icon"]!.path, "/icon")
    }

    // MARK: ProgressView

    /// The circular spinner is 20 x 20 (UIActivityIndicatorView medium, platform-metrics 1.5);
    /// a label goes below it at the VStack's default spacing (8).
    func testAProgressViewIsASpinnerOrABar() throws {
        assertFrame(try layout(ProgressView().id("p")), "p", 0, 0, 20, 20)
        assertFrame(try layout(ProgressView("Loading").id("p")), "p", 0, 0, 63, 20 + 8 + 17)
        // Linear (a value): the bar takes the width, 4 below the label (OpenSwiftUI LinearProgressViewStyle).
        let linear = try layout(ProgressView("Copying", value: 0.5).id("p"), proposal: ProposedViewSize(width: 300, height: nil))
        assertFrame(linear, "p", 0, 0, 300, 17 + 4 + 4)
        let forced = try layout(ProgressView().progressViewStyle(.linear).id("p"), proposal: ProposedViewSize(width: 300, height: nil))
        assertFrame(forced, "p", 0, 0, 300, 4)
        XCTAssertNil(linear["p"]!.tapTarget)
    }

    // MARK: TextField

    func testATextFieldTakesTheWidthAndItsStylesHeight() throws {
        let proposal = ProposedViewSize(width: 300, height: nil)
        assertFrame(try layout(TextField("Name").id("f"), proposal: proposal), "f", 0, 0, 300, 17)
        // UITextField's rounded rect is 34 tall (measured on iOS 26.5, ZH notes 5.3).
        let rounded = try layout(TextField("Name").textFieldStyle(.roundedBorder).id("f"), proposal: proposal, platform: ios26)
        assertFrame(rounded, "f", 0, 0, 300, 34)
        XCTAssertEqual(rounded["f"]!.tapTarget, rounded["f"]!.frame)
        // Vertical: as many lines as the text needs up to the limit; reservesSpace keeps them.
        let grows = try layout(TextField("Bio", text: "one two three four", axis: .vertical).lineLimit(3).id("f"),
                               proposal: ProposedViewSize(width: 45, height: nil))
        assertFrame(grows, "f", 0, 0, 45, 3 * 17)
        let reserved = try layout(TextField("Bio", axis: .vertical).lineLimit(3, reservesSpace: true).id("f"), proposal: proposal)
        assertFrame(reserved, "f", 0, 0, 300, 3 * 17)
        assertFrame(try layout(SecureField("Password").id("f"), proposal: proposal), "f", 0, 0, 300, 17)
    }

    func testALineLimitOnAHorizontalTextFieldIsAnError() {
        XCTAssertThrowsError(try LayoutTree().add(.control(.textField(title: "Name", lineLimit: 2)))) { error in
            XCTAssertEqual((error as? LayoutError)?.message, "TextField lineLimit needs axis: .vertical (a horizontal field shows one line)")
        }
    }

    // MARK: Picker

    func testAMenuPickerShowsItsSelectionAndAChevron() throws {
        let picker = Picker("Color", selection: 1) {
            Text("Red").id("red")
            Text("Green").id("green")
        }.id("p")
        let result = try layout(picker)
        assertFrame(result, "p", 0, 0, 45 + 4 + 9, 17)
        assertFrame(result, "green", 0, 0, 45, 17)
        assertFrame(result, "red", 0, 0, 0, 0)
        XCTAssertEqual(result["p"]!.tapTarget, result["p"]!.frame)
        XCTAssertEqual(result.views.map { $0.id ?? "" }, ["p", "red", "green"], "document order")
    }

    /// The segmented control is 32 tall with a 2-point platter inset (UISegmentedControl,
    /// measured on iOS 27: Tembeon/morph segmented-control.md); its segments share the width.
    func testASegmentedPickerSharesItsWidth() throws {
        let picker = Picker("Size", selection: 0) {
            Text("S").id("s")
            Text("M").id("m")
        }.pickerStyle(.segmented).id("p")
        let result = try layout(picker, proposal: ProposedViewSize(width: 300, height: nil), platform: ios26)
        assertFrame(result, "p", 0, 0, 300, 32)
        assertFrame(result, "s", 2 + 74 - 4.5, 2 + 14 - 8.5, 9, 17)
        assertFrame(result, "m", 2 + 148 + 74 - 4.5, 2 + 14 - 8.5, 9, 17)
    }

    func testASelectionOutOfRangeIsAnErrorNamingThePicker() throws {
        let tree = LayoutTree()
        let picker = try tree.add(Picker("Color", selection: 2) { Text("Red") })
        XCTAssertThrowsError(try tree.layout(picker)) { error in
            XCTAssertEqual((error as? LayoutError)?.message, "Picker view #1 selection 2 is out of range: it has 1 option")
        }
    }

    // MARK: Stepper, Slider, LabeledContent

    /// UIStepper is 94 x 32 (platform-metrics 1.7); its buttons are the Stepper's tap target.
    func testAStepperIsALabelAndItsButtons() throws {
        let result = try layout(Stepper("Count").id("s"), proposal: ProposedViewSize(width: 300, height: nil))
        assertFrame(result, "s", 0, 0, 300, 32)
        XCTAssertEqual(result["s"]!.tapTarget, Rect(x: 206, y: 0, width: 94, height: 32))
    }

    func testASliderTakesTheWidth() throws {
        assertFrame(try layout(Slider().id("s"), proposal: ProposedViewSize(width: 300, height: nil)), "s", 0, 0, 300, 31)
    }

    func testLabeledContentIsItsLabelLeadingAndItsValueTrailing() throws {
        let result = try layout(LabeledContent("Version", value: "1.0").id("c"), proposal: ProposedViewSize(width: 300, height: nil))
        assertFrame(result, "c", 0, 0, 300, 17)
        let views = try layout(LabeledContent { Text("1.0").id("value") } label: { Text("Version").id("label") }.id("c"),
                               proposal: ProposedViewSize(width: 300, height: nil))
        assertFrame(views, "label", 0, 0, 63, 17)
        assertFrame(views, "value", 300 - 27, 0, 27, 17)
        XCTAssertEqual(views["label"]!.path, "/label")
        XCTAssertEqual(views["value"]!.path, "/0")
    }

    // MARK: List, Form, Section

    /// iOS 26 inset-grouped list: 17.67 above the first card, cards 20 from the edges, rows at
    /// least 53 tall with 15 above and below and 16 before their content, 35 between sections
    /// (UIKit's inset-grouped list of iOS 27, Tembeon/morph lists.md).
    func testAnInsetGroupedListPlacesItsRowsOnCards() throws {
        let list = List {
            Section {
                Text("Wi-Fi").id("wifi")
                Text("Bluetooth").id("bt")
            }
            Section { Text("General").id("general") }
        }.id("list")
        let tree = try tree(list, proposal: ProposedViewSize(width: 402, height: 874), platform: ios26)
        let result = try tree.result()
        assertFrame(result, "list", 0, 0, 402, 874)
        // First row: card at 17.67, the text centred in a 53-pt row: 17.67 + (53 - 17) / 2.
        assertFrame(result, "wifi", 36, 17.67 + 18, 45, 17)
        assertFrame(result, "bt", 36, 17.67 + 53 + 18, 81, 17)
        assertFrame(result, "general", 36, 17.67 + 106 + 35 + 18, 63, 17)
        let explanation = try tree.explanation()
        let cards = explanation.views.filter { $0.part == "Section card" }
        XCTAssertEqual(cards.map(\.frame), [Rect(x: 20, y: 17.67, width: 362, height: 106), Rect(x: 20, y: 17.67 + 141, width: 362, height: 53)])
        XCTAssertEqual(explanation.views.filter { $0.part == "Section separator" }.count, 1, "no separator under a section's last row")
    }

    func testAPlainListHasNoCardsAndNoSectionSpacing() throws {
        let list = List {
            Section { Text("A").id("a") }
            Section { Text("B").id("b") }
        }.listStyle(.plain)
        let result = try layout(list, proposal: ProposedViewSize(width: 390, height: 600), platform: ios18)
        assertFrame(result, "a", 16, (44 - 17) / 2, 9, 17)
        assertFrame(result, "b", 16, 44 + (44 - 17) / 2, 9, 17)
    }

    func testARowsInsetsSpacingAndMinimumHeightCanBeSet() throws {
        let list = List {
            Text("A").listRowInsets(EdgeInsets(top: 4, leading: 40, bottom: 4, trailing: 0)).id("a")
            Text("B").id("b")
        }
        .listRowSpacing(10)
        .environment(\.defaultMinListRowHeight, 20)
        let result = try layout(list, proposal: ProposedViewSize(width: 390, height: 600), platform: ios18)
        assertFrame(result, "a", 16 + 40, 17.67 + 4, 9, 17)
        // Row A is 25 tall, then 10 of spacing, then B with the style's 11 above.
        assertFrame(result, "b", 16 + 16, 17.67 + 25 + 10 + 11, 9, 17)
    }

    func testAButtonOrNavigationLinkInARowHasTheRowAsItsTapTarget() throws {
        let list = List {
            Button("Sign Out").id("out")
            NavigationLink("Details").id("details")
        }
        let result = try layout(list, proposal: ProposedViewSize(width: 402, height: 600), platform: ios26)
        XCTAssertEqual(result["out"]!.tapTarget, Rect(x: 20, y: 17.67, width: 362, height: 53))
        XCTAssertEqual(result["details"]!.tapTarget, Rect(x: 20, y: 17.67 + 53, width: 362, height: 53))
        // The NavigationLink fills the row's content (centred in the 53-pt row) and ends in its chevron.
        assertFrame(result, "details", 36, 17.67 + 53 + 18, 402 - 40 - 32, 17)
        // A bordered Button in a row keeps its own frame as its tap target.
        let bordered = try layout(List { Button("Save").buttonStyle(.bordered).id("b") }, proposal: ProposedViewSize(width: 402, height: 600))
        XCTAssertEqual(bordered["b"]!.tapTarget, bordered["b"]!.frame)
    }

    func testAFormIsAnInsetGroupedListAndASectionsHeaderAndFooterFrameItsRows() throws {
        let form = Form {
            Section {
                Toggle("Wi-Fi").id("wifi")
            } header: {
                Text("Network").id("header")
            } footer: {
                Text("Shown to others").font(.footnote).id("footer")
            }
        }
        let result = try layout(form, proposal: ProposedViewSize(width: 402, height: 874), platform: ios26)
        // Header: 11.67 below the section's top, 16 in from the card's edge (morph, iOS 27).
        assertFrame(result, "header", 36, 17.67 + 11.67, 63, 17)
        let card = 17.67 + 11.67 + 17 + 6
        assertFrame(result, "wifi", 36, card + 15, 330, 28)
        assertFrame(result, "footer", 36, card + 58 + 7.67, 15 * 7, 13)
        XCTAssertEqual(result["footer"]!.path, "/0/footer")
    }

    // MARK: Environment and changes

    /// The C API builds bottom-up; the environment is read when the tree is laid out, so a
    /// style applied to an ancestor after its buttons were made still styles them, and
    /// changing it in place composes them again.
    func testAStyleAppliedLaterOrChangedStylesTheControlsBelow() throws {
        let tree = LayoutTree()
        tree.setPlatform(ios18)
        let button = try tree.add(.control(.button(title: "Save")))
        let stack = try tree.add(.vstack())
        try tree.setChildren(of: stack, to: [button])
        try tree.layout(stack)
        XCTAssertEqual(tree.frame(of: button)?.size, Size(width: 36, height: 17))
        try tree.apply(.control(.buttonStyle(.bordered)), to: stack)
        try tree.layout(stack)
        XCTAssertEqual(tree.frame(of: button)?.size, Size(width: 60, height: 31))
        try tree.setModifier(.control(.buttonStyle(.plain)), at: 0, of: stack)
        try tree.layout(stack)
        XCTAssertEqual(tree.frame(of: button)?.size, Size(width: 36, height: 17))
        tree.setPlatform(try ios18.setting("borderedButtonPaddingHorizontal.regular", to: 0))
        try tree.setModifier(.control(.buttonStyle(.bordered)), at: 0, of: stack)
        try tree.layout(stack)
        XCTAssertEqual(tree.frame(of: button)?.size, Size(width: 36, height: 31))
    }

    func testALayoutThatChangesOnlyTheProposalComposesNothingAgain() throws {
        let tree = LayoutTree()
        let root = try tree.add(Form { Section("A") { Toggle("Wi-Fi") } })
        try tree.layout(root, proposal: ProposedViewSize(width: 400, height: 800))
        let count = tree.viewCount
        try tree.layout(root, proposal: ProposedViewSize(width: 300, height: 800))
        XCTAssertEqual(tree.viewCount, count)
    }

    func testAPartCannotBeChanged() throws {
        let tree = try tree(Button("Save").buttonStyle(.bordered))
        let part = try XCTUnwrap(try tree.explanation().views.first { $0.part == "Button label" }?.view)
        XCTAssertThrowsError(try tree.apply(.padding(EdgeInsets(4)), to: part)) { error in
            XCTAssertEqual((error as? LayoutError)?.message, "\(part) is the Button label of view #0, which its control makes; change the control instead")
        }
    }

    func testATappableControlsTapTargetAndNoneForOtherViews() throws {
        let tree = try tree(HStack { Text("a").id("text"); Toggle("b").id("toggle"); LabeledContent("c", value: "d").id("content") })
        XCTAssertNil(tree.tapTarget(of: tree.view(named: "text")!))
        XCTAssertNil(tree.tapTarget(of: tree.view(named: "content")!))
        XCTAssertNotNil(tree.tapTarget(of: tree.view(named: "toggle")!))
        XCTAssertNil(tree.tapTarget(of: ViewID(999)))
    }
}

extension ControlTests {
    /// The control's frame (`view` is a control) and its texts' (a title's Text part or a
    /// label's Text views), laid out for `platform` proposed 390 points wide.
    func frames(of view: any View, platform: PlatformProfile) throws -> (control: Rect, texts: [Rect]) {
        let tree = LayoutTree()
        tree.setPlatform(platform)
        let root = try tree.add(view)
        try tree.layout(root, proposal: ProposedViewSize(width: 390, height: nil))
        let texts = try tree.explanation().views.filter { $0.type == .text }.map(\.frame).sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        return (tree.frame(of: root)!, texts)
    }

    /// A tree holding `view` for `platform`, laid out.
    func tree(_ view: some View, proposal: ProposedViewSize = .unspecified, platform: PlatformProfile = .default) throws -> LayoutTree {
        let tree = LayoutTree()
        tree.setPlatform(platform)
        try tree.layout(try tree.add(view), proposal: proposal)
        return tree
    }
}
