// Starts the built app (dist/) on a free port with a fresh data directory and a known admin.
import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "./server.ts";

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  server = await startServer();
  project.provide("baseUrl", server.url);
  project.provide("admin", { username: server.admin.username, password: server.admin.password });
}

export async function teardown() {
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { username: string; password: string };
  }
}
