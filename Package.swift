// swift-tools-version:6.1
import PackageDescription

// The C targets' checked libc calls (memcpy, snprintf… bounds checked where the size is known):
// release builds only, as glibc wants optimisation for it. Stack protectors need a compiler flag,
// which SwiftPM allows only as unsafeFlags: `make build` passes it (TrustingInput.md).
let hardenedC: [CSetting] = [.define("_FORTIFY_SOURCE", to: "2", .when(configuration: .release))]

// Layers, lowest first; a target imports only targets listed before it.
//   C* system libraries -> TextProofPlatform -> TextProofColor / TextProofText -> TextProofRaster
//   -> TextProof -> TextProofCommandLine (the commands) -> textproof; TextProofScan -> textproof-scan;
//   TextProofAudit (CTesseract) -> textproof-audit
let package = Package(
    name: "TextProof",
    products: [
        .library(name: "TextProof", targets: ["TextProof"]),
        // The layers, for benchmarks and for users who need only part of the pipeline.
        .library(name: "TextProofColor", targets: ["TextProofColor"]),
        .library(name: "TextProofRaster", targets: ["TextProofRaster"]),
        .library(name: "TextProofText", targets: ["TextProofText"]),
        // `textproof scan`: the text an app's Swift code draws, its colours resolved, as proofs.
        .library(name: "TextProofScan", targets: ["TextProofScan"]),
        // `textproof audit`: the text in screenshots found (Tesseract) and its contrast measured from the pixels.
        .library(name: "TextProofAudit", targets: ["TextProofAudit"]),
        // Golden-image assertions for Swift Testing and XCTest; depend on it from test targets only.
        .library(name: "TextProofTesting", targets: ["TextProofTesting"]),
        // The same proofs as swift-snapshot-testing strategies: `assertSnapshot(of: spec, as: .proof)`.
        .library(name: "TextProofSnapshotTesting", targets: ["TextProofSnapshotTesting"]),
        .executable(name: "textproof", targets: ["textproof"]),
        // `textproof scan` runs this program, found beside textproof: swift-syntax's 5,000 protocol
        // conformances stay out of textproof, whose every run pays for each one it holds.
        .executable(name: "textproof-scan", targets: ["textproof-scan"]),
        // `textproof audit` runs this program: Tesseract and Leptonica's libraries stay out of textproof.
        .executable(name: "textproof-audit", targets: ["textproof-audit"]),
    ],
    // Each trait brings in packages that golden-test users need not fetch nor build: with tools 6.1, a
    // user of TextProof and TextProofTesting alone writes `.package(url: …, from: …, traits: [])` and
    // resolves none of argument-parser, swift-syntax, swift-snapshot-testing and its two dependencies
    // (nor compiles argument-parser's two plugins, which every `swift build` and `swift test` of a
    // package that has argument-parser in its graph compiles). All three are on by default, so
    // `make build`, `make test` and existing users are unchanged. A product used with its trait off
    // fails with "no such module": enable that trait (e.g. `traits: ["SnapshotTesting"]`).
    traits: [
        // The textproof and textproof-scan commands (swift-argument-parser).
        .trait(name: "CommandLine"),
        // TextProofScan and textproof-scan (swift-syntax).
        .trait(name: "Scan"),
        // TextProofSnapshotTesting (swift-snapshot-testing, which itself depends on swift-syntax).
        .trait(name: "SnapshotTesting"),
        // TextProofTesting's screenshot assertion (`expectReadable`), which needs Tesseract (libtesseract-dev).
        .trait(name: "Audit"),
        .default(enabledTraits: ["CommandLine", "Scan", "SnapshotTesting", "Audit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `textproof scan` parses Swift (SwiftParser only: no compiler, no type checking); kept out of
        // TextProof and TextProofTesting, so golden-test users never build it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // TextProofSnapshotTesting's strategies (its SnapshotTesting library only).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `make docs`: the DocC catalogs of TextProof and TextProofTesting.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Thin C layers: module maps and shim headers only, found through pkg-config.
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CLittleCMS", pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"])]),
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CLibDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(
            name: "CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(
            name: "CUnibreak", pkgConfig: "libunibreak",
            providers: [.apt(["libunibreak-dev"])]),
        // Specs, token files and catalogs' Contents.json: libyaml's events, composed by YAMLDocument.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // Screenshots' text lines and words: Tesseract's page layout analysis and, for labels, recognition.
        .systemLibrary(
            name: "CTesseract", pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev", "tesseract-ocr-eng"])]),
        // PNG files: bands of rows deflated at once by its own encoder (Deflate.c), TextProof's own
        // kind of file inflated by libdeflate, anything else read by libpng, whose longjmp errors
        // this C target catches and returns as a status, so they never cross a Swift frame.
        .target(
            name: "CPNG", dependencies: ["CLibPNG", "CZlib", "CLibDeflate", "CProcessMemory"], cSettings: hardenedC),
        // glibc's malloc tuned for a command-line run, and huge pages for large buffers
        // (ProcessMemory in TextProofPlatform is its one way in from Swift).
        .target(name: "CProcessMemory", cSettings: hardenedC),
        // The golden diff's scan and anti-aliasing test with AVX2 (lane masks as bits, vector
        // int-to-double conversion, which Swift's SIMD types compile lane by lane); their
        // references are in Swift.
        .target(name: "CComparison", cSettings: hardenedC),
        // The contrast measurement's pixel walk with AVX2 (lane masks as bits); its reference and
        // fallback are StripTallies in Swift.
        .target(name: "CMeasurement", cSettings: hardenedC),

        // The platform layer: files, paths, system errors, standard streams, cores, locks and memory
        // tuning. The only Swift target that calls the C library (besides TextProofColor's Math.swift).
        .target(name: "TextProofPlatform", dependencies: ["CProcessMemory"]),
        .target(name: "TextProofColor", dependencies: ["CLittleCMS", "TextProofPlatform"]),
        .target(
            name: "TextProofText",
            dependencies: ["CFreeType", "CHarfBuzz", "CFriBidi", "CUnibreak", "TextProofPlatform"]),
        .target(
            name: "TextProofRaster", dependencies: ["TextProofColor", "CPNG", "CComparison", "TextProofPlatform"]),
        .target(
            name: "TextProof",
            dependencies: [
                "TextProofColor", "TextProofText", "TextProofRaster", "TextProofPlatform", "CMeasurement", "CYAML",
            ]),
        // The test libraries' start-up as the test binary loads: XCTest's observer (which test is
        // running) and swift-snapshot-testing's default record mode, set before any test runs.
        .target(name: "CTestingStart"),
        .target(
            name: "TextProofTesting",
            dependencies: [
                "TextProof", "TextProofRaster", "TextProofColor", "TextProofPlatform", "CTestingStart",
                .target(name: "TextProofAudit", condition: .when(traits: ["Audit"])),
            ]),
        .target(
            name: "TextProofSnapshotTesting",
            dependencies: [
                "TextProof", "TextProofRaster", "TextProofColor", "TextProofPlatform", "TextProofTesting",
                "CTestingStart",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["SnapshotTesting"])),
            ]),
        .target(
            name: "TextProofScan",
            dependencies: [
                "TextProof", "TextProofColor", "TextProofText", "TextProofPlatform",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Scan"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Scan"])),
            ]),
        .target(
            name: "TextProofAudit",
            dependencies: ["TextProof", "TextProofRaster", "TextProofColor", "TextProofPlatform", "CTesseract"]),
        .target(
            name: "TextProofCommandLine",
            dependencies: [
                "TextProof", "TextProofRaster", "TextProofPlatform",
                .product(
                    name: "ArgumentParser", package: "swift-argument-parser",
                    condition: .when(traits: ["CommandLine"])),
            ]),
        .executableTarget(name: "textproof", dependencies: ["TextProofCommandLine"]),
        .executableTarget(
            name: "textproof-scan",
            dependencies: [
                "TextProofCommandLine", "TextProofScan", "TextProofPlatform",
                .product(
                    name: "ArgumentParser", package: "swift-argument-parser",
                    condition: .when(traits: ["CommandLine"])),
            ]),

        .executableTarget(
            name: "textproof-audit",
            dependencies: [
                "TextProofCommandLine", "TextProofAudit", "TextProof", "TextProofRaster", "TextProofPlatform",
                .product(
                    name: "ArgumentParser", package: "swift-argument-parser",
                    condition: .when(traits: ["CommandLine"])),
            ]),

        .testTarget(
            name: "TextProofColorTests", dependencies: ["TextProofColor", "TextProofPlatform", "TestScratch"],
            exclude: ["Reference"]),
        // Test folders under one per test process, removed at exit (both suites that write files),
        // and the seeded generator random tests share.
        .target(name: "TestScratch", path: "Tests/TestScratch"),
        .testTarget(
            name: "TextProofRasterTests",
            dependencies: [
                "TextProofRaster", "TextProofColor", "TextProofPlatform", "TestScratch", "memory-tuning-probe",
            ],
            exclude: ["Fixtures"]),
        // Reports where a block lies after the command line's memory tuning, in a process of its own
        // (ThreadHeapTests), so the tests' own process keeps malloc's settings.
        .executableTarget(
            name: "memory-tuning-probe", dependencies: ["TextProofPlatform"], path: "Tests/MemoryTuningProbe"),
        .testTarget(
            name: "TextProofTextTests", dependencies: ["TextProofText", "TextProofPlatform", "TestScratch"],
            exclude: ["Reference"]),
        .testTarget(
            name: "TextProofTests",
            dependencies: [
                "TextProof", "TextProofRaster", "TextProofColor", "TextProofText", "TextProofPlatform",
                "TextProofTesting",
                "textproof",
                "textproof-scan",
                "textproof-audit",
                "TextProofAudit",
                "TextProofScan", "TextProofSnapshotTesting", "TestScratch",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Fixtures"]),
    ]
)
