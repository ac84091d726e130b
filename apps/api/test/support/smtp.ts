import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in the test process; collects every message it receives. `delayMs` makes it take that long
 * to accept each recipient, like a slow mail server far away; `refuse` makes it reject the recipients it names
 * with a 550 that quotes the address, as real servers do.
 */
export async function startSmtp(
  options: { delayMs?: number; refuse?: (address: string) => boolean } = {},
): Promise<{ url: string; inbox: ReceivedMail[]; close: () => Promise<void> }> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address))
        return callback(Object.assign(new Error(`<${address.address}>: no such user here`), { responseCode: 550 }));
      setTimeout(() => callback(), options.delayMs ?? 0);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Resolves once a mail to this address (holding `path`, when given) has arrived: some mail is sent after the
 * answer. Fails after `timeoutMs`.
 */
export async function mailTo(inbox: ReceivedMail[], to: string, path = '', timeoutMs = 5000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = inbox.find((m) => m.to.includes(to) && m.raw.replace(/=\r?\n/g, '').includes(path));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The oobCode in the last mail to this address (quoted-printable soft breaks undone). */
export function codeFromMail(inbox: ReceivedMail[], to: string, path: string): string {
  const mail = [...inbox].reverse().find((m) => m.to.includes(to));
  if (!mail) throw new Error(`No mail to ${to}`);
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`${path}\\?mode=\\w+&oobCode=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in the mail to ${to}`);
  return match[1]!;
}
