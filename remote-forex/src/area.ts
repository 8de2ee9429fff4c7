import {
  CATALOGUE_PAGE_SIZES,
  describeArea,
  PROOF_PAGE_SIZES,
  REPORT_PAGE_SIZES,
  SHARED_PROOF_TEXTS,
} from '@console/area-kit/descriptor';
import { forexArea } from '@console/contract/areas';

/**
 * The area this remote serves: the Forex contract (paths, rights, what the API says) with this
 * section's own page texts (spec/forex.md). Every generic page of the area kit is bound to it.
 */
export const area = describeArea(forexArea, {
  whitelabel: {
    title: 'Forex Whitelabel Management',
    addLabel: 'Add Forex Whitelabel',
    userColumn: 'Forex Whitelabel User(WL)',
    editLabel: 'Edit Forex Whitelabel',
    previewTitle: 'Forex Whitelabel Preview',
    detailTitle: 'Forex Whitelabel Details',
    pageSizes: CATALOGUE_PAGE_SIZES,
    messages: {
      confirmDelete: 'Are you sure you want to delete this forex whitelabel?',
      empty: 'No forex whitelabels found',
      noAccess: 'No access to view forex whitelabels',
    },
  },
  prooftype: {
    title: 'Forex Proof Type Management',
    addLabel: 'Add Forex Proof Type',
    typeColumn: 'Forex Proof Type',
    contentColumn: 'Forex Proof Content',
    editLabel: 'Edit Forex Proof Type',
    messages: {
      confirmDelete: 'Are you sure you want to delete this forex proof type?',
      empty: 'No forex proof types found',
      noAccess: 'No access to view forex proof types',
    },
  },
  sport: {
    title: 'Forex Sports Management',
    addLabel: 'Add Forex Sport',
    nameColumn: 'Forex Sport Name',
    editLabel: 'Edit Forex Sport',
    previewTitle: 'Forex Sport Preview',
    pageSizes: CATALOGUE_PAGE_SIZES,
    messages: {
      confirmDelete: 'Are you sure you want to delete this forex sport?',
      empty: 'No forex sports found',
      noAccess: 'No access to view forex sports',
    },
  },
  note: {
    addLabel: 'Add Note',
    editLabel: 'Edit Note',
    previewTitle: 'Note Preview',
    title: 'Forex Note Management',
    pageSizes: CATALOGUE_PAGE_SIZES,
    messages: {
      confirmDelete: 'Are you sure you want to delete this forex note?',
      empty: 'No forex notes found',
      noAccess: 'No access to view forex notes',
    },
  },
  report: {
    title: 'Forex Report Management',
    createTitle: 'Create Forex Report',
    updateTitle: 'Update Forex Report',
    filterTitle: 'Filter Forex Reports',
    defaultSort: null,
    pageSizes: REPORT_PAGE_SIZES,
    defaultPageSize: 20,
    messages: {
      exported: 'Forex Reports exported successfully',
      createFailedAlert: 'Failed to create forex report: ',
      updateFailedAlert: 'Failed to update forex report: ',
      deleteFailedAlert: 'Failed to delete forex report: ',
      exportFailedAlert: 'Failed to export forex reports: ',
      confirmDelete: 'Are you sure you want to delete this forex report?',
      empty: 'No records found',
    },
  },
  proof: {
    title: 'Forex Proof Management',
    addLabel: 'Add Forex Proof',
    createTitle: 'Create Forex Proof',
    editTitle: 'Edit Forex Proof',
    editLabel: 'Edit Forex Proof',
    previewTitle: 'Forex Proof Preview',
    filterTitle: 'Filter Forex Proof',
    pageSizes: PROOF_PAGE_SIZES,
    defaultPageSize: 20,
    messages: {
      ...SHARED_PROOF_TEXTS,
      createFailedAlert: 'Failed to create Forex Proof: {reason}',
      updateFailedAlert: 'Failed to update Forex Proof: {reason}',
      confirmDelete: 'Are you sure you want to delete this forexProof?',
    },
  },
});
