// alignment-bench: builds and lays out the trees of shared/spec/benchmark-shapes.md and
// prints nanoseconds per view to build, lay out cold, lay out again unchanged (warm), after
// one leaf changed size (leaf), after one Text changed (text), after a new root proposal
// (resize), and to read every frame back; bytes per view; measure calls.
//
//   swift run -c release alignment-bench [--json] [--shapes wide,deep] [--sizes 1000,100000]
//                                        [--steps 5] [--check]
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
    /// Microseconds per layout, from nanoseconds per view.
    func micro(_ perView: Double) -> String { formatted(perView * Double(f.views) / 1000, 2) }
    var fields = [
        "\"shape\": \"\(f.shape.rawValue)\"", "\"views\": \(f.views)",
        "\"build_ns_per_view\": \(formatted(f.build))", "\"layout_ns_per_view\": \(formatted(f.cold))",
        "\"warm_ns_per_view\": \(formatted(f.warm))", "\"relayout_ns_per_view\": \(formatted(f.leaf))",
        "\"text_ns_per_view\": \(formatted(f.text))", "\"resize_ns_per_view\": \(formatted(f.resize))",
        "\"layout_us\": \(micro(f.cold))", "\"warm_us\": \(micro(f.warm))", "\"relayout_us\": \(micro(f.leaf))",
        "\"text_us\": \(micro(f.text))", "\"resize_us\": \(micro(f.resize))",
        "\"readback_ns_per_view\": \(formatted(f.readback))", "\"bytes_per_view\": \(formatted(f.bytes))",
        "\"bytes_per_view_after_relayouts\": \(formatted(f.bytesAfterRelayouts))",
    ]
    if let calls = f.measureCalls {
        fields += [
            "\"measure_calls_per_leaf\": \(formatted(calls.coldPerLeaf, 2))", "\"measure_calls_warm\": \(calls.warm)",
            "\"measure_calls_relayout\": \(calls.leaf)", "\"measure_calls_text\": \(calls.text)",
            "\"measure_calls_resize\": \(calls.resize)",
        ]
    }
    if let mismatches = f.mismatches { fields.append("\"check_mismatches\": \(mismatches)") }
    return "{" + fields.joined(separator: ", ") + "}"
}

/// A table row: the shape name on the left, the other cells right-aligned.
func tableRow(_ cells: [String]) -> String {
    func padded(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
    let name = cells[0] + String(repeating: " ", count: max(0, 15 - cells[0].count))
    return name + cells.dropFirst().dropLast().map { padded($0, 11) }.joined() + " " + padded(cells.last!, 16)
}

let usage = """
    usage: alignment-bench [--json] [--shapes \(Shape.allCases.map(\.rawValue).joined(separator: ","))] [--sizes 1000,10000,100000,1000000] [--steps 5] [--check] [--lazy-list 10000,1000000]
      --steps N   rounds of changes (leaf, text, resize); relayout figures are medians over them
      --check     compare the last relayout with a cold layout of the changed tree (exit 1 if they differ)
      --lazy-list the row counts of the lazy list figures (default 10000,1000000 without --shapes, none with it)
    """

var arguments = CommandLine.arguments.dropFirst()
var asJSON = false
var check = false
var steps = 5
var shapes = Shape.allCases
var sizes = [1_000, 10_000, 100_000, 1_000_000]
// The lazy list figures run by default, and with --shapes only when --lazy-list asks.
var lazyListRows: [Int]? = nil
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": asJSON = true
    case "--check": check = true
    case "--steps":
        guard let value = arguments.popFirst().flatMap({ Int($0) }), (1...100).contains(value) else {
            print("--steps takes a count from 1 to 100 (each resize narrows the proposal by 10 points from 1000)")
            exit(2)
        }
        steps = value
    case "--shapes":
        let names = (arguments.popFirst() ?? "").split(separator: ",").map(String.init)
        shapes = names.compactMap(Shape.init(rawValue:))
        guard shapes.count == names.count, !shapes.isEmpty else {
            print("unknown shape in \(names); shapes: \(Shape.allCases.map(\.rawValue).joined(separator: ", "))")
            exit(2)
        }
    case "--lazy-list":
        lazyListRows = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
    case "--sizes":
        sizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }.filter { $0 >= 10 }
        guard !sizes.isEmpty else { print("--sizes takes sizes of 10 or more, like 1000,100000"); exit(2) }
    default:
        print(usage)
        exit(2)
    }
}

