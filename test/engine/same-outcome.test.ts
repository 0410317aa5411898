/**
 * "The same outcome" on real tool outputs, end to end through the hook on the real engine's
 * kit, default options (warnAt 3, blockAt 5): a poll whose value changes (a commit SHA, a pod recreated, an address, a
 * screenshot's pixels) is never flagged, while the same poll unchanged is; run-to-run noise
 * (npm's log file name, a deployment's random name, a daemon started by the first run only, an error report's id)
 * does not hide a repeated failure; a Bash call whose only change is
 * a longer timeout is the same call, and its success goes on. Outputs come from the fixture
 * library (test/fixtures/outputs).
 */
import { describe, expect } from 'claude-code/testing'
import type { ToolCallResult } from 'claude-code'
import { beneath, failed, ok, test, tools } from './kit.js'
import type { Call } from './kit.js'
import { bashRun, fixture, pngBase64, screenshotRun } from '../fixtures/outputs/index.js'
import type { FixtureRun } from '../fixtures/outputs/index.js'

/** The call a fixture run made, as the model sends it. */
const callOf = (run: FixtureRun, tool = 'Bash'): Call => ({ tool, ...run.args }) as unknown as Call
/** What the engine answered that run with. */
const answerOf = (run: FixtureRun): ToolCallResult => run.result as ToolCallResult
const flagged = (results: readonly ToolCallResult[]): boolean[] => results.map((r) => r.context !== undefined || r.deny !== undefined)

/** A 40-hex SHA that differs for each n. */
const sha = (n: number): string => `${n.toString(16).padStart(8, '0')}${'9fceb02d0ae598e95dc970b74767f193'}`

