/** The CLI's prebuilt bundle when it is newer than every file it was built from, else undefined. */
export function currentBundle(name: string, root?: URL): URL | undefined;
/**
 * Runs one CLI of tools/bin/clis.json by its name: its bundle when current, else its TypeScript through
 * tsx; or the TypeScript module `source` (a URL) under that name.
 */
export function run(name: string, source?: string): Promise<void>;
