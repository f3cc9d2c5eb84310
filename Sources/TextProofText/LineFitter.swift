/// Chooses line ranges: greedy filling at UAX #14 break opportunities, mandatory breaks always,
/// and a break between clusters for a word wider than the line.
struct LineFitter {
    let shaped: ShapedParagraph
    let breaks: LineBreakOpportunities
    /// 26.6; nil splits only at mandatory breaks.
    let maximumWidth: Int?

    /// Width of `start..<end` as drawn: trailing white space hangs outside the line.
    private func drawnWidth(_ start: Int, _ end: Int) -> Int {
        shaped.width(of: shaped.trimmingTrailingWhiteSpace(start..<end))
    }

    mutating func lines() -> [Range<Int>] {
        let count = shaped.text.scalars.count
        guard count > 0 else { return [0..<0] }
        var lines: [Range<Int>] = []
        var start = 0
        var lastFit: Int?
        for index in 0..<count {
            let end = index + 1
            let kind = breaks.kinds[index]
            if kind == .noBreak && end < count { continue }
            if let maximum = maximumWidth, drawnWidth(start, end) > maximum {
                if let fit = lastFit, fit > start {
                    lines.append(start..<fit)
                    start = fit
                }
                lastFit = nil
                // A single word still too wide: break it between clusters.
                while drawnWidth(start, end) > maximum, let split = clusterSplit(from: start, to: end, maximum: maximum)
                {
                    lines.append(start..<split)
                    start = split
                }
            }
            lastFit = end
            if kind == .mustBreak || end == count {
                lines.append(start..<end)
                start = end
                lastFit = nil
            }
        }
        // A paragraph ending in a line separator has an empty last line.
        if let last = shaped.text.scalars.last, Self.isLineSeparator(last) { lines.append(count..<count) }
        return lines
    }

    /// The furthest cluster boundary after `start` that fits; at least one cluster.
    private func clusterSplit(from start: Int, to end: Int, maximum: Int) -> Int? {
        var best: Int?
        var position = start + 1
        while position < end {
            if shaped.isClusterStart[position] {
                if drawnWidth(start, position) <= maximum {
                    best = position
                } else if best != nil {
                    break
                } else {
                    return position
                }
            }
            position += 1
        }
        return best
    }

    /// Where the last line of a truncated paragraph ends so that it and the ellipsis fit.
    func truncationEnd(from start: Int, to end: Int, reserving ellipsis: Int, maximum: Int) -> Int {
        var best = start
        var position = start + 1
        while position <= end {
            if shaped.isClusterStart[position] || position == end {
                if drawnWidth(start, position) + ellipsis > maximum { break }
                best = position
            }
            position += 1
        }
        return best
    }

    static func isLineSeparator(_ scalar: UInt32) -> Bool {
        [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar)
    }
}
