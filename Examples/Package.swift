// swift-tools-version:6.1
import PackageDescription

// How a project adopts TextProof: depend on the package (here by path; elsewhere by its URL and a
// version), render proofs with the `TextProof` product and test them with `TextProofTesting` (or, for
// teams on swift-snapshot-testing, `TextProofSnapshotTesting`). `make examples` builds both programs,
// runs them and runs the tests. Every ```swift block of the README and the DocC articles is in one of
// these files (DocExamplesTests checks it).
let package = Package(
    name: "TextProofExamples",
    dependencies: [
        // Only the SnapshotTesting trait: no command line (argument-parser and its plugins) and no
        // scan (swift-syntax) to fetch or build for tests.
        .package(name: "TextProof", path: "..", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // GettingStarted.md's "Render a proof".
        .executableTarget(name: "RenderProof", dependencies: [.product(name: "TextProof", package: "TextProof")]),
        // The README's "In Swift" (and TextProof.md's overview).
        .executableTarget(name: "WriteProof", dependencies: [.product(name: "TextProof", package: "TextProof")]),
        // assertGolden from Swift Testing (plain, in a suite, parameterised) and from XCTest. Goldens go
        // to __Snapshots__/<TestFile>/ beside the test files; Fixtures holds the specs the tests load.
        .testTarget(
            name: "GoldenExampleTests",
            dependencies: [
                .product(name: "TextProof", package: "TextProof"),
                .product(name: "TextProofTesting", package: "TextProof"),
            ],
            exclude: ["__Snapshots__", "Fixtures"]),
        // assertSnapshot with TextProof's strategies.
        .testTarget(
            name: "SnapshotExampleTests",
            dependencies: [
                .product(name: "TextProof", package: "TextProof"),
                .product(name: "TextProofTesting", package: "TextProof"),
                .product(name: "TextProofSnapshotTesting", package: "TextProof"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "Fixtures"]),
    ]
)
