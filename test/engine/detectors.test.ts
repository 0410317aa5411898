/**
 * The detectors on the engine's kit, default options (failureNoteAt 2, warnAt 3,
 * blockAt 5, abortAfter 3), each shown from both sides: the loop that is caught and
 * the look-alike that is left alone. Cycles, read-only calls in between, volatile
 * output, progress between test re-runs, error memory, rotating arguments, advice that
 * fits the loop, the engine's own messages, compaction.
 *
 * The sequences have the shapes of real sessions (a weak model's search cycles and
 * failing edits; Claude Code's polling, test re-runs after edits, many reads) with
 * their own tool names, arguments and result texts; none is copied from one.
 */
import { describe, expect } from 'claude-code/testing'
import type { Engine } from 'claude-code/testing'
import type { ToolCallResult } from 'claude-code'
import { noted, refused, send, staged, test } from './kit.js'
import type { Call, Sent } from './kit.js'

// ---- the engine beneath: each call that reaches it gets the answer the test staged ----

type World = ReturnType<typeof staged>

/** One call of a round, answered the same way every round or per round (0-based). */
type Step = { call: Call; answer: ToolCallResult | ((round: number) => ToolCallResult) }

/** Plays the steps `count` times over; the result holds each round's calls. */
async function rounds($: Engine, w: World, count: number, steps: readonly Step[]): Promise<Sent[][]> {
  const played: Sent[][] = []
  for (let round = 0; round < count; round++) {
    const sent: Sent[] = []
    for (const s of steps) sent.push(await send($, w, s.call, typeof s.answer === 'function' ? s.answer(round) : s.answer))
    played.push(sent)
  }
  return played
}

const notes = (s: Sent | undefined): readonly string[] => s?.result.context ?? []

// ---- calls and results as Claude Code hands them ----

/** A call of any tool, including ones this engine build does not declare (Grep, Glob, BashOutput, ...). */
const use = (tool: string, args: Record<string, unknown>): Call => ({ tool, ...args }) as unknown as Call
const bash = (command: string, description = 'Run the command'): Call => ({ tool: 'Bash', command, description })
const read = (file_path: string): Call => ({ tool: 'Read', file_path })

/** A command that printed `text`; read-only unless it changes something. */
function printed(text: string, readOnly = true): ToolCallResult {
  const result = { stdout: text, stderr: '', interrupted: false }
  return readOnly ? { result, text, isReadOnly: true } : { result, text }
}

/** A command that exited non-zero. */
function exited(code: number, output: string): ToolCallResult {
  const text = `Exit code ${code}\n${output}`
  return { isError: true, result: `Error: ${text}`, text }
}

/** A tool's own refusal of its input, as core wraps it. */
function toolError(message: string): ToolCallResult {
  return { isError: true, result: `Error: ${message}`, text: `<tool_use_error>${message}</tool_use_error>` }
}

/** A Read of a file that exists. */
function contents(path: string, body: string): ToolCallResult {
  const lines = body.split('\n')
  const text = lines.map((l, i) => `${String(i + 1).padStart(6)}\t${l}`).join('\n')
  const file = { filePath: path, content: body, numLines: lines.length, startLine: 1, totalLines: lines.length }
  return { result: { type: 'text', file }, text, isReadOnly: true }
}

/** An Edit or Write that went through: a change, never read-only. */
function changed(path: string): ToolCallResult {
  return { result: { filePath: path }, text: `The file ${path} has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:` }
}

const cancelledBySibling: ToolCallResult = toolError('Sibling tool call errored')

// ---- 1. cycles ----

const MAIL = 'django/core/mail/message.py'
const grepDns = bash(`grep -n "DNS_NAME" ${MAIL}`, 'Find DNS_NAME uses')
const grepMsgid = bash(`grep -n "make_msgid" ${MAIL}`, 'Find make_msgid uses')
const DNS_HITS = `16:from django.core.mail.utils import DNS_NAME\n261:            msg['Message-ID'] = make_msgid(domain=DNS_NAME)`
const MSGID_HITS = `4:from email.utils import formataddr, make_msgid, getaddresses\n261:            msg['Message-ID'] = make_msgid(domain=DNS_NAME)`

