import { BusinessCode, type BusinessCodeValue } from './common';

describe('BusinessCode', () => {
  it('holds the codes of the existing site, each once', () => {
    const values = Object.values(BusinessCode);
    expect([...values].sort((a, b) => a - b)).toEqual([
      200, 201, 202, 203, 205, 207, 208, 209, 210, 212, 213, 214, 215, 216, 217, 220, 221, 226, 251, 300,
      401, 500, 520,
    ]);
  });

  it('names the codes clients branch on', () => {
    expect(BusinessCode.OK).toBe(200);
    expect(BusinessCode.SESSION_EXPIRED).toBe(401);
    expect(BusinessCode.PAY_PASSWORD_INVALID).toBe(520);
    expect(BusinessCode.INSUFFICIENT_BALANCE).toBe(210);
    const code: BusinessCodeValue = 251;
    expect(code).toBe(BusinessCode.PAY_PASSWORD_NOT_SET);
  });
});
