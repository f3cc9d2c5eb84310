/// Which of the app's view classes live only inside a type that puts a material under its views
/// (NetNewsWire's `LinksTextView`, held only by the About window made clear over glass): their text
/// sits on that material, not on the window's default background.
extension UIKitSiteVisitor {
    struct Holding: Sendable {
        var held: String
        var holder: String
        var onMaterial: Bool
    }

    /// Each type a property of this file holds, and whether its holder puts a material under its views.
    var holdings: [Holding] {
        held.flatMap { holder, types in
            types.map { Holding(held: $0, holder: holder, onMaterial: byType[holder]?.materialBehind != nil) }
        }
    }

    /// The held types every holder of which is on a material, with one such holder's name.
    static func heldOnlyOnMaterial(_ holdings: [Holding]) -> [String: String] {
        var result: [String: String] = [:]
        for (held, list) in Dictionary(grouping: holdings, by: \.held) where list.allSatisfy(\.onMaterial) {
            result[held] = list.map(\.holder).sorted().first
        }
        return result
    }
}
