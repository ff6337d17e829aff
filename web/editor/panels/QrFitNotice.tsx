// Issue 34: a certificate's printed QR carries its signed credential, and optional details are left
// out when a long text would make the code larger than version 20. Where the QR's properties are
// shown, this says whether a long three-part name still fits, and what the code leaves out when it
// does not — measured with the real encoder (loaded only here) and a signature of the real size, in
// the design's language, on this site's own address (the link's length counts).
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FittedQrLink } from "../../../shared/credentials/qr/fit.ts";
import type { QrCredential } from "../../../shared/credentials/qr/model.ts";
import type { Locale } from "../../../shared/limits.ts";

/** Long but real: three-part names, a diploma's full title, an academy's name. */
const LONG_TEXTS: Record<Locale, Pick<QrCredential, "recipientName" | "achievementName" | "issuerName">> = {
  ar: { recipientName: "عبد الرحمن بن عبد العزيز بن محمد الفلاني", achievementName: "الدبلوم المهني المتقدم في إدارة المشروعات والقيادة الاستراتيجية", issuerName: "أكاديمية التدريب والتطوير المهني" },
  en: { recipientName: "Alexandra Catherine Montgomery-Whitfield", achievementName: "Advanced Professional Diploma in Project Management and Strategic Leadership", issuerName: "Academy of Professional Training and Development" },
  fr: { recipientName: "Marie-Christine Delacroix-Beaumont", achievementName: "Diplôme professionnel avancé en gestion de projet et leadership stratégique", issuerName: "Académie de formation et de développement professionnel" },
};

/** The issuer key of SIZE_ONLY_SIGNER: in the compression table like a real issuer's key. */
const SAMPLE_KEY = "z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK";

export function longQrCredential(locale: Locale, origin: string): QrCredential {
  return {
    ...LONG_TEXTS[locale],
    certificateCode: "BTQ-7K4M-9XQ2",
    issuer: `did:key:${SAMPLE_KEY}`,
    issuedAt: "2026-11-28T10:00:00Z",
    expiresAt: "2031-11-28T10:00:00Z",
    status: { listUrl: `${origin}/api/credentials/status/key/12`, index: 131_071 },
  };
}

export function QrFitNotice({ locale }: { locale: Locale }) {
  const { t, i18n } = useTranslation("editor");
  const [fit, setFit] = useState<FittedQrLink | null>(null);
  useEffect(() => {
    let live = true;
    void import("../../../shared/credentials/qr/fit.ts").then(async ({ fitQrLink, SIZE_ONLY_SIGNER }) => {
      const origin = window.location.origin;
      const fitted = await fitQrLink(longQrCredential(locale, origin), { signer: SIZE_ONLY_SIGNER, publicUrl: origin, issuerKeys: [SAMPLE_KEY] });
      if (live) setFit(fitted);
    }).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  if (!fit) return null;
  const text = fit.oversize
    ? t("props.qrTooLongAll")
    : fit.dropped.length > 0
      ? t("props.qrTooLong", { fields: new Intl.ListFormat(i18n.language).format(fit.dropped.map((f) => t(`props.qrField_${f}`))) })
      : t("props.qrFits", { version: fit.version });
  return (
    <p className={fit.dropped.length > 0 || fit.oversize ? "text-xs text-amber-700 dark:text-amber-400" : "text-xs text-muted-foreground"} data-testid="qr-fit" role="status">
      {text}
    </p>
  );
}
