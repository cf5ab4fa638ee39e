import { BusinessCode, type BusinessCodeValue } from './common';

describe('BusinessCode', () => {
  it('holds the codes of the existing site and of this server', () => {
    const values = new Set(Object.values(BusinessCode));
    expect([...values].sort((a, b) => a - b)).toEqual([
      200, 201, 202, 203, 205, 207, 208, 209, 210, 212, 213, 214, 215, 216, 217, 220, 221, 226, 230, 231, 240, 241, 251, 300, 401, 403, 404,
      409, 422, 429, 500, 503, 520,
    ]);
  });

  it('gives one value two names only where the site did: 203 is a wrong password and no red-packet grabs', () => {
    const byValue = new Map<number, string[]>();
    for (const [name, value] of Object.entries(BusinessCode)) byValue.set(value, [...(byValue.get(value) ?? []), name]);
    const shared = [...byValue].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([[203, ['wrongPassword', 'noGrabs']]]);
  });

  it('names the codes clients branch on', () => {
    expect(BusinessCode.ok).toBe(200);
    expect(BusinessCode.sessionExpired).toBe(401);
    expect(BusinessCode.payPassword).toBe(520);
    expect(BusinessCode.insufficientBalance).toBe(210);
    expect(BusinessCode.serviceBusy).toBe(503);
    const code: BusinessCodeValue = 251;
    expect(code).toBe(BusinessCode.setPayPasswordFirst);
  });
});
