import { brandColour, cutEvent, cutMarket, formatAmount, pageGroups, pdfFileName, proofDocument } from './proofLayout';
import { storedImages, testProof } from '../../testing/testProof';

describe('the proof document rules (spec §9)', () => {
  it('cuts event text after 16 characters when longer than 10, and market text after 8', () => {
    expect(cutEvent('Short game')).toBe('Short game');
    expect(cutEvent('India v Australia 2nd Test')).toBe('India v Australi...');
    expect(cutMarket('Winner')).toBe('Winner');
    expect(cutMarket('Match Odds')).toBe('Match Od...');
  });

  it('shows amounts with 2 decimals and falls back to #00008B for the brand', () => {
    expect(formatAmount(1500)).toBe('1500.00');
    expect(formatAmount(-250)).toBe('-250.00');
    expect(brandColour('#a1B2c3')).toBe('#a1B2c3');
    expect(brandColour('')).toBe('#00008B');
    expect(brandColour('red;background:url(x)')).toBe('#00008B');
  });

  it('puts the first 3 images of each group on page one and the rest on a second page', () => {
    const single = proofDocument(testProof({ images: storedImages(1, 3), navigation2Images: storedImages(11, 2) }));
    expect(single.pages).toHaveLength(1);
    const document = proofDocument(testProof({ images: storedImages(1, 4), navigation2Images: storedImages(11, 6) }));
    expect(document.pages.map((page) => [page.images.length, page.navigation2Images.length])).toEqual([
      [3, 3],
      [1, 3],
    ]);
    expect(document.pages[1].images[0]).toEqual({ src: '/api/uploads/turbo/proofs/shot4.png', filename: 'shot-4.png' });
  });

  it('labels the groups of each page: both on page one, on page two only those with images left', () => {
    const document = proofDocument(testProof({ images: storedImages(1, 4), navigation2Images: storedImages(11, 1) }));
    expect(pageGroups(document, document.pages[0], true).map((group) => [group.label, group.images.length])).toEqual([
      ['Navigation: Sports > Cricket', 3],
      ['Navigation 2: My Bets', 1],
    ]);
    expect(pageGroups(document, document.pages[1], false).map((group) => [group.label, group.images.length])).toEqual([
      ['Navigation (continued): Sports > Cricket', 1],
    ]);
    const withoutSecond = proofDocument(testProof({ navigation2: '' }));
    expect(pageGroups(withoutSecond, withoutSecond.pages[0], true).map((group) => group.label)).toEqual([
      'Navigation: Sports > Cricket',
    ]);
  });

  it("fills the proof type's template and formats the header and details", () => {
    const document = proofDocument(testProof());
    expect(document).toMatchObject({
      brand: '#123456',
      logo: '/api/uploads/turbo/logos/logo.png',
      headerEvent: 'India v Australi...',
      headerMarket: 'Match Od...',
      title: 'Ground line',
      contentHtml: '<p>Dear punter42, 1500.00 on India v Australia</p>',
    });
    expect(document.details).toContainEqual({ label: 'Profit/Loss', value: '-250.00' });
    expect(document.details).toContainEqual({ label: 'Date', value: '05 Mar 2026' });
  });

  it('names the PDF after the user and the event', () => {
    expect(pdfFileName(testProof())).toBe('punter42_India_v_Australia.pdf');
    expect(pdfFileName(testProof({ user: '../', eventName: '' }))).toBe('proof.pdf');
  });
});
