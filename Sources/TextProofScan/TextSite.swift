import TextProof
