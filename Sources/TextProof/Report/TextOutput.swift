import TextProofPlatform
import TextProofRaster

/// Where a report file's text goes as it is made: a `String`, or a file being written
/// (`StagedFiles.Writer`), so that a report of thousands of cells is not held whole to be written.
protocol TextOutput {
    static func += (text: inout Self, piece: String)
}

extension String: TextOutput {}

extension StagedFiles.Writer: TextOutput {
    static func += (file: inout StagedFiles.Writer, piece: String) { file.append(piece) }
}
