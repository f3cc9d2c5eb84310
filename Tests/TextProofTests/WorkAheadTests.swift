import Dispatch
import Testing
import TextProofPlatform

@Suite("Work begun ahead on another thread")
struct WorkAheadTests {
    @Test("when no thread ever takes the queued job (every pool thread busy), the caller does the work")
    func neverStarted() {
        let runs = LockedState(0)
        // A `start` that drops the job: the pool never gets to it.
        let ahead = WorkAhead(
            start: { _ in },
            { () -> Int in
                runs.withLock { $0 += 1 }
                return 42
            })
        #expect(ahead.value == 42)
        #expect(ahead.value == 42)
        #expect(runs.withLock { $0 } == 1)
    }

    @Test("when the job ran first, the caller takes its result without working it out again")
    func startedFirst() {
        let runs = LockedState(0)
        var queued: (@Sendable () -> Void)?
        let ahead = WorkAhead(
            start: { queued = $0 },
            { () -> String in
                runs.withLock { $0 += 1 }
                return "made"
            })
        queued?()
        // The job, run again late (a pool thread reaching it after all), does nothing.
        queued?()
        #expect(ahead.value == "made")
        #expect(runs.withLock { $0 } == 1)
    }

    @Test("a result that is itself nil is returned, not waited for")
    func nilResult() {
        let ahead = WorkAhead(start: { _ in }, { () -> Int? in nil })
        #expect(ahead.value == nil)
    }

    @Test("many threads asking at once while the pool runs it: one run, one result for all")
    func manyAsking() {
        let runs = LockedState(0)
        let ahead = WorkAhead { () -> [Int] in
            runs.withLock { $0 += 1 }
            return Array(0..<1000)
        }
        let sums = LockedState<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let sum = ahead.value.reduce(0, +)
            sums.withLock { $0.append(sum) }
        }
        #expect(sums.withLock { $0 } == Array(repeating: 499_500, count: 16))
        #expect(runs.withLock { $0 } == 1)
    }
}
