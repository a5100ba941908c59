/**
 * Whose request it is: one person (the ID token's subject) acting for one organisation. The key
 * names the list in `sessionStorage` without either id in clear: a 53-bit string hash (cyrb53) of
 * both, a name for a storage slot rather than a secret. The ids never go into a URL or a log.
 */
export function requestOwnerKey(subject: string, organizationId: string): string {
  const text = `${subject}\n${organizationId}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
