import Foundation

/// Timing by alternating rounds: every contender runs once per round, rounds repeat, and each
/// contender's rate is the median of its rounds — so a noisy moment hurts all of them alike.
struct Contender {
    let name: String
    /// Runs the operation once over the whole workload.
    let body: () -> Void
}

enum Measurement {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Seconds per run of `body`: repeated until at least `minimum` seconds have passed.
    static func secondsPerRun(_ body: () -> Void, minimum: Double) -> Double {
        body()  // warm caches and code
        var runs = 0
        let start = now()
        var elapsed = 0.0
        repeat {
            body()
            runs += 1
            elapsed = Double(now() - start) / 1e9
        } while elapsed < minimum
        return elapsed / Double(runs)
    }

    /// Median seconds per run of each contender over `rounds` alternating rounds.
    static func compare(_ contenders: [Contender], rounds: Int, minimum: Double) -> [String: Double] {
        var samples: [String: [Double]] = [:]
        for _ in 0..<rounds {
            for contender in contenders {
                samples[contender.name, default: []].append(secondsPerRun(contender.body, minimum: minimum))
            }
        }
        return samples.mapValues { values in
            let sorted = values.sorted()
            return sorted[sorted.count / 2]
        }
    }
}
