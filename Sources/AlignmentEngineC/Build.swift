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
                    switch try reader.next() {
                    case .add(let kind): _ = try tree.add(kind)
                    case .children(let parent, let children): try tree.setChildren(of: parent, to: children)
                    case .modify(let view, let modifier): try tree.apply(modifier, to: view)
                    }
                } catch where namingOffsets {
                    let (status, message) = report(error)
                    throw CError(status, "instruction at offset \(start): \(message)")
                }
            }
        }
        return first
    }

    /// Runs a one-instruction program: how the single-view functions build.
    func run(_ opcode: Opcode, _ operands: [Double]) throws -> Int32 {
        try ([Double(opcode.rawValue)] + operands).withUnsafeBufferPointer { program in
            try run(program, namingOffsets: false)
        }
    }

    /// The modifier that the one-instruction program `opcode view operands...` applies,
    /// checked as `ae_tree_build` checks it, without applying it: how the modifier setters
    /// (`ae_view_set_frame` ...) read their arguments.
    func modifier(_ opcode: Opcode, _ view: ViewID, _ operands: [Double]) throws -> LayoutModifier {
        try ([Double(opcode.rawValue), Double(view.index)] + operands).withUnsafeBufferPointer { program in
            var reader = ProgramReader(program, handle: self)
            guard case .modify(_, let modifier) = try reader.next(), reader.isAtEnd else {
                preconditionFailure("\(opcode) is not a modifier opcode with \(operands.count) operands")
            }
            return modifier
        }
    }
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
