#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A file error as one short phrase: the C library's text for the system error underneath
/// ("Permission denied", "Not a directory"), naming the path when it is not the one asked for.
/// FoundationEssentials has no `localizedDescription`; Foundation's said "The operation could not
/// be completed" for all of these.
public func systemErrorText(_ error: any Error) -> String {
    if let call = error as? SystemCallError { return call.reason }
    if let posix = error as? POSIXError { return SystemCallError.reason(for: posix.code.rawValue) }
    guard let cocoa = error as? CocoaError else { return "\(error)" }
    let reason: String
    if let posix = cocoa.underlying as? POSIXError {
        reason = SystemCallError.reason(for: posix.code.rawValue)
    } else if cocoa.code == .fileWriteFileExists {
        reason = "File exists"
    } else {
        reason = "error \(cocoa.code.rawValue)"
    }
    return cocoa.filePath.map { "\($0): \(reason)" } ?? reason
}
