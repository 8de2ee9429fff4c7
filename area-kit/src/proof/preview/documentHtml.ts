import { sanitizeHtml } from 'shared-kit/html';
import { theme } from 'shared-kit/theme';
import {
  LAYOUT,
  PAGE_HEIGHT_PX,
  PAGE_WIDTH_PX,
  pageGroups,
  type DocumentImage,
  type DocumentPage,
  type ProofDocument,
} from '../proofLayout';
import { escapeHtml } from '../proofTemplate';

const { desk, page, text, label, rule, onBrand } = theme.document;

/** The gap between two pages in the frame. */
export const PAGE_GAP_PX = 16;

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; background: ${desk}; font: 13.4px/1.45 Roboto, system-ui, sans-serif; color: ${text}; }
  .page { position: relative; width: ${PAGE_WIDTH_PX}px; min-height: ${PAGE_HEIGHT_PX}px; margin: 0 0 ${PAGE_GAP_PX}px;
    padding-bottom: ${LAYOUT.footerHeight}px; background: ${page}; overflow: hidden; }
  .band { display: flex; align-items: center; justify-content: space-between; gap: 16px; color: ${onBrand}; padding: 0 ${LAYOUT.padding}px; }
  header.band { height: ${LAYOUT.headerHeight}px; }
  footer.band { position: absolute; left: 0; right: 0; bottom: 0; height: ${LAYOUT.footerHeight}px; font-size: 12px; }
  .logo { max-width: ${LAYOUT.logo.width}px; max-height: ${LAYOUT.logo.height}px; object-fit: contain; }
  .brand-name { font-size: 24px; font-weight: 700; }
  .headline { text-align: right; font-weight: 700; }
  .body { padding: 27px ${LAYOUT.padding}px 0; }
  h1 { font-size: 21px; margin: 0 0 10px; }
  .content img { max-width: 100%; }
  table { width: 100%; border-collapse: collapse; margin: 10px 0 21px; }
  th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid ${rule}; }
  th { color: ${label}; white-space: nowrap; }
  .group { margin: 5px 0 0; font-weight: 700; }
  .images { display: grid; grid-template-columns: repeat(3, 1fr); gap: ${LAYOUT.gap}px; margin: 5px 0 21px; }
  .images img { width: 100%; height: ${LAYOUT.imageHeight}px; object-fit: contain; }
`;

function imagesHtml(images: DocumentImage[]): string {
  if (!images.length) return '';
  const cells = images
    .map((image) => `<img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.filename)}">`)
    .join('');
  return `<div class="images">${cells}</div>`;
}

function pageHtml(document: ProofDocument, page: DocumentPage, first: boolean): string {
  const brand = escapeHtml(document.brand);
  const mark = document.logo
    ? `<img class="logo" src="${escapeHtml(document.logo)}" alt="${escapeHtml(document.whitelabelUser)} logo">`
    : `<span class="brand-name">${escapeHtml(document.whitelabelUser)}</span>`;
  const cells = document.details.map(
    ({ label, value }) => `<th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td>`,
  );
  const rows: string[] = [];
  for (let at = 0; at < cells.length; at += 2) rows.push(`<tr>${cells.slice(at, at + 2).join('')}</tr>`);
  const opening = first
    ? `<h1>${escapeHtml(document.title)}</h1><div class="content">${sanitizeHtml(document.contentHtml)}</div><table>${rows.join('')}</table>`
    : '';
  const groups = pageGroups(document, page, first)
    .map((group) => `<p class="group">${escapeHtml(group.label)}</p>${imagesHtml(group.images)}`)
    .join('');
  return `<section class="page" aria-label="Page ${first ? 1 : 2}">
  <header class="band" style="background:${brand}">${mark}<div class="headline"><div>Event: ${escapeHtml(document.headerEvent)}</div><div>Market: ${escapeHtml(document.headerMarket)}</div></div></header>
  <div class="body">${opening}${groups}</div>
  <footer class="band" style="background:${brand}"><span>${escapeHtml(document.url)}</span><span>T&amp;c Apply</span></footer>
</section>`;
}

/**
 * The proof document as a standalone HTML page for the preview frame (an A4 page 800 px wide per page):
 * the same layout as the PDF. Every value is escaped; the proof type's template goes through the
 * console's allow-list (DOMPurify), and the frame runs no script at all (it is sandboxed).
 */
export function documentHtml(document: ProofDocument): string {
  const pages = document.pages.map((page, index) => pageHtml(document, page, index === 0)).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${STYLE}</style></head><body>${pages}</body></html>`;
}

/** The frame's height for `pages` pages, so the whole document shows without an inner scroll bar. */
export const frameHeight = (pages: number) => pages * (PAGE_HEIGHT_PX + PAGE_GAP_PX);