const NORMALFORMS = '/testbed/sympy/matrices/normalforms.py'
const HNF_EDIT = use('Edit', {
  file_path: NORMALFORMS,
  old_string: 'def hermite_normal_form(A, *, D=None, check_rank=False):\n    if D is not None and not ZZ.of_type(D):',
  new_string: 'def hermite_normal_form(A, *, D=None, check_rank=False):\n    A = A.to_dense()\n    if D is not None and not ZZ.of_type(D):',
})
const HNF_NOT_FOUND = toolError('String to replace not found in file.\nString: def hermite_normal_form(A, *, D=None, check_rank=False):')
const HNF_TEST = bash('python -m pytest sympy/matrices/tests/test_normalforms.py -q', 'Run the normal form tests')
const HNF_FAILS = exited(
  1,
  'F..\n___ test_hermite_normal_form ___\n    assert hermite_normal_form(m) == hnf\nE   AssertionError\n1 failed, 2 passed in 0.84s',
)

const TSC_ERROR = "src/objects/people-write.ts(158,9): error TS2322: Type '{ record_id: string; }' is not assignable to type 'string'."
/** Cycles of two, three and four calls, each call read-only or failing. */
const STALLED_CYCLES: { period: number; steps: Step[] }[] = [
  {
    period: 2,
    steps: [
      { call: grepDns, answer: printed(DNS_HITS) },
      { call: grepMsgid, answer: printed(MSGID_HITS) },
    ],
  },
  {
    period: 3,
    steps: [
      { call: grepDns, answer: printed(DNS_HITS) },
      { call: read(`/testbed/${MAIL}`), answer: contents(`/testbed/${MAIL}`, 'import mimetypes\nfrom email import charset as Charset') },
      { call: bash(`grep -rn "DNS_NAME" django/core/mail/utils.py`), answer: printed('12:DNS_NAME = CachedDnsName()') },
    ],
  },
  {
    period: 4,
    steps: [
      { call: bash('npm run build', 'Build the project'), answer: exited(2, `> attio-mcp@0.2.0 build\n> tsc\n\n${TSC_ERROR}`) },
      { call: read('/repo/src/objects/people-write.ts'), answer: contents('/repo/src/objects/people-write.ts', 'export async function updatePerson(id: string) {') },
      { call: bash('npx tsc --noEmit -p .', 'Type-check the project'), answer: exited(2, TSC_ERROR) },
      { call: use('Grep', { pattern: 'record_id', path: 'src/objects' }), answer: printed('src/objects/people-write.ts:158:        record_id: id,') },
    ],
  },
]

