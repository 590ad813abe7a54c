// alignment-bench: builds and lays out the trees of shared/spec/benchmark-shapes.md and
// prints nanoseconds per view (build, cold layout, warm layout, relayout after one leaf
// changed, readback of every frame) and bytes per view.
//
//   swift run -c release alignment-bench [--json] [--shapes wide,deep] [--sizes 1000,100000]
import AlignmentEngine
#if canImport(Glibc)
import Glibc
#endif

func formatted(_ value: Double, _ decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return decimals == 0 ? String(Int(rounded)) : String(rounded)
}

func json(_ f: Figures) -> String {
    var fields = [
        "\"shape\": \"\(f.shape.rawValue)\"", "\"views\": \(f.views)",
        "\"build_ns_per_view\": \(formatted(f.build))", "\"layout_ns_per_view\": \(formatted(f.layout))",
        "\"warm_ns_per_view\": \(formatted(f.warm))", "\"relayout_ns_per_view\": \(formatted(f.relayout))",
        "\"readback_ns_per_view\": \(formatted(f.readback))", "\"bytes_per_view\": \(formatted(f.bytes))",
    ]
    if let calls = f.measureCallsPerLeaf { fields.append("\"measure_calls_per_leaf\": \(formatted(calls, 2))") }
    return "{" + fields.joined(separator: ", ") + "}"
}

func padded(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

var arguments = CommandLine.arguments.dropFirst()
var asJSON = false
var shapes = Shape.allCases
var sizes = [1_000, 10_000, 100_000, 1_000_000]
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": asJSON = true
    case "--shapes":
        let names = (arguments.popFirst() ?? "").split(separator: ",").map(String.init)
        shapes = names.compactMap(Shape.init(rawValue:))
        guard shapes.count == names.count, !shapes.isEmpty else {
            print("unknown shape in \(names); shapes: \(Shape.allCases.map(\.rawValue).joined(separator: ", "))")
            exit(2)
        }
    case "--sizes":
        sizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }.filter { $0 >= 10 }
        guard !sizes.isEmpty else { print("--sizes takes sizes of 10 or more, like 1000,100000"); exit(2) }
    default:
        print("usage: alignment-bench [--json] [--shapes \(Shape.allCases.map(\.rawValue).joined(separator: ","))] [--sizes 1000,10000,100000,1000000]")
        exit(2)
    }
}

let columns = ["shape", "views", "build", "layout", "warm", "relayout", "readback", "bytes", "calls/leaf"]
if !asJSON {
    print("ns per view (bytes per view), release build")
    print(columns.map { padded($0, 11) }.joined())
}
for shape in shapes {
    for size in sizes {
        let f = try measure(shape, size: size)
        if asJSON {
            print(json(f))
        } else {
            let cells = [shape.rawValue, String(f.views), formatted(f.build), formatted(f.layout), formatted(f.warm),
                         formatted(f.relayout), formatted(f.readback), formatted(f.bytes), f.measureCallsPerLeaf.map { formatted($0, 2) } ?? "-"]
            print(cells.map { padded($0, 11) }.joined())
        }
    }
}
