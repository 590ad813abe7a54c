import AlignmentEngine

/// The opcodes of a build program (AE_OP_* in the header).
enum Opcode: Int, CaseIterable {
    case hstack = 1, vstack, zstack, shape, geometryReader, image, spacer, children, frame, flexibleFrame
    case padding, offset, fixedSize, layoutPriority, overlay, background, aspectRatio, position, layoutDirection
    case measured
    case grid, gridRow, divider, viewThatFits, scrollView, lazyHStack, lazyVStack, lazyVGrid, lazyHGrid
    case gridCellColumns, gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes, containerRelativeFrame
    case ignoresSafeArea, safeAreaInset, safeAreaPadding
    case slider, list, form, style, labelsHidden, listRowInsets, listRowSpacing, listSectionSpacing, defaultMinListRowHeight
    case textModifier, dynamicTypeSizeRange
}

/// One instruction of a build program, decoded and checked.
enum Instruction {
    case add(ViewKind)
    case children(ViewID, [ViewID])
    case modify(ViewID, LayoutModifier)
}

/// Reads the instructions of a build program one at a time, checking every operand: numbers
/// by the header's rules, integers, enum values, guide ids, measure ids and view ids (which
/// may name views that earlier instructions of the program created).
struct ProgramReader {
    let program: UnsafeBufferPointer<Double>
    let handle: TreeHandle
    /// Where the next operand is.
    private(set) var offset = 0

    init(_ program: UnsafeBufferPointer<Double>, handle: TreeHandle) {
        self.program = program
        self.handle = handle
    }

    var isAtEnd: Bool { offset == program.count }

    /// The next instruction.
    mutating func next() throws -> Instruction {
        let code = try integer(operand("opcode"), "opcode", in: 1...Opcode.allCases.count)
        return try decode(Opcode(rawValue: code)!)
    }

