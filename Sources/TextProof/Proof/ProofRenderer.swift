import TextProofColor
import TextProofRaster
import TextProofText

/// Renders a spec: lays the runs out once, then for each appearance resolves the colours,
/// converts them into the output space once (LittleCMS), fills the background, composites each
/// run's coverage, and measures contrast on the result. Lints run over the resolved colours.
public struct ProofRenderer {
    public let fonts: FontProvider
    /// Overrides the spec's output space when set.
    public let colorSpace: OutputColorSpace?
    public let implementation: KernelImplementation
    /// Cells below this level get a suggested passing colour (`--require`, else AA).
    public let required: ContrastLevel
    /// Whether `render` draws the proof sheet (pages merged into one proof draw theirs once, after).
    public let drawsSheet: Bool

    public init(
        fonts: FontProvider, colorSpace: OutputColorSpace? = nil,
        implementation: KernelImplementation = .simd, required: ContrastLevel = .aa, drawsSheet: Bool = true
    ) {
        self.fonts = fonts
        self.colorSpace = colorSpace
        self.implementation = implementation
        self.required = required
        self.drawsSheet = drawsSheet
    }

    /// Renders the spec in its palette, or in each of its `palettes` side by side (see
    /// `PaletteComparison`).
    public func render(_ spec: ProofSpec) throws(ProofError) -> Proof {
        let palettes = spec.comparedPalettes
        guard palettes.count > 1 else {
            var single = spec
            single.palette = palettes[0]
            return try render(single, tag: nil, drawsSheet: drawsSheet)
        }
        var proofs: [Proof] = []
        for palette in palettes {
            var one = spec
            one.palette = palette
            one.palettes = []
            proofs.append(try render(one, tag: palette.rawValue, drawsSheet: false))
        }
        var proof = PaletteComparison.merge(proofs, name: spec.name)
        if drawsSheet { try proof.drawSheets(fonts: fonts) }
        return proof
    }

