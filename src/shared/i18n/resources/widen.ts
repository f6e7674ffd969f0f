/** A catalogue's shape with every text widened to string, so another language can say it its own way. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
