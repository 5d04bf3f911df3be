import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for reading codes out of real mail. */
export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /** Waits for the next message to `address` after the `seen`-th one. */
  waitFor(address: string, seen?: number): Promise<ReceivedMail>;
  countFor(address: string): number;
  /** The six-digit code of the newest message to `address`. */
  latestCode(address: string): Promise<string>;
  close(): Promise<void>;
}

const addressesOf = (mail: ParsedMail): string[] => {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
};

export const codeIn = (mail: ReceivedMail): string => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no six-digit code in mail "${mail.subject}"`);
  return match[1];
};

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({ to: addressesOf(mail), subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const forAddress = (address: string) => messages.filter((mail) => mail.to.includes(address.toLowerCase()));

  const waitFor = async (address: string, seen = 0): Promise<ReceivedMail> => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const mail = forAddress(address)[seen];
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail number ${seen + 1} to ${address} within 10 s`);
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    countFor: (address) => forAddress(address).length,
    async latestCode(address) {
      const count = forAddress(address).length;
      return codeIn(await waitFor(address, Math.max(0, count - 1)));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
