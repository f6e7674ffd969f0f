/** A breakdown as labels and values, in a fixed order (the known keys first, others after as sent). */
export interface Breakdown {
  readonly keys: readonly string[];
  readonly values: readonly number[];
}

export interface FootTrafficBreakdown {
  readonly gender: Breakdown;
  readonly age: Breakdown;
  readonly emotion: Breakdown;
}

const num = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

/** A device's JSON object (or its text) as numbers by key; anything else is nothing. */
const objectOf = (value: unknown): Record<string, number> => {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).map(([key, v]) => [key, num(v)]));
};

const ordered = (sums: Map<string, number>, known: readonly string[]): Breakdown => {
  const keys = [...known.filter((key) => sums.has(key)), ...[...sums.keys()].filter((key) => !known.includes(key))];
  return { keys, values: keys.map((key) => Math.round((sums.get(key) ?? 0) * 100) / 100) };
};

/**
 * The search's visitors by gender (counts summed), and by age and emotion: each row's shares times its entering
 * visitors, summed, so a busy day weighs more than a quiet one; the result is in visitors.
 */
export const footTrafficBreakdown = (records: readonly Record<string, unknown>[]): FootTrafficBreakdown => {
  const gender = new Map<string, number>();
  const age = new Map<string, number>();
  const emotion = new Map<string, number>();
  const add = (into: Map<string, number>, key: string, value: number) => into.set(key, (into.get(key) ?? 0) + value);
  for (const row of records) {
    const entering = num(row.totalEntering);
    for (const [key, value] of Object.entries(objectOf(row.genderStats))) add(gender, key, value);
    for (const [key, share] of Object.entries(objectOf(row.ageProfile))) add(age, key, share * entering);
    for (const [key, share] of Object.entries(objectOf(row.emotionStats))) add(emotion, key, share * entering);
  }
  return {
    gender: ordered(gender, ['male', 'female']),
    age: ordered(age, ['0-17', '18-30', '31-45', '46-60', '60+']),
    emotion: ordered(emotion, ['happy', 'calm', 'sad', 'angry']),
  };
};
