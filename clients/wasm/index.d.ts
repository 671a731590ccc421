// bm-referee (docs/web.md): the bm rules engine as a WebAssembly referee.

/** Options of validate(): the verdict-changing options of `bm validate`. */
export interface ValidateOptions {
  /** --check: every rule invariant after every action. */
  check?: boolean;
  /** --allow-incomplete: a log without its result line is valid. */
  allow_incomplete?: boolean;
  /** --implicit-passes: pass optional decisions before an action that needs it. */
  implicit_passes?: boolean;
  /** --set OPTION=VALUE, repeatable: ["death_threshold=6"]. */
  set?: string[];
  /** The name the report gives the log (its `path` and `file`; default "log.jsonl"). */
  name?: string;
}

/** One answer line of `bm serve`, parsed (docs/protocol.md). */
export type Answer =
  | { id: number | string | null; jsonrpc: '2.0'; result: any }
  | { id: number | string | null; jsonrpc: '2.0'; error: { code: number; message: string; data?: any } };

/** One `bm validate --json` report entry (docs/cli.md#bm-validate). */
export interface ValidateEntry {
  verdict: 'valid' | 'divergent' | 'incomplete' | 'invalid';
  path: string;
  file: string;
  actions: number;
  message: string;
  line: number | null;
  rule: string | null;
  result: any;
  [field: string]: any;
}

export interface Referee {
  /** The answer line bm serve writes for one request line (no newline; '' for a blank line). */
  requestText(line: string): string;
  /** The answer bm serve writes for one request (an object, or its line); null for a blank line. */
  request(req: object | string): Answer | null;
  /** bm validate --json's report entry for one log, as its line. */
  validateText(log: string | Uint8Array, options?: ValidateOptions): string;
  /** bm validate --json's report entry for one log. */
  validate(log: string | Uint8Array, options?: ValidateOptions): ValidateEntry;
  /**
   * The replay viewer's steps for one log (docs/web.md#the-replay-viewer): every step's state
   * (bm serve's `state` view), the legal actions offered, the events in words, and the first
   * divergence with its rules' text. `name`: the log's name in messages.
   */
  steps(log: string | Uint8Array, options?: { name?: string }): ViewerSteps;
  /** The determinism signature of `bm bench --signature`. */
  signature(): { signature: string; games: number; actions: number };
  /** bm's version. */
  readonly version: string;
  /** The raw call under the methods above: an export bm_NAME, bytes in, bytes out. */
  callBytes(name: string, a?: string | Uint8Array, b?: string | Uint8Array): Uint8Array;
}

/** A misuse of the API (protocol errors are answers, as bm serve writes them). */
export class RefereeError extends Error {}

/** A new referee: its own module instance and games. */
export function createReferee(): Promise<Referee>;
/** The referee over a bm_referee module a page instantiated itself (createBmModule()). */
export function makeReferee(module: unknown): Referee;

/** The replay viewer's steps (steps(); steps/steps.hpp). */
export interface ViewerSteps {
  name: string;
  title?: string;
  family?: string;
  players?: number;
  seats?: { boss: string; boss_name: string }[];
  /** The card designs by id, as the card-set JSON writes them. */
  cards: Record<string, Record<string, unknown>>;
  steps: {
    line: number;
    /** -1: the setup or snapshot start */
    index: number;
    round: number;
    phase: string;
    player: number;
    action: Record<string, unknown> | null;
    action_text: string | null;
    decision: { player: number; kind: string; text: string } | null;
    legal: { action: Record<string, unknown>; text: string }[];
    events: Record<string, unknown>[];
    texts: string[];
    state: Record<string, unknown>;
  }[];
  verdict: Record<string, unknown>;
  divergence: {
    step: number;
    kind: 'divergence' | 'invalid_log' | 'incomplete';
    what: string;
    message: string;
    line: number;
    index: number;
    round: number;
    phase: string;
    player: number;
    decision: string;
    log: unknown;
    engine: unknown;
    legal: string[];
    rules: { id: string; title?: string; statement?: string }[];
    offered?: { decision: unknown; legal: { action: Record<string, unknown>; text: string }[] };
  } | null;
  result: Record<string, unknown> | null;
}
