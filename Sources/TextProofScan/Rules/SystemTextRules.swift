extension ScanRule {
    /// SystemText rules.
    static let systemText: [ScanRule] = []
}
