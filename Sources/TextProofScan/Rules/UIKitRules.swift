extension ScanRule {
    /// UIKit rules.
    static let uiKit: [ScanRule] = []
}
