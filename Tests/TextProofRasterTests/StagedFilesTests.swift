import Foundation
import Testing
import TextProofRaster

@Suite("Staged files: all or nothing")
struct StagedFilesTests {
    func folder() -> String {
        let path = NSTemporaryDirectory() + "staged-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("nothing appears under a final name until commit; then every file does, and no temporary is left")
    func commit() throws {
        let dir = folder()
        var files = StagedFiles()
        try files.stage(Data("a".utf8), as: dir + "/a.txt")
        try files.stage(Data("b".utf8), as: dir + "/b.txt")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == [
                ".a.txt.tmp-\(getpid())", ".b.txt.tmp-\(getpid())",
            ])
        #expect(try files.commit() == [dir + "/a.txt", dir + "/b.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.txt", "b.txt"])
        #expect(FileManager.default.contents(atPath: dir + "/b.txt") == Data("b".utf8))
    }

    @Test("a failed write removes its temporary; discard removes the rest; an old file stays as it was")
    func failure() throws {
        let dir = folder()
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/a.txt"))
        var files = StagedFiles()
        try files.stage(Data("new".utf8), as: dir + "/a.txt")
        #expect(throws: StagedFiles.Failure.self) {
            try files.stage(dir + "/b.txt") { temporary throws(StagedFiles.Failure) in
                _ = FileManager.default.createFile(atPath: temporary, contents: Data("partial".utf8))
                throw StagedFiles.Failure(path: dir + "/b.txt", message: "disk full")
            }
        }
        files.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.txt"])
        #expect(FileManager.default.contents(atPath: dir + "/a.txt") == Data("old".utf8))
    }
}
