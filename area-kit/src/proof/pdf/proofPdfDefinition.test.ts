import type { Content } from 'pdfmake/interfaces';
import { proofDocument } from '../proofLayout';
import { storedImages, testProof } from '../../../testing/testProof';
import { proofPdfDefinition, type PdfImage } from './proofPdfDefinition';

/** Every node of a pdfmake content tree, depth first. */
function nodes(content: unknown): Record<string, unknown>[] {
  if (Array.isArray(content)) return content.flatMap(nodes);
  if (!content || typeof content !== 'object') return [];
  const node = content as Record<string, unknown>;
  return [node, ...Object.values(node).flatMap(nodes)];
}

const texts = (content: unknown) =>
  nodes(content).flatMap((node) => (typeof node.text === 'string' ? [node.text] : []));

describe('the proof PDF definition', () => {
  const proof = testProof({ images: storedImages(1, 4), navigation2Images: storedImages(11, 2) });
  const document = proofDocument(proof);
  const loaded = new Map<string, PdfImage>(
    [...proof.images, ...proof.navigation2Images]
      .filter((_, n) => n !== 1)
      .map((image, n) => [`/api/${image.path}`, { key: `k${n}`, width: 800, height: 600 }]),
  );
  const definition = proofPdfDefinition(document, {
    logo: { key: 'logo', width: 180, height: 50 },
    images: loaded,
    content: [{ text: 'Template text' }],
  });

  it('is A4 in Roboto', () => {
    expect(definition).toMatchObject({ pageSize: 'A4', defaultStyle: { font: 'Roboto' } });
  });

  it('names every image it places in the images dictionary, so pdfmake reads it from its file system', () => {
    const withTemplateImage = proofPdfDefinition(document, {
      logo: { key: 'logo', width: 1, height: 1 },
      images: loaded,
      content: [{ image: 'tpl', fit: [1, 1] }],
    });
    expect(Object.keys(withTemplateImage.images!).sort()).toEqual(['k0', 'k1', 'k2', 'k3', 'k4', 'logo', 'tpl']);
    expect(withTemplateImage.images!.tpl).toBe('tpl');
  });

  it('puts 3 images of each group on page one and the 4th on a second page, naming an image that did not load', () => {
    const content = definition.content as Content[];
    expect(nodes(content).filter((node) => node.pageBreak === 'before')).toHaveLength(1);
    const breakAt = content.findIndex((node) => (node as { pageBreak?: string }).pageBreak === 'before');
    const imagesOf = (part: Content[]) =>
      nodes(part).flatMap((node) => (typeof node.image === 'string' && node.image !== 'logo' ? [node.image] : []));
    // Loaded: shot-1 k0, shot-3 k1, shot-4 k2, shot-11 k3, shot-12 k4; shot-2 failed.
    expect(imagesOf(content.slice(0, breakAt))).toEqual(['k0', 'k1', 'k3', 'k4']);
    expect(texts(content.slice(0, breakAt))).toContain('[shot-2.png]');
    expect(imagesOf(content.slice(breakAt))).toEqual(['k2']);
    expect(texts(content.slice(breakAt))).toContain('Navigation (continued): Sports > Cricket');
  });

  it('has the brand header with logo, cut event and market on each page, the template, details and the footer band', () => {
    const content = definition.content as Content[];
    expect(nodes(content).filter((node) => node.image === 'logo')).toHaveLength(2);
    expect(texts(content).filter((text) => text === 'Event: India v Australi...')).toHaveLength(2);
    expect(texts(content)).toEqual(
      expect.arrayContaining(['Market: Match Od...', 'Ground line', 'Template text', 'punter42', '1500.00', '-250.00']),
    );
    expect(nodes(content).some((node) => node.fillColor === '#123456')).toBe(true);
    const footer = (definition.footer as (page: number, pages: number) => Content)(1, 2);
    expect(texts(footer)).toEqual(['https://acme.example.com', 'T&c Apply']);
    const background = (definition.background as (page: number, size: { width: number; height: number }) => Content)(
      1,
      { width: 595.28, height: 841.89 },
    );
    expect(nodes(background).find((node) => node.type === 'rect')).toMatchObject({
      x: 0,
      w: 595.28,
      color: '#123456',
      y: expect.closeTo(841.89 - 44 * (595.28 / 800)),
    });
  });
});
