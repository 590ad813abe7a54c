/// SwiftUI code names its geometry with Core Graphics types; the engine's types stand in
/// for them so that `Layout` implementations transcribe unchanged.
public typealias CGSize = Size
public typealias CGPoint = Point
public typealias CGRect = Rect
