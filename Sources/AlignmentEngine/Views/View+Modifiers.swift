extension View {
    private func modified(_ modification: ModifiedContent<Self>.Modification) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modification: modification)
    }

    /// The view wrapped in a layout modifier of the tree.
    func layoutModifier(_ modifier: LayoutModifier) -> ModifiedContent<Self> { modified(.layout(modifier)) }

    /// The view, with `apply` run on each view it produces once they are in the tree (a
    /// control composition names its parts this way).
    func composed(_ apply: @escaping (LayoutTree, ViewID) throws(LayoutError) -> Void) -> ModifiedContent<Self> { modified(.deferred(apply)) }

    // MARK: Frames

    /// A frame of a fixed width and/or height; the content is aligned inside it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self> {
        modified(.layout(.frame(width: width, height: height, alignment: alignment)))
    }

    /// A frame that proposes exactly what it is proposed.
    public func frame() -> ModifiedContent<Self> { frame(width: nil, height: nil) }

    /// A flexible frame with minimum, ideal and maximum lengths.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self> {
        modified(.layout(.flexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                        minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    // MARK: Padding

    /// The same padding on every edge (16 by default).
    public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self> { padding(.all, length) }

    /// Padding on some edges (16 by default).
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self> {
        let value = length ?? Self.defaultPadding
        return padding(EdgeInsets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                                  bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0))
    }

    /// Padding of the given insets on each edge.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self> { modified(.layout(.padding(insets))) }

    // MARK: Alignment guides

    /// Sets the view's value for a horizontal guide, computed from its dimensions.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self> {
        modified(.layout(.horizontalAlignmentGuide(guide, .function(computeValue))))
    }

    /// Sets the view's value for a vertical guide, computed from its dimensions.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self> {
        modified(.layout(.verticalAlignmentGuide(guide, .function(computeValue))))
    }

    // MARK: Other layout modifiers

    /// Moves the view when drawn; layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self> { modified(.layout(.offset(x: x, y: y))) }

    /// Proposes nil (the ideal size) to the view on both axes.
    public func fixedSize() -> ModifiedContent<Self> { fixedSize(horizontal: true, vertical: true) }

    /// Proposes nil (the ideal size) to the view on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self> {
        modified(.layout(.fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// The priority a stack gives the view when it shares out space.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self> { modified(.layout(.layoutPriority(value))) }

    /// Constrains the view to an aspect ratio (width / height), or to its ideal size's ratio.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self> {
        modified(.layout(.aspectRatio(ratio, contentMode: contentMode)))
    }

    /// Scales the view to fit the proposal, keeping its ideal size's ratio.
    public func scaledToFit() -> ModifiedContent<Self> { aspectRatio(contentMode: .fit) }
    /// Scales the view to fill the proposal, keeping its ideal size's ratio.
    public func scaledToFill() -> ModifiedContent<Self> { aspectRatio(contentMode: .fill) }

    /// Puts the view's centre at a point of the space it is given.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self> { modified(.layout(.position(x: x, y: y))) }

    /// Sets an environment value: `\.layoutDirection` changes the layout of the content,
    /// `\.dynamicTypeSize`, `\.font`, `\.imageScale`, `\.minimumScaleFactor`,
    /// `\.truncationMode` and `\.allowsTightening` its texts and symbols (as the modifiers of
    /// those names do), `\.defaultMinListRowHeight` the least height of the List rows in it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> ModifiedContent<Self> {
        var environment = EnvironmentValues()
        environment[keyPath: keyPath] = value
        if let text = environment.textEnvironmentValue(keyPath) { return modified(.layout(.textEnvironment(text))) }
        if keyPath == \EnvironmentValues.defaultMinListRowHeight, let height = environment.defaultMinListRowHeight {
            return modified(.layout(.control(.defaultMinListRowHeight(height))))
        }
        return modified(.layout(.layoutDirection(environment.layoutDirection)))
    }

    // MARK: Overlay and background

    /// Draws `content` over the view, proposed the view's size and aligned with it on
    /// `alignment`; the view's layout is unchanged.
    public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> TupleView) -> ModifiedContent<Self> {
        modified(.attached(content(), alignment) { .overlay($0, alignment: alignment) })
    }

    /// Draws `view` over this one, proposed this view's size and aligned with it on `alignment`.
    public func overlay(_ view: some View, alignment: Alignment = .center) -> ModifiedContent<Self> {
        modified(.attached(view, alignment) { .overlay($0, alignment: alignment) })
    }

    /// Draws `content` behind the view, proposed the view's size and aligned with it on
    /// `alignment`; the view's layout is unchanged.
    public func background(alignment: Alignment = .center, @ViewBuilder content: () -> TupleView) -> ModifiedContent<Self> {
        modified(.attached(content(), alignment) { .background($0, alignment: alignment) })
    }

    /// Draws `view` behind this one, proposed this view's size and aligned with it on `alignment`.
    public func background(_ view: some View, alignment: Alignment = .center) -> ModifiedContent<Self> {
        modified(.attached(view, alignment) { .background($0, alignment: alignment) })
    }

    /// Draws `color` behind the view as SwiftUI's `background(_:ignoresSafeAreaEdges:)` draws a
    /// shape style: proposed the view's size, and reaching into the safe area on `edges`
    /// where the view reaches its edge (`.all` is SwiftUI's default; `.background(color)`
    /// without the label is the view form, which stays in the safe area).
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set) -> ModifiedContent<Self> {
        background(color.ignoresSafeArea(.container, edges: edges))
    }

    // MARK: Safe area

    /// Lets the view reach into the safe area (SwiftUI's `ignoresSafeArea(_:edges:)`): on each
    /// of `edges` where the view, placed, reaches the edge of the safe area, it is proposed
    /// that much more and placed that much further out. Only the container region has a
    /// layout (a layout has no keyboard).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self> {
        modified(.layout(.ignoresSafeArea(regions, edges: edges)))
    }

    /// Shows `content` above or below the view (SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`): the view is inset by the content's
    /// height and `spacing` (nil: the default) from `edge`, and its safe area with it; the
    /// content sits against `edge`, aligned with the view by `alignment`.
    public func safeAreaInset(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                              @ViewBuilder content: () -> TupleView) -> ModifiedContent<Self> {
        modified(.attached(content(), .center) { .safeAreaInset($0, edge: edge, alignment: alignment, spacing: spacing) })
    }

    /// Shows `content` beside the view, on its leading or trailing edge, aligned with it by
    /// `alignment`; the view is inset by the content's width and `spacing`, and its safe area with it.
    public func safeAreaInset(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                              @ViewBuilder content: () -> TupleView) -> ModifiedContent<Self> {
        modified(.attached(content(), .center) { .safeAreaInsetBeside($0, edge: edge, alignment: alignment, spacing: spacing) })
    }

    /// Pads the view by `insets` and adds them to its safe area (SwiftUI's `safeAreaPadding(_:)`).
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self> { modified(.layout(.safeAreaPadding(insets))) }

    /// Pads the view on `edges` by `length` (nil: the default, 16) and adds that to its safe area.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self> {
        safeAreaPadding(EdgeInsets(length ?? Self.defaultPadding).on(edges))
    }

    /// Pads the view on every edge by `length` and adds that to its safe area.
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self> { safeAreaPadding(.all, length) }

    /// SwiftUI's default padding, of `padding()` and `safeAreaPadding()` alike (semantics
    /// §14.5; decisions, "Safe area").
    static var defaultPadding: CGFloat { 16 }

    /// A border: an overlay of a rectangle outline (drawing only).
    public func border(_ color: Color, width: CGFloat = 1) -> ModifiedContent<Self> {
        overlay(Rectangle().strokeBorder(color, lineWidth: width))
    }

    // MARK: Naming and environment

    /// Names the view so its frames can be looked up in the result.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self> {
        modified(.name(id as? String ?? String(describing: id)))
    }

    /// The most lines any text in the view may take.
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self> {
        modified(.environment { $0.lineLimit = limit; $0.reservesSpace = false })
    }

    /// The most lines any text in the view may take; `reservesSpace`: a text with fewer lines
    /// is as tall as `limit` lines all the same.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self> {
        modified(.environment { $0.lineLimit = limit; $0.reservesSpace = reservesSpace })
    }

    /// Points added between the lines of every text in the view (a finite number ≥ 0).
    public func lineSpacing(_ spacing: CGFloat) -> ModifiedContent<Self> { modified(.environment { $0.lineSpacing = Double(spacing) }) }

    /// How the lines of multi-line texts in the view are aligned.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self> {
        modified(.environment { $0.textAlignment = alignment })
    }

    /// The colour views inside are drawn with (pictures only).
    public func foregroundColor(_ color: Color) -> ModifiedContent<Self> { modified(.environment { $0.color = color.name }) }
    /// The colour views inside are drawn with (pictures only), as ``foregroundColor(_:)``.
    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self> { foregroundColor(color) }

    /// Rounds the corners when drawn; layout is unchanged.
    public func cornerRadius(_ radius: CGFloat) -> Self { self }
}
