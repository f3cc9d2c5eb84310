import Dispatch
import TextProofColor
import TextProofPlatform
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What happens to a proof's cells after measuring: annotations from generated runs, waivers, and
/// a passing colour for each failing cell.
extension ProofReport {
    /// Marks every cell a waiver matches with its reason.
    public mutating func applyWaivers(_ waivers: [Waiver]) {
        guard !waivers.isEmpty else { return }
        for index in cells.indices {
            if let waiver = waivers.first(where: { $0.matches(cells[index]) }) { cells[index].waived = waiver.reason }
        }
    }

    /// Gives each cell below `required` the nearest colour that reaches it (`PassingColor`), and
    /// clears the suggestion of every other cell. Decorations and simulated vision get none. Under
    /// APCA the goal is the font lookup's Lc for the cell's size and weight; otherwise the WCAG level.
    public mutating func applySuggestions(required: Requirement, space: OutputColorSpace) {
        // Each distinct search once (the same colour fails on the same background in several
        // appearances), the searches on all cores: each is thousands of colour conversions.
        var searches: [String: PassingColor] = [:], keys: [Int: String] = [:]
        for index in cells.indices {
            let cell = cells[index]
            cells[index].suggestion = nil
            guard cell.vision == nil, cell.role != .decoration,
                cell.role != .palette, let measured = cell.measured,
                let level = cell.level.contrastLevel,
                let text = ColorU8(hex: cell.color), let background = ColorU8(hex: measured.background)
            else { continue }
            var minimumLc: Double?
            if required.standard == .apca {
                guard let verdict = cell.verdict(.apca), !verdict.passes, let lc = verdict.requiredLc else { continue }
                minimumLc = lc
            } else if level >= required.level {
                continue
            }
            let target: PassingColor.Target = cell.role == .background ? .background : .text
            let key = "\(target)\(text.hexRGBA)\(background.hexRGBA)\(cell.largeText)\(minimumLc ?? 0)"
            keys[index] = key
            if searches[key] == nil {
                searches[key] = PassingColor(
                    changing: target, text: text, background: background, largeText: cell.largeText,
                    level: required.level, space: space, minimumLc: minimumLc)
            }
        }
        let distinct = Array(searches)
        let found = ConcurrentSlots<Suggestion?>(count: distinct.count)
        DispatchQueue.concurrentPerform(iterations: distinct.count) { found.set($0, distinct[$0].value.suggestion()) }
        var suggestions: [String: Suggestion?] = [:]
        for (index, suggestion) in found.all.enumerated() { suggestions[distinct[index].key] = suggestion ?? nil }
        for (index, key) in keys { cells[index].suggestion = suggestions[key] ?? nil }
    }
}

extension ProofReport {
    /// Records each standard's verdict in every measured cell's `levels`.
    public mutating func applyStandards(_ standards: [ContrastStandard]) {
        guard !standards.isEmpty else { return }
        for index in cells.indices {
            var levels: [String: StandardVerdict] = [:]
            for standard in standards { levels[standard.rawValue] = cells[index].verdict(standard) }
            cells[index].levels = levels.isEmpty ? nil : levels
        }
    }
}

extension ProofReport.Cell {
    /// Records what a generated run stands for, and where the run or its colour is written.
    mutating func annotate(_ annotation: CellAnnotation?, run: RunSpec, spec: ProofSpec) {
        source = spec.source.hasPrefix("<") ? nil : spec.source
        sourceLine = run.line
        sourceColumn = run.column
        guard let annotation else { return }
        sourceLine = annotation.line
        sourceColumn = nil
        subject = annotation.subject
        backgroundName = annotation.backgroundName
        role = annotation.role
        judged = annotation.judged ? nil : false
        backgroundAssumed = annotation.backgroundAssumed ? true : nil
        source = annotation.source
        if let place = annotation.placesByAppearance[appearance] {
            source = place.file
            sourceLine = place.line
        }
    }
}
