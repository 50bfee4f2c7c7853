const HAN = /\p{Script=Han}/u;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const EN_STOPWORDS = new Set(['a', 'an', 'the', 'i', 'my', 'me', 'do', 'does', 'is', 'to', 'of', 'or', 'and', 'what', 'should', 'can', 'how', 'it', 'please']);

/**
 * Words for alphabetic scripts; character bigrams for Chinese, which has no spaces. Both feed the same
 * bag-of-words vector, so one similarity function serves every chat language.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    const word = match[0];
    if (HAN.test(word)) {
      const chars = [...word];
      if (chars.length === 1) tokens.push(word);
      for (let i = 0; i + 1 < chars.length; i++) tokens.push(`${chars[i]}${chars[i + 1]}`);
    } else if (!EN_STOPWORDS.has(word)) {
      tokens.push(word);
    }
  }
  return tokens;
}
