import { checkCitizenId } from '../../../../shared/validation/citizen-id';

/** The citizen IDs of a pasted list: one per line or comma/space separated, blanks dropped, upper-cased. */
export const idCardsOf = (text: string): string[] =>
  text
    .split(/[\s,，;；]+/)
    .map((card) => card.trim().toUpperCase())
    .filter((card) => card !== '');

/** How many of a list fail the citizen-ID rules: the server logs them as failures, the operator sees it first. */
export const invalidCount = (cards: readonly string[]): number =>
  cards.filter((card) => checkCitizenId(card) !== null).length;
