/**
 * `loop-guard audit --suggest` on every core: the sessions of a history shared out to worker
 * threads, each trying them with suggest.ts, one at a time.
 *
 * Contract:
 * - `suggest(found, format, base)` prints what suggest.ts's `suggestionText` prints for
 *   `trySessions` over the same sessions in one thread, byte for byte but the time it took:
 *   every count is a sum over sessions, so which thread tried a session, and when, changes
 *   nothing.
 * - Threads: one per core (`availableParallelism`), at most `MAX_THREADS` and one per session.
 *   With one thread, or when this module is not built JavaScript (vitest runs the TypeScript
 *   sources, which a worker cannot load), the sessions are tried in this thread.
 * - Each worker loads this same file (the audit bundle) and holds one session at a time, so
 *   memory is bounded by the largest session once per thread. When it has let one go, a worker
 *   takes the next session no worker has taken (a counter they share): a long session holds up
 *   one thread, not all. It sends its counts once, when none is left.
 * - A worker that fails ends the suggestion with its error, and the other workers with it.
 */
import { availableParallelism } from 'node:os'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import type { MessagePort } from 'node:worker_threads'
import type { Settings } from '../hooks/options.js'
import { addTried, startTrials, suggestionText, trySession, trySessions } from './suggest.js'
import type { TriedSessions } from './suggest.js'
import type { Format, Session } from './transcripts.js'

/** Threads at most: past a few, the history's reading and the sums gain little and memory grows. */
const MAX_THREADS = 8

/**
 * What a worker is told when it starts: its role (this file is also the CLI), how to try
 * sessions, all of them, and the index of the next one to take, shared by every worker.
 */
type Job = { role: typeof ROLE; format: Format; base: Settings; sessions: readonly Session[]; next: SharedArrayBuffer }
const ROLE = 'loop-guard audit --suggest worker'
/** From a worker, once no session is left: its counts. */
type Answer = Pick<TriedSessions, 'trials' | 'read'>

/** Reads each session once, tries every combination on it, then says what fits. */
export async function suggest(found: readonly Session[], format: Format, base: Settings): Promise<string> {
  const started = Date.now()
  const threads = Math.min(availableParallelism(), MAX_THREADS, found.length)
  const runnable = !import.meta.url.endsWith('.ts')
  const { trials, read, current } = threads > 1 && runnable ? await trySessionsInThreads(found, format, base, threads) : await trySessions(found, format, base)
  return suggestionText(read, trials, current, (Date.now() - started) / 1000)
}

/**
 * `trySessions`, the sessions taken by `threads` workers one at a time as each is free. `script`
 * is the built file that holds this module, which each worker loads: this one unless a spec,
 * which runs the TypeScript sources, names the bundle.
 */
export async function trySessionsInThreads(found: readonly Session[], format: Format, base: Settings, threads: number, script = new URL(import.meta.url)): Promise<TriedSessions> {
  const tried = startTrials(base)
  const job: Job = { role: ROLE, format, base, sessions: found, next: new SharedArrayBuffer(4) }
  const workers: Worker[] = []
  const work = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = new Worker(script, { workerData: job })
      workers.push(worker)
      worker.once('message', (answer: Answer) => {
        addTried(tried, answer)
        resolve()
      })
      worker.on('error', reject)
      worker.on('exit', () => reject(new Error('a --suggest worker stopped before it gave its counts'))) // nothing once resolved
    })
  try {
    await Promise.all(Array.from({ length: threads }, work))
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
  return tried
}

/** A worker: takes the next session no worker has taken until none is left, then gives its counts. */
async function serve(job: Job, port: MessagePort): Promise<void> {
  const tried = startTrials(job.base)
  const next = new Int32Array(job.next)
  for (let i = Atomics.add(next, 0, 1); i < job.sessions.length; i = Atomics.add(next, 0, 1)) await trySession(tried, job.sessions[i]!, job.format, job.base)
  port.postMessage({ trials: tried.trials, read: tried.read } satisfies Answer)
}

// a failure is thrown out of the worker: its 'error' ends the suggestion
if (!isMainThread && parentPort !== null && (workerData as Partial<Job> | null)?.role === ROLE) void serve(workerData as Job, parentPort)