    private mutating func decode(_ opcode: Opcode) throws -> Instruction {
        switch opcode {
        case .hstack:
            return .add(.hstack(alignment: try vertical("alignment"), spacing: try number("spacing", .optionalSigned)))
        case .vstack:
            return .add(.vstack(alignment: try horizontal("alignment"), spacing: try number("spacing", .optionalSigned)))
        case .zstack:
            return .add(.zstack(alignment: try alignment()))
        case .shape:
            let shapes: [ViewKind] = [.shape(.color), .shape(.rectangle), .shape(.roundedRectangle), .shape(.capsule), .shape(.ellipse), .circle]
            return .add(shapes[try choice("shape", count: shapes.count)])
        case .geometryReader:
            return .add(.geometryReader)
        case .image:
            return .add(.image(width: try size("image width"), height: try size("image height"), resizable: try flag("resizable")))
        case .spacer:
            return .add(.spacer(minLength: try number("spacer min_length", .optionalSigned)))
        case .children:
            let parent = try view("parent")
            let count = try integer(operand("count"), "count", in: 0...min(program.count - offset, handle.tree.viewCount))
            var children: [ViewID] = []
            for _ in 0..<count { children.append(try view("child")) }
            return .children(parent, children)
        case .frame:
            return .modify(try view("view"), .frame(
                width: try number("frame width", .optionalSize), height: try number("frame height", .optionalSize),
                alignment: try alignment()))
        case .flexibleFrame:
            return .modify(try view("view"), .flexibleFrame(
                minWidth: try number("frame min_width", .optionalSize), idealWidth: try number("frame ideal_width", .optionalSize),
                maxWidth: try number("frame max_width", .optionalMaximum),
                minHeight: try number("frame min_height", .optionalSize), idealHeight: try number("frame ideal_height", .optionalSize),
                maxHeight: try number("frame max_height", .optionalMaximum),
                alignment: try alignment()))
        case .padding:
            return .modify(try view("view"), .padding(EdgeInsets(
                top: try size("padding top", .signed), leading: try size("padding leading", .signed),
                bottom: try size("padding bottom", .signed), trailing: try size("padding trailing", .signed))))
        case .offset:
            return .modify(try view("view"), .offset(x: try size("offset x", .signed), y: try size("offset y", .signed)))
        case .fixedSize:
            return .modify(try view("view"), .fixedSize(horizontal: try flag("horizontal"), vertical: try flag("vertical")))
        case .layoutPriority:
            return .modify(try view("view"), .layoutPriority(try size("layout priority", .signed)))
        case .overlay:
            return .modify(try view("view"), .overlay(try view("content"), alignment: try alignment()))
        case .background:
            return .modify(try view("view"), .background(try view("content"), alignment: try alignment()))
        case .aspectRatio:
            let view = try view("view")
            let ratio = try number("aspect ratio", .optionalSize)
            if ratio == 0 { throw CError.invalidValue("aspect ratio must be greater than 0") }
            return .modify(view, .aspectRatio(ratio, contentMode: try choice("content mode", count: 2) == 0 ? .fit : .fill))
        case .position:
            return .modify(try view("view"), .position(x: try size("position x", .signed), y: try size("position y", .signed)))
        case .layoutDirection:
            return .modify(try view("view"), .layoutDirection(try direction(operand("direction"))))
        case .measured:
            return .add(.measured(try measure("measure")))
        case .grid:
            return .add(.grid(alignment: try alignment(), horizontalSpacing: try number("horizontal_spacing", .optionalSigned),
                              verticalSpacing: try number("vertical_spacing", .optionalSigned)))
        case .gridRow:
            let guide = try guideID("alignment")
            return .add(.gridRow(alignment: guide < 0 ? nil : try handle.vertical(guide, "alignment")))
        case .divider:
            return .add(.divider)
        case .viewThatFits:
            return .add(.viewThatFits(in: try axes("axes")))
        case .scrollView:
            return .add(.scrollView(try axes("axes")))
        case .lazyHStack:
            return .add(.lazyHStack(alignment: try vertical("alignment"), spacing: try number("spacing", .optionalSigned)))
        case .lazyVStack:
            return .add(.lazyVStack(alignment: try horizontal("alignment"), spacing: try number("spacing", .optionalSigned)))
        case .lazyVGrid:
            return .add(.lazyVGrid(columns: try gridItems("columns"), alignment: try horizontal("alignment"),
                                   spacing: try number("spacing", .optionalSigned)))
        case .lazyHGrid:
            return .add(.lazyHGrid(rows: try gridItems("rows"), alignment: try vertical("alignment"),
                                   spacing: try number("spacing", .optionalSigned)))
        case .gridCellColumns:
            return .modify(try view("view"), .gridCellColumns(try integer(operand("count"), "count", in: Int(Int32.min)...Int(Int32.max))))
        case .gridColumnAlignment:
            return .modify(try view("view"), .gridColumnAlignment(try horizontal("guide")))
        case .gridCellAnchor:
            return .modify(try view("view"), .gridCellAnchor(UnitPoint(x: try size("x", .signed), y: try size("y", .signed))))
        case .gridCellUnsizedAxes:
            return .modify(try view("view"), .gridCellUnsizedAxes(try axes("axes")))
        case .slider:
            return .add(.control(.slider))
        case .list:
            return .add(.control(.list))
        case .form:
            return .add(.control(.form))
        case .style:
            let view = try view("view")
            return .modify(view, .control(try style(choice("setting", count: ControlStyleSetting.allCases.count))))
        case .labelsHidden:
            return .modify(try view("view"), .control(.labelsHidden))
        case .listRowInsets:
            let view = try view("view")
            let edges = [try number("list_row_insets top", .optionalSigned), try number("list_row_insets leading", .optionalSigned),
                         try number("list_row_insets bottom", .optionalSigned), try number("list_row_insets trailing", .optionalSigned)]
            if edges.contains(where: { $0 == nil }) && edges.contains(where: { $0 != nil }) {
                throw CError.invalidValue("list_row_insets: give four edges, or AE_UNSPECIFIED for all four (the style's insets)")
            }
            let insets = edges[0].map { EdgeInsets(top: $0, leading: edges[1]!, bottom: edges[2]!, trailing: edges[3]!) }
            return .modify(view, .control(.listRowInsets(insets)))
        case .listRowSpacing:
            return .modify(try view("view"), .control(.listRowSpacing(try number("list_row_spacing", .optionalSize))))
        case .listSectionSpacing:
            let view = try view("view")
            let kind = try choice("spacing kind", count: 3), length = try operand("spacing")
            let spacing: ListSectionSpacing = switch kind {
            case 0: .default
            case 1: .compact
            default: .custom(try NumberRule.size.require(length, "list_section_spacing"))
            }
            return .modify(view, .control(.listSectionSpacing(spacing)))
        case .defaultMinListRowHeight:
            return .modify(try view("view"), .control(.defaultMinListRowHeight(try size("default_min_list_row_height"))))
        case .containerRelativeFrame:
            let view = try view("view"), axes = try axes("axes")
            let count = try integer(operand("count"), "count", in: Int(Int32.min)...Int(Int32.max))
            let span = try integer(operand("span"), "span", in: Int(Int32.min)...Int(Int32.max))
            return .modify(view, .containerRelativeFrame(axes, count: count, span: span, spacing: try size("spacing"), alignment: try alignment()))
        case .ignoresSafeArea:
            return .modify(try view("view"), .ignoresSafeArea(try regions("regions"), edges: try edges("edges")))
        case .safeAreaInset:
            let (view, content, edge) = (try view("view"), try view("content"), try edge("edge"))
            switch edge {
            case .top, .bottom:
                return .modify(view, .safeAreaInset(content, edge: edge == .top ? .top : .bottom, alignment: try horizontal("alignment"),
                                                    spacing: try number("spacing", .optionalSigned)))
            case .leading, .trailing:
                return .modify(view, .safeAreaInsetBeside(content, edge: edge == .leading ? .leading : .trailing, alignment: try vertical("alignment"),
                                                          spacing: try number("spacing", .optionalSigned)))
            }
        case .safeAreaPadding:
            return .modify(try view("view"), .safeAreaPadding(EdgeInsets(
                top: try size("safe_area_padding top"), leading: try size("safe_area_padding leading"),
                bottom: try size("safe_area_padding bottom"), trailing: try size("safe_area_padding trailing"))))
        case .textModifier:
            let view = try view("view")
            let key = try choice("modifier", count: TextEnvironmentValue.names.count)
            return .modify(view, .textEnvironment(try AlignmentEngineC.textModifier(key, operand("value"))))
        case .dynamicTypeSizeRange:
            let view = try view("view")
            let minimum = try dynamicTypeSize(operand("minimum"), "minimum"), maximum = try dynamicTypeSize(operand("maximum"), "maximum")
            guard minimum <= maximum else { throw CError.invalidValue("the dynamic type size range needs minimum <= maximum, not \(minimum.name) ... \(maximum.name)") }
            return .modify(view, .textEnvironment(.dynamicTypeSizeRange(minimum...maximum)))
        }
    }

