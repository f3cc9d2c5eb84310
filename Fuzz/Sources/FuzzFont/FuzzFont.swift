import Foundation
import FuzzSupport
import TextProof

/// Font loading through FreeType and HarfBuzz: the input as a font file (TrueType, OpenType, variable
/// instances by weight), shaped and rasterized in a small render.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let path = FuzzSupport.file("font.ttf", Data(bytes: bytes, count: count))
    for weight in ["regular", "bold"] {
        let text = "font: \(path)\nweight: \(weight)\nsize: 12\nappearances: [light]\nruns: [\"Ag fi 1\"]"
        FuzzSupport.render(specText: text, file: "font.yaml")
    }
    return 0
}

@_cdecl("FuzzFont_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.main(argc, argv, fuzz)
}
