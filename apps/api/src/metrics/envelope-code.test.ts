import fc from 'fast-check';
import { envelopeCode } from './metrics';

/** The reading the metrics replaced: the same answers, for any text. */
const BY_PATTERN = /^\{"code":(\d{1,4})[,}]/;

describe("the envelope's code as the answers count it (metrics.ts)", () => {
  it('reads the code an envelope starts with, and nothing from anything else', () => {
    expect(envelopeCode('{"code":200,"message":"ok","data":{}}')).toBe('200');
    expect(envelopeCode('{"code":503}')).toBe('503');
    expect(envelopeCode('{"code":4001,"message":"…"}')).toBe('4001');
    expect(envelopeCode('{"code":12345,"message":""}')).toBeUndefined();
    expect(envelopeCode('{"code":,"message":""}')).toBeUndefined();
    expect(envelopeCode('{"code":200')).toBeUndefined();
    expect(envelopeCode('<!doctype html>')).toBeUndefined();
    expect(envelopeCode(' {"code":200,}')).toBeUndefined();
  });

  it('agrees with the anchored pattern on any answer', () => {
    const digits = fc.stringMatching(/^[0-9]{0,6}$/);
    const answer = fc.oneof(
      fc.string(),
      fc.tuple(digits, fc.constantFrom(',', '}', '', ' ', '0', ']'), fc.string()).map(([d, end, rest]) => `{"code":${d}${end}${rest}`),
    );
    fc.assert(fc.property(answer, (text) => envelopeCode(text) === BY_PATTERN.exec(text)?.[1]));
  });
});
