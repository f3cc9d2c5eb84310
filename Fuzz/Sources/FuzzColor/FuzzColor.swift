import Foundation
import FuzzSupport
import TextProof

/// Colour expressions (hex, display-p3(…), oklch(…), system names, hints for near misses), as a run's
/// colour and as a background, then rendered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let expression = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let quoted = try? JSONEncoder().encode(expression), let json = String(data: quoted, encoding: .utf8) else {
        return 0
    }
    let text = "{\"runs\": [{\"text\": \"Ag\", \"color\": \(json)}], \"background\": \(json)}"
    FuzzSupport.render(specText: text, file: "colour.json")
    return 0
}

@_cdecl("FuzzColor_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.main(argc, argv, fuzz)
}
