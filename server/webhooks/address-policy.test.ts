import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./address-policy.ts";

describe("isPublicAddress", () => {
  it.each(["127.0.0.1", "127.9.9.9", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255"])(
    "refuses IPv4 %s",
    (ip) => expect(isPublicAddress(ip)).toBe(false),
  );
  it.each(["::1", "::", "fe80::1", "fd00::1", "fc00::5", "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:7f00:1", "64:ff9b::a00:1", "2001:db8::1"])(
    "refuses IPv6 %s",
    (ip) => expect(isPublicAddress(ip)).toBe(false),
  );
  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows public %s", (ip) => expect(isPublicAddress(ip)).toBe(true));
  it("refuses what is not an address", () => {
    expect(isPublicAddress("localhost")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});
