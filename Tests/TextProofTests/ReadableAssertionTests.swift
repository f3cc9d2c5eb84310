import Foundation
import Testing
import TextProof
import TextProofAudit
import TextProofRaster
import TextProofTesting

/// `assertReadable`: a snapshot test requiring that its screenshot's text meets a contrast level.
@Suite("TextProofTesting: assertReadable")
struct ReadableAssertionTests {
    @Test("a readable screenshot records nothing and returns its audit")
    func readablePasses() throws {
        let shot = assertReadable(screenshot: "Fixtures/screenshots/privacy-dark.png")
        #expect(shot?.failures.isEmpty == true && (shot?.lines.count ?? 0) >= 8)
    }

    @Test("an unreadable one records one issue listing every line below the level, with its colours")
    func unreadableFails() throws {
        let image = try PNGCodec.read(Checkout.fixture("screenshots/privacy-light.png"))
        var shot: AuditedScreenshot?
        withKnownIssue {
            shot = assertReadable(image, named: "privacy-light")
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("✗ privacy-light: 5 text lines below WCAG 2 AA contrast")
                    && $0.rawValue.contains(
                        "“notifications to function.” at 99,1039 408×28 px: #85858B on #F2F2F7 3.29:1")
                    && $0.rawValue.contains("#8A8A8E on #FFFFFF 3.44:1")
            }
        }
        #expect(shot?.failures.count == 5)
    }

    @Test("waivers and a lower requirement let it pass; a missing file fails naming it")
    func waiversAndMissing() throws {
        let image = try PNGCodec.read(Checkout.fixture("screenshots/privacy-light.png"))
        // Large-text AA (3:1) is not what the footers need; AA for 13 pt is. A region waives them.
        let shot = assertReadable(
            image, named: "privacy-light",
            waivers: [
                AuditWaiver(region: PixelRect(x: 0, y: 590, width: 1170, height: 830), reason: "Known: tracked")
            ])
        #expect(shot?.waived.count == 5 && shot?.failures.isEmpty == true)
        withKnownIssue {
            assertReadable(screenshot: "Fixtures/screenshots/no-such.png")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no-such.png") }
        }
    }
}