let columns = ["shape", "views", "build", "cold", "warm", "leaf", "text", "resize", "readback", "bytes", "calls/leaf", "calls w/l/t/r"]
if !asJSON {
    print("ns per view (bytes per view), release build; leaf, text, resize: one layout after that change (median of \(steps))")
    print("calls/leaf: measure calls per measured leaf, cold; calls w/l/t/r: measure calls of one warm / leaf / text / resize layout")
    print(tableRow(columns))
}
// A discarded warm-up run, so that the first figure does not also pay for the process's
// first page faults and code loads.
_ = try measure(shapes[0], size: 1_000, steps: 1, check: false)
var failed = false
for shape in shapes {
    for size in sizes {
        let f = try measure(shape, size: size, steps: steps, check: check)
        if asJSON {
            print(json(f))
        } else {
            let calls = f.measureCalls.map { "\($0.warm)/\($0.leaf)/\($0.text)/\($0.resize)" } ?? "-"
            let cells = [shape.rawValue, String(f.views), formatted(f.build), formatted(f.cold), formatted(f.warm),
                         formatted(f.leaf), formatted(f.text), formatted(f.resize), formatted(f.readback), formatted(f.bytes),
                         f.measureCalls.map { formatted($0.coldPerLeaf, 2) } ?? "-", calls]
            print(tableRow(cells))
        }
        if let mismatches = f.mismatches, mismatches > 0 {
            print("\(shape.rawValue) \(size): the last relayout differs from a cold layout of the changed tree in \(mismatches) numbers")
            failed = true
        }
    }
}
if check && !failed && !asJSON { print("check: every last relayout equals a cold layout of the changed tree") }
let listRows = lazyListRows ?? (CommandLine.arguments.contains("--shapes") ? [] : [10_000, 1_000_000])
if !listRows.isEmpty {
    let lazyColumns = ["first us", "jump us", "scroll us", "rows in tree", "tree bytes", "heap bytes", "measured/layout"]
    func lazyRow(_ first: String, _ cells: [String]) -> String {
        first + String(repeating: " ", count: max(0, 10 - first.count)) + cells.map { String(repeating: " ", count: max(0, 16 - $0.count)) + $0 }.joined()
    }
    if !asJSON {
        print("\nlazy list: a LazyVStack of host-measured rows (one batch measure) in a ScrollView with an 800-point viewport,")
        print("built on demand; microseconds per layout call (medians): first at offset 0, a jump to a random offset, a scroll by one screen")
        print(lazyRow("rows", lazyColumns))
    }
    for rows in listRows {
        let f = try measureLazyList(rows: rows)
        if asJSON {
            print("{\"lazy_list_rows\": \(f.rows), \"first_us\": \(formatted(f.first, 2)), \"jump_us\": \(formatted(f.jump, 2)), \"scroll_us\": \(formatted(f.scroll, 2)), \"rows_in_tree\": \(f.rowsInTree), \"tree_bytes\": \(f.treeBytes), \"heap_bytes\": \(f.heapBytes), \"measured_per_layout\": \(formatted(f.measuredPerLayout, 1))}")
        } else {
            print(lazyRow(String(rows), [formatted(f.first, 1), formatted(f.jump, 1), formatted(f.scroll, 1), String(f.rowsInTree), String(f.treeBytes),
                                         String(f.heapBytes), formatted(f.measuredPerLayout, 1)]))
        }
    }
}
exit(failed ? 1 : 0)
