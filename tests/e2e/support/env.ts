/**
 * Ports the end-to-end servers listen on (loopback only). E2E_PORT_BASE moves all of them, so two test
 * runs on one machine (say CI and a developer) do not collide.
 */
const base = Number.parseInt(process.env.E2E_PORT_BASE ?? "", 10) || 4173;

export const PORTS = { demoApp: base, stubApp: base + 1, tmdbStub: base + 7 } as const;

/** A fake TMDB key nobody would type by chance, so any trace of it in a response is a leak. */
export const FAKE_TMDB_KEY = "fakekey9c41e2b7d0a35f86LEAKCANARY";
