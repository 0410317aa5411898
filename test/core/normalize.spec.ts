// Specification of hooks/normalize.ts: run-to-run noise (times, durations where a runner
// reports how long the run took, pids in known positions, addresses, ids, temp paths,
// colour codes, the engine's cwd-reset line) is normalized away, values (other numbers,
// durations a benchmark reports, CPU figures, commit SHAs) are kept, normalizing twice
// changes nothing, and two texts that differ outside their noise tokens never normalize
// to the same text. The loose form masks numbers as well. Property runs use the seed of test/seed.ts.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { normalizeLoose, normalizeStrict } from '../../hooks/normalize.js'

const n = normalizeStrict
/** Asserts that two texts which differ only in one volatile token normalize alike, and drop it. */
function normalizesAlike(a: string, b: string, volatileA: string): void {
  expect(n(a)).toBe(n(b))
  expect(n(a)).not.toContain(volatileA)
}

describe('volatile tokens are normalized away', () => {
  test('ISO timestamps', () => {
    normalizesAlike('built at 2024-05-01T10:22:33.123Z ok', 'built at 2025-11-30T01:02:03.999Z ok', '2024-05-01')
  })

  test('ISO timestamps with a space and an offset', () => {
    normalizesAlike('[2024-05-01 10:22:33+02:00] start', '[2024-06-11 23:59:01-05:00] start', '10:22:33')
  })

  test("the time a tool says its own run started is the run's clock", () => {
    normalizesAlike('Run started:2025-03-04 10:12:33.412345\nTest results:', 'Run started:2025-03-04 10:20:51.007731\nTest results:', '10:12:33')
  })

  test("Go's log timestamps, the date written with slashes", () => {
    normalizesAlike('2026/12/01 23:52:14 goose run: ERROR 3: null value', '2026/12/02 00:03:41 goose run: ERROR 3: null value', '23:52:14')
  })

  test(".NET's US-culture timestamps, the month first", () => {
    normalizesAlike('NUnit Console 3.16.3\n12/2/2026 1:12:07 AM\nTest Count: 86', 'NUnit Console 3.16.3\n12/3/2026 1:19:43 AM\nTest Count: 86', '1:12:07')
  })

  test('clock times', () => {
    normalizesAlike('Started 10:22:33 waiting', 'Started 9:05:07 waiting', '10:22:33')
  })

  test('clock times with fractions and AM/PM', () => {
    normalizesAlike('at 10:22:33.456 PM done', 'at 11:02:03.001 AM done', '10:22:33')
  })

  test('durations written "in 3.21s"', () => {
    normalizesAlike('Done in 3.21s.', 'Done in 12.87s.', '3.21')
  })

  test('durations after "elapsed"', () => {
    normalizesAlike('elapsed 2 min', 'elapsed 17 min', '2 min')
  })

  test('durations alone in parentheses, as go test and jest print per test', () => {
    normalizesAlike('--- FAIL: TestParse (0.00s)', '--- FAIL: TestParse (0.31s)', '0.00s')
  })

  test("a duration ending a test runner's result line", () => {
    normalizesAlike('✓ src/a.test.ts (3 tests) 257ms', '✓ src/a.test.ts (3 tests) 12ms', '257ms')
    normalizesAlike('ok  \tgithub.com/acme/api\t0.012s', 'ok  \tgithub.com/acme/api\t1.402s', '0.012s')
  })

  test("vitest's Duration line", () => {
    normalizesAlike('Duration  1.23s (transform 120ms, setup 0ms)', 'Duration  2.01s (transform 98ms, setup 1ms)', '1.23s')
  })

  test("BuildKit's step timing prefixes", () => {
    normalizesAlike('#7 0.412 npm ERR! code E404', '#7 1.907 npm ERR! code E404', '0.412')
  })

  test("Node's (node:pid) warning prefix", () => {
    normalizesAlike('(node:48213) ExperimentalWarning: VM Modules', '(node:512) ExperimentalWarning: VM Modules', '48213')
  })

  test("uvicorn's server process id", () => {
    normalizesAlike('INFO:     Started server process [48213]', 'INFO:     Started server process [7]', '48213')
  })

  test('memory addresses in a Python repr', () => {
    normalizesAlike('<app.Client object at 0x7f3a2b1c4d50>', '<app.Client object at 0x7f00aa11bb22>', '0x7f3a')
  })

  test("npm's log file name", () => {
    normalizesAlike('/root/.npm/_logs/2025-03-04T10_12_33_412Z-debug-0.log', '/root/.npm/_logs/2025-03-05T08_01_02_003Z-debug-0.log', '10_12')
  })

  test('durations in seconds with a space, as test runners print them', () => {
    normalizesAlike('Time: 4.5 s', 'Time: 0.8 s', '4.5')
  })

  test('UUIDs', () => {
    normalizesAlike('request 3f2a1c9e-8b7d-4e6f-a5b4-c3d2e1f0a9b8 failed', 'request 00000000-1111-4222-8333-444455556666 failed', '3f2a1c9e')
  })


  test('process ids written "pid 1234"', () => {
    normalizesAlike('server pid 1234 listening', 'server pid 98765 listening', '1234')
  })

  test('process ids written "PID=1234"', () => {
    normalizesAlike('worker PID=1234 exited', 'worker PID=4321 exited', '1234')
  })

  test('session ids with a digit in them', () => {
    normalizesAlike('session abc123xyz resumed', 'session q9w8e7r6 resumed', 'abc123xyz')
  })

  test('paths under /tmp', () => {
    normalizesAlike('wrote /tmp/tmp.Xa81bQ/out.log', 'wrote /tmp/tmp.k2P0zz/out.log', '/tmp/')
  })

  test('paths under /var/folders (macOS temp)', () => {
    normalizesAlike('cache /var/folders/8x/abc_123/T/build-1 used', 'cache /var/folders/zz/q9w_000/T/build-7 used', '/var/folders')
  })

  test('paths under a Windows temp folder', () => {
    normalizesAlike('wrote C:\\Users\\me\\AppData\\Local\\Temp\\build\\out.log', 'wrote C:\\Users\\me\\AppData\\Local\\Temp\\other\\out.log', 'AppData')
  })

  test('ANSI colour codes are removed', () => {
    expect(n('\x1b[31mFAIL\x1b[0m test/a.spec.ts')).toBe(n('FAIL test/a.spec.ts'))
    expect(n('\x1b[1;32mok\x1b[39m')).toBe('ok')
  })

  test('a volatile token right after a colour code is normalized', () => {
    normalizesAlike('\x1b[90m2024-05-01T10:22:33Z\x1b[0m server up', '\x1b[90m2025-01-02T03:04:05Z\x1b[0m server up', '2024-05-01')
  })

  test('a duration split by a colour code is normalized, as test runners print it', () => {
    normalizesAlike('✓ a.spec.ts \x1b[32m 257\x1b[2mms\x1b[22m\x1b[39m', '✓ a.spec.ts \x1b[32m 301\x1b[2mms\x1b[22m\x1b[39m', '257')
  })

  test("Claude Code's \"Shell cwd was reset to …\" line is removed", () => {
    expect(n('done\nShell cwd was reset to /home/me/project')).toBe(n('done\nShell cwd was reset to /work/other'))
    expect(n('done\nShell cwd was reset to /home/me/project')).not.toContain('cwd')
  })

  test('text without any volatile token comes back unchanged', () => {
    const text = "error: cannot find module 'left-pad'\n  at require (internal)"
    expect(n(text)).toBe(text)
  })
  test('a date and time spelled with `_` throughout, opening a line with words after it, is the log\'s clock', () => {
    expect(n('2026_12_02_20_41_07 Collect 1 done')).toBe(n('2026_12_02_20_50_22 Collect 1 done'))
  })

  test('an Erlang process\'s id is drawn as it spawns', () => {
    expect(n('[info] couchdb@127.0.0.1 <0.262.0> -------- Starting couch_sup')).toBe(n('[info] couchdb@127.0.0.1 <0.271.0> -------- Starting couch_sup'))
  })
})

