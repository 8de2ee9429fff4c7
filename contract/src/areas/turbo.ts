import { entryOf, rightOf } from '../resources/registry';
import { turboProof } from './proofs';
import { areaOf, registered } from './registered';
import type { AreaDescriptor } from './types';

const whitelabel = registered('whitelabel', 'turbo');
const report = registered('report', 'turbo');

/** The Turbo (CBTF) area as the API and every app know it, with the call texts of spec/turbo.md; remote-turbo owns its page texts. */
export const turboArea: AreaDescriptor = {
  ...areaOf('turbo'),
  whitelabel: {
    ...whitelabel,
    detailRoute: whitelabel.route,
    listPath: '/all',
    createPath: '/create',
    userField: 'whitelabel_user',
    urlFormField: 'whitelabelUrl',
    messages: {
      created: 'Whitelabel created successfully!',
      updated: 'Whitelabel updated successfully!',
      deleted: 'Whitelabel deleted successfully!',
      fetchFailed: 'Failed to fetch whitelabels',
      fetchOneFailed: 'Failed to fetch whitelabel',
      createFailed: 'Failed to create whitelabel',
      updateFailed: 'Failed to update whitelabel',
      deleteFailed: 'Failed to delete whitelabel',
    },
  },
  prooftype: {
    ...registered('prooftype', 'turbo'),
    responseKey: 'proof',
    messages: {
      created: 'Proof type created successfully!',
      updated: 'Proof type updated successfully!',
      deleted: 'Proof type deleted successfully!',
      fetchFailed: 'Failed to fetch proof types',
      fetchOneFailed: 'Failed to fetch proof type',
      createFailed: 'Failed to create proof type',
      updateFailed: 'Failed to update proof type',
      deleteFailed: 'Failed to delete proof type',
    },
  },
  sport: {
    ...registered('sport', 'turbo'),
    nameField: 'sportsName',
    nameRequired: 'Sports name is required',
    messages: {
      created: 'Sport created successfully!',
      updated: 'Sport updated successfully!',
      deleted: 'Sport deleted successfully!',
      fetchFailed: 'Failed to fetch sports',
      fetchOneFailed: 'Failed to fetch sport',
      createFailed: 'Failed to create sport',
      updateFailed: 'Failed to update sport',
      deleteFailed: 'Failed to delete sport',
    },
  },
  note: {
    ...registered('note', 'turbo'),
    createPath: '/add',
    messages: {
      created: 'Note created successfully!',
      updated: 'Note updated successfully!',
      deleted: 'Note deleted successfully!',
      fetchFailed: 'Failed to fetch notes',
      fetchOneFailed: 'Failed to fetch note',
      createFailed: 'Failed to create note',
      updateFailed: 'Failed to update note',
      deleteFailed: 'Failed to delete note',
    },
  },
  report: {
    ...report,
    rights: {
      ...report.rights,
      export: rightOf(entryOf('report', 'turbo'), 'export'),
      import: rightOf(entryOf('report', 'turbo'), 'import'),
    },
    exportFileName: 'reports.xlsx',
    messages: {
      fetchFailed: 'Error fetching reports',
      createFailed: 'Error creating report',
      updateFailed: 'Error updating report',
      deleteFailed: 'Error deleting report',
      importFailed: 'Error importing reports',
      exportFailed: 'Error exporting reports',
      importRowProblems: 'Failed to import reports: {errors} errors and {blankRows} blank rows found',
      created: 'Report created successfully',
      updated: 'Report updated successfully',
      deleted: 'Report deleted successfully',
      notFound: 'Report not found',
      imported: 'Reports imported successfully',
      accessDenied: 'Access denied. You do not have permission to view reports.',
      denied: {
        create: 'You do not have permission to perform this action.',
        update: 'You do not have permission to edit reports.',
        delete: 'You do not have permission to delete reports.',
        preview: 'You do not have permission to preview reports.',
        export: 'You do not have permission to export reports.',
        import: 'You do not have permission to perform this action.',
      },
    },
  },
  proof: turboProof,
};
