// npm run bench -- --only qr-payload (issue 34): the printed QR's size for the seeded certificate
// templates with short and long Arabic and English names — CBOR-LD bytes, QR version at error
// correction M (goal ≤ 20), optional fields dropped, module size printed on A4 landscape with the
// seeded QR (250 of 1600 px) — and the time to verify a payload (median of 50, this machine).
import { loadavg } from "node:os";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { CERTIFICATE_TEMPLATES } from "../server/seeds/certificates/index.ts";
import { decodeAndVerifyQrPayload, qrDidWeb, type QrCredential } from "../shared/credentials/qr/index.ts";
import { fitQrLink, QR_MAX_VERSION } from "../shared/credentials/qr/fit.ts";

const PUBLIC_URL = "https://bitaqa.example";
const A4_LANDSCAPE_MM = 297;
const SEED_QR_SHARE = 250 / 1600;

const NAMES = {
  "ar short": "سارة أحمد",
  "ar long": "عبدُ الرَّحمنِ بنُ محمّدِ بنِ عبدِ اللهِ آلِ الشَّيخِ",
  "en short": "Sara Ahmed",
  "en long": "Alexandra Catherine Montgomery-Fitzgerald Van der Berg",
} as const;
const LONG_ACHIEVEMENT = { ar: "برنامج القيادة التنفيذية في إدارة المشاريع الرقمية والتحول المؤسسي ٢٠٢٦", en: "Executive Leadership Programme in Digital Project Management and Organisational Transformation 2026" };

export async function qrPayloadBench(): Promise<void> {
  const pair = await Ed25519Multikey.generate();
  const key = pair.publicKeyMultibase;
  const sign = (args: { data: Uint8Array }) => pair.signer().sign(args);
  const issuers = [
    { method: "did:key", did: `did:key:${key}`, signer: { id: `did:key:${key}#${key}`, sign } },
    { method: "did:web", did: qrDidWeb(PUBLIC_URL), signer: { id: `${qrDidWeb(PUBLIC_URL)}#${key}`, sign } },
  ];
  console.log(`\nqr-payload — load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  console.log("template | name | issuer | bytes | QR version | dropped | mm/module on A4");
  let worst = 0;
  let sample = "";
  for (const template of CERTIFICATE_TEMPLATES) {
    const title = template.title as { ar: string; en: string };
    for (const [label, name] of Object.entries(NAMES)) {
      const lang = label.startsWith("ar") ? "ar" : "en";
      const achievementName = label.endsWith("long") ? LONG_ACHIEVEMENT[lang] : title[lang] || title.ar;
      for (const issuer of issuers) {
        const credential: QrCredential = {
          recipientName: name, achievementName, issuerName: lang === "ar" ? "جمعية البر الخيرية" : "Bitaqa Academy",
          certificateCode: "7KQ2M-9XD4H-RTP3C", issuer: issuer.did, issuedAt: "2026-11-28T10:15:00Z", expiresAt: "2031-11-28T00:00:00Z",
          status: { listUrl: `${PUBLIC_URL}/api/credentials/status/key/12`, index: 104_857 },
        };
        const fit = await fitQrLink(credential, { signer: issuer.signer, publicUrl: PUBLIC_URL, issuerKeys: [key] });
        worst = Math.max(worst, fit.version);
        sample = fit.link;
        const mm = (A4_LANDSCAPE_MM * SEED_QR_SHARE) / (17 + 4 * fit.version + 2);
        console.log(`${template.seedKey} | ${label} | ${issuer.method} | ${fit.bytes} | ${fit.version} | ${fit.dropped.join(",") || "—"} | ${mm.toFixed(2)}`);
      }
    }
  }
  const keys = [{ id: `did:web:bitaqa.example#${key}`, controller: "did:web:bitaqa.example", publicKeyMultibase: key }];
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await decodeAndVerifyQrPayload(sample, { keys, now: new Date(), publicUrl: PUBLIC_URL });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`largest QR version ${worst} (goal ≤ ${QR_MAX_VERSION}) · decode + verify median ${times[25].toFixed(2)} ms, max ${times[49].toFixed(2)} ms (Node, this machine)`);
}