    /// One palette's proof; `tag` (the palette's name) goes into file names, cells and columns when
    /// several are compared.
    func render(_ spec: ProofSpec, tag: String?, drawsSheet: Bool) throws(ProofError) -> Proof {
        let prefix = spec.name + (tag.map { "-\($0)" } ?? "")
        let layout: CanvasLayout
        do { layout = try CanvasLayout(spec: spec, fonts: fonts) } catch { throw .spec(error) }
        let output = colorSpace ?? spec.colorSpace
        let catalog = spec.catalog
        // A palette override (--palette ios13) can leave appearances its table has no values for.
        if let unsupported = spec.appearances.first(where: { !catalog.supportedAppearances.contains($0) }) {
            throw .spec(
                SpecError(
                    file: spec.source, field: "appearances",
                    message:
                        "the \(catalog.name) colours have no values for \(unsupported.name) (supported: \(catalog.supportedAppearances.map(\.name).joined(separator: ", ")))"
                ))
        }
        let colors: ResolvedColors
        do { colors = try ResolvedColors(spec: spec, catalog: catalog, output: output) } catch {
            throw .colorManagement(error)
        }
        let backgroundReference = spec.background ?? .named(catalog.defaultBackgroundName)
        let highlightPadding = Int((4 * spec.scale).rounded())

        var images: [ProofImage] = []
        var cellsByAppearance: [[ProofReport.Cell]] = []
        var painter = ProofPainter(
            spec: spec, colors: colors, output: output, implementation: implementation, width: layout.width,
            height: layout.height)
        // Display P3 proofs are composited at 16 bits where every stage has a 16-bit kernel: solid
        // backgrounds and source-over text in the encoded space. Gradients, images, materials,
        // blend modes and linear light stay 8-bit (widened when written).
        let sixteenBits =
            output == .displayP3 && spec.backdrop == nil && spec.compositing == .encoded
            && spec.appearances.allSatisfy { !$0.isVibrant }
            && spec.runs.allSatisfy { ($0.blend ?? .sourceOver) == .sourceOver }
        for appearance in spec.appearances {
            let fileName = "\(prefix)-\(appearance.name).png"
            let background = try colors.resolve(backgroundReference, field: "background", for: appearance)
            // A translucent background shows the window behind it.
            let window = try colors.resolve(.named(catalog.windowBackgroundName), field: "background", for: appearance)
            var surface = try painter.background(for: appearance, solid: background, window: window)
            var deep =
                sixteenBits
                ? Surface16(
                    width: layout.width, height: layout.height,
                    filledWith: Self.deep(background).over(Self.deep(window, opaque: true)))
                : nil
            var cells: [ProofReport.Cell] = []
            for run in layout.runs {
                var cellBackground = background
                if let highlight = run.highlight {
                    cellBackground = try colors.resolve(
                        highlight, field: "runs[\(run.index)].background", for: appearance)
                    for box in run.lineBoxes {
                        let rect = PixelRect(
                            x: box.x - highlightPadding, y: box.y, width: box.width + 2 * highlightPadding,
                            height: box.height)
                        if deep != nil {
                            deep!.fill(rect, with: Self.deep(cellBackground))
                        } else {
                            surface.fill(rect, with: PremultipliedColorU8(cellBackground.converted.color))
                        }
                    }
                }
                let text =
                    try run.color.map { reference throws(ProofError) in
                        try colors.resolve(reference, field: "runs[\(run.index)].color", for: appearance)
                    } ?? colors.defaultForeground
                let mode = ProofPainter.blendMode(for: spec.runs[run.index], in: appearance)
                var layers = [(text, run.mask, run.maskOrigin)]
                for decoration in run.colouredDecorations {
                    let color = try colors.resolve(
                        decoration.color, field: "runs[\(run.index)].underline.color", for: appearance)
                    layers.append((color, decoration.mask, decoration.origin))
                }
                for (color, mask, origin) in layers {
                    if deep != nil {
                        painter.compositor.composite(Self.deep(color), through: mask, at: origin, onto: &deep!)
                    } else {
                        painter.composite(color.converted.color, mode: mode, mask: mask, at: origin, onto: &surface)
                    }
                }
                // Measuring reads only the run's mask rectangle: refresh the 8-bit view there.
                if let deep {
                    deep.narrow(
                        PixelRect(
                            x: run.maskOrigin.x, y: run.maskOrigin.y, width: run.mask.width, height: run.mask.height),
                        into: &surface)
                }
                let measurement = ContrastMeasurement(run: run, on: surface, in: output)
                var cell = ProofReport.Cell(
                    run: run, appearance: appearance, image: fileName, text: text, background: cellBackground,
                    measurement: measurement)
                cell.blend = mode == .sourceOver ? nil : mode.rawValue
                cell.annotate(spec.runs[run.index].annotation, run: spec.runs[run.index], spec: spec)
                cell.palette = tag
                cells.append(cell)
            }
            cellsByAppearance.append(cells)
            if let deep { surface = deep.narrowed() }
            images.append(
                ProofImage(
                    appearance: appearance, fileName: fileName, image: surface.unpremultiplied(),
                    samples16: deep?.unpremultipliedSamples(),
                    palette: tag))
            // Each simulated vision: the finished image as that reader sees it, measured again.
            for vision in spec.vision {
                let seen = VisionSimulation.simulate(surface, vision, luminance: output.luminance)
                let visionFile = "\(prefix)-\(appearance.name)-\(vision.rawValue).png"
                cellsByAppearance.append(
                    cells.enumerated().map { index, normal in
                        var cell = normal
                        cell.image = visionFile
                        cell.vision = vision.rawValue
                        let measurement = ContrastMeasurement(run: layout.runs[index], on: seen, in: output)
                        cell.measured = measurement.map(ProofReport.Measured.init)
                        cell.level = CellLevel(measurement, largeText: cell.largeText)
                        return cell
                    })
                images.append(
                    ProofImage(
                        appearance: appearance, fileName: visionFile, image: seen.unpremultiplied(), vision: vision,
                        palette: tag))
            }
        }
        // Report order: run by run, each in every appearance (and simulated vision).
        var cells: [ProofReport.Cell] = []
        for runIndex in layout.runs.indices {
            for appearanceCells in cellsByAppearance { cells.append(appearanceCells[runIndex]) }
        }
        let findings: [ProofReport.Finding]
        do {
            findings = try ProofLinter(spec: spec, catalog: catalog, colors: colors).findings(
                cells: cells.filter { $0.vision == nil }
            )
            .filter { !spec.disabledRules.contains($0.id) }
        } catch {
            throw .colorManagement(error)
        }
        var report = ProofReport(
            name: spec.name, platform: spec.platform.rawValue, palette: catalog.name, colorSpace: output.rawValue,
            font: spec.font.description, scale: spec.scale, images: images.map(\.fileName), cells: cells,
            findings: findings, backdrop: spec.backdrop?.description,
            compositing: spec.compositing == .encoded ? nil : spec.compositing.rawValue)
        report.applyWaivers(spec.waivers)
        report.applySuggestions(required: required, space: output)
        report.applyStandards(spec.standards)
        report.standards = spec.standards == [.wcag2] ? nil : spec.standards.map(\.rawValue)
        var proof = Proof(name: spec.name, colorSpace: output, images: images, report: report)
        if drawsSheet { try proof.drawSheets(fonts: fonts) }
        return proof
    }
}

