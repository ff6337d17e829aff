// GET /api/certificates/{id}/wallet-offer?key= — an OpenID4VCI credential offer for the certificate's
// recipient (issue 25 §3): scan the QR code (offerUri) with a wallet, then type the PIN.
export interface WalletOffer {
  /** openid-credential-offer://?credential_offer_uri=… (short: what the QR code holds). */
  offerUri: string;
  /** The same offer by value (openid-credential-offer://?credential_offer=…). */
  offerUriByValue: string;
  credentialOffer: Record<string, unknown>;
  /** The transaction code the wallet asks for: 6 digits. */
  pin: string;
  expiresAt: string;
  /** Wrong PINs allowed before the offer dies. */
  maxAttempts: number;
}
