#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ProofReport {
    /// What a golden comparison of one image found (`render --golden`), for report.json, index.html,
    /// summary.md, SARIF and JUnit.
    public struct GoldenResult: Codable, Hashable, Sendable {
        /// The image's file name.
        public var image: String
        /// The golden's path.
        public var golden: String
        public var status: GoldenOutcome.Status
        /// Pixels pixelmatch counts as different.
        public var differentPixels: Int?
        /// Differing pixels taken for anti-aliasing (not judged).
        public var antialiasedPixels: Int?
        /// Pixels whose bytes changed at all.
        public var changedPixels: Int?
        /// Pixels over the ΔE2000 limit, counted apart from pixelmatch's count.
        public var pixelsOverDeltaE: Int?
        /// The largest CIEDE2000 difference.
        public var maxDeltaE2000: Double?
        /// The largest difference in one channel.
        public var maxChannelDifference: Int?
        /// The actual and diff images' paths, for a failure.
        public var actual: String?
        /// The diff image, when one was written.
        public var diff: String?
        /// One line for people.
        public var message: String

        /// The report's form of a golden outcome.
        public init(_ outcome: GoldenOutcome) {
            image = outcome.name
            golden = outcome.goldenPath
            status = outcome.status
            if let difference = outcome.verdict?.difference {
                differentPixels = difference.differentPixels
                antialiasedPixels = difference.antialiasedPixels
                changedPixels = difference.changedPixels
                pixelsOverDeltaE = difference.pixelsOverDeltaE
                maxDeltaE2000 = (difference.maxDeltaE2000 * 100).rounded() / 100
                maxChannelDifference = difference.maxChannelDifference
            }
            actual = outcome.status == .matched ? nil : outcome.actualPath
            diff = outcome.diffPath
            message = outcome.message
        }
    }
}
