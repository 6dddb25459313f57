// A small SMTP server for tests: keeps every mail it receives on a local port; refuses addresses starting with "refused".
import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, the body (transfer encoding left as it came). */
  raw: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** Resolves with the first mail (received now or later) that `match` accepts. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function serve(socket: net.Socket, onMail: (m: ReceivedMail) => void) {
  let buffer = '';
  let data: string[] | null = null;
  let from = '';
  let to: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 sink.test ESMTP ready');
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === '.') {
          onMail({ from, to, raw: data.join('\r\n') });
          data = null;
          to = [];
          reply('250 2.0.0 queued');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        continue;
      }
      const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
      switch (line.slice(0, 4).toUpperCase()) {
        case 'EHLO':
          reply('250-sink.test\r\n250 8BITMIME');
          break;
        case 'HELO':
        case 'RSET':
        case 'NOOP':
          reply('250 OK');
          break;
        case 'MAIL':
          from = address;
          reply('250 OK');
          break;
        case 'RCPT':
          // Addresses starting with "refused" are unknown here: a permanent refusal.
          if (address.startsWith('refused')) reply('550 5.1.1 No such user here');
          else {
            to.push(address);
            reply('250 OK');
          }
          break;
        case 'DATA':
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
          break;
        case 'QUIT':
          reply('221 Bye');
          socket.end();
          break;
        default:
          reply('502 Command not implemented');
      }
    }
  });
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, (mail) => {
      received.push(mail);
      for (const w of waiters.splice(0)) {
        if (w.match(mail)) w.resolve(mail);
        else waiters.push(w);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received,
    waitFor(match, timeoutMs = 10_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching mail arrived')), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The text of a quoted-printable body, joined across soft line breaks. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
