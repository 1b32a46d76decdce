// The content pages' banner drawings, as inline SVG markup (decision 175). Drawn in the page
// rather than as an <img>, a drawing is never Lighthouse's largest paint (an image is; shapes are
// not), needs no SVG document of its own and waits for no request or layout, while the title it
// sits under stays the largest paint. Written here, not fetched: the markup goes into the HTML
// unescaped, so it must only ever come from this file, never from content staff edit.
// `preserveAspectRatio` slices like `object-fit: cover` did for the image.

/** Trusted SVG markup of one decorative drawing, 1600×560. */
declare const trusted: unique symbol;
export type BannerDrawing = string & { readonly [trusted]: true };
const drawing = (markup: string) => markup as BannerDrawing;

export const centerInfoDrawing = drawing(
  '<svg viewBox="0 0 1600 560" preserveAspectRatio="xMidYMid slice"><rect width="1600" height="560" fill="#090e50"/><circle cx="1320" cy="150" r="90" fill="#1d4ed8" opacity=".5"/><g fill="#1d4ed8" opacity=".55"><rect x="80" y="260" width="120" height="300"/><rect x="220" y="180" width="150" height="380"/><rect x="390" y="300" width="110" height="260"/><rect x="1040" y="220" width="140" height="340"/><rect x="1200" y="300" width="120" height="260"/><rect x="1340" y="160" width="160" height="400"/></g><g fill="#05082f" opacity=".8"><rect x="520" y="340" width="130" height="220"/><rect x="670" y="240" width="170" height="320"/><rect x="860" y="320" width="140" height="240"/></g><g fill="#d1d5f0" opacity=".35"><rect x="250" y="210" width="20" height="16"/><rect x="300" y="210" width="20" height="16"/><rect x="250" y="250" width="20" height="16"/><rect x="300" y="290" width="20" height="16"/><rect x="700" y="270" width="20" height="16"/><rect x="760" y="270" width="20" height="16"/><rect x="700" y="310" width="20" height="16"/><rect x="1370" y="190" width="20" height="16"/><rect x="1430" y="230" width="20" height="16"/><rect x="1370" y="270" width="20" height="16"/></g></svg>',
);

export const faqDrawing = drawing(
  '<svg viewBox="0 0 1600 560" preserveAspectRatio="xMidYMid slice"><rect width="1600" height="560" fill="#090e50"/><g opacity=".55"><path d="M1060 120h300a40 40 0 0 1 40 40v150a40 40 0 0 1-40 40h-190l-70 60v-60h-40a40 40 0 0 1-40-40V160a40 40 0 0 1 40-40z" fill="#1d4ed8"/><path d="M1230 300h200a36 36 0 0 1 36 36v110a36 36 0 0 1-36 36h-30v50l-60-50h-110a36 36 0 0 1-36-36V336a36 36 0 0 1 36-36z" fill="#05082f"/></g><text x="1210" y="290" font-family="sans-serif" font-size="150" font-weight="800" fill="#d1d5f0" opacity=".5" text-anchor="middle">?</text><circle cx="200" cy="420" r="120" fill="#1d4ed8" opacity=".3"/><circle cx="330" cy="140" r="50" fill="#1d4ed8" opacity=".3"/></svg>',
);

export const serviceDrawing = drawing(
  '<svg viewBox="0 0 1600 560" preserveAspectRatio="xMidYMid slice"><rect width="1600" height="560" fill="#090e50"/><g fill="none" stroke="#1d4ed8" stroke-width="3" opacity=".6"><circle cx="1300" cy="280" r="200"/><circle cx="1300" cy="280" r="140"/><circle cx="1300" cy="280" r="80"/></g><g opacity=".5"><rect x="120" y="120" width="220" height="290" rx="14" fill="#1d4ed8"/><rect x="170" y="90" width="220" height="290" rx="14" fill="#05082f"/><g stroke="#d1d5f0" stroke-width="10" stroke-linecap="round"><path d="M210 150h140M210 195h140M210 240h90M210 285h120"/></g></g><path d="M1200 430l90-90 70 60 120-150" fill="none" stroke="#f5c451" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity=".7"/></svg>',
);

export const successCaseDrawing = drawing(
  '<svg viewBox="0 0 1600 560" preserveAspectRatio="xMidYMid slice"><rect width="1600" height="560" fill="#090e50"/><g fill="#1d4ed8" opacity=".55"><rect x="1000" y="360" width="70" height="200" rx="6"/><rect x="1100" y="300" width="70" height="260" rx="6"/><rect x="1200" y="220" width="70" height="340" rx="6"/><rect x="1300" y="140" width="70" height="420" rx="6"/></g><path d="M980 300l120-70 100 40 180-150" fill="none" stroke="#f5c451" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity=".75"/><circle cx="230" cy="170" r="110" fill="#05082f"/><path d="M175 170l40 40 75-80" fill="none" stroke="#047857" stroke-width="22" stroke-linecap="round" stroke-linejoin="round" opacity=".9"/><circle cx="420" cy="430" r="60" fill="#1d4ed8" opacity=".35"/></svg>',
);
