import { describe, expect, it } from "vitest";
import { clientAddress, clientKey, isHttps } from "./client.mjs";

function request(
  headers: Record<string, string> = {},
  socket: { remoteAddress?: string; encrypted?: boolean } = {},
) {
  return { headers, socket: { remoteAddress: "10.0.0.1", ...socket } };
}

describe("clientAddress", () => {
  it("is the socket's address unless the operator trusts a proxy", () => {
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.9" }), 0)).toBe("10.0.0.1");
  });

  it("takes the address the trusted proxy appended, not what the client wrote before it", () => {
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.9" }), 1)).toBe("203.0.113.9");
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4, 203.0.113.9" }), 1)).toBe("203.0.113.9");
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4, 203.0.113.9, 10.1.1.1" }), 2)).toBe(
      "203.0.113.9",
    );
  });

  it("falls back to the socket when a trusted proxy sent no X-Forwarded-For", () => {
    expect(clientAddress(request(), 1)).toBe("10.0.0.1");
  });
});

describe("clientKey", () => {
  it("keys IPv4 by address, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("isHttps", () => {
  it("is true for a TLS socket", () => {
    expect(isHttps(request({}, { encrypted: true }), 0)).toBe(true);
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    expect(isHttps(request({ "x-forwarded-proto": "https" }), 0)).toBe(false);
    expect(isHttps(request({ "x-forwarded-proto": "https" }), 1)).toBe(true);
    expect(isHttps(request({ "x-forwarded-proto": "http" }), 1)).toBe(false);
    expect(isHttps(request({ "x-forwarded-proto": "https, http" }), 1)).toBe(false);
    expect(isHttps(request(), 1)).toBe(false);
  });
});
