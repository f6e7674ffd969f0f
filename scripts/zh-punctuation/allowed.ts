/**
 * zh texts quoted verbatim by the specification that keep their ASCII punctuation (the server's `msg`s and labels
 * the contract fixes). Written by `npm exec tsx scripts/zh-punctuation/sweep.ts -- --spec <spec folder>`.
 */
export const VERBATIM_ZH_TEXTS: readonly string[] = [];
