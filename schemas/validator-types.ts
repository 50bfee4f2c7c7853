/** The shape of an ajv error as the standalone validators report it. */
export interface ValidationIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface Validator {
  (data: unknown): boolean;
  errors?: ValidationIssue[] | null;
}
