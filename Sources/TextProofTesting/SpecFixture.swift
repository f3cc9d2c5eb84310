import TextProof

extension SpecParser {
    /// Reads the spec at `path`, taken from the folder of the test file that calls it (not from
    /// the working directory, which `swift test`, Xcode and CI each choose differently):
    /// `try SpecParser.load(fixture: "Fixtures/labels.yaml")` beside `LabelTests.swift`.
    public static func load(fixture path: String, filePath: StaticString = #filePath) throws(SpecError) -> ProofSpec {
        let folder = String(describing: filePath).deletingLastPathComponent
        let resolved = path.hasPrefix("/") ? path : folder + "/" + path
        do { return try load(path: resolved) } catch {
            guard error.message.hasPrefix("cannot read") else { throw error }
            throw SpecError(
                file: path, field: "",
                message:
                    "cannot read the spec file (missing or unreadable; looked for \(resolved), beside the test file)")
        }
    }
}
