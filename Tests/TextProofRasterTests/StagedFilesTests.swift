import Foundation
import TestScratch
import Testing
import TextProofPlatform

@Suite("Staged files: all or nothing")
struct StagedFilesTests {
    func folder() -> String { TestScratch.folder("staged") }

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

    @Test(
        "either way of replacing leaves the new bytes under the final name and nothing else",
        arguments: [StagedFiles.Replacement.durable, .regenerable])
    func replace(_ replacement: StagedFiles.Replacement) throws {
        let dir = folder()
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/a.txt"))
        var files = StagedFiles(replacing: replacement)
        try files.stage(Data("new".utf8), as: dir + "/a.txt")
        try files.stage(Data("first".utf8), as: dir + "/b.txt")
        #expect(try files.commit() == [dir + "/a.txt", dir + "/b.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.txt", "b.txt"])
        #expect(FileManager.default.contents(atPath: dir + "/a.txt") == Data("new".utf8))
        #expect(FileManager.default.contents(atPath: dir + "/b.txt") == Data("first".utf8))
    }

    @Test("a regenerable file whose rename fails puts the old file back; a folder in the way stays a folder")
    func regenerableFailure() throws {
        let dir = folder()
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/a.txt"))
        try FileManager.default.createDirectory(atPath: dir + "/c.png", withIntermediateDirectories: false)
        // A temporary that is not there (removed behind the writer's back): its rename fails after
        // the old file was moved aside.
        var files = StagedFiles(replacing: .regenerable)
        files.adopt(temporary: dir + "/.a.txt.gone", as: dir + "/a.txt")
        let failure = #expect(throws: StagedFiles.Failure.self) { try files.commit() }
        #expect(failure?.path == dir + "/a.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.txt", "c.png"])
        #expect(FileManager.default.contents(atPath: dir + "/a.txt") == Data("old".utf8))

        var more = StagedFiles(replacing: .regenerable)
        try more.stage(Data("png".utf8), as: dir + "/c.png")
        #expect(throws: StagedFiles.Failure.self) { try more.commit() }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: dir + "/c.png", isDirectory: &isFolder) && isFolder.boolValue)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.txt", "c.png"])
    }
}
