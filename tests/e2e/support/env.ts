/** Ports the end-to-end servers listen on (loopback only). */
export const PORTS = { demoApp: 4173, stubApp: 4174, tmdbStub: 4180 } as const;

/** A fake TMDB key nobody would type by chance, so any trace of it in a response is a leak. */
export const FAKE_TMDB_KEY = "fakekey9c41e2b7d0a35f86LEAKCANARY";