describe('numbers that carry meaning are kept', () => {
  test('a commit SHA is a value: a git rev-parse poll that changes is not the same', () => {
    expect(n('9fceb02d0ae598e95dc970b74767f19372d61af8')).not.toBe(n('1a410efbd13591db07496601ebc7a059dd55cfe9'))
  })

  test("a process's start as a field dates the process, a value", () => {
    expect(n('worker started=2025-03-04 10:12:33 state=RUNNING')).not.toBe(n('worker started=2025-03-04 10:20:51 state=RUNNING'))
  })

  test("a UUID after the kind of account it names, Azure's '/subscriptions/<uuid>/', is that account: another one is a value", () => {
    expect(n('resource /subscriptions/0b7f3c2e-5d41-4a8e-9c1b-2f6e8d7a4c10/resourceGroups/ci is not available')).not.toBe(n('resource /subscriptions/1c8f4d3e-5d41-4a8e-9c1b-2f6e8d7a4c10/resourceGroups/ci is not available'))
  })

  test("a date and an hour padded by a blank, MariaDB's '2026-12-02  6:41:30', is one timestamp", () => {
    expect(n('2026-12-02  6:41:30 0 [Note] InnoDB: Number of transaction pools: 1')).toBe(n('2026-12-03  9:02:11 0 [Note] InnoDB: Number of transaction pools: 1'))
  })

  test("a date labelled as the current one, 'Current date:', is when the run was made", () => {
    expect(n('# Current date: Tue Mar  5 10:11:12 2024\n# Hostname: db1')).toBe(n('# Current date: Tue Mar  5 10:12:55 2024\n# Hostname: db1'))
  })

  test("a named date, 'Registry Expiry Date:', dates the subject: a renewal is a value", () => {
    expect(n('Registry Expiry Date: 2025-04-02T18:11:09Z\nRegistrar: Example')).not.toBe(n('Registry Expiry Date: 2026-04-02T18:11:09Z\nRegistrar: Example'))
  })

  test('a key naming when the subject was made, "CreationTime", dates it: an instance made again is a value', () => {
    expect(n('{ "InstanceId": "i-8vb0x", "CreationTime": "2024-05-14T08:51Z", "Status": "Starting" }')).not.toBe(n('{ "InstanceId": "i-8vb0x", "CreationTime": "2024-05-14T08:52Z", "Status": "Starting" }'))
  })

  test('the time a process came up, "up 2024/05/14 08:42:17", dates it: a restart is a value', () => {
    expect(n('web.1: up 2024/05/14 08:42:17 +0000 (~ 4m ago)')).not.toBe(n('web.1: up 2024/05/14 08:43:17 +0000 (~ 4m ago)'))
  })

  test('a UUID under a bare UUID label opening a line names the thing reported on: another filesystem is a value', () => {
    expect(n('UUID:             5e2d91c4-7a3b-4f60-b18e-c0d9a4e7f213\nScrub started:    Tue Dec  1 23:10:04 2026')).not.toBe(n('UUID:             6e2d91c4-7a3b-4f60-b18e-c0d9a4e7f213\nScrub started:    Tue Dec  1 23:10:04 2026'))
  })

  test('a UUID labelled with the run\'s name, "Buck UUID:", is minted per run: noise', () => {
    expect(n('Buck UUID: 6f1c2a9e-3b4d-4e8f-9a01-2c3d4e5f6a7b')).toBe(n('Buck UUID: b83e0d57-1f6a-4c29-8d3b-7e9a2c4f1d60'))
  })

  test('the time a thing was last acted on, "Last rotated at", dates it: a value', () => {
    expect(n('  Last rotated at 2026-12-02 00:00')).not.toBe(n('  Last rotated at 2026-12-02 01:00'))
  })

  test('three octets of a MAC address are no clock: another gateway is a value', () => {
    expect(n('Unicast reply from 192.168.1.1 [52:54:00:A7:3C:19]  0.712ms')).not.toBe(n('Unicast reply from 192.168.1.1 [52:55:00:A7:3C:19]  0.712ms'))
    expect(n('ether 00:1a:2b:12:34:56 txqueuelen 1000')).not.toBe(n('ether 00:1a:2b:12:34:57 txqueuelen 1000'))
  })

  test('a UUID as the id of an error report names that failure\'s occurrence: noise', () => {
    const error = (id: string) => `{"type":"ErrorResponse","error":{"id":"${id}","status":429,"code":"RATE_LIMITED"}}`
    expect(n(error('9b4f1e2c-2a7d-4c1e-8d35-0f6a3b7e1d42'))).toBe(n(error('d06c7a18-5e3b-4f92-a1c4-7b28e9f05d63')))
  })

  test("a UUID as a bare `id` key's value names the object a row is about: another task is a value", () => {
    expect(n("* {'id': '5b0e7c2a-91d4-4f3e-8a6b-2c1d9e7f4a58', 'name': 'shop.tasks.export_orders'}")).not.toBe(n("* {'id': '6b0e7c2a-91d4-4f3e-8a6b-2c1d9e7f4a58', 'name': 'shop.tasks.export_orders'}"))
  })

  test("a process's state and when it came to it, \"crashed 2024/05/14 10:08:12\", dates the process: a new crash is a value", () => {
    expect(n('worker.1: crashed 2024/05/14 10:08:12 +0000')).not.toBe(n('worker.1: crashed 2024/05/14 10:19:40 +0000'))
  })

  test('a date without a time of day is the day a thing is about: another version\'s build is a value', () => {
    expect(n('rust version 1.79.0-nightly (805813650 2024-03-31)')).not.toBe(n('rust version 1.79.0-nightly (805813650 2024-04-01)'))
  })

  test('a date opening a name, "2024-03-01-moving-house.md", names the thing: another post is a value', () => {
    expect(n('Writing _site/_posts/2024-03-01-moving-house.md')).not.toBe(n('Writing _site/_posts/2024-03-02-moving-house.md'))
  })

  test('a date closing a name, "backup-2024-05-14", is part of the name of a thing: another backup is a value', () => {
    expect(n('uploading backup-2024-05-14.tar to the vault')).not.toBe(n('uploading backup-2024-05-15.tar to the vault'))
  })

  test('a duration after a limit, "Timeout after 5s", is a setting: another is a value', () => {
    expect(n('Timeout after 5s waiting on dependencies to become available')).not.toBe(n('Timeout after 6s waiting on dependencies to become available'))
  })

  test("the time an issue was first seen dates the issue: another first sighting is another issue", () => {
    expect(n('**First Seen**: 2026-11-30T14:02:11.000Z\n**Status**: unresolved')).not.toBe(n('**First Seen**: 2026-12-01T09:12:40.000Z\n**Status**: unresolved'))
  })

  test("a UUID in an ARN names a resource: a stack recreated under another id is not the same", () => {
    const arn = (id: string) => `Stack ARN:\narn:aws:cloudformation:us-east-1:123456789012:stack/ShopStack/${id}`
    expect(n(arn('4e1d2c30-f9a8-11ef-8b2a-0e6f1c2d3b45'))).not.toBe(n(arn('7a0c9e52-0b3d-11f0-9c1e-0a2b3c4d5e6f')))
  })

  test('a latency a benchmark reports is a value', () => {
    expect(n('p99 812ms')).not.toBe(n('p99 640ms'))
    expect(n('request took 812ms')).not.toBe(n('request took 300ms'))
  })

  test("kubectl top's CPU in millicores is a value, not minutes", () => {
    expect(n('web-7d4b9c  812m  120Mi')).not.toBe(n('web-7d4b9c  640m  120Mi'))
  })

  test('a timestamp on a line of its own is the answer, a value', () => {
    expect(n('2025-03-04 10:12:33')).not.toBe(n('2025-03-04 10:12:34'))
  })

  test('a duration written "12ms" in running text is kept', () => {
    expect(n('query 12ms')).not.toBe(n('query 340ms'))
  })

  test('"3 tests failed" never matches "1 test failed"', () => {
    expect(n('3 tests failed')).not.toBe(n('1 test failed'))
  })

  test('"3 failed" never matches "4 failed"', () => {
    expect(n('Tests: 3 failed, 10 passed')).not.toBe(n('Tests: 4 failed, 9 passed'))
  })

  test('"exit code 1" never matches "exit code 2"', () => {
    expect(n('exit code 1')).not.toBe(n('exit code 2'))
  })

  test('"line 12" never matches "line 13"', () => {
    expect(n('SyntaxError at line 12')).not.toBe(n('SyntaxError at line 13'))
  })

  test('"session started" never matches "session stopped"', () => {
    expect(n('session started')).not.toBe(n('session stopped'))
  })

  test('a port number is kept', () => {
    expect(n('listening on port 3000')).not.toBe(n('listening on port 3001'))
  })

  test('a file path outside the temp folders is kept', () => {
    expect(n('cannot open /home/me/a.txt')).not.toBe(n('cannot open /home/me/b.txt'))
  })

  test('a version number is kept', () => {
    expect(n('node v20.1.0 required')).not.toBe(n('node v18.1.0 required'))
  })
  test('a date and time spelled with `_` alone on its line is kept', () => {
    expect(n('2026_12_02_20_41_07')).toBe('2026_12_02_20_41_07')
  })

  test('a version in angle brackets glued to its name is kept', () => {
    expect(n('Testing: JSON::Pointer:ver<0.3.1>')).toBe('Testing: JSON::Pointer:ver<0.3.1>')
  })
})

