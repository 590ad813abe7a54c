// swiftui-lab: "weirdAlignment", a guide whose default is the view's height, as the article writes it (seeds/000_5ff13a01a3fa7381.txt).
import SwiftUI

extension HorizontalAlignment {
    private enum WeirdAlignment: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            return d.height//返回了默认视图的高度（意味着：这个view的高度越高，其相对于隐式的参考视图就会偏移的越多）
        }
    }
    //注意到自定义的alignment是一个枚举WeirdAlignment，然后像.leading类似枚举那样返回满足AlignmentID协议，然后实现一个defaultValue方法，返回一个CGFloat。这样写可以像.leading那样作为参数传递
    static let weirdAlignment = HorizontalAlignment(WeirdAlignment.self)
}//确定我们自定义的alignment是水平alignment

struct CustomView: View {
    var body: some View {
        VStack(alignment: .weirdAlignment, spacing: 10) {
            //此处对VStack使用了我们刚刚自定义的alignmeng
            Rectangle()//这是竖线
                .fill(Color.primary)
                .frame(width: 1)
                .alignmentGuide(.weirdAlignment, computeValue: { d in d[.leading] })//对竖线的alignmentGuide设置为自定义的，然后computeValue返回.leading也就是0：相当于这根线的左边对齐约束alignment线，由于该线只有一个宽度，所以差不多可以当作alignmentGuide线
            
            ColorLabel(label: "Monday", color: .red, height: 50)//对于没有显式声明alignmentGuide的View将采用默认alignmentGuide，也就是根据高度，决定位置
            ColorLabel(label: "Tuesday", color: .orange, height: 70)
            ColorLabel(label: "Wednesday", color: .yellow, height: 90)
            ColorLabel(label: "Thursday", color: .green, height: 40)
            ColorLabel(label: "Friday", color: .blue, height: 70)
            ColorLabel(label: "Saturday", color: .purple, height: 40)
            ColorLabel(label: "Sunday", color: .pink, height: 40)
            
            Rectangle()//下面的线，跟上面的线配置相同
                .fill(Color.primary)
                .frame(width: 1)
                .alignmentGuide(.weirdAlignment, computeValue: { d in d[.leading] })
        }
    }
}

struct ColorLabel: View {
    let label: String
    let color: Color
    let height: CGFloat
    
    var body: some View {
        Text(label)
      		.font(.title)
      		.foregroundColor(.primary)
      		.frame(height: height)
     		  .padding(.horizontal, 20)
          .background(RoundedRectangle(cornerRadius: 8).fill(color))
    }
}
