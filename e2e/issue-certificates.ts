// Certificates made through the API as the seeded admin, for the journeys that need some to look at:
// the first published certificate template, and the name of its subject field (course or reason).
import { inject } from "vitest";

export interface AdminApi {
  /** POSTs JSON with the admin's session; throws on a non-2xx answer. */
  post(path: string, body: unknown): Promise<Record<string, string>>;
  /** Issues a certificate of the first certificate template. */
  issue(recipientName: string, subject: string): Promise<string>;
}

export async function adminApi(): Promise<AdminApi> {
  const baseUrl = inject("baseUrl");
  const templateId = ((await (await fetch(`${baseUrl}/api/templates?kind=certificate`)).json()) as { id: string }[])[0]!.id;
  const fields = ((await (await fetch(`${baseUrl}/api/templates/${templateId}`)).json()) as { fields: { name: string }[] }).fields.map((f) => f.name);
  const subjectField = fields.includes("course") ? "course" : "reason";
  const login = await fetch(`${baseUrl}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: baseUrl }, body: JSON.stringify(inject("admin")) });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(baseUrl + path, { method: "POST", headers: { "content-type": "application/json", origin: baseUrl, cookie }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, string>;
  };
  return { post, issue: async (recipientName, subject) => (await post("/api/certificates", { templateId, values: { recipientName, [subjectField]: subject } })).id! };
}
