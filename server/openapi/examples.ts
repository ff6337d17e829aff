// Request examples shown in the API reference. Each is sent to the server by openapi.test.ts and
// must be accepted. The signed credential was made once by a throwaway did:key (eddsa-rdfc-2022);
// it verifies anywhere, offline, as long as the bundled contexts and the verifier do not change.
export const exampleSignedCredential = {
  "@context": [
    "https://www.w3.org/ns/credentials/v2",
    "https://www.w3.org/ns/credentials/examples/v2"
  ],
  "id": "urn:uuid:0f4a8f3e-52b7-4c0a-9d1e-6a3c2b1d7e90",
  "type": [
    "VerifiableCredential",
    "ExampleAlumniCredential"
  ],
  "issuer": "did:key:z6Mkpeo1ziWVcyH3HTB6Mk8wRnvJJtiRDLhoPub2f7VaJVAS",
  "validFrom": "2026-01-01T00:00:00Z",
  "credentialSubject": {
    "id": "did:example:ebfeb1f712ebc6f1c276e12ec21",
    "alumniOf": "Example University"
  },
  "proof": {
    "type": "DataIntegrityProof",
    "created": "2026-01-01T00:00:00Z",
    "verificationMethod": "did:key:z6Mkpeo1ziWVcyH3HTB6Mk8wRnvJJtiRDLhoPub2f7VaJVAS#z6Mkpeo1ziWVcyH3HTB6Mk8wRnvJJtiRDLhoPub2f7VaJVAS",
    "cryptosuite": "eddsa-rdfc-2022",
    "proofPurpose": "assertionMethod",
    "proofValue": "z2f79VSLGGVaLio7RSEmsBwcomdarmVrGhw6e7m6uAN6CBDSVKUJY3T9emcKvx6GEJ5EPjGb1HZCMQjFM1i7pTsux"
  }
} as const;

export const exampleUnsignedCredential = {
  "@context": ["https://www.w3.org/ns/credentials/v2", "https://www.w3.org/ns/credentials/examples/v2"],
  type: ["VerifiableCredential", "ExampleAchievementCredential"],
  validFrom: "2026-01-01T00:00:00Z",
  credentialSubject: { id: "did:example:123", name: "Sara Ahmad", achievement: "UX design" },
};

export const exampleIssueRequest = { credential: exampleUnsignedCredential, options: { cryptosuite: "eddsa-rdfc-2022" } };

export const exampleVerifyCredentialRequest = { verifiableCredential: exampleSignedCredential };

export const exampleVerifyPresentationRequest = {
  verifiablePresentation: {
    "@context": ["https://www.w3.org/ns/credentials/v2"],
    type: ["VerifiablePresentation"],
    verifiableCredential: [exampleSignedCredential],
  },
};

/** The templateId is a placeholder: take one from GET /api/templates?kind=certificate. The values
 * are the fields of the seeded "Training Course Completion" certificate. */
export const EXAMPLE_TEMPLATE_ID = "00000000-0000-4000-8000-000000000000";
export const exampleIssueCertificateRequest = {
  templateId: EXAMPLE_TEMPLATE_ID,
  values: { recipientName: "سارة أحمد", course: "UX design", date: "2026-05-01" },
  recipientName: "سارة أحمد",
  issuedAt: "2026-05-01",
  options: { calendar: "gregory", digits: "latn" },
};
