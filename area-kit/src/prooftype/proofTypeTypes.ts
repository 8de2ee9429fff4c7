/** A proof type: a name and an HTML template (placeholders for user, amount, profit/loss...). */
export interface ProofType {
  _id: string;
  type: string;
  content: string;
}

export interface ProofTypeInput {
  type: string;
  content: string;
}

export type ProofTypeSortKey = 'type';
