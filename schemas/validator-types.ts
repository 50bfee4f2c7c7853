/** The shape of an ajv error as the standalone validators report it. */
export interface ValidationIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** the schema holding the failed keyword (validators compiled with ajv's `verbose`) */
  parentSchema?: Record<string, unknown>;
}

export interface Validator {
  (data: unknown): boolean;
  errors?: ValidationIssue[] | null;
}
