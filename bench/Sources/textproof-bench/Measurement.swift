import Foundation

/// Timing by alternating rounds: every contender runs once per round, rounds repeat, and each
/// contender's rate is the median of its rounds — so a noisy moment hurts all of them alike.
struct Contender {
    let name: String
    /// Puts the workload back as it started, outside the timing: a kernel whose speed depends on
    /// the pixels it reads (the linear-light memo) must meet the background, not its own output
    /// from the run before.
    var reset: (() -> Void)? = nil
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

    /// Seconds per run of `body` with `reset` before each run, untimed: each run is timed alone
    /// (a clock read costs tens of nanoseconds; the shortest run here takes microseconds).
    static func secondsPerRun(_ body: () -> Void, reset: () -> Void, minimum: Double) -> Double {
        reset()
        body()  // warm caches and code
        var runs = 0
        var elapsed: UInt64 = 0
        repeat {
            reset()
            let start = now()
            body()
            elapsed += now() - start
            runs += 1
        } while Double(elapsed) / 1e9 < minimum
        return Double(elapsed) / 1e9 / Double(runs)
    }

    /// Median seconds per run of each contender over `rounds` alternating rounds.
    static func compare(_ contenders: [Contender], rounds: Int, minimum: Double) -> [String: Double] {
        var samples: [String: [Double]] = [:]
        for _ in 0..<rounds {
            for contender in contenders {
                let seconds =
                    contender.reset.map { secondsPerRun(contender.body, reset: $0, minimum: minimum) }
                    ?? secondsPerRun(contender.body, minimum: minimum)
                samples[contender.name, default: []].append(seconds)
            }
        }
        return samples.mapValues { values in
            let sorted = values.sorted()
            return sorted[sorted.count / 2]
        }
    }
}