describe('cycles', () => {
  test('two searches alternating with unchanged results get one cycle advisory, on the first call of the third round', async ($, on) => {
    const w = staged(on)
    const played = await rounds($, w, 3, STALLED_CYCLES[0]!.steps)
    expect(played.slice(0, 2).flat().map(noted)).toEqual([false, false, false, false])
    expect(played[2]!.map(noted)).toEqual([true, false])
    expect(notes(played[2]![0])).toEqual([expect.stringMatching(/^loop-guard: you are going round in a cycle \(Bash → Bash\), 3 rounds/)])
  })

  test('a failing edit and the test run after it, going round unchanged, get the cycle advisory, not one repeat advisory each', async ($, on) => {
    const w = staged(on)
    const played = await rounds($, w, 4, [
      { call: HNF_EDIT, answer: HNF_NOT_FOUND },
      { call: HNF_TEST, answer: HNF_FAILS },
    ])
    expect(played[0]!.map(noted)).toEqual([false, false])
    expect(notes(played[2]![0])).toEqual([expect.stringMatching(/^loop-guard: you are going round in a cycle \(Edit → Bash\)/)])
    expect(played.flat().flatMap(notes).filter((n) => /identical/.test(n))).toEqual([])
    expect(w.seen.debug.filter((l) => / warn /.test(l)).every((l) => / cycle /.test(l))).toBe(true)
  })

  test('a Grep with four unchanged Reads between each run, a cycle of five, is advised at its third round and refused at its fifth', async ($, on) => {
    const w = staged(on)
    const files = ['message.py', 'utils.py', 'backends/smtp.py', 'backends/base.py'].map((f) => `/testbed/django/core/mail/${f}`)
    const played = await rounds($, w, 5, [
      { call: use('Grep', { pattern: 'DNS_NAME', path: 'django/core/mail' }), answer: printed(DNS_HITS) },
      ...files.map((f) => ({ call: read(f), answer: contents(f, `# ${f}\nimport socket`) })),
    ])
    expect(notes(played[2]![0])).toEqual([expect.stringMatching(/^loop-guard: you are going round in a cycle \(Grep → Read → Read → Read → Read\)/)])
    expect(refused(played[4]![0])).toBe(true)
    expect(w.seen.debug.some((l) => /^loop-guard: block Grep ×5 main cycle /.test(l))).toBe(true)
  })

  for (const { period, steps } of STALLED_CYCLES) {
    test(`a cycle of ${period} read-only or failing calls runs four rounds and is refused at the fifth`, async ($, on) => {
      const w = staged(on)
      const played = await rounds($, w, 5, steps)
      expect(played.slice(0, 4).flat().every((s) => s.ran && !refused(s))).toBe(true)
      expect(refused(played[4]![0])).toBe(true)
      expect(played[4]![0]!.ran).toBe(false)
      expect(w.ran.calls).toHaveLength(4 * period)
    })
  }

  test('edits that undo each other, round after round, are advised but never refused', async ($, on) => {
    const w = staged(on)
    const config = '/Users/dev/shop/src/config.ts'
    const played = await rounds($, w, 8, [
      { call: use('Edit', { file_path: config, old_string: '"EUR"', new_string: '"USD"' }), answer: changed(config) },
      { call: use('Edit', { file_path: config, old_string: '"USD"', new_string: '"EUR"' }), answer: changed(config) },
    ])
    expect(played.flat().some(noted)).toBe(true)
    expect(played.flat().filter(refused)).toEqual([])
    expect(w.ran.calls).toHaveLength(16)
  })

  test('the same write with only the same failing test between is refused at its fifth run, the test never', async ($, on) => {
    const w = staged(on)
    const config = '/Users/dev/shop/src/config.ts'
    const played = await rounds($, w, 6, [
      { call: use('Write', { file_path: config, content: 'export const currency = process.env.CURRENCY ?? "EUR"\n' }), answer: changed(config) },
      { call: bash('npm test -- config', 'Run the config tests'), answer: exited(1, 'FAIL src/config.test.ts\n  ● currency › defaults to USD\n\nTests: 1 failed, 6 passed, 7 total') },
    ])
    expect(played.map(([write]) => refused(write))).toEqual([false, false, false, false, true, true])
    expect(played.map(([, test]) => refused(test))).toEqual([false, false, false, false, false, false])
  })

  test('two polls alternating whose outputs change every round are never flagged', async ($, on) => {
    const w = staged(on)
    const played = await rounds($, w, 8, [
      {
        call: bash(`gh run view 16317733926 --json jobs --jq '[.jobs[].steps[] | select(.status=="completed")] | length'`, 'Count finished steps'),
        answer: (round) => printed(String(3 + 2 * round)),
      },
      {
        call: bash('tail -n 1 build/deploy.log', 'Show the last deploy log line'),
        answer: (round) => printed(`[deploy] uploaded ${40 * (round + 1)} of 400 assets`),
      },
    ])
    expect(played.flat().filter(noted)).toEqual([])
    expect(w.ran.calls).toHaveLength(16)
    expect(w.seen.toasts).toEqual([])
  })
})

// ---- 2. interleaving ----

const TYPECHECK = bash('npm run typecheck', 'Type-check')
const TYPECHECK_FAILS = exited(2, "src/api/client.ts(48,7): error TS2741: Property 'retries' is missing in type '{ baseUrl: string; }' but required in type 'ClientOptions'.")

