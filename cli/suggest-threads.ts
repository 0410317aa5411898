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
 *   memory is bounded by the largest session once per thread. A worker is handed the next
 *   session when it has let the last one go: a long session holds up one thread, not all.
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

/** What a worker is told when it starts: its role (this file is also the CLI), and how to try sessions. */
type Job = { role: typeof ROLE; format: Format; base: Settings }
const ROLE = 'loop-guard audit --suggest worker'
/** To a worker: a session to try, or that there are no more. */
type Ask = { session: Session } | { finished: true }
/** From a worker: it is ready for a session, or its counts once there are no more. */
type Answer = { ready: true } | { tried: Pick<TriedSessions, 'trials' | 'read'> }

/** Reads each session once, tries every combination on it, then says what fits. */
export async function suggest(found: readonly Session[], format: Format, base: Settings): Promise<string> {
  const started = Date.now()
  const threads = Math.min(availableParallelism(), MAX_THREADS, found.length)
  const runnable = !import.meta.url.endsWith('.ts')
  const { trials, read, current } = threads > 1 && runnable ? await trySessionsInThreads(found, format, base, threads) : await trySessions(found, format, base)
  return suggestionText(read, trials, current, (Date.now() - started) / 1000)
}

/**
 * `trySessions`, the sessions handed out to `threads` workers as each gets ready. `script` is
 * the built file that holds this module, which each worker loads: this one unless a spec, which
 * runs the TypeScript sources, names the bundle.
 */
export async function trySessionsInThreads(found: readonly Session[], format: Format, base: Settings, threads: number, script = new URL(import.meta.url)): Promise<TriedSessions> {
  const tried = startTrials(base)
  const workers: Worker[] = []
  let next = 0
  const work = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const job: Job = { role: ROLE, format, base }
      const worker = new Worker(script, { workerData: job })
      workers.push(worker)
      worker.on('message', (answer: Answer) => {
        if ('ready' in answer) {
          const ask: Ask = next < found.length ? { session: found[next++]! } : { finished: true }
          worker.postMessage(ask)
          return
        }
        addTried(tried, answer.tried)
        resolve()
        void worker.terminate()
      })
      worker.on('error', reject)
      worker.on('exit', () => reject(new Error('a --suggest worker stopped before it gave its counts'))) // nothing once resolved
    })
  try {
    await Promise.all(Array.from({ length: threads }, work))
  } catch (error) {
    await Promise.all(workers.map((w) => w.terminate()))
    throw error
  }
  return tried
}

/** A worker: tries each session it is handed, one at a time, and gives its counts when told there are no more. */
function serve(job: Job, port: MessagePort): void {
  const tried = startTrials(job.base)
  port.on('message', (ask: Ask) => {
    if ('finished' in ask) {
      port.postMessage({ tried: { trials: tried.trials, read: tried.read } } satisfies Answer)
      return
    }
    // a failure is thrown out of the worker: its 'error' ends the suggestion
    void trySession(tried, ask.session, job.format, job.base).then(() => port.postMessage({ ready: true } satisfies Answer))
  })
  port.postMessage({ ready: true } satisfies Answer)
}

if (!isMainThread && parentPort !== null && (workerData as Partial<Job> | null)?.role === ROLE) serve(workerData as Job, parentPort)
