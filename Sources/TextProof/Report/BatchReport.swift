#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `batch.json`: the reports of many specs rendered together, or of one shard of them. Shards of
/// the same set merge into the report the whole set gives (`textproof merge`).
public struct BatchReport: Codable, Hashable, Sendable {
    /// Version of this format.
    public var formatVersion: Int = 1
    /// "i/n" for one shard, nil for a whole set.
    public var shard: String?
    /// One report per spec, ordered by name.
    public var proofs: [ProofReport]
    /// Inputs that gave nothing to proof (an asset catalog with no usable colour set), by path.
    public var skipped: [AssetCatalog.Problem]?

    /// A batch of `proofs` (from `shard`, if one), with catalogs `skipped`.
    public init(shard: String? = nil, proofs: [ProofReport], skipped: [AssetCatalog.Problem]? = nil) {
        self.shard = shard
        self.proofs = proofs.sorted { $0.name < $1.name }
        self.skipped = skipped?.isEmpty == true ? nil : skipped
    }

    /// Joins shards (or any batches of different specs) into one; a spec in two of them is an error.
    public static func merge(_ batches: [(path: String, report: BatchReport)]) throws(BatchError) -> BatchReport {
        var seen: [String: String] = [:]
        var proofs: [ProofReport] = []
        var skipped: [AssetCatalog.Problem] = []
        for (path, batch) in batches {
            skipped += batch.skipped ?? []
            guard batch.formatVersion == 1 else { throw .unsupported(path: path, version: batch.formatVersion) }
            for proof in batch.proofs {
                if let other = seen[proof.name] { throw .duplicate(name: proof.name, first: other, second: path) }
                seen[proof.name] = path
                proofs.append(proof)
            }
        }
        return BatchReport(proofs: proofs, skipped: Array(Set(skipped)).sorted { $0.path < $1.path })
    }

    /// batch.json's bytes: keys sorted, pretty-printed.
    public func encoded() throws -> Data {
        var data = try ReportJSON.encoded(self)
        data.append(0x0A)
        return data
    }
}

/// Why batches could not be read or merged.
public enum BatchError: Error, CustomStringConvertible, Equatable {
    /// Two batches hold a proof of the same name.
    case duplicate(name: String, first: String, second: String)
    /// A batch.json of a format version this release does not read.
    case unsupported(path: String, version: Int)
    /// A file that is missing or is not a batch.json.
    case unreadable(path: String, message: String)

    /// The message, naming the file.
    public var description: String {
        switch self {
        case .duplicate(let name, let first, let second):
            "\(second): proofs: spec '\(name)' is also in \(first); shards must not overlap"
        case .unsupported(let path, let version): "\(path): formatVersion: \(version) is not supported (expected 1)"
        case .unreadable(let path, let message): "\(path): \(message)"
        }
    }
}

/// A deterministic slice of a set of specs, for splitting work over CI machines: shard i of n
/// takes the specs at sorted positions i − 1, i − 1 + n, i − 1 + 2n, …
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// This shard's index, from 1.
    public let index: Int
    /// How many shards there are.
    public let count: Int

    /// "i/n" with 1 ≤ i ≤ n.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            return nil
        }
        index = i
        count = n
    }

    /// The items this shard takes: every `count`th, starting at `index − 1`.
    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// `INDEX/COUNT`.
    public var description: String { "\(index)/\(count)" }

    /// Shard `index` of `count`.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `--shard auto`: the shard a CI fleet gives this machine, from the first variables set:
    /// GitLab's `CI_NODE_INDEX`/`CI_NODE_TOTAL` (1-based), Buildkite's
    /// `BUILDKITE_PARALLEL_JOB`/`BUILDKITE_PARALLEL_JOB_COUNT` (0-based), CircleCI's
    /// `CIRCLE_NODE_INDEX`/`CIRCLE_NODE_TOTAL` (0-based), or a Kubernetes Indexed Job's
    /// `JOB_COMPLETION_INDEX` (0-based) with `count` (`--shard-count`, the Job's completions).
    public static func fromEnvironment(_ environment: [String: String], count: Int? = nil) throws(ShardError) -> Shard {
        func integer(_ name: String) throws(ShardError) -> Int? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            guard let value = Int(text.trimmingWhitespace()) else {
                throw .malformed(variable: name, value: text)
            }
            return value
        }
        let pairs: [(index: String, total: String, base: Int)] = [
            ("CI_NODE_INDEX", "CI_NODE_TOTAL", 1), ("BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", 0),
            ("CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", 0),
        ]
        for pair in pairs {
            guard let index = try integer(pair.index) else { continue }
            guard let total = try integer(pair.total) else { throw .missing(variable: pair.total, with: pair.index) }
            return try make(
                index: index + 1 - pair.base, total: total, from: "\(pair.index)=\(index), \(pair.total)=\(total)")
        }
        if let index = try integer("JOB_COMPLETION_INDEX") {
            guard let count else { throw .missing(variable: "--shard-count", with: "JOB_COMPLETION_INDEX") }
            return try make(
                index: index + 1, total: count, from: "JOB_COMPLETION_INDEX=\(index), --shard-count \(count)")
        }
        throw .none
    }

    private static func make(index: Int, total: Int, from source: String) throws(ShardError) -> Shard {
        guard total >= 1, (1...total).contains(index) else { throw .outOfRange(source) }
        return Shard(index: index, count: total)
    }
}

/// Why `--shard auto` found no shard in the CI's variables.
public enum ShardError: Error, CustomStringConvertible, Equatable {
    /// No CI variables that name a shard were found.
    case none
    /// One variable of a pair was found without the other.
    case missing(variable: String, with: String)
    /// A variable that is not a number.
    case malformed(variable: String, value: String)
    /// An index outside 1…count.
    case outOfRange(String)

    /// The message, naming the variables looked for.
    public var description: String {
        switch self {
        case .none:
            "--shard auto: no CI shard variables are set (CI_NODE_INDEX/CI_NODE_TOTAL, BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT, "
                + "CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL, or JOB_COMPLETION_INDEX with --shard-count); give --shard i/n instead"
        case .missing(let variable, let with): "--shard auto: \(with) is set but \(variable) is not"
        case .malformed(let variable, let value): "--shard auto: \(variable)=\(value) is not a whole number"
        case .outOfRange(let source): "--shard auto: \(source) is not a shard of the total"
        }
    }
}
