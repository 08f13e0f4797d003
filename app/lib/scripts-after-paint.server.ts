import { Transform } from "node:stream";

// The page is rendered on the server and its links work before any script runs, so hydration can wait for
// the first paint instead of competing with it. React Router's <Scripts /> asks for its modules at once: a
// <link rel="modulepreload"> for each (React hoists them into the head) and an inline module script at the end
// of the body that imports the route modules and then starts hydration. On a phone's connection ~120 kB of
// JavaScript then shares the bandwidth with the document and the first images, and its download and parse
// share the CPU with the first layout. This rewrites the HTML as it streams so that both are held back, and
// adds a small script that releases them once the browser has painted
// (docs/decisions/0012-scripts-after-paint.md).

/** A module preload that fetches nothing until released. */
const HELD_PRELOAD = '<link rel="held-modulepreload"';
const PRELOAD = /<link rel="modulepreload"/g;
/** React Router's inline bootstrap module; the nonce is kept for the released copy. */
const MODULE_SCRIPT = /<script( nonce="([^"]*)")? type="module"/;
const HELD_TYPE = "held-module";

/**
 * Runs where it is parsed, right after the held module script, and takes the held elements. Once the browser
 * has painted, it lets the work out in small tasks rather than one long one:
 * 1. a real module preload in each held link's place, one per task (all fetching and compiling at once, off
 *    the main thread);
 * 2. the shared modules evaluated one at a time with import(), in the order React Router listed them (the
 *    framework first), each once its preload has loaded. Skipped if the entry module cannot be told apart,
 *    since evaluating it starts hydration;
 * 3. a real copy of the bootstrap module in its place, which finds everything evaluated and starts hydration.
 * The elements go back in the same positions, so hydration finds the document React Router rendered. Without
 * paint timing (an old browser) it starts once the page has loaded, and at the latest after two seconds (a
 * tab opened in the background).
 */
const RELEASE = `(()=>{
const self=document.currentScript,links=[...document.querySelectorAll('link[rel="held-modulepreload"]')],held=document.querySelector('script[type="${HELD_TYPE}"]');
self.remove();
if(!held)return;
const entry=(held.textContent.match(/import\\(("[^"]+")\\);?\\s*$/)||[])[1],entryHref=entry&&new URL(JSON.parse(entry),location.href).href;
const task=()=>new Promise(go=>{const c=new MessageChannel();c.port1.onmessage=go;c.port2.postMessage(0)});
let started=false;
const release=async()=>{
if(started)return;started=true;
const loaded=[];for(const old of links){const el=document.createElement("link");el.rel="modulepreload";el.href=old.getAttribute("href");if(old.nonce)el.nonce=old.nonce;loaded.push([el.href,new Promise(done=>{el.onload=el.onerror=done})]);old.replaceWith(el);await task()}
if(entryHref)for(const[href,ready]of loaded){if(href===entryHref)continue;await ready;await task();try{await import(href)}catch{}}
await task();
const el=document.createElement("script");el.type="module";el.async=true;el.textContent=held.textContent;if(held.nonce)el.nonce=held.nonce;held.replaceWith(el)};
const later=()=>setTimeout(release,0);
try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();later()}}).observe({type:"paint",buffered:true})}catch{addEventListener("load",later)}
setTimeout(release,2000)})();`.replaceAll("\n", "");

/**
 * A pass-through for an HTML document that holds React Router's scripts until the first paint. A tag may be
 * cut between two chunks, so an unfinished tag at the end of a chunk waits for the next one. Once the module
 * script has gone by, the rest passes untouched.
 */
export function scriptsAfterPaint(): Transform {
  let carry = "";
  let done = false;
  return new Transform({
    transform(chunk: Uint8Array | string, _encoding, callback) {
      if (done) {
        callback(null, chunk);
        return;
      }
      // latin1 maps each byte to one character and back, so a UTF-8 character split between chunks survives.
      let text = carry + Buffer.from(chunk).toString("latin1");
      const lastOpen = text.lastIndexOf("<");
      const cut = lastOpen !== -1 && text.indexOf(">", lastOpen) === -1 ? lastOpen : text.length;
      carry = text.slice(cut);
      text = text.slice(0, cut).replace(PRELOAD, HELD_PRELOAD);
      const script = MODULE_SCRIPT.exec(text);
      if (script) {
        const end = text.indexOf("</script>", script.index);
        if (end === -1) {
          // The module's text continues in the next chunk: hold it all until its end tag.
          carry = text.slice(script.index) + carry;
          text = text.slice(0, script.index);
        } else {
          done = true;
          const nonce = script[1] ?? "";
          const after = end + "</script>".length;
          text = `${text.slice(0, script.index)}<script${nonce} type="${HELD_TYPE}"${text.slice(script.index + script[0].length, after)}<script${nonce}>${RELEASE}</script>${text.slice(after)}${carry}`;
          carry = "";
        }
      }
      callback(null, Buffer.from(text, "latin1"));
    },
    flush(callback) {
      callback(null, carry ? Buffer.from(carry, "latin1") : null);
    },
  });
}
