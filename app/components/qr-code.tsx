import { useEffect, useState } from "react";

/**
 * A link as a QR code, for a phone's or a TV's camera: sync's join link (My List) and a room's invite (watch
 * together). Drawn in this browser, as SVG, because what it carries is a secret that must not leave it; the
 * encoder loads only when a code is shown. Until it is drawn (or if it cannot be), an empty box of the same size
 * holds the place: the link beside it still works.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import("qrcode")
      .then((qrcode) => qrcode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 }))
      .then((markup) => {
        if (current) setSvg(markup);
      })
      .catch(() => {
        if (current) setSvg(null);
      });
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg) return <div className={className} aria-hidden="true" />;
  return (
    <div
      className={className}
      role="img"
      aria-label={label}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG the qrcode library drew from our own text
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
