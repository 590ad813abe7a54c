// swift-tools-version: 6.0
import PackageDescription

/// AlignmentEngine: SwiftUI's layout and alignment system as a portable library.
///
/// - `AlignmentEngine`: the pure-Swift engine core (no Foundation, no dependencies).
/// - `AlignmentDocument`: the JSON layout document (reader, translator, result writer).
/// - `alignment_engine`: the C ABI (`@_cdecl` functions) as `libalignment_engine.so`.
/// - `alignment-bench`: the benchmark command.
let package = Package(
    name: "AlignmentEngine",
    products: [
        .library(name: "AlignmentEngine", targets: ["AlignmentEngine"]),
        .library(name: "AlignmentDocument", targets: ["AlignmentDocument"]),
        .library(name: "alignment_engine", type: .dynamic, targets: ["AlignmentEngineC"]),
        .executable(name: "alignment-bench", targets: ["alignment-bench"]),
    ],
    targets: [
        .target(name: "AlignmentEngine"),
        .target(name: "AlignmentDocument", dependencies: ["AlignmentEngine"]),
        .target(
            name: "AlignmentEngineC",
            dependencies: ["AlignmentEngine", "AlignmentDocument"],
            linkerSettings: [
                // A versioned SONAME (ABI 0 while the API may still change) and only the ae_
                // functions exported (bindings/c/alignment_engine.map). lld, because gold keeps
                // the hidden Swift symbols in the dynamic symbol table (as local entries).
                .unsafeFlags([
                    "-use-ld=lld",
                    "-Xlinker", "-soname=libalignment_engine.so.0",
                    "-Xlinker", "--version-script=\(Context.packageDirectory)/bindings/c/alignment_engine.map",
                ], .when(platforms: [.linux])),
            ]
        ),
        .target(name: "CHeapStatistics"),
        .executableTarget(name: "alignment-bench", dependencies: ["AlignmentEngine", "CHeapStatistics"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "AlignmentEngineTests", dependencies: ["AlignmentEngine", "TestSupport"]),
        .testTarget(
            name: "AlignmentDocumentTests",
            dependencies: ["AlignmentDocument", "AlignmentEngine", "TestSupport"],
            resources: []
        ),
    ],
    swiftLanguageModes: [.v5]
)
