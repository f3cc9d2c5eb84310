extension ScanRule {
    /// Targets rules.
    static let targets: [ScanRule] = []
}