describe('a poll whose value changes is never flagged', () => {
  test('a git rev-parse poll whose commit SHA changes every run is never warned or refused', async ($, on) => {
    const seen = beneath(on)
    const ran = tools(on, (_e, n) => answerOf(bashRun('git rev-parse origin/main', sha(n))))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call(callOf(bashRun('git rev-parse origin/main', ''))))
    expect(flagged(results)).toEqual([false, false, false, false, false, false])
    expect(ran.calls).toHaveLength(6)
    expect(seen.toasts).toEqual([])
  })

  test('the same git rev-parse poll whose SHA never changes is advised at its third run', async ($, on) => {
    beneath(on)
    tools(on, () => answerOf(fixture('git-rev-parse-poll').first))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 3; i++) results.push(await $.tool.call(callOf(fixture('git-rev-parse-poll').first)))
    expect(flagged(results)).toEqual([false, false, true])
  })

  test('a kubectl get pods poll whose stuck pod only grows older under AGE is advised at the third run and refused at the fifth', async ($, on) => {
    beneath(on)
    const pods = (n: number): string =>
      `NAME                   READY   STATUS             RESTARTS   AGE\napi-7d9f8b6c5d-x2k4p   0/1     ImagePullBackOff   0          ${4 + n}m\nweb-5c8d7f9b4-q8z2n    1/1     Running            0          2d`
    tools(on, (_e, n) => ok(pods(n)))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'kubectl get pods -n shop' }))
    expect(flagged(results)).toEqual([false, false, true, true, true])
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('a kubectl get pods poll whose pod was recreated (AGE back to seconds) is never flagged', async ($, on) => {
    const seen = beneath(on)
    const pods = (age: string): string =>
      `NAME                   READY   STATUS             RESTARTS   AGE\napi-7d9f8b6c5d-x2k4p   0/1     ImagePullBackOff   0          ${age}\nweb-5c8d7f9b4-q8z2n    1/1     Running            0          2d`
    const ages = ['5m', '12s', '3m', '9s', '2m', '15s']
    tools(on, (_e, n) => ok(pods(ages[n - 1]!)))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'kubectl get pods -n shop' }))
    expect(flagged(results)).toEqual([false, false, false, false, false, false])
    expect(seen.toasts).toEqual([])
  })

  test('a dig poll for a record that has not propagated, its query id new and its cached TTL falling, is refused at the fifth run', async ($, on) => {
    beneath(on)
    const dig = (n: number): string =>
      `; <<>> DiG 9.18.28 <<>> api.shop.example.com\n;; global options: +cmd\n;; Got answer:\n;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: ${40000 + n * 7919}\n;; flags: qr rd ra; QUERY: 1, ANSWER: 1, AUTHORITY: 0, ADDITIONAL: 1\n\n;; ANSWER SECTION:\napi.shop.example.com.\t${300 - n * 37}\tIN\tA\t203.0.113.17\n\n;; Query time: ${n * 3} msec\n;; SERVER: 127.0.0.53#53(127.0.0.53) (UDP)`
    tools(on, (_e, n) => ok(dig(n)))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'dig api.shop.example.com' }))
    expect(flagged(results)).toEqual([false, false, true, true, true])
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('parallel tests with one more failure each run, whatever the order of their marks, are never refused', async ($, on) => {
    beneath(on)
    const marks = ['..F.....', '.F...F..', 'F..F..F.', '.F.F.F.F', 'FF.F.F.F']
    const run = (n: number): string => `Exit code 1\nRunning 4 processes\n\n${marks[n - 1]}   8 / 8 (100%)\n\nFAILURES!`
    tools(on, (_e, n) => failed(run(n)))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'vendor/bin/paratest --processes 4' }))
    expect(results.map((r) => r.deny)).toEqual([undefined, undefined, undefined, undefined, undefined])
  })

  test('a lock failing for another package each run, named inside a temp folder drawn anew, is never refused', async ($, on) => {
    beneath(on)
    const packages = ['pycurl', 'psycopg2', 'lxml', 'cryptography', 'pyyaml']
    const lock = (n: number): string =>
      `Exit code 1\n✘ Locking Failed!\npipenv.exceptions.InstallationError: Command "python setup.py egg_info" failed with error code 1 in /tmp/tmp${(0x4c9e2a7b + n * 7919).toString(36)}build/${packages[n - 1]}/`
    tools(on, (_e, n) => failed(lock(n)))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'pipenv lock' }))
    expect(results.map((r) => r.deny)).toEqual([undefined, undefined, undefined, undefined, undefined])
  })

  test('a test whose failing value moves each run, printed again in its summary, is never refused', async ($, on) => {
    beneath(on)
    const gut = (n: number): string =>
      `Exit code 1\n---  GUT  ---\n* test_stack_limit\n    [Failed]:  [${100 - n}] expected to equal [99]:\n          at line 34\n\n= Run Summary\n- test_stack_limit\n    [Failed]:  [${100 - n}] expected to equal [99]:\n          at line 34\n\nTests                 5\n  Failing             1\nTime                  0.2${n}8s`
    tools(on, (_e, n) => failed(gut(n)))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'godot --headless -s addons/gut/gut_cmdln.gd -gexit' }))
    expect(results.map((r) => r.deny)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
  })

  test('a benchmark whose time per operation moves each run is never flagged: its times are what it measured', async ($, on) => {
    const seen = beneath(on)
    const bench = (n: number): string =>
      `goos: linux\ngoarch: amd64\npkg: shop/cart\nBenchmarkTotal-8   \t 1000000\t      ${400 + n * 17} ns/op\t     256 B/op\t       4 allocs/op\nPASS\nok  \tshop/cart\t${(1.2 + n / 100).toFixed(3)}s`
    tools(on, (_e, n) => ok(bench(n)))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'go test -run=^$ -bench=Total ./cart' }))
    expect(flagged(results)).toEqual([false, false, false, false, false, false])
    expect(seen.toasts).toEqual([])
  })

  test('a poll of per-collection times whose write time moves is never flagged: the time is what the row measures', async ($, on) => {
    const seen = beneath(on)
    const top = (n: number): string =>
      `2024-03-05T10:1${n}:12.345+0000\tconnected to: mongodb://localhost/\n\n            ns    total    read    write    2024-03-05T10:1${n}:17Z\n   shop.orders      ${n * 12}ms      0ms      ${n * 12}ms\n shop.products      0ms      0ms      0ms`
    tools(on, (_e, n) => ok(top(n)))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'mongotop --rowcount 1 5' }))
    expect(flagged(results)).toEqual([false, false, false, false, false, false])
    expect(seen.toasts).toEqual([])
  })

  test('a dig poll whose address changed is never flagged', async ($, on) => {
    const seen = beneath(on)
    const dig = (n: number): string =>
      `; <<>> DiG 9.18.28 <<>> api.shop.example.com\n;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: ${40000 + n * 7919}\n\n;; ANSWER SECTION:\napi.shop.example.com.\t${300 - n * 37}\tIN\tA\t203.0.113.${n}\n\n;; Query time: ${n * 3} msec`
    tools(on, (_e, n) => ok(dig(n)))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'dig api.shop.example.com' }))
    expect(flagged(results)).toEqual([false, false, false, false, false, false])
    expect(seen.toasts).toEqual([])
  })

  test('a screenshot poll whose pixels change every run is never warned or refused', async ($, on) => {
    const seen = beneath(on)
    const tool = fixture('screenshot-poll').tool
    const shot = (n: number): FixtureRun => screenshotRun({ filename: 'page.png' }, 'Took the viewport screenshot', pngBase64(60_000, `frame ${n}`))
    const ran = tools(on, (_e, n) => answerOf(shot(n)))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call(callOf(shot(0), tool)))
    expect(flagged(results)).toEqual([false, false, false, false, false, false])
    expect(ran.calls).toHaveLength(6)
    expect(seen.toasts).toEqual([])
  })

  test('a screenshot poll whose pixels never change is advised at its third run', async ($, on) => {
    beneath(on)
    const f = fixture('screenshot-poll')
    tools(on, (_e, n) => answerOf(n % 2 === 0 ? f.sameOutcome : f.first))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 3; i++) results.push(await $.tool.call(callOf(f.first, f.tool)))
    expect(flagged(results)).toEqual([false, false, true])
  })
})

