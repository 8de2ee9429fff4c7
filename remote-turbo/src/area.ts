import {
  CATALOGUE_PAGE_SIZES,
  describeArea,
  PROOF_PAGE_SIZES,
  REPORT_PAGE_SIZES,
  SHARED_PROOF_TEXTS,
} from '@console/area-kit/descriptor';
import { turboArea } from '@console/contract/areas';

/**
 * The area this remote serves: the Turbo contract (paths, rights, what the API says) with this
 * section's own page texts (spec/turbo.md). Every generic page of the area kit is bound to it.
 */
export const area = describeArea(turboArea, {
  whitelabel: {
    title: 'Whitelabel Management',
    addLabel: 'Add Whitelabel',
    userColumn: 'Whitelabel User(WL)',
    editLabel: 'Edit Whitelabel',
    previewTitle: 'Whitelabel Preview',
    detailTitle: 'Whitelabel Details',
    pageSizes: CATALOGUE_PAGE_SIZES,
    messages: {
      confirmDelete: 'Are you sure you want to delete this whitelabel?',
      empty: 'No whitelabels found',
      noAccess: 'No access to view whitelabels',
    },
  },
  prooftype: {
    title: 'Proof Type Management',
    addLabel: 'Add Proof Type',
    typeColumn: 'Proof Type',
    contentColumn: 'Proof Content',
    editLabel: 'Edit Proof Type',
    messages: {
      confirmDelete: 'Are you sure you want to delete this proof type?',
      empty: 'No proof types found',
      noAccess: 'No access to view proof types',
    },
  },
  sport: {
    title: 'Sports Management',
    addLabel: 'Add Sport',
    nameColumn: 'Sport Name',
    editLabel: 'Edit Sport',
    previewTitle: 'Sport Preview',
    pageSizes: CATALOGUE_PAGE_SIZES,
    messages: {
      confirmDelete: 'Are you sure you want to delete this sport?',
      empty: 'No sports found',
      noAccess: 'No access to view sports',
    },
  },
  note: {
    addLabel: 'Add Note',
    editLabel: 'Edit Note',
    previewTitle: 'Note Preview',
    title: 'Note Management',
    pageSizes: CATALOGUE_PAGE_SIZES,
    messages: {
      confirmDelete: 'Are you sure you want to delete this note?',
      empty: 'No notes found',
      noAccess: 'No access to view notes',
    },
  },
  report: {
    title: 'Report Management',
    createTitle: 'Create Report',
    updateTitle: 'Update Report',
    filterTitle: 'Filter Reports',
    defaultSort: { key: 'date', direction: 'desc' },
    pageSizes: REPORT_PAGE_SIZES,
    defaultPageSize: 20,
    messages: {
      exported: 'Reports exported successfully',
      createFailedAlert: 'Failed to create report: ',
      updateFailedAlert: 'Failed to update report: ',
      deleteFailedAlert: 'Failed to delete report: ',
      exportFailedAlert: 'Failed to export reports: ',
      confirmDelete: 'Are you sure you want to delete this report?',
      empty: 'No records found',
    },
  },
  proof: {
    title: 'Proof Management',
    addLabel: 'Add Proof',
    createTitle: 'Create Proof',
    editTitle: 'Edit Proof',
    editLabel: 'Edit',
    previewTitle: 'Proof Preview',
    filterTitle: 'Filter Proof',
    pageSizes: PROOF_PAGE_SIZES,
    defaultPageSize: 20,
    messages: {
      ...SHARED_PROOF_TEXTS,
      createFailedAlert: 'Failed to create Proof',
      updateFailedAlert: 'Failed to update Proof',
      confirmDelete: 'Are you sure you want to delete this client?',
    },
  },
});
