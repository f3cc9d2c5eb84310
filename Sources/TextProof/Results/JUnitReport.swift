#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// JUnit XML (the Ant/Jenkins schema GitLab, Jenkins, Buildkite and CircleCI read): a test suite
/// per proof, a test case per cell and per golden image, a failure with the measured figures.
/// Lints are not tests; waived cells pass and say why.
public enum JUnitReport {
    /// JUnit XML: a test case per result, failures as failures.
    public static func render(_ results: [CheckResult], root: String = FileManager.default.currentDirectoryPath)
        -> String
    {
        let tests = results.filter { !$0.ruleId.hasPrefix("lint/") }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = tests.filter(\.isProblem).count
        xml += "<testsuites name=\"TextProof\" tests=\"\(tests.count)\" failures=\"\(failures)\">\n"
        var order: [String] = []
        for result in tests where !order.contains(result.proof) { order.append(result.proof) }
        for proof in order {
            let cases = tests.filter { $0.proof == proof }
            xml +=
                "  <testsuite name=\"\(escape(proof))\" tests=\"\(cases.count)\" failures=\"\(cases.filter(\.isProblem).count)\">\n"
            for result in cases {
                let file = result.file.map { " file=\"\(escape(DisplayPath.relative($0, to: root)))\"" } ?? ""
                let line = result.line.map { " line=\"\($0)\"" } ?? ""
                xml +=
                    "    <testcase classname=\"\(escape(proof)).\(escape(result.ruleId))\" name=\"\(escape(result.title))\"\(file)\(line)"
                if result.isProblem {
                    xml +=
                        ">\n      <failure message=\"\(escape(result.message))\" type=\"\(escape(result.ruleId))\">\(escape(result.message))</failure>\n    </testcase>\n"
                } else if let waiver = result.waiver {
                    xml += ">\n      <system-out>waived: \(escape(waiver))</system-out>\n    </testcase>\n"
                } else if !result.passed {
                    xml += ">\n      <skipped message=\"not judged: \(escape(result.message))\" />\n    </testcase>\n"
                } else {
                    xml += " />\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    static func escape(_ text: String) -> String { MarkupEscaping.escaped(text, newlines: true) }
}

/// GitHub Actions workflow commands: `::error file=…,line=…,title=…::message` for each problem, so
/// the run's summary and the pull request's diff show it on its line.
public enum GitHubAnnotations {
    /// GitHub Actions workflow commands (`::error file=…`), paths relative to `root`.
    public static func render(_ results: [CheckResult], root: String = FileManager.default.currentDirectoryPath)
        -> String
    {
        results.filter(\.isProblem).map { result in
            let command = result.level == .error ? "error" : result.level == .warning ? "warning" : "notice"
            var properties: [String] = []
            if let file = result.file { properties.append("file=\(property(SARIFLog.relative(file, to: root)))") }
            if let line = result.line { properties.append("line=\(line)") }
            if let column = result.column { properties.append("col=\(column)") }
            properties.append("title=\(property(result.title))")
            return "::\(command) \(properties.joined(separator: ","))::\(data(result.message))"
        }.joined(separator: "\n")
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
