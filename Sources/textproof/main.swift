import TextProofCommandLine

// The commands live in TextProofCommandLine, which the textproof-scan program shares.
await CommandMain.run(TextProofCommand.self)
