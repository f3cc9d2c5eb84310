import TextProofRaster

/// A failure an audit accepts, with its reason (`audit: allow:` in textproof.yaml): text in images
/// whose path matches `image`, picked by what it reads (`text`) or where it lies (`region`).
/// Logos, watermarks and other decorative text (WCAG 1.4.3's exceptions) are waived this way.
public struct AuditWaiver: Sendable, Equatable {
    /// A glob over the image's path (`*` matches any characters), matched against the whole path or
    /// its last components (`Settings/*.png`); nil: every image.
    public var image: String?
    /// Text the line reads: the whole line, case and spacing aside, or a glob over it.
    public var text: String?
    /// A region in the image's pixels: lines whose box centre lies inside it.
    public var region: PixelRect?
    public var reason: String
    /// Where it was written (`audit.allow[2]`), for messages.
    public var field: String

    public init(image: String? = nil, text: String? = nil, region: PixelRect? = nil, reason: String, field: String = "")
    {
        self.image = image
        self.text = text
        self.region = region
        self.reason = reason
        self.field = field
    }
}

extension AuditWaiver {
    /// `audit: {allow: [{image?, text?, region?: [x, y, width, height], reason}]}`. A waiver must say
    /// which text (by `text` or `region`) and why; `image` alone would waive whole screenshots.
    static func read(_ node: YAMLNode, parser: SpecParser) throws(SpecError) -> [AuditWaiver] {
        let audit = try parser.mapping(node, field: "audit", allowed: ["allow"])
        guard let allow = audit["allow"] else { return [] }
        guard case .sequence(let items) = allow else {
            throw parser.error("audit.allow", at: allow, "must be a list of {image, text or region, reason}")
        }
        var waivers: [AuditWaiver] = []
        for (index, item) in items.enumerated() {
            let field = "audit.allow[\(index)]"
            let entry = try parser.mapping(item, field: field, allowed: ["image", "text", "region", "reason"])
            guard let reasonNode = entry["reason"] else {
                throw parser.error(
                    field + ".reason", at: item, "missing: a waiver needs a reason, shown in every report")
            }
            let reason = try parser.string(reasonNode, field: field + ".reason").trimmingWhitespace()
            guard !reason.isEmpty else { throw parser.error(field + ".reason", at: reasonNode, "must not be empty") }
            var waiver = AuditWaiver(reason: reason, field: field)
            if let node = entry["image"] { waiver.image = try parser.string(node, field: field + ".image") }
            if let node = entry["text"] { waiver.text = try parser.string(node, field: field + ".text") }
            if let node = entry["region"] { waiver.region = try region(node, field: field + ".region", parser: parser) }
            guard waiver.text != nil || waiver.region != nil else {
                throw parser.error(
                    field, at: item,
                    "name the text (text: what it reads) or where it lies (region: [x, y, width, height])")
            }
            waivers.append(waiver)
        }
        return waivers
    }

    private static func region(_ node: YAMLNode, field: String, parser: SpecParser) throws(SpecError) -> PixelRect {
        let message = "must be [x, y, width, height] in the image's pixels"
        guard case .sequence(let items) = node, items.count == 4 else { throw parser.error(field, at: node, message) }
        var values: [Int] = []
        for (index, item) in items.enumerated() {
            let value = try parser.number(item, field: "\(field)[\(index)]")
            guard value >= 0, value == value.rounded(), value < 1_000_000 else {
                throw parser.error("\(field)[\(index)]", at: item, "must be a whole number of pixels, 0 or more")
            }
            values.append(Int(value))
        }
        guard values[2] > 0, values[3] > 0 else {
            throw parser.error(field, at: node, "width and height must be over 0")
        }
        return PixelRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
