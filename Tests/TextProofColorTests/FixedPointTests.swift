import Foundation
import TestScratch
import Testing
import TextProofColor

@Suite("Fixed-point numbers in reports and sheets")
struct FixedPointTests {
    @Test("the text printf's %.Nf writes: exact ties to even, binary values below a tie rounded down")
    func workedByHand() {
        // 0.125 and 0.375 are exact in binary: ties, to the even hundredth. 2.675 is stored as
        // 2.67499999999999982236431605997495353221893310546875, 1.005 as 1.00499999999999989...
        #expect(String(fixed: 0.125, digits: 2) == "0.12")
        #expect(String(fixed: 0.375, digits: 2) == "0.38")
        #expect(String(fixed: 2.675, digits: 2) == "2.67")
        #expect(String(fixed: 1.005, digits: 2) == "1.00")
        #expect(String(fixed: 21, digits: 2) == "21.00")
        #expect(String(fixed: -106.04, digits: 1) == "-106.0")
        #expect(String(fixed: -0.04, digits: 1) == "-0.0")
        #expect(String(fixed: 0.2, digits: 3) == "0.200")
        #expect(String(fixed: 1e21, digits: 2) == "1000000000000000000000.00")
        // Longer than the first buffer: written again into one that fits.
        #expect(String(fixed: 1e60, digits: 1) == String(format: "%.1f", 1e60))
    }

    @Test("the same text as String(format:) for ratios, Lc values and alphas")
    func sameAsFoundation() {
        var value = -120.0
        while value < 25 {
            for digits in 1...3 {
                #expect(String(fixed: value, digits: digits) == String(format: "%.\(digits)f", value))
            }
            value += 0.0625 + 0.0001
        }
    }

    @Test("the same text as printf for doubles of every magnitude it is worked out for, 0 to 18 digits")
    func sameAsPrintfEverywhere() {
        // Random significands at binary exponents from far below a digit's half to 2^66, each sign,
        // then edge values: the smallest subnormal, halves at each digit count, -0.
        var generator = SeededGenerator(seed: 0x7E57_F1ED)
        var values: [Double] = [0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, 0.5, 1.5, 2.5, 0.05, 0.005]
        for _ in 0..<4000 {
            let significand = Double(generator.next() >> 11) / Double(1 << 53) + 1
            let exponent = Int(generator.next() % 150) - 84
            let value = Double(
                sign: generator.next() & 1 == 0 ? .plus : .minus, exponent: exponent, significand: significand)
            values.append(value)
        }
        values.append((pow(2.0, 67) - 1024).nextDown)
        for (index, value) in values.enumerated() {
            let digits = index % 19
            #expect(
                String(fixed: value, digits: digits) == String(format: "%.\(digits)f", value), "\(value) to \(digits)")
        }
    }
}
