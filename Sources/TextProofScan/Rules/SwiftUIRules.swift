extension ScanRule {
    /// SwiftUI rules.
    static let swiftUI: [ScanRule] = []
}
