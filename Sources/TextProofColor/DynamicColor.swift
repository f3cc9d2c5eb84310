/// A colour that resolves differently per `Appearance`, as UIColor's dynamic colours and asset
/// catalog colour sets do.
///
/// Resolution follows Xcode's fallback rules: an appearance with no value of its own takes the
/// value without the elevated level, then without increased contrast, then the light ("any") value.
public struct DynamicColor: Hashable, Sendable {
    public private(set) var values: [Appearance: ColorValue]

    /// The same colour in every appearance.
    public init(_ color: ColorValue) {
        values = [.light: color]
    }

    public init(light: ColorValue, dark: ColorValue) {
        values = [.light: light, .dark: dark]
    }

    /// `values` must hold a light value; the others are optional.
    public init?(values: [Appearance: ColorValue]) {
        guard values[.light] != nil else { return nil }
        self.values = values
    }

    public func resolved(for appearance: Appearance) -> ColorValue {
        // A variant's own values first, then the traits' (system colours have no variants).
        for variant in appearance.variant == nil ? [nil] : [appearance.variant, nil] {
            var candidate = appearance
            candidate.isVibrant = false
            candidate.variant = variant
            if let color = values[candidate] { return color }
            candidate.level = .base
            if let color = values[candidate] { return color }
            candidate.contrast = .normal
            if let color = values[candidate] { return color }
        }
        // Guaranteed present by every initializer.
        return values[.light] ?? ColorValue(.black)
    }
}
