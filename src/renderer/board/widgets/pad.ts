// The board's number formats live in src/shared so the e2e tests can compare the screen with the same rules.
export { countText, moneyText, padDigits } from '../../../shared/board-format';