describe('the loose form masks numbers as well', () => {
  test('two outputs that differ only in numbers are alike loosely, not strictly', () => {
    expect(normalizeLoose('p99 812ms, 3 errors')).toBe(normalizeLoose('p99 640ms, 4 errors'))
    expect(n('p99 812ms, 3 errors')).not.toBe(n('p99 640ms, 4 errors'))
  })

  test('a commit SHA is masked loosely', () => {
    expect(normalizeLoose('at 9fceb02d0ae598e95dc970b74767f19372d61af8')).toBe(normalizeLoose('at 1a410efbd13591db07496601ebc7a059dd55cfe9'))
  })

  test('words still differ loosely', () => {
    expect(normalizeLoose('3 passed')).not.toBe(normalizeLoose('3 failed'))
  })

  test('the loose form is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[0-9a-f :.\-/smT#()]{0,30}$/), (a, b) => {
        const once = normalizeLoose(a + b)
        expect(normalizeLoose(once)).toBe(once)
      }),
      { numRuns: 2000 },
    )
  })
})

// ---- properties ------------------------------------------------------------------

const digits = (min: number, max: number): fc.Arbitrary<string> => fc.integer({ min, max }).map(String)
const pad2 = (max: number): fc.Arbitrary<string> => fc.integer({ min: 0, max }).map((v) => String(v).padStart(2, '0'))
const pick = <T,>(...xs: T[]): fc.Arbitrary<T> => fc.constantFrom(...xs)