    /// `AE_SAFE_AREA_REGION_*` bits.
    private mutating func regions(_ name: String) throws(CError) -> SafeAreaRegions {
        let value = try operand(name)
        guard value.rounded() == value, value >= 0, value <= Double(SafeAreaRegions.all.rawValue) else {
            throw .invalidArgument("\(name) must be a combination of AE_SAFE_AREA_REGION_CONTAINER and AE_SAFE_AREA_REGION_KEYBOARD, not \(value)")
        }
        return SafeAreaRegions(rawValue: UInt8(value))
    }

    /// `AE_EDGE_*` bits.
    private mutating func edges(_ name: String) throws(CError) -> Edge.Set {
        let value = try operand(name)
        guard value.rounded() == value, value >= 0, value <= Double(Edge.Set.all.rawValue) else {
            throw .invalidArgument("\(name) must be a combination of the AE_EDGE_* bits, not \(value)")
        }
        return Edge.Set(rawValue: UInt8(value))
    }

    /// One `AE_EDGE_*` bit.
    private mutating func edge(_ name: String) throws(CError) -> Edge {
        let value = try operand(name)
        guard let edge = Edge.allCases.first(where: { Double($0.set.rawValue) == value }) else {
            throw .invalidArgument("\(name) must be one of AE_EDGE_TOP, AE_EDGE_LEADING, AE_EDGE_BOTTOM and AE_EDGE_TRAILING, not \(value)")
        }
        return edge
    }

