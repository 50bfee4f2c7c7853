export interface FieldDoc {
  description: string;
  examples: readonly unknown[];
}
