import Foundation
import Testing
import TextProofText

@Suite("Dynamic Type against the published table")
struct DynamicTypeTests {
    @Test("every style at every content size, and each style's weight, as dynamic-type-ios.csv")
    func table() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Reference/dynamic-type-ios.csv")
        let lines = try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isNewline).map {
            $0.split(separator: ",").map(String.init)
        }
        let header = lines[0]
        #expect(lines.count - 1 == TextStyle.allCases.count)
        for row in lines.dropFirst() {
            let style = try #require(TextStyle(rawValue: row[0]))
            #expect(style.weight.rawValue == row[1])
            for category in ContentSizeCategory.allCases {
                let column = try #require(header.firstIndex(of: category.referenceColumn))
                #expect(style.pointSize(at: category) == Double(row[column]), "\(style) \(category)")
            }
        }
    }

    @Test("Apple's default (large) sizes: body 17, largeTitle 34, caption2 11")
    func defaults() {
        #expect(
            TextStyle.body.pointSize() == 17 && TextStyle.largeTitle.pointSize() == 34
                && TextStyle.caption2.pointSize() == 11)
        #expect(TextStyle.headline.weight == .semibold)
    }

    @Test("UIKit and SwiftUI names for content sizes")
    func names() {
        #expect(ContentSizeCategory(name: "accessibility3") == .accessibility3)
        #expect(ContentSizeCategory(name: "accessibilityExtraLarge") == .accessibility3)
        #expect(ContentSizeCategory(name: "extraSmall") == .xSmall)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(TextStyle.body.pointSize(at: .accessibility3) == 40)
    }
}
