// The C library's math, for the files that need nothing else of it: with the platform layer's
// SystemCalls.swift and ThreadLock.swift, the only Swift files that import the C library.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `pow`, `cbrt`, `exp`, `log10`, `sin`, `cos` and `atan2` of Double, as the C library computes them
/// (the stdlib has none of them).
@usableFromInline package enum Math {
    @inlinable package static func pow(_ x: Double, _ y: Double) -> Double { cPow(x, y) }
    @inlinable package static func cbrt(_ x: Double) -> Double { cCbrt(x) }
    @inlinable package static func exp(_ x: Double) -> Double { cExp(x) }
    @inlinable package static func log10(_ x: Double) -> Double { cLog10(x) }
    @inlinable package static func sin(_ x: Double) -> Double { cSin(x) }
    @inlinable package static func cos(_ x: Double) -> Double { cCos(x) }
    @inlinable package static func atan2(_ y: Double, _ x: Double) -> Double { cAtan2(y, x) }
}

// Outside `Math`, whose members of the same names would hide the C functions.
@inlinable func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inlinable func cCbrt(_ x: Double) -> Double { cbrt(x) }
@inlinable func cExp(_ x: Double) -> Double { exp(x) }
@inlinable func cLog10(_ x: Double) -> Double { log10(x) }
@inlinable func cSin(_ x: Double) -> Double { sin(x) }
@inlinable func cCos(_ x: Double) -> Double { cos(x) }
@inlinable func cAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
