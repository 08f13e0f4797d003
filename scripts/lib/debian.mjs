// @ts-check
// Whether this machine can get a missing tool the ordinary way: Debian's package, installed as root.
import { existsSync, readFileSync } from "node:fs";

function readOsRelease() {
  try {
    return readFileSync("/etc/os-release", "utf8");
  } catch {
    return "";
  }
}

export const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
export const isDebian = existsSync("/etc/debian_version") || /ID(_LIKE)?=.*debian/.test(readOsRelease());
