import Dispatch
import TextProofColor
import TextProofPlatform
import TextProofRaster
import TextProofText
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Renders a spec: lays the runs out once, then for each appearance resolves the colours,
/// converts them into the output space once (LittleCMS), fills the background, composites each
/// run's coverage, and measures contrast on the result. Lints run over the resolved colours.
public struct ProofRenderer {
    /// The fonts runs are shaped and drawn with.
    public let fonts: FontProvider
    /// Overrides the spec's output space when set.
    public let colorSpace: OutputColorSpace?
    /// Which kernels composite: `simd` for proofs, `reference` to check them.
    public let implementation: KernelImplementation
    /// Cells below this level get a suggested passing colour (`--require`, else AA).
    public let required: Requirement
    /// Whether `render` draws the proof sheet (pages merged into one proof draw theirs once, after).
    public let drawsSheet: Bool
    /// When set, each appearance's images are staged as PNGs in this folder as soon as they are
    /// painted (`ProofWriter.stage`) and their pixels let go: the pages of a long proof hold one
    /// appearance's images at a time, not all six. `ProofWriter.write` commits them with the rest.
    public var writesImagesInto: String? = nil

    /// A renderer with these fonts; `colorSpace` overrides each spec's, `required` sets the level
    /// suggestions aim at, `drawsSheet` whether sheets are drawn.
    public init(
        fonts: FontProvider, colorSpace: OutputColorSpace? = nil,
        implementation: KernelImplementation = .simd, required: Requirement = .aa, drawsSheet: Bool = true
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
    /// several are compared. Reads top to bottom: layout → paint each appearance → its simulated
    /// visions → the report.
    func render(_ spec: ProofSpec, tag: String?, drawsSheet: Bool) throws(ProofError) -> Proof {
        let output = colorSpace ?? spec.colorSpace
        // The colour management (LittleCMS profiles and transforms, about 0.5 ms) is made on another
        // core while the runs are laid out: it depends on the output space alone.
        let converting = WorkAhead { () -> Result<ColorConverter, ColorManagementError> in
            do throws(ColorManagementError) { return .success(try ColorConverter(output: output)) } catch {
                return .failure(error)
            }
        }
        let layout = try CanvasLayout(spec: spec, fonts: fonts)
        let converter: ColorConverter
        do { converter = try converting.value.get() } catch { throw .colorManagement(error) }
        let context = try RenderContext(spec: spec, tag: tag, layout: layout, output: output, converter: converter)
        var painter = ProofPainter(
            spec: spec, colors: context.colors, output: context.output, implementation: implementation,
            width: context.layout.width, height: context.layout.height)
        // The sheet's label fonts are made on another core while the appearances are painted:
        // nothing here uses `fonts` again before the sheet is drawn (the layout is done).
        let labelFonts =
            drawsSheet
            ? WorkAhead { [fonts, scale = spec.scale] in
                SheetLabels.prepareFonts(scale: scale, fonts: fonts)
            } : nil
        // Whatever ends this function (an error too), the fonts are its caller's again after.
        defer { labelFonts?.value }
        var images: [ProofImage] = []
        var cellsByAppearance: [[ProofReport.Cell]] = []
        for appearance in spec.appearances {
            let painted = try paint(appearance, context, with: &painter)
            var finished = [painted.image]
            cellsByAppearance.append(painted.cells)
            for (image, cells) in visions(of: painted, in: appearance, context) {
                finished.append(image)
                cellsByAppearance.append(cells)
            }
            if let directory = writesImagesInto {
                finished = try ProofWriter.stage(finished, colorSpace: context.output, into: directory)
            }
            images += finished
        }
        let report = try report(context, images: images, cellsByAppearance: cellsByAppearance)
        var proof = Proof(name: spec.name, colorSpace: context.output, images: images, report: report)
        labelFonts?.value
        if drawsSheet { try proof.drawSheets(fonts: fonts) }
        return proof
    }

    /// What every stage of one palette's proof reads.
    struct RenderContext {
        let spec: ProofSpec
        let tag: String?
        let layout: CanvasLayout
        let output: OutputColorSpace
        let catalog: SystemColorCatalog
        let colors: ResolvedColors
        /// `NAME` or `NAME-PALETTE`: the start of every file name.
        let prefix: String

        init(
            spec: ProofSpec, tag: String?, layout: CanvasLayout, output: OutputColorSpace, converter: ColorConverter
        ) throws(ProofError) {
            let catalog = spec.catalog
            // A palette override (--palette ios13) can leave appearances its table has no values for.
            if let unsupported = spec.appearances.first(where: {
                !catalog.supportedAppearances.contains($0.withoutVariant)
            }) {
                let supported = catalog.supportedAppearances.map(\.name).joined(separator: ", ")
                throw .spec(
                    SpecError(
                        file: spec.source, field: "appearances",
                        message:
                            "the \(catalog.name) colours have no values for \(unsupported.name) (supported: \(supported))"
                    ))
            }
            do { colors = try ResolvedColors(spec: spec, catalog: catalog, converter: converter) } catch {
                throw .colorManagement(error)
            }
            (self.spec, self.tag, self.layout, self.output, self.catalog) = (spec, tag, layout, output, catalog)
            prefix = spec.name + (tag.map { "-\($0)" } ?? "")
        }

        /// Display P3 proofs are composited at 16 bits where every stage has a 16-bit kernel: solid
        /// backgrounds and source-over text in the encoded space. Gradients, images, materials,
        /// blend modes and linear light stay 8-bit (widened when written).
        var drawsAt16Bits: Bool {
            output == .displayP3 && spec.backdrop == nil && spec.compositing == .encoded
                && spec.appearances.allSatisfy { !$0.isVibrant }
                && spec.runs.allSatisfy { ($0.blend ?? .sourceOver) == .sourceOver }
        }
    }

    /// One appearance drawn and measured: its image, its finished 8-bit pixels and a cell per run.
    struct PaintedAppearance {
        let image: ProofImage
        let surface: Surface
        let cells: [ProofReport.Cell]
    }

    /// The background, then each run (its highlight, its text and coloured decorations), each run
    /// measured as it is just after it is drawn (on another core while the next ones are drawn).
    func paint(_ appearance: Appearance, _ context: RenderContext, with painter: inout ProofPainter)
        throws(ProofError) -> PaintedAppearance
    {
        let fileName = "\(context.prefix)-\(appearance.name).png"
        let background = try context.colors.resolve(
            context.spec.background ?? .named(context.catalog.defaultBackgroundName), field: "background",
            for: appearance)
        var canvas = try self.canvas(for: appearance, background: background, context, with: &painter)
        let measurements = RunMeasurements(count: context.layout.runs.count, space: context.output)
        var drawn: [DrawnRun] = []
        for (position, run) in context.layout.runs.enumerated() {
            drawn.append(try draw(run, in: appearance, on: &canvas, over: background, context))
            // Measuring reads only the run's mask rectangle: refresh the 8-bit view there.
            canvas.refresh(
                PixelRect(x: run.maskOrigin.x, y: run.maskOrigin.y, width: run.mask.width, height: run.mask.height))
            measurements.measure(run, at: position, on: canvas.view)
        }
        let (surface, pixels) = canvas.finished()
        let image = ProofImage(appearance: appearance, fileName: fileName, pixels: pixels, palette: context.tag)
        let cells = zip(context.layout.runs, zip(measurements.all(), drawn)).map { run, measured in
            cell(run, appearance, fileName, drawn: measured.1, measurement: measured.0, context)
        }
        return PaintedAppearance(image: image, surface: surface, cells: cells)
    }

    /// What a run was drawn with: its colour, the background under it, the blend mode.
    struct DrawnRun {
        let text: ResolvedColors.Resolved
        let background: ResolvedColors.Resolved
        let mode: BlendMode
    }

    /// The appearance's canvas with its background painted (over the window colour, which a
    /// translucent background shows), at 16 bits as well when the proof is drawn at 16.
    func canvas(
        for appearance: Appearance, background: ResolvedColors.Resolved, _ context: RenderContext,
        with painter: inout ProofPainter
    ) throws(ProofError) -> ProofCanvas {
        let window = try context.colors.resolve(
            .named(context.catalog.windowBackgroundName), field: "background", for: appearance)
        return ProofCanvas(
            background: try painter.background(for: appearance, solid: background, window: window),
            deepBackground: context.drawsAt16Bits
                ? ProofCanvas.deep(background).over(ProofCanvas.deep(window, opaque: true)) : nil,
            compositor: painter.compositor)
    }

    /// One run: its highlight behind each of its lines, its text, its coloured decorations.
    func draw(
        _ run: LaidOutRun, in appearance: Appearance, on canvas: inout ProofCanvas,
        over background: ResolvedColors.Resolved, _ context: RenderContext
    ) throws(ProofError) -> DrawnRun {
        let (spec, colors) = (context.spec, context.colors)
        var cellBackground = background
        if let highlight = run.highlight {
            cellBackground = try colors.resolve(highlight, field: "runs[\(run.index)].background", for: appearance)
            let padding = Int((4 * spec.scale).rounded())
            for box in run.lineBoxes {
                canvas.fillOver(
                    PixelRect(x: box.x - padding, y: box.y, width: box.width + 2 * padding, height: box.height),
                    with: cellBackground)
            }
        }
        let text =
            try run.color.map { reference throws(ProofError) in
                try colors.resolve(reference, field: "runs[\(run.index)].color", for: appearance)
            } ?? colors.defaultForeground
        let mode = ProofPainter.blendMode(for: spec.runs[run.index], in: appearance)
        canvas.composite(text, mode: mode, mask: run.mask, at: run.maskOrigin)
        for decoration in run.colouredDecorations {
            let color = try colors.resolve(
                decoration.color, field: "runs[\(run.index)].underline.color", for: appearance)
            canvas.composite(color, mode: mode, mask: decoration.mask, at: decoration.origin)
        }
        return DrawnRun(text: text, background: cellBackground, mode: mode)
    }

    /// The report's cell of a run in an appearance: what was drawn and what was measured.
    func cell(
        _ run: LaidOutRun, _ appearance: Appearance, _ fileName: String, drawn: DrawnRun,
        measurement: ContrastMeasurement?, _ context: RenderContext
    ) -> ProofReport.Cell {
        var cell = ProofReport.Cell(
            run: run, appearance: appearance, image: fileName, text: drawn.text, background: drawn.background,
            measurement: measurement)
        cell.blend = drawn.mode == .sourceOver ? nil : drawn.mode
        cell.annotate(context.spec.runs[run.index].annotation, run: context.spec.runs[run.index], spec: context.spec)
        cell.palette = context.tag
        return cell
    }

    /// Each simulated vision: the finished image as that reader sees it, measured again.
    func visions(of painted: PaintedAppearance, in appearance: Appearance, _ context: RenderContext)
        -> [(ProofImage, [ProofReport.Cell])]
    {
        context.spec.vision.map { vision in
            let seen = VisionSimulation.simulate(
                painted.surface, vision, luminance: context.output.luminance,
                bands: Cores.available)
            let visionFile = "\(context.prefix)-\(appearance.name)-\(vision.rawValue).png"
            // Every run on the finished image: independent, so on all cores.
            let runs = context.layout.runs, space = context.output
            let found = ConcurrentSlots<ContrastMeasurement?>(count: runs.count)
            DispatchQueue.concurrentPerform(iterations: runs.count) {
                found.set($0, ContrastMeasurement(run: runs[$0], on: seen, in: space))
            }
            let measurements = found.all
            let cells = painted.cells.enumerated().map { index, normal in
                var cell = normal
                cell.image = visionFile
                cell.vision = vision
                let measurement = measurements[index] ?? nil
                cell.measured = measurement.map(ProofReport.Measured.init)
                if measurement != nil { cell.level = CellLevel(measurement, largeText: cell.largeText) }
                return cell
            }
            let image = ProofImage(
                appearance: appearance, fileName: visionFile, pixels: ImagePixels(seen.unpremultiplied()),
                vision: vision, palette: context.tag)
            return (image, cells)
        }
    }

    /// The report: cells run by run (each in every appearance and vision), lints, waivers,
    /// suggestions and standards.
    func report(_ context: RenderContext, images: [ProofImage], cellsByAppearance: [[ProofReport.Cell]])
        throws(ProofError)
        -> ProofReport
    {
        let spec = context.spec
        var cells: [ProofReport.Cell] = []
        for runIndex in context.layout.runs.indices {
            for appearanceCells in cellsByAppearance { cells.append(appearanceCells[runIndex]) }
        }
        let findings: [ProofReport.Finding]
        do {
            findings = try ProofLinter(spec: spec, catalog: context.catalog, colors: context.colors)
                .findings(cells: cells.filter { $0.vision == nil })
                .filter { !spec.disabledRules.contains($0.id) }
        } catch {
            throw .colorManagement(error)
        }
        var report = ProofReport(
            name: spec.name, platform: spec.platform.rawValue, palette: context.catalog.name,
            colorSpace: context.output.rawValue, font: spec.font.description, scale: spec.scale,
            images: images.map(\.fileName), cells: cells, findings: findings, backdrop: spec.backdrop?.description,
            compositing: spec.compositing == .encoded ? nil : spec.compositing.rawValue)
        report.applyWaivers(spec.waivers)
        report.applySuggestions(required: required, space: context.output)
        report.applyStandards(spec.standards)
        report.standards = spec.standards == [.wcag2] ? nil : spec.standards.map(\.rawValue)
        return report
    }
}
