/** A sport as the pages use it (the wire name is sportsName or forexSportName). */
export interface Sport {
  _id: string;
  name: string;
}

export interface SportInput {
  name: string;
}

export type SportSortKey = 'name';