extension ProofRenderer {
    /// A resolved colour at 16 bits: its unclipped output components clipped to the gamut, not
    /// rounded to 8 bits first.
    static func deep(_ color: ResolvedColors.Resolved, opaque: Bool = false) -> PremultipliedColorU16 {
        let exact = color.converted.exact
        return PremultipliedColorU16(
            red: exact[0], green: exact[1], blue: exact[2], alpha: opaque ? 1 : color.value.alpha)
    }
}

/// A rendered proof: one image per appearance and the report.
public struct Proof: Sendable {
    public let name: String
    public let colorSpace: OutputColorSpace
    public let images: [ProofImage]
    public internal(set) var report: ProofReport
    /// Every appearance side by side with measured contrast: `NAME.png`, then `NAME-2.png` … when
    /// the grid is too big for one image.
    public internal(set) var sheets: [ProofSheet] = []
    /// The sheet's first page.
    public var sheet: ProofSheet? { sheets.first }

    init(name: String, colorSpace: OutputColorSpace, images: [ProofImage], report: ProofReport) {
        self.name = name
        self.colorSpace = colorSpace
        self.images = images
        self.report = report
    }
}

public struct ProofImage: Sendable {
    public let appearance: Appearance
    /// `NAME-APPEARANCE.png`
    public let fileName: String
    /// Straight-alpha RGBA, 8 bits per sample (for 16-bit proofs, `samples16` rounded).
    public let image: RGBAImage
    /// Straight-alpha RGBA16 samples of a proof composited at 16 bits (Display P3), else nil.
    public let samples16: [UInt16]?
    /// The colour-vision deficiency this image simulates, if any (`NAME-APPEARANCE-VISION.png`).
    public let vision: VisionDeficiency?

    /// The palette's name when a proof compares several.
    public let palette: String?

    /// The sheet's column title: "light", "dark · protanopia", "ios18 · light".
    public var title: String {
        (palette.map { "\($0) · " } ?? "") + appearance.name + (vision.map { " · \($0.rawValue)" } ?? "")
    }

    init(
        appearance: Appearance, fileName: String, image: RGBAImage, samples16: [UInt16]? = nil,
        vision: VisionDeficiency? = nil,
        palette: String? = nil
    ) {
        self.palette = palette
        self.appearance = appearance
        self.fileName = fileName
        self.image = image
        self.samples16 = samples16
        self.vision = vision
    }
}
