// @ts-check
// Imported by server.mjs before anything but check-node.mjs: React and React Router read NODE_ENV when they
// load, and in development mode React renders several times slower. The production server is production unless
// the operator says otherwise.
process.env.NODE_ENV ??= "production";
