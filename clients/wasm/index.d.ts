// bm-referee (docs/web.md): the bm rules engine as a WebAssembly referee.
//
// Numbers: a JavaScript number is an exact integer only up to Number.MAX_SAFE_INTEGER (2^53-1),
// and bm's ids and seeds go to 2^64-1. A bigint in what you send is written as its integer; an
// integer beyond the safe range in what bm answers (an id echoed, a seed) comes back as a
// bigint, digit for digit. requestText() and validateText() give the text itself.

import type { ErrorCode, MethodName, MethodParamNames } from './protocol_table';
export { ERRORS, METHODS, PROTOCOL, ErrorCode, ErrorName, MethodName, MethodParamNames } from './protocol_table';

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
  /** --cards: a built-in card set's id, or the card-set object itself (as `start`'s `cards`). */
  cards?: string | Record<string, unknown>;
  /** --board: "super" (the built-in board), or a board object (as `start`'s `board`). */
  board?: string | Record<string, unknown>;
  /** The name the report gives the log (its `path` and `file`; default "log.jsonl"). */
  name?: string;
}

/** A JSON-RPC id: an integer beyond 2^53-1 is a bigint. */
export type Id = number | bigint | string | null;

/** One answer line of `bm serve`, parsed (docs/protocol.md). */
export type Answer =
  | { id: Id; jsonrpc: '2.0'; result: any }
  | { id: Id; jsonrpc: '2.0'; error: { code: ErrorCode; message: string; data?: any } };

/**
 * The params of a `perft` request (protocol 1.2, docs/protocol.md#perft): the game, the depth
 * (1 to the handshake's limits.max_perft_depth) and whether to divide.
 */
export interface PerftParams {
  game: string;
  depth: number;
  divide?: boolean;
}

/**
 * The result of a `perft` request: bm perft's counts from the game's position (the legal
 * decision sequences of exactly 1, 2, ..., depth decisions), the positions visited (at most the
 * handshake's limits.max_perft_nodes), the position's state hash and, with divide, the count at
 * depth under each legal first decision, in the legal actions' order. The game is unchanged.
 */
export interface PerftResult {
  depth: number;
  counts: number[];
  nodes: number;
  hash: string;
  divide?: { action: Record<string, unknown>; count: number }[];
}

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

/**
 * One referee: its own games, as one `bm serve` process (the handshake's limits apply to it).
 * Every method throws a RefereeError, and only that, for a bad argument or after dispose().
 */
export interface Referee {
  /** The answer line bm serve writes for one request line (no newline; '' for a blank line). */
  requestText(line: string): string;
  /**
   * The answer bm serve writes for one request (an object, or its line); null for a blank line.
   * Protocol errors (an illegal action, an unknown method, ...) are answers, not exceptions.
   * A `perft` request (params: PerftParams) is answered with a PerftResult as its `result`.
   */
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
  /** The raw call under the methods above: an export bm_NAME with this referee, bytes in, bytes out. */
  callBytes(name: string, a?: string | Uint8Array, b?: string | Uint8Array): Uint8Array;
  /**
   * Frees the referee and every game it holds; any later call throws a RefereeError; a second
   * dispose() does nothing. A referee dropped without it is freed once the garbage collector
   * has reclaimed it.
   */
  dispose(): void;
}

/**
 * The one error type the API throws: a bad argument, a refused validate or steps option, a
 * disposed referee, a module that stopped (a trap inside a call). Protocol errors are answers,
 * as bm serve writes them, never thrown.
 */
export class RefereeError extends Error {
  name: 'RefereeError';
}

/** A new referee (its own games) on the package's one module instance, loaded at the first call. */
export function createReferee(): Promise<Referee>;
/** A new referee on a bm_referee module a page instantiated itself (createBmModule()). */
export function makeReferee(module: unknown): Referee;

/** An error answer of bm serve, thrown by Client.call (docs/protocol.md#error-codes). */
export class ServeError extends Error {
  name: 'ServeError';
  code: ErrorCode;
  data?: any;
}

/** A method's params: the names its table lists (protocol_table.d.ts), any values. */
export type Params<M extends MethodName> = { [P in MethodParamNames[M]]?: any };

/** A declaration for declared chance, asked of `outcome(need)` (docs/protocol.md#declared-chance). */
export type Outcome = (need: any) => Record<string, unknown>;

/**
 * One game of a Client, by its id: each method is the protocol method of the same name for this
 * game. With an `outcome` (start's second argument), apply and finish declare chance as needed.
 */
export interface Game {
  readonly id: string;
  readonly started: any;
  readonly client: Client;
  readonly declared: Record<string, unknown>[];
  state(): Promise<any>;
  legal(): Promise<{ decision: any; actions: { action: Record<string, unknown>; text: string }[] }>;
  /** An action in the log's form, or its index in legal's actions. */
  apply(action: Record<string, unknown> | number, opts?: { player?: number; chance?: unknown[] }): Promise<any>;
  finish(): Promise<any>;
  suggest(): Promise<any>;
  cards(): Promise<any>;
  snapshot(): Promise<any>;
  hash(): Promise<any>;
  result(): Promise<any>;
  log(): Promise<any>;
  perft(depth: number, opts?: { divide?: boolean }): Promise<PerftResult>;
  end(): Promise<any>;
}

/**
 * The JavaScript client of bm serve (client.js): the same API over a referee (createClient())
 * and over a `bm serve` process (clients/js/bmserve.js's Serve). Calls answer in order.
 */
export class Client {
  /** The referee under a client of createClient(). */
  readonly referee?: Referee;
  /** The whole answer of one request. */
  request<M extends MethodName>(method: M, params?: Params<M>): Promise<Answer>;
  /** The result of one request; an error answer rejects with a ServeError. */
  call<M extends MethodName>(method: M, params?: Params<M>): Promise<any>;
  /** A call that declares chance with `outcome` while bm answers CHANCE_NEEDED. */
  callDeclaring<M extends MethodName>(method: M, outcome: Outcome, params?: Params<M>): Promise<{ result: any; chance: unknown[] }>;
  /** Starts a game (start's params); with `outcome`, a declared-chance game. */
  start(params?: Params<'start'>, outcome?: Outcome | null): Promise<Game>;
  /** One raw line; its parsed answer. */
  sendLine(text: string): Promise<Answer | null>;
  /** Ends the session (a referee's: disposes it). */
  close(): Promise<unknown>;
}

/** A Client over a new referee (createReferee()). */
export function createClient(): Promise<Client>;

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
    /** The cards the divergence is about: each card id of both values, and a hero's room. */
    about: { field: string; id: string; name: string; kind: string; seat?: number }[];
    offered?: { decision: unknown; legal: { action: Record<string, unknown>; text: string }[] };
  } | null;
  result: Record<string, unknown> | null;
  /** A reduced log's header `reduced` (docs/log-format.md#reduced), with its map to the
   * original's actions and lines (original_actions, original_lines); null for other logs. */
  reduced: Record<string, unknown> | null;
}
