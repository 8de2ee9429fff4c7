import { forexArea as forexContract, turboArea as turboContract, type AreaDescriptor } from '@console/contract/areas';
import { describeArea, type Area, type AreaWording, type ReportWording } from '../src/descriptor';
import { CATALOGUE_PAGE_SIZES, PROOF_PAGE_SIZES, REPORT_PAGE_SIZES } from '../src/descriptor/pageSizes';

/**
 * The area kit's tests run on the real Turbo and Forex contracts (paths, wire names, rights, server
 * texts) with sample page texts of their own: the wording belongs to each remote, which tests it with
 * its route table. The two samples keep the remotes' differences in behaviour: Turbo's reports start
 * sorted by date, Forex's in server order; Forex's save alerts carry the reason inside, Turbo's after.
 */
function sampleWording(label: string, options: { reportSort: ReportWording['defaultSort']; alert: string }) {
  const catalogue = (noun: string) => ({
    title: `${label} ${noun} list`,
    addLabel: `New ${label} ${noun}`,
    editLabel: `Change ${label} ${noun}`,
    previewTitle: `${label} ${noun} at a glance`,
    messages: {
      confirmDelete: `Really remove this ${label} ${noun}?`,
      empty: `No ${label} ${noun} yet`,
      noAccess: `${label} ${noun} list is closed to you`,
    },
  });
  const wording: AreaWording = {
    whitelabel: {
      ...catalogue('brand'),
      userColumn: `${label} brand user`,
      detailTitle: `${label} brand in full`,
      pageSizes: CATALOGUE_PAGE_SIZES,
    },
    prooftype: { ...catalogue('kind'), typeColumn: `${label} kind`, contentColumn: `${label} template` },
    sport: { ...catalogue('game'), nameColumn: `${label} game name`, pageSizes: CATALOGUE_PAGE_SIZES },
    note: { ...catalogue('memo'), pageSizes: CATALOGUE_PAGE_SIZES },
    report: {
      title: `${label} report list`,
      createTitle: `New ${label} report`,
      updateTitle: `Change ${label} report`,
      filterTitle: `Narrow ${label} reports`,
      defaultSort: options.reportSort,
      pageSizes: REPORT_PAGE_SIZES,
      defaultPageSize: 20,
      messages: {
        exported: `${label} reports saved to a file`,
        createFailedAlert: `${label} report not added: `,
        updateFailedAlert: `${label} report not changed: `,
        deleteFailedAlert: `${label} report not removed: `,
        exportFailedAlert: `${label} reports not saved: `,
        confirmDelete: `Really remove this ${label} report?`,
        empty: `No ${label} report matches`,
      },
    },
    proof: {
      title: `${label} proof list`,
      addLabel: `New ${label} proof`,
      createTitle: `Write a ${label} proof`,
      editTitle: `Rewrite the ${label} proof`,
      editLabel: `Change ${label} proof`,
      previewTitle: `${label} proof at a glance`,
      filterTitle: `Narrow ${label} proofs`,
      pageSizes: PROOF_PAGE_SIZES,
      defaultPageSize: 20,
      messages: {
        createFailedAlert: options.alert.replace('{what}', 'added'),
        updateFailedAlert: options.alert.replace('{what}', 'changed'),
        downloadFailed: `${label} PDF did not arrive: {reason}.`,
        confirmDelete: `Really remove this ${label} proof?`,
        empty: `No ${label} proof yet`,
        loadFailed: `${label} proofs did not load`,
        proofMakerRequired: `${label} proofs need their maker first.`,
        userFound: `${label} user is known`,
        userNotFound: `${label} user is unknown`,
      },
    },
  };
  return wording;
}

const sample = (contract: AreaDescriptor, options: Parameters<typeof sampleWording>[1]): Area =>
  describeArea(contract, sampleWording(contract.label, options));

export const turboArea = sample(turboContract, {
  reportSort: { key: 'date', direction: 'desc' },
  alert: 'Turbo proof not {what}',
});

export const forexArea = sample(forexContract, { reportSort: null, alert: 'Forex proof not {what}: {reason}' });
