import TextProof

/// The audit as the results CI tools read (`CheckResult`, rendered by SARIFLog, JUnitReport and
/// GitHubAnnotations).
extension AuditReport {
    /// SARIF and annotations: one result per failing or waived line, on the image file, the box
    /// in the message (SARIF has no region for pixels).
    public func lineResults() -> [CheckResult] {
        let requirement = Requirement(name: self.requirement) ?? .aa
        var results: [CheckResult] = []
        for shot in screenshots {
            for line in shot.lines where line.kind == .text && !line.passes {
                results.append(
                    CheckResult(
                        ruleId: requirement.ruleId, level: .error, passed: false,
                        message:
                            "\(line.label) at \(line.boxText) px: \(Self.measured(line)), below \(requirement.title)",
                        title: line.label, proof: "audit", file: shot.image, line: nil, column: nil, waiver: line.waiver
                    ))
            }
        }
        return results + unreadableResults
    }

    /// JUnit: a test case per screenshot, failing with every failing line listed.
    public func screenshotResults() -> [CheckResult] {
        let requirement = Requirement(name: self.requirement) ?? .aa
        let results = screenshots.map { shot in
            let failures = shot.failures
            let judged = shot.lines.filter { $0.kind == .text }.count
            let message =
                failures.isEmpty
                ? "\(judged) text lines, none below \(requirement.title)"
                    + (shot.waived.isEmpty ? "" : " (\(shot.waived.count) waived)")
                : "\(failures.count) of \(judged) text lines below \(requirement.title): "
                    + failures.map { "\($0.label) at \($0.boxText) px \(Self.measured($0))" }.joined(separator: "; ")
            return CheckResult(
                ruleId: requirement.ruleId, level: failures.isEmpty ? .note : .error, passed: failures.isEmpty,
                message: message, title: shot.image, proof: "audit", file: shot.image, line: nil, column: nil,
                waiver: nil)
        }
        return results + unreadableResults
    }

    /// An image that could not be read fails wherever the results go.
    private var unreadableResults: [CheckResult] {
        unreadable.map { problem in
            CheckResult(
                ruleId: "audit/unreadable", level: .error, passed: false, message: problem.message,
                title: problem.image, proof: "audit", file: problem.image, line: nil, column: nil, waiver: nil)
        }
    }

    /// `#8A8A8E on #FFFFFF 3.44:1 (Lc -63.1), 12 pt`.
    static func measured(_ line: AuditedLine) -> String {
        "\(line.worstInk) on \(line.worstGround) \(ratio(line.worstRatio)) (Lc \(number(line.worstLc))), \(number(line.points)) pt\(line.bold ? " bold" : "")"
    }
}
