/**
 * A run as the rules keep it: a success or a failure with its call, read lazily.
 *
 * Contract (pure): `KeptRun` is a success or failure kept to judge against another run of its
 * call (detector.ts `verdictOf`); its fingerprints are read from the outcome only when something
 * compares them. `RanCall` is a call that came back as every detector sees it: a kept run with
 * its call, whether it made progress (a success that changed something), and its error.
 * The audit's `--suggest` judges recorded runs with `KeptRun` too.
 */
import type { Ran, Signed } from './detectors/detector.js'
import type { Outcome } from './outcome.js'
import type { CallInfo } from './vocabulary.js'

/**
 * A success or failure as a rule keeps it to judge against another run of its call (`verdictOf`):
 * its text, identity and read-only flag from the outcome, `asked` the call's key; its fingerprints
 * are read from the outcome only when something compares them, and its signature is made once,
 * then. The audit's `--suggest` judges recorded runs with it too.
 */
export class KeptRun implements Signed {
  readonly failed: boolean
  private madeSignature?: string

  constructor(
    protected readonly outcome: Extract<Outcome, { kind: 'success' | 'failure' }>,
    readonly asked: string,
  ) {
    this.failed = outcome.kind === 'failure'
  }

  get signature(): string {
    return (this.madeSignature ??= signatureOf(this.outcome))
  }

  get text(): string | undefined {
    return this.outcome.text
  }

  get polled(): boolean {
    return this.outcome.kind === 'success' && this.outcome.isReadOnly
  }

  get identity(): string | undefined {
    return this.outcome.identity
  }

  get looseFingerprint(): string {
    return this.outcome.looseFingerprint
  }
}

/** A call that came back, as the detectors see it: a kept run with its call, whether it made progress, and its error. */
export class RanCall extends KeptRun implements Ran {
  declare readonly failed: boolean
  readonly progress: boolean
  error?: string

  constructor(
    readonly call: CallInfo,
    outcome: Extract<Outcome, { kind: 'success' | 'failure' }>,
  ) {
    super(outcome, call.key)
    this.progress = outcome.kind === 'success' && !outcome.isReadOnly
    if (outcome.kind === 'failure') this.error = outcome.firstLine
  }
}

/** The strict fingerprint of an outcome, with its kind: a name for a run (cycles name their rounds by it). */
function signatureOf(outcome: Extract<Outcome, { kind: 'success' | 'failure' }>): string {
  return `${outcome.kind === 'failure' ? 'err' : 'ok'} ${outcome.fingerprint}`
}
