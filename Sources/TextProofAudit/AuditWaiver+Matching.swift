import TextProof
import TextProofRaster

extension AuditWaiver {
    /// Whether it accepts `line`'s failure in the image at `path`.
    public func accepts(_ line: AuditedLine, in path: String) -> Bool {
        if let image, !Self.imageMatches(image, path) { return false }
        if let text {
            guard let read = line.text else { return false }
            let wanted = Self.normalized(text), found = Self.normalized(read)
            guard wanted == found || (Glob(wanted).isPattern && Glob(wanted).matches(found)) else { return false }
        }
        if let region {
            let x = line.box.x + line.box.width / 2, y = line.box.y + line.box.height / 2
            guard x >= region.x, x < region.maxX, y >= region.y, y < region.maxY else { return false }
        }
        return true
    }

    /// A path matches when the glob matches it whole or matches its last components (`Settings/*.png`
    /// matches `Tests/__Snapshots__/Settings/a.png`).
    static func imageMatches(_ pattern: String, _ path: String) -> Bool {
        if Glob(pattern).matches(path) { return true }
        let depth = pattern.split(separator: "/").count
        return Glob(pattern).matches(path.split(separator: "/").suffix(depth).joined(separator: "/"))
    }

    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
