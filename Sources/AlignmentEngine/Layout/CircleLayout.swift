/// `Circle`: a square of the smaller proposed side (10 on an unspecified axis).
enum CircleRules: LeafRules {
    @inline(__always) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let s = p.filled
        let side = min(s.width, s.height)
        return Size(width: side, height: side)
    }
}
