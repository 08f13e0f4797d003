import { useEffect, useState } from "react";
import { useLingui } from "~/i18n/i18n";

/**
 * The join link as a QR code, for a phone's camera. Drawn in this browser (the code must not leave it), as SVG;
 * the encoder loads only when a code is shown.
 */
export function SyncQrCode({ text }: { text: string }) {
  const { i18n } = useLingui();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import("qrcode")
      .then((qrcode) => qrcode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 }))
      .then((markup) => {
        if (current) setSvg(markup);
      })
      .catch(() => {
        if (current) setSvg(null); // the typed code still works
      });
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg) return <div className="sync-qr" aria-hidden="true" />;
  return (
    <div
      className="sync-qr"
      role="img"
      aria-label={i18n._("sync.qrLabel")}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG the qrcode library drew from our own text
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
