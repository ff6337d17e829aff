// The one e-mail layout, as React components rendered to static HTML (react-dom/server): a
// table layout with inline styles (what mail clients render), the site's name and logo (an inline
// CID attachment, never a remote image), `dir`/`lang` of the message's language, and links that are
// all absolute (PUBLIC_URL). `mailText` writes the plain-text part from the same content.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "../../../shared/limits.ts";

export const LOGO_CID = "logo@bitaqa";

export interface MailLink {
  label: string;
  url: string;
}

/** What a message says; every kind of message is built as one of these. */
export interface MailContent {
  subject: string;
  /** hidden preview line shown by inbox lists */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  /** the main call to action */
  button?: MailLink;
  /** other links, shown as a list under the button */
  links?: MailLink[];
  /** quoted user text (e.g. a contact-form message), shown as is, never as HTML */
  quote?: string;
  /** small print under the button */
  notes?: string[];
}

export interface MailFrame {
  locale: Locale;
  siteName: string;
  siteUrl: string;
  primaryColor: string;
  footer: string;
  linkHint: string;
}

const FONT = "'Segoe UI', Tahoma, Arial, sans-serif";

function Button({ link, color }: { link: MailLink; color: string }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "24px 0" }}>
      <tbody>
        <tr>
          <td style={{ background: color, borderRadius: 8 }}>
            <a href={link.url} style={{ display: "inline-block", padding: "12px 24px", color: "#ffffff", textDecoration: "none", fontWeight: 700, fontFamily: FONT, fontSize: 16 }}>
              {link.label}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Frame({ frame, children, preheader }: { frame: MailFrame; children: ReactNode; preheader?: string }) {
  const dir = frame.locale === "ar" ? "rtl" : "ltr";
  const align = dir === "rtl" ? "right" : "left";
  return (
    <html lang={frame.locale} dir={dir}>
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </head>
      <body dir={dir} style={{ margin: 0, padding: 0, background: "#f4f4f5", fontFamily: FONT }}>
        {preheader ? <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{preheader}</div> : null}
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: "#f4f4f5" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} dir={dir} style={{ maxWidth: 560, background: "#ffffff", borderRadius: 12, textAlign: align }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: "20px 28px", borderBottom: `4px solid ${frame.primaryColor}` }}>
                        <a href={frame.siteUrl} style={{ textDecoration: "none", color: "#18181b" }}>
                          <img src={`cid:${LOGO_CID}`} width={36} height={36} alt="" style={{ verticalAlign: "middle", border: 0 }} />
                          <span style={{ fontSize: 20, fontWeight: 800, verticalAlign: "middle", padding: "0 10px" }}>{frame.siteName}</span>
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "24px 28px", color: "#18181b", fontSize: 16, lineHeight: 1.6 }}>{children}</td>
                    </tr>
                    <tr>
                      <td style={{ padding: "16px 28px", color: "#71717a", fontSize: 12, borderTop: "1px solid #e4e4e7" }}>
                        {frame.footer} <a href={frame.siteUrl} style={{ color: "#71717a" }}>{frame.siteUrl}</a>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function MailMessage({ frame, content }: { frame: MailFrame; content: MailContent }) {
  return (
    <Frame frame={frame} preheader={content.preheader}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>{content.heading}</h1>
      {content.paragraphs.map((p, i) => (
        <p key={i} style={{ margin: "0 0 12px" }}>{p}</p>
      ))}
      {content.quote ? (
        <div style={{ whiteSpace: "pre-wrap", background: "#f4f4f5", borderRadius: 8, padding: "12px 16px", margin: "0 0 12px" }}>{content.quote}</div>
      ) : null}
      {content.button ? <Button link={content.button} color={frame.primaryColor} /> : null}
      {content.links?.length ? (
        <ul style={{ padding: 0, margin: "0 0 16px", listStyle: "none" }}>
          {content.links.map((l) => (
            <li key={l.url} style={{ margin: "0 0 8px" }}>
              <a href={l.url} style={{ color: frame.primaryColor, fontWeight: 600 }}>{l.label}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {content.notes?.map((n, i) => (
        <p key={i} style={{ margin: "0 0 8px", color: "#52525b", fontSize: 14 }}>{n}</p>
      ))}
      {content.button ? (
        <p style={{ margin: "16px 0 0", color: "#71717a", fontSize: 12, wordBreak: "break-all" }}>
          {frame.linkHint} <a href={content.button.url} style={{ color: "#71717a" }}>{content.button.url}</a>
        </p>
      ) : null}
    </Frame>
  );
}

export function mailHtml(frame: MailFrame, content: MailContent): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<MailMessage frame={frame} content={content} />)}`;
}

/** The plain-text part: the same content, links written out. */
export function mailText(frame: MailFrame, content: MailContent): string {
  const parts: string[] = [frame.siteName, "", content.heading, "", ...content.paragraphs.flatMap((p) => [p, ""])];
  if (content.quote) parts.push(content.quote.split("\n").map((l) => `> ${l}`).join("\n"), "");
  if (content.button) parts.push(`${content.button.label}: ${content.button.url}`, "");
  for (const l of content.links ?? []) parts.push(`${l.label}: ${l.url}`);
  if (content.links?.length) parts.push("");
  for (const n of content.notes ?? []) parts.push(n);
  parts.push("", "--", `${frame.footer} ${frame.siteUrl}`);
  return parts.join("\n").replace(/\n{3,}/g, "\n\n").trim() + "\n";
}