const durationToken = fc
  .tuple(
    fc.oneof(digits(0, 9999), fc.tuple(digits(0, 99), digits(0, 999)).map(([a, b]) => `${a}.${b}`)),
    pick('', ' '),
    pick('ns', 'µs', 'us', 'ms', 's', 'sec', 'secs', 'seconds', 'm', 'min', 'mins', 'minutes', 'h', 'hr', 'hrs', 'hours'),
  )
  .map(([v, space, unit]) => `${v}${space}${unit}`)

/** One noise family: its name and a generator of its tokens, all of one form. */
const FAMILIES = {
  iso: fc.oneof(
    fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
    fc.tuple(digits(1990, 2090), pad2(12), pad2(28), pad2(23), pad2(59), pad2(59), pick('+', '-'), pad2(12)).map(
      ([y, mo, d, h, mi, s, sign, off]) => `${y}-${mo}-${d} ${h}:${mi}:${s}${sign}${off}:00`,
    ),
  ),
  clock: fc.tuple(digits(0, 23), pad2(59), pad2(59), pick('', '.123', ',5'), pick('', ' AM', ' PM')).map(([h, m, s, f, ap]) => `${h}:${m}:${s}${f}${ap}`),
  // a duration where a runner reports how long the run took: after "in", "elapsed", or alone in parentheses
  durationIn: durationToken.map((d) => `in ${d}`),
  durationElapsed: durationToken.map((d) => `elapsed ${d}`),
  durationAlone: durationToken.map((d) => `(${d})`),
  uuid: fc.uuid(),
  address: fc.stringMatching(/^[0-9a-f]{4,16}$/).map((h) => `at 0x${h}`),
  pid: fc.tuple(pick('pid ', 'PID=', 'pid: ', 'Pid:'), digits(1, 4_194_304)).map(([p, v]) => `${p}${v}`),
  nodePid: digits(1, 4_194_304).map((v) => `(node:${v})`),
  serverPid: digits(1, 4_194_304).map((v) => `process [${v}]`),
  // ids of six characters or more: "session 2" may well be a count, not an id
  session: fc.tuple(pick('session ', 'session_id=', 'Session-ID: ', 'session: '), fc.stringMatching(/^[a-z]{5,8}$/), digits(0, 9999), fc.stringMatching(/^[\w.-]{0,8}$/)).map(
    ([p, a, d, b]) => `${p}${a}${d}${b}`,
  ),
  temp: fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9._-]{1,12}(\/[A-Za-z0-9._-]{1,12}){0,3}$/).map((p) => `/tmp/${p}`),
    fc.stringMatching(/^[a-z0-9_]{2}\/[A-Za-z0-9_]{4,12}\/T\/[A-Za-z0-9._-]{1,12}$/).map((p) => `/var/folders/${p}`),
    fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/).map((p) => `/private/var/folders/xy/${p}`),
    fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/).map((p) => `C:\\Users\\me\\AppData\\Local\\Temp\\${p}`),
  ),
  ansi: pick('\x1b[31m', '\x1b[0m', '\x1b[1;32m', '\x1b[39;49m', '\x1b[2K', '\x1b]0;title\x07'),
  cwd: fc.stringMatching(/^(\/[a-z0-9._-]{1,8}){1,3}$/).map((p) => `\nShell cwd was reset to ${p}\n`),
} satisfies Record<string, fc.Arbitrary<string>>

