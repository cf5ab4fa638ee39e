/**
 * Mainland mobile numbers (docs/product.md §5): optional prefix 0, 86 or 17951, then 13x, 15x except
 * 154, 17[678], 18x or 14[57], then 8 digits.
 */
const MAINLAND_MOBILE = /^(?:0|86|17951)?(?:13\d|15[0-35-9]|17[678]|18\d|14[57])\d{8}$/;

/** A basic e-mail shape: something@domain.tld, no spaces, one @. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE.test(value);
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
