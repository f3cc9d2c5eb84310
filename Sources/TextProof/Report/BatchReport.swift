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
        case let .duplicate(name, first, second): "\(second): proofs: spec '\(name)' is also in \(first); shards must not overlap"
        case let .unsupported(path, version): "\(path): formatVersion: \(version) is not supported (expected 1)"
        case let .unreadable(path, message): "\(path): \(message)"
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
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        index = i
        count = n
    }

    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}