type Family = keyof typeof FAMILIES
const FAMILY_NAMES = Object.keys(FAMILIES) as Family[]
const anyVolatile = fc.oneof(...FAMILY_NAMES.map((f) => FAMILIES[f]))

/**
 * Plain words: lower-case letters only, so they hold no digit, no slash, no escape and
 * no capital (no "Shell", "AM", "T"); "pid" and "session…" are left out because with a
 * following number they are themselves volatile tokens.
 */
const plainWord = fc.stringMatching(/^[a-z]{1,7}$/).filter((w) => !/^(?:pid|session(?:id)?)$/.test(w))

/** A text's shape: plain words and the families of its volatile tokens, in order. */
type Slot = { word: string } | { family: Family }
const shape = fc.array(fc.oneof(plainWord.map((word): Slot => ({ word })), fc.constantFrom(...FAMILY_NAMES).map((family): Slot => ({ family }))), {
  maxLength: 12,
})

/** A text of the given shape, with a fresh token drawn for each volatile slot. */
const textOf = (slots: readonly Slot[]): fc.Arbitrary<string> =>
  fc.tuple(...slots.map((s) => ('word' in s ? fc.constant(s.word) : FAMILIES[s.family]))).map((parts) => parts.join(' '))

const wordsOf = (slots: readonly Slot[]): string => slots.flatMap((s) => ('word' in s ? [s.word] : [])).join(' ')

