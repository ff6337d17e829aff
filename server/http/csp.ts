// Content-Security-Policy for the built web app: everything from this origin, no inline scripts.
// React's `style={{…}}` attributes need style-src-attr 'unsafe-inline'; <style> elements stay blocked.
import type { Config } from "../config.ts";

export function contentSecurityPolicy(config: Pick<Config, "publicUrl">): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  if (config.publicUrl.startsWith("https:")) directives["upgrade-insecure-requests"] = [];
  return directives;
}
