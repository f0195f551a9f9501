const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const VALUE = new Map([...ALPHABET].map((char, index) => [char, index]));

/** The bytes of a base58btc text (multibase `z` without its `z`), or undefined when it is not one. */
export function base58btcDecode(text: string): Uint8Array | undefined {
  if (text === '' || text.length > 200) return undefined;
  const bytes: number[] = [];
  for (const char of text) {
    let carry = VALUE.get(char);
    if (carry === undefined) return undefined;
    for (let index = 0; index < bytes.length; index += 1) {
      carry += bytes[index]! * 58;
      bytes[index] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  // Each leading '1' is a zero byte.
  for (const char of text) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}
