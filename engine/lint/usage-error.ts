/** A mistake in how a tool was called (exit 2 with the usage), not in the configs it lints. */
export class UsageError extends Error {}
