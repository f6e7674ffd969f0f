import type { ResourceDef } from './types';

/**
 * A value derived from a definition alone, computed at its first use and kept with it: definitions do not change
 * once the registry holds them, and a list request would otherwise rebuild the same maps on every call.
 */
export const perDefinition = <T>(derive: (def: ResourceDef) => T): ((def: ResourceDef) => T) => {
  const derived = new WeakMap<ResourceDef, T>();
  return (def) => {
    if (derived.has(def)) return derived.get(def) as T;
    const value = derive(def);
    derived.set(def, value);
    return value;
  };
};
