// A parameterised test: each case has its own goldens, named by its argument. "Sign in" and "Sign/in"
// both become `Sign-in` as file names, so each gets a hash of its full text after `~` (GoldenTests.md).
import Testing
import TextProof
import TextProofTesting

@Test(arguments: ["Sign-in", "Sign in", "Sign/in"])
func buttonTitle(_ title: String) {
    let spec = ProofSpec(name: "button", runs: [RunSpec(text: title, color: .named("systemBlue"))])
    assertGolden(of: spec, as: .proof)  // buttonTitle-Sign-in.1-light.png, buttonTitle-Sign-in~<hash>.1-light.png, …
}
