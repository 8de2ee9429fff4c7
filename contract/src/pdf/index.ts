/**
 * PDF helpers shared by the API and the browser (entry '@console/contract/pdf'): pure, no DOM, no Node, no
 * pdfmake at run time (its types only).
 */
export { htmlToPdfContent, decodeEntities, type ImageLoader } from './htmlContent';
export { embeddableImage, type EmbeddableType } from './imageSize';
