// swift-tools-version:6.0
import PackageDescription

// The benchmark is its own package so that pixman (the peer it is measured against) never
// reaches library users or `make test`. `make bench` builds and runs it.
let package = Package(
    name: "TextProofBench",
    dependencies: [.package(name: "TextProof", path: "..")],
    targets: [
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        // The decode floor of the end-to-end diff rows: plain libpng, one file, a whole process.
        .executableTarget(name: "png-decode", linkerSettings: [.linkedLibrary("png16")]),
        .executableTarget(
            name: "textproof-bench",
            dependencies: [
                "CPixman", .product(name: "TextProofRaster", package: "TextProof"),
                .product(name: "TextProofColor", package: "TextProof"),
                .product(name: "TextProof", package: "TextProof"),
                .product(name: "TextProofAudit", package: "TextProof"),
            ]),
    ]
)
