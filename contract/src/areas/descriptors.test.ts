import { forexArea, turboArea } from '.';

/** The rights each call of a resource needs, written out (the API's checks and the pages' buttons read them). */
const rights = (prefix: string) => ({
  listing: `${prefix}_listing`,
  create: `${prefix}_create`,
  update: `${prefix}_update`,
  delete: `${prefix}_delete`,
  preview: `${prefix}_preview`,
});

describe('the area descriptors', () => {
  it.each([
    [turboArea, { key: 'turbo', section: 'Turbo', label: 'Turbo' }],
    [forexArea, { key: 'forex', section: 'Forex', label: 'Forex' }],
  ])('name their area', (area, expected) => {
    const { key, section, label } = area;
    expect({ key, section, label }).toEqual(expected);
    expect(Object.keys(area).sort()).toEqual(
      ['key', 'section', 'label', 'whitelabel', 'prooftype', 'sport', 'proof', 'report', 'note'].sort(),
    );
  });

  it('give Turbo the spec paths and rights', () => {
    expect(turboArea.whitelabel).toMatchObject({
      route: '/whitelabel',
      detailRoute: '/whitelabel',
      apiBase: '/whitelabel',
      noun: 'Whitelabel',
      userField: 'whitelabel_user',
      urlFormField: 'whitelabelUrl',
      rights: rights('whitelabel'),
    });
    expect(turboArea.prooftype).toMatchObject({
      route: '/prooftype',
      apiBase: '/prooftype',
      rights: rights('prooftype'),
    });
    expect(turboArea.sport).toMatchObject({
      route: '/sports',
      apiBase: '/sports',
      noun: 'Sport',
      rights: rights('sports'),
    });
    expect(turboArea.note).toMatchObject({ route: '/notes', apiBase: '/note', noun: 'Note', rights: rights('note') });
    expect(turboArea.proof).toMatchObject({
      route: '/proof',
      apiBase: '/client',
      backupCollection: 'client',
      rights: { ...rights('proof'), pdfDownload: 'proof_pdf_download' },
    });
    expect(turboArea.report).toMatchObject({
      route: '/reports',
      apiBase: '/report',
      backupCollection: 'report',
      rights: { ...rights('report'), export: 'report_export', import: 'report_import' },
    });
  });

  it('give Forex the spec paths and rights, importing reports with forexReport_create', () => {
    expect(forexArea.whitelabel).toMatchObject({
      route: '/forex_whitelabel',
      detailRoute: '/forex_whitelabel',
      apiBase: '/forexwhitelabel',
      noun: 'Forex whitelabel',
      userField: 'forex_whitelabel_user',
      urlFormField: 'forexWhitelabelUrl',
      rights: rights('forex_whitelabel'),
    });
    expect(forexArea.whitelabel.messages).toEqual({
      created: 'Forex whitelabel created successfully!',
      updated: 'Forex whitelabel updated successfully!',
      deleted: 'Forex whitelabel deleted successfully!',
      fetchFailed: 'Failed to fetch forexWhitelabels',
      fetchOneFailed: 'Failed to fetch forexWhitelabel',
      createFailed: 'Failed to create forexWhitelabel',
      updateFailed: 'Failed to update forexWhitelabel',
      deleteFailed: 'Failed to delete forexWhitelabel',
    });
    expect(forexArea.prooftype).toMatchObject({
      route: '/forex_prooftype',
      apiBase: '/forexprooftype',
      rights: rights('forex_prooftype'),
    });
    expect(forexArea.sport).toMatchObject({
      route: '/forex_sport',
      apiBase: '/forexsport',
      noun: 'Forex sport',
      rights: rights('forex_sport'),
    });
    expect(forexArea.note).toMatchObject({ route: '/forex_note', apiBase: '/forexnote', rights: rights('forex_note') });
    expect(forexArea.proof).toMatchObject({
      route: '/forex_proof',
      apiBase: '/forexProof',
      backupCollection: 'forexproof',
      rights: { ...rights('forex_proof'), pdfDownload: 'forex_proof_pdf_download' },
    });
    expect(forexArea.report).toMatchObject({
      route: '/forex_report',
      apiBase: '/forexReport',
      backupCollection: 'forexreport',
      rights: { ...rights('forexReport'), export: 'forexReport_export', import: 'forexReport_create' },
    });
  });
});
