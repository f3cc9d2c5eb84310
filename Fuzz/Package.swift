// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for every parser and reader TextProof has (`make fuzz`). A package of its own so
// that the library never depends on it; built with `-sanitize=fuzzer,address`, where libFuzzer gives
// each target its `main`.
let targets = [
    "FuzzSpec", "FuzzColor", "FuzzColorSet", "FuzzTokens", "FuzzConfig", "FuzzPNG", "FuzzFont", "FuzzCompare",
]

let package = Package(
    name: "TextProofFuzz",
    dependencies: [.package(name: "TextProof", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "TextProof", package: "TextProof"),
                .product(name: "TextProofRaster", package: "TextProof"),
                .product(name: "TextProofColor", package: "TextProof"),
            ])
    ]
        + targets.map { name in
            .executableTarget(
                name: name,
                dependencies: [
                    "FuzzSupport", .product(name: "TextProof", package: "TextProof"),
                    .product(name: "TextProofRaster", package: "TextProof"),
                    .product(name: "TextProofColor", package: "TextProof"),
                ])
        }
)
