// Specification of hooks/judge.ts: two runs of one call are judged by what differs between
// them. Noise in shapes nobody listed still lets a loop be seen; a value that changed is never
// called the same; counts and uncorroborated line numbers stay values even for notes; only
// identical text lets the guard withhold output. Each example of issue 18 in its own words.
import { describe, expect, test } from 'vitest'
import { judgeTexts } from '../../hooks/judge.js'
import type { RunKind, Verdict } from '../../hooks/judge.js'

/** The verdict for two runs whose texts are built from one template with two sets of values. */
function judged(template: (v: string[]) => string, first: string[], second: string[], kind: RunKind = {}): Verdict {
  return judgeTexts(template(first), template(second), kind)
}

/** A rollout a deploy tool started and reports on: when it started and finished, and how it ended. */
const rollout = (v: string[]) =>
  `Release: shop (revision 7)\nRollout started:   Tue Mar  4 ${v[0]} 2025\nRollout finished:  Tue Mar  4 ${v[1]} 2025\nStatus: Failed\nReason: readiness probe failed on pod web-1 (HTTP 503 from /healthz)`

describe('noise in shapes nobody listed does not hide a loop', () => {
  test('a runner reporting "(files took N seconds to load)" is the same outcome', () => {
    const rspec = (v: string[]) => `F..\n\nFailures:\n\n  1) Cart totals\n     Failure/Error: expect(total).to eq(30)\n\nFinished in ${v[0]} seconds (files took ${v[1]} seconds to load)\n3 examples, 1 failure`
    expect(judged(rspec, ['0.01234', '0.31'], ['0.0211', '1.2'])).toBe('same')
  })

  test('bracketed per-test timings are the same outcome', () => {
    const bun = (v: string[]) => `src/cart.test.ts:\n✓ adds items [${v[0]}ms]\n✗ totals the cart [${v[1]}ms]\n\n 1 pass\n 1 fail`
    expect(judged(bun, ['0.52', '1.07'], ['0.61', '3.20'])).toBe('same')
  })

  test('a split duration "Ns NNNms" is the same outcome', () => {
    const run = (v: string[]) => `Build failed: 2 errors\nsrc/a.ts: cannot find name 'x'\nsrc/b.ts: cannot find name 'y'\nCompleted in ${v[0]}s ${v[1]}ms`
    expect(judged(run, ['1', '234'], ['2', '17'])).toBe('same')
  })

  test('"Elapsed time: N.NNNs, Critical Path: N.NNs" is the same outcome', () => {
    const bazel = (v: string[]) => `ERROR: //app:test failed to build\nINFO: Elapsed time: ${v[0]}s, Critical Path: ${v[1]}s\nINFO: 12 processes: 3 internal, 9 linux-sandbox.\nFAILED: Build did NOT complete successfully`
    expect(judged(bazel, ['3.412', '1.20'], ['2.950', '0.98'])).toBe('same')
  })

  test('an elapsed-time "MM:SS" prefix on every progress line is the same outcome', () => {
    const progress = (v: string[]) => `${v[0]} Resolving dependencies\n${v[1]} Downloading packages\n${v[2]} error: package 'left-pad2' not found`
    expect(judged(progress, ['00:01', '00:04', '00:09'], ['00:00', '00:02', '00:05'])).toBe('same')
  })

  test("a platform's per-invocation \"Duration: N ms  Billed Duration: N ms\" is the same outcome", () => {
    const lambda = (v: string[]) => `START Version: $LATEST\nERROR Unhandled: TypeError: Cannot read properties of undefined (reading 'id')\nEND\nREPORT Duration: ${v[0]} ms  Billed Duration: ${v[1]} ms  Memory Size: 128 MB  Max Memory Used: 71 MB`
    expect(judged(lambda, ['12.31', '13'], ['3.02', '4'])).toBe('same')
  })

  test('a "==N==" pid prefix on every line is the same outcome', () => {
    const valgrind = (v: string[]) => `==${v[0]}== Invalid read of size 4\n==${v[0]}==    at 0x1091A8: main (main.c:7)\n==${v[0]}==  Address 0x0 is not stack'd, malloc'd or (recently) free'd`
    expect(judged(valgrind, ['48213'], ['48377'])).toBe('same')
  })

  test("syslog's \"name[N]:\" on every line is the same outcome", () => {
    const journal = (v: string[]) => `web-api[${v[0]}]: Error: listen EADDRINUSE: address already in use :::8080\nweb-api[${v[0]}]:     at Server.setupListenHandle (node:net:1817:16)\nsystemd[1]: web-api.service: Main process exited, code=exited, status=1/FAILURE`
    expect(judged(journal, ['2231'], ['2290'])).toBe('same')
  })

  test('in a call that acts, clock readings that all moved forward by one amount are when it ran', () => {
    expect(judged(rollout, ['10:20:41', '10:20:47'], ['10:23:05', '10:23:12'])).toBe('same')
  })

  test('a duration read twice, "in N (N) seconds", is the run\'s time', () => {
    const xctest = (v: string[]) => `Test Case 'CartTests.testTotal' failed\n\t Executed 2 tests, with 1 failure (0 unexpected) in ${v[0]} (${v[0]}) seconds\nerror: fatalError`
    expect(judged(xctest, ['0.003'], ['0.017'])).toBe('same')
  })

  test("a size beside the run's time on its line is what the run used", () => {
    const profile = (v: string[]) => `Loading composer repositories with package information\nYour requirements could not be resolved to an installable set of packages.\nMemory usage: ${v[0]} (peak: 42.07MiB), time: ${v[1]}`
    expect(judged(profile, ['31.3MiB', '1.28s'], ['32.0MiB', '4.11s'])).toBe('same')
  })

  test('a socket named by its label, and an agent id wherever it appears, are minted per run', () => {
    const connected = (v: string[]) => `INFO [server]: started\nINFO [browser]: Connected on socket ${v[0]}\nagentId: ${v[1]} (continue with to: '${v[1]}')\nExecuted 4 of 4 (1 FAILED)`
    expect(judged(connected, ['5XbPq1Lr8yZkA0qIAAAB', 'a4f2c9e1b7d3'], ['kq0Zr7TnW2eXb4sBAAAD', 'b81d0e5c2a96'])).toBe('same')
  })

  test("CPU times beside the run's wall-clock time are the run's clock", () => {
    const prove = (v: string[]) => `t/cart.t .. 1/7\n#   Failed test 'total'\nFailed 1/7 subtests\nFiles=3, Tests=21,  ${v[0]} wallclock secs ( ${v[1]} usr  0.01 sys +  ${v[2]} cusr  0.07 csys =  ${v[3]} CPU)\nResult: FAIL`
    expect(judged(prove, ['1', '0.03', '0.41', '0.52'], ['0', '0.02', '0.37', '0.44'])).toBe('same')
  })

  test('numbers in a bracketed group that ends with a unit of time are times', () => {
    const tox = (v: string[]) => `py311: commands failed\n  py311: FAIL code 1 (${v[0]}=setup[${v[1]}]+cmd[${v[2]}] seconds)\n  evaluation failed :( (${v[3]} seconds)`
    expect(judged(tox, ['2.98', '2.37', '0.61', '3.10'], ['3.05', '2.42', '0.63', '3.21'])).toBe('same')
  })

  test('a duration spelled as minutes and seconds with its unit is the run\'s time', () => {
    const flyway = (v: string[]) => `Successfully validated 12 migrations (execution time ${v[0]})\nCurrent version of schema "public": 12\nSchema "public" is up to date. No migration necessary.`
    expect(judged(flyway, ['00:00.041s'], ['00:01.207s'])).toBe('same')
  })

  test('an epoch with a fraction, labelled as a time, is when the run happened', () => {
    const posted = (v: string[]) => `{"ok":true,"channel":"C07QK3M2J8B","ts":"${v[0]}","message":{"type":"message","text":"Deploy finished","ts":"${v[0]}"}}`
    expect(judged(posted, ['1741083153.412309'], ['1741083517.093118'])).toBe('same')
  })

  test('lines that answer in another order pair with the line that says the same, not the first of their shape', () => {
    const health = (v: string[]) => v.map((host, k) => `https://10.0.1.${host}:2379 is healthy: successfully committed proposal: took = ${k + 2}.4${k}ms`).join('\n')
    expect(judged(health, ['11', '12', '13'], ['12', '13', '11'])).toBe('same')
  })

  test("a log's time column and the thread id after it, among a tool's own lines, are the run's", () => {
    const kind = (v: string[]) =>
      `Creating cluster "dev" ...\n ✗ Starting control-plane\nCommand Output: I0304 ${v[0]}:41.204118     ${v[1]} init.go:261] loading configuration\nI0304 ${v[0]}:41.219804     ${v[1]} certs.go:112] creating a new certificate authority\nI0304 ${v[0]}:45.377201     ${v[1]} round_trippers.go:553] GET https://dev:6443/healthz  in 0 milliseconds\nI0304 ${v[0]}:47.530911     ${v[1]} cleanup.go:89] exiting\nERROR: failed to create cluster: failed to init node with kubeadm`
    expect(judged(kind, ['10:12', '214'], ['10:21', '198'])).toBe('same')
  })

  test('a rate whose amount stands unchanged on its line moved with the time alone', () => {
    const rsync = (v: string[]) => `sending incremental file list\n\nsent 1,906 bytes  received 17 bytes  ${v[0]} bytes/sec\ntotal size is 48,213  speedup is 25.07`
    expect(judged(rsync, ['1,282.00'], ['3,846.00'])).toBe('same')
  })

  test("the row of the call's own process in a process listing is the run's own", () => {
    const listing = (v: string[]) => `dev  4100  0.3  1.2 812344 98112 ?  Sl  10:02  0:04 celery -A shop worker --loglevel=info\ndev  ${v[0]}  0.0  0.0   6432   720 pts/0 S+ ${v[1]}  0:00 grep --color=auto celery -A shop`
    const kind = { polled: true, asked: JSON.stringify({ command: 'ps aux | grep "celery -A shop"' }) }
    expect(judged(listing, ['51877', '10:12'], ['52204', '10:13'], kind)).toBe('same')
  })

  test('in a call that acts, preparation one run did and the next found done opens one output only: the same outcome', () => {
    const build = (warmUp: string) => `Exit code 101\n${warmUp}   Compiling shop v0.1.0 (/home/dev/shop)\nerror[E0425]: cannot find value \`qty\` in this scope\n --> src/cart.rs:14:9\nerror: could not compile \`shop\` (bin "shop") due to 1 previous error`
    const cold = build('    Updating crates.io index\n  Downloaded serde v1.0.215\n   Compiling serde v1.0.215\n')
    expect(judgeTexts(cold, build(''))).toBe('same')
  })

  test('in a call that acts, a name drawn anew from letters and digits is minted by the run', () => {
    const deploy = (v: string[]) => `Exit code 1\nDeploying shop\nPreview: https://shop-${v[0]}.pages.example.dev\nBuild failed: Module not found: Can't resolve './cart'`
    expect(judged(deploy, ['k2x9q7mz4'], ['p8t3w1ra6'])).toBe('same')
  })

  test("a supervised process's uptime spelled as a clock that grew, its pid unchanged, is the same process still running", () => {
    const status = (v: string[]) => `api                              RUNNING   pid 48213, uptime ${v[0]}\nworker                           BACKOFF   Exited too quickly (process log may have details)`
    expect(judged(status, ['0:04:12'], ['0:05:40'], { polled: true })).toBe('same')
  })

  test('tasks run side by side, numbered as they finish, give out the same places in another order: the same outcome', () => {
    const lint = (order: string[]) => order.map((file, k) => `Linting '${file}' (${k + 1}/3)`).join('\n') + "\nCart.swift:14:9: warning: Force Unwrapping Violation\nDone linting! Found 1 violation in 3 files."
    expect(judgeTexts(lint(['Cart.swift', 'Money.swift', 'App.swift']), lint(['Money.swift', 'App.swift', 'Cart.swift']))).toBe('same')
  })

  test("a test runner's random malloc fill, MALLOC_PERTURB_, is a seed set anew for each run", () => {
    const failing = (v: string[]) => `1/2 ring_push  OK    0.01s\n2/2 wrap_around  FAIL  0.03s  exit status 1\n>>> MALLOC_PERTURB_=${v[0]} /home/dev/ring/build/tests/wrap_around\nOk: 1\nFail: 1`
    expect(judged(failing, ['211'], ['38'])).toBe('same')
  })

  test('in a call that acts, the name of a file the run wrote under a log folder is minted like a temp name', () => {
    const install = (v: string[]) => `Exit code 31\n[ERROR] The compilation of zarith.1.14 failed.\n# env-file    ~/.opam/log/zarith-${v[0]}.env\n# output-file ~/.opam/log/zarith-${v[0]}.out\nconfigure: error: GMP library not found`
    expect(judged(install, ['28841-5b0f3e'], ['30112-c9a471'])).toBe('same')
  })

  test("in a call that acts, the pid and thread in the call's own program's tag are this run's", () => {
    const test = (v: string[]) => `Exit code 65\nxcodebuild[${v[0]}] Writing diagnostic log for test session\nTest Case '-[CounterTests testReset]' failed.\n** TEST FAILED **`
    expect(judged(test, ['48211:3301987'], ['51907:3318840'], { asked: JSON.stringify({ command: 'xcodebuild test -scheme Tally' }) })).toBe('same')
  })

  test("a thread's id beside its state, TSan's `(tid=48216, running)`, is the run's own thread", () => {
    const race = (v: string[]) => `Exit code 66\nWARNING: ThreadSanitizer: data race (pid=${v[0]})\n  Write of size 8 at 0x7b0c00000010 by thread T2:\n    #0 Stats::add() src/stats.cc:21\n  Thread T2 (tid=${v[1]}, running) created by main thread at:\n    #0 pthread_create\nSUMMARY: ThreadSanitizer: data race src/stats.cc:21 in Stats::add()`
    expect(judged(race, ['48213', '48216'], ['51907', '51910'])).toBe('same')
  })

  test("gdb's `LWP` and its inferior's `[process N]` name the run's own thread and process", () => {
    const crash = (v: string[]) => `[New Thread 0x7ffff7a00640 (LWP ${v[0]})]\n\nThread 1 "parser" received signal SIGSEGV, Segmentation fault.\n#0  lex_next (lx=0x0) at src/lexer.c:88\n\tInferior 1 [process ${v[1]}] will be killed.`
    expect(judged(crash, ['48217', '48214'], ['50602', '50599'])).toBe('same')
  })

  test("in a call that acts, a date and a time as folders of its report's path are when it ran", () => {
    const clean = (v: string[]) => `Found 2 files to delete\nCleaning commits completed in 358 ms.\nBFG run is complete! Reports:\n\t/home/dev/shop.git.bfg-report/2024-03-06/${v[0]}`
    expect(judged(clean, ['10-42-17'], ['10-49-52'])).toBe('same')
  })

  test("an age under a column named `Age` in title case that grew is the same outcome", () => {
    const events = (v: string[]) => `Events:\n  Type     Reason   Age   From     Message\n  ----     ------   ----  ----     -------\n  Warning  BackOff  ${v[0]}   kubelet  Back-off restarting failed container api`
    expect(judged(events, ['14s'], ['29s'])).toBe('same')
  })

  test("Catch2's `Randomness seeded to:` names a seed drawn anew for each run", () => {
    const run = (v: string) => `Exit code 1\nFilters: [ring]\nRandomness seeded to: ${v}\n\ntests/ring.cpp:41: FAILED:\n  REQUIRE( ring.front() == 3 )\nwith expansion:\n  2 == 3\n\ntest cases: 4 | 3 passed | 1 failed`
    expect(judgeTexts(run('3318472905'), run('1740962213'))).toBe('same')
  })

  test("in a call that acts, S3's `host id:` beside its request id is minted for that request", () => {
    const copy = (v: string[]) => `Exit code 1\nERROR : backup.tar: Failed to copy: AccessDenied: Access Denied\n\tstatus code: 403, request id: ${v[0]}, host id: ${v[1]}=`
    expect(judged(copy, ['7T3QK2N8XB4F5D1A', 'sQ9x2Lw0Vd7cR4mKf1YbN8tHe3Jz6PuA5gCi0oTr2Wk'], ['Q1W8E2R7T3Y6U4I5', 'Ka2Pv7Ns0Ye4Rt9Bm3Wc6Lq1Xh8Dj5Gz2Uf7Io0Sn4'])).toBe('same')
  })

  test('in a call that acts, an epoch ending a name the run made, moved on by less than a day, is when it made it', () => {
    const save = (v: string[]) => `INFO[0000] Managed etcd cluster bootstrap already complete and initialized\nINFO[0000] Saving etcd snapshot to /var/lib/rancher/k3s/server/db/snapshots/on-demand-k3s-server-1-${v[0]}\nINFO[0000] Snapshot on-demand-k3s-server-1-${v[0]} saved.`
    expect(judged(save, ['1709633472'], ['1709633921'])).toBe('same')
    const build = (v: string[]) => `Exit code 1\nsource tree in: /home/dev/miniconda3/conda-bld/fastgeo_${v[0]}/work\nImportError: cannot import name 'haversine' from 'fastgeo'\nTests failed for fastgeo-0.4.1-py311_0.conda`
    expect(judged(build, ['1764658231907'], ['1764658719044'])).toBe('same')
  })

  test('a number drawn in one word with a clock reading is drawn with it (`1764657912345-43218`)', () => {
    const report = (v: string[]) => `Exit code 1\nChecking assertions against 1 URL(s), 2 total run(s)\n1 result(s) for http://localhost:3000/ :\n  ✘  color-contrast failure for minScore assertion\nOpen the report at https://storage.example.com/reports/${v[0]}.report.html`
    expect(judged(report, ['1764657912345-43218'], ['1764658402871-17754'])).toBe('same')
  })

  test("in a call that acts, the number a temp name draws (`shop_migrate_tmp41377`) is the run's", () => {
    const run = (v: string[]) => `Exit code 1\npodman run --name=shop_migrate_${v[0]} --rm -i shop-migrate\npsycopg2.errors.UndefinedTable: relation "orders" does not exist\nexit code: 1`
    expect(judged(run, ['tmp41377'], ['tmp8052'])).toBe('same')
  })

  test('a speed after a progress bar is the clock in any unit (`1.46cell/s`)', () => {
    const run = (v: string[]) => `Exit code 1\nExecuting:  43%|████▎     | 6/14 [00:04<00:05,  ${v[0]}cell/s]\npapermill.exceptions.PapermillExecutionError: KeyError: 'west'`
    expect(judged(run, ['1.46'], ['1.89'])).toBe('same')
  })

  test("a rate limiter's `retry after 41s` counts down to its reset: the same outcome", () => {
    const limited = (v: string[]) => `Error: Request failed with status code 429. Rate limit exceeded. Consumed (req/min): 11, Remaining (req/min): 0. Please retry after ${v[0]}s`
    expect(judged(limited, ['41'], ['17'])).toBe('same')
  })

  test("a session's id labelled `sid` is minted for that session", () => {
    const relogin = (v: string[]) => `Logging out of session [sid: ${v[0]}, target: iqn.2026-01.com.example:storage.lun1, portal: 10.0.5.20,3260]\nLogout of [sid: ${v[0]}, target: iqn.2026-01.com.example:storage.lun1, portal: 10.0.5.20,3260] successful.`
    expect(judged(relogin, ['3'], ['4'])).toBe('same')
  })

  test('a time spelled in `usec` is a time like any other', () => {
    const query = (v: string[]) => `HOST,SERVICE_NAME,ACTIVE_STATUS\n"hana-1","xsengine","NO"\n1 row selected (overall time ${v[0]} usec; server time ${v[1]} usec)`
    expect(judged(query, ['1843', '612'], ['2071', '588'])).toBe('same')
  })

  test("a camelCase label of the run's time, `processingTimeMs`, names its time", () => {
    const search = (v: string[]) => `{"hits":[{"id":4812,"name":"Trailblaze running shoe"}],"query":"trail shoes","processingTimeMs":${v[0]},"estimatedTotalHits":1}`
    expect(judged(search, ['12'], ['7'], { polled: true })).toBe('same')
  })

  test("in a call that acts, a temp name's mark with a few letters more, nvcc's `tmpxft_00003a7c`, draws what follows", () => {
    const build = (v: string[]) => `Exit code 1\n/usr/bin/ld: /tmp/${v[0]}_00000000-11_main.o: in function \`main':\n${v[0]}_00000000-6_main.cudafe1.cpp:(.text+0x1f4): undefined reference to \`launch_histogram(int)'\ncollect2: error: ld returned 1 exit status`
    expect(judged(build, ['tmpxft_00003a7c'], ['tmpxft_00004e12'])).toBe('same')
  })

  test('in a call that acts, a number beside a stamp in the name of a file it wrote is drawn with it', () => {
    const ice = (v: string[]) => `Exit code 101\nerror: the compiler unexpectedly panicked. this is a bug.\nnote: please attach the file at \`/home/dev/packer/rustc-ice-2026-12-02T06_${v[0]}.txt\` to your bug report`
    expect(judged(ice, ['41_07-51234'], ['44_52-51877'])).toBe('same')
  })

  test('one integer epoch stamped on every row of an answer is when the answer was made', () => {
    const query = (v: string[]) => `{"status":"success","data":{"result":[{"metric":{"instance":"10.0.4.21:9102"},"value":[${v[0]},"0"]},{"metric":{"instance":"10.0.4.22:9102"},"value":[${v[0]},"0"]}]}}`
    expect(judged(query, ['1796194031'], ['1796194391'], { polled: true })).toBe('same')
  })

  test('a time in microseconds spelled with the Greek letter mu, `38μs`, is a time like `38µs`', () => {
    const build = (v: string[]) => `Cleaned output directory \`public\` in 4ms\nFound 214 input files from \`content\` in 11ms\nFiltered out 0 files in ${v[0]}\nEmitted 431 files to \`public\` in 2s`
    expect(judged(build, ['38μs'], ['41μs'])).toBe('same')
  })

  test("in a benchmark's output, the run's own total time is still the run's clock", () => {
    const bench = (v: string[]) => `goos: linux\npkg: shop/cart\nBenchmarkTotal-8   \t 1000000\t      412 ns/op\nPASS\nok  \tshop/cart\t${v[0]}`
    expect(judged(bench, ['1.234s'], ['1.311s'])).toBe('same')
  })

  test("the pid in the call's own program's tag set apart by a blank, `name [pid]:`, is this run's", () => {
    const send = (v: string[]) => `Exit code 2\nzabbix_sender [${v[0]}]: Warning: [line 1] 'Key value' expected\nSending failed.`
    expect(judged(send, ['2931'], ['3307'], { asked: JSON.stringify({ command: 'zabbix_sender -z 10.0.3.1 -i values.txt' }) })).toBe('same')
  })

  test("the pid in GLib's tag of the call's own program, `(name:pid)`, is this run's", () => {
    const open = (v: string[]) => `Exit code 1\n\n(evince:${v[0]}): Gtk-WARNING **: ${v[1]}: cannot open display: :0`
    expect(judged(open, ['48211', '10:11:12.410'], ['51907', '10:12:48.093'], { asked: JSON.stringify({ command: 'evince report.pdf' }) })).toBe('same')
  })

  test('in a call that acts, a number in a column named as a duration, under names set apart by blanks, is how long that step took', () => {
    const summary = (v: string[]) => `Exit code 1\nStep           Result     Duration\n----------------------------------\nrestore        ok         ${v[0]}\nunit-tests     failed     ${v[1]}   (3 failed)\npackage        skipped\n----------------------------------\nTotal                     ${v[2]}`
    expect(judged(summary, ['0:04', '0:37', '0:41'], ['0:05', '0:35', '0:40'])).toBe('same')
  })

  test('the CPU times and sizes a report gives for its own run, `310ms user time … 31.12M rss`, are its cost', () => {
    const digest = (v: string[]) => `# ${v[0]} user time, ${v[1]} system time, ${v[2]} rss, ${v[3]} vsz\n# Overall: 4.12k total, 31 unique\n# Query 1: SELECT orders`
    expect(judged(digest, ['310ms', '30ms', '31.12M', '38.40M'], ['290ms', '40ms', '31.08M', '38.36M'])).toBe('same')
  })

  test('a date labelled as the current one, `Current date:`, is when the run was made', () => {
    const report = (v: string[]) => `# Current date: Tue Mar  5 ${v[0]} 2024\n# Files: /var/log/mysql/slow.log\n# Overall: 4.12k total, 31 unique`
    expect(judged(report, ['10:11:12'], ['10:12:55'])).toBe('same')
  })

  test("in a call that acts, a stamp in its log file's name, seconds and zone glued (`12.345Z`), is when it ran", () => {
    const create = (v: string[]) => `Exit code 1\nERROR: quota exceeded for networks\nTrace file: /home/dev/.config/cloud/logs/2024-03-05T10-${v[0]}Z-network_create.txt`
    expect(judged(create, ['11-12.345'], ['13-58.902'])).toBe('same')
  })

  test('an age spelled as hours and minutes glued, "1h2m ago", that grew is the same outcome', () => {
    const allocations = (v: string[]) => `ID        Status   Created\na3f0c2d1  running  ${v[0]} ago\n91c4a8e3  failed   ${v[1]} ago`
    expect(judged(allocations, ['21m14s', '1h2m'], ['22m3s', '1h3m'], { polled: true })).toBe('same')
  })

  test("a report of the run's times that names one more, a cold start's, is the same outcome", () => {
    const invoke = (extra: string) => `Exit code 1\nERROR Invoke Error TypeError: Cannot read properties of undefined (reading 'bucket')\nREPORT Duration: 41.27 ms\tBilled Duration: 42 ms\tMemory Size: 256 MB${extra}`
    expect(judgeTexts(invoke('\tInit Duration: 182.55 ms'), invoke(''))).toBe('same')
  })

  test("an MCP tool's id label in markdown bold, **Request ID**, still names an id minted per run", () => {
    const mcp = (v: string[]) => `**Error**: rate limit exceeded\n**Request ID**: ${v[0]}\n**Retry after**: 60 seconds`
    expect(judged(mcp, ['9f2c4e1ab7d84c03a1e5b6f7c8d90e12'], ['1a7d03c5e9b24f68a0c1d2e3f4a5b6c7'])).toBe('same')
  })

  test('a message id labelled msgid is minted for each message', () => {
    const consoleLog = (v: string[]) => `msgid=${v[0]} [error] Failed to load resource: the server responded with a status of 500\nmsgid=${v[1]} [log] cart rendered`
    expect(judged(consoleLog, ['14', '15'], ['17', '18'])).toBe('same')
  })

  test('in a call that acts, the folder in the path of a log file the run wrote is named anew each run', () => {
    const install = (v: string[]) => `Exit code 1\n! Configure failed for Net-SSLeay-1.94. See /home/dev/.cpanm/work/${v[0]}/build.log for details.\n! Installing the dependencies failed`
    expect(judged(install, ['1764632871.48213'], ['1764633046.48597'])).toBe('same')
  })

  test('in a call that acts, the same line logged again and again until a deadline, only its timestamp moving, is the wait: the same outcome', () => {
    const create = (retries: number, start: number) =>
      `Exit code 1\n${Array.from({ length: retries }, (_, k) => `[2024-03-11 10:05:${String(start + k).padStart(2, '0')},417] WARN Connection to node -1 (localhost/127.0.0.1:9092) could not be established.`).join('\n')}\nError: Timed out waiting for a node assignment. Call: createTopics`
    expect(judgeTexts(create(5, 10), create(6, 30))).toBe('same')
  })

  test('in a call that acts, a date and time stamped into a path the run wrote is when it wrote there', () => {
    const e2e = (v: string[]) => `Exit code 1\n 1) AssertionError: expected alert to contain "Welcome"\n    Screenshot: /home/dev/app/screenshots/${v[0]}/test-2/errors/1.png\n 1/2 failed`
    expect(judged(e2e, ['2024-03-11_09-41-07'], ['2024-03-11_09-44-52'])).toBe('same')
  })

  test('an age after an aside in brackets, "up (pid 2841) 312 seconds", that grew is the same process still up', () => {
    const status = (v: string[]) => `up (pid 2841) ${v[0]} seconds, ready ${v[1]} seconds`
    expect(judged(status, ['312', '309'], ['371', '368'], { polled: true })).toBe('same')
  })

  test('one clock reading stamped on every row of an answer is when the answer was made', () => {
    const series = (v: string[]) => `[{"metric":{"job":"api"},"value":[${v[0]},"3"]},{"metric":{"job":"worker"},"value":[${v[0]},"2"]}]`
    expect(judged(series, ['1710150482.113'], ['1710150537.406'], { polled: true })).toBe('same')
  })

  test('test marks grouped in brackets, the failure in another group this run, are the same shuffled run', () => {
    expect(judgeTexts('Exit code 1\n[(....)(.F..)(...)]\nFAIL in (total-test)\n11 tests, 1 failure.', 'Exit code 1\n[(...)(....)(..F.)]\nFAIL in (total-test)\n11 tests, 1 failure.')).toBe('same')
  })

  test("in a call that acts, a number in a table's column headed as a time is how long that step took", () => {
    const summary = (v: string[]) => `Exit code 1\n+------+--------+-------------+\n| Step | Action | Time (in s) |\n+------+--------+-------------+\n| 1    | build  | ${v[0]}          |\n| 💥   | scan   | ${v[1]}          |\n+------+--------+-------------+\nfastlane finished with errors`
    expect(judged(summary, ['2', '79'], ['3', '67'])).toBe('same')
  })

  test('a bare "4m" with "ago" after it is an age, and one that grew is the same outcome', () => {
    const ps = (v: string[]) => `=== worker (Basic): bundle exec sidekiq (1)\nworker.1: crashed 2024/05/14 10:08:12 +0000 (~ ${v[0]} ago)`
    expect(judged(ps, ['4m'], ['6m'], { polled: true })).toBe('same')
  })

  test("ginkgo's bullets for passed specs are test marks: shuffled, the same run", () => {
    expect(judgeTexts('Exit code 1\n••••••\n•F••\n[FAIL] Cart applies the coupon\nRan 11 of 11 Specs', 'Exit code 1\n••••••••\n•F\n[FAIL] Cart applies the coupon\nRan 11 of 11 Specs')).toBe('same')
  })

  test('a time in a URL query, "?t=1715681523", and a draw after its kind\'s prefix, "req_…", are minted per request', () => {
    const refund = (v: string[]) => `Exit code 1\nerror: charge_already_refunded\nrequest: ${v[0]}\nlog: https://dashboard.example.com/logs/${v[0]}?t=${v[1]}`
    expect(judged(refund, ['req_Qb7Xk2LmN9pR4t', '1715681523'], ['req_W3nF8vYc1DsK6e', '1715681588'])).toBe('same')
  })

  test('in a call that acts, a process it says it started is its own: its pid, wherever it appears, is drawn anew', () => {
    const started = (v: string[]) => `Process started with PID ${v[0]} (shell: /bin/bash)\nInitial output:\n> tsc -p tsconfig.build.json\nsrc/cart.ts(42,17): error TS2304: Cannot find name 'discount'.\n\nProcess ${v[0]} has finished execution`
    expect(judged(started, ['48213'], ['49057'])).toBe('same')
  })

  test('an id labelled on a line its kind already proved is the same id wherever else it appears', () => {
    const crash = (v: string[]) => `Exit code 134\nworker pid: ${v[0]} aborted\ncore dumped to /var/crash/core-${v[0]}`
    expect(judged(crash, ['48213'], ['49057'])).toBe('same')
  })

  test('in a call that acts, the id of the run it started is minted by it', () => {
    const load = (v: string[]) => `Test run id: ${v[0]}\nScenarios launched: 600\nScenarios completed: 600\nhttp.codes.200: 600`
    expect(judged(load, ['tb7kq_8wgxdp4m2n3r6ej9yaz5h4c_f2a1'], ['t9xm2_pk4dr7w8qe3jn6tcbf5gy2a_91d3'])).toBe('same')
  })

  test('in a call that acts, the memory the run held at its peak is what it cost, like its time', () => {
    const compile = (v: string[]) => `Hint: used config file '/etc/nim/nim.cfg' [Conf]\nHint: mm: orc; threads: on; opt: none\n68412 lines; ${v[0]}s; ${v[1]}MiB peakmem; proj: src/fetcher.nim; out: src/fetcher [SuccessX]`
    expect(judged(compile, ['1.912', '71.23'], ['2.044', '71.25'])).toBe('same')
  })

  test('an age under a column headed AGE that grew is the clock: a pod still stuck is the same outcome', () => {
    const pods = (v: string[]) => `NAME                   READY   STATUS             RESTARTS   AGE\napi-7d9f8b6c5d-x2k4p   0/1     ImagePullBackOff   0          ${v[0]}\nweb-5c8d7f9b4-q8z2n    1/1     Running            0          2d`
    expect(judged(pods, ['5m'], ['7m'], { polled: true })).toBe('same')
  })

  test('a time labelled with its unit in one word, "timeInSec", is the run\'s time', () => {
    const report = (v: string[]) => `{\n  "summary": {\n    "filesAnalyzed": 41,\n    "errorCount": 2,\n    "timeInSec": ${v[0]}\n  }\n}`
    expect(judged(report, ['4.271'], ['3.958'])).toBe('same')
  })

  test('a digit of a version in the command is not what it asked for: "[2s/3s]" in a check of shop_0.3.0 is the run\'s time', () => {
    const check = (v: string[]) => `* checking tests ...\n  Running 'testthat.R' [${v[0]}s/${v[1]}s]\n ERROR\nRunning the tests in 'tests/testthat.R' failed.\nStatus: 1 ERROR`
    expect(judgeTexts(check(['2', '3']), check(['3', '4']), { asked: 'R CMD check shop_0.3.0.tar.gz' })).toBe('same')
  })

  test('places given out as "N of M" in another order, as parallel tasks finish, are the run\'s clock', () => {
    const build = (first: string, second: string) => `Starting "rush rebuild"\n\n==[ @acme/${first} ]=======[ 1 of 3 ]==\n"@acme/${first}" completed successfully\n==[ @acme/${second} ]=======[ 2 of 3 ]==\n"@acme/${second}" completed successfully\n==[ @acme/api ]=======[ 3 of 3 ]==\n"@acme/api" completed successfully`
    expect(judgeTexts(build('tokens', 'utils'), build('utils', 'tokens'))).toBe('same')
  })

  test('a run\'s time labelled in words with its unit in brackets, "Elapsed Time (Minutes):", is its clock', () => {
    const copy = (v: string[]) => `Job 6f1c2a9e summary\nElapsed Time (Minutes): ${v[0]}\nNumber of File Transfers: 3\nNumber of File Transfers Failed: 3\nFinal Job Status: Failed`
    expect(judged(copy, ['0.0341'], ['0.0367'])).toBe('same')
  })

  test('a DNS poll whose query id is new and whose cached record only grew older is the same answer', () => {
    const dig = (v: string[]) => `; <<>> DiG 9.18.28 <<>> api.shop.example.com\n;; global options: +cmd\n;; Got answer:\n;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: ${v[0]}\n;; flags: qr rd ra; QUERY: 1, ANSWER: 1, AUTHORITY: 0, ADDITIONAL: 1\n\n;; ANSWER SECTION:\napi.shop.example.com.\t${v[1]}\tIN\tA\t${v[2]}\n\n;; Query time: ${v[3]} msec\n;; SERVER: 127.0.0.53#53(127.0.0.53) (UDP)`
    expect(judged(dig, ['48213', '287', '203.0.113.17', '23'], ['7781', '250', '203.0.113.17', '0'], { polled: true })).toBe('same')
  })

  test('the speeds and times of curl\'s progress meter are this transfer\'s clock', () => {
    const curl = (v: string[]) => `  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current\n                                 Dload  Upload   Total   Spent    Left  Speed\n100  ${v[0]}  100  ${v[0]}    0     0   ${v[1]}      0 --:--:-- --:--:-- --:--:--  ${v[2]}\ncurl: (22) The requested URL returned error: 404`
    expect(judged(curl, ['1256', '8123', '8150'], ['1256', '7012', '7040'])).toBe('same')
  })

  test('in a call that acts, the id of the query it sent, "queryId=", is the run\'s own', () => {
    const hive = (v: string[]) => `Exit code 2\nINFO  : Compiling command(queryId=${v[0]}): select count(*) from sales\nError: Error while compiling statement: FAILED: SemanticException [Error 10001]: Table not found sales`
    expect(judged(hive, ['etl_20250304101122_3c9a1f7e'], ['etl_20250304101355_b81d0e42'])).toBe('same')
  })

  test('a time labelled by its unit and a word for time used, "seconds spent:", is the run\'s clock', () => {
    const sender = (v: string[]) => `info from server: "processed: 1; failed: 0; total: 1; seconds spent: ${v[0]}"\nsent: 1; skipped: 0; total: 1`
    expect(judged(sender, ['0.000061'], ['0.000048'])).toBe('same')
  })

  test('a time labelled with its unit in brackets and a word after it, and the rate beside it, are the run\'s clock', () => {
    const load = (v: string[]) => `Starting copy...\n1000 rows copied.\nNetwork packet size (bytes): 4096\nClock Time (ms.) Total     : ${v[0]}     Average : (${v[1]} rows per sec.)`
    expect(judged(load, ['187', '18245.99'], ['203', '16807.88'])).toBe('same')
  })

  test('a time labelled by one word of two without a colon, "ElapsedTime 2.81", is the run\'s clock', () => {
    const stats = (v: string[]) => `--------------[ Backup Statistics ]--------------\nElapsedTime ${v[0]} (${v[0]} seconds)\nSourceFiles 1204\nErrors 0`
    expect(judged(stats, ['2.81'], ['2.42'])).toBe('same')
  })

  test('parallel test marks in another order before the same count are the same run', () => {
    const marks = (v: string[]) => `Exit code 1\nRunning phpunit in 4 processes\n\n${v[0]}   8 / 8 (100%)\n\nFAILURES!\nTests: 8, Assertions: 19, Failures: 1.`
    expect(judged(marks, ['..F.....'], ['.....F..'])).toBe('same')
  })

  test('a port labelled as the local end of a connection the run opened is drawn by the kernel', () => {
    const start = (v: string[]) => `INFO[0000] Starting the instance "dev"\nINFO[0001] SSH Local Port: ${v[0]}\nFATA[0600] did not receive an event with the "running" status`
    expect(judged(start, ['60522'], ['58341'])).toBe('same')
  })

  test('in a call that acts, a step in -ing the first run took and the next found done (cargo\'s "Compiling") is preparation', () => {
    const ci = (compiled: string) => `[make] Running Task: test\n${compiled}    Finished \`test\` profile target(s)\n     Running unittests src/lib.rs\n\nrunning 2 tests\ntest cart::add ... ok\ntest cart::total ... FAILED\n\ntest result: FAILED. 1 passed; 1 failed`
    expect(judgeTexts(ci('   Compiling shop v0.4.1 (/home/dev/shop)\n'), ci(''))).toBe('same')
  })

  test('a line labelled as the time the run took, "time elapsed: connect=… rpc=…", is its clock, in a poll too', () => {
    const probe = (v: string[]) => `establishing connection\ntime elapsed: connect=${v[0]} rpc=${v[1]}\nservice unhealthy (responded with "NOT_SERVING")`
    expect(judged(probe, ['2.418913ms', '1.077402ms'], ['1.96337ms', '884.611µs'], { polled: true })).toBe('same')
  })

  test('a time spelled in "mseconds" is a time', () => {
    const watch = (v: string[]) => `>>>> Start compiling\nDependency Finished\n>>>> Finish compiling ${v[0]} mseconds\n<status>running</status>`
    expect(judged(watch, ['183'], ['207'])).toBe('same')
  })

  test('a test\'s time below the clock\'s resolution, "[< 1 ms]", is a time like the others', () => {
    const tests = (v: string[]) => `Starting test execution, please wait...\n  Passed Cart.Add [${v[0]}]\n  Passed Cart.Total [${v[1]}]\n  Failed Coupon.Expired [27 ms]\nTotal tests: 3`
    expect(judged(tests, ['< 1 ms', '4 ms'], ['2 ms', '< 1 ms'])).toBe('same')
  })

  test('a run\'s time with a capitalised unit, "Total time: 1.8342 Seconds", is its clock', () => {
    const tests = (v: string[]) => `Failed Coupon.Expired [27 ms]\nTotal tests: 3\n     Passed: 2\n     Failed: 1\n Total time: ${v[0]} Seconds`
    expect(judged(tests, ['1.8342'], ['2.0917'])).toBe('same')
  })

  test('in a call that acts, rates per second of a run that reports its time are its counts over that time', () => {
    const suite = (v: string[]) => `Exit code 1\nStarted\n..F\nFailure: test_total(TestInvoice)\nFinished in ${v[0]} seconds.\n6 tests, 9 assertions, 1 failures, 0 errors\n${v[1]} tests/s, ${v[2]} assertions/s`
    expect(judged(suite, ['0.004518297', '1327.93', '1991.90'], ['0.005102884', '1175.81', '1763.71'])).toBe('same')
  })

  test('the times and speed after a progress bar are the clock of the work it draws', () => {
    const upload = (v: string[]) => `Uploading dist/shop-1.2.0.tar.gz (14.2MiB)\n100%|██████████| 14.9M/14.9M [00:${v[0]}<00:00, ${v[1]}/s]\nError: 502 Bad Gateway`
    expect(judged(upload, ['04', '3.41MB'], ['05', '2.86MB'])).toBe('same')
  })

  test('a spinner\'s braille frame is where the clock stood', () => {
    const build = (v: string[]) => `[${v[0]}] Compiling 42 files with Solc 0.8.24\nError (7576): Undeclared identifier.\n --> src/Vault.sol:31:9:`
    expect(judged(build, ['⠘'], ['⠒'])).toBe('same')
  })

  test('a number opening most lines before a log level is the milliseconds since the run started', () => {
    const log = (v: string[]) => `${v[0]} INFO: PyInstaller: 6.11.1\n${v[1]} INFO: Python: 3.12.7\n${v[2]} INFO: Appending 'datas' from .spec\n${v[3]} ERROR: Unable to find '/home/dev/app/assets' when adding binary and data files.`
    expect(judged(log, ['101', '102', '1183', '1190'], ['97', '98', '1129', '1131'])).toBe('same')
  })

  test('an age under a column headed SINCE that grew is the same thing, older', () => {
    const row = (name: string, ready: string, severity: string, reason: string, since: string, message: string): string =>
      `${name.padEnd(32)}${ready.padEnd(7)}${severity.padEnd(10)}${reason.padEnd(29)}${since.padEnd(7)}${message}`.trimEnd()
    const tree = (v: string[]) =>
      [row('NAME', 'READY', 'SEVERITY', 'REASON', 'SINCE', 'MESSAGE'), row('Cluster/edge-01', 'True', '', '', v[0]!, ''), row('└─MachineDeployment/edge-01-md', 'False', 'Warning', 'WaitingForAvailableMachines', v[1]!, 'Minimum availability requires 2 replicas')].join('\n')
    expect(judged(tree, ['41m', '43m'], ['51m', '53m'])).toBe('same')
  })

  test('a label that names a minted id, spelled as a folder of a link ("/traces/<id>"), names that id', () => {
    const run = (v: string[]) => `Exit code 1\n--- FAIL: TestCartTotal (0.00s)\n    cart_test.go:14: got 20, want 30\nFAIL\nFull trace at https://dagger.cloud/acme/traces/${v[0]}`
    expect(judged(run, ['5f0c2e9a41b7d3c88e61f0a2b9d4e713'], ['c81d3a07e5f2b946a0d7e1c3f85b2a69'])).toBe('same')
  })

  test('in a call that acts, a run id under a compound label ("dag_run_id") is the run\'s own', () => {
    const trigger = (v: string[]) => `{\n  "dag_id": "orders_etl",\n  "dag_run_id": "manual__${v[0]}",\n  "state": "queued"\n}`
    expect(judged(trigger, ['2026-12-02T04:21:07.318245+00:00'], ['2026-12-02T04:23:51.004112+00:00'])).toBe('same')
  })

  test('in a call that acts, the numbers of its log file\'s name count as such however joined to a word ("cmd_2026-12-02_04.31.12")', () => {
    const install = (v: string[]) => `Exit code 1\nFatal error from pip prevented installation. Full pip output in file:\n    /home/dev/.local/state/pipx/log/cmd_${v[0]}_pip_errors.log\nERROR: No matching distribution found for ruff==9.9.9`
    expect(judged(install, ['2026-12-02_04.31.12'], ['2027-01-03_05.33.47'])).toBe('same')
  })

  test('a time column opening most entries is one, lines that go on an entry (indented, a printed list) aside', () => {
    const log = (v: string[]) => `${v[0]} INFO: Module search paths:\n['/srv/app/src',\n '/usr/lib/python3.12',\n '/usr/lib/python3.12/lib-dynload']\n${v[1]} INFO: Appending 'datas' from .spec\n${v[2]} INFO: Analyzing modules\nERROR: Unable to find '/srv/app/assets'`
    expect(judged(log, ['104', '1183', '1190'], ['104', '1129', '1131'])).toBe('same')
  })

  test('an uptime counted in seconds past a day is still an uptime: one that grew is the same process', () => {
    const status = (v: string[]) => `version: 1.19.2\nverbosity: 1\nthreads: 4\nuptime: ${v[0]} seconds\nunbound (pid 812) is running...`
    expect(judged(status, ['86417'], ['86479'], { polled: true })).toBe('same')
  })

  test('a temp folder drawn anew around the same thing is noise', () => {
    const lock = (v: string[]) => `Exit code 1\n✘ Locking Failed!\nInstallationError: Command "python setup.py egg_info" failed with error code 1 in /tmp/${v[0]}build/pycurl/`
    expect(judged(lock, ['tmp4kq9z2vn'], ['tmpe5r2j7qa'])).toBe('same')
  })

  test('in a call that acts, what is named after a drawn name is drawn with it', () => {
    const workflow = (v: string[]) => `Exit code 1\nName: build-${v[0]}\nPhase: Failed\n ├───✔ compile  build-${v[0]}-compile-${v[1]}\n └───✖ test     build-${v[0]}-test-${v[2]}  Error (exit code 1)`
    expect(judged(workflow, ['7qzkp', '3117094815', '2215709442'], ['m4x8d', '1846203957', '4093317268'])).toBe('same')
  })

  test('a faulting process id labelled as one is the run\'s own in a call that acts', () => {
    const crash = (v: string[]) => `Exit code 1\nFaulting application name: api.exe\nFaulting process id: ${v[0]}\nException code: 0xc0000374`
    expect(judged(crash, ['0x1cf4'], ['0x1fc8'])).toBe('same')
  })

  test('a log prefix of a clock time with AM or PM is the run\'s clock', () => {
    const scan = (v: string[]) => `Exit code 1\n${v[0]} INF 212 commits scanned.\n${v[0]} INF scan completed in 1.2s\n${v[0]} WRN leaks found: 2`
    expect(judged(scan, ['10:12AM'], ['10:14AM'])).toBe('same')
  })

  test('a waiting time labelled inside a JSON string that grew is an age', () => {
    const queue = (v: string[]) => `{"text":"{\\"job\\":\\"e2e\\",\\"status\\":\\"queued\\",\\"waiting_seconds\\":${v[0]}}"}`
    expect(judged(queue, ['252'], ['314'], { polled: true })).toBe('same')
  })

  test('a hex tag a tool gives each command it runs, on its Running and Finished lines, is minted per run', () => {
    const deploy = (v: string[]) => `Exit code 1\n  INFO [${v[0]}] Running docker -v on 10.0.1.11\n  INFO [${v[0]}] Finished with exit status 0 (successful).\nERROR (SSHKit::Command::Failed): container not healthy`
    expect(judged(deploy, ['4f1c2a9e'], ['1d7e0b4f'])).toBe('same')
  })

  test("logrus's seconds since the program started, INFO[0006], are the run's clock", () => {
    const pull = (v: string[]) => `Exit code 1\nFATA[${v[0]}] failed to resolve reference "ghcr.io/acme/api:1.4.2": not found`
    expect(judged(pull, ['0001'], ['0002'])).toBe('same')
  })

  test("the local end's port of a connection the run opened is the kernel's pick", () => {
    const stat = (v: string[]) => `Connected to 93.184.215.14:443 from 192.168.1.23:${v[0]}\nHTTP/2 200\ncontent-type: application/json`
    expect(judged(stat, ['51742'], ['49306'])).toBe('same')
  })

  test('a time labelled duration_ms without a colon is the run\'s time', () => {
    const tap = (v: string[]) => `✔ rounds half up\n✖ totals the cart\nℹ tests 2\nℹ fail 1\nℹ duration_ms ${v[0]}`
    expect(judged(tap, ['48.117'], ['53.027'])).toBe('same')
  })

  test('a request id with letters, labelled as one, is the same outcome', () => {
    const mcp = (v: string[]) => `MCP error -32603: API rate limit exceeded for installation. [request ID ${v[0]}]`
    expect(judged(mcp, ['C0A1:3F5B2:1A2B3C4:1D2E3F4:6762A1B2'], ['D7E9:1B2C3:9F8E7D6:5C4B3A2:6762A1F9'])).toBe('same')
  })

  test('the id of a deployment a call that acts started, after the deployment\'s name, is the same outcome', () => {
    const deploy = (v: string[]) => `Exit code 1\n==> Triggering a deployment of job billing\n==> deployment ${v[0]} failed: progress deadline reached\n==> alloc ${v[1]}: failed to pull image "registry.example.com/billing:2.14.0": manifest unknown`
    expect(judged(deploy, ['2b7e9d03', '3e9a1c07'], ['6d0c3f8e', '71f0b2d5'])).toBe('same')
  })

  test('a scan id under a label joining the work and an id word, in a call that acts, is the same outcome', () => {
    const scan = (v: string[]) => `Exit code 1\n  Initializing scan (deployment=acme, scan_id=${v[0]})\n  Blocking findings: 1\n  python.lang.security.sqli: src/orders.py:41`
    expect(judged(scan, ['48213312'], ['48214027'])).toBe('same')
  })

  test('ages that all grew by the time between two polls are the same outcome', () => {
    const status = (v: string[]) => `   PID  Up        Down      Name\n  2817  ${v[0]}               api\n  2840  ${v[1]}               mailer\n                  ${v[2]}   worker`
    expect(judged(status, ['4h12m31s', '4h12m30s', '6m2.11s'], ['4h14m07s', '4h14m06s', '7m38.4s'], { polled: true })).toBe('same')
  })

  test('a name the run says it made, stamped with when it made it, is the same outcome', () => {
    const make = (v: string[]) => `Using environment: development\nCreated Migration: /home/dev/billing/migrations/${v[0]}_add_vat_rates.js\nDone.`
    expect(judged(make, ['20261202064411'], ['20261202064902'])).toBe('same')
  })

  test('a time labelled "execution time" with no unit is the run\'s time', () => {
    const utest = (v: string[]) => `assertations: 212\nsuccesses: 211\nerrors: 1\nexecution time: ${v[0]}\n\nRoundingTest.testHalfUp: FAILURE\n  expected 3 but it is 2`
    expect(judged(utest, ['0.184'], ['0.171'])).toBe('same')
  })

  test('the tokens and tool uses a subagent\'s usage report gives are what it spent: the same outcome', () => {
    const task = (v: string[]) => `Found 3 call sites of computeTax in src/.\nagentId: ${v[0]} (for resuming)\n<usage>total_tokens: ${v[1]}\ntool_uses: ${v[2]}\nduration_ms: ${v[3]}</usage>`
    expect(judged(task, ['a3f91c2', '18422', '9', '41233'], ['b07e4d8', '17960', '8', '38710'])).toBe('same')
  })

  test('a pid in brackets with blanks inside, on every line, is a process tag: the same outcome', () => {
    const log = (v: string[]) => `2026.12.02 08:41:07.118 [ ${v[0]} ] {} <Information> Application: starting up\n2026.12.02 08:41:07.120 [ ${v[0]} ] {} <Error> Application: Listen [::1]:9000 failed: Address already in use\n2026.12.02 08:41:07.121 [ ${v[0]} ] {} <Information> Application: shutting down`
    expect(judged(log, ['94107'], ['95820'])).toBe('same')
  })

  test('the process a server says it is starting as, in a call that acts, is the run\'s own: the same outcome', () => {
    const mysqld = (v: string[]) => `Exit code 1\n[System] [MY-010116] [Server] /usr/sbin/mysqld (mysqld 8.0.40) starting as process ${v[0]}\n[ERROR] [MY-010262] [Server] Can't start server: Bind on TCP/IP port: Address already in use\n[ERROR] [MY-010119] [Server] Aborting`
    expect(judged(mysqld, ['72391'], ['73060'])).toBe('same')
  })

  test('when a run started and ended, moved on by the time between the runs give or take its own length, is the run\'s clock', () => {
    const flow = (v: string[]) => `Info: Running Quartus Prime Shell\n    Info: Processing started: Wed Dec  2 ${v[0]} 2026\n    Info: Quartus Prime Shell was successful. 0 errors, 12 warnings\n    Info: Processing ended: Wed Dec  2 ${v[1]} 2026\n    Info: Elapsed time: ${v[2]}`
    expect(judged(flow, ['08:40:12', '08:41:47', '00:01:35'], ['08:45:03', '08:46:41', '00:01:38'])).toBe('same')
  })

  test('the CPU time a line reporting the run\'s wall time gives, and the parts of that time, are the run\'s clock', () => {
    const build = (v: string[]) => `- V e r i l a t i o n   R e p o r t: Verilator 5.028\n- Verilator: Built from 4.112 MB sources in 38 modules\n- Verilator: Walltime ${v[0]}s (elab=${v[1]}, cvt=${v[2]}, bld=${v[3]}); cpu ${v[4]}s on 4 threads; alloced 412.387 MB`
    expect(judged(build, ['38.412', '0.912', '9.718', '27.330', '61.207'], ['36.925', '0.887', '9.402', '26.311', '58.944'])).toBe('same')
  })

  test('a download rate whose unit changed with its number is the run\'s clock', () => {
    const fetch = (v: string[]) => `2 new packages to install.\nRetrieving package libpq5-16.4-1.1.x86_64    (1/2), 214.3 KiB (815.7 KiB unpacked)\nRetrieving: libpq5-16.4-1.1.x86_64.rpm ........[done (${v[0]}/s)]\nRetrieving package postgresql16-16.4-1.1.x86_64    (2/2),   1.4 MiB (  5.4 MiB unpacked)\nRetrieving: postgresql16-16.4-1.1.x86_64.rpm ....[done (${v[1]}/s)]\n(1/2) Installing: libpq5-16.4-1.1.x86_64 ......[done]\n(2/2) Installing: postgresql16-16.4-1.1.x86_64 ......[done]`
    expect(judged(fetch, ['1.9 MiB', '6.3 MiB'], ['842.6 KiB', '4.1 MiB'])).toBe('same')
  })

  test('a pid a line labels, taken out there by its kind, is the same pid in a column of every line: the same outcome', () => {
    const log = (v: string[]) => `Exit code 1\n08:47:01 - dagster - DEBUG - nightly_orders - ${v[0]} - RUN_START - Started execution of run for "nightly_orders".\n08:47:01 - dagster - DEBUG - nightly_orders - ${v[0]} - ENGINE_EVENT - Executing steps in process (pid ${v[0]})\n08:47:04 - dagster - ERROR - nightly_orders - ${v[0]} - STEP_FAILURE - Execution of step "load_orders" failed.`
    expect(judged(log, ['73215'], ['74608'])).toBe('same')
  })

  test('a JVM object\'s identity hash in its default name, in a call that acts, is drawn each run: the same outcome', () => {
    const lein = (v: string[]) => `Exit code 1\n\nFAIL in (totals-test) (core_test.clj:14)\nexpected: (= {:net 100M, :vat 20M} (totals order))\n  actual: (not (= {:net 100M, :vat 20M} #object[java.util.concurrent.CompletableFuture 0x${v[0]} "java.util.concurrent.CompletableFuture@${v[0]}[Completed normally]"]))\n\nRan 4 tests containing 9 assertions.\n1 failures, 0 errors.`
    expect(judged(lein, ['5c7a1e3d'], ['1b94e07f'])).toBe('same')
  })

  test('a rate beside an amount that stood still, in another unit of size, is the run\'s clock', () => {
    const push = (v: string[]) => `Exit code 1\nEnumerating objects: 11, done.\nWriting objects: 100% (6/6), 1.27 KiB | ${v[0]} MiB/s, done.\nTotal 6 (delta 4), reused 0 (delta 0)\nremote: ERROR: missing Change-Id in message footer`
    expect(judged(push, ['3.18'], ['2.41'])).toBe('same')
  })

  test('the times of a run\'s phases, fields most of which are times, are the run\'s clock', () => {
    const gen = (v: string[]) => `Scanning sources...\nFound 41 types in 0.2s\n\tParsing: ${v[0]}s\n\tCombining: ${v[1]}s\n\tTemplates: ${v[2]}s\n\tGeneration: ${v[3]}s\nGenerated 3 files: Mocks.generated.swift`
    expect(judged(gen, ['0.0231', '0.0042', '0.0012', '0.0101'], ['0.0218', '0.0047', '0.0014', '0.0098'])).toBe('same')
  })

  test('a duration in a unit spelled in two words, "milli seconds", is the run\'s time', () => {
    const producer = (v: string[]) => `Connection brokerURL = tcp://localhost:61616\nProducer ActiveMQQueue[orders.replay], thread=0 Started to calculate elapsed time ...\nProducer ActiveMQQueue[orders.replay], thread=0 Produced: 1000 messages\nProducer ActiveMQQueue[orders.replay], thread=0 Elapsed time in milli second : ${v[0]} milli seconds`
    expect(judged(producer, ['2417'], ['1946'])).toBe('same')
  })

  test('ages under a column whose name of several words ends in AGO, grown, are the same outcome', () => {
    const dataplanes = (v: string[]) => `MESH      NAME                  STATUS    LAST UPDATED AGO   TOTAL UPDATES\ndefault   backend-7d9f8c6b5-x2kqp   Online    ${v[0]}                12\ndefault   redis-5c8d6f7b9-4mzvn     Online    ${v[1]}                9\ndefault   frontend-6b7c8d9f-q2wrt   Offline   never              0`
    expect(judged(dataplanes, ['37m', '52m'], ['41m', '56m'], { polled: true })).toBe('same')
  })

  test('a snapshot the run says it created, named by when and a hex drawn beside it, is the same outcome', () => {
    const backup = (v: string[]) => `info\tvmbackup/main.go:118\tCreated snapshot ${v[0]}-${v[1]}\ninfo\tbackup.go:97\tobtained 1842 parts from src fslocal "/victoria-metrics-data/snapshots/${v[0]}-${v[1]}"\ninfo\tbackup.go:181\tuploading 0 parts\ninfo\tvmbackup/main.go:124\tDeleted snapshot ${v[0]}-${v[1]}`
    expect(judged(backup, ['20261202095801', '180D2E6F9A4B1C7E'], ['20261202100415', '180D2F1B3C7E9A05'])).toBe('same')
  })
  test('the CPU times a line gives beside the run\'s elapsed time, after a `CPU:` label, are the run\'s clock', () => {
    const vacuum = (v: string[]) => `INFO:  vacuuming "public.orders"\nINFO:  "orders": found 0 removable, 48211 nonremovable row versions in 912 pages\nDETAIL:  CPU: user: ${v[0]} s, system: ${v[1]} s, elapsed: ${v[2]} s.\nVACUUM`
    expect(judged(vacuum, ['0.12', '0.03', '0.19'], ['0.15', '0.02', '0.21'])).toBe('same')
  })

  test('how long a step took, after a word that says the step is over and its verb in -ing, is the run\'s time', () => {
    const site = (v: string[]) => `Exit code 1\nInfo: Building site...\nWarning: [Build] Invalid file link: (~/guide/setup.md)\nInfo: Completed rendering in ${v[0]} milliseconds.\nBuild failed: 1 warning treated as error`
    expect(judged(site, ['812.4417'], ['790.2051'])).toBe('same')
  })

  test('a duration under a key that names the run\'s time, in a one-line error, is the run\'s time', () => {
    const error = (v: string[]) => `Error executing tool query: {"status":"errors","errors":[{"code":4010,"msg":"unknown field orders.totl"}],"metrics":{"elapsedTime":"${v[0]}ms","executionTime":"${v[1]}ms","resultCount":0}}`
    expect(judged(error, ['3.411207', '3.102944'], ['2.978113', '2.741520'])).toBe('same')
  })

  test('the local port under a key that ends in `from`, in a call that acts, is the one the kernel picked', () => {
    const error = (v: string[]) => `Error: timeout dispatching request {'last_dispatched_to': '10.1.0.9:8093', 'last_dispatched_from': '10.1.0.4:${v[0]}', 'retry_attempts': 3}`
    expect(judged(error, ['51206'], ['60412'])).toBe('same')
  })

  test('a date and time written as one number, moved in step with the run\'s other clock readings, is the run\'s clock', () => {
    const pkg = (v: string[]) => `>>> shop: started ${v[0]}\n(1/2) Installing .makedepends-shop (${v[1]})\nOK: 412 MiB in 88 packages\n(1/2) Purging .makedepends-shop (${v[1]})\n>>> shop: finished ${v[2]}`
    expect(judged(pkg, ['2026-12-02 09:54:40', '20261202.095441', '2026-12-02 09:54:52'], ['2026-12-02 10:03:12', '20261202.100313', '2026-12-02 10:03:25'])).toBe('same')
  })

  test('an epoch labelled `time-stamp`, in a call that acts, is when the run did its work', () => {
    const build = (v: string[]) => `Exit code 1\nI: build-time-stamp: ${v[0]}\nI: Installing the build-deps\nE: Unsatisfiable build-dependency: libgeo-dev (>= 3.9)`
    expect(judged(build, ['1796205330'], ['1796205891'])).toBe('same')
  })

  test('the time a step of the run took, under its step\'s name and `Time`, is the run\'s clock', () => {
    const summary = (v: string[]) => `Exit code 1\nStatus: attempted\nFail-Stage: run-post-build-commands\nBuild-Time: ${v[0]}\nInstall-Time: ${v[1]}\nPackage-Time: ${v[2]}`
    expect(judged(summary, ['19', '26', '47'], ['21', '24', '52'])).toBe('same')
  })

  test('a row of progress marks with a capital letter among the dots, in another order, is the same outcome', () => {
    const lint = (v: string[]) => `Exit code 1\n${v[0]} 60/60 (100 %)\n\nChecked 60 files in 0.4 seconds\nSyntax error found in 1 file`
    expect(judged(lint, ['.........X..................................................'], ['...................................X........................'])).toBe('same')
  })

  test('a UUID without its dashes, drawn anew in a call that acts, is the run\'s own name', () => {
    const chroot = (v: string[]) => `Exit code 10\nINFO: Running in chroot: ['/usr/bin/systemd-nspawn', '-q', '-M', '${v[0]}', '-D', '/var/lib/mock/root']\nerror: Bad exit status (%check)\nERROR: Command failed`
    expect(judged(chroot, ['7c2e9a41b0d34f6e9a1c5b7d3e0f2a86'], ['d41b7e02c9a84b35b6e0f1a2c3d4e5f7'])).toBe('same')
  })

  test('the id of a container the run made, and of the one it removed, which the run before made, are drawn each run', () => {
    const up = (v: string[]) => `Start: Run: docker rm -f ${v[0]}\nStart: Run: docker run -d shop-dev\nContainer started\n{"outcome":"success","containerId":"${v[1]}"}`
    expect(judged(up, ['4f2a9c1d7b3e', '9c1e7f3a2b8d4e60a5f19c3d7b2e8a41f0c6d5b9e3a7f2c1d8b4e6a0f9c3d2b1'], ['9c1e7f3a2b8d', '2d7b0e9f4a1c3b58e6d20f7a9c4b1e35d8a6f0c2b7e9d4a1f3c5b8e0d2a6f9c4'])).toBe('same')
  })

  test('a work folder named by a number alone, on a line that says the run removes it, is the run\'s own', () => {
    const build = (v: string[]) => `Exit code 1\nI: Building the package\nE: pbuilder-satisfydepends failed.\nI: removing directory /var/cache/builder/work/${v[0]} and its subdirectories`
    expect(judged(build, ['48213'], ['51377'])).toBe('same')
  })

  test('a second draw of letters and digits in a name drawn anew is drawn with it', () => {
    const filter = (v: string[]) => `Exit code 1\nI: NOTICE: Log filtering will replace 'build/shop-${v[0]}/resolver-${v[1]}' with '<<RESOLVERDIR>>'\nE: Build failed (dpkg-buildpackage died)`
    expect(judged(filter, ['Ek3pQz', 'Zt81vA'], ['Mo4rWh', 'Dd07dE'])).toBe('same')
  })
  test('clock ticks a runner counts for its run are the run\'s time', () => {
    const run = (v: string[]) => `* Suite queue:\nFAIL pops_in_order: expected 3, got 4 (queue_test.c:41)\n\n4 tests - 3 passed, 1 failed, 0 skipped (${v[0]} ticks, 0s)\nTotal: 4 tests (${v[1]} ticks, 0.001s), 9 assertions`
    expect(judged(run, ['412', '519'], ['388', '497'])).toBe('same')
  })

  test('a test runner\'s `Time:` sentence after a build task\'s tag is the run\'s time', () => {
    const build = (v: string[]) => `test:\n     [exec] PHPUnit 10.5.20 by Sebastian Bergmann and contributors.\n     [exec] ..F.                                                  4 / 4 (100%)\n     [exec] Time: ${v[0]}, Memory: 10.00 MB\n     [exec] FAILURES!\n     [exec] Tests: 4, Assertions: 7, Failures: 1.`
    expect(judged(build, ['00:00.412'], ['00:00.437'])).toBe('same')
  })

  test('a download rate with its unit on its number, beside an amount that stood still, is the run\'s clock', () => {
    const fetch = (v: string[]) => `conda-forge/linux-64                                39.2MB @   ${v[0]}/s  5.3s\nconda-forge/noarch                                  16.9MB @   ${v[1]}/s  2.8s\n\nTransaction finished`
    expect(judged(fetch, ['7.4MB', '6.1MB'], ['8.0MB', '4.9MB'])).toBe('same')
  })

  test('the speed and time before a progress bar, whose line ends in a percentage, are the transfer\'s clock', () => {
    const pull = (v: string[]) => `downloading from https://ci.example.org/nar/ripgrep-14.1.0 ...\n ripgrep-14.1.0  1.7MiB                        ${v[0]}/s ${v[1]} ▕██████████▏ 100.0%\nbuilding profile with 1 package...`
    expect(judged(pull, ['2.3MiB', '00:01'], ['3.1MiB', '00:00'])).toBe('same')
  })

  test('a line that says the run waits, printed as often as the wait took, is one wait', () => {
    const stop = (n: number) => `${'WARNING: Waiting for service \'Print Spooler (Spooler)\' to stop...\n'.repeat(n)}\nStatus  Name    DisplayName\n------  ----    -----------\nStopped Spooler Print Spooler`
    expect(judgeTexts(stop(2), stop(4))).toBe('same')
  })

  test('a pid a line names and then says was started, in a call that acts, is the run\'s own child', () => {
    const start = (v: string[]) => `worker.0: process with pid ${v[0]} started.\nworker.1: process with pid ${v[1]} started.`
    expect(judged(start, ['48213', '48219'], ['51377', '51384'])).toBe('same')
  })

  test('ISO 8601 durations that grew by one amount in a poll are ages', () => {
    const execution = (v: string[]) => `{\n  "state": { "current": "RUNNING", "duration": "${v[0]}" },\n  "tasks": [\n    { "id": "load", "state": { "current": "RUNNING", "duration": "${v[1]}" } }\n  ]\n}`
    expect(judged(execution, ['PT15M12.447S', 'PT13M7.902S'], ['PT15M43.019S', 'PT13M38.474S'], { polled: true })).toBe('same')
  })

  test('a new id beside an id the call asked about, the same in both runs, is minted by the run', () => {
    const deploy = (v: string[]) => `Triggered a new deployment of service "api".\nDeployment ID: ${v[0]}\nBuild logs: https://deploy.example/project/c2f81a40-6e3d-4b59-9a17-d80e4f6c3b25/service/api?id=${v[0]}`
    expect(judgeTexts(deploy(['9a7e3c15-2b4d-4f80-8e61-c0d5b3a7f492']), deploy(['5c0b8d27-e14f-4a93-b6d2-7f3e9a1c0b58']), { asked: '{"projectId":"c2f81a40-6e3d-4b59-9a17-d80e4f6c3b25","service":"api"}' })).toBe('same')
  })

  test('when what the call made was created, moved on by less than a day, and the secret it drew, are the same outcome', () => {
    const item = (v: string[]) => `{\n  "id": "db-main",\n  "title": "orders db",\n  "password": "${v[0]}",\n  "created_at": "${v[1]}",\n  "updated_at": "${v[1]}"\n}`
    expect(judged(item, ['x9#Kp2vQ!mR4tL7w', '2026-12-02T10:56:12.118402Z'], ['D4@wq8Zr%n2Hy6Ks', '2026-12-02T10:58:40.902137Z'])).toBe('same')
  })
  test('a pid in brackets after its label, `pid[91734]`, is labelled', () => {
    const node = (v: string[]) => `Exit code 1\n[INFO ][o.e.n.Node] [node-1] version[8.15.3], pid[${v[0]}], build[deb/f97532e6], OS[Linux/6.8.0/amd64]\n[ERROR][o.e.b.Elasticsearch] fatal exception while booting: failed to obtain node locks`
    expect(judged(node, ['91734'], ['92206'])).toBe('same')
  })

  test('a spinner drawn in ASCII alone in brackets is where the clock stood', () => {
    const wait = (v: string[]) => `Exit code 1\nWaiting up to 180 seconds to see the server running on port 8983 [${v[0]}]\nStill not seeing it listening on 8983 after 180 seconds!`
    expect(judged(wait, ['|'], ['/'])).toBe('same')
  })

  test('the samples of a progress report on its way to 100 %, in a call that acts, are where the clock stood', () => {
    const move = (v: string[]) => `  /dev/sdd1: Moved: ${v[0]}%\n  /dev/sdd1: Moved: ${v[1]}%\n  /dev/sdd1: Moved: ${v[2]}%\n  /dev/sdd1: Moved: 100.00%`
    expect(judged(move, ['12.40', '48.91', '83.07'], ['13.02', '49.66', '84.15'])).toBe('same')
  })

  test('a `creationTimestamp` of what the call made, moved on by less than a day, is the same outcome', () => {
    const submit = (v: string[]) => `{\n  "metadata": {\n    "name": "nightly-etl-x7k2p",\n    "creationTimestamp": "${v[0]}"\n  },\n  "status": { "phase": "Pending" }\n}`
    expect(judged(submit, ['2026-12-02T11:14:20Z'], ['2026-12-02T11:18:02Z'])).toBe('same')
  })
  test('the thread id in glog\'s line header, on a line of its own, is a fixed place of a known format', () => {
    const apply = (v: string[]) => `Exit code 1\nE1202 ${v[0]}   ${v[1]} main.go:56] rpc error: code = Unknown desc = schema change failed: Duplicate key name 'idx_email'`
    expect(judged(apply, ['11:51:14.208831', '73412'], ['11:58:40.117204', '74088'])).toBe('same')
  })
  test('a sanitizer\'s `==N==` opening a line is its pid, even on one line', () => {
    const msan = (v: string[]) => `Exit code 77\n[ RUN      ] Parser.ReadsLength\n==${v[0]}==WARNING: MemorySanitizer: use-of-uninitialized-value\n    #0 0x${v[1]} in parse_len /app/src/parse.c:42:9\nSUMMARY: MemorySanitizer: use-of-uninitialized-value /app/src/parse.c:42:9 in parse_len\nExiting`
    expect(judged(msan, ['52817', '55d1c2e3a1b4'], ['53390', '5607a91c51b4'])).toBe('same')
  })

  test('a pid a label names, inside the name of a file the run wrote (`core.40517`, `hs_err_pid40517.log`), is that pid', () => {
    const crash = (v: string[]) => `Exit code 134\n#  SIGSEGV (0xb) at pc=0x00007f2c1a4e51c7, pid=${v[0]}, tid=${v[1]}\n# Core dump will be written (or dumping to /srv/core.${v[0]})\n# An error report file is saved as:\n# /srv/hs_err_pid${v[0]}.log`
    expect(judged(crash, ['40517', '40538'], ['41203', '41224'])).toBe('same')
  })

  test('a duration after a field\'s label glued to its `=`, `db=0.0004s`, is no comparison', () => {
    const seeds = (v: string[]) => `[debug] QUERY OK db=${v[0]}s idle=${v[1]}s\nINSERT INTO "categories" ("name") VALUES ($1) ["Books"]\n[info] seeded 3 categories`
    expect(judged(seeds, ['0.0004', '1.0216'], ['0.0005', '1.1872'])).toBe('same')
  })
  test('the id right after the name of an operation the call started, and a labelled `hashCode`, are drawn each run', () => {
    const load = (v: string[]) => `Exit code 3\nOperation directory: /srv/logs/UNLOAD_${v[0]}\nOperation UNLOAD_${v[0]} failed: no host reachable: Node(endPoint=db-1/10.0.2.14:9042, hostId=null, hashCode=${v[1]})`
    expect(judged(load, ['20261202-110412-283104', '5f3e8a21'], ['20261202-111905-640288', '1c7d40b9'])).toBe('same')
  })

  test('in a call that acts, the id in a link\'s folder naming the work it started is drawn each run', () => {
    const run = (v: string[]) => `Run URL: https://ci.example.net/?o=555#job/214983706521844/run/${v[0]}\n\n2026-12-02 11:05:31 "nightly" RUNNING\nError: INTERNAL_ERROR: task failed`
    expect(judged(run, ['883451207662019'], ['883451207669355'])).toBe('same')
  })

  test('Ruby Logger\'s pid after `#` closing its bracket, on lines that say different things, is the process\'s tag', () => {
    const boot = (v: string[]) => `Exit code 1\nI, [2026-12-02T11:05:31.123456 #${v[0]}]  INFO -- : Refreshing Gem list\nE, [2026-12-02T11:05:32.223456 #${v[0]}] ERROR -- : adding listener failed addr=0.0.0.0:8080 (in use)`
    expect(judged(boot, ['48213'], ['51907'])).toBe('same')
  })
  test('durations in scientific notation are the run\'s time', () => {
    const check = (v: string[]) => `Runtime Symex: ${v[0]}s\nRuntime Postprocess Equation: ${v[1]}s\nRuntime Solver: ${v[2]}s\n** 1 of 14 failed (2 iterations)\nVERIFICATION FAILED`
    expect(judged(check, ['0.00412', '3.1e-5', '2.4e-3'], ['0.00398', '2.7e-5', '2.2e-3'])).toBe('same')
  })

  test('minutes and seconds with a fraction after `Elapsed:` are the run\'s time', () => {
    const fetch = (v: string[]) => `Exit code 1\nCondaHTTPError: HTTP 404 NOT FOUND for url <https://conda.example.org/acme/noarch/repodata.json>\nElapsed: ${v[0]}\nAn HTTP error occurred when trying to retrieve this URL.`
    expect(judged(fetch, ['00:00.212604'], ['00:00.187331'])).toBe('same')
  })

  test('a Cloudflare ray id is a request\'s id', () => {
    const fetch = (v: string[]) => `Exit code 1\nHTTP 404 NOT FOUND\nCF-RAY: ${v[0]}-FRA\nThe resource was not found.`
    expect(judged(fetch, ['8ec21d4b6f3a9b17'], ['8ec2230e9d1c4a62'])).toBe('same')
  })

  test('a labelled id is one id however it is spelled (a seed that changed its sign)', () => {
    const run = (v: string[]) => `Exit code 12\nRunning breadth-first search with seed ${v[0]} with 1 worker\nError: Invariant TypeOK is violated.`
    expect(judged(run, ['-2297304523154412908'], ['4512093384711029344'])).toBe('same')
  })

  test('numbers drawn beside a date and time stamped into a path the run wrote are drawn with it', () => {
    const out = (v: string[]) => `Output directory: /work/spec/_out/MC.tla/${v[0]}\nChecker has found no error up to 12 steps\nEXITCODE: OK`
    expect(judged(out, ['2026-12-02T11-22-48_8120453911207395146'], ['2026-12-02T11-29-13_3360182734410589912'])).toBe('same')
  })

  test('a pid in the name of a file the run says it writes is that pid, wherever the name stands', () => {
    const profile = (v: string[]) => `Writing profile results into prof-job.py.${v[0]}.bin\nLoaded 12000 rows\n[memray] Successfully generated profile results.\n  python3 -m memray flamegraph prof-job.py.${v[0]}.bin`
    expect(judged(profile, ['52817'], ['53402'])).toBe('same')
  })

  test('a temp file\'s drawn name may hold `_` itself', () => {
    const build = (v: string[]) => `Exit code 1\n== Temporary log file in case of crash /tmp/eb-${v[0]}/easybuild-${v[1]}.log\n== FAILED: Installation ended unsuccessfully`
    expect(judged(build, ['k2x9f1qa', '8_w3jd0m'], ['p7qm0c2w', 'r5t_1hxa'])).toBe('same')
  })
  test('when the error a call made was created, an epoch after `@`, moved on by less than a day, is the run\'s clock', () => {
    const health = (v: string[]) => `Exit code 1\nRpc failed with status code 14, error message: failed to connect to all addresses\ndebug error string: {"created":"@${v[0]}","description":"Failed to pick subchannel","file_line":3159}`
    expect(judged(health, ['1764674298.603117410'], ['1764674331.218406652'])).toBe('same')
  })

  test('a run\'s processing time for its hosts, after its label, is the run\'s time', () => {
    const config = (v: string[]) => `INFO: web03: Starting configuration run\nINFO: web03: Finished successful run in ${v[0]} seconds\nINFO: cdist: Total processing time for 1 host(s): ${v[1]}`
    expect(judged(config, ['9.41', '9.5282106'], ['8.88', '8.9731542'])).toBe('same')
  })
  test('a bracketed time before a colon that ends its line is the run\'s time, no label\'s window', () => {
    const e2e = (v: string[]) => `Exit code 1\n  Running Apply a discount:\n  ✖ TEST FAILURE (${v[0]}s): \n   - 1 assertion failed; 3 passed\n   Expected element <.total> text to equal "$90.00" - got "$100.00"`
    expect(judged(e2e, ['3.2'], ['3.4'])).toBe('same')
  })

  test('the request an error\'s bracket names as one of its items is minted for each call', () => {
    const error = (v: string[]) => `<tool_use_error>API error 400: server is locked (pending snapshot 7e1d0f22) [request ${v[0]}]</tool_use_error>`
    expect(judged(error, ['9f0c2a7e41b3'], ['3d81e6b05c27'])).toBe('same')
  })

  test('a response header naming an id, `X-…-Id:`, names the exchange itself', () => {
    const error = (v: string[]) => `API error 409: This service already has a pending intervention (task 18320452, status todo). X-Shop-Query-Id: ${v[0]}`
    expect(judged(error, ['EU.ext-4.6757a1c2.48213'], ['EU.ext-2.6757a3f9.91177'])).toBe('same')
  })

  test('a duration closing a bracket\'s list after a comma, nothing naming it, is the run\'s time', () => {
    const error = (v: string[]) => `<tool_use_error>admin error: HTTP 412 Precondition Failed: Topic does not exist (broker broker-2:8080, ${v[0]})</tool_use_error>`
    expect(judged(error, ['14ms'], ['9ms'])).toBe('same')
  })

  test('the words a result line keeps before its time are read like any others: a UUID there is minted', () => {
    const create = (v: string[]) => `✓ Creating server web-07 [${v[0]}] ${v[1]}\n\n  Hostname    web-07\n  State       started`
    expect(judged(create, ['00f3b2c1-9a4e-4d7c-8e21-6b5f0a3d9c47', '38.218s'], ['00a8e6d4-2c1b-4f93-a7d0-1e8c5b2f6a93', '41.907s'])).toBe('same')
  })

  test('a thing a call made again, its creation time moved on, has a new id beside it', () => {
    const route = (v: string[]) => `{\n  "id": "${v[0]}",\n  "name": "orders-v2",\n  "paths": ["/v2/orders"],\n  "created_at": ${v[1]},\n  "service": {\n    "id": "3f1d8c52-6b7e-4a09-9c1d-2e5b7a8f4d60"\n  }\n}`
    expect(judged(route, ['a81c3f02-5d6e-4b97-8c14-7e2f9d0b6a35', '1764677268'], ['e4f7029b-1c3a-4d58-b6e0-98a2c7d15f41', '1764677711'])).toBe('same')
  })

  test('ages printed in whole minutes and hours grew by one amount, within what each rounds to', () => {
    const log = (v: string[]) => `◇ 5c0ad12 ${v[0]} (main) Merge pull request #640\n┃\n◯ 1a2b3c4 ${v[1]} add retry policy\n┃\n● e41b0c2 ${v[2]} (> feature/retry) fix retry jitter`
    expect(judged(log, ['3h', '52m', '6m'], ['4h', '58m', '12m'], { polled: true })).toBe('same')
  })

  test('a number of twelve digits or more after the name of work a call started is drawn, no serial', () => {
    const change = (v: string[]) => `Statement 1: ALTER TABLE\n  job ${v[0]} succeeded (schema change), ${v[1]}\nStatement 2: CREATE INDEX\n  job ${v[2]} succeeded (schema change, 2,184,310 rows backfilled)`
    expect(judged(change, ['1024417388120735745', '1.204s', '1024417392541532161'], ['1024419041185910785', '1.318s', '1024419045820583937'])).toBe('same')
  })

  test('the counts of a progress report printed on a schedule of the run\'s time are how far it had got by then', () => {
    const load = (v: string[]) => `Loading schema from file "orders.schema"\nElapsed: 05s Txns: ${v[0]} Aborts: 0\nElapsed: 10s Txns: ${v[1]} Aborts: 0\nElapsed: 15s Txns: ${v[2]} Aborts: 0\nNumber of TXs run: 1042`
    expect(judged(load, ['302', '611', '907'], ['288', '590', '884'])).toBe('same')
  })

  test('a number under a label that says it is per second is a rate: on a run that reports its time, the clock\'s', () => {
    const load = (v: string[]) => `Number of rows loaded : 1041684\nTime spent            : ${v[0]}\nRows processed per second : ${v[1]}`
    expect(judged(load, ['17.118340512s', '61275'], ['17.902116804s', '58923'])).toBe('same')
  })

  test('how long a run says it waited, `waited 31.2s for the lock`, is the run\'s time', () => {
    const migrate = (v: string[]) => `Acquiring migration lock\nwaited ${v[0]} for the lock held by another deploy\nApplied 0 migrations`
    expect(judged(migrate, ['31.2s'], ['29.8s'])).toBe('same')
  })

  test('a date and a time of day glued into a name the run says it made, `2026-12-02-131402_add_key`, is when it made it', () => {
    const gen = (v: string[]) => `Creating migrations/${v[0]}_add_s3_key_to_uploads/up.sql\nCreating migrations/${v[0]}_add_s3_key_to_uploads/down.sql`
    expect(judged(gen, ['2026-12-02-131402'], ['2026-12-02-131733'])).toBe('same')
  })

  test('an epoch opening the name of a thing the run says it generated is when it made it', () => {
    const gen = (v: string[]) => `✅ Generated migration ./db/migrations/${v[0]}__add_oauth2_provider.up.sql.\n✅ Generated migration ./db/migrations/${v[0]}__add_oauth2_provider.down.sql.`
    expect(judged(gen, ['1764681242'], ['1764681407'])).toBe('same')
  })

  test('a generator\'s `create` opening its line says the run made the stamped name beside it', () => {
    const gen = (v: string[]) => `      invoke  active_record\n      create    db/migrate/${v[0]}_create_oauth2_tokens.rb\n      create    app/models/oauth2_token.rb`
    expect(judged(gen, ['20261202131402'], ['20261202131655'])).toBe('same')
  })

  test('glog\'s header with the year in its date still tags the thread that wrote the line', () => {
    const log = (v: string[]) => `I20261202 ${v[0]}  ${v[1]} init.cc:78] dragonfly running in opt mode.\nI20261202 ${v[0]}  ${v[1]} proactor_pool.cc:149] Running 2 io threads\nF20261202 ${v[0]}  ${v[1]} accept_server.cc:85] Check failed: Could not open port 6379`
    expect(judged(log, ['13:42:17.123456', '1841'], ['13:50:02.654321', '2617'])).toBe('same')
  })

  test('a rate whose unit says per second itself, `57.54 Mbps`, on a run that reports its time, is the clock\'s', () => {
    const replay = (v: string[]) => `Actual: 12800 packets (9177612 bytes) sent in ${v[0]} seconds\nRated: ${v[1]} Bps, ${v[2]} Mbps, ${v[3]} pps\nStatistics for network device: eth1`
    expect(judged(replay, ['1.27', '7192566.3', '57.54', '12487.17'], ['1.26', '7204460.9', '57.63', '12507.82'])).toBe('same')
  })

  test('a size per second spelled `/Sec` is a rate', () => {
    const backup = (v: string[]) => `Backing up to 2026-12-02T13_47_10\nCopied all data in ${v[0]} (Avg. ${v[1]}/Sec)   63288 items / 45.83MiB\nBackup completed successfully`
    expect(judged(backup, ['3.21s', '14.28MiB'], ['3.46s', '13.25MiB'])).toBe('same')
  })

  test('the container a build\'s step ran in, `---> Running in <id>`, was made for that step', () => {
    const build = (v: string[]) => `Step 4/7 : RUN npm ci\n ---> Running in ${v[0]}\nnpm ERR! The \`npm ci\` command can only install with an existing package-lock.json`
    expect(judged(build, ['9a4f1c7e2b3d'], ['e27b05d8c1a9'])).toBe('same')
  })

  test('a number closing a logger\'s bracketed tag after a `/`, the same on lines that say different things, is its process\'s', () => {
    const log = (v: string[]) => `INFO  [kea-dhcp4.hosts/${v[0]}] HOSTS_BACKENDS_REGISTERED mysql postgresql\nWARN  [kea-dhcp4.dhcpsrv/${v[0]}] DHCPSRV_MT_DISABLED_QUEUE_CONTROL disabling queue control\nERROR [kea-dhcp4.dhcp4/${v[0]}] DHCP4_PARSER_FAIL pool outside subnet`
    expect(judged(log, ['2231.140245712345664'], ['2904.139871220148032'])).toBe('same')
  })

  test('a retry\'s line one run printed and the next did not is the clock\'s', () => {
    const play = (v: string[]) => `TASK [Wait for instance creation] ****\n${v[0]}changed: [localhost]\nfatal: [instance]: FAILED! => {"msg": "No package matching 'nginx-extras-lua' is available"}`
    expect(judged(play, ['FAILED - RETRYING: [localhost]: Wait for instance creation (299 retries left).\n'], [''])).toBe('same')
  })

  test('a run\'s time under a key that names it is the clock\'s, even where the call\'s arguments hold that number by chance', () => {
    const search = (v: string[]) => `{\n  "found": 2,\n  "search_time_ms": ${v[0]},\n  "hits": ["Studio headphones", "Wireless earbuds"]\n}`
    expect(judged(search, ['3'], ['2'], { polled: true, asked: '{"q":"headphones","per_page":3}' })).toBe('same')
  })

  test('an id its label proves minted is that id wherever else it stands, whatever its pieces', () => {
    const play = (v: string[]) => `changed: [localhost] => {'ansible_job_id': '${v[0]}', 'results_file': '/root/.ansible_async/${v[0]}'}\nPLAY RECAP\nlocalhost : ok=5 changed=2`
    expect(judged(play, ['j418672093511.48213'], ['j207551948362.51622'])).toBe('same')
  })

  test('a duration after `was`, its subject naming the run\'s time (`Elapsed time was 3.6s`), is the run\'s time', () => {
    const sim = (v: string[]) => `==== Summary ========================\nfail lib.tb_uart.parity (${v[0]})\n=====================================\nTotal time was ${v[1]}\nElapsed time was ${v[2]}\nSome failed!`
    expect(judged(sim, ['1.2 s', '3.5s', '3.6s'], ['1.3 s', '3.8s', '3.9s'])).toBe('same')
  })

  test('seconds with a fraction under a bare `time` key, JUnit\'s `time="0.418"`, are how long a test took', () => {
    const report = (v: string[]) => `<testsuite name="store" tests="2" failures="0" time="${v[0]}">\n  <testcase name="TestCompaction" time="${v[1]}"></testcase>\n  <testcase name="TestRestore" time="0.010"></testcase>\n</testsuite>`
    expect(judged(report, ['0.418', '0.210'], ['0.452', '0.240'])).toBe('same')
  })

  test('how long a run says it waited, in minutes and seconds, is its time even in a one-line answer', () => {
    const waited = (v: string[]) => `Successfully waited ${v[0]} for python-tomlette-0.3.1-1.fc41 to appear in the f41-build repo`
    expect(judged(waited, ['4:12'], ['6:47'])).toBe('same')
  })

  test('a DNS header without `->>HEADER<<-` before it, `;; opcode: QUERY, status: NOERROR, id: 40913`, still draws its id', () => {
    const dns = (v: string[]) => `;; opcode: QUERY, status: NOERROR, id: ${v[0]}\n;; flags: qr rd ra; QUERY: 1, ANSWER: 1\n\n;; ANSWER SECTION:\napi.shop.example.\t300\tIN\tA\t203.0.113.21`
    expect(judged(dns, ['40913'], ['17346'], { polled: true })).toBe('same')
  })

  test('`=` after words naming the time a run used, `Total processor time used = \'1.23s\'`, compares nothing', () => {
    const load = (v: string[]) => `**** 14:02:10 Number of recs/msgs received: 120000\n**** 14:02:11 Total processor time used = '${v[0]}'\n**** 14:02:11 Highest return code encountered = '0'.`
    expect(judged(load, ['1.23441s'], ['1.18562s'])).toBe('same')
  })

  test('a key naming a run\'s time in two words, `"estimated_run_time": 2412.7`, is the clock\'s', () => {
    const run = (v: string[]) => `{\n  "name": "nightly-etl",\n  "state_type": "RUNNING",\n  "estimated_run_time": ${v[0]}\n}`
    expect(judged(run, ['2412.7'], ['2598.3'], { polled: true })).toBe('same')
  })

  test('lines of one run in another order pair up by their shape, a hex id masked there like a number', () => {
    const lab = (v: string[]) => `Creating container: "${v[0]}"\nCreating container: "${v[1]}"\n| # | Name | Container ID | State |\n| 1 | clab-pc1 | ${v[2]} | running |\n| 2 | clab-router1 | ${v[3]} | running |`
    expect(judged(lab, ['router1', 'pc1', '3f91c0d27a4e', '0b6e8d1f42c9'], ['pc1', 'router1', 'c8d40e1a9b57', '4f7b9e20d6c3'])).toBe('same')
  })

  test('a result id in a link a call that acts prints, `?resultId=…`, names the result it made', () => {
    const run = (v: string[]) => `Test results:\n  ✖ Checkout flow - failed\n  ⎋ result url: https://app.example.com/synthetics/details/xb4-7kd-q2m?resultId=${v[0]}\n1 failed`
    expect(judged(run, ['7248319051962847311'], ['4419630857721038465'])).toBe('same')
  })

  test('the work a call started, named `with ID:`, was made by the run', () => {
    const deploy = (v: string[]) => `INFO -- : Starting App deploy operation with ID: ${v[0]}\nERROR -- : Health check failed: app did not respond on port 3000\nDeploy failed`
    expect(judged(deploy, ['61872345'], ['61872519'])).toBe('same')
  })

  test('a thread labelled `ThreadId=` is the run\'s own thread', () => {
    const error = (v: string[]) => `Semantic error: 'where' operator: Failed to resolve column named 'Stauts'\nClientRequestId=KPC.execute;5f1c2a90\nThreadId=${v[0]}`
    expect(judged(error, ['10412'], ['9876'])).toBe('same')
  })

  test('dots closing a line after a verb in -ing are how long the run waited', () => {
    const start = (v: string[]) => `The Apache2.4 service is starting${v[0]}\nThe Apache2.4 service could not be started.\n\nA service specific error occurred: 1.`
    expect(judged(start, ['.'], ['..'])).toBe('same')
  })

  test('in a call that acts, a hex id in a table\'s `Container ID` column is a container it made', () => {
    const lab = (v: string[]) => `Deploying lab frr01\n| # | Name | Container ID | State |\n| 1 | clab-frr01-pc1 | ${v[0]} | running |\n| 2 | clab-frr01-router1 | ${v[1]} | running |`
    expect(judged(lab, ['3f91c0d27a4e', '0b6e8d1f42c9'], ['c8d40e1a9b57', '4f7b9e20d6c3'])).toBe('same')
  })

  test('a minted id inside a longer name, a job\'s id in its ARN, is that id', () => {
    const job = (v: string[]) => `{\n  "jobArn": "arn:aws:batch:eu-west-1:123456789012:job/${v[0]}",\n  "jobName": "nightly-etl",\n  "jobId": "${v[0]}"\n}`
    expect(judged(job, ['8d41f0c6-27b9-4e3a-a5d8-6c1e9f2b7a40'], ['1c9e7b52-a0d4-4f68-b3e1-7d25c8f0a9e3'])).toBe('same')
  })

  test('a run that reports its `Total:` time makes the transfer speed beside it the clock\'s', () => {
    const flash = (v: string[]) => `J-Link: Flash download: Bank 0 @ 0x00000000: 1 range affected (86016 bytes)\nJ-Link: Flash download: Total: ${v[0]} (Prepare: 0.080s, Program & Verify: ${v[1]})\nJ-Link: Flash download: Program & Verify speed: ${v[2]} KiB/s\nO.K.`
    expect(judged(flash, ['1.412s', '1.301s', '61'], ['1.398s', '1.287s', '62'])).toBe('same')
  })

  test('in a call that acts, a date and time stamped into a Windows path\'s log name, its seconds\' fraction too, are the run\'s clock', () => {
    const install = (v: string[]) => `Found Git [Git.Git] Version 2.47.1\nInstaller failed with exit code: 1\nInstaller log is available at: C:\\Users\\dev\\AppData\\Local\\Packages\\Microsoft.DesktopAppInstaller_8wekyb3d8bbwe\\LocalState\\DiagOutputDir\\WinGet-Git.Git-2026-12-02-15-${v[0]}.log`
    expect(judged(install, ['04-11.482'], ['09-37.106'])).toBe('same')
  })

  test('an ISO date-time in the basic form (`2026-12-02T150411.482913`) is the run\'s clock', () => {
    const summary = (v: string[]) => `Scanning done.\nErrors count:   0\nTimings:\n  scan_start: ${v[0]}\n  scan_end:   ${v[1]}\n  total: 26.87s`
    expect(judged(summary, ['2026-12-02T150411.482913', '2026-12-02T150438.118204'], ['2026-12-02T151922.074351', '2026-12-02T151947.703118'])).toBe('same')
  })

  test('a rate beside a lowercase `total:` time the run reports is the clock\'s', () => {
    const summary = (v: string[]) => `Scanning done.\nErrors count:   0\nScan Speed:     ${v[0]} files/sec.\nTimings:\n  total: ${v[1]}s`
    expect(judged(summary, ['7.81', '26.87'], ['8.12', '25.63'])).toBe('same')
  })

  test('a clock reading right after `took` is how long a step took, even after a word that dates a subject (`updated - took 00:00:00.0117`)', () => {
    const steps = (v: string[]) => `info: Kiota.Builder.KiotaBuilder[0]\n      step 5 - checking whether the output should be updated - took ${v[0]}\ninfo: Kiota.Builder.KiotaBuilder[0]\n      Generation completed successfully`
    expect(judged(steps, ['00:00:00.0117409'], ['00:00:00.0125518'])).toBe('same')
  })

  test('a key naming the run\'s time with its unit spelled whole (`"elapsedMilliseconds": 214`) is the run\'s clock', () => {
    const search = (v: string[]) => `{\n  "results": {\n    "matchCount": 4,\n    "elapsedMilliseconds": ${v[0]},\n    "limitHit": false\n  }\n}`
    expect(judged(search, ['214'], ['187'])).toBe('same')
  })

  test('a window of time whose two ends moved on by one amount is counted back from the run\'s clock', () => {
    const query = (v: string[]) => `logs query over [${v[0]}, ${v[1]}] failed: POST /api/v5/query_range returned 400: key \`service.nam\` not found`
    expect(judged(query, ['1718093642000', '1718097242000'], ['1718094531000', '1718098131000'])).toBe('same')
  })

  test('a UUID under a key naming a kind of id minted per run (`"statement_id":`, `\'client_context_id\':`) is noise', () => {
    const result = (v: string[]) => `{\n  "statement_id": "${v[0]}",\n  "status": { "state": "SUCCEEDED" },\n  "meta": { "client_context_id": "${v[1]}" },\n  "rows": [["shipped", 412], ["pending", 17]]\n}`
    expect(judged(result, ['01efb03a-6c2e-1d4f-9b7e-3f1a8c0d2e54', '3f9c0a5b-7e2d-4c61-a8b9-f0e1d2c3b4a5'], ['01efb03c-0d91-17a2-8e4b-5c6f2a9d1b70', 'a81c3f02-5d4e-4b7a-9c21-0e6f8d3b2a19'])).toBe('same')
  })

  test('a name a call that acts says it made, stamped with when, is the run\'s clock even where that line is all the output', () => {
    const made = (v: string[]) => `Created migration db/migrations/${v[0]}-add_iso4217_currency.sql`
    expect(judged(made, ['20240305102241'], ['20240305102916'])).toBe('same')
  })

  test('a key naming the run\'s time after any words, its unit at its end (`"brokerReduceTimeMs":2`, `"timeUsedMs":38`), is the run\'s clock', () => {
    const query = (v: string[]) => `{"resultTable":{"rows":[["US",48213],["DE",12877]]},"numDocsScanned":83443,"timeUsedMs":${v[0]},"brokerReduceTimeMs":${v[1]},"numRowsResultSet":2}`
    expect(judged(query, ['38', '2'], ['31', '1'])).toBe('same')
  })

  test('a UUID glued into a name by `_` (`root_<uuid>`) is minted per run like any UUID', () => {
    const load = (v: string[]) => `Message from VCC-compiler:\nExpected ';' got '}'\nVCL compilation failed\nError: vcl.load root_${v[0]} /etc/varnish/default.vcl failed`
    expect(judged(load, ['f0d919eb-fcbb-4262-85ef-695ddd3841d3'], ['8c2a4e71-3b95-4d0f-a6e2-17f9c0b5d483'])).toBe('same')
  })

  test('an epoch spelled again right after it as a timestamp in brackets is that one clock reading', () => {
    const stats = (v: string[]) => `--------------[ Backup Statistics ]--------------\nStartTime ${v[0]} (${v[1]})\nEndTime ${v[2]} (${v[3]})\nSourceFiles 412\nErrors 0`
    expect(judged(stats, ['1764692412.53', 'Wed Dec  2 16:20:12 2026', '1764692416.74', 'Wed Dec  2 16:20:16 2026'], ['1764730803.09', 'Thu Dec  3 03:00:03 2026', '1764730806.97', 'Thu Dec  3 03:00:06 2026'])).toBe('same')
  })

  test('in a call that acts, a date and time to the minute set apart by `T` in a path\'s name (`home.20261202T1620`) is the run\'s clock', () => {
    const snapshots = (v: string[]) => `Backup Summary (btrbk command line client, version 0.32.6)\n\n/mnt/btr_pool/home\n+++ /mnt/btr_pool/_btrbk_snap/home.${v[0]}\n>>> nas01.lan:/backup/laptop/home.${v[0]}`
    expect(judged(snapshots, ['20261202T1620'], ['20261202T1720'])).toBe('same')
  })

  test('in a call that acts, the speed and time of a transfer meter without a bar, after how far it got and what it moved, are the run\'s clock', () => {
    const audit = (v: string[]) => `Fetching vuln.xml.xz: 100%    1 MiB ${v[0]} kBps    00:${v[1]}\ncurl-8.4.0 is vulnerable:\n  curl -- SOCKS5 heap buffer overflow\n  CVE: CVE-2023-38545\n\n1 problem(s) in 1 installed package(s) found.`
    expect(judged(audit, ['1948', '01'], ['3217', '00'])).toBe('same')
  })

  test('in a call that acts, a date and time stamped into a log\'s path with its half of the day and a counter (`…_16-31-02PM_1.log`) are the run\'s clock', () => {
    const inventory = (v: string[]) => `Oracle Interim Patch Installer version 12.2.0.1.41\nLog file location : /u01/app/oracle/cfgtoollogs/opatch/opatch2026-12-02_${v[0]}PM_1.log\nOPatch succeeded.`
    expect(judged(inventory, ['16-31-02'], ['16-45-37'])).toBe('same')
  })

  test('in a call that acts, a stamp whose year is glued to the log\'s name (`opatch2026-12-31_…`) is the run\'s clock across a new year too', () => {
    const inventory = (v: string[]) => `Oracle Interim Patch Installer version 12.2.0.1.41\nLog file location : /u01/app/oracle/cfgtoollogs/opatch/opatch${v[0]}PM_1.log\nOPatch succeeded.`
    expect(judged(inventory, ['2026-12-31_11-59-02'], ['2027-01-01_00-01-37'])).toBe('same')
  })

  test('milliseconds since the start before a one-letter log level (`0001013 I Loading …`) are the run\'s clock', () => {
    const flash = (v: string[]) => `${v[0]} I Loading zephyr.hex [load_cmd]\n${v[1]} I Erased 86016 bytes (21 sectors) [loader]\n${v[2]} I Programmed 86016 bytes [loader]\n${v[3]} I Done [__main__]`
    expect(judged(flash, ['0001013', '0005212', '0005260', '0005301'], ['0000987', '0005306', '0005351', '0005399'])).toBe('same')
  })
  test('a line that says another process holds what the run needs, its pid standing as it was, differs only by its time: the same failure', () => {
    const beat = (v: string[]) => `{"@timestamp":"${v[0]}","message":"auditbeat start running."}\n{"@timestamp":"${v[1]}","message":"Exiting: could not start the auditd module: An audit process is already running (PID 812)"}`
    expect(judged(beat, ['2026-12-02T17:01:12.431Z', '2026-12-02T17:01:12.457Z'], ['2026-12-02T17:02:29.919Z', '2026-12-02T17:02:29.944Z'])).toBe('same')
  })

  test('in a call that acts, a child\'s pid labelled `pid is` is drawn for the run', () => {
    const tunnel = (v: string[]) => `autossh[${v[0]}]: starting ssh (count 1)\nautossh[${v[0]}]: ssh child pid is ${v[1]}\nautossh[${v[0]}]: ssh exited prematurely with status 255; autossh exiting`
    expect(judged(tunnel, ['48213', '48214'], ['51877', '51878'], { asked: JSON.stringify({ command: 'autossh -M 0 -N -R 2222:localhost:22 tunnel@bastion' }) })).toBe('same')
  })

  test('in a call that acts, the process the call\'s own program says it runs in is the run\'s own', () => {
    const start = (v: string[]) => `notice : MariaDB MaxScale 23.08.5 started\nnotice : MaxScale is running in process ${v[0]}\nerror  : Failed to listen on [::]:4006: Address already in use\nalert  : Failed to start all MaxScale services. Exiting.`
    expect(judged(start, ['48213'], ['48530'], { asked: JSON.stringify({ command: 'maxscale -d -l stdout -U maxscale' }) })).toBe('same')
  })

  test('in a call that acts, the serial ending the name of what it says it created, counted up, is the thing made again, wherever it stands', () => {
    const apply = (v: string[]) => `INFO Created checkpoint /org/freedesktop/NetworkManager/Checkpoint/${v[0]}\nINFO Retrying on: VerificationError: bond0 miimon desire '100', current '0'\nINFO Rollbacked to checkpoint /org/freedesktop/NetworkManager/Checkpoint/${v[0]}`
    expect(judged(apply, ['17'], ['18'])).toBe('same')
  })

  test('an epoch that spells, to the second, a zoned date-time the same output prints is that clock reading again', () => {
    const execution = (v: string[]) => `{\n  "status": "running",\n  "date-started": {\n    "unixtime": ${v[0]},\n    "date": "${v[1]}"\n  }\n}`
    expect(judged(execution, ['1796230872418', '2026-12-02T17:01:12Z'], ['1796231107093', '2026-12-02T17:05:07Z'], { asked: '{"job_id":"deploy-api"}' })).toBe('same')
  })

  test('BuildKit\'s error summary quoting a step\'s lines with their seconds reads them as the step\'s clock there too', () => {
    const build = (v: string[]) => `#8 [4/6] RUN npm ci\n#8 ${v[0]} npm ERR! code EUSAGE\n#8 ${v[1]}\n#8 ERROR: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1\n------\n > [4/6] RUN npm ci:\n${v[0]} npm ERR! code EUSAGE\n${v[1]}\n------\nERROR: failed to solve: exit code: 1`
    expect(judged(build, ['2.318', '2.321'], ['1.874', '1.877'])).toBe('same')
  })
  test('a column of seconds in brackets set right, padded with more blanks above fewer, is the run\'s clock', () => {
    const build = (v: string[]) => `[   ${v[0]}] Planning how to build this image\n[   ${v[0]}] Uncompressing\n[  ${v[1]}] Opening the new disk\n[  ${v[2]}] Finishing off\nOutput file: web-01.img`
    expect(judged(build, ['1.1', '27.4', '63.2'], ['1.2', '28.9', '65.5'])).toBe('same')
  })

  test('a number glued by `/` before the run\'s time after `time spent` is that time read another way', () => {
    const query = (v: string[]) => `Execution succeeded (time spent ${v[0]}/${v[1]}s)\n+-------+\n| n     |\n+-------+\n| 3     |\n+-------+\nGot 1 rows`
    expect(judged(query, ['1021', '0.001734'], ['968', '0.001650'])).toBe('same')
  })

  test('the numbers of an object under a key naming the run\'s time (`"took_detail": { … }`) are the parts of that time', () => {
    const search = (v: string[]) => `{\n  "took": ${v[0]},\n  "took_detail": { "total": ${v[0]}, "cache_took": 0, "file_list_took": ${v[1]}, "cluster_total": ${v[2]} },\n  "hits": [],\n  "total": 3\n}`
    expect(judged(search, ['57', '4', '52'], ['63', '6', '58'])).toBe('same')
  })

  test('a bare `time` glued to its seconds among a log\'s `key:value` fields is the run\'s time', () => {
    const policy = (v: string[]) => `custodian.policy:INFO policy:ec2-public-ip-audit resource:ec2 count:3 time:${v[0]}\ncustodian.policy:INFO policy:ec2-public-ip-audit action:notify resources:3`
    expect(judged(policy, ['1.42'], ['1.17'])).toBe('same')
  })

  test('in a call that acts, a name drawn for what a one-line output says it created is the thing made again', () => {
    const create = (v: string[]) => `pod "${v[0]}" created for $1.640 / hr`
    expect(judged(create, ['8zqsuf0h2xt3jj'], ['k4wd1m7rbe9xqa'])).toBe('same')
  })

  test('a temp file named by a word and a drawn number of any length (`/tmp/tfplan3904417725`) is the same temp file', () => {
    const plan = (v: string[]) => `failed to run command (exited 2): terraform plan -state=/tmp/tmp${v[0]} -out=/tmp/tfplan${v[1]} -input=false\nError: unexpected diffs\nPlan: 1 to add`
    expect(judged(plan, ['2718493021', '3904417725'], ['1150836472', '681924530'])).toBe('same')
  })
  test('a UUID a label calls minted (`RequestID:`) in a table row\'s status is the request\'s, not what the row is about', () => {
    const trace = (v: string[]) => `NAME                        SYNCED   READY   STATUS\nXNetwork/acme-net           True     False   Creating: Unready resources: subnet-a\n├─ Subnet/subnet-a          False    -       ReconcileError: CreateSubnet, StatusCode: 400, RequestID: ${v[0]}, api error InvalidSubnet.Conflict\n└─ InternetGateway/igw      True     True    Available`
    expect(judged(trace, ['3f0c6a8e-41d2-4b7f-9e15-c8a27d4b6f03'], ['a91d4e27-0b6c-4f38-8d52-71e0c3b9a6f4'])).toBe('same')
  })

  test('in a call that acts, a folder named by a date and time as one number (`releases/20261202201509`) is the run\'s clock', () => {
    const deploy = (v: string[]) => `00:05 git:create_release\n      01 mkdir -p /var/www/shop/releases/${v[0]}\n    ✔ 01 deploy@web1 0.051s\n00:07 bundler:install\n      01 cd /var/www/shop/releases/${v[0]} && bundle install\n    ✘ 01 deploy@web1 exit status 18`
    expect(judged(deploy, ['20261202201509'], ['20261202202218'], { asked: JSON.stringify({ command: 'bundle exec cap production deploy' }) })).toBe('same')
  })
  test('eight hex digits opening each line that, read as seconds since 1970, moved on by less than a day are the log\'s clock', () => {
    const start = (v: string[]) => `${v[0]} @(#) $OpenLDAP: slapd 2.4.57 $\n${v[0]} slapd starting\n${v[0]} daemon: listen(ldap:///, 5) failed errno=98 (Address already in use)\n${v[0]} slapd stopped.`
    expect(judged(start, ['692f5a43'], ['692f5b07'])).toBe('same')
  })

  test('in a call that acts, the id the first run made that the second names as its parent is a chain of draws', () => {
    const backup = (v: string[]) => `[INFO] using parent ${v[0]}\nfiles: 0 new, 0 changed, 4210 unchanged\nsnapshot ${v[1]} successfully saved.`
    expect(judged(backup, ['f7d30815', '5472c6ba'], ['5472c6ba', '0e9b41d3'])).toBe('same')
  })

  test('in a call that acts, a log folder named by the run\'s pid and its stamp (`sqlpatch_48213_2026_12_02_20_41_07`) is the run\'s', () => {
    const patch = (v: string[]) => `SQL Patching tool version 19.21.0.0.0 Production on Wed Dec  2 20:41:07 2026\nLog file for this invocation: /u01/app/oracle/cfgtoollogs/sqlpatch/sqlpatch_${v[0]}/sqlpatch_invocation.log\nNo interim patches need to be applied.\nSQL Patching tool complete`
    expect(judged(patch, ['48213_2026_12_02_20_41_07'], ['51377_2026_12_02_20_47_19'])).toBe('same')
  })

  test('a wait that counts its tries one by one in brackets prints as many lines as it took: one wait', () => {
    const boot = (v: string[]) => `Waiting for mgr to start...\n${v[0]}mgr is available\nEnabling the dashboard module...`
    expect(judged(boot, ['mgr not available, waiting (1/15)...\nmgr not available, waiting (2/15)...\nmgr not available, waiting (3/15)...\n'], ['mgr not available, waiting (1/15)...\nmgr not available, waiting (2/15)...\n'])).toBe('same')
  })
  test('in a call that acts, the times in a piped table\'s `created_at` and `updated_at` rows, moved on together, say it made the thing again', () => {
    const image = (v: string[]) => `+------------+----------------------+\n| Property   | Value                |\n+------------+----------------------+\n| created_at | ${v[0]} |\n| name       | ubuntu-24.04-server  |\n| status     | active               |\n| updated_at | ${v[1]} |\n+------------+----------------------+`
    expect(judged(image, ['2026-12-02T20:41:07Z', '2026-12-02T20:41:19Z'], ['2026-12-02T20:52:33Z', '2026-12-02T20:52:46Z'])).toBe('same')
  })

  test('the number set apart by a bar right after a log\'s time on each line, replaced by one other, is the process that wrote it', () => {
    const daemon = (v: string[]) => `20:41:07 | ${v[0]}  | welcome       | Thank you for using ExaBGP\n20:41:07 | ${v[0]}  | version       | 4.2.22\n20:41:07 | ${v[0]}  | configuration | missing local-as\n20:41:07 | ${v[0]}  | process       | exiting`
    expect(judged(daemon, ['48213'], ['51907'])).toBe('same')
  })

  test('a support reference (`"supportId"`) is minted for the request', () => {
    const purge = (v: string[]) => `{\n  "httpStatus": 201,\n  "detail": "Request accepted",\n  "estimatedSeconds": 5,\n  "supportId": "${v[0]}"\n}`
    expect(judged(purge, ['17PY1764708067118305-226735264'], ['17PY1764708753604271-318402957'])).toBe('same')
  })
  test('a log line below a markdown table is no row of it: its moved time is the run\'s clock', () => {
    const inspect = (v: string[]) => `level=info ts=${v[0]} msg="loading bucket configuration"\n| ULID | FROM | UNTIL |\n|------|------|-------|\n| 01JDNB3S0XKM8C2V7Q4R5T6W9Y | 2026-11-14T00:00:00 | 2026-11-28T00:00:00 |\nlevel=info ts=${v[1]} msg=exiting`
    expect(judged(inspect, ['2026-12-02T10:53:10.482611Z', '2026-12-02T10:53:11.917408Z'], ['2026-12-02T11:02:47.130954Z', '2026-12-02T11:02:48.229031Z'])).toBe('same')
  })

  test('in a call that acts, a markdown table of fields says it made the thing again: its `id` row beside a moved `created_at`', () => {
    const image = (v: string[]) => `| Property | Value |\n|---|---|\n| created_at | ${v[0]} |\n| id | ${v[1]} |\n| status | active |`
    expect(judged(image, ['2026-12-02T20:41:07Z', '0b7e4c2d-9f31-4a8e-b6d5-3c1f7a2e9d40'], ['2026-12-02T20:52:33Z', 'e5a92f18-4c7d-4b06-a3e1-8d2b6f0c7a95'])).toBe('same')
  })

  test('a duration in brackets after words that name no limit is the run\'s time', () => {
    const submit = (v: string[]) => `[ADMISSION RULE] Job walltime checked\nSubmitted to the default queue (${v[0]})\nOAR_JOB_ID=48213`
    expect(judged(submit, ['1.4 s'], ['0.9 s'])).toBe('same')
  })
  test('a date and time spelled with `_` throughout, opening each line, is the log\'s clock', () => {
    const stalk = (v: string[]) => `${v[0]} Starting /usr/bin/pt-stalk --iterations=1\n${v[0]} Collect 1 triggered\n${v[1]} Collect 1 done\n${v[1]} /usr/bin/pt-stalk exit status 0`
    expect(judged(stalk, ['2026_12_02_20_41_07', '2026_12_02_20_41_39'], ['2026_12_02_20_50_22', '2026_12_02_20_50_55'])).toBe('same')
  })

  test('a date and time stamped into a log\'s path and glued by `_` to the session\'s id is drawn anew each run', () => {
    const veeam = (v: string[]) => `Backup job has been started.\nSession ID: [{${v[1]}}].\nLogs stored in: [/var/log/veeam/Backup/daily/Session_${v[0]}_{${v[1]}}].`
    expect(judged(veeam, ['2026-12-02_20-41-07', 'a3f1c2e4-5b6d-4e7f-8091-a2b3c4d5e6f7'], ['2026-12-02_20-52-44', '0d9e8c7b-6a5f-4e3d-92c1-b0a9f8e7d6c5'])).toBe('same')
  })

  test('in a call that acts, the pid of a process the line says starts up is the run\'s own', () => {
    const qpidd = (v: string[]) => `${v[0]} [Broker] notice Broker (pid=${v[1]}) start-up\n${v[0]} [Broker] critical Unexpected error: Can't bind to port 0.0.0.0:5672: Address already in use`
    expect(judged(qpidd, ['2026-12-02 20:41:07', '48213'], ['2026-12-02 20:45:51', '50164'])).toBe('same')
  })

  test('in a call that acts, the pid its log stamps on every line is the run\'s own, even beside a message saying `running`', () => {
    const line = (msg: string, pid: string) => `INFO[0000] ${msg}  arch=amd64 pid=${pid} source=runtime`
    const kata = (v: string[]) => [line('CPU property found', v[0]!), line('kernel property found', v[0]!), line('kernel property found', v[0]!), `ERRO[0000] ERROR: System is not capable of running Kata Containers  arch=amd64 name=kata-runtime pid=${v[0]} source=runtime`].join('\n')
    expect(judged(kata, ['5391'], ['6044'])).toBe('same')
  })

  test('an RPC\'s call id is minted for that call', () => {
    const timeout = (v: string[]) => `ERROR:  Timed out: Read RPC (request call id ${v[0]}) to 10.0.1.12:9100 timed out after 60.000s`
    expect(judged(timeout, ['1849273'], ['1851906'])).toBe('same')
  })

  test('an Erlang process\'s id is drawn as it spawns', () => {
    const couch = (v: string[]) => `[info] ${v[0]} couchdb@127.0.0.1 <0.${v[1]}.0> -------- Apache CouchDB 3.4.2 is starting.\n[error] ${v[0]} couchdb@127.0.0.1 <0.${v[2]}.0> -------- Failure to start Mochiweb: eaddrinuse`
    expect(judged(couch, ['2026-12-02T20:41:07.118000Z', '262', '418'], ['2026-12-02T20:44:21.730000Z', '264', '421'])).toBe('same')
  })

  test('in a call that acts, a thing made again under `"CreateDate":` has a new key id and a new secret', () => {
    const key = (v: string[]) => `{\n  "AccessKey": {\n    "UserName": "ci-deployer-2",\n    "AccessKeyId": "${v[0]}",\n    "Status": "Active",\n    "SecretAccessKey": "${v[1]}",\n    "CreateDate": "${v[2]}"\n  }\n}`
    expect(judged(key, ['AKIATE4QX7N2K5P8R3V6', 'wJ7rXuTnF3mE/K7MDENG/bPxRfiCY4EXAMPLEKEY1', '2026-12-02T20:58:14+00:00'], ['AKIATE4QX9C1W6Y3H8J2', 'q9Lm2VbT8nYc/K5ZRGHE/aKyTpwDX7EXAMPLEKEY2', '2026-12-02T21:04:47+00:00'])).toBe('same')
  })

  test('in a call that acts, a case submitted again under `"submittedAt":` has a new case id', () => {
    const support = (v: string[]) => `{\n  "status": "success",\n  "message": "Support case created successfully",\n  "caseId": "case-2109-${v[0]}",\n  "displayId": "${v[1]}",\n  "severity": "high",\n  "submittedAt": "${v[2]}"\n}`
    expect(judged(support, ['a1b2c3d4e5f6a7b8', '17647090941', '2026-12-02T20:58:14.512Z'], ['9f8e7d6c5b4a3f2e', '17647094312', '2026-12-02T21:03:51.204Z'])).toBe('same')
  })
  test('a trace id at the top of a JSON answer, beside the records it lists, is the request\'s', () => {
    const search = (v: string[]) => `{\n  "trace_id": "${v[0]}",\n  "num_hits": 1,\n  "hits": [\n    {\n      "severity_text": "ERROR",\n      "trace_id": "4e2d8b1a0f9c37e6d5b4a2c1908f7e3d"\n    }\n  ]\n}`
    expect(judged(search, ['a91f3c27e4b05d18c6f2e7a94b31d0c5'], ['b02e4d38f5c16e29d7a3f8b05c42e1d6'])).toBe('same')
  })
  test('a JSON key naming the run\'s time with its unit spelled short (`"elapsed_time_micros":`) is the run\'s time', () => {
    const search = (v: string[]) => `{\n  "num_hits": 17,\n  "elapsed_time_micros": ${v[0]},\n  "errors": []\n}`
    expect(judged(search, ['18412'], ['9317'])).toBe('same')
  })

  test('in a call that acts, a stream entry\'s id opening with the clock is when the write was made, even all the output', () => {
    const xadd = (v: string[]) => `Successfully added message to stream 'events:shard7' with ID ${v[0]}-0`
    expect(judged(xadd, ['1796248694512'], ['1796249053118'])).toBe('same')
  })

  test('in a call that acts, the ObjectIds of inserted documents open with the clock when they were made', () => {
    const insert = (v: string[]) => `{\n  "acknowledged": true,\n  "insertedCount": 2,\n  "collection": "orders",\n  "insertedIds": [\n    "${v[0]}",\n    "${v[1]}"\n  ]\n}`
    expect(judged(insert, ['6b1094769c3b8d0012ab34cd', '6b1094769c3b8d0012ab34ce'], ['6b1095e28f4a1c0007de5612', '6b1095e28f4a1c0007de5613'])).toBe('same')
  })

  test('in a call that acts, an epoch in nanoseconds in a name the run made is when it made it', () => {
    const tag = (v: string[]) => `api | starting build (using Docker): . -> kbld:rand-${v[0]}-api\napi | #1 DONE\napi | naming to docker.io/library/kbld:rand-${v[0]}-api done`
    expect(judged(tag, ['1796248694512873000'], ['1796249053118204000'])).toBe('same')
  })
  test('in a call that acts, a transfer meter\'s speed in kilobytes written the SI way (`1.7kB/s`) is the run\'s clock', () => {
    const fetch = (v: string[]) => `Updating FreeBSD repository catalogue...\nFetching meta.conf: 100%    178 B     ${v[0]}/s    00:01\nProcessing entries: 100%\nFreeBSD repository update completed. 34211 packages processed.`
    expect(judged(fetch, ['1.7kB'], ['2.3kB'])).toBe('same')
  })
  test('a prefix column of the date as one number, the time and the pid (Greenplum\'s `20261202:21:58:14:048213`) is the log\'s clock and process', () => {
    const gpstate = (v: string[]) => `${v[0]}:${v[1]} gpstate:cdw:gpadmin-[INFO]:-Starting gpstate with args: -e\n${v[0]}:${v[1]} gpstate:cdw:gpadmin-[INFO]:-local Greenplum Version: 7.3.0\n${v[0]}:${v[1]} gpstate:cdw:gpadmin-[CRITICAL]:-gpstate failed. (Reason='could not connect to server: Connection refused')`
    expect(judged(gpstate, ['20261202:21:58:14', '048213'], ['20261202:22:04:51', '051377'])).toBe('same')
  })
  test('the end of a span whose start is the run\'s time (EXPLAIN ANALYZE\'s `actual time=1.412..2.087`) is that time too', () => {
    const plan = (v: string[]) => ` Index Only Scan using orders_customer_idx on orders  (cost=0.29..8.31 rows=12 width=24) (actual time=${v[0]} rows=17 loops=1)\n   Index Cond: (customer_id = 4821)\n   Heap Fetches: 0\n Planning Time: ${v[1]} ms\n Execution Time: ${v[2]} ms\n(5 rows)`
    expect(judged(plan, ['1.412..2.087', '0.318', '2.241'], ['0.981..1.733', '0.296', '1.902'], { polled: true })).toBe('same')
  })
  test('in a call that acts, a Kubernetes object made again has a new uid and a new resourceVersion beside its creationTimestamp', () => {
    const job = (v: string[]) => `{\n  "kind": "Job",\n  "metadata": {\n      "namespace": "orders",\n      "uid": "${v[0]}",\n      "resourceVersion": "${v[1]}",\n      "creationTimestamp": "${v[2]}"\n  },\n  "message": "Successfully created Job in cluster prod-eu"\n}`
    expect(judged(job, ['3e9d1c47-2f0a-4b6e-9c58-1d7e0f2a4b39', '48213907', '2026-12-02T21:04:12Z'], ['8a1f0c2d-4e6b-4d7a-9b3c-2e1f0a9b8c7d', '48217412', '2026-12-02T21:09:40Z'])).toBe('same')
  })
  test('an error object\'s id beside its message names that occurrence of the failure', () => {
    const error = (v: string[]) => `Xata API error 400 on POST /db/billing:main/tables/e/query: {"id":"${v[0]}","message":"column [amount_due]: column not found"}`
    expect(judged(error, ['cu8f2k3v1e4g0s7a2b9c'], ['cu8f2q9m5n1h3t6d0e4f'])).toBe('same')
  })
  test('the speed after an ASCII progress bar in brackets, pb\'s `48.27 MiB p/s`, is the run\'s clock', () => {
    const copy = (v: string[]) => `copy | exporting 3 images...\ncopy | will export index.docker.io/acme/shop@sha256:1f2e\n 412.31 MiB / 412.31 MiB [==========================================] 100.00% ${v[0]} MiB p/s\ncopy | done uploading images\nSucceeded`
    expect(judged(copy, ['48.27'], ['31.09'])).toBe('same')
  })
  test('an XML element naming the run\'s time (`<ExecutionTime>0.042</ExecutionTime>`) holds the run\'s time', () => {
    const api = (v: string[]) => `<?xml version="1.0" encoding="utf-8"?>\n<ApiResponse Status="ERROR">\n  <Errors>\n    <Error Number="2019166">Domain not found</Error>\n  </Errors>\n  <Server>PHX01APIEXT02</Server>\n  <ExecutionTime>${v[0]}</ExecutionTime>\n</ApiResponse>`
    expect(judged(api, ['0.042'], ['0.057'])).toBe('same')
  })
  test("a log's name of words and then the numbers of its date and time, joined by `_`, is the run's", () => {
    const mirror = (v: string[]) => `[INFO]   : images to copy 212\n[ERROR]  : [Worker] error mirroring image docker.io/library/redis:7.2.4: manifest unknown\n[ERROR]  : some errors occurred during the mirroring.\n\t Please review /srv/mirror/working-dir/logs/mirroring_errors_${v[0]}.txt for a list of mirroring errors.`
    expect(judged(mirror, ['20261202_230431'], ['20261202_231502'])).toBe('same')
  })

  test("a long run of digits glued to a word in a log's own name, the path in brackets, is the run's", () => {
    const backup = (v: string[]) => `[2026-12-02 22:41:03] INFO root main: Backup level: [inc]\n[2026-12-02 22:41:03] INFO root main: Using log file: [/backup/web01/backup.inc.${v[0]}.log]\n[2026-12-02 22:41:05] ERROR root main: Unable to start backup job: Bitmap 'virtnbdbackup.2' not found\n[2026-12-02 22:41:05] ERROR root main: Backup failed`
    expect(judged(backup, ['12022026224103'], ['12022026224736'])).toBe('same')
  })

  test('how long a request took, written with an exponent, is the run\'s time', () => {
    const refused = (v: string[]) => `Error executing tool list_queries: API request failed with status 401: {"error":{"key":"unauthorized","message":"Unauthorized","hint":null},"took":${v[0]}}`
    expect(judged(refused, ['3.0994415283203125e-05'], ['2.6941299438476562e-04'])).toBe('same')
  })

  test('a request\'s id under a shortened key, `"reqId"`, is minted for the run', () => {
    const missing = (v: string[]) => `Error: Request failed: {"reqId":"${v[0]}","statusCode":404,"message":"Folder with path '/api' in environment 'prod' not found","error":"NotFound"}`
    expect(judged(missing, ['req-8b2fd3e1c7a94d06'], ['req-3e71a0c95bd24f18'])).toBe('same')
  })

  test('an epoch under a key that ends in a time\'s unit, or after "at", moved on by less than a day, is when a call that acts got there', () => {
    const offsets = (v: string[]) => `Exit code 1\n[2026-12-02 21:04:02,812] WARN Connection to node -1 (kafka-1/10.0.4.21:9092) could not be established.\nError occurred: Call(callName=listTopics, deadlineMs=${v[0]}, tries=1, nextAllowedTryMs=${v[1]}) timed out at ${v[2]} after 1 attempt(s)`
    expect(judged(offsets, ['1796245502812', '1796245502913', '1796245502813'], ['1796245847406', '1796245847507', '1796245847407'])).toBe('same')
  })

  test('the time of a query\'s only sample, where every sample holds one time, is when it was evaluated', () => {
    const errors = (v: string[]) => `{"status":"success","data":{"resultType":"vector","result":[{"metric":{"__name__":"errors","level":"error"},"value":[${v[0]},"17"]}]}}`
    expect(judged(errors, ['1796245442'], ['1796245787'], { polled: true })).toBe('same')
  })

  test('seconds opening each line before its level are the run\'s elapsed time', () => {
    const checks = (v: string[]) => `Seconds Level     Message\n======= ========= =======\n   ${v[0]} WARNING   All nameservers are in the same AS (64500).\n   ${v[1]} WARNING   SOA 'refresh' value (3600) is less than the recommended minimum (14400).\n   ${v[2]} ERROR     The DS RR for keytag 24518 does not match any DNSKEY in the zone.`
    expect(judged(checks, ['3.87', '6.45', '9.13'], ['4.02', '6.81', '9.57'])).toBe('same')
  })

  test('the pid of a structured log record, with its time and level, is the process a call that acts started, whatever words its fields hold', () => {
    const start = (v: string[]) => `Exit code 1\n{"log.level":"info","@timestamp":"2026-12-02T20:58:14.512Z","log.logger":"elastic-apm-node","env":{"pid":${v[0]},"proctitle":"/usr/share/kibana/node/bin/node","os":"linux 6.8.0-49-generic","runtime":"Node.js v20.18.2"},"config":{"serviceName":{"source":"start","value":"kibana"},"active":{"source":"file","value":false}},"message":"Elastic APM Node.js Agent v4.10.0"}\n[2026-12-02T20:58:16.204+00:00][FATAL][root] Error: [config validation of [elasticsearch].hosts.0]: expected URI with scheme [http|https].`
    expect(judged(start, ['48213'], ['51877'])).toBe('same')
  })
  test('a UUID in a path with no index after it is still drawn for the run', () => {
    const run = (v: string[]) => `Exit code 1\nUploading results to runs/${v[0]}/report.json\nError: 2 checks failed`
    expect(judged(run, ['2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'], ['9f1e2d3c-4b5a-4c6d-8e7f-0a1b2c3d4e5f'])).toBe('same')
  })

  test('a log\'s time with its fraction after a comma, Kafka\'s `[… 21:04:02,812]`, is still the clock', () => {
    const warn = (v: string[]) => `Exit code 1\n[2026-12-02 ${v[0]}] WARN Connection to node -1 (kafka-1/10.0.4.21:9092) could not be established.\nError: timed out`
    expect(judged(warn, ['21:04:02,812'], ['21:09:47,406'])).toBe('same')
  })
  test('a name drawn of letters and digits is a draw when either run\'s is beyond hex, terratest\'s `a1b2c3` then `q7x9kd`', () => {
    const apply = (v: string[]) => `TestBucket 2026-12-02T20:58:16Z logger.go:67: Running command terraform with args [apply -auto-approve -var bucket_name=tt-s3-${v[0]}]\nTestBucket 2026-12-02T20:58:29Z logger.go:67: aws_s3_bucket.this: Creation complete after 3s [id=tt-s3-${v[0]}]\n--- FAIL: TestBucket (24.61s)\nFAIL`
    expect(judged(apply, ['a1b2c3'], ['q7x9kd'])).toBe('same')
  })

  test('a step\'s time in brackets after words ending in "up" is the run\'s, no uptime', () => {
    const start = (v: string[]) => `Exit code 1\n=== ✔ Queued [14ms]\n=== ✔ Setting up [${v[0]}]\n=== ✘ Running [3611ms]\nerror: port 8080 is already allocated`
    expect(judged(start, ['6ms'], ['5ms'])).toBe('same')
  })

  test('ages in bare minutes and one time ago, the same age printed twice, all grown in step, are a poll\'s clock', () => {
    const pods = (v: string[]) => `NAME            READY   STATUS             RESTARTS        AGE\nledger-2xq8m    1/1     Running            0               ${v[0]}\nledger-kp4wz    0/1     CrashLoopBackOff   7 (${v[1]} ago)   ${v[0]}\npayouts-bq7st   0/1     Completed          0               ${v[2]}`
    expect(judged(pods, ['41m', '2m18s', '42m'], ['43m', '4m02s', '44m'], { polled: true })).toBe('same')
  })

  test('the pseudo-terminal a call that acts was handed, `/dev/pts/3`, is the run\'s', () => {
    const vpn = (v: string[]) => `INFO:   Connected to gateway.\nINFO:   Authenticated.\nusing interface ppp0\nConnect: ppp0 <--> /dev/pts/${v[0]}\nINFO:   Tunnel is up and running.`
    expect(judged(vpn, ['3'], ['5'])).toBe('same')
  })

  test('an epoch after "Run", moved on by less than a day, names the run a call that acts made', () => {
    const report = (v: string[]) => `Exit code 1\n1 features (0 passed, 1 failed)\n1 scenarios (0 passed, 1 failed)\nRun ${v[0]} finished within a moment`
    expect(judged(report, ['1796245094'], ['1796245391'])).toBe('same')
  })

  test('`date`\'s stamp heading a longer report is when the report was taken', () => {
    const nodes = (v: string[]) => `${v[0]}\nPARTITION AVAIL  TIMELIMIT   NODES       STATE NODELIST\ngpu          up 2-00:00:00      1     drained gpu03`
    expect(judged(nodes, ['Wed Dec 02 20:58:14 2026'], ['Wed Dec 02 21:03:41 2026'])).toBe('same')
  })
  test('a log\'s time in a row under column names of words that name no moment is still the clock', () => {
    const jobs = (v: string[]) => `Exit code 1\nJob name          Status     Message\nnightly-backup    failed     ${v[0]} upload to s3://acme-backups refused: AccessDenied`
    expect(judged(jobs, ['2026-12-02 21:44:10'], ['2026-12-02 21:51:37'])).toBe('same')
  })
  test('the common log format\'s date glued to its time, `03/Dec/2026:04:12:33 +0000`, is the clock', () => {
    const start = (v: string[]) => `Exit code 1\n${v[0]}: Starting PostgREST 12.2.3...\n${v[0]}: Listening on port 3000\n${v[0]}: {"code":"PGRST000","message":"Database connection error. Retrying the connection."}`
    expect(judged(start, ['03/Dec/2026:04:12:33 +0000'], ['03/Dec/2026:04:19:51 +0000'])).toBe('same')
  })

  test('a request id as an XML element or in brackets after its label is minted for the request', () => {
    const denied = (v: string[]) => `Exit code 1\n[ERR] curl.cpp:RequestPerform(2478): HTTP response code 403\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>${v[0]}</RequestId><HostId>${v[1]}</HostId></Error>\nupload failed, status [403], request id [${v[2]}]`
    expect(judged(denied, ['8QK2M7X4R1B9T6ZP', 'f3Jx9Lw2Qp7Rk1Ns5Vt8+Yb0Zc4Md6=', '4d2f8c1e9a7b'], ['H5Y1W8C3N6D0V2FQ', 'a7Bc1De5Fg9Hi3Jk7Lm1/No5Pq9Rs3=', '9b1e7c3a5d2f'])).toBe('same')
  })

  test('the real, user and system seconds after a bare `time:` (e2fsck -t, xfs_scrub) are the run\'s', () => {
    const check = (v: string[]) => `Exit code 4\nPass 5: Checking group summary information\nMemory used: 1676k/0k (1553k/124k), time:  ${v[0]}/ ${v[1]}/ ${v[2]}\n/dev/vg0/srv: ********** WARNING: Filesystem still has errors **********`
    expect(judged(check, ['4.21', '2.87', '0.39'], ['4.38', '2.91', '0.41'])).toBe('same')
  })
})

