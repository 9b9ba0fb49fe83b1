// Plain HTTP sent to the HTTPS port (issue 12): without this, OpenSSL refuses the bytes and the
// client sees an empty reply. Every TLS connection opens with a handshake record (first byte 0x16);
// anything else is handed to a plain-HTTP parser that answers 400 https_required in the usual
// envelope, so `curl http://host:8443/...` says what to do. The first byte is read here and put
// back before the TLS (or HTTP) parser sees the stream.
import type { Server as HttpsServer } from 'node:https';
import type { Socket } from 'node:net';
import { createPlainListener } from './plain-listener.ts';

const tlsHandshakeRecord = 0x16;

export const plainHttpOnHttpsPortMessage = 'This port speaks HTTPS only and the request came as plain HTTP; repeat it with https://';

/**
 * Puts the sniffer in front of the server's TLS connection listener. `deadlineMs` bounds both the
 * wait for a first byte (the TLS handshake deadline starts only after it) and a plain request.
 */
export function answerPlainHttpOnTlsPort(server: HttpsServer, deadlineMs: number): void {
  const tlsListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  const plain = createPlainListener(400, plainHttpOnHttpsPortMessage);

  server.on('connection', (socket: Socket) => {
    const firstByteDeadline = setTimeout(() => socket.destroy(), deadlineMs);
    const onError = () => socket.destroy();
    socket.on('error', onError);
    socket.once('close', () => clearTimeout(firstByteDeadline));
    socket.once('data', (chunk: Buffer) => {
      clearTimeout(firstByteDeadline);
      socket.pause();
      socket.unshift(chunk);
      if (chunk[0] === tlsHandshakeRecord) {
        for (const listener of tlsListeners) listener.call(server, socket);
        return;
      }
      const requestDeadline = setTimeout(() => socket.destroy(), deadlineMs);
      socket.once('close', () => clearTimeout(requestDeadline));
      plain.emit('connection', socket);
      socket.resume();
    });
  });
}