describe('calls in between', () => {
  test('a failing command retried between reads of other files still escalates to a refusal', async ($, on) => {
    const w = staged(on)
    const reads: Step[] = [
      { call: read('/repo/src/api/client.ts'), answer: contents('/repo/src/api/client.ts', 'export function createClient(options: ClientOptions) {') },
      { call: use('Grep', { pattern: 'retries', path: 'src', output_mode: 'content' }), answer: printed('src/api/types.ts:12:  retries: number') },
      { call: read('/repo/src/api/types.ts'), answer: contents('/repo/src/api/types.ts', 'export type ClientOptions = {\n  baseUrl: string\n  retries: number\n}') },
      { call: bash('git diff --stat', 'Show changed files'), answer: printed(' src/api/client.ts | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)') },
    ]
    const typechecks: Sent[] = []
    for (const between of reads) {
      typechecks.push(await send($, w, TYPECHECK, TYPECHECK_FAILS))
      await send($, w, between.call, between.answer as ToolCallResult)
    }
    typechecks.push(await send($, w, TYPECHECK, TYPECHECK_FAILS))
    expect(typechecks.map(noted)).toEqual([false, true, true, true, false])
    expect(refused(typechecks[4])).toBe(true)
    expect(typechecks[4]!.ran).toBe(false)
  })

  test('a refused call stays refused after the model reads four other files', async ($, on) => {
    const w = staged(on)
    const typechecks: Sent[] = []
    for (let i = 0; i < 5; i++) typechecks.push(await send($, w, TYPECHECK, TYPECHECK_FAILS))
    for (const f of ['client.ts', 'types.ts', 'index.ts', 'retry.ts']) await send($, w, read(`/repo/src/api/${f}`), contents(`/repo/src/api/${f}`, `// ${f}`))
    const again = await send($, w, TYPECHECK, TYPECHECK_FAILS)
    expect(refused(typechecks[4])).toBe(true)
    expect(refused(again)).toBe(true)
    expect(again.ran).toBe(false)
  })

  test('an edit that succeeds between two identical failing runs is progress and ends the chain', async ($, on) => {
    const w = staged(on)
    const client = '/repo/src/api/client.ts'
    const runs: Sent[] = []
    for (let i = 0; i < 6; i++) {
      runs.push(await send($, w, TYPECHECK, TYPECHECK_FAILS))
      const edit = use('Edit', { file_path: client, old_string: `const client${i} = createClient({ baseUrl })`, new_string: `const client${i} = createClient({ baseUrl, retries: ${i} })` })
      await send($, w, edit, changed(client))
    }
    expect(runs.every((s) => s.ran && !refused(s))).toBe(true)
    expect(w.seen.statuses).toEqual([])
    expect(w.seen.debug.filter((line) => /^loop-guard: (warn|block|abort) /.test(line))).toEqual([])
  })
})

// ---- 3. volatile text ----

/** Outputs of one call that differ only in volatile text; the last one is the repeat that must be flagged. */
const VOLATILE: { what: string; call: Call; outputs: ToolCallResult[] }[] = [
  {
    what: 'timestamps',
    call: bash('docker compose logs --tail 1 api', 'Show the last API log line'),
    outputs: ['10:12:33.412', '10:13:03.907', '10:13:34.118'].map((t) => printed(`api-1  | 2025-03-04T${t}Z INFO  waiting for postgres at db:5432`)),
  },
  {
    what: 'durations',
    call: bash('python -m pytest tests/test_checkout.py -q', 'Run the checkout tests'),
    outputs: [
      ['3.21s', '12ms'],
      ['2.98s', '9ms'],
    ].map(([total, one]) => exited(1, `F.\nFAILED tests/test_checkout.py::test_pays_with_card (${one}) - assert 402 == 200\n1 failed, 1 passed in ${total}`)),
  },
  {
    what: 'UUIDs',
    call: bash('curl -s http://localhost:8080/api/exports/nightly', 'Check the nightly export'),
    outputs: ['3f2b8c1e-9a4d-4c1b-8e2f-7d6a5b4c3e21', 'b71e0a55-2c3d-4f8e-9a10-6d5c4b3a2f19', '0c9d8e7f-6a5b-4c3d-8e1f-a2b3c4d5e6f7'].map((id) =>
      printed(`{"state":"pending","requestId":"${id}"}`),
    ),
  },
  {
    what: 'temporary paths',
    call: bash('python -m pytest tests/test_upload.py -x -q', 'Run the upload tests'),
    outputs: ['pytest-41', 'pytest-42'].map((run) =>
      exited(1, `E   FileNotFoundError: [Errno 2] No such file or directory: '/tmp/pytest-of-dev/${run}/test_upload0/input.csv'\n1 failed`),
    ),
  },
  {
    what: 'ANSI colours',
    call: bash('npm run lint', 'Lint the sources'),
    outputs: [
      exited(1, "/app/src/index.ts\n  3:7  error  'unused' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)"),
      exited(
        1,
        "\x1b[4m/app/src/index.ts\x1b[24m\n  \x1b[2m3:7\x1b[22m  \x1b[31merror\x1b[39m  'unused' is assigned a value but never used  \x1b[2m@typescript-eslint/no-unused-vars\x1b[22m\n\n\x1b[31m\x1b[1m✖ 1 problem (1 error, 0 warnings)\x1b[22m\x1b[39m",
      ),
    ],
  },
  {
    what: 'a "Shell cwd was reset" line',
    call: bash('cd packages/web && npm run build', 'Build the web package'),
    outputs: [
      exited(1, "Error: Cannot find module 'vite'\nRequire stack:\n- /Users/dev/monorepo/packages/web/build.js"),
      exited(1, "Error: Cannot find module 'vite'\nRequire stack:\n- /Users/dev/monorepo/packages/web/build.js\nShell cwd was reset to /Users/dev/monorepo"),
    ],
  },
]

