import Foundation
import FuzzSupport
import TextProof

/// textproof.yaml: roles, pairs, waivers, rules, palettes, standards.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let path = FuzzSupport.file("textproof.yaml", Data(bytes: bytes, count: count))
    _ = try? ProofConfig.load(path: path)
    return 0
}

@_cdecl("FuzzConfig_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.main(argc, argv, fuzz)
}
