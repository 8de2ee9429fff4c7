/** The catalogue page sizes of both areas (whitelabels, sports, notes). */
export const CATALOGUE_PAGE_SIZES = [20, 50, 70, 100] as const;

/** Report page sizes of both areas; the spec shows no default, 20 is the proofs' default. */
export const REPORT_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The proof list's page sizes in both areas (spec §9), default 20. */
export const PROOF_PAGE_SIZES = [10, 20, 50, 100] as const;
