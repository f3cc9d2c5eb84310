import Foundation
import TextProof
import TextProofColor

/// The Swift files a scan reads, and what their imports say.
enum SwiftSources {
    /// `.swift` files at or below `paths` (files given directly included), sorted, without build
    /// and dependency folders (`CatalogDiscovery.skippedFolders`).
    static func files(in paths: [String]) throws(SpecError) -> [String] {
        var found: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SpecError(
                    file: path, field: "", message: "no such file or folder: give Swift files or folders of them")
            }
            guard isDirectory.boolValue else {
                guard path.hasSuffix(".swift") else {
                    throw SpecError(file: path, field: "", message: "not a Swift file: give .swift files or folders")
                }
                found.insert((path as NSString).standardizingPath)
                continue
            }
            let root = URL(fileURLWithPath: path)
            guard
                let walker = FileManager.default.enumerator(
                    at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                if CatalogDiscovery.skippedFolders.contains(url.lastPathComponent) {
                    walker.skipDescendants()
                    continue
                }
                if url.pathExtension == "swift" { found.insert(url.standardizedFileURL.path) }
            }
        }
        return found.sorted()
    }

    /// The modules a file imports (`import SwiftUI`, `@testable import X`, `import class UIKit.UILabel`).
    ///
    /// Read as UTF-8 bytes, a line at a time (LF or CRLF), and only lines holding `import` are split
    /// into words: every Swift file of a repository is read before the scan can choose its platform,
    /// and splitting whole files by `Character` showed in a real app's profile. A comment after the
    /// module (`import UIKit // colours`) is not taken for it.
    static func imports(_ text: String) -> Set<String> {
        var modules: Set<String> = []
        let keyword = Array("import".utf8)
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            guard contains(line, keyword) else { continue }
            var code = Substring(line)
            if let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
            guard words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "private"].contains($0) })
            else { continue }
            var module = words[words.count - 1]
            if let dot = module.firstIndex(of: ".") { module = module[..<dot] }
            modules.insert(String(module))
        }
        return modules
    }

    /// Whether `bytes` hold `word` anywhere. (The standard library's generic `firstRange(of:)` made
    /// NetNewsWire's whole scan 1.5× slower.)
    private static func contains(_ bytes: Substring.UTF8View.SubSequence, _ word: [UInt8]) -> Bool {
        guard let first = word.first, bytes.count >= word.count else { return false }
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if bytes[found...].starts(with: word) { return true }
            index = bytes.index(after: found)
        }
        return false
    }

    /// macOS when the code imports AppKit (or Cocoa) and never UIKit; iOS otherwise.
    static func platform(of texts: [String]) -> Platform { platform(imports: texts.map(imports)) }

    /// The same, from each file's imports.
    static func platform(imports files: [Set<String>]) -> Platform {
        var appKit = 0, uiKit = 0
        for modules in files {
            if modules.contains("UIKit") { uiKit += 1 }
            if modules.contains("AppKit") || modules.contains("Cocoa") { appKit += 1 }
        }
        return appKit > 0 && uiKit == 0 ? .macos : .ios
    }
}

/// `// textproof:ignore <reason>` on a site's line or the line before it (as SwiftLint's
/// `disable:next`): the reason, "" when there is none (which waives nothing), nil when absent.
enum Waivers {
    static let marker = "textproof:ignore"

    static func reason(lines: [String], around range: ClosedRange<Int>) -> String? {
        for number in range where number >= 1 && number <= lines.count {
            let line = lines[number - 1]
            guard let comment = line.range(of: "//"),
                let marker = line.range(of: marker, range: comment.upperBound..<line.endIndex)
            else { continue }
            // The line before counts only when it is nothing but the comment.
            if number == range.lowerBound, !line[..<comment.lowerBound].trimmingCharacters(in: .whitespaces).isEmpty {
                continue
            }
            return line[marker.upperBound...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
