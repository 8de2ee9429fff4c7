import { entryOf, rightOf } from '../resources/registry';
import { forexProof } from './proofs';
import { areaOf, registered } from './registered';
import type { AreaDescriptor } from './types';

const whitelabel = registered('whitelabel', 'forex');
const report = registered('report', 'forex');

/** The Forex area as the API and every app know it, with the call texts of spec/forex.md; remote-forex owns its page texts. */
export const forexArea: AreaDescriptor = {
  ...areaOf('forex'),
  whitelabel: {
    ...whitelabel,
    detailRoute: whitelabel.route,
    listPath: '/all',
    createPath: '/create',
    userField: 'forex_whitelabel_user',
    urlFormField: 'forexWhitelabelUrl',
    messages: {
      created: 'Forex whitelabel created successfully!',
      updated: 'Forex whitelabel updated successfully!',
      deleted: 'Forex whitelabel deleted successfully!',
      fetchFailed: 'Failed to fetch forexWhitelabels',
      fetchOneFailed: 'Failed to fetch forexWhitelabel',
      createFailed: 'Failed to create forexWhitelabel',
      updateFailed: 'Failed to update forexWhitelabel',
      deleteFailed: 'Failed to delete forexWhitelabel',
    },
  },
  prooftype: {
    ...registered('prooftype', 'forex'),
    responseKey: 'forexProofType',
    messages: {
      created: 'Forex proof type created successfully!',
      updated: 'Forex proof type updated successfully!',
      deleted: 'Forex proof type deleted successfully!',
      fetchFailed: 'Failed to fetch proof types',
      fetchOneFailed: 'Failed to fetch proof type',
      createFailed: 'Failed to create proof type',
      updateFailed: 'Failed to update proof type',
      deleteFailed: 'Failed to delete proof type',
    },
  },
  sport: {
    ...registered('sport', 'forex'),
    nameField: 'forexSportName',
    nameRequired: 'Forex sport name is required',
    messages: {
      created: 'Forex sport created successfully!',
      updated: 'Forex sport updated successfully!',
      deleted: 'Forex sport deleted successfully!',
      fetchFailed: 'Failed to fetch sports',
      fetchOneFailed: 'Failed to fetch sport',
      createFailed: 'Failed to create sport',
      updateFailed: 'Failed to update sport',
      deleteFailed: 'Failed to delete sport',
    },
  },
  note: {
    ...registered('note', 'forex'),
    createPath: '/add',
    messages: {
      created: 'Forex note created successfully!',
      updated: 'Forex note updated successfully!',
      deleted: 'Forex note deleted successfully!',
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
      export: rightOf(entryOf('report', 'forex'), 'export'),
      // The spec names no Forex import right: importing is creating.
      import: report.rights.create,
    },
    exportFileName: 'forexReports.xlsx',
    messages: {
      fetchFailed: 'Error fetching forex reports',
      createFailed: 'Error creating forex report',
      updateFailed: 'Error updating forex report',
      deleteFailed: 'Error deleting forex report',
      importFailed: 'Error importing forex reports',
      exportFailed: 'Error exporting forex reports',
      importRowProblems: 'Failed to import forex reports: {errors} errors and {blankRows} blank rows found',
      created: 'Forex report created successfully',
      updated: 'Forex report updated successfully',
      deleted: 'Forex report deleted successfully',
      notFound: 'Forex report not found',
      imported: 'Forex Reports imported successfully',
      accessDenied: 'Access denied. You do not have permission to view forex reports.',
      denied: {
        create: 'You do not have permission to perform this action.',
        update: 'You do not have permission to edit forex reports.',
        delete: 'You do not have permission to delete forex reports.',
        preview: 'You do not have permission to preview forex reports.',
        export: 'You do not have permission to export forex reports.',
        import: 'You do not have permission to perform this action.',
      },
    },
  },
  proof: forexProof,
};
