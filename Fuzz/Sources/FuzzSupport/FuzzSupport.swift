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
        FileManager.default.createFile(atPath: path, contents: data)
        return path
    }

    /// The repository's fonts (from this file's place in the checkout), for renders.
    public static let fonts: FontProvider? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../fonts")
        return try? FontProvider(fontsDirectory: root.standardizedFileURL.path)
    }()

    /// Renders `spec` at a small scale, as a user's spec would be; errors are expected outcomes.
    public static func render(_ spec: ProofSpec) {
        guard let fonts else { return }
        var spec = spec
        spec.scale = min(spec.scale, 1)
        _ = try? ProofRenderer(fonts: fonts, drawsSheet: false).render(spec)
    }
}
