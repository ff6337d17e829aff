// Which addresses a webhook may reach. Receivers are chosen by admins, but an admin account (or a
// stolen session) must not be able to make the server probe its own network: loopback, private,
// link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges
// are refused, for IPv4, IPv6 and IPv4 mapped into IPv6. The check runs on the address we connect
// to (see deliver-request.ts), so a DNS answer that changes after registration changes nothing.
import { BlockList, isIP } from "node:net";

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24],
  ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128], ["::1", 128], ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["100::", 64], ["2001::", 23], ["2001:db8::", 32], ["2002::", 16],
  ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8],
] as const) blocked.addSubnet(net, prefix, "ipv6");

/** true when `ip` (a literal address) is a public unicast address. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return isPublicAddress(mapped[1]);
    if (/^::ffff:/i.test(ip)) return false; // hex-written mapped form: refuse rather than parse
    return !blocked.check(ip, "ipv6");
  }
  return !blocked.check(ip, "ipv4");
}

export class BlockedAddressError extends Error {
  readonly code = "EWEBHOOKBLOCKED";
  constructor(readonly address: string) {
    super(`webhook endpoint address ${address} is not public`);
    this.name = "BlockedAddressError";
  }
}