describe('properties', () => {
  test('normalizing twice gives what normalizing once gave', () => {
    const fragment = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.stringMatching(/^[0-9a-f :.\-/sm]{0,12}$/),
      anyVolatile,
      anyVolatile,
    )
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 10 }), pick('', ' ', '\n'), (parts, glue) => {
        const once = n(parts.join(glue))
        expect(n(once)).toBe(once)
      }),
      { numRuns: 2000 },
    )
  })

  test('normalizing twice gives what normalizing once gave, for texts of words and volatile tokens', () => {
    fc.assert(
      fc.property(
        shape.chain((slots) => textOf(slots)),
        (text) => {
          const once = n(text)
          expect(n(once)).toBe(once)
        },
      ),
      { numRuns: 2000 },
    )
  })

  test('two texts with the same words and volatile tokens of the same kinds normalize alike', () => {
    // one line with a word on it: a line that is only a timestamp is the answer, a value
    const oneLineWithAWord = (slots: readonly Slot[]): boolean => slots.some((s) => 'word' in s) && !slots.some((s) => 'family' in s && s.family === 'cwd')
    fc.assert(
      fc.property(
        shape.filter(oneLineWithAWord).chain((slots) => fc.tuple(textOf(slots), textOf(slots))),
        ([a, b]) => {
          expect(n(a)).toBe(n(b))
        },
      ),
      { numRuns: 2000 },
    )
  })

  test('two texts whose plain words differ never normalize alike', () => {
    fc.assert(
      fc.property(
        fc.tuple(shape, shape).filter(([a, b]) => wordsOf(a) !== wordsOf(b)).chain(([a, b]) => fc.tuple(textOf(a), textOf(b))),
        ([a, b]) => {
          expect(n(a)).not.toBe(n(b))
        },
      ),
      { numRuns: 2000 },
    )
  })

  test('a text with one plain word changed or added never normalizes like the original', () => {
    fc.assert(
      fc.property(
        fc.tuple(shape, fc.array(plainWord, { minLength: 12, maxLength: 12 }), fc.nat()).chain(([slots, words, at]) => {
          // the same shape with one plain word changed, or one inserted
          const changed: Slot[] = [...slots]
          const i = slots.length === 0 ? 0 : at % slots.length
          const target = changed[i]
          if (target !== undefined && 'word' in target && target.word !== words[0]) changed[i] = { word: words[0] as string }
          else changed.splice(i, 0, { word: words[1] as string })
          return fc.tuple(textOf(slots), textOf(changed))
        }),
        ([a, b]) => {
          expect(n(a)).not.toBe(n(b))
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('the quick pre-test lets every kind of noise through', () => {
  // each alone in a text with no other digit, so only what its rule needs can let it through
  const alone = [
    'Shell cwd was reset to /home/dev\nok',
    'Time:        say 3',
    '#7 0.412 RUN make',
    'real 0m1.5s',
    '  0.52s call     tests/test_a.py::test_x',
    '✓ adds things 257ms',
    'done in 3s',
    'failed (12 ms)',
    'built at 2024-05-01 10:22:33 now',
    'started at 10:22:33 now',
    'request 3f2a1c9e-8b7d-4e6f-a5b4-c3d2e1f0a9b8 failed',
    'worker pid=4242 up',
    '2026_12_02_20_41_07 Collect 1 done',
    'couchdb@127.0.0.1 <0.262.0> starting',
    '(node:4242) Warning',
    'Started server process [4242]',
    '[4242] [INFO] Booting',
    '<Foo object at 0x7f3a2b1c4d50>',
    'session=abcdef1 open',
    'wrote /tmp/out.txt',
    'wrote C:\\Users\\dev\\AppData\\Local\\Temp\\out.txt',
    '\x1b[31mred\x1b[0m',
  ]
  for (const text of alone) {
    test(`normalizes ${JSON.stringify(text)}`, () => {
      expect(n(text)).not.toBe(text)
    })
  }
})
