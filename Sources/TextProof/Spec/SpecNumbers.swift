import TextProofColor

extension ProofSpec {
    /// Holds a spec built in Swift to the ranges the parser holds a spec file to (`NumberRange`), so a
    /// value layout cannot turn into pixels (1e300, NaN, the infinities) is an error naming the field,
    /// never a trap. `CanvasLayout` calls it before any number is used; a parsed spec passes.
    public func checkNumbers() throws(SpecError) {
        try check(size, .size, field: "size")
        try check(scale, .scale, field: "scale")
        try check(background, field: "background")
        try check(backdrop, field: "background")
        for (index, run) in runs.enumerated() {
            let field = "runs[\(index)]"
            func checkRun(_ value: Double?, _ range: NumberRange, _ name: String) throws(SpecError) {
                try check(value, range, field: "\(field).\(name)", line: run.line, column: run.column)
            }
            try checkRun(run.size, .size, "size")
            try checkRun(run.tracking, .tracking, "tracking")
            try checkRun(run.baselineOffset, .baselineOffset, "baselineOffset")
            try check(run.color, field: field + ".color", line: run.line, column: run.column)
            try check(run.background, field: field + ".background", line: run.line, column: run.column)
            try check(run.underline?.color, field: field + ".underline.color", line: run.line, column: run.column)
            try check(
                run.strikethrough?.color, field: field + ".strikethrough.color", line: run.line, column: run.column)
        }
        for (index, paragraph) in paragraphs.enumerated() {
            let field = "paragraphs[\(index)]"
            try check(paragraph.width, .width, field: field + ".width")
            try check(paragraph.spacingAfter, .spacingAfter, field: field + ".spacingAfter")
            try check(paragraph.lineHeightMultiple, .lineHeightMultiple, field: field + ".lineHeightMultiple")
        }
    }

    private func check(
        _ value: Double?, _ range: NumberRange, field: String, line: Int? = nil, column: Int? = nil
    ) throws(SpecError) {
        guard let value, !range.contains(value) else { return }
        throw SpecError(
            file: source, field: field, line: line, column: column, message: "must be \(range.text), not \(value)")
    }

    private func check(_ backdrop: BackdropSpec?, field: String) throws(SpecError) {
        switch backdrop {
        case .linearGradient(let from, let to, let angle):
            try check(angle, .angle, field: field + ".linear-gradient.angle")
            try check(from, field: field + ".linear-gradient.from")
            try check(to, field: field + ".linear-gradient.to")
        case .radialGradient(let inner, let outer):
            try check(inner, field: field + ".radial-gradient.inner")
            try check(outer, field: field + ".radial-gradient.outer")
        case .material(_, let under): try check(under, field: field + ".backdrop")
        case .image, nil: break
        }
    }

    /// Colour components beyond any space's range (a `ColorValue` made in Swift is only held finite).
    private func check(_ color: ColorReference?, field: String, line: Int? = nil, column: Int? = nil)
        throws(SpecError)
    {
        switch color {
        case .value(let value):
            for component in value.components where !NumberRange.extendedComponent.contains(component) {
                throw SpecError(
                    file: source, field: field, line: line, column: column,
                    message: "must be a colour with components \(NumberRange.extendedComponent.text), not \(component)")
            }
        case .dynamic(let choices):
            for (appearance, choice) in choices.sorted(by: { $0.key.name < $1.key.name }) {
                try check(choice, field: "\(field).\(appearance.name)", line: line, column: column)
            }
        case .named, nil: break
        }
    }
}
