// swift-tools-version:6.0
import PackageDescription

// How a project adopts TextProof: depend on the package (here by path; elsewhere by its URL and a
// version), render proofs with the `TextProof` product and test them with `TextProofTesting`.
// `make test` builds and runs both.
let package = Package(
    name: "TextProofExamples",
    dependencies: [.package(name: "TextProof", path: "..")],
    targets: [
        .executableTarget(name: "RenderProof", dependencies: [.product(name: "TextProof", package: "TextProof")]),
        .testTarget(
            name: "GoldenExampleTests",
            dependencies: [
                .product(name: "TextProof", package: "TextProof"),
                .product(name: "TextProofTesting", package: "TextProof"),
            ]),
    ]
)