describe('volatile text', () => {
  for (const { what, call, outputs } of VOLATILE) {
    test(`outputs that differ only in ${what} count as unchanged`, async ($, on) => {
      const w = staged(on)
      const sent: Sent[] = []
      for (const output of outputs) sent.push(await send($, w, call, output))
      expect(sent.map(noted)).toEqual(outputs.map((_, i) => i === outputs.length - 1))
    })
  }

  test('a poll whose count of failed tests changes is a changing poll and never flagged', async ($, on) => {
    const w = staged(on)
    const poll = bash('sleep 20 && tail -n 2 .watch/test-run.log', 'Wait, then show the test watcher status')
    const sent: Sent[] = []
    for (const [i, failed] of [5, 4, 3, 2, 1].entries()) {
      const at = `10:1${i}:03`
      sent.push(await send($, w, poll, printed(`[${at}] Ran 48 tests in ${(12.4 - i / 10).toFixed(1)}s\n[${at}] ${failed} ${failed === 1 ? 'test' : 'tests'} failed`)))
    }
    expect(sent.map(noted)).toEqual([false, false, false, false, false])
    expect(w.ran.calls).toHaveLength(5)
  })
})

// ---- 4. progress-aware refusal ----

const PARSER = '/Users/dev/jsonish/src/parser.ts'
const PARSER_TEST = bash('npm test -- parser', 'Run the parser tests')
const PARSER_FAILS = exited(
  1,
  'FAIL src/parser.test.ts\n  ● parse › reads nested arrays\n\n    Expected: [[1, 2], [3]]\n    Received: [[1, 2, 3]]\n\nTests: 1 failed, 14 passed, 15 total\nTime: 2.31 s',
)

/** Edits the parser a different way each round, then re-runs the same failing test. */
async function editAndRerun($: Engine, w: World, times: number): Promise<Sent[]> {
  const runs = [await send($, w, PARSER_TEST, PARSER_FAILS)]
  for (let i = 0; i < times; i++) {
    const edit = use('Edit', { file_path: PARSER, old_string: `depth ${i}`, new_string: `depth ${i + 1}` })
    await send($, w, edit, changed(PARSER))
    runs.push(await send($, w, PARSER_TEST, PARSER_FAILS))
  }
  return runs
}

describe('test re-runs after edits', () => {
  test('a test re-run after an edit that fails the same way gets the failure note', async ($, on) => {
    const w = staged(on)
    const runs = await editAndRerun($, w, 1)
    expect(noted(runs[0])).toBe(false)
    expect(notes(runs[1])).toEqual([expect.stringMatching(/^loop-guard:.*FAIL src\/parser\.test\.ts/)])
  })

  test('a test re-run after each edit is never refused, however many rounds', async ($, on) => {
    const w = staged(on)
    const runs = await editAndRerun($, w, 12)
    expect(runs.filter(refused)).toEqual([])
    expect(runs.every((s) => s.ran)).toBe(true)
  })

  test('no number of edit and re-run rounds ends the turn', async ($, on) => {
    const w = staged(on)
    await $.turn.start({ text: 'fix the nested array parsing', turnId: 'turn-1' })
    await editAndRerun($, w, 12)
    expect(w.seen.aborts).toEqual([])
  })
})

// ---- 5. error memory ----

const MIGRATE = bash('python manage.py migrate', 'Apply migrations')
const CONFLICT = exited(1, 'CommandError: Conflicting migrations detected; multiple leaf nodes in the migration graph: (0004_invoice_currency, 0004_invoice_due_date in billing).')
const NO_MODULE = exited(1, "ModuleNotFoundError: No module named 'billing.fields'")