describe('noise does not hide a repeated failure', () => {
  test('the same failing npm install, with another _logs file each run, gets the failure note at the second', async ($, on) => {
    beneath(on)
    const f = fixture('npm-install-404')
    tools(on, (_e, n) => answerOf(n % 2 === 0 ? f.sameOutcome : f.first))
    const first = await $.tool.call(callOf(f.first))
    const second = await $.tool.call(callOf(f.sameOutcome))
    expect(first.context).toBeUndefined()
    expect(second.context).toEqual([expect.stringMatching(/^loop-guard:/)])
  })

  test('a jest run failing the same way, with another pid and timings each run, is advised at the third', async ($, on) => {
    beneath(on)
    const f = fixture('jest-failing-test')
    tools(on, (_e, n) => answerOf(n % 2 === 0 ? f.sameOutcome : f.first))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 3; i++) results.push(await $.tool.call(callOf(f.first)))
    expect(results[2]?.context?.some((t) => /third/.test(t))).toBe(true)
  })
})

describe('a longer timeout', () => {
  const TIMED_OUT = 'Command timed out after 2m 0.0s'

  test('is the same call: the failure note comes at the second run whatever the timeout', async ($, on) => {
    beneath(on)
    tools(on, () => failed(TIMED_OUT))
    await $.tool.call({ tool: 'Bash', command: 'npm run e2e', timeout: 120000 })
    const second = await $.tool.call({ tool: 'Bash', command: 'npm run e2e', timeout: 600000 })
    expect(second.context).toEqual([expect.stringMatching(/^loop-guard:/)])
  })

  test('that made the call succeed lets it go on: another outcome, no refusal, no advisory', async ($, on) => {
    beneath(on)
    const ran = tools(on, (e) => ((e as { timeout?: number }).timeout === 600000 ? ok('42 passed') : failed(TIMED_OUT)))
    const results: ToolCallResult[] = []
    for (let i = 0; i < 2; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'npm run e2e', timeout: 120000 }))
    for (let i = 0; i < 2; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'npm run e2e', timeout: 600000 }))
    expect(results.slice(2)).toEqual([ok('42 passed'), ok('42 passed')])
    expect(ran.calls).toHaveLength(4)
  })
})

