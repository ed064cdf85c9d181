// The chat assistant's shared rules: limits, its messages, the index format and the retrieval
// (BM25 over the build-time index of our own content) used by POST /api/chat.

export const CHAT_LIMITS = {
  maxMessageLength: 1_000,
  maxHistoryTurns: 10,
  /** The AI reply cap. */
  maxTokens: 1_024,
  /** Passages put into the system prompt, and FAQ answers shown offline. */
  passages: 4,
  offlineMatches: 3,
  providerTimeoutMs: 20_000,
  /** Requests per client per minute. */
  perMinute: 10,
} as const;

/** The chat's strings, kept word for word as the site has always shown them, and the validation messages of POST /api/chat. */
export const CHAT_MESSAGES = {
  greeting: "Hi! I'm the MRDX assistant. Ask me anything about the token sale, the whitepaper or how to contribute.",
  unavailable: 'Sorry, our AI assistant is currently unavailable. Please contact us directly via email or Telegram.',
  processingError: "I'm sorry, I encountered an error while processing your question. Please try again or contact our team directly.",
  requestError: 'Sorry, I encountered an error. Please try again or contact our team directly at the support email.',
  emptyMessage: 'Please type a question',
  messageTooLong: `Questions can be at most ${CHAT_LIMITS.maxMessageLength.toLocaleString('en-US')} characters`,
  invalidHistory: 'Invalid conversation history',
} as const;

/**
 * The message the chat card shows for a failed POST /api/chat, by HTTP status: 503 provider
 * unreachable or failing (unavailable), 502/504 malformed answer or timeout (processing error),
 * anything else, including the network failing, is the request error.
 */
export function chatErrorMessage(status: number | null): string {
  if (status === 503) return CHAT_MESSAGES.unavailable;
  if (status === 502 || status === 504) return CHAT_MESSAGES.processingError;
  return CHAT_MESSAGES.requestError;
}

/** One passage of the build-time index. */
export interface ChatPassage {
  id: string;
  kind: 'faq' | 'whitepaper' | 'facts';
  /** The FAQ question or the section heading. */
  title: string;
  /** Plain text: the FAQ answer, the section body or the facts. */
  text: string;
  /** Site path (with anchor) the passage comes from. */
  url: string;
}

export interface ChatIndex {
  version: 1;
  passages: ChatPassage[];
}

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it its me my of on or so that the their there this to was we what when where which who why will with you your'.split(' '),
);

/** Lower-case word tokens without stop words; numbers are kept ("10 sol"). */
export function chatTerms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => !STOP_WORDS.has(word)).map(stem);
}

/** A very small stemmer: plural and common suffixes, so "contributions" finds "contribution". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export interface ScoredPassage {
  passage: ChatPassage;
  score: number;
}

/**
 * The passages that best answer `question`, best first, by BM25 (k1 1.2, b 0.75) over title and text,
 * the title counted twice. Passages sharing no term with the question are left out.
 */
export function searchChatIndex(index: ChatIndex, question: string, limit: number, kinds?: ChatPassage['kind'][]): ScoredPassage[] {
  const query = [...new Set(chatTerms(question))];
  if (query.length === 0) return [];
  const docs = index.passages
    .filter((passage) => !kinds || kinds.includes(passage.kind))
    .map((passage) => ({ passage, terms: [...chatTerms(passage.title), ...chatTerms(passage.title), ...chatTerms(passage.text)] }));
  if (docs.length === 0) return [];
  const averageLength = docs.reduce((sum, doc) => sum + doc.terms.length, 0) / docs.length;
  const documentFrequency = new Map<string, number>();
  for (const term of query) documentFrequency.set(term, docs.filter((doc) => doc.terms.includes(term)).length);

  const scored = docs.map(({ passage, terms }) => {
    let score = 0;
    for (const term of query) {
      const frequency = terms.filter((t) => t === term).length;
      if (frequency === 0) continue;
      const df = documentFrequency.get(term)!;
      const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
      score += (idf * frequency * 2.2) / (frequency + 1.2 * (0.25 + (0.75 * terms.length) / averageLength));
    }
    return { passage, score };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.passage.id.localeCompare(b.passage.id))
    .slice(0, limit);
}
