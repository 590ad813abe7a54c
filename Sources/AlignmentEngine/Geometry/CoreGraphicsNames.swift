/// SwiftUI code names its geometry with Core Graphics types; the engine's types stand in
/// for them so that `Layout` implementations transcribe unchanged.
public typealias CGSize = Size
/// Core Graphics' name for ``Point``.
public typealias CGPoint = Point
/// Core Graphics' name for ``Rect``.
public typealias CGRect = Rect
