/** The age bands the board names (spec 000 §2.4 view 5), and those outside them: '<18', and '' for no age. */
export const AGE_BANDS = ['18-30', '30-40', '40-50', '50-65', '65+'] as const;

/** A whole-years age's band, worked out here (not by the server's SQL) so the tests check it. */
export const ageBandOf = (age: number | null): string => {
  if (age === null) return '';
  if (age < 18) return '<18';
  const upper = [30, 40, 50, 65].findIndex((limit) => age < limit);
  return upper === -1 ? '65+' : AGE_BANDS[upper];
};
