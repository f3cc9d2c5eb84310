import TextProofColor
import TextProofRaster
import TextProofText

/// Everything a proof sheet shows, measured before it is split into pages: columns (appearances,
/// and simulated visions), rows (runs), the picture of each cell cut from the image it was
/// measured in, and the labels set in the sheet's own type.
struct SheetContent: Sendable {
    struct Column: Sendable {
        let title: String
        /// The appearance's background: the top-left pixel of its first image.
        let background: ColorU8
    }

    let report: ProofReport
    let columns: [Column]
    /// Run indices, in order.
    let runs: [Int]
    /// `cellIndices[row][column]`: where the cell is in `report.cells` (the report keeps the cells; a
    /// copy of every cell made the sheet of thousands the proof's largest use of memory).
    let cellIndices: [[Int?]]
    /// Where each cell's picture comes from: the image and the rectangle in it.
    let pictures: [[(source: ProofImage, rect: PixelRect)?]]
    /// Cells whose picture was cut to the maximum size and ends in an ellipsis.
    let truncated: Set<[Int]>
    let headers: SheetLabels
    /// A scan's rows: where the site is written (`file:line`), a small line above its picture in
    /// every column (`captions.labels[row]`); nil for every other proof, whose runs are their own words.
    let captions: SheetLabels?
    /// `badges.labels[row * columns.count + column]`
    let badges: SheetLabels
    /// The badges' second line in small type (the other standards' verdicts, the previous
    /// release's figures), or nil when no badge has one.
    let details: SheetLabels?
    /// The standard the badges' colour and main verdict follow.
    let standard: ContrastStandard
    /// The "…" a cut picture ends in; nil when no picture is cut (setting it alone made a face
    /// and a HarfBuzz font at a size nothing else uses).
    let ellipsis: SheetLabels?
    let metrics: Metrics

    /// Spacing in pixels at the report's scale.
    struct Metrics: Sendable {
        let margin, padding, gap, badgePaddingX, badgePaddingY, crop: Int
        let badgeWidth, badgeHeight, headerHeight: Int
        /// The caption line's height with its gap to the picture (0 without captions).
        let captionHeight: Int
        let columnWidths: [Int]
        let rowHeights: [Int]
    }

    init(proof: Proof, fonts: FontProvider, maximumWidth: Int, maximumHeight: Int) throws(ProofError) {
        let report = proof.report
        self.report = report
        let scale = report.scale
        let columns = Self.columns(of: proof.images)
        self.columns = columns
        let runs = Array(Set(report.cells.map(\.run))).sorted()
        self.runs = runs
        let byPosition = Dictionary(
            report.cells.indices.map { (Position(run: report.cells[$0].run, column: report.cells[$0].column), $0) },
            uniquingKeysWith: { first, _ in first })
        let cellIndices = runs.map { run in columns.map { byPosition[Position(run: run, column: $0.title)] } }
        self.cellIndices = cellIndices
        (pictures, truncated) = Self.pictures(
            of: cellIndices, in: report, images: proof.images, crop: Self.pixels(4, scale), maximumWidth: maximumWidth,
            maximumHeight: maximumHeight)

        headers = try SheetLabels(
            columns.map(\.title), points: SheetLabels.header.points, weight: SheetLabels.header.weight, scale: scale,
            fonts: fonts)
        captions = try Self.captions(of: runs, in: report, fonts: fonts)
        let standards = (report.standards ?? []).compactMap(ContrastStandard.init(rawValue:))
        let standard = standards.first ?? .wcag2
        self.standard = standard
        badges = try SheetLabels(
            cellIndices.flatMap { $0.map { $0.map { Self.badgeText(report.cells[$0], standard: standard) } ?? "" } },
            points: SheetLabels.badge.points, weight: SheetLabels.badge.weight, scale: scale, fonts: fonts)
        details = try Self.details(of: cellIndices, report: report, standards: standards, fonts: fonts)
        ellipsis =
            truncated.isEmpty ? nil : try SheetLabels(["…"], points: 17, weight: .regular, scale: scale, fonts: fonts)
        metrics = Self.metrics(
            scale: scale, pictures: pictures, headers: headers, badges: badges, details: details, captions: captions,
            columnCount: columns.count)
    }

    /// The cell at `row`, `column`, if the proof measured one there.
    func cell(_ row: Int, _ column: Int) -> ProofReport.Cell? { cellIndices[row][column].map { report.cells[$0] } }

    /// A cell's place: its run and its column's title.
    private struct Position: Hashable {
        let run: Int
        let column: String
    }

    /// `points` at `scale`, in whole pixels.
    static func pixels(_ points: Double, _ scale: Double) -> Int { Int((points * scale).rounded()) }

