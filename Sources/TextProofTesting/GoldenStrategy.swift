import Foundation
import TextProof
import TextProofColor
import TextProofRaster

/// How a value is checked against goldens — swift-snapshot-testing's `Snapshotting`, for proofs: a
/// strategy turns the value into images and checks each with a `GoldenCheck`, under a name
/// (the test's, or `named:`). Strategies compose with `pullback`: `.surface` is `.image` after
/// un-premultiplying, `.spec` is `.proof` after rendering.
public struct GoldenStrategy<Value> {
    /// Checks `value` under the golden name `name`.
    public let check: (_ value: Value, _ name: String, _ check: GoldenCheck) throws -> [GoldenOutcome]

    /// A strategy that checks a value with `check`.
    public init(check: @escaping (_ value: Value, _ name: String, _ check: GoldenCheck) throws -> [GoldenOutcome]) {
        self.check = check
    }

    /// The strategy for `NewValue`: turn it into a `Value` (knowing the golden's name), then check
    /// that as this strategy does.
    public func pullback<NewValue>(_ transform: @escaping (_ value: NewValue, _ name: String) throws -> Value)
        -> GoldenStrategy<NewValue>
    {
        GoldenStrategy<NewValue> { value, name, check in try self.check(transform(value, name), name, check) }
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
    /// in `fonts` (default: the package's `fonts/`), then checks it as `.proof`.
    public static func proof(fonts: String? = nil, colorSpace: OutputColorSpace? = nil) -> Self {
        GoldenStrategy<Proof>.proof.pullback { (spec: ProofSpec, name: String) throws -> Proof in
            var spec = spec
            spec.name = name
            let provider = try FontProvider(fontsDirectory: fonts ?? FontProvider.defaultDirectory())
            return try ProofRenderer(fonts: provider, colorSpace: colorSpace).render(spec)
        }
    }

    /// `proof()` with the default fonts and the spec's own colour space.
    public static var proof: Self { proof() }
}
