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
  /** A question about something else than the sale: no passage or live fact is shown for it. */
  offTopic: 'I can only answer questions about the MRDX sale: the token, its prices and phases, and how to contribute. For anything else, please contact us by email or Telegram.',
  /** With a model configured: nothing in our content answers, so the model is not asked to guess. */
  notFound: "I could not find the answer in our FAQ or whitepaper. Please contact our team directly via email or Telegram.",
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

// Function words, and the words that frame a question without saying what it is about ("how does
// vesting work?" is about vesting, not about the referral FAQ's "how does it work?").
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i in is it its me my of on or so that the their there this to was we what when where which who why will with you your ' +
    'about any anybody anyone anything could did explain get got happen happens has have hello help hey hi know let many much please say ' +
    'should some somebody someone tell thank thanks thing things want work works working would'
  ).split(' '),
);

/** The question's words as they were typed (lower-case, one-letter words and stop words left out). */
export function chatWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/** Lower-case word tokens without stop words, stemmed; numbers are kept ("10 sol"). */
export function chatTerms(text: string): string[] {
  return chatWords(text).map(stem);
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
  /**
   * The share (0 to 1) of the question this passage speaks to: the question's terms it holds, each
   * weighted by its rarity, a term found nowhere in the index weighing the most (so "the price of a
   * pizza in Rome" is mostly pizza and Rome, which no passage holds).
   */
  coverage: number;
}

/** The least coverage a passage needs to be shown, or handed to a model, as an answer. */
export const RELEVANCE_FLOOR = 0.5;

interface PreparedIndex {
  docs: { passage: ChatPassage; terms: string[] }[];
  vocabulary: Set<string>;
  averageLength: number;
}

const prepared = new WeakMap<ChatIndex, PreparedIndex>();

/** The index's passages as term lists (the title counted twice) and its vocabulary, computed once per index. */
function prepare(index: ChatIndex): PreparedIndex {
  let ready = prepared.get(index);
  if (!ready) {
    const docs = index.passages.map((passage) => ({ passage, terms: [...chatTerms(passage.title), ...chatTerms(passage.title), ...chatTerms(passage.text)] }));
    const averageLength = docs.reduce((sum, doc) => sum + doc.terms.length, 0) / Math.max(1, docs.length);
    ready = { docs, vocabulary: new Set(docs.flatMap((doc) => doc.terms)), averageLength };
    prepared.set(index, ready);
  }
  return ready;
}

/**
 * The passages that best answer `question`, best first, by BM25 (k1 1.2, b 0.75) over title and text,
 * the title counted twice, each with its coverage. Passages sharing no term with the question are left out.
 */
export function searchChatIndex(index: ChatIndex, question: string, limit: number, kinds?: ChatPassage['kind'][]): ScoredPassage[] {
  const query = [...new Set(chatTerms(question))];
  if (query.length === 0) return [];
  const { docs: all, averageLength } = prepare(index);
  const docs = all.filter((doc) => !kinds || kinds.includes(doc.passage.kind));
  if (docs.length === 0) return [];
  const idf = new Map<string, number>();
  for (const term of query) {
    const df = all.filter((doc) => doc.terms.includes(term)).length;
    idf.set(term, Math.log(1 + (all.length - df + 0.5) / (df + 0.5)));
  }
  const questionWeight = query.reduce((sum, term) => sum + idf.get(term)!, 0);

  const scored = docs.map(({ passage, terms }) => {
    let score = 0;
    let covered = 0;
    for (const term of query) {
      const frequency = terms.filter((t) => t === term).length;
      if (frequency === 0) continue;
      covered += idf.get(term)!;
      score += (idf.get(term)! * frequency * 2.2) / (frequency + 1.2 * (0.25 + (0.75 * terms.length) / averageLength));
    }
    return { passage, score, coverage: questionWeight > 0 ? covered / questionWeight : 0 };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.passage.id.localeCompare(b.passage.id))
    .slice(0, limit);
}

/** The passages that answer `question`: the best matches that clear RELEVANCE_FLOOR, best first. */
export function relevantPassages(index: ChatIndex, question: string, limit: number): ScoredPassage[] {
  return searchChatIndex(index, question, index.passages.length).filter((entry) => entry.coverage >= RELEVANCE_FLOOR).slice(0, limit);
}

/**
 * Whether `question` is about the sale: most of its words are words of our content (or words the live
 * sale facts answer to, `isSaleWord`). "How does vesting work?" is; "the price of a pizza in Rome" is not.
 */
export function isAboutTheSale(index: ChatIndex, question: string, isSaleWord: (word: string) => boolean = () => false): boolean {
  const { vocabulary } = prepare(index);
  const words = chatWords(question);
  const known = words.filter((word) => vocabulary.has(stem(word)) || isSaleWord(word)).length;
  return known > 0 && known * 2 > words.length;
}
