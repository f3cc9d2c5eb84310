import Foundation
import FuzzSupport
import TextProof
import TextProofColor

/// A colour set's Contents.json inside an asset catalog, read as `textproof catalog` reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let catalog = FuzzSupport.scratch + "/Fuzz.xcassets"
    try? FileManager.default.createDirectory(atPath: catalog + "/Tint.colorset", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(
        atPath: catalog + "/Tint.colorset/Contents.json", contents: Data(bytes: bytes, count: count))
    _ = try? AssetCatalog(path: catalog, platform: .ios, output: .sRGB)
    _ = try? AssetCatalog(path: catalog, platform: .macos, output: .displayP3)
    return 0
}

@_cdecl("FuzzColorSet_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzSupport.main(argc, argv, fuzz)
}
