import { tokenize } from './tokenize.ts';

type Vector = Map<string, number>;

/** Euclidean norm by a loop: `Math.hypot(...values)` throws RangeError past the engine's argument limit. */
function norm(vector: Vector): number {
  let sum = 0;
  for (const weight of vector.values()) sum += weight * weight;
  return Math.sqrt(sum);
}

export interface Match<T> {
  item: T;
  score: number;
}

/** A TF-IDF index over short documents (FAQ questions); cosine similarity ranks them against a query. */
export class TfIdfIndex<T> {
  private readonly idf = new Map<string, number>();
  private readonly vectors: { item: T; vector: Vector }[];

  constructor(documents: { item: T; text: string }[]) {
    const tokenised = documents.map((d) => ({ item: d.item, tokens: tokenize(d.text) }));
    const df = new Map<string, number>();
    for (const { tokens } of tokenised) for (const token of new Set(tokens)) df.set(token, (df.get(token) ?? 0) + 1);
    // Smoothed idf: a word in every document still counts a little, so one-document indexes behave.
    for (const [token, count] of df) this.idf.set(token, Math.log((1 + tokenised.length) / (1 + count)) + 1);
    this.vectors = tokenised.map(({ item, tokens }) => ({ item, vector: this.weigh(tokens) }));
  }

  private weigh(tokens: string[]): Vector {
    const vector: Vector = new Map();
    for (const token of tokens) vector.set(token, (vector.get(token) ?? 0) + 1);
    for (const [token, tf] of vector) vector.set(token, tf * (this.idf.get(token) ?? 1));
    return vector;
  }

  rank(query: string): Match<T>[] {
    const q = this.weigh(tokenize(query));
    const qNorm = norm(q);
    if (qNorm === 0) return this.vectors.map(({ item }) => ({ item, score: 0 }));
    return this.vectors
      .map(({ item, vector }) => {
        let dot = 0;
        for (const [token, weight] of q) dot += weight * (vector.get(token) ?? 0);
        const length = norm(vector);
        return { item, score: length === 0 ? 0 : dot / (qNorm * length) };
      })
      .sort((a, b) => b.score - a.score);
  }
}

/** §9: a reply counts as a confident FAQ answer only at or above this cosine similarity. */
export const SIMILARITY_THRESHOLD = 0.8;
