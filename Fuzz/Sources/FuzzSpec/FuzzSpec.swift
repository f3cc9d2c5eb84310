import Foundation
import FuzzSupport
import TextProof

/// Spec parsing, YAML and JSON (JSON is YAML to the parser), then a render of what parsed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    if let spec = try? SpecParser(file: "fuzz.yaml", baseDirectory: FuzzSupport.scratch).parse(
        text, defaultName: "fuzz")
    {
        FuzzSupport.render(spec)
    }
    return 0
}

@_cdecl("FuzzSpec_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.main(argc, argv, fuzz)
}
