import TextProof
import TextProofColor

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `textproof audit` found in a set of screenshots: report.json, and the source of
/// summary.md, index.html, JUnit and SARIF.
public struct AuditReport: Codable, Sendable, Equatable {
    /// report.json's format, raised when a field changes meaning.
    public var formatVersion = 1
    /// What every line was judged by: `aa`, `aaa`, `apple` or `apca`.
    public var requirement: String
    /// The shard this report covers (`i/n`), when the images were split.
    public var shard: String?
    /// The screenshots, in path order.
    public var screenshots: [AuditedScreenshot]
    /// Images that could not be read, with why.
    public var unreadable: [Unreadable]

    /// An image that could not be audited.
    public struct Unreadable: Error, Codable, Sendable, Equatable {
        public var image: String
        public var message: String
    }

    public init(
        requirement: Requirement, shard: String? = nil, screenshots: [AuditedScreenshot], unreadable: [Unreadable] = []
    ) {
        self.requirement = requirement.name
        self.shard = shard
        self.screenshots = screenshots.sorted { $0.image < $1.image }
        self.unreadable = unreadable.sorted { $0.image < $1.image }
    }

    /// Lines judged in all, failing, and waived.
    public var counts: (lines: Int, text: Int, failing: Int, waived: Int) {
        let lines = screenshots.flatMap(\.lines)
        return (
            lines.count, lines.filter { $0.kind == .text }.count, screenshots.reduce(0) { $0 + $1.failures.count },
            screenshots.reduce(0) { $0 + $1.waived.count }
        )
    }

    /// report.json's bytes: sorted keys, two-space indents, a final newline.
    public func encoded() throws -> Data {
        var bytes = try PrettyJSONEncoder().encode(self)
        bytes.append(0x0A)
        return Data(bytes)
    }

    /// One line for the terminal: what was audited and what failed.
    public var headline: String {
        let counts = counts
        let images = screenshots.count == 1 ? "1 screenshot" : "\(screenshots.count) screenshots"
        var line = "\(images), \(counts.text) text lines: \(counts.failing) below \(requirementTitle)"
        if counts.waived > 0 { line += ", \(counts.waived) waived" }
        if !unreadable.isEmpty { line += ", \(unreadable.count) unreadable" }
        return line
    }

    var requirementTitle: String { Requirement(name: requirement)?.shortTitle ?? requirement }
}
