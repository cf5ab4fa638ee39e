/** Business codes of the money area that envelope.ts does not name. */
export const MONEY_CODES = {
  /** A second decision on an order already approved or refused (the site's Go version: 409). */
  orderDecided: 409,
  /** No grabs left / no matching red-packet rule (the site: 203). */
  noGrabs: 203,
} as const;
