import Foundation
import TestScratch
import Testing

@testable import TextProofPlatform

/// PathText replaces NSString's path methods in the program (which links no Foundation); these
/// hold it to NSString's own results, which the test process has.
@Suite("Path arithmetic as NSString does it")
struct PathTextTests {
    /// Every path of up to three parts from these (precomposed é: NSString traps comparing a
    /// decomposed one in its slash fixing), with and without a leading and trailing slash.
    static let paths: [String] = {
        let parts = ["a", "b.png", ".hidden", "..", ".", "x.", "c.d.e", "", "~", "é.yaml", "sp ace"]
        var result: Set<String> = ["", "/", "//", "~", "~/", "~root/x", "~nobody-here/x", "/private/tmp", "a//b///c/"]
        for first in parts {
            for second in parts + [nil] {
                for third in [nil, "b.png", "..", ""] where second != nil || third == nil {
                    let joined = ([first, second, third].compactMap { $0 }).joined(separator: "/")
                    result.formUnion([joined, "/" + joined, joined + "/", "/" + joined + "/"])
                }
            }
        }
        return result.sorted()
    }()

    @Test("last component, deleting it, extension, deleting it: NSString's result for every path")
    func components() {
        for path in Self.paths {
            let ns = path as NSString
            #expect(path.lastPathComponent == ns.lastPathComponent, "\(path.debugDescription)")
            // NSString traps on one-character names ("a", "~"): its precondition, not a result.
            if path.fixingSlashes.utf16.count > 1 {
                #expect(path.deletingLastPathComponent == ns.deletingLastPathComponent, "\(path.debugDescription)")
            }
            #expect(path.pathExtension == ns.pathExtension, "\(path.debugDescription)")
            #expect(path.deletingPathExtension == ns.deletingPathExtension, "\(path.debugDescription)")
            for component in ["", "c", "/c", "c/", "d.png"] {
                #expect(
                    path.appendingPathComponent(component) == ns.appendingPathComponent(component),
                    "\(path.debugDescription) + \(component.debugDescription)")
            }
        }
    }

    @Test("worked by hand: the cases callers rely on")
    func byHand() {
        #expect("out/para-light.png".lastPathComponent == "para-light.png")
        #expect("out/para-light.png".deletingLastPathComponent == "out")
        #expect("/a".deletingLastPathComponent == "/")
        #expect("a".deletingLastPathComponent == "")
        #expect("~/".deletingLastPathComponent == "")
        #expect("/".deletingLastPathComponent == "/")
        #expect("specs/labels.yaml".deletingPathExtension == "specs/labels")
        #expect("labels.YAML".pathExtension == "YAML")
        #expect(".textproof".pathExtension == "")
        #expect("dir/e\u{301}.yaml".lastPathComponent == "e\u{301}.yaml")
        #expect("dir/e\u{301}.yaml".deletingPathExtension == "dir/e\u{301}")
        #expect("out/".appendingPathComponent("x") == "out/x")
        #expect("".appendingPathComponent("x") == "x")
        #expect("/no-such-folder/../etc/./hosts".resolvedPath == "/etc/hosts")
    }

    @Test("resolved paths: links and dots resolved where the path exists, dots removed as text where not")
    func resolved() throws {
        let made = TestScratch.folder("path-text")
        let manager = FileManager.default
        try manager.createDirectory(atPath: made + "/real/inner", withIntermediateDirectories: true)
        // The scratch folder itself may lie under a link (/tmp on some systems).
        let root = try #require(made.withCString { realpath($0, nil) }.map { String(cString: $0) })
        try manager.createSymbolicLink(atPath: root + "/relative", withDestinationPath: "real/inner")
        try manager.createSymbolicLink(atPath: root + "/absolute", withDestinationPath: root + "/real")
        try manager.createSymbolicLink(atPath: root + "/chained", withDestinationPath: "absolute/inner")
        try manager.createSymbolicLink(atPath: root + "/real/up", withDestinationPath: "..")
        let expected: [(String, String)] = [
            ("/relative", "/real/inner"), ("/relative/", "/real/inner"), ("/absolute/inner/..", "/real"),
            ("/chained", "/real/inner"), ("/chained/../inner", "/real/inner"), ("/real/up/real/up", ""),
            ("/real/./inner//", "/real/inner"), ("//real", "/real"),
            // Not there: dots removed as text, links before them not followed.
            ("/missing/../real/x.yaml", "/real/x.yaml"), ("/real/nothing/./here/..", "/real/nothing"),
        ]
        for (tail, result) in expected {
            #expect((root + tail).resolvedPath == root + result, "\(tail)")
        }
        #expect("/..".resolvedPath == "/")
        #expect("/no-such-folder-here/a/../../b/.".resolvedPath == "/b")
        // Relative paths stay relative: slashes tidied, nothing else.
        #expect("specs//labels.yaml".resolvedPath == "specs/labels.yaml")
        #expect("./a/../b/".resolvedPath == "./a/../b")
        // ~ is the home folder.
        let home = try #require(ProcessInfo.processInfo.environment["HOME"])
        #expect("~/x.yaml".resolvedPath.hasSuffix("/x.yaml"))
        #expect("~".resolvedPath == (home as NSString).standardizingPath)
    }
}
