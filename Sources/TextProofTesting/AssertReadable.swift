#if Audit
    import TextProof
    import TextProofAudit
    import TextProofPlatform
    import TextProofRaster

    /// Audits a screenshot as `textproof audit` does and records a failure (Swift Testing) or an
    /// `XCTFail` (XCTest) naming every text line below `requirement`, with its colours and ratio,
    /// so a snapshot test can require that what it captured is readable.
    ///
    /// ```swift
    /// @Test func settingsScreenIsReadable() {
    ///     assertReadable(screenshot: "__Snapshots__/SettingsTests/testSettings.light.png")
    /// }
    /// ```
    ///
    /// `screenshot` is a PNG's path, relative to the test file's folder unless absolute. Waivers
    /// accept failures by text or region, each with its reason (as `audit: allow:` entries do).
    /// Returns the audit, or nil when the image could not be read (which fails too).
    @discardableResult
    public func assertReadable(
        screenshot path: String, requirement: Requirement = .aa, scale: Double? = nil, waivers: [AuditWaiver] = [],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column,
        function: String = #function
    ) -> AuditedScreenshot? {
        let location = CallLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
        let resolved = path.hasPrefix("/") ? path : location.directory + "/" + path
        let image: RGBAImage
        do { image = try PNGCodec.read(resolved) } catch {
            location.fail("✗ \(location.shown(resolved)): \(error.message)")
            return nil
        }
        return readable(
            image, name: location.shown(resolved), requirement: requirement, scale: scale, waivers: waivers,
            location: location)
    }

    /// `assertReadable(screenshot:)` for an image in memory (straight-alpha RGBA, as `PNGCodec.read`
    /// gives it), named `name` in messages and waivers.
    @discardableResult
    public func assertReadable(
        _ image: RGBAImage, named name: String = "screenshot", requirement: Requirement = .aa, scale: Double? = nil,
        waivers: [AuditWaiver] = [], fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: Int = #column, function: String = #function
    ) -> AuditedScreenshot? {
        let location = CallLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
        return readable(image, name: name, requirement: requirement, scale: scale, waivers: waivers, location: location)
    }

    private func readable(
        _ image: RGBAImage, name: String, requirement: Requirement, scale: Double?, waivers: [AuditWaiver],
        location: CallLocation
    ) -> AuditedScreenshot? {
        var options = ScreenshotAuditor.Options()
        options.requirement = requirement
        options.scale = scale
        options.waivers = waivers
        let shot: AuditedScreenshot
        do { shot = try AuditorPool.shared.audit(image, name: name, options: options) } catch {
            location.fail("✗ \(name): \(error.description)")
            return nil
        }
        let failures = shot.failures
        guard !failures.isEmpty else { return shot }
        let lines = failures.map { line in
            "  \(line.label) at \(line.boxText) px: \(line.worstInk) on \(line.worstGround) "
                + "\(String(fixed: line.worstRatio, digits: 2)):1 (Lc \(String(fixed: line.worstLc, digits: 1))), "
                + "\(String(fixed: line.points, digits: 1)) pt\(line.bold ? " bold" : "")"
        }
        location.fail(
            "✗ \(name): \(failures.count) text line\(failures.count == 1 ? "" : "s") below \(requirement.title):\n"
                + lines.joined(separator: "\n"))
        return shot
    }

    /// Auditors kept between assertions (each loads Tesseract's model, about 80 ms), each used by
    /// one test at a time: taken out, used, and put back.
    final class AuditorPool: Sendable {
        static let shared = AuditorPool()
        private let idle = LockedState<[UncheckedAuditor]>([])

        struct UncheckedAuditor: @unchecked Sendable { let auditor: ScreenshotAuditor }

        func audit(_ image: RGBAImage, name: String, options: ScreenshotAuditor.Options) throws(TextLineFinder
            .Unavailable)
            -> AuditedScreenshot
        {
            let taken = idle.withLock { $0.popLast() }
            let auditor: ScreenshotAuditor
            if let taken { auditor = taken.auditor } else { auditor = try ScreenshotAuditor() }
            defer { idle.withLock { $0.append(UncheckedAuditor(auditor: auditor)) } }
            return auditor.audit(image, name: name, options: options)
        }
    }
#endif
