import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One check a proof made — a cell judged against the required level, a lint, a golden
/// comparison — flattened for the formats CI tools read (SARIF, JUnit, GitHub annotations).
public struct CheckResult: Sendable, Equatable {
    /// How serious a result is, as SARIF and annotations say it.
    public enum Level: String, Sendable {
        /// A failed requirement: a judged cell, a golden.
        case error
        /// A lint; a scan's cell on an assumed background below the requirement.
        case warning
        /// Information: a cell nothing requires, a passing check.
        case note
    }

    /// `contrast/wcag2-aa`, `contrast/apple`, `lint/no-dark-variant`, `golden`.
    public var ruleId: String
    /// How serious it is.
    public var level: Level
    /// Whether the check passed.
    public var passed: Bool
    /// What was found, with the measured figures.
    public var message: String
    /// Short: "secondaryLabel in light".
    public var title: String
    /// The proof it belongs to (a JUnit suite).
    public var proof: String
    /// Where to jump to: the spec, colour set or token file (nil: nowhere known).
    public var file: String?
    /// The line it points at, when known.
    public var line: Int?
    /// The column it points at, when known.
    public var column: Int?
    /// The reason a waiver gives (the result is suppressed, not hidden).
    public var waiver: String?

    /// A result of `ruleId` at `file`:`line`:`column`.
    public init(
        ruleId: String, level: Level, passed: Bool, message: String, title: String, proof: String, file: String?,
        line: Int?,
        column: Int?, waiver: String?
    ) {
        self.ruleId = ruleId
        self.level = level
        self.passed = passed
        self.message = message
        self.title = title
        self.proof = proof
        self.file = file
        self.line = line
        self.column = column
        self.waiver = waiver
    }
}

extension CheckResult {
    /// Every cell (normal vision) against `requirement`, every lint and every golden of `reports`.
    /// A judged cell that fails is an error; one on an assumed background a warning (unless the
    /// report judges those); one not judged (a decoration, the matrix) a note.
    public static func collect(_ reports: [ProofReport], requirement: Requirement = Requirement()) -> [CheckResult] {
        var results: [CheckResult] = []
        for report in reports {
            for cell in report.cells where cell.vision == nil {
                let passed = requirement.passes(cell)
                let subject = cell.subject == nil ? "\"\(cell.text)\"" : cell.pairLabel
                let palette = cell.palette.map { ", \($0)" } ?? ""
                let title = "\(subject) in \(cell.appearance)\(palette)"
                var message = "\(title): "
                if let measured = cell.measured {
                    message +=
                        "\(cell.declared ?? cell.color) (\(cell.color)) measures \(measured.text) on \(measured.background), "
                        + String(fixed: measured.wcag, digits: 2) + ":1, APCA Lc "
                        + String(fixed: measured.apcaLc, digits: 1)
                        + (passed ? "; meets " : "; below ") + requirement.title
                } else {
                    message += "nothing was drawn to measure"
                }
                if let suggestion = cell.suggestion, !passed {
                    message += "; try \(suggestion.color) (\(String(fixed: suggestion.wcag, digits: 2)):1)"
                }
                // Text on a background the code never sets: a failure there may not be the app's.
                let assumed = report.isWarningOnly(cell)
                if assumed { message += " (on an assumed background: the code sets none)" }
                results.append(
                    CheckResult(
                        ruleId: requirement.ruleId, level: cell.judged == false ? .note : assumed ? .warning : .error,
                        passed: passed,
                        message: message, title: title, proof: report.name, file: cell.source, line: cell.sourceLine,
                        column: cell.sourceColumn, waiver: cell.waived))
            }
            for finding in report.findings ?? [] {
                let subject = finding.subjectLabel
                results.append(
                    CheckResult(
                        ruleId: "lint/\(finding.id)", level: finding.severity == .warning ? .warning : .note,
                        passed: false,
                        message: "\(subject): \(finding.message)", title: "\(finding.id): \(subject)",
                        proof: report.name,
                        file: finding.source, line: finding.sourceLine, column: finding.sourceColumn, waiver: nil))
            }
            for golden in report.goldens ?? [] {
                results.append(
                    CheckResult(
                        ruleId: "golden", level: golden.status == .failed ? .error : .note,
                        passed: golden.status == .matched,
                        message: golden.message, title: golden.image, proof: report.name, file: golden.golden,
                        line: nil, column: nil,
                        waiver: nil))
            }
        }
        return results
    }

    /// Results CI should flag: failed, not waived, and judged (errors and warnings; a note is a
    /// failure nothing requires, such as text on a catalog background no pair names).
    public var isProblem: Bool { !passed && waiver == nil && level != .note }

    /// A problem that fails a JUnit test: an error (a warning, such as a scan's cell on an assumed
    /// background, is shown but fails nothing).
    public var isFailure: Bool { isProblem && level == .error }
}