describe('values are never erased', () => {
  test('an indented sentence below a location is no code shown: the line number is a value', () => {
    const hits = (v: string[]) => `FINAL RESULTS:\n\nsrc/cli/args.c:${v[0]}:  [4] (buffer) strcpy:\n  Does not check for buffer overflows when copying to destination [MS-banned]\n  (CWE-120). Consider using snprintf.\n\nHits = 3`
    expect(judged(hits, ['57'], ['58'])).not.toMatch(/identical|same/)
  })

  test('an exception\'s message below a location is no code shown: the line number is a value', () => {
    const parse = (v: string[]) => `SEVERE [main] Digester.fatalError Parse fatal error at line [${v[0]}] column [5]\n\torg.xml.sax.SAXParseException; systemId: file:/opt/tomcat/conf/server.xml; columnNumber: 5; The element type "Connector" must be terminated.\nSEVERE [main] Catalina.load Unable to load server configuration`
    expect(judged(parse, ['87'], ['91'])).not.toMatch(/identical|same/)
  })

  test('a time under a JSON key naming an event\'s start dates that event: a value', () => {
    const problems = (v: string[]) => `[\n  {\n    "display_id": "P-2612118",\n    "event.name": "Failure rate increase",\n    "event.start": "${v[0]}"\n  }\n]`
    expect(judged(problems, ['2026-12-02T09:21:40.000000000Z'], ['2026-12-02T09:58:10.000000000Z'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a bracketed number on one message printed twice, in its summary too, is the check\'s value, no process\'s tag', () => {
    const gut = (v: string[]) => `---  GUT  ---\nres://test/unit/test_inventory.gd\n* test_stack_limit\n    [Failed]:  [${v[0]}] expected to equal [99]:\n          at line 34\n\n= Run Summary\n- test_stack_limit\n    [Failed]:  [${v[0]}] expected to equal [99]:\n          at line 34\n\nTests                 5\n  Failing             1`
    expect(judged(gut, ['100'], ['98'])).not.toMatch(/identical|same/)
  })

  test('a UUID in a table\'s row names what the row is about: a value', () => {
    const jobs = (v: string[]) => `ID                                     NAME                AGE     STATE     RESULT\n${v[0]}   Integration tests   7m12s   RUNNING   NONE\n3b7e9a12-c4d5-4f60-8e21-0a9b3c6d7e48   E2E (chromium)      7m10s   RUNNING   NONE`
    expect(judged(jobs, ['8f2c41d7-0b9e-4c52-9a3d-6e1f7b2c5a90'], ['8f2c41d7-0b9e-4c52-9a3d-6e1f7b2c5a91'])).not.toMatch(/identical|same/)
  })

  test('a test\'s verdict line below a location is no code shown: its line number is a value', () => {
    const munit = (v: string[]) => `Running test suite with seed 0x5c1d7a2e...\n/arena/alloc                         [ OK    ]\nError: test-arena.c:${v[0]}: assertion failed: ((uintptr_t) p % 64) == 0 (32 == 0)\n  alignment=64                       [ FAIL  ]\n5 of 6 (83%) tests successful, 0 (0%) test skipped.`
    expect(judged(munit, ['57'], ['58'])).not.toMatch(/identical|same/)
  })

  test('an age under a column ending in AGO that fell is a new thing: a value', () => {
    const dataplanes = (v: string[]) => `MESH      NAME                  STATUS    LAST UPDATED AGO   TOTAL UPDATES\ndefault   backend-7d9f8c6b5-x2kqp   Online    ${v[0]}                12\ndefault   redis-5c8d6f7b9-4mzvn     Online    52m                9`
    expect(judged(dataplanes, ['37m'], ['1m'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a snapshot the run restores, named by another time and hex, is another snapshot: a value', () => {
    const restore = (v: string[]) => `info\tvmrestore/main.go:61\tRestoring snapshot ${v[0]}-${v[1]}\ninfo\trestore.go:97\tobtained 1842 parts\ninfo\trestore.go:181\tdownloading 0 parts`
    expect(judged(restore, ['20261202095801', '180D2E6F9A4B1C7E'], ['20261202100415', '180D2F1B3C7E9A05'])).not.toMatch(/identical|same/)
  })

  test('a duration that is one field\'s value in a status of many fields is that field\'s reading: a value', () => {
    const ups = (v: string[]) => `UPSNAME  : rack-ups\nSTATUS   : ONLINE\nLINEV    : 231.0 Volts\nLOADPCT  : 17.0 Percent\nBCHARGE  : 100.0 Percent\nTIMELEFT : ${v[0]} Minutes\nMBATTCHG : 5 Percent\nSENSE    : Medium\nBATTV    : 27.2 Volts\nNUMXFERS : 2\nSELFTEST : NO`
    expect(judged(ups, ['42.3'], ['38.9'])).not.toMatch(/identical|same/)
  })

  test('a rate beside an amount that moved is no proof of the clock: the amount is a value', () => {
    const push = (v: string[]) => `Exit code 1\nEnumerating objects: 11, done.\nWriting objects: 100% (6/6), ${v[0]} KiB | ${v[1]} MiB/s, done.\nremote: ERROR: missing Change-Id in message footer`
    expect(judged(push, ['1.27', '3.18'], ['9.27', '2.41'])).not.toMatch(/identical|same/)
  })

  test('a line number whose numbered snippet, below the error\'s message lines, still numbers the old line is another place: a value', () => {
    const ghc = (v: string[]) => `/work/geo/src/Geo/Projection.hs:${v[0]}:23: error: [GHC-83865]\n    • Couldn't match expected type ‘Double’ with actual type ‘Int’\n    • In the first argument of ‘toRadians’, namely ‘zone’\n   |\n88 |   let lam0 = toRadians zone * 6 - 183\n   |                       ^^^^`
    expect(judged(ghc, ['88'], ['89'])).not.toMatch(/identical|same/)
  })

  test('a build number in a status nobody knows is read-only is the newest build: a value', () => {
    const show = (v: string[]) => `Job #${v[0]}.1: Run the suite\nState:         started\nType:          push\nBranch:        main\nDuration:      4 min 12 sec`
    expect(judged(show, ['1877'], ['1878'])).not.toMatch(/identical|same/)
  })

  test('a time a limit names is a setting: a value', () => {
    const job = (v: string[]) => `JobId=4217 JobName=train-resnet\n   JobState=RUNNING Reason=None\n   RunTime=01:12:47 TimeLimit=${v[0]} TimeMin=N/A\n   NodeList=gpu03`
    expect(judged(job, ['04:00:00'], ['05:00:00'])).not.toMatch(/identical|same/)
  })

  test('a process the line says blocks the run is another\'s: a value', () => {
    const deadlock = (v: string[]) => `Exit code 1\nsqlalchemy.exc.OperationalError: deadlock detected\nDETAIL:  Process 2214 waits for ShareLock on transaction 9071; blocked by process ${v[0]}.`
    expect(judged(deadlock, ['2215'], ['2219'])).not.toMatch(/identical|same/)
  })

  test('a start time that moved on an hour more than its end is no run\'s clock: a value', () => {
    const flow = (v: string[]) => `Info: Running Quartus Prime Shell\n    Info: Processing started: Wed Dec  2 ${v[0]} 2026\n    Info: Quartus Prime Shell was successful. 0 errors, 12 warnings\n    Info: Processing ended: Wed Dec  2 ${v[1]} 2026`
    expect(judged(flow, ['07:40:12', '08:41:47'], ['08:45:03', '08:46:41'])).not.toMatch(/identical|same/)
  })

  test('numbers in brackets after a limit the run was held to are no parts of its time: a value', () => {
    const search = (v: string[]) => `Search job 1709633472.48213 did not finish within 60 s (dispatchState=RUNNING, scanned=${v[0]})\nresults: 0`
    expect(judged(search, ['0.41'], ['0.44'])).not.toMatch(/identical|same/)
  })

  test('parts that add up to more than the wall time are not its parts: a value', () => {
    const build = (v: string[]) => `- Verilator: Built from 4.112 MB sources in 38 modules\n- Verilator: Walltime 38.412s (elab=0.912, cvt=9.718, bld=${v[0]})\n- Verilator: done`
    expect(judged(build, ['27.330'], ['97.330'])).not.toMatch(/identical|same/)
  })

  test('a rate whose unit alone changed is another rate: a value', () => {
    const fetch = (v: string[]) => `2 new packages to install.\nRetrieving: libpq5-16.4-1.1.x86_64.rpm ........[done (1.9 ${v[0]}/s)]\nRetrieving: postgresql16-16.4-1.1.x86_64.rpm ....[done (6.3 MiB/s)]\n(1/2) Installing: libpq5-16.4-1.1.x86_64 ......[done]`
    expect(judged(fetch, ['MiB'], ['KiB'])).not.toMatch(/identical|same/)
  })

  test('a job id of one or two digits is the job\'s place in the run: another is other work, a value', () => {
    const failed = (v: string[]) => `Error in rule align:\n    jobid: ${v[0]}\n    input: reads/s3.fq.gz\n    output: aligned/s3.bam\nExiting because a job execution failed.`
    expect(judged(failed, ['3'], ['4'])).not.toMatch(/identical|same/)
  })

  test('the bytes a transfer moved, on the line with its time, are its result: a value', () => {
    const mirror = (v: string[]) => `Total: 38 directories, 412 files, 0 symlinks\nNew: 412 files, 0 symlinks\n${v[0]} bytes transferred in 61 seconds (4.56 MiB/s)`
    expect(judged(mirror, ['291840417'], ['287011384'])).not.toMatch(/identical|same/)
  })

  test('what a line says after its "Time:" sentence is the result: a value', () => {
    const query = (v: string[]) => `| i-0498a0e2795d68fde | pending | t3.micro |\n\nTime: 1.4s. Rows returned: ${v[0]}. Rows fetched: 3.`
    expect(judged(query, ['3'], ['4'])).not.toMatch(/identical|same/)
  })

  test('in a poll, the id of the job it reports on is a value', () => {
    const status = (v: string[]) => `Search job ${v[0]} DONE GATHERING RESULTS\nrecordCount: 3\nreason=insufficient_funds count=41`
    expect(judged(status, ['4F2A9C1E07B3D5E8'], ['1B7D3F05A9C2E46B'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a version after the word build is a release, a value', () => {
    const built = (v: string[]) => `Exit code 1\nUsing build ${v[0]} of the toolchain\nerror: linker failed: undefined symbol _vat_rate`
    expect(judged(built, ['1.4.2'], ['1.4.3'])).not.toMatch(/identical|same/)
  })

  test('one age that fell among ages that grew is a restart: a value', () => {
    const status = (v: string[]) => `   PID  Up        Name\n  2817  ${v[0]}   api\n  2840  ${v[1]}   mailer\n  2901  ${v[2]}   worker`
    expect(judged(status, ['4h12m31s', '4h12m30s', '3h1m2s'], ['4h14m07s', '4h14m06s', '12s'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('two durations that grew by different amounts are not the wall clock: a value', () => {
    const status = (v: string[]) => `   PID  Up        Down      Name\n  2817  ${v[0]}               api\n                  ${v[1]}   worker`
    expect(judged(status, ['4h12m31s', '6m2.11s'], ['4h14m07s', '11m2.11s'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('latencies a metric names that grew in step are still measurements: a value', () => {
    const latency = (v: string[]) => `/api/cart p99 ${v[0]}\n/api/checkout p99 ${v[1]}`
    expect(judged(latency, ['80ms', '95ms'], ['1.08s', '1.095s'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a migration applied, named by the time it was written, is a value', () => {
    const migrate = (v: string[]) => `Applying migration \`${v[0]}_add_cart_index\`\nError: P3009 migrate found failed migrations in the target database\nThe \`${v[0]}_add_cart_index\` migration started at 2025-03-01 09:31:07 failed`
    expect(judged(migrate, ['20250301093012'], ['20250301103012'])).not.toMatch(/identical|same/)
  })

  test('a response time with no unit is what a service measured, a value', () => {
    const health = (v: string[]) => `status: degraded\nresponse time: ${v[0]}\nchecked: /healthz`
    expect(judged(health, ['0.184'], ['2.910'])).not.toMatch(/identical|same/)
  })

  test('a quota\'s usage is a reading, a value', () => {
    const quota = (v: string[]) => `{\n  "region": "us-east-1",\n  "usage": {\n    "cpus": ${v[0]},\n    "instances": 4\n  }\n}`
    expect(judged(quota, ['12'], ['16'])).not.toMatch(/identical|same/)
  })

  test('a timestamp that is the answer the command filtered for is a value', () => {
    expect(judgeTexts('Last-Modified: Tue, 01 Dec 2026 10:00:00 GMT', 'Last-Modified: Tue, 01 Dec 2026 10:05:00 GMT')).not.toMatch(/identical|same/)
  })

  test('an id alone on its line that is not minted per run is a value', () => {
    expect(judgeTexts('3f9b1c2a-7d4e-4f10-9a8b-0c1d2e3f4a5b', '8e2d0b71-5c3a-4e9f-b1d2-6a7c8e9f0a1b')).not.toMatch(/identical|same/)
    expect(judgeTexts('boot id:\n3f9b1c2a-7d4e-4f10-9a8b-0c1d2e3f4a5b', 'boot id:\n8e2d0b71-5c3a-4e9f-b1d2-6a7c8e9f0a1b')).not.toMatch(/identical|same/)
  })

  test('the pid and uptime of a long-running process in a status query are values', () => {
    const ps = (v: string[]) => `    PID     ELAPSED CMD\n ${v[0]}    ${v[1]} node server.js`
    expect(judged(ps, ['48213', '05:12'], ['48377', '00:03'])).toBe('different')
    const status = (v: string[]) => `● web.service - Web API\n   Loaded: loaded (/etc/systemd/system/web.service; enabled)\n   Active: active (running) since Tue 2026-12-01 ${v[1]} UTC; 3s ago\n Main PID: ${v[0]} (node)`
    expect(judged(status, ['48213', '10:00:00'], ['48377', '10:00:07'])).toBe('different')
  })

  test('a benchmark latency is a value, never the same, even among many unchanged lines', () => {
    const bench = (v: string[]) => `Running 10s test @ http://localhost:8080\n  2 threads and 10 connections\n  Latency p99 ${v[0]}ms\nRequests/sec: 1200`
    expect(judged(bench, ['812'], ['640'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, clock readings that moved are what it reports', () => {
    expect(judged(rollout, ['10:20:41', '10:20:47'], ['10:23:05', '10:23:12'], { polled: true })).toBe('similar')
  })

  test('one clock reading that moved, in a call that acts, is a value', () => {
    expect(judged(rollout, ['10:20:41', '10:20:47'], ['10:23:05', '10:20:47'])).toBe('similar')
  })

  test('clock readings that moved by different amounts are values', () => {
    expect(judged(rollout, ['10:20:41', '10:20:47'], ['10:23:05', '10:31:12'])).toBe('similar')
  })

  test('clock readings that moved back are values', () => {
    expect(judged(rollout, ['10:23:05', '10:23:12'], ['10:20:41', '10:20:47'])).toBe('similar')
  })

  test("a time in a row of a table whose header is piped names in lower case dates the row's subject: a node's new start is a value", () => {
    const nodes = (v: string[]) => `  id |     address     |         started_at         | is_live\n-----+-----------------+----------------------------+---------\n   1 | localhost:26257 | 2026-12-01 22:41:07.118412 | true\n   2 | localhost:26258 | ${v[0]} | true\n(2 rows)`
    expect(judged(nodes, ['2026-12-01 22:41:09.503117'], ['2026-12-01 23:02:44.090211'], { polled: true })).toBe('different')
  })

  test('a rate whose amount changed too is a value', () => {
    const rsync = (v: string[]) => `sending incremental file list\napp.js\n\nsent ${v[0]} bytes  received 17 bytes  ${v[1]} bytes/sec\ntotal size is 48,213  speedup is 25.07`
    expect(judged(rsync, ['1,906', '1,282.00'], ['9,412', '3,846.00'])).not.toBe('same')
  })

  test("a supervised service's pid that changed beside its state is a restart, whatever else moved", () => {
    const sv = (v: string[]) => `run: /etc/service/api: (pid 48213) 1207s; run: log: (pid 811) 9015s\nrun: /etc/service/worker: (pid ${v[0]}) ${v[1]}s; run: log: (pid 812) 9015s`
    expect(judged(sv, ['48377', '1198'], ['48402', '4'])).toBe('different')
  })

  test("a number of CPUs on a line that reports no run's time is a value", () => {
    const quota = (v: string[]) => `namespace: shop\nrequests: ${v[0]} CPU, 512Mi memory\nlimits: 4 CPU, 1Gi memory`
    expect(judged(quota, ['2'], ['3'])).not.toBe('same')
  })

  test("a size on a line that reports no run's time is a value", () => {
    const status = (v: string[]) => `api.service - Shop API\n   Active: active (running)\n   Memory: ${v[0]} (peak: 131.0M)\n   Tasks: 9`
    expect(judged(status, ['118.4MiB'], ['121.9MiB'])).not.toBe('same')
  })

  test("a listed process that shares only some words with the call is another process: its new pid is a restart", () => {
    const listing = (v: string[]) => `dev  ${v[0]}  0.3  1.2 812344 98112 ?  Sl  10:02  0:04 celery -A shop worker --loglevel=info\ndev  4242  0.0  0.0   6432   720 pts/0 S+ 10:12  0:00 grep --color=auto celery -A shop`
    const kind = { polled: true, asked: JSON.stringify({ command: 'ps aux | grep "celery -A shop"' }) }
    expect(judged(listing, ['4100'], ['4388'], kind)).not.toBe('same')
  })

  test('an extra opening line shaped like the lines after it is more of the result: a batch more was done', () => {
    expect(judgeTexts('Exit code 1\nprocessed batch 2 of 9\nprocessed batch 3 of 9\nerror: batch 4 rejected', 'Exit code 1\nprocessed batch 1 of 9\nprocessed batch 2 of 9\nprocessed batch 3 of 9\nerror: batch 4 rejected')).toBe('different')
  })

  test('an extra opening line that reports a failure is a result, not preparation', () => {
    const build = (opening: string) => `Exit code 1\n${opening}Build failed: 1 error\nsrc/cart.ts(14,9): error TS2304: Cannot find name 'qty'.`
    expect(judgeTexts(build('npm error code ERESOLVE\n'), build(''))).toBe('different')
  })

  test('in a read-only poll, an opening line one run lacks is a change', () => {
    const listing = (top: string) => `${top}cart.ts\ncheckout.ts\nindex.ts`
    expect(judgeTexts(listing('api.ts\n'), listing(''), { polled: true })).toBe('different')
  })

  test('a hex name that changed is a hash naming other content, a value even in a call that acts', () => {
    const update = (v: string[]) => `Exit code 100\nW: GPG error: https://apt.example.com stable InRelease: NO_PUBKEY ${v[0]}\nE: The repository is not signed.`
    expect(judged(update, ['4A3F2B1C9D8E7F60'], ['7C21E5D09B4A3F18'])).toBe('similar')
  })

  test('a drawn name edited in one place is another thing, a value', () => {
    const build = (v: string[]) => `vite v6.0.1 building for production...\n✓ 41 modules transformed.\ndist/assets/index-${v[0]}.js  142.31 kB`
    expect(judged(build, ['BfX1k2aS'], ['BfX1k7aS'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, a name drawn anew names another thing: a pod replaced', () => {
    const pods = (v: string[]) => `NAME                   READY   STATUS             RESTARTS\napi-7d9f8b6c5d-${v[0]}   0/1     CrashLoopBackOff   4`
    expect(judged(pods, ['x2k4p'], ['qm8zt'], { polled: true })).not.toMatch(/identical|same/)
  })

  test("a supervised process's uptime spelled as a clock that fell is a restart", () => {
    const status = (v: string[]) => `api                              RUNNING   pid 48213, uptime ${v[0]}`
    expect(judged(status, ['0:04:12'], ['0:00:03'], { polled: true })).toBe('different')
  })

  test('a place no task held in the other run is a value: another task ran', () => {
    const lint = (places: string[]) => `Linting 'Cart.swift' (${places[0]}/3)\nLinting 'Money.swift' (${places[1]}/3)\nLinting 'App.swift' (${places[2]}/3)\nDone linting! Found 1 violation in 3 files.`
    expect(judgeTexts(lint(['1', '2', '3']) + '\nCart.swift', lint(['2', '1', '2']) + '\nCart.swift')).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, the names of files under a log folder are what it lists', () => {
    const listing = (v: string[]) => `~/.opam/log/zarith-${v[0]}.out\n~/.opam/log/zarith-${v[0]}.env`
    expect(judged(listing, ['28841-5b0f3e'], ['30112-c9a471'], { polled: true })).not.toMatch(/identical|same/)
  })

  test("another program's tag in a call that acts names another process: its pid is a value", () => {
    const restart = (v: string[]) => `Exit code 1\nJob for api.service failed.\napi[${v[0]}]: error: database is locked`
    expect(judged(restart, ['4242'], ['4377'], { asked: JSON.stringify({ command: 'systemctl restart api && journalctl -u api -n 2 -o cat' }) })).not.toMatch(/identical|same/)
  })

  test("a benchmark's time per operation, `412 ns/op`, is what it measured: another time is a value", () => {
    const bench = (v: string[]) => `goos: linux\npkg: shop/cart\nBenchmarkTotal-8   \t 1000000\t      ${v[0]} ns/op\t     256 B/op\t       4 allocs/op\nPASS\nok  \tshop/cart\t1.234s`
    expect(judged(bench, ['412'], ['498'])).not.toMatch(/identical|same/)
  })

  test("a benchmark's mean time, named in its header, is what it measured: another mean is a value", () => {
    const compare = (v: string[]) => `Benchmark 1: ./shop-cli total big.json\n  Time (mean ± σ):     ${v[0]} ms ±   0.4 ms    [User: 10.1 ms, System: 2.0 ms]\n  Range (min … max):   11.8 ms …  13.9 ms    212 runs`
    expect(judged(compare, ['12.3'], ['14.8'])).not.toMatch(/identical|same/)
  })

  test('a call that names a benchmark reports its durations as the answer', () => {
    const run = (v: string[]) => `Running benches/totals.rs\ncart/total             time:   [1.0412 µs ${v[0]} µs 1.0493 µs]\nFound 3 outliers among 100 measurements (3.00%)`
    expect(judged(run, ['1.0450'], ['1.2450'], { asked: JSON.stringify({ command: 'cargo bench --bench totals' }) })).not.toMatch(/identical|same/)
  })

  test('two durations under a microsecond are two times, not one rounded to zero', () => {
    expect(judgeTexts('p50 latency: 412 ns', 'p50 latency: 498 ns')).not.toMatch(/identical|same/)
  })

  test('a duration under a column named for what the row measures (`total  read  write`) is its reading: a value', () => {
    const top = (v: string[]) => `2024-03-05T10:11:12.345+0000\tconnected to: mongodb://localhost/\n\n            ns    total    read    write    2024-03-05T10:11:17Z\n   shop.orders      ${v[0]}      0ms      ${v[0]}\n shop.products      0ms      0ms      0ms`
    expect(judged(top, ['0ms'], ['48ms'])).not.toMatch(/identical|same/)
  })

  test("a compiler's `have (…)` below a location is no code shown: another line is another error", () => {
    const build = (v: string[]) => `# example.com/shop/cmd/shopd\ncmd/shopd/routes.go:${v[0]}:9: too many arguments in call to prices.Load\n\thave (context.Context, string)\n\twant (context.Context)`
    expect(judged(build, ['58'], ['63'])).not.toMatch(/identical|same/)
  })

  test("a wait's bound, `Waiting up to 40m0s`, is a setting: another bound is a value", () => {
    const wait = (v: string[]) => `Exit code 6\nlevel=info msg=Waiting up to ${v[0]} for the cluster to initialize...\nlevel=error msg=Cluster operator ingress Degraded is True\nlevel=fatal msg=failed to initialize the cluster: timed out waiting for the condition`
    expect(judged(wait, ['40m0s'], ['30m0s'])).not.toMatch(/identical|same/)
  })

  test('ten bare digits printed twice are no clock reading: a size that changed on both lines is a value', () => {
    const stats = (v: string[]) => `SourceFiles 18342\nSourceFileSize ${v[0]} (2.00 GB)\nMirrorFiles 18342\nMirrorFileSize ${v[0]} (2.00 GB)\nErrors 0`
    expect(judged(stats, ['2147398656'], ['2147398657'])).not.toMatch(/identical|same/)
  })

  test("in a read-only poll, a host's id is the host's: another one is a value", () => {
    expect(judgeTexts('node: web-1\nhost id: 8f2c1a9e\nstatus: ready', 'node: web-1\nhost id: 3b7d0e4f\nstatus: ready', { polled: true })).not.toMatch(/identical|same/)
  })

  test("a wait in a clause that retries, `retrying webhook delivery in 30s`, is a setting: another wait is a value", () => {
    const tail = (v: string[]) => `api-7d9f8b6c5d-x2k4p WARN retrying webhook delivery in ${v[0]} (attempt 1 of 5)\napi-7d9f8b6c5d-x2k4p ERROR stripe signature verification failed`
    expect(judged(tail, ['30s'], ['60s'])).not.toMatch(/identical|same/)
  })

  test('an epoch ending a name that moved on by more than a day is no rerun of the same call: a value', () => {
    const save = (v: string[]) => `INFO[0000] Saving etcd snapshot\nINFO[0000] Snapshot on-demand-k3s-server-1-${v[0]} saved.`
    expect(judged(save, ['1709633472'], ['1709733472'])).not.toMatch(/identical|same/)
  })

  test("in a read-only poll, an epoch ending a file's name names another file: a value", () => {
    const listing = (v: string[]) => `snapshots:\non-demand-k3s-server-1-${v[0]}\netcd-snapshot-k3s-server-1-1709600000`
    expect(judged(listing, ['1709633472'], ['1709633921'], { polled: true })).not.toMatch(/identical|same/)
  })

  test("Windows' `Event ID: 1000` names a kind of event: another one is a value", () => {
    const event = (v: string[]) => `Event[0]:\n  Log Name: Application\n  Source: Application Error\n  Event ID: ${v[0]}\n  Level: Error\n  Description:\nFaulting application name: shop.exe`
    expect(judged(event, ['1000'], ['1026'])).not.toMatch(/identical|same/)
  })

  test('an id the call asked for by name is its subject, even under a label of minted ids: another one is a value', () => {
    const start = (v: string[]) => `Started Workflow Id: ${v[0]}, run Id: 3c0b4ea2-6d1f-4e89-b7a3-5f2c9d08e1b6\nWorkflow is running`
    const asked = { asked: JSON.stringify({ command: 'tctl workflow start --workflow_type Settle --workflow_id settle-2026-12-01' }) }
    expect(judged(start, ['settle-2026-12-01'], ['settle-2026-12-02'], asked)).not.toMatch(/identical|same/)
  })

  test('a label that opens with an instant, `startTimeMillis`, holds a clock reading, no duration: another is a value', () => {
    const stage = (v: string[]) => `{"id":"12","name":"Build","status":"IN_PROGRESS","startTimeMillis":${v[0]},"pauseDurationMillis":0}`
    expect(judged(stage, ['1796180176630'], ['1796181176630'], { polled: true })).not.toMatch(/identical|same/)
  })

  test("in a call that acts, a number of one or two digits in its log file's name is a version or an index: a value", () => {
    const start = (v: string[]) => `Exit code 1\nJob for postgresql@16-main.service failed.\npg_ctl: could not start server\nExamine the log output: /var/log/postgresql/postgresql-${v[0]}-main.log`
    expect(judged(start, ['16'], ['17'])).not.toMatch(/identical|same/)
  })

  test('a socket named by its address is where it listens, no minted id: another address is a value', () => {
    const start = (v: string[]) => `Exit code 1\n52731:M 02 Dec 2026 07:20:05.093 # Warning: Could not create server TCP listening socket ${v[0]}: bind: Address already in use\n52731:M 02 Dec 2026 07:20:05.093 # Failed listening on port 6379 (tcp), aborting.`
    expect(judged(start, ['127.0.0.1:6379'], ['127.0.0.1:6380'])).not.toMatch(/identical|same/)
  })

  test('a time in a row under column names of two words set apart by pipes (`Last seen`) dates that row: a value', () => {
    const nodes = (v: string[]) => `ID | Hostname  | IP addresses | Last seen           | Connected\n1  | gw-1      | 100.64.0.1   | 2026-12-02 07:40:11 | online\n3  | laptop-17 | 100.64.0.3   | ${v[0]} | offline`
    expect(judged(nodes, ['2026-12-01 19:12:40'], ['2026-12-02 07:41:02'], { polled: true })).not.toMatch(/identical|same/)
  })

  test("another program's tag set apart by a blank, `name [pid]:`, names another process: its pid is a value", () => {
    const restart = (v: string[]) => `Exit code 1\nJob for api.service failed.\napi [${v[0]}]: error: database is locked`
    expect(judged(restart, ['4242'], ['4377'], { asked: JSON.stringify({ command: 'systemctl restart api && journalctl -u api -n 2 -o cat' }) })).not.toMatch(/identical|same/)
  })

  test('a bare `Time` column is what a benchmark measured, not how long a step took: a value', () => {
    const bench = (v: string[]) => `Benchmark              Time             CPU   Iterations\n---------------------------------------------------------\nBM_Parse/64         ${v[0]} ns          ${v[0]} ns      1000000`
    expect(judged(bench, ['412'], ['498'])).not.toMatch(/identical|same/)
  })

  test('a date labelled as when the subject was updated, `Last updated:`, is a value', () => {
    const status = (v: string[]) => `Cluster Summary:\n  * Last updated: Tue Mar  5 ${v[0]} 2024 on db1\n  * 2 nodes configured`
    expect(judged(status, ['10:11:12'], ['10:13:47'])).not.toMatch(/identical|same/)
  })

  test('an age spelled as hours and minutes glued that fell is a value: it happened again', () => {
    const allocations = (v: string[]) => `ID        Status   Created\na3f0c2d1  running  21m14s ago\n91c4a8e3  failed   ${v[0]} ago`
    expect(judged(allocations, ['1h2m'], ['1h1m'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a duration field that appears on a line reporting no run time is a change', () => {
    const settings = (extra: string) => `Exit code 1\nFunction: resize-image\tRuntime: nodejs20.x${extra}\nError: handler not found`
    expect(judgeTexts(settings('\tTimeout: 30 s'), settings(''))).toBe('different')
  })

  test('a link to the next pipeline in a status nobody knows is read-only is a new pipeline: a value', () => {
    const status = (v: string[]) => `Pipeline #${v[0]} running for main\nhttps://gitlab.example.com/acme/shop/-/pipelines/${v[0]}\n(running) test:unit`
    expect(judged(status, ['1184203'], ['1184204'], { asked: JSON.stringify({ command: 'glab ci status' }) })).not.toMatch(/identical|same/)
  })

  test('a number one higher names another thing: another test, another vulnerability', () => {
    const ctest = (v: string[]) => `Exit code 8\n3/4 Test #${v[0]}: cart_total ...***Failed    0.02 sec\n75% tests passed, 1 tests failed out of 4`
    expect(judged(ctest, ['3'], ['4'])).not.toMatch(/identical|same/)
    const scan = (v: string[]) => `Exit code 1\nlibcrypto3  CVE-${v[0]}-5535  MEDIUM  3.1.4-r1  3.1.6-r0`
    expect(judged(scan, ['2024'], ['2025'])).not.toMatch(/identical|same/)
  })

  test('a label inside a longer name labels nothing: the version in IO-Socket-SSL-2.089 is a value', () => {
    const install = (v: string[]) => `Exit code 1\nConfiguring IO-Socket-SSL-${v[0]} ... OK\n! Bailing out the installation for IO-Socket-SSL-${v[0]}.`
    expect(judged(install, ['2.089'], ['2.099'])).not.toMatch(/identical|same/)
  })

  test("a line number whose snippet numbers another line is not shown: another failure", () => {
    const hurl = (v: string[]) => `Exit code 4\nerror: Assert status code\n  --> api/orders.hurl:${v[0]}:6\n   |\n   | POST http://localhost:8080/api/orders\n   | ...\n14 | HTTP 201\n   |      ^^^ actual value is <500>`
    expect(judged(hurl, ['14'], ['24'])).not.toMatch(/identical|same/)
  })

  test('a pid alone on its line in a status block is the process it names: a new one is a restart', () => {
    const status = (v: string[]) => `Process 'api'\n  status                       OK\n  pid                          ${v[0]}\n  parent pid                   1`
    expect(judged(status, ['1422'], ['1432'])).not.toMatch(/identical|same/)
  })

  test("in a call that acts, a log file's name is the run's only in its numbers: a word in it is a value", () => {
    const install = (v: string[]) => `Exit code 1\nerror: building libpq failed\n    See logs for more information:\n      /home/dev/vcpkg/buildtrees/libpq/config-${v[0]}-linux-rel-config.log`
    expect(judged(install, ['x64'], ['x86'])).not.toMatch(/identical|same/)
  })

  test('one clock reading on one row only may be what the answer is about: a value', () => {
    const series = (v: string[]) => `[{"metric":{"job":"api"},"value":[${v[0]},"3"]},{"metric":{"job":"worker"},"value":[1710150400.000,"2"]}]`
    expect(judged(series, ['1710150482.113'], ['1710150537.406'], { polled: true })).not.toMatch(/identical|same/)
  })

  test("a number in a table's column headed by anything but a time is a value", () => {
    const summary = (v: string[]) => `Exit code 1\n| Step | Action | Retries |\n| 1    | build  | ${v[0]}       |\nfastlane finished with errors`
    expect(judged(summary, ['2'], ['3'])).not.toMatch(/identical|same/)
  })

  test('a bare "250m" without "ago" may be millicores: a value', () => {
    const top = (v: string[]) => `NAME        CPU(cores)   MEMORY(bytes)\napi-7d9f8   ${v[0]}        312Mi\nworker-4c   12m          180Mi`
    expect(judged(top, ['250m'], ['240m'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a time in a row under lower-case column names dates what the row is about: a value', () => {
    const query = (v: string[]) => `Result: _result\nTable: keys: [_start, _stop]\n                   _start:time                      _time:time                  _value:float\n------------------------------  ------------------------------  -----------\n2024-05-14T08:58:41.000000000Z  ${v[0]}                           42`
    expect(judged(query, ['2024-05-14T09:58:41.000000000Z'], ['2024-05-14T09:58:51.000000000Z'])).not.toMatch(/identical|same/)
  })

  test("a duration a metric names, an estimate's \"Overall debt: 40min\", is a value", () => {
    const lint = (v: string[]) => `Exit code 2\nbuild>maxIssues: 12 : 4 weighted issues.\nOverall debt: ${v[0]}\ncomplexity - 10 weighted`
    expect(judged(lint, ['40min'], ['50min'])).not.toMatch(/identical|same/)
  })

  test("an offset into a module is where the fault is, not where the loader put it: a value", () => {
    const crash = (v: string[]) => `Faulting application name: api.exe\nFaulting module name: ntdll.dll\nException code: 0xc0000374\nFault offset: ${v[0]}\nReport Id: 3f1c`
    expect(judged(crash, ['0x00000000002a3f21'], ['0x00000000002a3f29'])).not.toMatch(/identical|same/)
  })

  test('a percentage opening each line is how far a build got, not a log prefix: a value', () => {
    const build = (v: string[]) => `[ 12%]: compiling.release src/a.c\n[ ${v[0]}%]: archiving.release libwire.a\n[ 94%]: linking.release wired\n[100%]: build ok, spent 2.31s`
    expect(judged(build, ['47'], ['48'])).not.toMatch(/identical|same/)
  })

  test('a step\'s place opening each line, "[4/6]", is how far a build got, not a log prefix: a value', () => {
    const build = (v: string[]) => `Building for debugging...\n[1/6] Write sources\n[${v[0]}/6] Compiling Shop Cart.swift\n[5/6] Emitting module Shop\nBuild complete! (0.42s)`
    expect(judged(build, ['4'], ['3'])).not.toMatch(/identical|same/)
  })

  test('in a call that acts, the pid of another process that holds a lock is that holder: a new one is another lock', () => {
    const locked = (v: string[]) => `Exit code 11\nunable to create lock in backend: repository is already locked by PID ${v[0]} on web1 by root\nlock was created at 2026-12-02 01:12:44\nthe \`unlock\` command can be used to remove stale locks`
    expect(judged(locked, ['48213'], ['51022'])).not.toMatch(/identical|same/)
  })

  test('a limit the run was held to, "within 60 seconds", "before the 60000ms timeout", is a setting: a value', () => {
    const tls = (v: string[]) => `Exit code 1\nTLS Error: TLS key negotiation failed to occur within ${v[0]} seconds (check your network connectivity)\nTLS Error: TLS handshake failed\nSIGUSR1[soft,tls-error] received, process restarting`
    expect(judged(tls, ['60'], ['30'])).not.toMatch(/identical|same/)
    const wal = (v: string[]) => `Exit code 82\nERROR: [082]: WAL segment 000000010000000000000007 was not archived before the ${v[0]}ms timeout\nHINT: check the archive_command`
    expect(judged(wal, ['60000'], ['90000'])).not.toMatch(/identical|same/)
  })

  test('a pid as a status field with spaces before its colon, sc.exe\'s "PID : 6120", is the service\'s: a value', () => {
    const query = (v: string[]) => `SERVICE_NAME: shopworker\n        STATE              : 2  START_PENDING\n        PID                : ${v[0]}\n        FLAGS              :`
    expect(judged(query, ['6120'], ['6124'])).not.toMatch(/identical|same/)
  })

  test('an age under a column headed AGE that fell is a new thing: a pod recreated is a value', () => {
    const pods = (v: string[]) => `NAME                   READY   STATUS             RESTARTS   AGE\napi-7d9f8b6c5d-x2k4p   0/1     ImagePullBackOff   0          ${v[0]}\nweb-5c8d7f9b4-q8z2n    1/1     Running            0          2d`
    expect(judged(pods, ['7m'], ['12s'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a figure shaped like an age under another column is what it reports: millicores are a value', () => {
    const top = (v: string[]) => `NAME                   CPU(cores)   MEMORY(bytes)   AGE\napi-7d9f8b6c5d-x2k4p   ${v[0]}         412Mi           5m`
    expect(judged(top, ['100m'], ['300m'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a time the call asked for is its subject, not its clock: a job scheduled for another time is a value', () => {
    const at = (v: string[]) => `warning: commands will be executed using /bin/sh\njob 42 at Thu Dec  3 ${v[0]} 2026`
    expect(judgeTexts(at(['03:30:00']), at(['04:30:00']), { asked: '{"command":"at -f /opt/jobs/reindex.sh 03:30 tomorrow"}' })).not.toMatch(/identical|same/)
  })

  test('a UUID the call asked about is its subject: another request\'s status is a value', () => {
    const info = (v: string[]) => `No errors getting notarization info.\n\n   RequestUUID: ${v[0]}\n        Status: in progress`
    expect(judgeTexts(info(['a6d332d9-79e0-41f6-98fd-519e999b083a']), info(['b6d332d9-79e0-41f6-98fd-519e999b083a']), { asked: '{"command":"xcrun altool --notarization-info a6d332d9-79e0-41f6-98fd-519e999b083a"}' })).not.toMatch(/identical|same/)
  })

  test('an indented sentence below a source line is no code: the same message at another line is another failure', () => {
    const check = (v: string[]) => `File "/home/dev/invoicer/render.py", line ${v[0]}, in render_total: unsupported operand type(s) for +: Decimal and str [unsupported-operands]\n  Function __add__ on Decimal expects Decimal\n\nFor more details, see https://google.github.io/pytype/errors.html`
    expect(judged(check, ['37'], ['38'])).not.toMatch(/identical|same/)
  })

  test('a place among another total, "1 of 5" then "1 of 6", is another run: a value', () => {
    const build = (v: string[]) => `==[ @acme/tokens ]=======[ 1 of ${v[0]} ]==\n"@acme/tokens" completed successfully`
    expect(judged(build, ['5'], ['6'])).not.toMatch(/identical|same/)
  })

  test('a setting labelled with its unit in brackets, "Timeout (Minutes):", is a value', () => {
    const job = (v: string[]) => `Job 6f1c2a9e summary\nTimeout (Minutes): ${v[0]}\nFinal Job Status: Failed`
    expect(judged(job, ['5'], ['10'])).not.toMatch(/identical|same/)
  })

  test('a DNS record whose time to live grew was fetched or set anew: a value', () => {
    const dig = (v: string[]) => `; <<>> DiG 9.18.28 <<>> api.shop.example.com\n;; global options: +cmd\n;; Got answer:\n;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: ${v[0]}\n;; flags: qr rd ra; QUERY: 1, ANSWER: 1, AUTHORITY: 0, ADDITIONAL: 1\n\n;; ANSWER SECTION:\napi.shop.example.com.\t${v[1]}\tIN\tA\t${v[2]}\n\n;; Query time: ${v[3]} msec\n;; SERVER: 127.0.0.53#53(127.0.0.53) (UDP)`
    expect(judged(dig, ['48213', '250', '203.0.113.17', '23'], ['7781', '3600', '203.0.113.17', '23'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a DNS answer with another address is another answer, whatever its id and time to live', () => {
    const dig = (v: string[]) => `; <<>> DiG 9.18.28 <<>> api.shop.example.com\n;; global options: +cmd\n;; Got answer:\n;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: ${v[0]}\n;; flags: qr rd ra; QUERY: 1, ANSWER: 1, AUTHORITY: 0, ADDITIONAL: 1\n\n;; ANSWER SECTION:\napi.shop.example.com.\t${v[1]}\tIN\tA\t${v[2]}\n\n;; Query time: ${v[3]} msec\n;; SERVER: 127.0.0.53#53(127.0.0.53) (UDP)`
    expect(judged(dig, ['48213', '287', '203.0.113.17', '23'], ['7781', '250', '203.0.113.18', '23'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('the size curl\'s progress meter received is what came back: a value', () => {
    const curl = (v: string[]) => `  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current\n                                 Dload  Upload   Total   Spent    Left  Speed\n100  ${v[0]}  100  ${v[0]}    0     0   ${v[1]}      0 --:--:-- --:--:-- --:--:--  ${v[2]}\ncurl: (22) The requested URL returned error: 404`
    expect(judged(curl, ['1256', '8123', '8150'], ['1312', '8123', '8150'])).not.toMatch(/identical|same/)
  })

  test('a count labelled "times" is no duration: a value', () => {
    const retries = (v: string[]) => `{\n  "job": "export",\n  "status": "failed",\n  "times": ${v[0]}\n}`
    expect(judged(retries, ['3'], ['4'])).not.toMatch(/identical|same/)
  })

  test('a peak memory a status reports on its own line is a value, even where the call is not known to only read', () => {
    const info = (v: string[]) => `Name: web1\nStatus: RUNNING\nResources:\n  Processes: 41\n  Memory usage:\n    Memory (current): 402.10MiB\n    Memory (peak): ${v[0]}`
    expect(judged(info, ['611.37MiB'], ['711.37MiB'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, a process said to be started with a new pid is a restart: a value', () => {
    const log = (v: string[]) => `supervisor: worker started with pid ${v[0]}\nworker: listening on :8080`
    expect(judged(log, ['48213'], ['49057'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, the id of the run it reports on is a value: another run', () => {
    const run = (v: string[]) => `Run id: ${v[0]}\nStatus: in_progress\nJobs: build (queued), test (queued)`
    expect(judged(run, ['7712450913'], ['7712450988'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a number beside a name that stayed is no draw: another step of the same workflow is a value', () => {
    const workflow = (v: string[]) => `Exit code 1\nName: build-7qzkp\nPhase: Failed\n └───✖ test     build-7qzkp-test-${v[0]}  Error (exit code 1)`
    expect(judged(workflow, ['2215709442'], ['4093317268'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, a process id labelled as one names another process: a value', () => {
    const events = (v: string[]) => `TimeCreated : 14/05/2024 10:12:03\nFaulting process id: ${v[0]}\nFaulting module name: ntdll.dll`
    expect(judged(events, ['0x1cf4'], ['0x1fc8'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a waiting time that fell is a new wait: a value', () => {
    const queue = (v: string[]) => `{"text":"{\\"job\\":\\"e2e\\",\\"status\\":\\"queued\\",\\"waiting_seconds\\":${v[0]}}"}`
    expect(judged(queue, ['314'], ['12'], { polled: true })).not.toMatch(/identical|same/)
  })

  test("a link's logs/ folder is a page, not a log file the run wrote: another build's log is a value", () => {
    const deploy = (v: string[]) => `Exit code 1\nBuild failed.\nSee https://ci.example.com/logs/${v[0]} for details`
    expect(judged(deploy, ['4121'], ['4122'])).not.toMatch(/identical|same/)
  })

  test('a wait still to come, "Retrying in 5s", is a setting: a value', () => {
    const log = (v: string[]) => `10:12:01 [WRN] Queue connection failed: Connection refused. Retrying in ${v[0]} (attempt 9)\n10:12:06 [WRN] Queue connection failed: Connection refused. Retrying in ${v[0]} (attempt 10)`
    expect(judged(log, ['5s'], ['6s'])).not.toMatch(/identical|same/)
  })

  test("the remote end's port is where the call went: a value", () => {
    const stat = (v: string[]) => `Connected to 93.184.215.14:${v[0]} from 192.168.1.23:51742\nHTTP/2 200\ncontent-type: application/json`
    expect(judged(stat, ['443'], ['8443'])).not.toMatch(/identical|same/)
  })

  test('a duration a metric names in capitals, "TTL: 720h0m0s", is a value', () => {
    const backup = (v: string[]) => `Name:  daily-shop\nPhase:  InProgress\nTTL:  ${v[0]}\nItems backed up: 412`
    expect(judged(backup, ['720h0m0s'], ['721h0m0s'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a wait the call asked for (-t 30), spelled "30 seconds", is a value', () => {
    const wait = (v: string[]) => `wait-for-it.sh: waiting ${v[0]} seconds for redis:6379\nwait-for-it.sh: redis:6379 is available after 2 seconds`
    expect(judged(wait, ['30'], ['31'], { asked: JSON.stringify({ command: './wait-for-it.sh redis:6379 -t 30' }) })).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, the id of a query it reports on is a value: another query', () => {
    const running = (v: string[]) => `queryId=${v[0]} state=RUNNING\nelapsed: 12s`
    expect(judged(running, ['etl_20250304101122_3c9a1f7e'], ['etl_20250304101355_b81d0e42'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a time still to come labelled by its unit, "seconds left:", is no time used: a value', () => {
    const wait = (v: string[]) => `state: draining\nseconds left: ${v[0]}\nconnections: 3`
    expect(judged(wait, ['40'], ['35'])).not.toMatch(/identical|same/)
  })

  test('a rate a status reports with no time of the run beside it is a value', () => {
    const status = (v: string[]) => `pipeline: orders\ningest: ${v[0]} rows per sec.\nlag: 0`
    expect(judged(status, ['1520'], ['310'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('one more failure among parallel test marks is another run, in whatever order', () => {
    const marks = (v: string[]) => `Running phpunit in 4 processes\n\n${v[0]}   8 / 8 (100%)\n\nFAILURES!`
    expect(judged(marks, ['..F.....'], ['.F...F..'])).not.toMatch(/identical|same/)
  })

  test('test marks before another count are another run', () => {
    const marks = (v: string[]) => `Running phpunit in 4 processes\n\n........   ${v[0]} / 9 (${v[1]}%)`
    expect(judged(marks, ['8', '88'], ['9', '100'])).not.toMatch(/identical|same/)
  })

  test('a port labelled as the remote end, "Remote Port:", is where the call went: a value', () => {
    const tunnel = (v: string[]) => `INFO[0001] Tunnel open\nINFO[0001] Remote Port: ${v[0]}\nERRO[0003] connection refused`
    expect(judged(tunnel, ['5432'], ['5433'])).not.toMatch(/identical|same/)
  })

  test('a snippet numbering its lines with colons must number the line each run names: the same code at another line is another finding', () => {
    const finding = (v: string[]) => `Results:\n\n[/src/store.go:${v[0]}] - G201 (CWE-89): SQL string formatting\n    40: func (s *Store) Find(id string) {\n  > 41: \trow := s.db.QueryRow(fmt.Sprintf(q, id))\n    42: \tvar c Cart\n\nSummary:\n  Issues : 1`
    expect(judged(finding, ['41'], ['42'])).not.toMatch(/identical|same/)
  })

  test('a duration of a day or more is a period, not the run\'s time: another expiry is a value', () => {
    const scheduled = (v: string[]) => `Scheduled job 3f9a2c1e (every 10 minutes). Auto-expires after ${v[0]} days.`
    expect(judged(scheduled, ['7'], ['8'])).not.toMatch(/identical|same/)
  })

  test('in a longer output, a duration of a day or more is a setting, not the run\'s clock: a value', () => {
    const policy = (v: string[]) => `Bucket: shop-logs\nLifecycle: delete objects after ${v[0]} days\nVersioning: enabled`
    expect(judged(policy, ['30'], ['90'])).not.toMatch(/identical|same/)
  })

  test('in a call that acts, a row that appears is a result, not a step one run took', () => {
    const report = (rows: string) => `KIND         NAME              API_VERSION\nFlowSchema   shop-batch-jobs   flowcontrol.apiserver.k8s.io/v1beta3\n${rows}Summary: see above`
    expect(judgeTexts(report('PriorityLevelConfiguration shop-batch flowcontrol.apiserver.k8s.io/v1beta3\n'), report(''))).not.toMatch(/identical|same/)
  })

  test('in a call that acts, a line in -ing with a word of a failure, "Failing over to replica", is a result, not a step', () => {
    const tests = (line: string) => `Exit code 1\nrunning 3 tests\n${line}test cart::add ... ok\ntest cart::total ... ok\ntest result: ok. 2 passed`
    expect(judgeTexts(tests('Failing over to replica db-2\n'), tests(''))).not.toMatch(/identical|same/)
  })

  test('a duration labelled otherwise than the run\'s time, "timeout: connect=5s", is a setting: a value', () => {
    const probe = (v: string[]) => `establishing connection\ntimeout: connect=${v[0]} rpc=10s\nservice unhealthy`
    expect(judged(probe, ['5s'], ['8s'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a wait still to come with a capitalised unit, "Retrying in 5 Seconds", is a setting: a value', () => {
    const retry = (v: string[]) => `Connecting to db:5432\nConnection refused\nRetrying in ${v[0]} Seconds`
    expect(judged(retry, ['5'], ['30'])).not.toMatch(/identical|same/)
  })

  test('a line and a column opening a line among a log\'s stamped lines are not in its time column: another place is a value', () => {
    const lint = (v: string[]) => `2026-12-02 04:12:03 [INFO]   Linting YAML\n2026-12-02 04:12:04 [INFO]   Command output for YAML:\n.github/workflows/deploy.yml\n  ${v[0]}     error    line too long (96 > 80 characters)\n2026-12-02 04:12:05 [INFO]   Validation done\n2026-12-02 04:12:06 [FATAL]   linting errors found`
    expect(judged(lint, ['14:31'], ['15:31'])).not.toMatch(/identical|same/)
  })

  test('a rate per second in a poll is what it reports, whatever time it gives: a value', () => {
    const status = (v: string[]) => `pipeline: orders\nlast batch took 2s\ningest: ${v[0]} rows/s`
    expect(judged(status, ['1520'], ['310'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a line and a column before a separator of bar characters are a place, not a progress bar\'s clock', () => {
    const lint = (v: string[]) => `src/cart.ts:${v[0]} lint/style/useConst  FIXABLE  ━━━━━━━━━━━━━━━━━━━━\n  ✖ This let declares a variable that is only assigned once.\nChecked 12 files in 41ms. No fixes applied.\nFound 1 error.`
    expect(judged(lint, ['14:17'], ['24:17'])).not.toMatch(/identical|same/)
  })

  test('the sizes a progress bar draws are what was moved: a value', () => {
    const upload = (v: string[]) => `Uploading dist/shop-1.2.0.tar.gz\n100%|██████████| ${v[0]}/${v[0]} [00:04<00:00, 3.41MB/s]\nError: 502 Bad Gateway`
    expect(judged(upload, ['14.9M'], ['15.9M'])).not.toMatch(/identical|same/)
  })

  test('an age under a column headed SINCE that fell is a new thing: a value', () => {
    const row = (name: string, ready: string, reason: string, since: string): string => `${name.padEnd(32)}${ready.padEnd(7)}${reason.padEnd(29)}${since.padEnd(7)}`.trimEnd()
    const tree = (v: string[]) => [row('NAME', 'READY', 'REASON', 'SINCE'), row('Cluster/edge-01', 'True', '', '41m'), row('└─MachineDeployment/edge-01-md', 'False', 'WaitingForAvailableMachines', v[0]!)].join('\n')
    expect(judged(tree, ['43m'], ['2m'])).not.toMatch(/identical|same/)
  })

  test('a count before a log level on a line of its own is no clock column: a value', () => {
    const summary = (v: string[]) => `Linting finished\n${v[0]} ERROR found in templates/base.html\nDone`
    expect(judged(summary, ['3'], ['4'])).not.toMatch(/identical|same/)
  })

  test('an id after a folder of a link that names a thing ("/orders/<id>") is that thing: a value', () => {
    const created = (v: string[]) => `Order created\nView it at https://shop.example.com/orders/${v[0]}\nStatus: pending`
    expect(judged(created, ['5f0c2e9a41b7d3c88e61f0a2b9d4e713'], ['c81d3a07e5f2b946a0d7e1c3f85b2a69'])).not.toMatch(/identical|same/)
  })

  test('a number of ten digits ending a name on several lines is part of the name, not a clock stamped on each row', () => {
    const status = (v: string[]) => `Ready: False, Message: Waiting on order shop/api-tls-1-${v[0]}\nOrder:\n  Name: api-tls-1-${v[0]}\n  State: pending`
    expect(judged(status, ['3810245877'], ['3810245878'])).not.toMatch(/identical|same/)
  })

  test('a pid beside a capitalised "Uptime:" is a process\'s status, even where the call is not known to only read: a value', () => {
    const pool = (v: string[]) => `Max pool size : 6\nProcesses     : 2\n  * PID: ${v[0]}   Sessions: 0   Processed: 18342   Uptime: 6h 41m 12s\n  * PID: 21431   Sessions: 0   Processed: 17906   Uptime: 6h 41m 11s`
    expect(judged(pool, ['21408'], ['21409'])).not.toMatch(/identical|same/)
  })

  test('a labelled pid on a line that reports a worker running is that worker\'s, even where the call is not known to only read: a value', () => {
    const stats = (v: string[]) => `Command stats sent success\n{"workers":2,"worker_status":[{"pid":${v[0]},"index":0,"booted":true,"last_status":{"running":5}}]}`
    expect(judged(stats, ['48126'], ['48127'])).not.toMatch(/identical|same/)
  })

  test('what lies in a temp folder drawn anew is a value: another package failing is another failure', () => {
    const lock = (v: string[]) => `Exit code 1\n✘ Locking Failed!\nInstallationError: Command "python setup.py egg_info" failed with error code 1 in /tmp/${v[0]}`
    expect(judged(lock, ['tmp4kq9z2vnbuild/pycurl/'], ['tmpe5r2j7qabuild/psycopg2/'])).not.toMatch(/identical|same/)
  })

  test('a time under a key that names when something happened to the subject ("grantedOn:") is a value', () => {
    const change = (v: string[]) => `status: NEW\napprovals:\n  type: Code-Review\n  value: 1\n  grantedOn: 2026-12-02 ${v[0]} UTC\nrowCount: 1`
    expect(judged(change, ['04:31:07'], ['04:31:08'])).not.toMatch(/identical|same/)
  })

  test('a message naming the words of the call\'s own command is no process listing: its exit status is a value', () => {
    const run = (v: string[]) => `Exit code 201\n--- FAIL: TestRetry (0.20s)\nFAIL\ntask: Failed to run task "ci": task: Failed to run task "test": exit status ${v[0]}`
    expect(judged(run, ['1'], ['2'], { asked: JSON.stringify({ command: 'task ci' }) })).not.toMatch(/identical|same/)
  })

  test('a check\'s verdict below a location is the failure\'s message, not its code: the same failure at another line is another failure', () => {
    const failure = (v: string[]) => `/home/dev/fw/tests/RingBufferTest.cpp:${v[0]}: error: Failure in TEST(RingBuffer, Wraps)\n\texpected <7 (0x7)>\n\tbut was  <6 (0x6)>\n\nErrors (1 failures, 38 tests, 38 ran)`
    expect(judged(failure, ['57'], ['58'])).not.toMatch(/identical|same/)
  })

  test('a tool\'s labelled message below a line number is no code shown: another line is another finding', () => {
    const report = (v: string[]) => `Messages\n========\n\nshop/checkout/cart.py\n  Line: ${v[0]}\n    pylint: unused-import / Unused import decimal\n\nMessages Found: 1`
    expect(judged(report, ['14'], ['15'])).not.toMatch(/identical|same/)
  })

  test('on a line that says it timed out, the wait after which it did is the limit: another limit is a value', () => {
    const perf = (v: string[]) => `[2024-03-04 10:11:12,408] WARN Error while fetching metadata (org.apache.kafka.clients.NetworkClient)\norg.apache.kafka.common.errors.TimeoutException: Topic orders not present in metadata after ${v[0]} ms.`
    expect(judged(perf, ['60000'], ['65000'])).not.toMatch(/identical|same/)
  })

  test('a server\'s "Restart Time:" dates the server, not the answer: a restart is a value', () => {
    const status = (v: string[]) => `Server Version: Apache/2.4.58 (Ubuntu)\nCurrent Time: Monday, 04-Mar-2024 10:11:12\nRestart Time: Monday, 04-Mar-2024 ${v[0]}\nServer uptime: 3 hours 46 minutes`
    expect(judged(status, ['06:25:03'], ['06:25:04'])).not.toMatch(/identical|same/)
  })

  test('a word that changed is a value however much stays the same', () => {
    expect(judgeTexts('job 1: done\njob 2: queued\njob 3: done', 'job 1: done\njob 2: failed\njob 3: done')).toBe('different')
  })

  test('in a read-only poll of a log, a line that appears is a change, however like the others', () => {
    expect(judgeTexts('12:00:01 heartbeat ok\n12:00:02 heartbeat ok', '12:00:01 heartbeat ok\n12:00:02 heartbeat ok\n12:00:03 heartbeat ok', { polled: true })).toBe('different')
  })

  test('a line that appears is a change', () => {
    expect(judgeTexts('Exit code 1\nerror: cart total is 20, expected 30', 'Exit code 1\nerror: cart total is 20, expected 30\nerror: checkout total is 0, expected 30')).toBe('different')
  })
  test('a process\'s CPU times a status reports, on no line of the run\'s own time, stay values', () => {
    const status = (v: string[]) => `worker 4  state: running\nCPU: user: ${v[0]} s, system: ${v[1]} s\nmemory: 212 MiB`
    expect(judged(status, ['12.41', '3.08'], ['12.97', '3.30'])).not.toMatch(/identical|same/)
  })

  test('a duration after a word it only follows, not under its key, is no run time (`ParseDuration("90s") = 1m29s`)', () => {
    const check = (v: string[]) => `--- FAIL: TestWindowDuration (0.00s)\n    window_test.go:14: WindowDuration("2h") = ${v[0]}, want 2h0m0s\nFAIL`
    expect(judged(check, ['1h59m'], ['1h58m'])).not.toMatch(/identical|same/)
  })

  test('the port a client dispatched to, not from, stays a value', () => {
    const error = (v: string[]) => `Error: timeout dispatching request {'last_dispatched_to': '10.1.0.9:${v[0]}', 'last_dispatched_from': '10.1.0.4:51206'}`
    expect(judged(error, ['8093'], ['8094'])).not.toMatch(/identical|same/)
  })

  test('a date and time written as one number that moved alone is a value (a snapshot the run names)', () => {
    const restore = (v: string[]) => `Restoring snapshot ${v[0]}\nRestored 412 files\nDone`
    expect(judged(restore, ['20261202.095441'], ['20261202.100313'])).not.toMatch(/identical|same/)
  })

  test('the time a service measured, under `Response-Time`, stays a value', () => {
    const probe = (v: string[]) => `Exit code 1\nURL: https://shop.example/health\nStatus: 503\nResponse-Time: ${v[0]}\nRetries: 0`
    expect(judged(probe, ['19'], ['2400'])).not.toMatch(/identical|same/)
  })

  test('three capital letters and a dot swapped are no row of marks', () => {
    const list = (v: string[]) => `Exit code 1\n${v[0]}\nchecked`
    expect(judged(list, ['A.BC'], ['C.AB'])).not.toMatch(/identical|same/)
  })

  test('a hash of 32 hex without a UUID\'s version marks, changed, stays a value', () => {
    const sum = (v: string[]) => `Building package shop\nmd5: ${v[0]}\nWrote shop_1.0.tar.gz`
    expect(judged(sum, ['3f8c1d2e9a7b1c60c15e2d4f8a9c0e71'], ['a05e7b3c1d9f02e61c7b0f1e2d3a4b59'])).not.toMatch(/identical|same/)
  })

  test('a UUID without dashes edited in one place is another name', () => {
    const chroot = (v: string[]) => `Exit code 10\nINFO: Running in chroot: ['/usr/bin/systemd-nspawn', '-M', '${v[0]}']\nERROR: Command failed`
    expect(judged(chroot, ['7c2e9a41b0d34f6e9a1c5b7d3e0f2a86'], ['7c2e9a41b0d34f6e9a1c5b7d3e0f2a87'])).not.toMatch(/identical|same/)
  })

  test('a removed container\'s id that changed while the made one did not is a value', () => {
    const up = (v: string[]) => `Start: Run: docker rm -f ${v[0]}\nContainer started\n{"outcome":"success","containerId":"9c1e7f3a2b8d4e60a5f19c3d7b2e8a41f0c6d5b9e3a7f2c1d8b4e6a0f9c3d2b1"}`
    expect(judged(up, ['4f2a9c1d7b3e'], ['0f0a0c0d0b0e'])).not.toMatch(/identical|same/)
  })

  test('a folder named by a number in a path the run only reads is named for what it holds', () => {
    const read = (v: string[]) => `Exit code 1\nReading /var/cache/builder/work/${v[0]}/status\nE: status says failed`
    expect(judged(read, ['48213'], ['51377'])).not.toMatch(/identical|same/)
  })
  test('an error printed more times is no wait', () => {
    const errors = (n: number) => `${'ERROR: disk quota exceeded on /data\n'.repeat(n)}\nStatus: failed`
    expect(judgeTexts(errors(2), errors(4))).toBe('different')
  })

  test('a rate whose amount moved with it, on no line of the run\'s time, stays a value', () => {
    const rates = (v: string[]) => `queue orders: ${v[0]} @ ${v[1]}/s\nqueue mails: 1.2MB @ 0.1MB/s`
    expect(judged(rates, ['39.2MB', '7.4MB'], ['41.0MB', '8.0MB'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a place before a separator of bar characters, with no percentage after it, stays a value', () => {
    const lint = (v: string[]) => `src/cart.ts:${v[0]} lint/suspicious/noDoubleEquals ━━━━━━━━━━━━━━━━━━━━\nFound 1 error.`
    expect(judged(lint, ['14:17'], ['15:17'])).not.toMatch(/identical|same/)
  })

  test('a finished task\'s ISO 8601 duration that moved alone stays a reading', () => {
    const execution = (v: string[]) => `{\n  "state": { "current": "RUNNING" },\n  "tasks": [\n    { "id": "extract", "state": { "current": "SUCCESS", "duration": "${v[0]}" } }\n  ]\n}`
    expect(judged(execution, ['PT2M4.311S'], ['PT2M5.311S'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a listening socket\'s port after a wildcard address stays a value', () => {
    const bind = (v: string[]) => `Exit code 1\n# Warning: Could not create server TCP listening socket *:${v[0]}: bind: Address already in use\n# Failed listening on port ${v[0]} (tcp), aborting.`
    expect(judged(bind, ['26379'], ['26380'])).not.toMatch(/identical|same/)
  })

  test('what a command\'s flag sets, `--thread 4`, is no thread\'s id', () => {
    const script = (v: string[]) => `Exit code 1\nCommand executed:\n  fastp -i a.fq.gz -o trimmed.fq.gz --thread ${v[0]}\nCommand exit status:\n  1`
    expect(judged(script, ['4'], ['8'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, an `updated_at` that moved is a change of the thing', () => {
    const item = (v: string[]) => `{\n  "id": "db-main",\n  "title": "orders db",\n  "updated_at": "${v[0]}"\n}`
    expect(judged(item, ['2026-12-02T10:56:12Z'], ['2026-12-02T10:58:40Z'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a creation time that went back, or a secret edited in one place, is another thing', () => {
    const item = (v: string[]) => `{\n  "id": "db-main",\n  "password": "${v[0]}",\n  "created_at": "${v[1]}"\n}`
    expect(judged(item, ['x9#Kp2vQ!mR4tL7w', '2026-12-02T10:56:12Z'], ['x9#Kp2vQ!mR4tL7w', '2026-12-01T09:56:12Z'])).not.toMatch(/identical|same/)
    expect(judged(item, ['x9#Kp2vQ!mR4tL7w', '2026-12-02T10:56:12Z'], ['x9#Kp2vQ!mR4tL7x', '2026-12-02T10:56:12Z'])).not.toMatch(/identical|same/)
  })
  test('a progress report that stopped short of 100 % says how far the run got', () => {
    const move = (v: string[]) => `  /dev/sdd1: Moved: 12.40%\n  /dev/sdd1: Moved: 48.91%\n  /dev/sdd1: Moved: ${v[0]}%\n  Error: device /dev/sdd1 went offline`
    expect(judged(move, ['83.07'], ['84.15'])).not.toMatch(/identical|same/)
  })

  test('a quoted camelCase key naming when, `"startsAt":`, dates what the answer is about', () => {
    const alerts = (v: string[]) => `[\n  {\n    "labels": { "alertname": "DiskFull", "severity": "critical" },\n    "startsAt": "${v[0]}",\n    "status": { "state": "active" }\n  }\n]`
    expect(judged(alerts, ['2026-12-02T10:31:15.042Z'], ['2026-12-02T10:41:15.042Z'])).not.toMatch(/identical|same/)
  })
  test('a number after the time of a line that has no glog header\'s source place is a value', () => {
    const copy = (v: string[]) => `Exit code 1\nI1202 10:00:01.000001   ${v[0]} rows copied before the error\nE1202 10:00:02.000001 copy failed`
    expect(judged(copy, ['412'], ['413'])).not.toMatch(/identical|same/)
  })
  test('a pid a label names does not make another number holding its digits that pid', () => {
    const crash = (v: string[]) => `Exit code 134\n#  SIGSEGV (0xb) at pc=0x00007f2c1a4e51c7, pid=${v[0]}, tid=40538\n# Problematic frame: order ${v[1]}`
    expect(judged(crash, ['40517', '140517'], ['41203', '140518'])).not.toMatch(/identical|same/)
  })

  test('a value after a spaced `=`, a check\'s, stays compared', () => {
    const check = (v: string[]) => `--- FAIL: TestTimeout (0.00s)\n    timeout_test.go:9: Timeout("1m") = ${v[0]}, want 1m0s\nFAIL`
    expect(judged(check, ['59s'], ['58s'])).not.toMatch(/identical|same/)
  })
  test('a time labelled by what it dates, `oldest … not applied:`, is the status\'s answer', () => {
    const sync = (v: string[]) => `   current time 2026-12-02T11:12:03Z\n      data sync source: us-east\n                        data is behind on 3 shards\n                        oldest incremental change not applied: ${v[0]} [58]`
    expect(judged(sync, ['2026-12-02T10:41:07.312986+0000'], ['2026-12-02T10:52:07.312986+0000'])).not.toMatch(/identical|same/)
  })

  test('a field naming a setting of time, `Failover delay: 60 seconds`, stays a value', () => {
    const ha = (v: string[]) => `Failover delay: ${v[0]} seconds\nCluster status:\n  1. node-1   10.0.1.11:10051   active   3s`
    expect(judged(ha, ['60'], ['90'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, the run in a link\'s folder is the run it reports on', () => {
    const status = (v: string[]) => `Run URL: https://ci.example.net/?o=555#job/214983706521844/run/${v[0]}\nState: RUNNING\nTasks: 3 of 5 done`
    expect(judged(status, ['883451207662019'], ['883451207669355'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a number after `#` in a bracket on one message printed twice tags nothing', () => {
    const review = (v: string[]) => `Exit code 1\n[warn #${v[0]}] unresolved review comment\n[warn #${v[0]}] unresolved review comment`
    expect(judged(review, ['412'], ['413'])).not.toMatch(/identical|same/)
  })
  test('a number with a leading zero or a year in a written file\'s name is no pid', () => {
    const saved = (v: string[]) => `Exit code 1\nLogs saved to \`_build/_tests/money/parse.${v[0]}.output'.\nReport written to report.${v[1]}.html`
    expect(judged(saved, ['002', '2024'], ['003', '2024'])).not.toMatch(/identical|same/)
    expect(judged(saved, ['002', '2024'], ['002', '2025'])).not.toMatch(/identical|same/)
  })

  test('a temp file\'s name that differs in a word, not a draw, is another file', () => {
    const build = (v: string[]) => `Exit code 1\n== Temporary log file in case of crash /tmp/eb-k2x9f1qa/${v[0]}.log\n== FAILED: Installation ended unsuccessfully`
    expect(judged(build, ['easybuild-configure'], ['easybuild-installing'])).not.toMatch(/identical|same/)
  })
  test('the counts in a bracket that closes with the run\'s time stay counts', () => {
    const tester = (v: string[]) => `Exit code 1\n........F...\n\n-- FAILED: cart.phpt\n   Failed: 1998 should be 1999\n\nFAILURES! (${v[0]} tests, ${v[1]} failure, 0.6 seconds)`
    expect(judged(tester, ['12', '1'], ['13', '1'])).not.toMatch(/identical|same/)
    expect(judged(tester, ['12', '1'], ['12', '2'])).not.toMatch(/identical|same/)
  })
  test('the year of a date after `since:` is no age counter', () => {
    const monitor = (v: string[]) => `Monitor: checkout-api\nStatus: DOWN\nDown since: ${v[0]}-12-02 11:48:12\nUptime (24h): 97.92%`
    expect(judged(monitor, ['2026'], ['2027'])).not.toMatch(/identical|same/)
  })

  test('the window in brackets qualifying a label, `Uptime (24h):`, is a setting, not the run\'s time', () => {
    const monitor = (v: string[]) => `Monitor: checkout-api\nStatus: UP\nUptime (${v[0]}): 97.92%\nAvg response: 212 ms`
    expect(judged(monitor, ['24h'], ['30h'])).not.toMatch(/identical|same/)
  })

  test('a time after `Last seen:` dates what it names', () => {
    const issue = (v: string[]) => `Issue SHOP-1F3: TypeError: Cannot read properties of undefined\nTotal occurrences: 412\nLast seen: ${v[0]} UTC`
    expect(judged(issue, ['2026-12-02 11:40:57'], ['2026-12-02 11:52:03'])).not.toMatch(/identical|same/)
  })

  test('a threshold a check names, `(over 300s)`, stays a value', () => {
    const problems = (v: string[]) => `{\n  "problems": [\n    { "name": "MySQL: Replication lag is too high (over ${v[0]}s)", "severity": "4" }\n  ]\n}`
    expect(judged(problems, ['300'], ['600'])).not.toMatch(/identical|same/)
  })

  test('quoted values a check shows below a location are no code shown: the line number stays a value', () => {
    const test_ = (v: string[]) => `Run Test: res://test/player_test.gd > test_jump_height :FAILED 12ms\n    line ${v[0]}: Expecting:\n     '120'\n     but was\n     '96'`
    expect(judged(test_, ['24'], ['31'])).not.toMatch(/identical|same/)
  })

  test('a request\'s number that no bracket\'s list names, `deploy request #37`, is what the call is about', () => {
    const error = (v: string[]) => `<tool_use_error>API error 422 (deploy request #${v[0]}): deploy request is not deployable</tool_use_error>`
    expect(judged(error, ['37'], ['38'])).not.toMatch(/identical|same/)
  })

  test('a duration in a one-line answer that closes no bracket\'s list stays a value', () => {
    const answer = (v: string[]) => `broker-2:8080 answered with latency ${v[0]}`
    expect(judged(answer, ['14ms'], ['19ms'])).not.toMatch(/identical|same/)
  })

  test('an id nested deeper than the creation time names another thing the made thing refers to: a value', () => {
    const route = (v: string[]) => `{\n  "id": "a81c3f02-5d6e-4b97-8c14-7e2f9d0b6a35",\n  "created_at": ${v[0]},\n  "service": {\n    "id": ${v[1]}\n  }\n}`
    expect(judged(route, ['1764677268', '41'], ['1764677711', '42'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, a new id beside a moved creation time is another thing', () => {
    const route = (v: string[]) => `{\n  "id": ${v[0]},\n  "name": "orders-v2",\n  "created_at": ${v[1]}\n}`
    expect(judged(route, ['68213907', '1764677268'], ['68214452', '1764677711'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a bare `m` that grew with no age of another unit beside it may be millicores: a value', () => {
    const top = (v: string[]) => `NAME      CPU(cores)\nweb-1     ${v[0]}\nweb-2     ${v[1]}`
    expect(judged(top, ['250m', '310m'], ['256m', '316m'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('an age in whole hours that grew by more than its rounding allows is no age in step', () => {
    const log = (v: string[]) => `◇ 5c0ad12 ${v[0]} (main) Merge pull request #640\n┃\n◯ 1a2b3c4 ${v[1]} add retry policy\n┃\n● e41b0c2 ${v[2]} (> feature/retry) fix retry jitter`
    expect(judged(log, ['3h', '52m', '6m'], ['6h', '58m', '12m'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a job\'s number of fewer than twelve digits is a serial: a value', () => {
    const change = (v: string[]) => `Statement 1: ALTER TABLE\n  job ${v[0]} succeeded (schema change)\nStatement 2: CREATE INDEX\n  job 88413 succeeded (schema change)`
    expect(judged(change, ['88412'], ['88414'])).not.toMatch(/identical|same/)
  })

  test('a count that stands still on a schedule\'s samples, `Aborts: 0`, stays a value', () => {
    const load = (v: string[]) => `Loading schema from file "orders.schema"\nElapsed: 05s Txns: 302 Aborts: ${v[0]}\nElapsed: 10s Txns: 611 Aborts: ${v[0]}\nElapsed: 15s Txns: 907 Aborts: ${v[0]}\nNumber of TXs run: 1042`
    expect(judged(load, ['0'], ['1'])).not.toMatch(/identical|same/)
  })

  test('the samples of a schedule with nothing below them end where the run ended: a value', () => {
    const load = (v: string[]) => `Loading schema from file "orders.schema"\nElapsed: 05s Txns: ${v[0]}\nElapsed: 10s Txns: ${v[1]}\nElapsed: 15s Txns: ${v[2]}`
    expect(judged(load, ['302', '611', '907'], ['288', '590', '884'])).not.toMatch(/identical|same/)
  })

  test('a span of whole hours written in seconds, a lease\'s `for 86400 seconds`, is chosen, not measured: a value', () => {
    const dhcp = (v: string[]) => `eth0: rebinding lease of 192.168.50.23\neth0: leased 192.168.50.23 for ${v[0]} seconds\neth0: adding default route via 192.168.50.1`
    expect(judged(dhcp, ['86400'], ['76400'])).not.toMatch(/identical|same/)
  })

  test('a duration right after a verb of waiting, `waiting 30s`, is a wait, not the run\'s time', () => {
    const rbd = (v: string[]) => `rbd: error: image still has watchers\nTry again after closing it or waiting ${v[0]} for the crashed client to time out.`
    expect(judged(rbd, ['30s'], ['35s'])).not.toMatch(/identical|same/)
  })

  test('an epoch opening the name of a migration the run applied, not made, is the migration\'s name: a value', () => {
    const migrate = (v: string[]) => `> Migrating files:\n> - ${v[0]}_add-orders-index\nError executing: relation "orders" does not exist`
    expect(judged(migrate, ['1733130000000'], ['1733130000500'])).not.toMatch(/identical|same/)
  })

  test('the last part of a MAC address in brackets is no logger\'s tag', () => {
    const arping = (v: string[]) => `Unicast reply from 192.168.1.1 [52:54:00:A7:3C:${v[0]}]  0.712ms\nUnicast reply from 192.168.1.1 [52:54:00:A7:3C:${v[0]}]  0.655ms\nSent 2 probes, Received 2 response(s)`
    expect(judged(arping, ['19'], ['29'])).not.toMatch(/identical|same/)
  })

  test('a failure one run printed beside retry lines and the next did not is a change', () => {
    const play = (v: string[]) => `FAILED - RETRYING: [localhost]: Wait for instance creation (299 retries left).\n${v[0]}changed: [localhost]\nPLAY RECAP`
    expect(judged(play, ['fatal: [instance]: FAILED! => {"msg": "No package matching"}\n'], [''])).not.toMatch(/identical|same/)
  })

  test('a rate that says per second, on a run that reports no time of its own, stays a reading', () => {
    const stats = (v: string[]) => `Interface eth1 statistics\nRated: ${v[0]} Mbps\nErrors: 0`
    expect(judged(stats, ['57.54'], ['61.02'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a duration after `was` whose subject names no run\'s time is what the line reports: a value', () => {
    const check = (v: string[]) => `Replication check on db-2\nDelay was ${v[0]}\nStatus: lagging`
    expect(judged(check, ['3.5s'], ['9.5s'])).not.toMatch(/identical|same/)
  })

  test('a whole number under a bare `time` key is no proof of seconds: a value', () => {
    const report = (v: string[]) => `<run name="nightly" status="failed">\n  <step name="load" time="${v[0]}"></step>\n</run>`
    expect(judged(report, ['3'], ['4'])).not.toMatch(/identical|same/)
  })

  test('an epoch-like number in a URL\'s host names the server the run talks to, no name it made: a value', () => {
    const upload = (v: string[]) => `INFO Upload ./public/index.html => cos://site-prod/index.html\nFATA PUT https://site-prod-${v[0]}.cos.ap-guangzhou.myqcloud.com/index.html: 403 AccessDenied`
    expect(judged(upload, ['1304103443'], ['1304103444'])).not.toMatch(/identical|same/)
  })

  test('a duration after `=` whose subject names no run\'s time stays what a check compares', () => {
    const config = (v: string[]) => `Checking session settings\nSession idle = ${v[0]}\nResult: mismatch`
    expect(judged(config, ['30s'], ['45s'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, a hex id in a `Container ID` column names a running container: a new one is a value', () => {
    const lab = (v: string[]) => `| # | Name | Container ID | State |\n| 1 | clab-frr01-pc1 | ${v[0]} | running |\n| 2 | clab-frr01-router1 | 0b6e8d1f42c9 | running |`
    expect(judged(lab, ['3f91c0d27a4e'], ['c8d40e1a9b57'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('dots after a verb in -ing do not hide the verb: `starting.` then `stopping..` is another line', () => {
    const svc = (v: string[]) => `The Apache2.4 service is ${v[0]}\nThe Apache2.4 service could not be started.`
    expect(judgeTexts(svc(['starting.']), svc(['stopping..']))).not.toMatch(/identical|same/)
  })

  test('a bare `Time:` among other labelled fields of its line, a simulation\'s `Time: 1350 ns  Scope: …`, is when the record happened', () => {
    const sim = (v: string[]) => `# ** Error: Assertion error.\n#    Time: ${v[0]} ns  Scope: tb_fifo.assert_not_full File: tb_fifo.sv Line: 64\n# Errors: 1, Warnings: 0`
    expect(judged(sim, ['1350'], ['1450'])).not.toMatch(/identical|same/)
  })

  test('a window of time whose ends moved apart is another window: a value', () => {
    const query = (v: string[]) => `logs query over [${v[0]}, ${v[1]}] failed: POST /api/v5/query_range returned 400: key \`service.nam\` not found`
    expect(judged(query, ['1718093642000', '1718097242000'], ['1718094531000', '1718101731000'])).not.toMatch(/identical|same/)
  })

  test('one time of a window that moved on alone may be what the window is about: a value', () => {
    const query = (v: string[]) => `logs query over [${v[0]}, ${v[1]}] failed: POST /api/v5/query_range returned 400: key \`service.nam\` not found`
    expect(judged(query, ['1718093642000', '1718097242000'], ['1718094531000', '1718097242000'])).not.toMatch(/identical|same/)
  })

  test('a key naming when something started, its unit spelled whole (`"startTimeMilliseconds":`), stays a value', () => {
    const job = (v: string[]) => `{\n  "job": "nightly",\n  "startTimeMilliseconds": ${v[0]},\n  "state": "RUNNING"\n}`
    expect(judged(job, ['1718093642000'], ['1718094531000'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, a log name in a Windows folder stamped with another time is another log: a value', () => {
    const logs = (v: string[]) => `C:\\ProgramData\\App\\Logs\\app-2026-12-02-15-${v[0]}.log`
    expect(judged(logs, ['04-11'], ['09-37'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a date in the basic form after a word that dates the subject (`Created: 2026-12-02T150411`) stays a value', () => {
    const status = (v: string[]) => `Backup: nightly\nCreated: ${v[0]}\nState: complete`
    expect(judged(status, ['2026-12-02T150411'], ['2026-12-02T151922'])).not.toMatch(/identical|same/)
  })

  test('a UUID under a key naming the thing it identifies (CloudTrail\'s `"EventId":`) is that thing\'s name: a value', () => {
    const events = (v: string[]) => `{\n  "Events": [\n    {\n      "EventId": "${v[0]}",\n      "EventName": "DeleteBucket"\n    }\n  ]\n}`
    expect(judged(events, ['7f3c1a2e-9b4d-4c61-8e0f-2a5b6c7d8e90'], ['c41e0b9a-2d35-4f7c-a8e6-91b0d2c3f4a5'])).not.toMatch(/identical|same/)
  })

  test('an epoch-like number ending a name that stands alone, not in a path (HDFS\'s `block blk_1073792417`), is a thing\'s serial: a value', () => {
    const fsck = (v: string[]) => `Connecting to namenode via http://nn1.internal:9870/fsck\n/warehouse/events/part-00007.parquet: CORRUPT blockpool BP-1473628121-10.0.4.11 block ${v[0]}\nStatus: CORRUPT`
    expect(judged(fsck, ['blk_1073792417'], ['blk_1073792418'])).not.toMatch(/identical|same/)
  })

  test('a stamped name that is all a read-only poll prints is its answer: a value', () => {
    const listing = (v: string[]) => `Created migration db/migrations/${v[0]}-add_iso4217_currency.sql`
    expect(judged(listing, ['20240305102241'], ['20240305102916'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a stamped name alone on the one line of output, no word saying the run made it, is the answer: a value', () => {
    const name = (v: string[]) => `db/migrations/${v[0]}-add_iso4217_currency.sql`
    expect(judged(name, ['20240305102241'], ['20240305102916'])).not.toMatch(/identical|same/)
  })

  test('an epoch that went back beside its bracketed timestamp is another time: a value', () => {
    const stats = (v: string[]) => `--------------[ Backup Statistics ]--------------\nStartTime ${v[0]} (${v[1]})\nSourceFiles 412\nErrors 0`
    expect(judged(stats, ['1764730803.09', 'Thu Dec  3 03:00:03 2026'], ['1764692412.53', 'Wed Dec  2 16:20:12 2026'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, a snapshot named for another minute is another snapshot: a value', () => {
    const list = (v: string[]) => `/mnt/btr_pool/_btrbk_snap/home.20261201T0300\n/mnt/btr_pool/_btrbk_snap/home.${v[0]}`
    expect(judged(list, ['20261202T1620'], ['20261202T1720'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, the speed on a line that reads like a transfer meter is its reading: a value', () => {
    const link = (v: string[]) => `Link meters\neth0: 100%    1 MiB ${v[0]} kBps    00:01\neth1: 100%    1 MiB 812 kBps    00:01`
    expect(judged(link, ['1948'], ['3217'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a count opening lines before a word, not a one-letter log level, stays a count', () => {
    const report = (v: string[]) => `${v[0]} Errors in src/cart.ts\n${v[1]} Errors in src/tax.ts\n${v[2]} Errors in src/order.ts\nFound problems`
    expect(judged(report, ['3', '1', '2'], ['4', '1', '2'])).not.toMatch(/identical|same/)
  })

  test('a warning at a place in source that one run printed above the rest is a result, never work the other found done', () => {
    const build = (v: string[]) => `${v[0]}info: PERF: INIT: Compiler initialized in 512 ms\ninfo: PERF: ANALYZE: 23 files (2817 lines) in 2341 ms`
    expect(judged(build, [''], ["src/main/kotlin/com/acme/Report.kt:14:9: warning: variable 'rows' is never used\n    val rows = 0\n"])).not.toMatch(/identical|same/)
  })
  test('a line that says another process holds what the run needs names a new holder when its pid changed', () => {
    const beat = (v: string[]) => `{"@timestamp":"${v[0]}","message":"auditbeat start running."}\n{"@timestamp":"${v[0]}","message":"Exiting: could not start the auditd module: An audit process is already running (PID ${v[1]})"}`
    expect(judged(beat, ['2026-12-02T17:01:12.431Z', '812'], ['2026-12-02T17:02:29.919Z', '907'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, a child\'s pid labelled `pid is` is a restart when it changed', () => {
    const status = (v: string[]) => `autossh[4410]: ssh child pid is ${v[0]}\nautossh[4410]: tunnel up`
    expect(judged(status, ['48214'], ['51878'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a program that says it is already running in a process names another one: its pid is a value', () => {
    const start = (v: string[]) => `notice : MariaDB MaxScale 23.08.5 started\nerror  : MaxScale is already running in process ${v[0]}\nalert  : Exiting.`
    expect(judged(start, ['48213'], ['48530'], { asked: JSON.stringify({ command: 'maxscale -d' }) })).not.toMatch(/identical|same/)
  })

  test('a process another program says it runs in is no pid of the call\'s own', () => {
    const start = (v: string[]) => `notice : starting\nnotice : nginx is running in process ${v[0]}\nalert  : Exiting.`
    expect(judged(start, ['48213'], ['48530'], { asked: JSON.stringify({ command: 'maxscale -d' }) })).not.toMatch(/identical|same/)
  })

  test('a serial of a made thing that went back, or the total of a place, is a value', () => {
    const made = (v: string[]) => `Created checkpoint /org/freedesktop/NetworkManager/Checkpoint/${v[0]}\nGenerated ${v[1]}/${v[1]} files\nDone`
    expect(judged(made, ['18', '17'], ['17', '17'])).not.toMatch(/identical|same/)
    expect(judged(made, ['17', '17'], ['17', '18'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, the newest checkpoint\'s serial is its answer', () => {
    const list = (v: string[]) => `Created checkpoint /org/freedesktop/NetworkManager/Checkpoint/${v[0]}\nstate: active`
    expect(judged(list, ['17'], ['18'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('an epoch that spells no date-time of its output stays a value', () => {
    const token = (v: string[]) => `{\n  "status": "issued",\n  "expires": ${v[0]},\n  "date": "2026-12-02T17:01:12Z"\n}`
    expect(judged(token, ['1796234472418'], ['1796238072418'])).not.toMatch(/identical|same/)
  })

  test('a figure opening a line that quotes no step line of its own run is no step\'s clock', () => {
    const build = (v: string[]) => `#8 [4/6] RUN ./score\n#8 2.318 cart\n#8 2.321 tax\n------\n${v[0]} cart\n${v[1]} tax\n------`
    expect(judged(build, ['2.318', '2.321'], ['1.874', '1.877'])).not.toMatch(/identical|same/)
  })
  test('numbers glued by `/` with no words naming the run\'s time stay values', () => {
    const rows = (v: string[]) => `Copied ${v[0]}/0.5s of the budget\nrows: 3\ndone`
    expect(judged(rows, ['1021'], ['968'])).not.toMatch(/identical|same/)
  })

  test('the numbers of an object under another key stay values', () => {
    const search = (v: string[]) => `{\n  "took": 57,\n  "counts": { "total": ${v[0]}, "errors": ${v[1]} },\n  "hits": []\n}`
    expect(judged(search, ['57', '4'], ['63', '6'])).not.toMatch(/identical|same/)
  })

  test('a response time glued among a log\'s fields is a measurement, not the run\'s time', () => {
    const probe = (v: string[]) => `probe:INFO target:api status:200 response_time:${v[0]}\nprobe:INFO target:web status:200 response_time:0.31`
    expect(judged(probe, ['1.42'], ['1.17'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, a drawn name on the one line it prints is its answer', () => {
    const newest = (v: string[]) => `pod "${v[0]}" created for $1.640 / hr`
    expect(judged(newest, ['8zqsuf0h2xt3jj'], ['k4wd1m7rbe9xqa'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a delay a network emulator sets (`delay 3000ms 10ms`) is a setting, a value', () => {
    const netem = (v: string[]) => `level=info msg="running netem command '[delay ${v[0]} 10ms 20.00]' on container api for 30s"\nlevel=info msg="start netem for container" iface=eth0\nlevel=info msg="stop netem for container" iface=eth0`
    expect(judged(netem, ['3000ms'], ['7000ms'])).not.toMatch(/identical|same/)
  })

  test('a rule\'s `sid:1000042;` among its options is the rule\'s number, not a session', () => {
    const check = (v: string[]) => `<Error> - [ERRCODE: SC_ERR_INVALID_SIGNATURE(39)] - error parsing signature "alert http any any -> any any (msg:\\"probe\\"; classtype:web-application-atack; sid:${v[0]}; rev:1;)" from file /etc/suricata/rules/local.rules at line 7\n<Notice> - 1 rule files processed`
    expect(judged(check, ['1000042'], ['1000043'])).not.toMatch(/identical|same/)
  })

  test('a name a plan says will be created is the plan\'s subject, not a name the run drew', () => {
    const plan = (v: string[]) => `  # aws_security_group_rule.web_ingress_${v[0]} will be created\n  + resource "aws_security_group_rule" "web_ingress_${v[0]}" {\n      + from_port = 443\n    }\nPlan: 1 to add, 0 to change, 0 to destroy.`
    expect(judged(plan, ['443'], ['777'])).not.toMatch(/identical|same/)
  })

  test('a UUID in a table row with no label calling it minted names what the row is about', () => {
    const jobs = (v: string[]) => `NAME        STATUS    JOB\nnightly     Failed    ${v[0]}\nweekly      Done      5b1c8e2a-7d4f-4e0b-9a63-2f8d1c7e5a90`
    expect(judged(jobs, ['3f0c6a8e-41d2-4b7f-9e15-c8a27d4b6f03'], ['a91d4e27-0b6c-4f38-8d52-71e0c3b9a6f4'])).not.toMatch(/identical|same/)
  })

  test('a migration named by its stamp and words is named for another time: a value', () => {
    const migrate = (v: string[]) => `Running migrations:\n  Applying db/migrate/${v[0]}_add_index.rb\n  done\nAll migrations applied`
    expect(judged(migrate, ['20261202201509'], ['20261202202218'])).not.toMatch(/identical|same/)
  })
  test('eight hex digits opening each line that do not move on as a clock are hashes: values', () => {
    const log = (v: string[]) => `${v[0]} fix the cart total\n${v[1]} add the tax table\n3c9e51b7 first commit`
    expect(judged(log, ['692f5a43', '1b2c3d4e'], ['a81d5e2f', '1b2c3d4e'])).not.toMatch(/identical|same/)
  })

  test('eight decimal digits opening a row are a number even where, read as hex, they moved on like a clock', () => {
    const servers = (v: string[]) => `ID         NAME    STATUS\n${v[0]}   web-1   running\n57312094   db-1    running`
    expect(judged(servers, ['58890211'], ['58890212'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('eight hex digits opening one row of a table are a name even where, read as an epoch, they moved on like a clock', () => {
    const deployments = (v: string[]) => `ID        \tSTATUS   \tCREATED AT\n${v[0]}  \tSTARTING \t3 minutes ago\nb7d1e0c3  \tHEALTHY  \t2 days ago`
    expect(judged(deployments, ['4f2c9a1e'], ['4f2c9a6e'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('hex ids that changed with no run naming the other\'s stay values', () => {
    const backup = (v: string[]) => `[INFO] using parent ${v[0]}\nfiles: 0 new, 0 changed, 4210 unchanged\nsnapshot ${v[1]} successfully saved.`
    expect(judged(backup, ['f7d30815', '5472c6ba'], ['9a1c3e5f', '0e9b41d3'])).not.toMatch(/identical|same/)
  })

  test('a wait whose counted tries jump is not one wait printed longer', () => {
    const rollout = (v: string[]) => `Waiting for replicas...\n${v[0]}rollout finished`
    expect(judged(rollout, ['replicas ready, waiting (1/3)...\nreplicas ready, waiting (3/3)...\n'], ['replicas ready, waiting (1/3)...\n'])).not.toMatch(/identical|same/)
  })
  test('numbers set apart by a bar after a log\'s time that differ line by line are counts', () => {
    const stats = (v: string[]) => `20:41:07 | ${v[0]}  | updates received\n20:41:07 | ${v[1]}  | routes installed\n20:41:07 | 900  | withdrawn`
    expect(judged(stats, ['120', '340'], ['121', '350'])).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, a piped table\'s `updated_at` that moved says the thing changed', () => {
    const image = (v: string[]) => `| Property   | Value                |\n| status     | active               |\n| updated_at | ${v[0]} |`
    expect(judged(image, ['2026-12-02T20:41:19Z'], ['2026-12-02T20:52:46Z'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a ticket\'s id is the thing\'s name, not a request\'s', () => {
    const ticket = (v: string[]) => `{\n  "status": "open",\n  "ticketId": "${v[0]}",\n  "priority": 2\n}`
    expect(judged(ticket, ['17PY1764708067118305-226735264'], ['17PY1764708753604271-318402957'])).not.toMatch(/identical|same/)
  })
  test('a time in a markdown table\'s row dates what the row is about', () => {
    const alerts = (v: string[]) => `Running alerts on db-prod-02:\n\n| alert | status | raised |\n|---|---|---|\n| disk_space_usage | CRITICAL | ${v[0]} |\n\n1 alert raised.`
    expect(judged(alerts, ['2026-12-02 19:58:44 UTC'], ['2026-12-02 20:31:02 UTC'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a time under a snake_case key naming since when (`"down_since":`) is when that state began: a value', () => {
    const monitor = (v: string[]) => `{\n  "status_text": "down",\n  "down_since": "${v[0]}",\n  "last_error": "HTTP 502 Bad Gateway"\n}`
    expect(judged(monitor, ['2026-12-02T20:06:31Z'], ['2026-12-02T20:19:54Z'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a duration in brackets after words naming a limit is that limit', () => {
    const admit = (v: string[]) => `[ADMISSION RULE] Job walltime 14400 s is within the limit of the default queue (${v[0]})\nOAR_JOB_ID=48213\nSubmitted`
    expect(judged(admit, ['172800 s'], ['86400 s'])).not.toMatch(/identical|same/)
  })
  test('a date and time spelled with `_` alone on its line is the answer', () => {
    expect(judgeTexts('2026_12_02_20_41_07', '2026_12_02_20_50_22', { polled: true })).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, the pid a log stamps on every line that changed is a restart', () => {
    const log = (v: string[]) => `INFO[0000] listening  pid=${v[0]} source=agent\nINFO[0000] ready  pid=${v[0]} source=agent\nINFO[0000] running  pid=${v[0]} source=agent`
    expect(judged(log, ['5391'], ['6044'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('in a read-only poll, an Erlang process\'s id that changed is a restart', () => {
    const status = (v: string[]) => `rabbit@web1 <0.${v[0]}.0> running\nrabbit@web2 <0.311.0> running`
    expect(judged(status, ['262'], ['264'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a key id that changed while its `"CreateDate":` stood is another key, not one made again', () => {
    const key = (v: string[]) => `{\n  "AccessKey": {\n    "AccessKeyId": "${v[0]}",\n    "Status": "Active",\n    "CreateDate": "2026-12-02T20:58:14+00:00"\n  }\n}`
    expect(judged(key, ['AKIATE4QX7N2K5P8R3V6'], ['AKIATE4QX9C1W6Y3H8J2'])).not.toMatch(/identical|same/)
  })
  test('a duration still to come (`will expire in 60 minutes`) is a setting', () => {
    const tunnel = (v: string[]) => `You are not authenticated.\nYour tunnel will expire in ${v[0]} minutes. Upgrade to get unrestricted tunnels.\n\nhttp://rnxyz-203-0-113-7.a.free.pinggy.link`
    expect(judged(tunnel, ['60'], ['65'])).not.toMatch(/identical|same/)
  })

  test('a trace id in a record a search lists is that record\'s', () => {
    const hit = (id: string, at: string) => `    {\n      "timestamp_nanos": ${at},\n      "severity_text": "ERROR",\n      "trace_id": "${id}"\n    }`
    const search = (v: string[]) => `{\n  "num_hits": 2,\n  "hits": [\n${hit(v[0]!, '1796248612041000000')},\n${hit('4e2d8b1a0f9c37e6d5b4a2c1908f7e3d', '1796248207512000000')}\n  ]\n}`
    expect(judged(search, ['a91f3c27e4b05d18c6f2e7a94b31d0c5'], ['b02e4d38f5c16e29d7a3f8b05c42e1d6'])).not.toMatch(/identical|same/)
  })
  test('in a read-only poll, an ObjectId that changed names another document', () => {
    const find = (v: string[]) => `[\n  { "_id": "${v[0]}", "status": "paid" }\n]`
    expect(judged(find, ['6b1094769c3b8d0012ab34cd'], ['6b1095e28f4a1c0007de5612'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('in a call that acts, a stream entry\'s id whose clock went back is another entry', () => {
    const xadd = (v: string[]) => `Successfully added message to stream 'events:shard7' with ID ${v[0]}-0`
    expect(judged(xadd, ['1796249053118'], ['1796248694512'])).not.toMatch(/identical|same/)
  })
  test('in a call that acts, an ObjectId a duplicate-key failure names is the existing document\'s', () => {
    const dup = (v: string[]) => `2026-12-02T21:58:14.512+0000\tconnected to: mongodb://localhost/\n2026-12-02T21:58:14.640+0000\tcontinuing through error: E11000 duplicate key error collection: shop.orders index: _id_ dup key: { _id: ObjectId('${v[0]}') }\n2026-12-02T21:58:14.641+0000\t0 document(s) imported successfully. 1 document(s) failed to import.`
    expect(judged(dup, ['6b1094769c3b8d0012ab34cd'], ['6b1095e28f4a1c0007de5612'])).not.toMatch(/identical|same/)
  })
  test('in a read-only poll, a size in kilobytes written the SI way that changed is a value', () => {
    const usage = (v: string[]) => `Filesystem usage of /var/db/pkg:\nTotal: ${v[0]}\nFiles: 412`
    expect(judged(usage, ['178kB'], ['212kB'], { polled: true })).not.toMatch(/identical|same/)
  })
  test('the end of a plan\'s cost span that changed is a value', () => {
    const plan = (v: string[]) => ` Index Only Scan using orders_customer_idx on orders  (cost=0.29..${v[0]} rows=12 width=24) (actual time=1.412..2.087 rows=17 loops=1)\n   Index Cond: (customer_id = 4821)\n Planning Time: 0.318 ms\n Execution Time: 2.241 ms`
    expect(judged(plan, ['8.31'], ['9.47'], { polled: true })).not.toMatch(/identical|same/)
  })
  test('in a read-only poll, a Kubernetes object\'s resourceVersion that moved says it was written again', () => {
    const job = (v: string[]) => `{\n  "kind": "Job",\n  "metadata": {\n      "resourceVersion": "${v[0]}",\n      "creationTimestamp": "2026-12-02T21:04:12Z"\n  },\n  "status": { "active": 1 }\n}`
    expect(judged(job, ['48213907'], ['48217412'], { polled: true })).not.toMatch(/identical|same/)
  })
  test('in a read-only poll, the id of a listed message that changed is another message', () => {
    const inbox = (v: string[]) => `[{"id":"${v[0]}","message":"disk almost full on db-prod-02"}]`
    expect(judged(inbox, ['cu8f2k3v1e4g0s7a2b9c'], ['cu8f2q9m5n1h3t6d0e4f'], { polled: true })).not.toMatch(/identical|same/)
  })
  test('a time in a row under a header of names set apart by commas dates what the row is about', () => {
    const list = (v: string[]) => `OK\nname, description, dispstatus, textstatus, starttime, elapsedtime, pid\nhdbdaemon, HDB Daemon, GREEN, Running, 2026 11 30 06:02:11, ${v[0]}, 2874\nhdbnameserver, HDB Nameserver, GREEN, Running, 2026 11 30 06:02:12, 63:02:13, 2893`
    expect(judged(list, ['63:02:14'], ['00:01:09'])).not.toMatch(/identical|same/)
  })
  test('a certificate\'s `"not_after":` in JSON is when it expires', () => {
    const cert = (v: string[]) => `{"timestamp":"2026-12-02T20:58:14Z","host":"shop.example.com","port":"443","not_before":"2026-11-04T08:12:00Z","not_after":"${v[0]}","subject_cn":"shop.example.com"}`
    expect(judged(cert, ['2027-02-02T08:12:00Z'], ['2027-03-02T08:12:00Z'])).not.toMatch(/identical|same/)
  })
  test('the size a transfer moved before an ASCII progress bar is a value', () => {
    const copy = (v: string[]) => `copy | exporting 3 images...\n ${v[0]} MiB / ${v[0]} MiB [==========================================] 100.00% 48.27 MiB p/s\ncopy | done uploading images\nSucceeded`
    expect(judged(copy, ['412.31'], ['398.02'])).not.toMatch(/identical|same/)
  })
  test('an XML element naming a count holds a value', () => {
    const api = (v: string[]) => `<?xml version="1.0" encoding="utf-8"?>\n<ApiResponse Status="OK">\n  <TotalItems>${v[0]}</TotalItems>\n  <ExecutionTime>0.042</ExecutionTime>\n</ApiResponse>`
    expect(judged(api, ['12'], ['13'])).not.toMatch(/identical|same/)
  })
  test('a named date as a JSON key (`"Expiry Date":`) dates the subject', () => {
    const whois = (v: string[]) => `{\n  "Domain Name": "EXAMPLE-SHOP.NET",\n  "Updated Date": "2026-03-18T09:12:44Z",\n  "Expiry Date": "${v[0]}",\n  "Last update of whois database": "2026-12-02T21:04:02Z"\n}`
    expect(judged(whois, ['2027-04-17T14:05:33Z'], ['2028-04-17T14:05:33Z'], { polled: true })).not.toMatch(/identical|same/)
  })
  test('a pid the run sends a command to is that other process\'s', () => {
    const control = (v: string[]) => `zabbix_proxy [48213]: cannot send command to PID [${v[0]}]: [1] Operation not permitted`
    expect(judged(control, ['1187'], ['1190'])).not.toMatch(/identical|same/)
  })

  test('a named process\'s pid opening a status line (`Nagios PID:`, `Agent Process ID :`) is that process\'s', () => {
    const status = (v: string[]) => `Nagios Stats 4.5.7\nStatus File:                            /var/spool/nagios/status.dat\nNagios PID:                             ${v[0]}\nAgent Process ID       : ${v[1]}\nServices Checked:                       412`
    expect(judged(status, ['1187', '48102'], ['1190', '48102'], { polled: true })).not.toMatch(/identical|same/)
    expect(judged(status, ['1187', '48102'], ['1187', '48177'])).not.toMatch(/identical|same/)
  })
  test('a number in a log\'s name of one or two digits is the log\'s own: a value', () => {
    const rotated = (v: string[]) => `[2026-12-02 22:41:03] INFO root main: Backup level: [inc]\n[2026-12-02 22:41:03] INFO root main: Using log file: [/backup/web01/backup.${v[0]}.log]\n[2026-12-02 22:41:05] ERROR root main: Backup failed`
    expect(judged(rotated, ['12'], ['13'])).not.toMatch(/identical|same/)
  })

  test('a number written with an exponent under a key that names no time is a value', () => {
    const fit = (v: string[]) => `Exit code 1\n{"model":"churn","loss":${v[0]},"epochs":40}\nerror: loss above threshold 1e-06`
    expect(judged(fit, ['3.0994415283203125e-05'], ['2.6941299438476562e-04'])).not.toMatch(/identical|same/)
  })

  test('an epoch under a time\'s key in a poll may be when the thing changed: a value', () => {
    const offsets = (v: string[]) => `group orders-consumer\ntopic orders partition 0 lag 0\ncommittedAtMs=${v[0]}\nstate Stable`
    expect(judged(offsets, ['1796245502812'], ['1796245847406'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a query\'s sample value that changed is a change, whatever its time', () => {
    const errors = (v: string[]) => `{"status":"success","data":{"resultType":"vector","result":[{"metric":{"__name__":"errors"},"value":[${v[0]},"${v[1]}"]}]}}`
    expect(judged(errors, ['1796245442', '17'], ['1796245787', '18'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('seconds before a level on one line alone are no column of the run\'s clock: a value', () => {
    const score = (v: string[]) => `Exit code 1\n   ${v[0]} WARNING   score below the bar\nchecked 12 hosts`
    expect(judged(score, ['3.87'], ['4.02'])).not.toMatch(/identical|same/)
  })

  test('a pid in a status record, no time nor level in it, is the process\'s: a value', () => {
    const status = (v: string[]) => `Exit code 3\n{"name":"kibana","pid":${v[0]},"status":"degraded"}\nkibana is degraded`
    expect(judged(status, ['48213'], ['51877'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a port in brackets, on two lines, is a value, never a process\'s tag', () => {
    const start = (v: string[]) => `Checking prerequisites...\n\tChecking http port [8000]: open\n\tChecking mgmt port [${v[0]}]: not available\nERROR: mgmt port [${v[0]}] - port is already bound.  Splunk needs to use this port.\nExiting due to port conflict.`
    expect(judged(start, ['8089'], ['8189'])).not.toMatch(/identical|same/)
  })

  test('a time a record lists among its fields after a comma, `, started …`, `, last …`, dates the record: a value', () => {
    const incidents = (v: string[]) => `Found 1 events for the time range 2026-12-02 19:58:14 - 2026-12-02 20:58:14\n- [OPEN] incident "Erroneous call rate is too high" on service payments-api, severity 10, started ${v[0]}, problem: call rate 12.4 % above threshold\n- rule 5712 level 10 "sshd: brute force" x2, last ${v[1]}`
    expect(judged(incidents, ['2026-12-02T20:31:07Z', '2026-12-02T20:41:55Z'], ['2026-12-02T20:36:07Z', '2026-12-02T20:41:55Z'], { polled: true })).not.toMatch(/identical|same/)
    expect(judged(incidents, ['2026-12-02T20:31:07Z', '2026-12-02T20:41:55Z'], ['2026-12-02T20:31:07Z', '2026-12-02T20:46:55Z'], { polled: true })).not.toMatch(/identical|same/)
  })
  test('a duration in a column named in words one blank apart, repadmin\'s `largest delta`, is a reading: a value', () => {
    const summary = (v: string[]) => `Replication Summary Start Time: 2026-12-02 20:58:14\n\nSource DSA          largest delta    fails/total %%   error\n DC01                      12m:41s    0 /  10    0\n DC02                      ${v[0]}    0 /  10    0\n`
    expect(judged(summary, ['09m:03s'], ['09m:04s'])).not.toMatch(/identical|same/)
  })

  test('a socket named by its address with a scheme, `<socket tcp://0.0.0.0:443>`, is where it listens: a value', () => {
    const failed = (v: string[]) => `    def test_port_listening(host):\n>       assert host.socket("tcp://0.0.0.0:${v[0]}").is_listening\nE       AssertionError: assert False\nE        +  where False = <socket tcp://0.0.0.0:${v[0]}>.is_listening\n\ntests/test_web.py:14: AssertionError\n1 failed, 4 passed in 3.42s`
    expect(judged(failed, ['443'], ['444'])).not.toMatch(/identical|same/)
  })

  test('a number in brackets ending a field\'s one-word value, on two lines, is the field\'s: a value', () => {
    const credential = (v: string[]) => `Exit code 16\nSTATUS:          Rewound credential (16)\nTTL:             300\nUID:             deploy (${v[0]})\nGID:             deploy (${v[0]})\nLENGTH:          0`
    expect(judged(credential, ['1000'], ['1001'])).not.toMatch(/identical|same/)
  })

  test('a value after a time and a comma in a CSV row is no fraction of the time\'s second: a value', () => {
    const rows = (v: string[]) => `host,ts,sum(rate(http_requests_count[5m]))\nweb-1,2026-12-02 20:56:00,${v[0]}\nweb-1,2026-12-02 20:57:00,40.9\nweb-1,2026-12-02 20:58:00,41.5\nweb-2,2026-12-02 20:56:00,18.4\nweb-2,2026-12-02 20:57:00,18.1\nweb-2,2026-12-02 20:58:00,18.3`
    expect(judged(rows, ['41.2'], ['42.2'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a UUID named within its group and before its index, BOSH\'s `diego_cell/<uuid> (0)`, names an instance: a value', () => {
    const deploy = (v: string[]) => `Task 4812 | 20:41:36 | Updating instance nats: nats/6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f (0) (canary) (00:00:38)\nTask 4812 | 20:50:38 | Error: 'diego_cell/${v[0]} (0)' is not running after update.\n\nExit code 1`
    expect(judged(deploy, ['2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'], ['2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6f'])).not.toMatch(/identical|same/)
  })
  test('two hex names are hashes, however drawn they look: a value', () => {
    const apply = (v: string[]) => `TestBucket 2026-12-02T20:58:16Z logger.go:67: Running command terraform with args [apply -auto-approve -var bucket_name=tt-s3-${v[0]}]\nTestBucket 2026-12-02T20:58:29Z logger.go:67: aws_s3_bucket.this: Creation complete after 3s [id=tt-s3-${v[0]}]\n--- FAIL: TestBucket (24.61s)\nFAIL`
    expect(judged(apply, ['a1b2c3'], ['d4e5f6'])).not.toMatch(/identical|same/)
  })

  test('a time ago that fell while the ages grew is a restart: a change', () => {
    const pods = (v: string[]) => `NAME            READY   STATUS             RESTARTS        AGE\nledger-2xq8m    1/1     Running            0               ${v[0]}\nledger-kp4wz    0/1     CrashLoopBackOff   7 (${v[1]} ago)   ${v[0]}\npayouts-bq7st   0/1     Completed          0               ${v[2]}`
    expect(judged(pods, ['41m', '2m18s', '42m'], ['43m', '0m12s', '44m'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a pseudo-terminal a poll lists is who is logged in there: a value', () => {
    const who = (v: string[]) => `deploy   pts/0        2026-12-02 20:41 (10.0.0.5)\nops      /dev/pts/${v[0]}   2026-12-02 20:52 (10.0.0.9)`
    expect(judged(who, ['3'], ['5'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('`date`\'s stamp as the whole output is the answer: a value', () => {
    const now = (v: string[]) => v[0]!
    expect(judged(now, ['Wed Dec 02 20:58:14 2026'], ['Wed Dec 02 21:03:41 2026'])).not.toMatch(/identical|same/)
  })

  test('`date`\'s stamp among a report\'s lines, not heading it, is what the line is about: a value', () => {
    const report = (v: string[]) => `PARTITION AVAIL  NODES STATE\ngpu          up      1 drained\n${v[0]}\nlast drain reason: ECC errors`
    expect(judged(report, ['Wed Dec 02 20:58:14 2026'], ['Wed Dec 02 21:03:41 2026'])).not.toMatch(/identical|same/)
  })
  test('a ten-digit number printed twice, a position\'s label before it in one place (`at LSN …`), is a count: a value', () => {
    const recover = (v: string[]) => `Exit code 1\nWSREP: Recovering position with --wsrep-recover\n[ERROR] InnoDB: Missing FILE_CHECKPOINT(5841201034) at ${v[0]}\n[ERROR] InnoDB: Log scan aborted at LSN ${v[0]}\n[ERROR] InnoDB: Plugin initialization aborted with error Generic error`
    expect(judged(recover, ['5841202211'], ['5841202212'])).not.toMatch(/identical|same/)
  })
  test('a time in a row under a column of words that names when, varnishadm\'s `Last change`, dates the row: a value', () => {
    const backends = (v: string[]) => `Backend name                   Admin      Probe    Health     Last change\nboot.web1                      probe      5/5      healthy    ${v[0]}\nboot.web2                      probe      5/5      healthy    Wed, 02 Dec 2026 21:44:10 GMT`
    expect(judged(backends, ['Wed, 02 Dec 2026 21:44:10 GMT'], ['Wed, 02 Dec 2026 21:51:37 GMT'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('a time after `System booted:` is when the system came up: a value', () => {
    const uptime = (v: string[]) => `Current time: 2026-12-03 04:12:33 UTC\nTime Source:  NTP CLOCK\nSystem booted: ${v[0]} UTC (7w2d 18:06 ago)\n 4:12AM  up 51 days, 18:07, 1 users`
    expect(judged(uptime, ['2026-10-12 10:05:41'], ['2026-12-03 04:01:12'], { polled: true })).not.toMatch(/identical|same/)
  })
  test('a date of the common log format without its time is the day a thing is about: a value', () => {
    const expiry = (v: string[]) => `Certificate: shop.example\nNot after: ${v[0]}\nIssuer: Example CA`
    expect(judged(expiry, ['03/Dec/2026'], ['04/Dec/2026'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('an id of a thing as an XML element, no label of a minted kind, is a value', () => {
    const bucket = (v: string[]) => `<Bucket><Name>acme-logs</Name><OwnerId>${v[0]}</OwnerId></Bucket>`
    expect(judged(bucket, ['48213907'], ['48213908'], { polled: true })).not.toMatch(/identical|same/)
  })

  test('figures set apart by `/` after a label that names no time are values', () => {
    const counts = (v: string[]) => `Exit code 4\nPass 5: Checking group summary information\ninodes:  ${v[0]}/ 2/ 0\n/dev/vg0/srv: ********** WARNING: Filesystem still has errors **********`
    expect(judged(counts, ['4'], ['5'])).not.toMatch(/identical|same/)
  })
})

describe('notes never call a changed problem the same', () => {
  test('"Tests: 3 failed, 12 passed" then "Tests: 1 failed, 14 passed" is not even similar', () => {
    const jest = (v: string[]) => `FAIL src/cart.test.js\n  ● totals the cart\n\nTests: ${v[0]} failed, ${v[1]} passed, 15 total`
    expect(judged(jest, ['3', '12'], ['1', '14'])).toBe('different')
  })

  test('a panic that moved to another source line with no code shown is another failure', () => {
    const panic = (v: string[]) => `thread 'main' panicked at src/main.rs:${v[0]}:5:\ncalled \`Option::unwrap()\` on a \`None\` value\nnote: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace`
    expect(judged(panic, ['12'], ['18'])).toBe('different')
  })

  test('a traceback whose lines shifted after an edit above, the code shown the same, is the same failure', () => {
    const traceback = (v: string[]) => `Traceback (most recent call last):\n  File "/app/cart.py", line ${v[0]}, in total\n    return sum(i.price for i in items) / count\nZeroDivisionError: division by zero`
    expect(judged(traceback, ['40'], ['43'])).toBe('same')
  })

  test('a traceback whose line moved and whose code shown changed is another failure', () => {
    const traceback = (v: string[]) => `Traceback (most recent call last):\n  File "/app/cart.py", line ${v[0]}, in total\n    ${v[1]}\nZeroDivisionError: division by zero`
    expect(judged(traceback, ['40', 'return total / count'], ['43', 'return total / len(items)'])).toBe('different')
  })

  test('a check on random data printing other values each run is similar', () => {
    const check = (v: string[]) => `AssertionError: \nArrays are not equal\n\nMax absolute difference: ${v[0]}\n x: array([${v[1]}, 0.5])\n y: array([1., 0.5])`
    expect(judged(check, ['0.3127', '0.6873'], ['0.1402', '0.8598'])).toBe('similar')
  })
})

describe('only identical text is identical', () => {
  test('colour codes and the cwd-reset line aside, the same text is identical', () => {
    expect(judgeTexts('\x1b[31mFAIL\x1b[0m a.test.ts\nShell cwd was reset to /home/dev', 'FAIL a.test.ts')).toBe('identical')
  })

  test('a log tail whose new lines differ only in their timestamps is not identical', () => {
    const tail = (v: string[]) => `${v[0]} INFO worker: heartbeat ok\n${v[1]} INFO worker: heartbeat ok`
    expect(judged(tail, ['2026-12-01T10:00:01Z', '2026-12-01T10:00:02Z'], ['2026-12-01T10:00:03Z', '2026-12-01T10:00:04Z'])).not.toBe('identical')
  })
})
