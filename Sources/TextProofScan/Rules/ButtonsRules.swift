extension ScanRule {
    /// Buttons rules.
    static let buttons: [ScanRule] = []
}
