import Foundation
import Testing

@testable import TextProofColor

@Suite("printf text without Foundation")
struct PrintfTextTests {
    @Test("String(printf:) gives String(format:)'s text")
    func sameAsFoundation() {
        for value in [0.0, 0.5, 0.0039, 1.0 / 3, 2, 1234.5678, -0.25, 1e-7, 6.02e23] {
            for format in ["%.2g", "%.3g", "%g", "%.4f", "%e"] {
                #expect(String(printf: format, value) == String(format: format, value), "\(format) \(value)")
            }
        }
        #expect(String(printf: "%d of %d", 3, 12) == "3 of 12")
        // Longer than the first buffer.
        #expect(String(printf: "%200d!", 7) == String(repeating: " ", count: 199) + "7!")
        // Worked by hand: %.2g keeps two significant digits.
        #expect(String(printf: "%.2g", 1.87) == "1.9")
    }
}