describe('error memory', () => {
  test('a call that fails with A, then B, then A again is told it failed with this error before', async ($, on) => {
    const w = staged(on)
    const migration = '/srv/app/billing/migrations/0004_invoice_currency.py'
    const models = '/srv/app/billing/models.py'
    const first = await send($, w, MIGRATE, CONFLICT)
    await send($, w, use('Edit', { file_path: migration, old_string: "('billing', '0003_invoice')", new_string: "('billing', '0004_invoice_due_date')" }), changed(migration))
    const second = await send($, w, MIGRATE, NO_MODULE)
    await send($, w, use('Edit', { file_path: models, old_string: 'from billing.fields import MoneyField', new_string: 'from .fields import MoneyField' }), changed(models))
    const third = await send($, w, MIGRATE, CONFLICT)
    expect([first, second].map(noted)).toEqual([false, false])
    expect(notes(third)).toEqual([expect.stringMatching(/^loop-guard:.*this error before.*Conflicting migrations/)])
  })

  test('a call that fails a different way each time is told nothing', async ($, on) => {
    const w = staged(on)
    const errors = [CONFLICT, NO_MODULE, exited(1, 'django.db.utils.OperationalError: no such table: billing_invoice')]
    const sent: Sent[] = []
    for (const e of errors) sent.push(await send($, w, MIGRATE, e))
    expect(sent.filter(noted)).toEqual([])
  })
})

// ---- 6. rotating arguments ----

const fetchDocs = (path: string): Call => ({ tool: 'WebFetch', url: `https://docs.stripe.com/api/${path}`, prompt: 'List the request parameters' })
const NOT_FOUND_404: ToolCallResult = { isError: true, result: 'Error: Request failed with status code 404', text: 'Request failed with status code 404' }

describe('rotating arguments', () => {
  test('three URLs in a row that return the same 404 get one note saying the argument is not the problem', async ($, on) => {
    const w = staged(on)
    const sent: Sent[] = []
    for (const path of ['v2/checkout/sessions', 'v2/checkout/session', 'checkout-sessions/v2', 'checkout/v2/sessions']) {
      sent.push(await send($, w, fetchDocs(path), NOT_FOUND_404))
    }
    expect(sent.map(noted)).toEqual([false, false, true, false])
    expect(notes(sent[2])).toEqual([expect.stringMatching(/^loop-guard:.*not the argument/i)])
  })

  test('commands failing with a bare exit code and no message get no note: nothing says it is the same problem', async ($, on) => {
    const w = staged(on)
    const sent: Sent[] = []
    for (const manager of ['pnpm', 'yarn', 'bun']) sent.push(await send($, w, bash(`which ${manager}`, `Find ${manager}`), exited(1, '')))
    expect(sent.filter(noted)).toEqual([])
  })

  test('URLs that fail with different errors get no note', async ($, on) => {
    const w = staged(on)
    const answers: ToolCallResult[] = [
      NOT_FOUND_404,
      { isError: true, result: 'Error: getaddrinfo ENOTFOUND docs.stripe.dev', text: 'getaddrinfo ENOTFOUND docs.stripe.dev' },
      { isError: true, result: 'Error: Request failed with status code 403', text: 'Request failed with status code 403' },
    ]
    const sent: Sent[] = []
    for (const [i, answer] of answers.entries()) sent.push(await send($, w, fetchDocs(`v2/checkout/${i}`), answer))
    expect(sent.filter(noted)).toEqual([])
  })
})

// ---- 7. advice that fits the loop ----

