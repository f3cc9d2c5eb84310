extension ScanRule {
    /// Colors rules.
    static let colors: [ScanRule] = []
}
