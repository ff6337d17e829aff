// GET /api/uploads/{id} serves uploaded images only (issue 22, finding 12): the blob store also keeps
// a bulk job's spreadsheet and report under the SHA-256 of their bytes, and an anonymous GET with that
// id returned the recipients' names and e-mails. Those go out only through the admin job routes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../test/factories.ts";
import { blobIdOf } from "../../../storage/blobs.ts";
import { buildCertificateTemplate } from "../certificates/test-template.ts";
import { PNG_1PX, multipartBody } from "../admin/test-helpers.ts";

let t: TestApp;
let admin: string;
let templateId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminCookie(t.db);
  templateId = (await buildCertificateTemplate(t.db)).id;
});
afterAll(() => t?.close());

function bulkUpload(csv: string, cookie: string) {
  const boundary = "----bitaqa-only-images";
  const part = (name: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: text/csv` : ""}\r\n\r\n${value}\r\n`;
  const mapping = JSON.stringify({ recipientName: "name", course: "course", recipientEmail: "email" });
  const payload = part("templateId", templateId) + part("mapping", mapping) + part("file", csv, "people.csv") + `--${boundary}--\r\n`;
  return t.app.inject({ method: "POST", url: "/api/admin/certificates/bulk", payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie } });
}

async function finished(jobId: string) {
  const until = Date.now() + 60_000;
  for (;;) {
    const job = await t.db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();
    if (job.state === "done" || job.state === "failed") return job;
    if (Date.now() > until) throw new Error(`job stayed ${job.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("GET /api/uploads/{id}", () => {
  it("does not hand out a bulk job's sheet or report, which stay reachable through the job routes", async () => {
    const csv = "name,course,email\nHuda Salem,Safety,huda.salem@people.test\nOmar Nasser,Safety,omar.nasser@people.test\n";
    const queued = await bulkUpload(csv, admin);
    expect(queued.statusCode, queued.body).toBe(202);
    const job = await finished(queued.json().jobId);
    expect(job.state).toBe("done");

    // The sheet's blob is there, under the id anyone can compute from its bytes…
    const sheetId = blobIdOf(Buffer.from(csv));
    expect(await t.db.selectFrom("blobs").select("id").where("id", "=", sheetId).executeTakeFirst()).toBeDefined();
    for (const id of [sheetId, job.result_blob_id!]) {
      for (const cookie of [undefined, (await signedInUser(t.db)).cookie, admin]) {
        const res = await t.app.inject({ method: "GET", url: `/api/uploads/${id}`, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, id).toBe(404);
        expect(res.body).not.toContain("people.test");
      }
    }
    // …and the admin still gets the results where they belong.
    const zip = await t.app.inject({ method: "GET", url: `/api/admin/jobs/${job.id}/result.zip`, headers: { cookie: admin } });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toContain("zip");
  });

  it("still serves an uploaded image to anyone", async () => {
    const { body, contentType } = multipartBody("file", "x.png", PNG_1PX);
    const up = await t.app.inject({ method: "POST", url: "/api/admin/uploads", payload: body, headers: { "content-type": contentType, cookie: admin } });
    expect(up.statusCode).toBeLessThan(300);
    const res = await t.app.inject({ method: "GET", url: up.json().url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
  });
});
