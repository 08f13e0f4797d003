/**
 * What a page made in the browser (My List, the calendar: what they show lives in this browser) says until its
 * script has run: that it is on its way, and, without JavaScript, that it needs it instead (the no-script
 * stylesheet hides the first).
 */
export function MadeInBrowserNote({ className, waiting, needsScript }: MadeInBrowserNoteProps) {
  return (
    <>
      <p className={`${className} needs-script`}>{waiting}</p>
      <noscript>
        <p className={className}>{needsScript}</p>
      </noscript>
    </>
  );
}

interface MadeInBrowserNoteProps {
  className: string;
  waiting: string;
  needsScript: string;
}
