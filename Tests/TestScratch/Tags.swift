import Testing

extension Tag {
    /// Takes seconds, not milliseconds: large catalogs and specs, concurrency compared with serial work.
    @Tag public static var slow: Self
    /// Runs the textproof binary or another program (hb-shape, Python's jsonschema, GNU time, script).
    @Tag public static var subprocess: Self
}
