#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// JUnit XML (the Ant/Jenkins schema GitLab, Jenkins, Buildkite and CircleCI read): a test suite
/// per proof, a test case per cell and per golden image, a failure with the measured figures.
/// Lints are not tests; waived cells pass and say why; a warning (a scan's cell on an assumed
/// background) is skipped with its message, neither a pass nor a failure. A scan's suite opens with
/// its coverage as properties and repeats it in its system-out.
public enum JUnitReport {
    /// JUnit XML: a test case per result, failures as failures. `coverage`: a scan's, by proof name.
    public static func render(
        _ results: [CheckResult], coverage: [String: ScanCoverage] = [:],
        root: String = FileManager.default.currentDirectoryPath
    ) -> String {
        let tests = results.filter { !$0.ruleId.hasPrefix("lint/") }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = tests.filter(\.isFailure).count
        xml += "<testsuites name=\"TextProof\" tests=\"\(tests.count)\" failures=\"\(failures)\">\n"
        var order: [String] = []
        for result in tests where !order.contains(result.proof) { order.append(result.proof) }
        // A scan that measured nothing still has its suite: the coverage says why.
        for proof in coverage.keys.sorted() where !order.contains(proof) { order.append(proof) }
        for proof in order {
            let cases = tests.filter { $0.proof == proof }
            xml +=
                "  <testsuite name=\"\(escape(proof))\" tests=\"\(cases.count)\" failures=\"\(cases.filter(\.isFailure).count)\">\n"
            if let scan = coverage[proof] { xml += properties(scan) }
            for result in cases {
                let file = result.file.map { " file=\"\(escape(DisplayPath.relative($0, to: root)))\"" } ?? ""
                let line = result.line.map { " line=\"\($0)\"" } ?? ""
                xml +=
                    "    <testcase classname=\"\(escape(proof)).\(escape(result.ruleId))\" name=\"\(escape(result.title))\"\(file)\(line)"
                if result.isFailure {
                    xml +=
                        ">\n      <failure message=\"\(escape(result.message))\" type=\"\(escape(result.ruleId))\">\(escape(result.message))</failure>\n    </testcase>\n"
                } else if result.isProblem {
                    xml += ">\n      <skipped message=\"warning: \(escape(result.message))\" />\n    </testcase>\n"
                } else if let waiver = result.waiver {
                    xml += ">\n      <system-out>waived: \(escape(waiver))</system-out>\n    </testcase>\n"
                } else if !result.passed {
                    xml += ">\n      <skipped message=\"not judged: \(escape(result.message))\" />\n    </testcase>\n"
                } else {
                    xml += " />\n"
                }
            }
            if let scan = coverage[proof] {
                xml +=
                    "    <system-out>\(escape(([scan.headline] + scan.lines()).joined(separator: "\n")))</system-out>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// A scan's coverage as the suite's properties: `coverage.sites`, `coverage.unresolved`, …
    static func properties(_ coverage: ScanCoverage) -> String {
        let values: [(String, Int)] = [
            ("files", coverage.files), ("sites", coverage.sites),
            ("measuredOnKnownPairs", coverage.measuredOnKnownPairs),
            ("measuredOnAssumedBackground", coverage.measuredOnAssumedBackground),
            ("unresolved", coverage.unresolved), ("system", coverage.system), ("blank", coverage.blank),
            ("hidden", coverage.hidden), ("excluded", coverage.excluded),
        ]
        return "    <properties>\n"
            + values.map { "      <property name=\"coverage.\($0.0)\" value=\"\($0.1)\" />\n" }.joined()
            + "    </properties>\n"
    }

    static func escape(_ text: String) -> String { MarkupEscaping.escaped(text, newlines: true) }
}

/// GitHub Actions workflow commands: `::error file=…,line=…,title=…::message` for each problem, so
/// the run's summary and the pull request's diff show it on its line.
public enum GitHubAnnotations {
    /// GitHub Actions workflow commands (`::error file=…`), paths relative to `root`; a scan's
    /// `coverage` first, as a notice.
    public static func render(
        _ results: [CheckResult], coverage: ScanCoverage? = nil, root: String = FileManager.default.currentDirectoryPath
    ) -> String {
        let notice = coverage.map { ["::notice title=TextProof scan coverage::\(data($0.summary))"] } ?? []
        let problems = results.filter(\.isProblem).map { result in
            let command = result.level == .error ? "error" : result.level == .warning ? "warning" : "notice"
            var properties: [String] = []
            if let file = result.file { properties.append("file=\(property(SARIFLog.relative(file, to: root)))") }
            if let line = result.line { properties.append("line=\(line)") }
            if let column = result.column { properties.append("col=\(column)") }
            properties.append("title=\(property(result.title))")
            return "::\(command) \(properties.joined(separator: ","))::\(data(result.message))"
        }
        return (notice + problems).joined(separator: "\n")
    }

    /// Escaping of the command's message (GitHub's toolkit: %, CR, LF).
    static func data(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D")
            .replacing("\n", with: "%0A")
    }

    /// Escaping of a property value (also `:` and `,`).
    static func property(_ text: String) -> String {
        data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
