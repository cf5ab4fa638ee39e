import { API_METHODS, API_PATHS, type ApiCallName } from './calls';
import { requestSchemas, TEXT_MAX_LENGTH } from './schemas';
import type { JsonSchema, ObjectSchema } from './json-schema';

const calls = Object.keys(API_PATHS) as ApiCallName[];
const byName: Readonly<Record<string, ObjectSchema>> = requestSchemas;

describe('requestSchemas', () => {
  it('covers every POST call except the multipart avatar upload, and no GET call', () => {
    const expected = calls.filter((n) => API_METHODS[n] === 'POST' && n !== 'uploadimg').sort();
    expect(Object.keys(requestSchemas).sort()).toEqual(expected);
  });

  it.each(Object.entries(requestSchemas))('%s is an object schema whose required fields are declared', (_, schema) => {
    expect(schema.type).toBe('object');
    expect(typeof schema.properties).toBe('object');
    for (const field of schema.required) expect(Object.keys(schema.properties)).toContain(field);
    for (const property of Object.values<JsonSchema>(schema.properties)) expect(property.type).toBeDefined();
  });

  it('caps free text at 32 characters', () => {
    expect(byName['register'].properties).toMatchObject({
      name: { type: 'string', maxLength: TEXT_MAX_LENGTH },
      realname: { type: 'string', maxLength: TEXT_MAX_LENGTH },
    });
  });

  it('accepts amounts as numbers or numeric strings', () => {
    for (const name of ['transfer', 'withdraw', 'recharge']) {
      expect(byName[name].properties).toMatchObject({ amount: { type: ['number', 'string'] } });
      expect(byName[name].required).toContain('amount');
    }
  });

  it('restricts the enumerated fields to the spec values', () => {
    expect(requestSchemas.recharge.properties.paytype.enum).toEqual(['bank', 'usdt', 'wxpay', 'alipay']);
    expect(requestSchemas.recharge.properties.catepay.enum).toEqual(['TRC20', 'ERC20']);
    expect(requestSchemas.uptransferstatus.properties.transferstatus.enum).toEqual([0, 1, '0', '1']);
    expect(requestSchemas.getcard.properties.type.enum).toEqual([1, 2, '1', '2']);
    expect(requestSchemas.betrecord.properties.date.enum).toEqual([1, 2, 3, 4, '1', '2', '3', '4']);
    expect(requestSchemas.getPayRange.properties.type.enum).toEqual([
      'bank',
      'wechat',
      'alipay',
      'usdt-erc20',
      'usdt-trc20',
      // The addition for VipPay's own range (docs/product.md §4).
      'vippay',
    ]);
    expect(requestSchemas.vippay.required).toEqual(['amount']);
  });

  it('requires what each money action cannot do without', () => {
    expect(requestSchemas.withdraw.required).toEqual(['amount', 'bank', 'password']);
    expect(requestSchemas.transfer.required).toEqual(['amount', 'sourcetype', 'targettype']);
    expect(requestSchemas.bindcard.required).toEqual(['bank', 'bank_no', 'bank_owner', 'pay_pass']);
    expect(requestSchemas.login_pc.required).toEqual(['name', 'password']);
  });
});
