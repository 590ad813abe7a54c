import XCTest
@testable import AlignmentEngine

/// A kind is spelled once: every public view kind maps to its type (`ViewKind.type`), every
/// type to its node kind (`ViewType.kind`), and whether a type has children follows from the
/// node kind's family (`KindFamily`, from its rules). These are exhaustive switches the
/// compiler checks; the tests check what a switch cannot: that the families agree.
final class KindSpellingTests: XCTestCase {
    func testEveryViewTypeIsMadeOfALeafOrAContainerNode() {
        for type in ViewType.allCases {
            XCTAssertNotEqual(type.kind.family, .modifier, "\(type)")
            XCTAssertFalse(type.kind.isModifier, "\(type)")
        }
    }

    func testEveryLeafAndContainerKindHasAViewTypeAndEveryOtherKindIsAModifier() {
        let made = Set(ViewType.allCases.map(\.kind))
        for kind in NodeKind.allCases {
            XCTAssertEqual(kind.isModifier, kind.family == .modifier, "\(kind)")
            XCTAssertEqual(made.contains(kind), !kind.isModifier, "\(kind)")
        }
    }

    func testTheTypesWithChildrenAreTheContainersAndTheControlsWithContent() {
        let containers = ViewType.allCases.filter(\.hasChildren).map(\.name)
        XCTAssertEqual(containers, ["HStack", "VStack", "ZStack", "GeometryReader", "Grid", "GridRow", "ViewThatFits", "Layout",
                                    "ScrollView", "LazyHStack", "LazyVStack", "LazyVGrid", "LazyHGrid", "Button", "Label", "Toggle",
                                    "ProgressView", "Picker", "Stepper", "LabeledContent", "Link", "NavigationLink", "List", "Form", "Section"])
        for kind in ControlKind.allCases {
            XCTAssertEqual(kind.viewType.control, kind)
            XCTAssertEqual(kind.viewType.name, kind.name)
            XCTAssertEqual(kind.viewType.kind, .control)
        }
    }

    func testAViewTakesTheTypeItsKindNames() throws {
        let tree = LayoutTree()
        let kinds: [ViewKind] = [.hstack(), .shape(.capsule), .circle, .divider, .lazyVStack(), .scrollView()]
        for kind in kinds {
            let view = try tree.add(kind)
            XCTAssertEqual(tree.type(of: tree.views[Int(view.index)]), kind.type)
        }
        XCTAssertThrowsError(try tree.add(.shape(.text))) { error in
            XCTAssertEqual((error as? LayoutError)?.message, "Text is not a shape")
        }
    }
}
