import TextProofColor
import TextProofRaster
import TextProofText

/// Renders a spec: lays the runs out once, then for each appearance resolves the colours,
/// converts them to the output space once (LittleCMS), fills the background, composites each
/// run's coverage, and measures contrast on the result.
public struct ProofRenderer {
    public let fonts: FontProvider
    public let colorSpace: ColorSpace
    public let implementation: CompositeOverSolidA8.Implementation

    public init(
        fonts: FontProvider, colorSpace: ColorSpace = .sRGB,
        implementation: CompositeOverSolidA8.Implementation = .simd
    ) {
        self.fonts = fonts
        self.colorSpace = colorSpace
        self.implementation = implementation
    }

    public func render(_ spec: ProofSpec) throws(ProofError) -> Proof {
        let layout: CanvasLayout
        do { layout = try CanvasLayout(spec: spec, fonts: fonts) } catch { throw .spec(error) }
        let transform: ColorTransform
        do {
            // Spec colours are sRGB values; convert them once into the output space.
            transform = try ColorTransform(from: ICCProfile.sRGB(), to: colorSpace.makeProfile())
        } catch { throw .colorManagement(error) }

        var images: [ProofImage] = []
        var cells: [ProofReport.Cell] = []
        var cellsByAppearance: [[ProofReport.Cell]] = []
        for appearance in spec.appearances {
            let fileName = "\(spec.name)-\(appearance.name).png"
            let background = try resolve(spec.background, field: "background", for: appearance, in: spec)
            // A translucent background shows the window behind it: systemBackground.
            let window = spec.palette.color(named: "systemBackground")?.resolved(for: appearance) ?? .white
            let backdrop = PremultipliedColorU8(transform.convert(background))
                .over(PremultipliedColorU8(transform.convert(window)))
            var surface = Surface(width: layout.width, height: layout.height, filledWith: backdrop)
            var appearanceCells: [ProofReport.Cell] = []
            for run in layout.runs {
                let declared = try run.color.map { reference throws(ProofError) in
                    try resolve(reference, field: "runs[\(run.index)].color", for: appearance, in: spec)
                } ?? .black
                CompositeOverSolidA8.composite(
                    PremultipliedColorU8(transform.convert(declared)), through: run.mask, atX: run.maskOrigin.x,
                    y: run.maskOrigin.y, onto: &surface, using: implementation)
                let measurement = ContrastMeasurement(run: run, on: surface)
                let largeText = ContrastLevel.isLargeText(points: run.points, isBold: run.weight.isBold)
                appearanceCells.append(
                    ProofReport.Cell(
                        run: run.index, text: run.text, appearance: appearance.name, color: declared.hexRGBA,
                        background: background.hexRGBA, measured: measurement.map(ProofReport.Measured.init),
                        sizePoints: run.points, weight: run.weight.rawValue, largeText: largeText,
                        level: measurement.map { ContrastLevel(ratio: $0.wcag, largeText: largeText).rawValue } ?? "none",
                        image: fileName, bounds: run.bounds))
            }
            cellsByAppearance.append(appearanceCells)
            images.append(ProofImage(appearance: appearance, fileName: fileName, image: surface.unpremultiplied()))
        }
        // Report order: run by run, each in every appearance.
        for runIndex in layout.runs.indices {
            for appearanceCells in cellsByAppearance { cells.append(appearanceCells[runIndex]) }
        }
        let report = ProofReport(
            name: spec.name, palette: spec.palette.rawValue, colorSpace: colorSpace.rawValue,
            font: spec.font.description, scale: spec.scale, images: images.map(\.fileName), cells: cells)
        return Proof(name: spec.name, colorSpace: colorSpace, images: images, report: report)
    }

    private func resolve(
        _ reference: ColorReference, field: String, for appearance: Appearance, in spec: ProofSpec
    ) throws(ProofError) -> ColorU8 {
        guard let color = reference.resolved(for: appearance, in: spec.palette) else {
            throw .spec(
                SpecError(
                    file: spec.source, field: field,
                    message: "'\(reference)' has no value in the \(spec.palette.rawValue) palette for \(appearance.name)"))
        }
        return color
    }
}

/// A rendered proof: one image per appearance and the report.
public struct Proof: Sendable {
    public let name: String
    public let colorSpace: ColorSpace
    public let images: [ProofImage]
    public let report: ProofReport
}

public struct ProofImage: Sendable {
    public let appearance: Appearance
    /// `NAME-APPEARANCE.png`
    public let fileName: String
    public let image: RGBAImage
}
