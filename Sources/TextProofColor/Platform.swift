/// The platform whose system colours a proof resolves: UIKit's on iOS, AppKit's on macOS.
public enum Platform: String, Sendable, CaseIterable {
    case ios
    case macos
}
