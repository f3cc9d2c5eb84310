import Foundation
import TextProof
import TextProofColor
import TextProofRaster

/// What a strategy's goldens are: images compared as pixelmatch does (with the ΔE limit), or text
/// compared byte for byte — swift-snapshot-testing's `Format` beside its `Diffing`.
public enum GoldenFormat: Sendable, Equatable {
    /// PNG images, `NAME.png` or a proof's `NAME-APPEARANCE.png`.
    case image
    /// Text in `NAME.<pathExtension>`.
    case text(pathExtension: String)
}

/// How a value is checked against goldens — swift-snapshot-testing's `Snapshotting`, for proofs: a
/// strategy turns the value into images (or text) and checks each with a `GoldenCheck`, under a
/// name (the test's, or `named:`). Strategies compose with `pullback`: `.surface` is `.image` after
/// un-premultiplying, `.proof` of a spec is `.proof` after rendering, `.report` of a spec is
/// `.reportJSON` after rendering.
public struct GoldenStrategy<Value> {
    /// What its goldens are.
    public typealias Format = GoldenFormat

    /// The kind of file its goldens are.
    public let format: Format
    /// Checks `value` under the golden name `name`.
    public let check: (_ value: Value, _ name: String, _ check: GoldenCheck) throws -> [GoldenOutcome]

    /// A strategy of `format` that checks a value with `check`.
    public init(
        format: Format = .image,
        check: @escaping (_ value: Value, _ name: String, _ check: GoldenCheck) throws -> [GoldenOutcome]
    ) {
        self.format = format
        self.check = check
    }

    /// The strategy for `NewValue`: turn it into a `Value` (knowing the golden's name), then check
    /// that as this strategy does.
    public func pullback<NewValue>(_ transform: @escaping (_ value: NewValue, _ name: String) throws -> Value)
        -> GoldenStrategy<NewValue>
    {
        GoldenStrategy<NewValue>(format: format) { value, name, check in
            try self.check(transform(value, name), name, check)
        }
    }

    /// `pullback` for a transform that does not need the name.
    public func pullback<NewValue>(_ transform: @escaping (_ value: NewValue) throws -> Value) -> GoldenStrategy<
        NewValue
    > {
        pullback { value, _ in try transform(value) }
    }
}

extension GoldenStrategy where Value == RGBAImage {
    /// A straight-alpha RGBA8 image in `colorSpace` against `goldens/<name>.png`.
    public static func image(colorSpace: OutputColorSpace = .sRGB) -> Self {
        Self { image, name, check in [try check.check(image, named: name + ".png", colorSpace: colorSpace)] }
    }

    /// `image(colorSpace: .sRGB)`.
    public static var image: Self { image() }
}

extension GoldenStrategy where Value == Surface {
    /// A premultiplied surface, un-premultiplied and checked as an image.
    public static func surface(colorSpace: OutputColorSpace = .sRGB) -> Self {
        GoldenStrategy<RGBAImage>.image(colorSpace: colorSpace).pullback { $0.unpremultiplied() }
    }

    /// `surface(colorSpace: .sRGB)`.
    public static var surface: Self { surface() }
}

extension GoldenStrategy where Value == Proof {
    /// Every image of a rendered proof against `goldens/<its file name>` (`NAME-APPEARANCE.png`, …).
    public static var proof: Self {
        Self { proof, _, check in try check.check(proof) }
    }
}

extension GoldenStrategy where Value == ProofSpec {
    /// Renders the spec, named after the golden (the test's name unless `named:`), with the fonts
    /// in `fonts` (default: `$TEXTPROOF_FONTS`, else the fonts TextProof ships with), then checks it as `.proof`.
    public static func proof(fonts: String? = nil, colorSpace: OutputColorSpace? = nil) -> Self {
        GoldenStrategy<Proof>.proof.pullback { (spec: ProofSpec, name: String) throws -> Proof in
            try render(spec, named: name, fonts: fonts, colorSpace: colorSpace)
        }
    }

    /// `proof()` with the default fonts and the spec's own colour space.
    public static var proof: Self { proof() }
}

extension GoldenStrategy where Value == String {
    /// Text against `goldens/<name>.<pathExtension>`, byte for byte; a failure names the first line
    /// that differs.
    public static func text(pathExtension: String = "txt") -> Self {
        Self(format: .text(pathExtension: pathExtension)) { text, name, check in
            [try check.check(text: text, named: name + "." + pathExtension)]
        }
    }

    /// `text(pathExtension: "txt")`.
    public static var text: Self { text() }
}

extension GoldenStrategy where Value == ProofReport {
    /// A report as report.json's bytes (keys sorted, pretty-printed) against `goldens/<name>.json`,
    /// without where the spec's runs are written (path, line, column): a whitespace edit to the
    /// spec, or another checkout, leaves the golden equal.
    public static var reportJSON: Self {
        GoldenStrategy<String>.text(pathExtension: "json").pullback { report in
            String(decoding: try ReportJSON.encode(report.withoutSourcePositions()), as: UTF8.self)
        }
    }
}

extension GoldenStrategy where Value == Proof {
    /// A rendered proof's report.json against `goldens/<name>.json`.
    public static var report: Self {
        GoldenStrategy<ProofReport>.reportJSON.pullback { $0.report }
    }
}

extension GoldenStrategy where Value == ProofSpec {
    /// Renders the spec (under its own name, fonts from `fonts`), then checks its report.json.
    /// The proof keeps the spec's own name: the report (its `name`, `images`, `sheet`) must not
    /// change when the golden is renamed or another assertion comes before it.
    public static func report(fonts: String? = nil, colorSpace: OutputColorSpace? = nil) -> Self {
        GoldenStrategy<Proof>.report.pullback { (spec: ProofSpec, _: String) throws -> Proof in
            try render(spec, named: spec.name, fonts: fonts, colorSpace: colorSpace)
        }
    }

    /// `report()` with the default fonts and the spec's own colour space.
    public static var report: Self { report() }

    static func render(_ spec: ProofSpec, named name: String, fonts: String?, colorSpace: OutputColorSpace?) throws
        -> Proof
    {
        var spec = spec
        spec.name = name
        let provider = try FontProvider(fontsDirectory: fonts ?? FontProvider.testDirectory())
        return try ProofRenderer(fonts: provider, colorSpace: colorSpace).render(spec)
    }
}
