import Foundation

/// `batch.json`: the reports of many specs rendered together, or of one shard of them. Shards of
/// the same set merge into the report the whole set gives (`textproof merge`).
public struct BatchReport: Codable, Hashable, Sendable {
    public var formatVersion: Int = 1
    /// "i/n" for one shard, nil for a whole set.
    public var shard: String?
    /// One report per spec, ordered by name.
    public var proofs: [ProofReport]
    /// Inputs that gave nothing to proof (an asset catalog with no usable colour set), by path.
    public var skipped: [AssetCatalog.Problem]?

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

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}

public enum BatchError: Error, CustomStringConvertible, Equatable {
    case duplicate(name: String, first: String, second: String)
    case unsupported(path: String, version: Int)
    case unreadable(path: String, message: String)

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
    public let index: Int
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

    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }

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
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
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

public enum ShardError: Error, CustomStringConvertible, Equatable {
    case none
    case missing(variable: String, with: String)
    case malformed(variable: String, value: String)
    case outOfRange(String)

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
