import { useTranslation } from "react-i18next";
import type { LinkedInCertification } from "../../../shared/api/certificates.ts";
import { cn } from "../../lib/utils.ts";
import { buttonVariants } from "../ui/button.tsx";
import { LinkedInMark } from "../share/BrandIcons.tsx";

/** LinkedIn's "add to profile" link; the server builds it, this rebuilds it from the fields if absent. */
export function linkedInAddUrl(li: LinkedInCertification): string {
  if (li.addUrl) return li.addUrl;
  const params = new URLSearchParams({ startTask: "CERTIFICATION_NAME", name: li.name, organizationName: li.organizationName, issueYear: String(li.issueYear), issueMonth: String(li.issueMonth), certUrl: li.certUrl, certId: li.certId });
  if (li.expirationYear) params.set("expirationYear", String(li.expirationYear));
  if (li.expirationMonth) params.set("expirationMonth", String(li.expirationMonth));
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** recordPath: on a server-drawn page, where the enhancement script posts the click ({ channel: "linkedin" }). */
export function LinkedInButton({ data, onClick, recordPath, size = "default", className }: { data: LinkedInCertification; onClick?: () => void; recordPath?: string; size?: "default" | "sm"; className?: string }) {
  const { t } = useTranslation("webCertificates");
  return (
    <a
      href={linkedInAddUrl(data)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      data-record={recordPath}
      data-channel={recordPath ? "linkedin" : undefined}
      data-testid="linkedin-add"
      className={cn(buttonVariants({ size }), "bg-[#0A66C2] text-white shadow-[#0A66C2]/20 hover:bg-[#0A66C2]/90", className)}
    >
      <LinkedInMark />
      {t("preview.linkedin")}
    </a>
  );
}
