import { formatDate } from '@console/contract/time';
import { apiUrl } from '@console/platform';
import { logoSrc } from '../whitelabel/logo';
import { fillTemplate } from './proofTemplate';
import type { Proof, ProofImage } from './proofTypes';

/*
 * The proof document's layout rules (turbo.md / forex.md §9), one source for the preview in the page
 * and the PDF: A4 shown 800 px wide, the brand colour, the cut header texts, amounts with 2 decimals,
 * the first 3 images of each group on page one and the rest on a second page.
 */

/** A4 at 800 px wide: the preview's page; the PDF's page is A4 in points (595.28 x 841.89). */
export const PAGE_WIDTH_PX = 800;
export const PAGE_HEIGHT_PX = Math.round((PAGE_WIDTH_PX * 841.89) / 595.28);
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;
/** One preview pixel in PDF points, so both documents have the same proportions. */
export const PX_TO_PT = A4_POINTS.width / PAGE_WIDTH_PX;

/** Sizes of the document, in preview pixels. */
export const LAYOUT = {
  padding: 32,
  headerHeight: 96,
  footerHeight: 44,
  logo: { width: 180, height: 50 },
  imageHeight: 230,
  gap: 12,
} as const;

export const DEFAULT_BRAND = '#00008B';
export const IMAGES_ON_FIRST_PAGE = 3;

/** Event text longer than 10 characters is cut after 16 (spec §9). */
export function cutEvent(text: string): string {
  return text.length > 10 ? `${text.slice(0, 16)}...` : text;
}

/** Market text longer than 8 characters is cut after 8 (spec §9). */
export function cutMarket(text: string): string {
  return text.length > 8 ? `${text.slice(0, 8)}...` : text;
}

/** Amounts are shown with 2 decimals (spec §9). */
export function formatAmount(value: number): string {
  return value.toFixed(2);
}

const isColour = (value: string) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

/** The header's colour: the whitelabel's, or the default brand colour when it has none usable. */
export function brandColour(hexacode: string): string {
  return isColour(hexacode) ? hexacode : DEFAULT_BRAND;
}

export interface DocumentImage {
  /** Where the browser loads it from (/api/uploads/...). */
  src: string;
  filename: string;
}

export interface DocumentPage {
  images: DocumentImage[];
  navigation2Images: DocumentImage[];
}

/** Everything the document shows, already formatted; the preview and the PDF only lay it out. */
export interface ProofDocument {
  brand: string;
  logo: string | null;
  whitelabelUser: string;
  url: string;
  headerEvent: string;
  headerMarket: string;
  title: string;
  /** The proof type's template with its placeholders filled (HTML, still to be sanitised where shown). */
  contentHtml: string;
  details: Array<{ label: string; value: string }>;
  navigation: string;
  navigation2: string;
  /** Page one, and a second page only when a group has more than 3 images. */
  pages: DocumentPage[];
}

const imageOf = (image: ProofImage): DocumentImage => ({ src: apiUrl(image.path), filename: image.filename });

export function proofDocument(proof: Proof): ProofDocument {
  const amount = formatAmount(proof.amount);
  const profitAndLoss = formatAmount(proof.profitAndLoss);
  const date = formatDate(proof.date);
  const split = (images: ProofImage[]) =>
    [images.slice(0, IMAGES_ON_FIRST_PAGE), images.slice(IMAGES_ON_FIRST_PAGE)].map((page) => page.map(imageOf));
  const [images1, images2] = split(proof.images);
  const [navigation2Images1, navigation2Images2] = split(proof.navigation2Images);
  const pages = [{ images: images1, navigation2Images: navigation2Images1 }];
  if (images2.length || navigation2Images2.length)
    pages.push({ images: images2, navigation2Images: navigation2Images2 });

  return {
    brand: brandColour(proof.whitelabel.hexacode),
    logo: logoSrc(proof.whitelabel.logo),
    whitelabelUser: proof.whitelabel.user,
    url: proof.whitelabel.url,
    headerEvent: cutEvent(proof.eventName),
    headerMarket: cutMarket(proof.marketName),
    title: proof.proofType.type,
    contentHtml: fillTemplate(proof.proofType.content, {
      user: proof.user,
      amount,
      profitAndLoss,
      issueType: proof.proofType.type,
      sport: proof.sport.name,
      event: proof.eventName,
      market: proof.marketName,
      agent: proof.agentName,
      whitelabel: proof.whitelabel.user,
      date,
    }),
    details: [
      { label: 'User', value: proof.user },
      { label: 'Agent', value: proof.agentName },
      { label: 'Amount', value: amount },
      { label: 'Profit/Loss', value: profitAndLoss },
      { label: 'Sport', value: proof.sport.name },
      { label: 'Event', value: proof.eventName },
      { label: 'Market', value: proof.marketName },
      { label: 'Date', value: date },
      { label: 'WhatsApp Group', value: proof.whatsappGroup },
      { label: 'Proof Maker', value: proof.proofMaker },
    ],
    navigation: proof.navigation,
    navigation2: proof.navigation2,
    pages,
  };
}

/**
 * The image groups a page shows, with their labels: page one has Navigation, and Navigation 2 when the
 * proof has one; a second page continues only the groups that have images left.
 */
export function pageGroups(
  document: ProofDocument,
  page: DocumentPage,
  first: boolean,
): Array<{ label: string; images: DocumentImage[] }> {
  const continued = first ? '' : ' (continued)';
  const groups = [
    { label: `Navigation${continued}: ${document.navigation}`, images: page.images, shown: first },
    {
      label: `Navigation 2${continued}: ${document.navigation2}`,
      images: page.navigation2Images,
      shown: first && Boolean(document.navigation2),
    },
  ];
  return groups
    .filter((group) => group.shown || group.images.length > 0)
    .map(({ label, images }) => ({ label, images }));
}

/** The PDF's file name: the client user and the event, safe on every system. */
export function pdfFileName(proof: Proof): string {
  const safe = `${proof.user}_${proof.eventName}`
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 80);
  return `${safe || 'proof'}.pdf`;
}
