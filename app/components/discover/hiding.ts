// What Discover's results need to hide titles, gathered as the one module they load once the page is
// interactive: the playback and "Not interested" documents' code is not needed to render the server's grid, and
// keeping it out of the first load keeps /discover within its budget. (A gathering point for a dynamic import,
// not a barrel: nothing else imports it.)

export { isFinished } from "~/local/finished";
export { isNotInterested, markNotInterested, parseNotInterested } from "~/local/not-interested";
export { parsePlayback } from "~/local/playback";
