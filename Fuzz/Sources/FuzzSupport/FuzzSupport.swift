import Foundation
import TextProof

/// What every fuzz target shares: a private scratch folder per process and the fonts folder.
public enum FuzzSupport {
    /// A folder for this process's temporary inputs (parsers that read files get one per input).
    public static let scratch: String = {
        let path = NSTemporaryDirectory() + "textproof-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Writes `data` to `name` in the scratch folder and returns its path.
    public static func file(_ name: String, _ data: Data) -> String {
        let path = scratch + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: data)
        return path
    }

    /// The repository's fonts (from this file's place in the checkout), for renders.
    /// (One fuzzing thread uses it; libFuzzer runs inputs one after another.)
    nonisolated(unsafe) public static let fonts: FontProvider? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../fonts")
        return try? FontProvider(fontsDirectory: root.standardizedFileURL.path)
    }()

    /// Parses `text` as the spec file `file` and renders what parses; errors are expected outcomes.
    public static func render(specText text: String, file: String) {
        guard let spec = try? SpecParser(file: file, baseDirectory: scratch).parse(text, defaultName: "fuzz") else {
            return
        }
        render(spec)
    }

    /// Renders `spec` at a small scale, as a user's spec would be; errors are expected outcomes.
    public static func render(_ spec: ProofSpec) {
        guard let fonts else { return }
        var spec = spec
        spec.scale = min(spec.scale, 1)
        _ = try? ProofRenderer(fonts: fonts, drawsSheet: false).render(spec)
    }
}

/// libFuzzer's driver: each target's entry point hands it the command line and its
/// `LLVMFuzzerTestOneInput`. (SwiftPM names an executable's entry `<Target>_main` and links `main`
/// to it, which would hide libFuzzer's own `main`.)
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

extension FuzzSupport {
    /// Runs libFuzzer over `target` with this process's arguments.
    public static func main(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        _ target: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
    ) -> CInt {
        var count = argc
        var arguments = argv
        return runDriver(&count, &arguments, target)
    }
}
