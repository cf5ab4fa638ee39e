/**
 * Card and USDT-address numbers are shown with only their last 4 characters.
 * Chosen format: "**** **** **** " + last 4, whatever the real length, so the mask does not
 * leak the length either. Spaces are ignored; an input of 4 characters or fewer keeps the
 * mask and shows what there is; an empty input gives "".
 */
export function maskCardNumber(cardNo: string): string {
  const tail = cardLastFour(cardNo);
  return tail === '' ? '' : `**** **** **** ${tail}`;
}

/** The last 4 characters of a card number, spaces ignored (the pickers show only these). */
export function cardLastFour(cardNo: string): string {
  return cardNo.replace(/\s+/g, '').slice(-4);
}