/** A loop of one call, and what its note must (and must not) say. */
type AdviceCase = { loop: string; call: Call; answer: ToolCallResult; times: number; says: RegExp; never?: RegExp }
const POLL_OUTPUT = '* main Deploy Blog to GitHub Pages · 16317733926\nTriggered via push about 2 minutes ago\n\nJOBS\n* build (ID 46087587633)'
const ADVICE: AdviceCase[] = [
  { loop: 'an unchanged `gh run view` poll', call: bash('gh run view 16317733926', 'View the deploy run'), answer: printed(POLL_OUTPUT), times: 3, says: /Monitor/, never: /Glob/ },
  {
    loop: 'an unchanged `sleep && curl` poll',
    call: bash('sleep 30 && curl -s http://localhost:3000/api/health', 'Wait, then check the health endpoint'),
    answer: printed('{"status":"starting","db":"connecting"}'),
    times: 3,
    says: /blocking|Monitor/,
  },
  {
    loop: 'a failing poll of a server that is still booting',
    call: bash('curl -sf http://localhost:3000/api/health', 'Check the health endpoint'),
    answer: exited(7, 'curl: (7) Failed to connect to localhost port 3000 after 0 ms: Connection refused'),
    times: 2,
    says: /blocking command/,
    never: /ask the user/,
  },
  { loop: 'an unchanged BashOutput poll', call: use('BashOutput', { bash_id: '02c349' }), answer: printed('<status>running</status>\n\n<stdout>\n[next]  ✓ Starting...\n</stdout>'), times: 3, says: /Monitor/ },
  {
    loop: 'an unchanged search',
    call: use('Grep', { pattern: 'get_legend_data', path: 'seaborn/_core/scales.py' }),
    answer: printed('No matches found'),
    times: 3,
    says: /already have this output|use it/i,
    never: /Monitor|poll/i,
  },
  {
    loop: 'an Edit whose text is not found',
    call: use('Edit', { file_path: '/Users/dev/blog/src/styles/theme.css', old_string: '  .theme-card {\n    padding: 1rem;', new_string: '  .theme-card {\n    padding: 1.5rem;' }),
    answer: toolError("String to replace not found in file.\nString:   .theme-card {\n    padding: 1rem;"),
    times: 2,
    says: /Read the file again/i,
  },
  {
    loop: 'a str_replace_editor replacement that did not appear verbatim',
    call: use('str_replace_editor', { command: 'str_replace', path: NORMALFORMS, old_str: 'def hermite_normal_form(A, *, D=None, check_rank=False):', new_str: 'def hermite_normal_form(A, *, D=None, check_rank=True):' }),
    answer: toolError(`No replacement was performed, old_str \`def hermite_normal_form(A, *, D=None, check_rank=False):\` did not appear verbatim in ${NORMALFORMS}.`),
    times: 2,
    says: /Read the file again/i,
  },
  {
    loop: 'a Read of a file that does not exist',
    call: read('/Users/dev/app/src/config/database.ts'),
    answer: toolError('File does not exist. Note: your current working directory is /Users/dev/app.'),
    times: 2,
    says: /Glob|\bls\b/,
  },
  {
    loop: 'a fetch that returns 404',
    call: fetchDocs('v2/checkout/sessions'),
    answer: NOT_FOUND_404,
    times: 2,
    says: /not there|not reachable/i,
  },
  {
    loop: 'a MultiEdit with arguments of the wrong type',
    call: use('MultiEdit', { file_path: '/Users/dev/site/src/components/SEOHead.tsx', edits: '[{"old_string":"<title>","new_string":"<title key=\\"t\\">"}]' }),
    answer: toolError('InputValidationError: MultiEdit failed due to the following issue:\nThe parameter `edits` type is expected as `array` but provided as `string`'),
    times: 2,
    says: /arguments|schema/i,
  },
  {
    loop: 'a failure with no known cause',
    call: bash('python scripts/seed.py', 'Seed the database'),
    answer: exited(1, 'Traceback (most recent call last):\n  File "scripts/seed.py", line 12, in <module>\n    db_url = os.environ["DATABASE_URL"]\nKeyError: \'DATABASE_URL\''),
    times: 2,
    says: /different approach|ask the user/i,
    never: /Monitor|Glob|Read the file|schema|not reachable/i,
  },
]

describe('advice fits the loop', () => {
  for (const { loop, call, answer, times, says, never } of ADVICE) {
    test(`the note on ${loop} says what to do about it`, async ($, on) => {
      const w = staged(on)
      let last: Sent | undefined
      for (let i = 0; i < times; i++) last = await send($, w, call, answer)
      const note = notes(last)
      expect(note).toEqual([expect.stringMatching(says)])
      if (never !== undefined) expect(note[0]).not.toMatch(never)
    })
  }

  test('the note on a call refused twice by a permission rule says to ask the user', async ($, on) => {
    const w = staged(on)
    on('classic.PreToolUse', () => ({ deny: 'Bash operation blocked by hook: Dangerous rm command detected and prevented' }))
    const clean = bash('rm -rf node_modules/.cache dist', 'Remove build caches')
    const first = await send($, w, clean, printed('never reached'))
    const second = await send($, w, clean, printed('never reached'))
    expect(noted(first)).toBe(false)
    expect(notes(second)).toEqual([expect.stringMatching(/^loop-guard:.*ask the user/)])
    expect(w.ran.calls).toEqual([])
  })
})