    /// One column per distinct title, in image order (a catalog's pages repeat them), on the colour
    /// of its image's first pixel.
    static func columns(of images: [ProofImage]) -> [Column] {
        var columns: [Column] = [], seen = Set<String>()
        for image in images where seen.insert(image.title).inserted {
            // The top-left pixel: of a written image, its first band read back, not the whole image.
            let pixels = image.rows(0..<1).image
            columns.append(
                Column(title: image.title, background: pixels.width > 0 && pixels.height > 0 ? pixels[0, 0] : .white))
        }
        return columns
    }

    /// Each cell's picture: its run's line box with `crop` pixels around it, cut from its image, at
    /// most `maximumWidth` × `maximumHeight` (the positions cut shorter are `truncated`).
    static func pictures(
        of cellIndices: [[Int?]], in report: ProofReport, images: [ProofImage], crop: Int, maximumWidth: Int,
        maximumHeight: Int
    ) -> (pictures: [[(source: ProofImage, rect: PixelRect)?]], truncated: Set<[Int]>) {
        let imagesByName = Dictionary(images.map { ($0.fileName, $0) }, uniquingKeysWith: { first, _ in first })
        var truncated = Set<[Int]>()
        let pictures = cellIndices.enumerated().map { row, rowCells in
            rowCells.enumerated().map { column, index -> (source: ProofImage, rect: PixelRect)? in
                guard let index else { return nil }
                let cell = report.cells[index]
                guard let image = imagesByName[cell.image] else { return nil }
                let x0 = max(0, cell.bounds.x - crop), y0 = max(0, cell.bounds.y - crop)
                let x1 = min(image.width, cell.bounds.maxX + crop), y1 = min(image.height, cell.bounds.maxY + crop)
                guard x1 > x0, y1 > y0 else { return nil }
                var rect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                if rect.width > maximumWidth || rect.height > maximumHeight {
                    rect.width = min(rect.width, maximumWidth)
                    rect.height = min(rect.height, maximumHeight)
                    truncated.insert([row, column])
                }
                return (image, rect)
            }
        }
        return (pictures, truncated)
    }

    /// The small lines under badges (other standards' verdicts, changes between palettes); nil when
    /// no cell has one.
    static func details(
        of cellIndices: [[Int?]], report: ProofReport, standards: [ContrastStandard], fonts: FontProvider
    ) throws(ProofError) -> SheetLabels? {
        let changes = Dictionary(
            (report.changes ?? []).map { ("\($0.run)/\($0.appearance)/\($0.to.palette)", $0) },
            uniquingKeysWith: { a, _ in a })
        let texts = cellIndices.flatMap { row in
            row.map { index in
                index.map {
                    let cell = report.cells[$0]
                    return detailText(
                        cell, standards: Array(standards.dropFirst()),
                        change: changes["\(cell.run)/\(cell.appearance)/\(cell.palette ?? "")"])
                } ?? ""
            }
        }
        guard texts.contains(where: { !$0.isEmpty }) else { return nil }
        return try SheetLabels(texts, points: 9, weight: .regular, scale: report.scale, fonts: fonts)
    }

    /// Margins, paddings, the badge's size, and each column's width and row's height: the widest
    /// picture (or header) and the tallest picture (or badge) with their padding.
    static func metrics(
        scale: Double, pictures: [[(source: ProofImage, rect: PixelRect)?]], headers: SheetLabels, badges: SheetLabels,
        details: SheetLabels?, captions: SheetLabels? = nil, columnCount: Int
    ) -> Metrics {
        func px(_ points: Double) -> Int { pixels(points, scale) }
        let padding = px(8), gap = px(12), badgePadding = (x: px(6), y: px(3))
        let detailWidth = details?.labels.map(\.width).max() ?? 0,
            detailHeight = details?.labels.map(\.height).max() ?? 0
        let badgeWidth = max(badges.labels.map(\.width).max() ?? 0, detailWidth) + 2 * badgePadding.x
        let badgeHeight = (badges.labels.map(\.height).max() ?? 0) + detailHeight + 2 * badgePadding.y
        let headerHeight = (headers.labels.map(\.height).max() ?? 0) + 2 * padding
        let captionWidth = captions?.labels.map(\.width).max() ?? 0
        let captionHeight = captions.map { ($0.labels.map(\.height).max() ?? 0) + px(2) } ?? 0
        let columnWidths = (0..<columnCount).map { column in
            max(
                (pictures.compactMap { $0[column]?.rect.width }.max() ?? 0) + gap + badgeWidth + 2 * padding,
                headers.labels[column].width + 2 * padding, captionWidth + 2 * padding)
        }
        let rowHeights = pictures.map { row in
            max(row.compactMap { $0?.rect.height }.max() ?? 0, badgeHeight) + 2 * padding + captionHeight
        }
        return Metrics(
            margin: px(16), padding: padding, gap: gap, badgePaddingX: badgePadding.x, badgePaddingY: badgePadding.y,
            crop: px(4), badgeWidth: badgeWidth, badgeHeight: badgeHeight, headerHeight: headerHeight,
            captionHeight: captionHeight, columnWidths: columnWidths, rowHeights: rowHeights)
    }

