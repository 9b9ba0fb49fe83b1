// T1: the certificate Baton serves. Configured files win; otherwise a self-signed certificate is
// made once in the data directory (key mode 0600) and reused, so its fingerprint stays stable.
import { X509Certificate } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';
import { ensurePrivateDir } from '../lib/private-files.ts';

export interface TlsMaterial {
  key: string;
  cert: string;
  /** SHA-256 fingerprint, colon-separated hex, as browsers and curl show it. */
  fingerprint: string;
  selfSigned: boolean;
  certFile: string;
}

export async function loadTls(options: { tls: { certFile: string; keyFile: string } | undefined; dataDir: string; host: string }): Promise<TlsMaterial> {
  if (options.tls) {
    const cert = readFileSync(options.tls.certFile, 'utf8');
    const key = readFileSync(options.tls.keyFile, 'utf8');
    return { key, cert, fingerprint: new X509Certificate(cert).fingerprint256, selfSigned: false, certFile: options.tls.certFile };
  }
  const certFile = path.join(options.dataDir, 'tls-cert.pem');
  const keyFile = path.join(options.dataDir, 'tls-key.pem');
  ensurePrivateDir(options.dataDir);
  if (!existsSync(certFile) || !existsSync(keyFile)) {
    const altNames = [
      { type: 2 as const, value: 'localhost' },
      { type: 7 as const, ip: '127.0.0.1' },
      { type: 7 as const, ip: '::1' },
    ];
    if (options.host !== '127.0.0.1' && options.host !== '0.0.0.0' && options.host !== '::') {
      altNames.push(/^[\d.:]+$/.test(options.host) ? { type: 7 as const, ip: options.host } : { type: 2 as const, value: options.host });
    }
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      curve: 'P-256',
      notAfterDate: new Date(Date.now() + 825 * 24 * 3600 * 1000),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
        { name: 'extKeyUsage', serverAuth: true },
        { name: 'subjectAltName', altNames },
      ],
    });
    writeFileSync(keyFile, pems.private, { mode: 0o600 });
    writeFileSync(certFile, pems.cert, { mode: 0o644 });
  }
  const cert = readFileSync(certFile, 'utf8');
  return { key: readFileSync(keyFile, 'utf8'), cert, fingerprint: new X509Certificate(cert).fingerprint256, selfSigned: true, certFile };
}
