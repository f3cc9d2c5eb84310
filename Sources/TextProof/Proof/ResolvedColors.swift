import TextProofColor

/// Resolves a spec's colour references per appearance and converts each distinct value into the
/// output space once, remembering how it was declared for the report and the lints.
final class ResolvedColors {
    struct Resolved {
        /// The reference as the spec wrote it (`secondaryLabel`, `#FF6B00`, `display-p3(1 0 0)`).
        let declared: String
        /// The value for this appearance, in its declared space.
        let value: ColorValue
        /// `value` in the output space.
        let converted: ConvertedColor
    }

    let spec: ProofSpec
    let catalog: SystemColorCatalog
    let converter: ColorConverter
    private var cache: [ColorValue: ConvertedColor] = [:]
    /// NSAttributedString's default foreground: opaque black in every appearance.
    private(set) var defaultForeground: Resolved

    /// `converter` converts into the output space (made beforehand: `ColorConverter(output:)`).
    init(spec: ProofSpec, catalog: SystemColorCatalog, converter: ColorConverter) throws(ColorManagementError) {
        self.spec = spec
        self.catalog = catalog
        self.converter = converter
        let black = ColorValue(.black)
        defaultForeground = Resolved(
            declared: "default (opaque black)", value: black, converted: try converter.convert(black))
    }

    func convert(_ value: ColorValue) throws(ColorManagementError) -> ConvertedColor {
        if let cached = cache[value] { return cached }
        let converted = try converter.convert(value)
        cache[value] = converted
        return converted
    }

    func resolve(_ reference: ColorReference, field: String, for appearance: Appearance) throws(ProofError) -> Resolved
    {
        guard let value = reference.resolved(for: appearance, in: catalog) else {
            throw .spec(
                SpecError(
                    file: spec.source, field: field,
                    message: "'\(reference)' has no value in the \(catalog.name) colours for \(appearance.name)"))
        }
        do { return Resolved(declared: reference.description, value: value, converted: try convert(value)) } catch {
            throw .colorManagement(error)
        }
    }
}
