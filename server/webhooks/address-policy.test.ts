import { describe, expect, it } from "vitest";
import { ipv6Groups, isPublicAddress } from "./address-policy.ts";

describe("isPublicAddress", () => {
  it.each(["127.0.0.1", "127.9.9.9", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255"])(
    "refuses IPv4 %s",
    (ip) => expect(isPublicAddress(ip)).toBe(false),
  );
  it.each(["::1", "::", "fe80::1", "fe80::1%eth0", "fd00::1", "fc00::5", "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:7f00:1", "64:ff9b::a00:1", "2001:db8::1"])(
    "refuses IPv6 %s",
    (ip) => expect(isPublicAddress(ip)).toBe(false),
  );
  // Security round 4, L7: the same private IPv4 addresses inside IPv6, in every spelling.
  it.each([
    // IPv4-compatible (::/96)
    "::127.0.0.1", "::7f00:1", "::a9fe:a9fe", "::169.254.169.254", "::10.0.0.1", "0:0:0:0:0:0:7f00:1", "::0:0:a9fe:a9fe", "::8.8.8.8",
    // IPv4-mapped, written out, with capitals, with leading zeros, in hex
    "0:0:0:0:0:ffff:127.0.0.1", "0000:0000:0000:0000:0000:FFFF:7F00:0001", "::FFFF:169.254.169.254", "0::ffff:a9fe:a9fe", "::0:ffff:a00:1", "::ffff:c0a8:101",
    // IPv4-translated (SIIT, ::ffff:0:0:0/96)
    "::ffff:0:127.0.0.1", "::ffff:0:7f00:1", "0:0:0:0:ffff:0:a9fe:a9fe",
    // NAT64 well-known and local-use prefixes with private IPv4 inside
    "64:ff9b::127.0.0.1", "64:ff9b::7f00:1", "64:ff9b::169.254.169.254", "64:FF9B:0:0:0:0:a00:1", "64:ff9b:1::a9fe:a9fe",
    // 6to4 with private IPv4 inside
    "2002:7f00:1::", "2002:a9fe:a9fe::1", "2002:0a00:0001:0:0:0:0:1", "2002:c0a8:0101::",
    // Teredo
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
  ])("refuses IPv4 hidden in IPv6 %s", (ip) => expect(isPublicAddress(ip)).toBe(false));
  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "2a00:1450:4001:81c::200e", "::ffff:8.8.8.8", "0:0:0:0:0:ffff:808:808"])(
    "allows public %s",
    (ip) => expect(isPublicAddress(ip)).toBe(true),
  );
  it("refuses what is not an address", () => {
    expect(isPublicAddress("localhost")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});

describe("ipv6Groups", () => {
  it("reads every spelling to the same eight groups", () => {
    const loopbackMapped = [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1];
    for (const ip of ["::ffff:127.0.0.1", "0:0:0:0:0:ffff:7f00:1", "0000:0000:0000:0000:0000:ffff:7f00:0001", "::FFFF:7F00:1"]) expect(ipv6Groups(ip), ip).toEqual(loopbackMapped);
    expect(ipv6Groups("2002:a9fe:a9fe::1")).toEqual([0x2002, 0xa9fe, 0xa9fe, 0, 0, 0, 0, 1]);
    expect(ipv6Groups("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
