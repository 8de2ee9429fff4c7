import fontUrl from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2';

export const GUJARATI_FONT_FAMILY = "'Noto Sans Gujarati', sans-serif";

/**
 * Noto Sans Gujarati (SIL OFL), its Gujarati subset of 37 KB shipped with the shell: a computer
 * without a Gujarati font would otherwise show the 404 page's message as empty boxes. React 19 puts
 * the rule in the head once, however often the page shows; the browser fetches the font only then.
 */
export function GujaratiFont() {
  return (
    <style href="noto-sans-gujarati" precedence="default">
      {`@font-face{font-family:'Noto Sans Gujarati';font-style:normal;font-weight:400;font-display:swap;src:url(${fontUrl}) format('woff2')}`}
    </style>
  );
}