// ---- 8. the engine's own messages ----

const RETRY_REQUEST: ToolCallResult = {
  isError: true,
  result: 'Error: The auto mode classifier gave no verdict for Bash. Issue the action again once, as-is.',
  text: 'The auto mode classifier gave no verdict for Bash. Issue the action again once, as-is.',
}

describe("the engine's own messages", () => {
  test("the engine's request to issue a call again is never counted, however often it comes", async ($, on) => {
    const w = staged(on)
    const push = bash('git push origin feature/login-form', 'Push the branch')
    const sent: Sent[] = []
    for (let i = 0; i < 6; i++) sent.push(await send($, w, push, RETRY_REQUEST))
    expect(sent.filter(noted)).toEqual([])
    expect(sent.every((s) => s.ran)).toBe(true)
  })

  test("the engine's retry request between identical results neither ends nor lengthens their chain", async ($, on) => {
    const w = staged(on)
    const status = bash('git status --short', 'Show working tree status')
    const clean = printed(' M src/auth/login.ts\n?? src/auth/login.test.ts')
    const sent: Sent[] = []
    for (const answer of [clean, RETRY_REQUEST, clean, RETRY_REQUEST, clean]) sent.push(await send($, w, status, answer))
    expect(sent.map(noted)).toEqual([false, false, false, false, true])
    expect(notes(sent[4])).toEqual([expect.stringMatching(/\b(third|3)\b/)])
  })

  test('calls cancelled because a sibling call errored are never counted as failures', async ($, on) => {
    const w = staged(on)
    const cancelled: Sent[] = []
    for (let round = 0; round < 3; round++) {
      await send($, w, bash('npm run build', 'Build'), exited(2, `src/index.ts(3,10): error TS2305: Module '"./api"' has no exported member 'createClient'.`))
      for (const file of ['/repo/src/api/index.ts', '/repo/src/api/client.ts', '/repo/src/index.ts']) {
        cancelled.push(await send($, w, read(file), cancelledBySibling))
      }
    }
    expect(cancelled.filter(noted)).toEqual([])
  })
})

// ---- 9. compaction ----

const SERVER = '/Users/dev/api/src/server.ts'
const SERVER_BODY = "import express from 'express'\nconst app = express()\napp.listen(Number(process.env.PORT ?? 3000))"
const SUMMARY = [{ role: 'user' as const, text: 'Summary: the user asked to add rate limiting to src/server.ts.', toolUses: [] }]

describe('compaction', () => {
  for (const [trigger, which] of [['manual', 'a manual'], ['auto', 'an automatic']] as const) {
    test(`after ${which} compaction, reading the same file again is not a loop`, async ($, on) => {
      const w = staged(on)
      on('session.compact', () => ({ messages: SUMMARY }))
      const before = [await send($, w, read(SERVER), contents(SERVER, SERVER_BODY)), await send($, w, read(SERVER), contents(SERVER, SERVER_BODY))]
      await $.session.compact({ trigger, messages: [{ role: 'user', text: 'add rate limiting to the server', toolUses: [] }] })
      const after = [await send($, w, read(SERVER), contents(SERVER, SERVER_BODY)), await send($, w, read(SERVER), contents(SERVER, SERVER_BODY))]
      expect([...before, ...after].map(noted)).toEqual([false, false, false, false])
    })
  }

  test('a precompute compaction changes nothing: the third identical read is advised', async ($, on) => {
    const w = staged(on)
    on('session.compact', () => ({ messages: SUMMARY }))
    const sent = [await send($, w, read(SERVER), contents(SERVER, SERVER_BODY)), await send($, w, read(SERVER), contents(SERVER, SERVER_BODY))]
    await $.session.compact({ trigger: 'precompute', messages: [{ role: 'user', text: 'add rate limiting to the server', toolUses: [] }] })
    sent.push(await send($, w, read(SERVER), contents(SERVER, SERVER_BODY)))
    expect(sent.map(noted)).toEqual([false, false, true])
  })
})