    /// A count of grid items, then six numbers per item: its size kind (`AE_GRID_ITEM_*`),
    /// minimum (a fixed item's length), maximum, spacing (NaN: the default) and alignment (two
    /// guides, or -1 for the grid's); the engine checks the lengths.
    private mutating func gridItems(_ name: String) throws -> [GridItem] {
        let count = try integer(operand("\(name) count"), "\(name) count", in: 0...(program.count - offset) / 6)
        return try (0..<count).map { i in
            let kind = try operand("\(name)[\(i)].size")
            let (minimum, maximum, spacing) = (try operand("\(name)[\(i)].minimum"), try operand("\(name)[\(i)].maximum"), try operand("\(name)[\(i)].spacing"))
            let size: GridItem.Size
            switch kind {
            case 0: size = .fixed(minimum)
            case 1: size = .flexible(minimum: minimum, maximum: maximum)
            case 2: size = .adaptive(minimum: minimum, maximum: maximum)
            default: throw CError.invalidArgument("\(name)[\(i)].size must be AE_GRID_ITEM_FIXED, _FLEXIBLE or _ADAPTIVE, not \(kind)")
            }
            let horizontal = try guideID("\(name)[\(i)].horizontal_alignment"), vertical = try guideID("\(name)[\(i)].vertical_alignment")
            guard (horizontal < 0) == (vertical < 0) else {
                throw CError.invalidArgument("\(name)[\(i)]: give both alignments or neither (-1), not \(horizontal) and \(vertical)")
            }
            let alignment = horizontal < 0 ? nil : Alignment(horizontal: try handle.horizontal(horizontal, "\(name)[\(i)].horizontal_alignment"),
                                                             vertical: try handle.vertical(vertical, "\(name)[\(i)].vertical_alignment"))
            return GridItem(size, spacing: spacing.isNaN ? nil : spacing, alignment: alignment)
        }
    }

    /// A style setting's value operand (`AE_BUTTON_STYLE_*`, `AE_CONTROL_SIZE_*` ...).
    private mutating func style(_ setting: Int) throws -> ControlSetting {
        let kind = ControlStyleSetting.allCases[setting]
        let value = UInt8(try choice(kind.name, count: kind.count))
        return kind.setting(value)
    }

    // MARK: Operands

    private mutating func operand(_ name: String) throws(CError) -> Double {
        guard offset < program.count else { throw .invalidArgument("the program ends before the \(name) operand") }
        defer { offset += 1 }
        return program[offset]
    }

    private mutating func number(_ name: String, _ rule: NumberRule) throws(CError) -> Double? {
        try rule.check(operand(name), name)
    }

    private mutating func size(_ name: String, _ rule: NumberRule = .size) throws(CError) -> Double {
        try rule.require(operand(name), name)
    }

    private mutating func flag(_ name: String) throws(CError) -> Bool {
        try integer(operand(name), name, in: Int(Int32.min)...Int(Int32.max)) != 0
    }

    private mutating func choice(_ name: String, count: Int) throws(CError) -> Int {
        try AlignmentEngineC.choice(operand(name), name, count: count)
    }

    private mutating func view(_ name: String) throws(CError) -> ViewID {
        try handle.view(Int32(integer(operand(name), name, in: 0...Int(Int32.max))), name)
    }

    private mutating func measure(_ name: String) throws(CError) -> HostMeasure {
        try handle.measure(Int32(integer(operand(name), name, in: 0...Int(Int32.max))), name)
    }

    private mutating func axes(_ name: String) throws(CError) -> Axis.Set {
        try AlignmentEngineC.axes(Int32(integer(operand(name), name, in: Int(Int32.min)...Int(Int32.max))), name)
    }

    private mutating func guideID(_ name: String) throws(CError) -> Int32 {
        Int32(try integer(operand(name), name, in: Int(Int32.min)...Int(Int32.max)))
    }

    private mutating func horizontal(_ name: String) throws -> HorizontalAlignment {
        try handle.horizontal(guideID(name), name)
    }

    private mutating func vertical(_ name: String) throws -> VerticalAlignment {
        try handle.vertical(guideID(name), name)
    }

    private mutating func alignment() throws -> Alignment {
        Alignment(horizontal: try horizontal("horizontal_alignment"), vertical: try vertical("vertical_alignment"))
    }
}
