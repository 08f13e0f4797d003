// Outside a browser (Node.js driving room clients in the relay tests and `npm run cluster`), a WebSocket sends no
// Origin header, and the relay refuses an upgrade without the site's own origin. Node's WebSocket (undici) takes
// headers as a second argument, which a browser's would read as sub-protocols: used only where there is no page.
// Relative imports and globals only: Node.js runs this file as it is.

export function socketWithOrigin(origin: string): typeof WebSocket {
  const Base = globalThis.WebSocket;
  const init = { headers: { origin } } as unknown as string[];
  return class extends Base {
    constructor(url: string | URL) {
      super(url, init);
    }
  };
}
