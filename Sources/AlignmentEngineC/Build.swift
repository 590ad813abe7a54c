import AlignmentEngine

extension TreeHandle {
    /// Runs a program all or nothing: an instruction that fails undoes the whole program.
    /// Returns the id of the first view created (the view count if none). With
    /// `namingOffsets`, an error message starts with the failing instruction's offset.
    func run(_ program: UnsafeBufferPointer<Double>, namingOffsets: Bool = true) throws -> Int32 {
        let first = Int32(tree.viewCount)
        try tree.performAtomically {
            var reader = ProgramReader(program, handle: self)
            while !reader.isAtEnd {
                let start = reader.offset
                do {
                    try perform(try reader.next())
                } catch where namingOffsets {
                    let (status, message) = report(error)
                    throw CError(status, "instruction at offset \(start): \(message)")
                }
            }
        }
        return first
    }

    /// Carries out one instruction: the one way the C layer adds a view, sets children or
    /// applies a modifier. Returns the view an `add` created (-1 for the others).
    @discardableResult
    func perform(_ instruction: Instruction) throws -> Int32 {
        switch instruction {
        case .add(let kind): return try tree.add(kind).index
        case .children(let parent, let children): try tree.setChildren(of: parent, to: children)
        case .modify(let view, let modifier): try tree.apply(modifier, to: view)
        }
        return -1
    }

    /// The instruction of the one-instruction program `opcode operands...`, checked as
    /// `ae_tree_build` checks it: how the functions with numeric arguments read them.
    func instruction(_ opcode: Opcode, _ operands: [Double]) throws -> Instruction {
        try ([Double(opcode.rawValue)] + operands).withUnsafeBufferPointer { program in
            var reader = ProgramReader(program, handle: self)
            let instruction = try reader.next()
            precondition(reader.isAtEnd, "\(opcode) takes other operands than \(operands.count)")
            return instruction
        }
    }

    /// The modifier that the one-instruction program `opcode view operands...` applies,
    /// checked as `ae_tree_build` checks it, without applying it: how the modifier setters
    /// (`ae_view_set_frame` ...) read their arguments.
    func modifier(_ opcode: Opcode, _ view: ViewID, _ operands: [Double]) throws -> LayoutModifier {
        guard case .modify(_, let modifier) = try instruction(opcode, [Double(view.index)] + operands) else {
            preconditionFailure("\(opcode) is not a modifier opcode")
        }
        return modifier
    }
}

/// The body of a function that creates a view: checks the tree and `out_view`, carries out
/// the instruction `body` makes and writes the new view's id.
func create(
    _ tree: OpaquePointer?, _ outView: UnsafeMutablePointer<Int32>?, entryPoint: StaticString = #function, _ body: (TreeHandle) throws -> Instruction
) -> Int32 {
    withTree(tree, entryPoint: entryPoint) { handle in
        let out = try required(outView, "out_view")
        out.pointee = try handle.perform(try body(handle))
    }
}

/// A function that creates a view from numbers: the one-instruction program `opcode operands...`.
func create(_ tree: OpaquePointer?, _ outView: UnsafeMutablePointer<Int32>?, entryPoint: StaticString = #function, _ opcode: Opcode, _ operands: [Double]) -> Int32 {
    create(tree, outView, entryPoint: entryPoint) { try $0.instruction(opcode, operands) }
}

/// The body of a function that applies a modifier to `view`: the view is checked first (an
/// error names it before its arguments), then the instruction `body` makes is carried out.
func modify(_ tree: OpaquePointer?, _ view: Int32, entryPoint: StaticString = #function, _ body: (TreeHandle, ViewID) throws -> LayoutModifier) -> Int32 {
    withTree(tree, entryPoint: entryPoint) { handle in
        let target = try handle.view(view)
        try handle.perform(.modify(target, try body(handle, target)))
    }
}

/// A function that applies a modifier given by numbers: the program `opcode view operands...`.
func modify(_ tree: OpaquePointer?, _ view: Int32, entryPoint: StaticString = #function, _ opcode: Opcode, _ operands: [Double]) -> Int32 {
    withTree(tree, entryPoint: entryPoint) { handle in try handle.perform(try handle.instruction(opcode, [Double(view)] + operands)) }
}

@_cdecl("ae_tree_build")
public func ae_tree_build(_ tree: OpaquePointer?, _ program: UnsafePointer<Double>?, _ length: Int, _ outFirstView: UnsafeMutablePointer<Int32>?) -> Int32 {
    withTree(tree) { handle in
        let out = try required(outFirstView, "out_first_view")
        let count = try count(length, "length", atMost: Int.max)
        let values = count == 0 ? UnsafeBufferPointer(start: nil, count: 0) : UnsafeBufferPointer(start: try required(program, "program"), count: count)
        out.pointee = try handle.run(values)
    }
}
