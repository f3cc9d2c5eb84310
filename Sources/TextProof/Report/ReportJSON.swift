#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// report.json's encoding: keys sorted and pretty-printed, so equal reports are equal bytes. One key
/// comes first instead: a scan's `coverage`, so that what was measured at all is read before the
/// cells' verdicts.
public enum ReportJSON {
    /// The report as report.json's bytes.
    public static func encode(_ report: ProofReport) throws -> Data {
        try encode(report, cellsOneByOne: report.cells.count > 256)
    }

    /// `cellsOneByOne`: the cells are encoded one at a time and spliced into the rest, the same bytes
    /// as encoding the report whole, without JSONEncoder's tree of every value of every cell at once
    /// (for thousands of cells, tens of megabytes more than report.json itself).
    static func encode(_ report: ProofReport, cellsOneByOne: Bool) throws -> Data {
        var data = Data()
        try write(report, cellsOneByOne: cellsOneByOne) { data.append(contentsOf: $0) }
        return data
    }

    /// report.json's bytes handed to `emit` in order, in pieces. `cellsOneByOne`: the cells are
    /// encoded one at a time and spliced into the rest, the same bytes as encoding the report whole,
    /// without JSONEncoder's tree of every value of every cell at once (for thousands of cells, tens
    /// of megabytes more than report.json itself) nor the file whole.
    static func write(_ report: ProofReport, cellsOneByOne: Bool, _ emit: (Data) -> Void) throws {
        guard let coverage = report.coverage else { return try writeSorted(report, cellsOneByOne: cellsOneByOne, emit) }
        var rest = report
        rest.coverage = nil
        // `"coverage" : {…},` put after the opening brace the rest's first piece starts with.
        var lead = Data("{\n  \"coverage\" : ".utf8)
        for (number, line) in try encoded(coverage).split(separator: 0x0A, omittingEmptySubsequences: false)
            .enumerated()
        {
            if number > 0 { lead.append(contentsOf: [0x0A, 0x20, 0x20]) }
            lead.append(contentsOf: line)
        }
        lead.append(UInt8(ascii: ","))
        var first = true
        try writeSorted(rest, cellsOneByOne: cellsOneByOne) { piece in
            guard first else { return emit(piece) }
            first = false
            emit(lead + piece.dropFirst())
        }
    }

    /// report.json's bytes, every key in sorted order.
    private static func writeSorted(_ report: ProofReport, cellsOneByOne: Bool, _ emit: (Data) -> Void) throws {
        let spliced = cellsOneByOne ? try splicingCells(of: report, emit) : false
        if !spliced { emit(try encoded(report)) }
        emit(Data([0x0A]))
    }

    /// `value` as JSONEncoder writes it pretty-printed with sorted keys and slashes as they are:
    /// by PrettyJSONEncoder (the same bytes, a fraction of the time), or by JSONEncoder itself for
    /// the values it writes its own way.
    static func encoded<T: Encodable>(_ value: T) throws -> Data {
        do { return Data(try PrettyJSONEncoder().encode(value)) } catch is PrettyJSONEncoder.Unsupported {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(value)
        }
    }

    /// The report with an empty `cells`, the cells encoded one by one and indented into its place
    /// (a top-level key's array: two spaces, its elements four); false, nothing emitted, if the
    /// place is not found.
    private static func splicingCells(of report: ProofReport, _ emit: (Data) -> Void) throws -> Bool {
        var shell = report
        shell.cells = []
        let head = try encoded(shell)
        // A top-level key starts a line indented by two spaces; a string value holds no raw newline.
        let key = Data("\n  \"cells\" : [".utf8)
        guard let open = head.firstRange(of: key),
            let close = head[open.upperBound...].firstIndex(of: UInt8(ascii: "]"))
        else { return false }
        emit(Data(head[..<open.upperBound]) + [0x0A])
        for (index, cell) in report.cells.enumerated() {
            var piece = Data()
            if index > 0 { piece.append(contentsOf: [UInt8(ascii: ","), 0x0A]) }
            let cellBytes = try encoded(cell)
            for (number, line) in cellBytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
                if number > 0 { piece.append(0x0A) }
                piece.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
                piece.append(contentsOf: line)
            }
            emit(piece)
        }
        emit(Data([0x0A, 0x20, 0x20]) + head[close...])
        return true
    }

    /// A report read back from report.json's bytes.
    public static func decode(_ data: Data) throws -> ProofReport {
        try JSONDecoder().decode(ProofReport.self, from: data)
    }
}