describe('issue 18: the same outcome on tools nobody listed', () => {
  test('a poll whose comment line above it changes each try is one call: advised at the third, refused at the fifth', async ($, on) => {
    beneath(on)
    const ran = tools(on, () => ok('LISTEN 0 511 0.0.0.0:8231 0.0.0.0:* users:(("nginx",pid=4242,fd=6))'))
    const comments = ['# check whether nginx listens on the new ports', '# check the ports', '# is it up yet?', '# once more', '# last check']
    const results: ToolCallResult[] = []
    for (const comment of comments) results.push(await $.tool.call({ tool: 'Bash', command: `${comment}\nss -tlnp | grep -E "8231|8232"` }))
    expect(flagged(results)).toEqual([false, false, true, true, true])
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
    expect(ran.calls).toHaveLength(4)
  })

  test('a runner reporting "(files took N seconds to load)" and a new seed each run is refused at the fifth run', async ($, on) => {
    beneath(on)
    const rspec = (n: number): string =>
      `Randomized with seed ${1000 + n * 37}\n.F.\n\nFailures:\n\n  1) Cart totals the cart\n     Failure/Error: expect(total).to eq(30)\n\n       expected: 30\n            got: 20\n\nFinished in 0.0${n + 1}2 seconds (files took 0.${n + 2}1 seconds to load)\n3 examples, 1 failure\n\nRandomized with seed ${1000 + n * 37}`
    tools(on, (_e, n) => failed(`Exit code 1\n${rspec(n)}`))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'bundle exec rspec spec/cart_spec.rb' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('a deploy failing the same way under a new random deployment name each run is refused at the fifth run', async ($, on) => {
    beneath(on)
    const names = ['9Xk2mPqR7sTn', '4Hn8cQzV1bRt', 'Lw3Zt8Yq2Fd6', 'Qe7Bv1Rk9Jm4', 'Tu5Cx0Gp3Hs8']
    const deploy = (n: number): string =>
      `Exit code 1\nVercel CLI 50.4.6\nInspect: https://vercel.com/acme/shop/${names[n - 1]} [2s]\nBuilding: Type error: Property 'qty' does not exist on type 'CartItem'.\nError: Command "npm run build" exited with 1`
    tools(on, (_e, n) => failed(deploy(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'vercel deploy --prod --yes' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('a Hive query failing the same way under a new query id each run is refused at the fifth run', async ($, on) => {
    beneath(on)
    const hive = (n: number): string =>
      `Exit code 2\nINFO  : Compiling command(queryId=hive_2026120103${10 + n}12_${(0x3c9a1f7e + n * 7919).toString(16)}): select count(*) from sales\nError: Error while compiling statement: FAILED: SemanticException [Error 10001]: Line 1:21 Table not found 'sales'`
    tools(on, (_e, n) => failed(hive(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'beeline -u jdbc:hive2://hive:10000 -e "select count(*) from sales"' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test("a tool failing the same way under its own GLib tag, its pid new each run, is refused at the fifth run", async ($, on) => {
    beneath(on)
    const dump = (n: number): string =>
      `Exit code 1\n\n** (mydumper:${341403 + n * 577}): CRITICAL **: 10:1${n}:12.410: Error connecting to database: Access denied for user 'backup'@'10.0.3.20' (using password: YES)`
    tools(on, (_e, n) => failed(dump(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'mydumper --host 10.0.3.5 --user backup --outputdir /backup/shop' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('parallel tests failing the same one test, their marks in another order each run, are refused at the fifth run', async ($, on) => {
    beneath(on)
    const marks = ['..F.....', '.....F..', 'F.......', '...F....', '......F.']
    const run = (n: number): string => `Exit code 1\nRunning 4 processes\n\n${marks[n - 1]}   8 / 8 (100%)\n\nTime: 00:0${n}.412, Memory: 28.00 MB\n\nFAILURES!\nTests: 8, Assertions: 19, Failures: 1.`
    tools(on, (_e, n) => failed(run(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'vendor/bin/paratest --processes 4' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('an MCP search rate-limited with a new id in each error report is refused at the fifth run', async ($, on) => {
    beneath(on)
    const ids = ['9b4f1e2c-2a7d-4c1e-8d35-0f6a3b7e1d42', 'd06c7a18-5e3b-4f92-a1c4-7b28e9f05d63', '51c2e9a0-7f3b-4d18-9e6a-2b4c8d0f1a37', 'a3e8d1f6-0c5b-4a92-b7e4-6d1f3a9c2e58', '7f0b2c94-e1d3-4b6a-8c5f-9a2e7d4b1c06']
    const limited = (n: number): string =>
      `Error: Brave API error: 429 Too Many Requests\n{"type":"ErrorResponse","error":{"id":"${ids[n - 1]}","status":429,"code":"RATE_LIMITED","detail":"Request rate limit exceeded for plan.","meta":{"plan":"Free","rate_limit":1}},"time":${1796172612 + n * 59}}`
    tools(on, (_e, n) => failed(limited(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'mcp__brave-search__brave_web_search', query: 'vitest fake timers', count: 10 }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('a build whose first run started its daemon and the next found it running fails the same way: refused at the fifth run', async ($, on) => {
    beneath(on)
    const build = (n: number): string =>
      `Exit code 1\n${n === 1 ? 'Starting a Gradle Daemon (subsequent builds will be faster)\n' : ''}\n> Task :app:compileKotlin FAILED\ne: file:///home/dev/shop/app/src/main/kotlin/shop/Cart.kt:14:29 Unresolved reference 'qty'.\n\nBUILD FAILED in ${n + 3}s`
    tools(on, (_e, n) => failed(build(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: './gradlew build' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('tests whose first run compiled the crate and the next found it built fail the same way: refused at the fifth run', async ($, on) => {
    beneath(on)
    const run = (n: number): string =>
      `Exit code 101\n[cargo-make] INFO - Running Task: test\n${n === 1 ? '   Compiling shop v0.4.1 (/home/dev/shop)\n' : ''}    Finished \`test\` profile [unoptimized + debuginfo] target(s) in ${n}.2${n}s\n     Running unittests src/lib.rs\n\nrunning 2 tests\ntest cart::add ... ok\ntest cart::total ... FAILED\n\ntest result: FAILED. 1 passed; 1 failed; finished in 0.0${n}s`
    tools(on, (_e, n) => failed(run(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'cargo make ci' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('a test suite failing the same way, its time and its rates per second new each run, is refused at the fifth run', async ($, on) => {
    beneath(on)
    const run = (n: number): string =>
      `Exit code 1\nLoaded suite test/test_invoice\nStarted\n..F\nFailure: test_total_with_vat(TestInvoice)\n<300.0> expected but was\n<250.0>\nFinished in 0.00${4 + n}1 seconds.\n6 tests, 9 assertions, 1 failures, 0 errors\n${1400 - n * 50}.${n}3 tests/s, ${2100 - n * 75}.${n}7 assertions/s`
    tools(on, (_e, n) => failed(run(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'bundle exec ruby -Itest test/test_invoice.rb' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('a subagent sent the same search again, its id and usage report new each run, is refused at the fifth run', async ($, on) => {
    beneath(on)
    const report = (n: number): string =>
      `Found 2 call sites of computeTax in src/:\n\n- src/checkout/summary.ts:41 — computeTax(cart.subtotal, region)\n- src/invoices/render.ts:88 — computeTax(line.amount, invoice.region)\n\nagentId: a3f91c${n} (for resuming to continue this agent's work if needed)\n<usage>total_tokens: ${18422 - n * 97}\ntool_uses: ${8 + (n % 2)}\nduration_ms: ${41233 - n * 811}</usage>`
    tools(on, (_e, n) => ok(report(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Task', description: 'Find callers of computeTax', prompt: 'List every call site of computeTax in src/ with file and line.', subagent_type: 'Explore' } as unknown as Call))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('an MCP call that makes the same database again, its creation time and drawn password new each run, is refused at the fifth run', async ($, on) => {
    beneath(on)
    const made = (n: number): string =>
      `{\n  "database_name": "orders-cache",\n  "region": "eu-west-1",\n  "password": "${['AX1nAAIjcDE3ZGQ2NTk4', 'AcR2AAIjcDFhNzE0ODI1', 'Bq7zKw2LmN9pR4tYx3Vc', 'Hd04hIs8TkQ2mW6eZr1P', 'Pz5uE0oR3yJ7qXa9Lk2N'][n % 5]}",\n  "created_at": "2026-12-02T10:${String(40 + n).padStart(2, '0')}:1${n}Z",\n  "state": "active"\n}`
    tools(on, (_e, n) => ok(made(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'mcp__cachehost__create_database', database_name: 'orders-cache', region: 'eu-west-1' } as unknown as Call))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('an MCP error naming a new request and its own time in its trailer each call is refused at the fifth call', async ($, on) => {
    beneath(on)
    const error = (n: number): string =>
      `Pulsar admin error: HTTP 412 Precondition Failed: Topic persistent://shop/orders/created does not exist (broker pulsar-broker-2:8080, ${9 + n * 3}ms) [request ${(0x9f0c2a7e41b3 + n * 104729).toString(16)}]`
    tools(on, (_e, n) => failed(error(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'mcp__pulsar__create_subscription', topic: 'persistent://shop/orders/created', subscription: 'billing' } as unknown as Call))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('a migration generator run again and again, each new file stamped with when it ran, is refused at the fifth call', async ($, on) => {
    beneath(on)
    const made = (n: number): string => `Created migration db/migrations/2024030510${String(22 + n).padStart(2, '0')}${String(41 + n).padStart(2, '0')}-add_iso4217_currency.sql`
    tools(on, (_e, n) => ok(made(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'sql-migrate new add_iso4217_currency' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('an audit-log query whose event is a new one each time (its `EventId` changed) is never refused', async ($, on) => {
    beneath(on)
    const events = (n: number): string =>
      `{\n  "Events": [\n    {\n      "EventId": "${(0x7f3c1a2e + n * 7919).toString(16)}-9b4d-4c61-8e0f-2a5b6c7d8e90",\n      "EventName": "DeleteBucket"\n    }\n  ],\n  "RequestId": "5b7e0c9d-2f14-4a83-96d1-e8c3a0b47f5${n}"\n}`
    tools(on, (_e, n) => ok(events(n)))
    const results = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call({ tool: 'mcp__cloudtrail__lookup_events', attribute_key: 'EventName', attribute_value: 'DeleteBucket' } as unknown as Call))
    expect(results.map((r) => r.deny)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
  })

  test('a network change applied again and again, each try under the next checkpoint and rolled back, is refused at the fifth call', async ($, on) => {
    beneath(on)
    const apply = (n: number): string =>
      `Exit code 1\nINFO Created checkpoint /org/freedesktop/NetworkManager/Checkpoint/${17 + n}\nINFO Retrying on: VerificationError: bond0 miimon desire '100', current '0'\nINFO Rollbacked to checkpoint /org/freedesktop/NetworkManager/Checkpoint/${17 + n}`
    tools(on, (_e, n) => failed(apply(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'sudo nmstatectl apply net/bond0.yml' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('a log polled while each line says a newer checkpoint was made is never refused', async ($, on) => {
    beneath(on)
    // (the engine reads `tail` as read-only, and says so with the result)
    const line = (n: number): string => `INFO nmstate::nm::checkpoint] Created checkpoint /org/freedesktop/NetworkManager/Checkpoint/${17 + n}`
    tools(on, (_e, n) => ({ result: line(n), text: line(n), isReadOnly: true }))
    const results = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'tail -n 1 /var/log/nmstate.log' }))
    expect(results.map((r) => r.deny)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
  })

  test('a pod created again and again, each under a new drawn name on the one line printed, is refused at the fifth call', async ($, on) => {
    beneath(on)
    const names = ['8zqsuf0h2xt3jj', 'k4wd1m7rbe9xqa', 'p2vn6c0ys8tfhu', 'w9ej3ra5qk1zmd', 'c7hx0tn4lb6gwy']
    tools(on, (_e, n) => ok(`pod "${names[(n - 1) % names.length]}" created for $1.640 / hr`))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'runpodctl create pod --name train-a100 --gpuType "NVIDIA A100 80GB PCIe"' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('a backup run again and again, each new snapshot the parent of the next, is refused at the fifth call', async ($, on) => {
    beneath(on)
    const ids = ['f7d30815', '5472c6ba', '0e9b41d3', 'b3a09c17', '6d2e5f80', 'c18a4e92', '93f0b7d4']
    tools(on, (_e, n) => ok(`[INFO] using parent ${ids[n - 1]}\nfiles: 0 new, 0 changed, 4210 unchanged\nsnapshot ${ids[n]} successfully saved.`))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'rustic backup /srv/shop' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('a network delay applied again with a new setting each time is never refused', async ($, on) => {
    beneath(on)
    const delay = (n: number): string => `level=info msg="running netem command '[delay ${1000 * n}ms 10ms 20.00]' on container api for 30s"\nlevel=info msg="start netem for container" iface=eth0\nlevel=info msg="stop netem for container" iface=eth0`
    tools(on, (_e, n) => ok(delay(n)))
    const results = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'pumba netem --duration 30s delay --time 3000 api' }))
    expect(results.map((r) => r.deny)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
  })

  test('a lease log polled while the lease it reports changed length is never refused', async ($, on) => {
    beneath(on)
    const log = (n: number): string => `eth0: rebinding lease of 192.168.50.23\neth0: probing address 192.168.50.23/24\neth0: leased 192.168.50.23 for ${n % 2 === 0 ? 86400 : 43200} seconds\neth0: adding default route via 192.168.50.1`
    tools(on, (_e, n) => ok(log(n)))
    const results = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'journalctl -u dhcpcd -n 4 --no-pager -o cat' }))
    expect(results.map((r) => r.deny)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
  })

  test('an alert list whose alert started again (its `startsAt` moved) is never refused', async ($, on) => {
    beneath(on)
    const alerts = (n: number): string => `[\n  {\n    "labels": { "alertname": "DiskFull", "severity": "critical" },\n    "startsAt": "2026-12-02T10:${String(10 + n).padStart(2, '0')}:15.042Z",\n    "status": { "state": "active" }\n  }\n]`
    tools(on, (_e, n) => ok(alerts(n)))
    const results = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call({ tool: 'mcp__alerts__get_alerts', filter: 'severity=critical' } as unknown as Call))
    expect(results.map((r) => r.deny)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
  })

  test('a status whose processes only grow older, in step, one worker down, is refused at the fifth poll', async ($, on) => {
    beneath(on)
    const age = (s: number): string => `${Math.floor(s / 3600)}h${Math.floor((s % 3600) / 60)}m${s % 60}s`
    const status = (n: number): string =>
      `   PID  Up           Down       Name     CMD\n  2817  ${age(15151 + n * 96)}                api      /opt/shop/bin/api --port 8080\n                      ${age(362 + n * 96)}    worker   /opt/shop/bin/queue-worker`
    tools(on, (_e, n) => ok(status(n)))
    const results = []
    for (let i = 0; i < 5; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'immortalctl status' }))
    expect(results[4]?.deny).toMatch(/^loop-guard:/)
  })

  test('the same status where a process restarted between two polls, its age back to seconds, is never refused', async ($, on) => {
    beneath(on)
    const age = (s: number): string => `${Math.floor(s / 3600)}h${Math.floor((s % 3600) / 60)}m${s % 60}s`
    const status = (n: number): string =>
      `   PID  Up           Down       Name     CMD\n  2817  ${age(15151 + n * 96)}                api      /opt/shop/bin/api --port 8080\n  ${3000 + n}  ${age(12 + n)}                worker   /opt/shop/bin/queue-worker`
    tools(on, (_e, n) => ok(status(n)))
    const results = []
    for (let i = 0; i < 6; i++) results.push(await $.tool.call({ tool: 'Bash', command: 'immortalctl status' }))
    expect(results.map((r) => r.deny)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
  })

  test('"Tests: 3 failed, 12 passed" then "Tests: 1 failed, 14 passed" is never noted as failing the same way', async ($, on) => {
    beneath(on)
    const counts = ['3 failed, 12 passed', '1 failed, 14 passed']
    tools(on, (_e, n) => failed(`Exit code 1\nFAIL src/cart.test.js\n  ● totals the cart\n\nTests: ${counts[n % 2]}, 15 total`))
    await $.tool.call({ tool: 'Bash', command: 'npx jest' })
    const second = await $.tool.call({ tool: 'Bash', command: 'npx jest' })
    expect(second.context).toBeUndefined()
  })

  test('a panic that moved to another source line, no code shown, is another failure: no note', async ($, on) => {
    beneath(on)
    tools(on, (_e, n) => failed(`Exit code 101\nthread 'main' panicked at src/main.rs:${n % 2 === 0 ? 12 : 18}:5:\ncalled \`Option::unwrap()\` on a \`None\` value`))
    await $.tool.call({ tool: 'Bash', command: 'cargo run' })
    const second = await $.tool.call({ tool: 'Bash', command: 'cargo run' })
    expect(second.context).toBeUndefined()
  })

  test('a Write sent with empty arguments again is told the likely cause: write the file in smaller parts', async ($, on) => {
    beneath(on)
    tools(on, () => failed('<tool_use_error>InputValidationError: Write failed due to the following issues:\nThe required parameter `file_path` is missing\nThe required parameter `content` is missing</tool_use_error>'))
    await $.tool.call({ tool: 'Write' } as Call)
    const second = await $.tool.call({ tool: 'Write' } as Call)
    expect(second.context?.join('\n')).toMatch(/^loop-guard:[^]*smaller parts/)
  })
})
