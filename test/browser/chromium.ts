// A page opened in a real headless Chromium (the Debian package), driven over the
// DevTools protocol on --remote-debugging-pipe (fd 3: commands in, fd 4: replies and
// events out, each a JSON message ended by a NUL byte). It records what a person's
// browser would show in its console: console.error/warn calls, uncaught exceptions,
// and the browser's own log entries (failed loads, blocked content), plus every URL
// the page asked for. No npm browser package: they download a browser of their own.
import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'

/** The Chromium on PATH, or undefined. */
export function findChromium(): string | undefined {
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' })
    if (found.status === 0 && found.stdout.trim() !== '') return found.stdout.trim()
  }
  return undefined
}

export type Opened = {
  /** Console messages of level error or warning, uncaught exceptions and browser log errors, as text. */
  problems: string[]
  /** Every URL the page requested, the page itself included. */
  requests: string[]
  /** The value of an expression evaluated in the loaded page. */
  evaluate<T>(expression: string): Promise<T>
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>
  close(): Promise<void>
}

type Message = { id?: number; method?: string; params?: Record<string, any>; result?: Record<string, any>; error?: { message: string }; sessionId?: string }

/** Opens `url` at width × height in a fresh profile and resolves once the load event has fired. */
export async function openPage(chromium: string, url: string, width: number, height: number): Promise<Opened> {
  const profile = mkdtempSync(join(tmpdir(), 'loop-guard-chromium-'))
  const browser: ChildProcess = spawn(
    chromium,
    ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--remote-debugging-pipe', `--user-data-dir=${profile}`, `--window-size=${width},${height}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const toBrowser = browser.stdio[3] as Writable
  const fromBrowser = browser.stdio[4] as Readable
  const problems: string[] = []
  const requests: string[] = []
  const waiting = new Map<number, { resolve(m: Message): void; reject(e: Error): void }>()
  const listeners: ((m: Message) => void)[] = []
  let nextId = 1
  let buffered = ''

  fromBrowser.setEncoding('utf8')
  fromBrowser.on('data', (chunk: string) => {
    buffered += chunk
    let end
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as Message
      buffered = buffered.slice(end + 1)
      if (message.id !== undefined) {
        const pending = waiting.get(message.id)
        waiting.delete(message.id)
        if (message.error !== undefined) pending?.reject(new Error(message.error.message))
        else pending?.resolve(message)
      } else {
        record(message)
        for (const listener of listeners) listener(message)
      }
    }
  })
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()))
  void exited.then(() => {
    for (const pending of waiting.values()) pending.reject(new Error('chromium exited'))
  })

  function record(m: Message): void {
    const p = m.params ?? {}
    if (m.method === 'Runtime.consoleAPICalled' && (p.type === 'error' || p.type === 'warning' || p.type === 'assert')) {
      problems.push(`console.${p.type}: ${(p.args ?? []).map((a: { value?: unknown; description?: string }) => String(a.value ?? a.description)).join(' ')}`)
    }
    if (m.method === 'Runtime.exceptionThrown') problems.push(`exception: ${p.exceptionDetails?.exception?.description ?? p.exceptionDetails?.text}`)
    if (m.method === 'Log.entryAdded' && (p.entry?.level === 'error' || p.entry?.level === 'warning')) problems.push(`log ${p.entry.level}: ${p.entry.text}`)
    if (m.method === 'Network.requestWillBeSent') requests.push(p.request?.url)
  }

  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Message> =>
    new Promise((resolve, reject) => {
      const id = nextId++
      waiting.set(id, { resolve, reject })
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId !== undefined ? { sessionId } : {}) })}\0`)
    })

  const { result: targets } = await send('Target.getTargets')
  const page = (targets!.targetInfos as { targetId: string; type: string }[]).find((t) => t.type === 'page')!
  const sessionId = (await send('Target.attachToTarget', { targetId: page.targetId, flatten: true })).result!.sessionId as string
  const inPage = (method: string, params: Record<string, unknown> = {}): Promise<Message> => send(method, params, sessionId)
  for (const domain of ['Runtime', 'Log', 'Network', 'Page']) await inPage(`${domain}.enable`)
  await inPage('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false })
  const loaded = new Promise<void>((resolve) => listeners.push((m) => m.sessionId === sessionId && m.method === 'Page.loadEventFired' && resolve()))
  await inPage('Page.navigate', { url })
  await loaded

  return {
    problems,
    requests,
    async evaluate<T>(expression: string): Promise<T> {
      const reply = await inPage('Runtime.evaluate', { expression, returnByValue: true })
      if (reply.result!.exceptionDetails !== undefined) throw new Error(`evaluate failed: ${JSON.stringify(reply.result!.exceptionDetails)}`)
      return reply.result!.result.value as T
    },
    async screenshot(): Promise<Buffer> {
      const reply = await inPage('Page.captureScreenshot', { format: 'png' })
      return Buffer.from(reply.result!.data as string, 'base64')
    },
    async close(): Promise<void> {
      void send('Browser.close').catch(() => undefined)
      // a browser that does not close is killed rather than left running
      const stuck = setTimeout(() => browser.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(stuck)
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
