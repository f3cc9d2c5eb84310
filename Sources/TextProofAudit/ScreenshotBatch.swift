import Dispatch
import TextProof
import TextProofPlatform
import TextProofRaster

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Screenshots audited on several threads, each with its own auditor (its own Tesseract), each
/// taking the next image when done with one: an image is read, audited, its annotated copy
/// written, and let go, so a folder of 400 is never held in memory at once.
public enum ScreenshotBatch {
    public struct Outcome: Sendable {
        public var screenshots: [AuditedScreenshot]
        public var unreadable: [AuditReport.Unreadable]
    }

    /// Audits `paths` (each named in reports as given) on `jobs` threads; `first` serves one of
    /// them (made by the caller, so a missing model is an error before any work). Annotated
    /// copies go under `annotatedFolder` (`ScreenshotFiles.annotatedName`), unless it is nil.
    public static func audit(
        _ paths: [String], options: ScreenshotAuditor.Options, first: ScreenshotAuditor, jobs: Int,
        annotatedFolder: String?, progress: @escaping @Sendable (Int, Int) -> Void
    ) -> Outcome {
        let results = ConcurrentSlots<Result<AuditedScreenshot, AuditReport.Unreadable>>(count: paths.count)
        let next = LockedState(0)
        let done = LockedState(0)
        let firstAuditor = UncheckedBox(first)
        let workers = max(1, min(jobs, paths.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let auditor: ScreenshotAuditor
            if worker == 0 {
                auditor = firstAuditor.value
            } else {
                do { auditor = try ScreenshotAuditor(options: options) } catch {
                    // The first auditor loaded the same model: this cannot fail but for memory.
                    return
                }
            }
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < paths.count else { return }
                results.set(index, auditOne(paths[index], with: auditor, annotatedFolder: annotatedFolder))
                let finished = done.withLock { value -> Int in
                    value += 1
                    return value
                }
                progress(finished, paths.count)
            }
        }
        var outcome = Outcome(screenshots: [], unreadable: [])
        for (index, result) in results.all.enumerated() {
            switch result {
            case .success(let shot): outcome.screenshots.append(shot)
            case .failure(let problem): outcome.unreadable.append(problem)
            case nil:
                outcome.unreadable.append(
                    AuditReport.Unreadable(image: paths[index], message: "not audited: Tesseract could not be started"))
            }
        }
        return outcome
    }

    static func auditOne(_ path: String, with auditor: ScreenshotAuditor, annotatedFolder: String?)
        -> Result<AuditedScreenshot, AuditReport.Unreadable>
    {
        let image: RGBAImage
        do { image = try PNGCodec.read(path) } catch {
            return .failure(AuditReport.Unreadable(image: path, message: error.message))
        }
        let shot = auditor.audit(image, name: path)
        if let annotatedFolder {
            let target = annotatedFolder.appendingPathComponent(ScreenshotFiles.annotatedName(path))
            do {
                try FileManager.default.createDirectory(
                    atPath: target.deletingLastPathComponent, withIntermediateDirectories: true)
                try PNGCodec.writeAtomically(AnnotatedScreenshot.draw(shot, over: image), to: target)
            } catch {
                return .failure(
                    AuditReport.Unreadable(
                        image: path, message: "its annotated copy could not be written to \(target): \(error)"))
            }
        }
        return .success(shot)
    }
}

/// A value handed to exactly one other thread, which alone uses it from then on.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Finding the screenshots to audit, and naming their annotated copies.
public enum ScreenshotFiles {
    /// A path that is neither a PNG nor a folder, or a set with no PNG at all.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// The PNG files among `paths` and in their folders (searched through), sorted, each once,
    /// as `DisplayPath` shows them; the folder `leavingOut` (the audit's own output) is skipped.
    public static func find(_ paths: [String], leavingOut output: String? = nil) throws(Problem) -> [String] {
        var found: [String] = []
        let skipped = output.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        for path in paths {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Problem(description: "\(path): no such file or folder")
            }
            if !isDirectory {
                guard path.lowercased().hasSuffix(".png") else {
                    throw Problem(description: "\(path): not a PNG (give .png screenshots, or folders of them)")
                }
                found.append(DisplayPath.relative(path))
                continue
            }
            FolderWalk.walk(path) { entry in
                if let skipped, URL(fileURLWithPath: entry).standardizedFileURL.path == skipped { return false }
                if entry.lowercased().hasSuffix(".png") { found.append(DisplayPath.relative(entry)) }
                return true
            }
        }
        let unique = Array(Set(found)).sorted()
        guard !unique.isEmpty else {
            throw Problem(description: "\(paths.joined(separator: ", ")): no .png screenshots found")
        }
        return unique
    }

    /// The annotated copy's path under the audit's folder: the image's own path, made relative
    /// (no leading `/`, no `..`), so copies of images with one name in different folders differ.
    public static func annotatedName(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != ".." && $0 != "." }.joined(separator: "/")
    }
}