    /// The badge text of a cell: "4.52:1 · Lc 61.9 · AA", with "→ #RRGGBB" after a failure that has
    /// a suggestion, and "waived" or the role when the cell is not judged as text.
    static func badgeText(_ cell: ProofReport.Cell, standard: ContrastStandard = .wcag2) -> String {
        guard let measured = cell.measured else { return "not measured" }
        var text =
            String(fixed: measured.wcag, digits: 2) + ":1 · Lc " + String(fixed: measured.apcaLc, digits: 1) + " · "
            + verdictText(cell, standard)
        if cell.waived != nil {
            text += " · waived"
        } else if cell.role == .decoration || cell.role == .palette {
            text += " · \(cell.role!)"
        } else if let suggestion = cell.suggestion {
            let hex = suggestion.color.hasSuffix("FF") ? String(suggestion.color.prefix(7)) : suggestion.color
            text += " → " + (suggestion.target == nil ? "" : "bg ") + hex
        }
        return text
    }

    /// "AA" for WCAG 2, "Apple pass", "APCA fail (Lc 85)".
    static func verdictText(_ cell: ProofReport.Cell, _ standard: ContrastStandard) -> String {
        guard cell.judged != false else { return standard == .wcag2 ? "not judged" : "\(standard.title) not judged" }
        guard standard != .wcag2 else { return cell.level.rawValue }
        guard let verdict = cell.verdict(standard) else { return "\(standard.title) –" }
        let needs =
            verdict.passes
            ? "" : verdict.requiredLc.map { " (Lc \(SheetNumber.format($0)))" } ?? (standard == .apca ? " (no Lc)" : "")
        return "\(standard.title) \(verdict.level)\(needs)"
    }

    /// The small second line: the other standards, and what the previous release measured.
    static func detailText(_ cell: ProofReport.Cell, standards: [ContrastStandard], change: ProofReport.ReleaseChange?)
        -> String
    {
        guard cell.measured != nil else { return "" }
        var parts = standards.map { $0 == .wcag2 ? "WCAG \(cell.verdictLabel)" : verdictText(cell, $0) }
        if let change {
            parts.append(
                "\(change.from.palette): \(String(fixed: change.from.wcag, digits: 2)):1 \(change.from.level.rawValue)")
        }
        return parts.joined(separator: " · ")
    }

    /// Where each of a scan's rows is written, in small type: `Views/Row.swift:188`, with the use of
    /// the view the pair comes from and "background assumed" when the code sets none; nil when the
    /// report lists no sites (every proof but a scan's).
    static func captions(of runs: [Int], in report: ProofReport, fonts: FontProvider) throws(ProofError)
        -> SheetLabels?
    {
        guard let sites = report.sites else { return nil }
        let byRun = Dictionary(
            sites.compactMap { site in site.run.map { ($0, site) } }, uniquingKeysWith: { first, _ in first })
        let texts = runs.map { run in
            byRun[run].map { site in
                [
                    site.location, site.usedAt.map { "used at \($0)" },
                    site.route.flatMap { $0.count > 1 ? "via \($0.dropFirst().joined(separator: ", "))" : nil },
                    site.forcedAppearance.map { "forced \($0)" }, site.choice,
                    site.backgroundAssumed == nil ? nil : "background assumed",
                ].compactMap { $0 }.joined(separator: " · ")
            } ?? ""
        }
        return try SheetLabels(texts, points: 9, weight: .regular, scale: report.scale, fonts: fonts)
    }

    static let passBadge = ColorU8(red: 0x1E, green: 0x6B, blue: 0x34)
    static let failBadge = ColorU8(red: 0xB3, green: 0x26, blue: 0x1E)
    static let neutralBadge = ColorU8(red: 0x48, green: 0x48, blue: 0x4A)
    /// A failure on an assumed background, a warning: white on it is 6.8:1.
    static let warningBadge = ColorU8(red: 0x8A, green: 0x4B, blue: 0x00)

    /// Red fails, green passes; amber for a failure that is only a warning (on an assumed
    /// background); grey for what is not judged as text (nothing measured, waived, decorations).
    static func badgeColor(_ cell: ProofReport.Cell, standard: ContrastStandard = .wcag2, warningOnly: Bool = false)
        -> ColorU8
    {
        if cell.measured == nil || cell.waived != nil || cell.judged == false
            || cell.role == .decoration
        {
            return neutralBadge
        }
        let passes =
            standard == .wcag2 ? cell.level != .fail : cell.verdict(standard)?.passes == true
        return passes ? passBadge : warningOnly ? warningBadge : failBadge
    }
}

enum SheetNumber {
    static func format(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
}
