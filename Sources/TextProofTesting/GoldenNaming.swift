import TextProofPlatform

/// What a golden is called and where it lives when the call does not say, as swift-snapshot-testing
/// keeps snapshots: `<folder of the test file>/__Snapshots__/<TestFile>/<test>.<n>`.
///
/// `<test>` is the suites and the function (`SettingsGoldens.brandLabels`; the outermost suite left
/// out when it is named like the file, as most are), or XCTest's class and method; a parameterised
/// case adds its arguments (`buttonTitle-Sign-in~1c9e0a4b`). `<n>` counts the assertions of one run
/// of the test from 1. None of it depends on the order tests run in, `--parallel`, `--filter` or
/// repetitions.
package struct GoldenNaming {
    package let file: TestFile
    package let test: RunningTest

    package init(file: TestFile, test: RunningTest) {
        self.file = file
        self.test = test
    }

    /// The test file's name without `.swift`: the folder of its goldens.
    var testFile: String { file.name }

    /// `<folder of the test file>/__Snapshots__/<TestFile>`.
    var folder: String { file.directory + "/__Snapshots__/" + testFile }

    /// The test (case) as a file name: `SettingsGoldens.brandLabels`, `buttonTitle-Sign-in~1c9e0a4b`.
    package var stem: String {
        var suites = test.suites
        if suites.first == testFile { suites.removeFirst() }
        let name = (suites + [test.function]).map(Self.fileNameSafe).joined(separator: ".")
        return ([name] + test.arguments.map(Self.argumentName)).joined(separator: "-")
    }

    /// The next default name in this run of the test: `<stem>.1`, `<stem>.2`, …; and whether it is
    /// the run's first (when its old artifacts are cleared).
    package func nextName() -> (name: String, isFirst: Bool) {
        let key = "\(test.run ?? "no test")|\(test.identity)|\(folder)/\(stem)"
        let count = Self.counters.withLock { counters in
            counters[key, default: 0] += 1
            return counters[key]!
        }
        return ("\(stem).\(count)", count == 1)
    }

    /// Assertions made so far by each run of each test (case). A run's count is never looked up
    /// again once it ends; the few bytes each leaves are kept for the process.
    private static let counters = LockedState([String: Int]())

    /// The golden's name under the layout before 0.2 (`<package>/goldens/<TestFile>/`), which had no
    /// suites, no class and no disambiguator: read for one release while goldens move.
    var previousStem: String {
        ([test.function] + test.arguments.map(Self.previousArgumentName)).map(Self.fileNameSafe)
            .joined(separator: "-")
    }

    /// Letters, digits, `.`, `-` and `_` kept; anything else a `-`.
    static func fileNameSafe(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "-" })
    }

    /// An argument as a file name: made safe and cut to 60 characters; when that changed it, a `~`
    /// and a hash of the whole argument, so "Sign in" and "Sign/in" never share a golden.
    static func argumentName(_ argument: String) -> String {
        let safe = String(fileNameSafe(argument).prefix(60))
        return safe == argument ? safe : safe + "~" + hash(argument)
    }

    static func previousArgumentName(_ argument: String) -> String {
        String(argument.prefix(60))
    }

    /// FNV-1a over the UTF-8 bytes, 32 bits as 8 hex digits: the same on every machine and run.
    static func hash(_ text: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            value ^= UInt32(byte)
            value &*= 0x0100_0193
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

/// Which test (case) and call site claimed each default golden name, so two that end up with the
/// same file fail instead of sharing (or overwriting) one golden.
enum GoldenClaims {
    private static let owners = LockedState([String: String]())

    /// nil when `owner` may use `path`; else who already does.
    static func claim(_ path: String, by owner: String) -> String? {
        owners.withLock { owners in
            if let existing = owners[path], existing != owner { return existing }
            owners[path] = owner
            return nil
        }
    }
}
