/// The package's version, printed by `textproof --version` and on every proof sheet's legend.
public enum TextProofVersion {
    /// The package's version, in legends and reports.
    public static let current = "0.1.0"
}
