import { z } from "zod";

/** A certificate id in a path (random, URL-safe). */
export const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
