import Foundation
import TestScratch
import Testing

@testable import TextProofPlatform

@Suite("File errors in a few words")
struct SystemErrorTextTests {
    @Test("a folder that cannot be made names the path and the C library's reason")
    func createDirectory() throws {
        let folder = TestScratch.folder("system-error-text")
        let file = folder + "/plain-file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        // mkdir under a regular file: ENOTDIR, "Not a directory" in glibc's words.
        do {
            try FileManager.default.createDirectory(atPath: file + "/inner", withIntermediateDirectories: true)
            Issue.record("made a folder under a file")
        } catch {
            #expect(systemErrorText(error).hasSuffix("Not a directory"), "\(systemErrorText(error))")
        }
        #expect(systemErrorText(POSIXError(.EACCES)) == "Permission denied")
    }
}
