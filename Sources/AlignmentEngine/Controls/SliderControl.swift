/// `Slider`: a track as wide as it is offered and `sliderHeight` tall (the thumb's height;
/// the track itself is `sliderTrackHeight` thick, drawn centred). SwiftUI does not show a
/// Slider's label on iOS; the whole slider is its tap target.
enum SliderControl {
    @ViewBuilder static func body(_ c: ControlContext) -> TupleView {
        Capsule().fill(ControlColors.fill)
            .frame(height: c.metric(.sliderTrackHeight))
            .frame(maxWidth: .infinity, minHeight: c.metric(.sliderHeight))
            .part("track")
    }
}
