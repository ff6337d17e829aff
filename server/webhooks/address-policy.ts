// Which addresses a webhook may reach. Receivers are chosen by admins, but an admin account (or a
// stolen session) must not be able to make the server probe its own network: loopback, private,
// link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges
// are refused, for IPv4 and IPv6. The check runs on the address we connect to (see
// deliver-request.ts), so a DNS answer that changes after registration changes nothing.
//
// IPv6 is judged on its 16 bytes, not on how it is spelled (security round 4, L7):
// - IPv4-mapped (::ffff:0:0/96, any spelling — dotted, hex, zeros written out) is judged as the
//   IPv4 address inside it, since connecting to it reaches that IPv4 address;
// - IPv4-compatible (::/96, deprecated by RFC 4291: `[::127.0.0.1]`, `[::a9fe:a9fe]`) and
//   IPv4-translated (::ffff:0:0:0/96, SIIT) are refused whatever is inside: nothing legitimate uses them;
// - NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo (2001::/32) carry an IPv4
//   address a gateway may forward to: refused whole (a public address has a native form to use).
import { BlockList, isIP } from "node:net";

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24],
  ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 96], ["::ffff:0:0:0", 96], ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["100::", 64], ["2001::", 23], ["2001:db8::", 32], ["2002::", 16],
  ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8],
] as const) blocked.addSubnet(net, prefix, "ipv6");

/** The eight 16-bit groups of an IPv6 literal that `isIP` accepted (zone id dropped), or null. */
export function ipv6Groups(ip: string): number[] | null {
  let text = ip.split("%")[0];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const part = (s: string) => (s === "" ? [] : s.split(":").map((g) => parseInt(g, 16)));
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return null;
  const groups = [...head, ...new Array<number>(fill).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

/** true when `ip` (a literal address) is a public unicast address. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  if (family === 4) return !blocked.check(ip, "ipv4");
  const g = ipv6Groups(ip);
  if (!g) return false;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPublicAddress(v4Of(g[6], g[7]));
  const canonical = g.map((x) => x.toString(16)).join(":");
  return !blocked.check(canonical, "ipv6");
}

export class BlockedAddressError extends Error {
  readonly code = "EWEBHOOKBLOCKED";
  constructor(readonly address: string) {
    super(`webhook endpoint address ${address} is not public`);
    this.name = "BlockedAddressError";
  }
}
