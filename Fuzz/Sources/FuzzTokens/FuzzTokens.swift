import Foundation
import FuzzSupport
import TextProof

/// A design-token file (DTCG groups, colour objects, aliases), then its colours, as `textproof tokens`
/// reads it; the same bytes as a DTCG resolver (sets, modifiers, `$ref`s into itself), then its modes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let path = FuzzSupport.file("light.json", Data(bytes: bytes, count: count))
    if let modes = try? TokenModes.load(files: [path], modes: []) { _ = try? modes.namedColors() }
    let resolver = FuzzSupport.file("app.resolver.json", Data(bytes: bytes, count: count))
    if let modes = try? TokenResolver(path: resolver).modes() { _ = try? modes.namedColors() }
    return 0
}

@_cdecl("FuzzTokens_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.main(argc, argv, fuzz)
}
