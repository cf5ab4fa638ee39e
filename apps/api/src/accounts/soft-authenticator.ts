import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software passkey for the server's tests (the e2e flows use Chromium's virtual
 * authenticator): an ES256 key, "none" attestation, and assertions with a signature counter the
 * test controls. Nothing in the server imports it.
 */
type Cbor = number | string | Buffer | CborMap | CborRecord;
// An interface, not an alias: a type alias may not name itself inside Map's type arguments.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface
interface CborMap extends Map<number | string, Cbor> {}
interface CborRecord {
  [key: string]: Cbor;
}

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;
  userHandle = '';

  constructor(
    readonly rpId: string,
    readonly origin: string,
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  private rpIdHash = () => createHash('sha256').update(this.rpId).digest();

  private coseKey(): Map<number, Cbor> {
    const jwk = (this.keys.publicKey as KeyObject).export({ format: 'jwk' }) as { x: string; y: string };
    return new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x, 'base64url')],
      [-3, Buffer.from(jwk.y, 'base64url')],
    ]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** A registration response to `options` (PublicKeyCredentialCreationOptionsJSON). */
  register(options: { challenge: string; user: { id: string } }) {
    this.userHandle = options.user.id;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    // Flags: user present, user verified, attested credential data.
    const authData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([0x45]),
      counter,
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      cbor(this.coseKey()),
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** An assertion over `challenge`, with the counter as it stands (set it to test a counter going back). */
  assert(challenge: string) {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const authData = Buffer.concat([this.rpIdHash(), Buffer.from([0x05]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', challenge);
    const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: this.userHandle,
      },
    };
  }
}
