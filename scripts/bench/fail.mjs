// @ts-check
// How the bench stops on a wrong option or a server that will not start: the message, then exit code 1.

/** @param {string} message @returns {never} */
export function fail(message) {
  console.error(message);
  process.exit(1);
}
