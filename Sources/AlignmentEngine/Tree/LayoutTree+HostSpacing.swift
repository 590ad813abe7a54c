extension LayoutTree {
    /// Gives a host layout (a view made from `.layout(HostLayout)`) its own spacing
    /// preferences function, or nil for the default (the union of its subviews'); the next
    /// layout asks it. Hosts that cannot pass the function when they make the layout (C's
    /// `ae_view_set_layout_spacing`) set it here.
    public func setLayoutSpacing(_ spacing: HostLayout.SpacingFunction?, of view: ViewID) throws(LayoutError) {
        let record = try record(view, is: [.layout])
        let index = nodes[record.core].hostLayoutIndex
        var host = hostLayouts[index]
        host.spacing = spacing
        setHostLayout(host, at: index)
        noteChange(at: record.core, changesFacts: true)
    }
}
