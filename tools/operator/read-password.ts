import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

async function readAll(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/** One line typed with nothing echoed. */
function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

/**
 * A password from a prompt (typed twice, not echoed) when stdin is a terminal, else the first line of
 * stdin (`printf '%s\n' "$PASSWORD" | npx operator add …`): never from the command line, where
 * `ps` and the shell's history would show it.
 */
export async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return (await readAll(process.stdin)).split(/\r?\n/)[0] ?? '';
  const first = await ask(`${prompt}: `);
  const again = await ask('Again: ');
  if (first !== again) throw new UsageError('the two passwords differ');
  return first;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
