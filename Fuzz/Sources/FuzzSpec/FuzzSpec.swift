import Foundation
import FuzzSupport
import TextProof

/// Spec parsing, YAML and JSON (JSON is YAML to the parser), then a render of what parsed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    FuzzSupport.render(specText: text, file: "fuzz.yaml")
    return 0
}

@_cdecl("FuzzSpec_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.main(argc, argv, fuzz)
}
