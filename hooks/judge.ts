/**
 * "The same outcome": two runs of one call judged by what differs between them.
 *
 * The principle, to apply by hand. Put the two outputs side by side, line by line, then token
 * by token, and look only at what differs. A difference is *noise* when the two tokens have the
 * same shape (a number and a number, an id and an id, a duration and a duration) and something
 * beside them proves they are not the result:
 * - their kind or position (normalize.ts): a timestamp in running text, a UUID, a pid in a log
 *   position, a temp path, a raw 64-bit address, how long the run took where a runner says so;
 * - the run's clock: in an output of several lines, a duration anywhere (`[12.5ms]`, `Passed 0.01 sec`, `took 3
 *   seconds to load`, `duration_ms 48.117`, `"timeInSec": 4.271`, `"processingTimeMs":12`, `"elapsedMilliseconds": 214` (not `startTimeMillis`, an
 *   instant), `ElapsedTime 2.81`, `Elapsed Time (Minutes): 0.0341`, `seconds spent: 0.000061`, `3.1e-5s`, `Elapsed: 00:00.212604`, `"elapsedTime":"2.11ms"` even in one line, `Build-Time: 19` (a step of the run's), `412 ticks`, `[< 1 ms]`, `1.8342
 *   Seconds`, `overall time 1843 usec`, `38μs` with the Greek mu, `2417 milli seconds`, `execution time: 0.184` (not a `response time`), an XML element's `<ExecutionTime>0.042`, `Total processing time for 1 host(s): 9.53`, `Elapsed time was 3.6s` (`was` after a subject naming the run's
 *   time compares nothing), JUnit's `time="0.418"` (seconds with a fraction under a bare `time` key, or glued to it among a log's fields, custodian's `count:3 time:1.42`), `waited 4:12`, `Completed
 *   executing in 5228 milliseconds` (a verb in -ing after a word that says it is over: no wait to come),
 *   the parts of `time elapsed: connect=2.4ms rpc=1.1ms`, the numbers of an object under a key naming the run's time (OpenObserve's `"took_detail": { "total": 57, … }`), a number glued by `/` before that time after words naming it (nebula-console's `time spent 1021/0.001734s`: one time read two ways), the end of a span whose start is that time (EXPLAIN ANALYZE's `actual time=1.412..2.087`); in a call that acts, a `|` table's column headed as a time, `Time (in s)`, or a column named
 *   `Duration` under names set apart by blanks, NUKE's `Target   Status   Duration`), and on a line that
 *   reports the run's time the rates and the CPU times and sizes it says the run used (`1159 runs/s`, `18245.99 rows
 *   per sec.`: its count divided by its time, its unit perhaps on its label, `N-Quads/s [last 5s]: 60400`, or saying per second itself, `57.54 Mbps`; `0.41 cusr`; `Memory usage: 31MiB`, not `Memory Size: 256 MB` nor what it
 *   moved, `291840417 bytes transferred`: its result; verilator's `cpu 61.207s` beside `Walltime 38.412s`, PostgreSQL's `CPU: user: 0.41 s` beside `elapsed:`, and that time's
 *   parts in brackets after it, `(elab=0.912, cvt=9.718, bld=27.330)`, adding up to no more than it); a rate
 *   whose amount stands unchanged on its line, in any unit of its kind (`sent 1,906 bytes … 1,282.00 bytes/sec`, git's `1.27
 *   KiB | 3.18 MiB/s`: only the time moved), its unit moving
 *   with its number where that number is proven (zypper's `1.9 MiB/s` then `842.6 KiB/s`); in a
 *   call that acts and reports its time anywhere, its rates per second (`1327.93 tests/s`); the times and speed, in
 *   any unit, after a progress bar (tqdm's `[00:04<00:00, 3.41MB/s]`, `1.46cell/s`, rich's `━━━━ 00:01`, pb's `[=====] 100.00% 48.27 MiB p/s`), or before a bar whose line ends in a percentage
 *   (guix's `2.3MiB/s 00:01 ▕██████████▏ 100.0%`); in a call that acts, the speed and time of a transfer meter without a
 *   bar, after how far it got and what it moved (fetch's `100%    1 MiB 1948 kBps    00:01`); a spinner's braille frame (`⠘`) or ASCII one alone in brackets
 *   (`[|]`); in a call that acts, the samples of a progress report on its way to 100 %, lines of one shape whose one
 *   percentage grows (pvmove's `Moved: 24.18%`; where it ended is the result), or printed on a schedule of the run's time,
 *   the counts that grow line by line (dgraph's `Elapsed: 05s Txns: 302`, then `10s`, `15s`; a line below says where it ended);
 *   in a one-line output only after a word that says the run took it (`in`, `took`, `elapsed`), alone in brackets or
 *   closing a bracket's list after a comma, no word naming it (`(broker b-2:8080, 14ms)`: a setting is the same in two runs of one call);
 *   `in 0.003 (0.003) seconds` is one duration read twice; a line that reports the run's times may close with one
 *   more (a cold start's `Init Duration: 182.55 ms`).
 *   Never a duration a metric names (`p99 812ms`: what a benchmark reports; `debt 40min`, `TTL:
 *   720h0m0s`), nor any duration or rate of a benchmark (a call that names one, `cargo bench`, or an output with a
 *   line opening `Benchmark`: `412 ns/op`, `Time (mean ± σ): 12.3 ms`, what it measured), a wait still to come
 *   (`Retrying in 5s`, `retrying webhook delivery in 30s`, `Timeout after 5s`, `waiting 30s`: a setting), a check compares
 *   (`= 1m29s, want 1m30s`: what a test is about; an `=` glued to a field's label, Ecto's `db=0.0004s`, or after words naming the time a run used, Teradata's `Total
 *   processor time used =`, compares nothing) or the call asked for (`wrk -d10s`; `-t 30` asked for `waiting 30
 *   seconds`) or when a record happened in what was run (a bare `Time:` among other fields, a simulation's `Time: 1350 ns  Scope:`)
 *   or a setting or a lag a field names (`Failover delay: 60 seconds`, netem's `delay 3000ms 10ms` as a command line spells it, a window qualifying a label, `Uptime (24h): 97.92%`) or a limit the run was held to (`within 60 seconds`, `(over 300s)`, `before the 60000ms timeout`, a timeout's `after
 *   60000 ms`, a wait's bound, `Waiting up to 40m0s`), or a period counted in days (`auto-expires after 7 days`: no
 *   tool call runs that long) or a span of whole hours in a smaller unit (`leased … for 86400 seconds`: chosen, not measured);
 * - an age that grew (`5 seconds ago`, `~ 4m ago`, `Up 3 minutes`, `5m` under a column headed `AGE` or `SINCE` or a name ending in `AGO`, kumactl's `LAST UPDATED AGO`; a DNS
 *   record's time to live that fell, the cache counting down, `uptime 0:04:12` beside an unchanged pid,
 *   `up (pid 2841) 312 seconds`, `ready 309 seconds`, `"waiting_seconds":252`), and durations that all grew by one
 *   amount, two or more (`4h12m31s` and `6m2.11s`, both 96 seconds on: the wall clock between two polls; not a metric's; ISO
 *   8601's `PT15M12.447S` only so; in whole minutes or hours, within what they round to, `52m` then `58m` beside `3h` then `4h`): a
 *   smaller one means it happened again;
 * - eight hex digits, a letter among them, opening two lines or more that, read as seconds since 1970, moved on by less
 *   than a day (slapd's `692f5a43 slapd starting`): the log's clock in hex (eight decimal digits are a number, hcloud's
 *   server id; one opening a single row is a name, koyeb's deployment `4f2c9a1e`);
 * - one clock reading stamped on every row of an answer, the same on each (Prometheus's
 *   `"value":[1710150482.113,"3"]`), standing alone (not ending a name, `api-tls-1-3810245877`): when the answer was
 *   made; never a number a label calls a size or a count (printed twice, `SourceFileSize
 *   2147398656`);
 * - an epoch spelled again right after it as a timestamp in brackets that normalize.ts took out (duplicity's `StartTime
 *   1764692412.53 (Wed Dec  2 16:20:12 2026)`), moved on by less than a day: one clock reading in two spellings; so is an
 *   epoch that spells, to the second, a date-time with its zone the same output prints (Rundeck's `"unixtime":
 *   1796230872418` beside `"date": "2026-12-02T17:01:12Z"`, Cloud SQL's backup id beside its `insertTime`), and a build
 *   step's seconds quoted again with its line in BuildKit's error summary (`2.320 npm ERR! …` under `#8 2.320 npm ERR! …`);
 * - a window of time the run counted back from its clock: the two ends of one bracket, both moved on by one amount, the
 *   span kept (SigNoz's `logs query over [1718093642000, 1718097242000]` for the last hour); ends that moved apart, or one
 *   end alone, are what the window is about;
 * - an epoch labelled as a moment, under a key ending in a time's word or unit (Kafka's `deadlineMs=`) or after `at`
 *   (`timed out at 1796245502813`), moved on by less than a day, in a call that acts; the time of a query's sample,
 *   `[<epoch>, "<value>"]`, where every sample of the output holds one time (when it was evaluated); seconds opening two
 *   or more lines before their level (Zonemaster's `   3.87 WARNING`); and, in a call that acts, the `pid` of a
 *   structured log record that holds its time and level (`{"log.level":…,"@timestamp":…,"env":{"pid":48213,…}}`), the
 *   process the call started, whatever words its other fields hold; the pseudo-terminal a call that acts was handed
 *   (`/dev/pts/3`); `date`'s stamp alone heading a longer report, its weekday first (pt-pmp's, `sinfo --long`'s); the
 *   real, user and system seconds after a bare `time:` (e2fsck's and xfs_scrub's `time:  4.21/ 2.87/ 0.39`);
 * - in a call that acts (not a read-only poll), two or more different clock readings that all
 *   moved forward by one amount, within 2 seconds or 2 % (a run a few seconds longer ends that much later; `Elapsed
 *   time: 00:01:35` is how long, no reading): when the run did its work (`Last Started: 10:20:41`, abuild's
 *   `20261202.095441`, a date and time as one number); so is an epoch ending a name
 *   it made (not a URL's host, the server it talks to) that moved on by less than a day, between 2001 and 2039 (`on-demand-k3s-server-1-1709633472`, conda-build's
 *   `conda-bld/fastgeo_1764658231907/work`, glued by `_` only in a path: HDFS's `block blk_1073792417` is a serial), with the numbers drawn in its word (Lighthouse's `1764657912345-43218`);
 * - a label, a word of its own, that names an id minted per run (`request ID …`, `**Request
 *   ID**:`, `"reqId"`, S3's `<RequestId>…</RequestId>`, `request id [4d2f…]`, `msgid=`, `trace id`, an RPC's `call id`, `pid` (`pid[91734]` too, `ssh child pid is 48214`), `sid:` (not a rule's own among its options, Suricata's `sid:1000042;`), `Faulting process id:`, `starting as process 72391` (not `blocked by process 2215`), `socket …` (not an address,
 *   `listening socket 127.0.0.1:6379`), `seed` (`seeded to:`), `thread 'main' (N)`, a thread's
 *   `tid=` (`ThreadId=` too) even beside its state (TSan's `(tid=48216, running)`), gdb's `LWP` and `Inferior 1 [process N]`,
 *   `agentId:`, Cloudflare's `CF-RAY:`, a response header `X-…-Id:`, the request an error's bracket names as an item (`[request 9f0c2a7e41b3]`, not `deploy request #37`), a `"time":`, `time-stamp:` or `?t=` epoch, a DNS header's query `id:`, an error object's `"id"` beside its `"message"` on a line that says error (Xata's); in a call that acts, the work it started, `Test run
 *   id:`, `deploy operation with ID:`, a link's `?resultId=`, `build id`, `"dag_run_id"`, `scan_id=`, the container it made, `"containerId"` or a `|` table's `Container ID` column, the container a build's step ran in, `---> Running in 9a4f1c7e2b3d`, a link's folder naming it, `…/run/883451207662019` (not an id of one or two digits, snakemake's `jobid: 3`: the job's place),
 *   the query it sent, `queryId=`, S3's `host id:`, a JVM object's identity hash, `CompletableFuture@5c7a1e3d`, `hashCode=5f3e8a21`, or the
 *   work's id, drawn of letters and digits or of twelve digits or more, right after its name, `deployment 2b7e9d03 failed` (not a serial number,
 *   `Build #1877`, `Change 88412`: a status nobody knows is read-only reports the newest work by it); a folder of a link
 *   spells the label too, `…/traces/<id>`), and that id wherever else it appears (`0x5c7a1e3d` too, or inside an ARN or the name of a file,
 *   the JVM's `core.40517` and `hs_err_pid40517.log`), even where its kind
 *   proved its line, however it is spelled (a seed that changed its sign); what one run made, the next names (`docker rm -f 9c1e7f3a2b8d`: the container the run before made),
 *   so the id in its place was drawn the same way; in a call that acts, a chain of them, the hex id the first run made that
 *   the second names in another place (rustic's `snapshot 5472c6ba saved`, then `using parent 5472c6ba`): both places drawn;
 * - a process's tag: a number in `[N]`, `(N)` or `==N==` (blanks inside too, `[ 94107 ]`) replaced by one other at the same
 *   place of two lines or more that say different things (not a port, Splunk's `mgmt port [8089]`; not one message printed twice, GUT's `[Failed]:  [100] expected
 *   to equal [99]` again in its summary: the check's value) (a pid on its lines: `==4242==`, `app[4242]:`; a command's hex
 *   tag, `[4f1c2a9e]`; a logger's, `[kea-dhcp4.hosts/2231.140245712345664]`); logrus's seconds since its start, `INFO[0006]`; the thread's id in glog's header (its year too, `I20261202`), `E1202 11:51:14.208831
 *   73412 main.go:56]`, and valgrind's and the sanitizers' `==52817==` opening a line, even on one line; Ruby Logger's `[… #48213]`; the number just after a log's time
 *   on every line, a `|` between too (exabgp's `20:41:07 | 48213  | welcome`);
 * - the local end's port of a connection the run opened (`from 192.168.1.23:51742`, `Local Port: 60522`, `'last_dispatched_from': '10.0.4.7:51206'`); the speeds and times on a row of
 *   curl's progress meter (under `Dload  Upload   Total   Spent    Left  Speed`);
 * - a column opening most lines with a time (`10:12AM` too), milliseconds since the start before a log level (`101 INFO:`, a letter too, pyocd's `0001013 I`) or a bracketed figure (a log or profile prefix, set right by blanks too, virt-builder's `[   1.1]` above `[  13.8]`; not a
 *   percentage, `[ 47%]`, nor a step's place, `[4/6]`: how far a build got counts its steps); a line is in the
 *   column when its opening has the column's shape (yamllint's `  14:81` under stamped lines is a place in a file);
 *   an indented or bracketed line goes on the entry above it and is no entry of its own;
 * - a source line number whose code is shown below it, identical (a traceback shifted by an edit;
 *   a snippet that numbers its lines, `14 |` or `> 41:`, in the block below (GHC's `88 |` after its message), must number that line; a line of code holds a bracket, an operator,
 *   a quote or a member access, an indented sentence is no code (flawfinder's `Does not check for buffer overflows …`), nor an
 *   exception's message (`org.xml.sax.SAXParseException; …`), a quoted value a check shows (`'120'`), a check's verdict, a test's (`[ FAIL ]`) or a tool's labelled message,
 *   `expected <7 (0x7)>`, Go's `have (context.Context, string)`, `pylint: unused-import / …`);
 * - anything on a line that holds every word of a part of the call's own command after a pid: the row of a
 *   process listing for the call's own process (`grep foo` in `ps aux | grep foo`);
 * - in a call that acts, a name drawn anew from letters beyond hex and digits (`x2k4p` then
 *   `qm8zt`; either run's beyond hex is enough, terratest's `a1b2c3` then `q7x9kd`, after its kind's prefix `req_`: unlike in most places, a deployment's or a pod's suffix; even where the line that says it made it is all the output, runpodctl's `pod "8zqsuf0h2xt3jj" created`), and
 *   the numbers and draws named after it in its word (`build-7qzkp-compile-3117094815`, `shop-Ek3pQz/resolver-Zt81vA`); a UUID
 *   without its dashes (32 hex, version 4's marks in place, mock's `-M 3f8c1d2e…`); the number a temp name draws
 *   (`shop_migrate_tmp41377`, nvcc's `tmpxft_00003a7c`, Go's `tfplan3904417725` of any length); a hex name is a hash
 *   that names content, and a name edited in a place or two is another thing, both values;
 * - what a model's run says it spent, the tokens and tool uses of its usage report (Claude Code's Task `<usage>`);
 * - in a call that acts, the memory the run says it held at its peak, on a line that gives its time too
 *   (`1.912s; 71.23MiB peakmem`): its cost, like its time (a status's `Memory (peak):` stays a value);
 * - in a call that acts, the numbers and hex suffixes in the path of a file the run wrote under
 *   a log folder (not a link's) or of its log file, as a temp name's, joined to words by `_` too (`~/.opam/log/zarith-28841-5b0f3e.env`, `cmd_2026-12-02_04.31.12_pip_errors.log`,
 *   oc-mirror's `logs/mirroring_errors_20261202_230431.txt`, a long run of digits glued to a word in a log's name, its path in brackets, `[…/backup.inc.12022026224103.log]`,
 *   `…/work/1764632871.48213/build.log`; the numbers drawn beside a stamp in a path, `…/2026-12-02T11-22-48_8120453911207395146`; a work folder named by a number alone on a line that says the run makes or removes it,
 *   pbuilder's `removing directory /var/cache/pbuilder/build/48213`: its pid; a file it says it writes named by its pid
 *   (memray's `memray-ingest.py.52817.bin`; no number with a leading zero, no year), and that pid where the name stands again; not `x64` in `config-x64-linux-rel-config.log` nor a number of one or two
 *   digits, `postgresql-16-main.log`: a version or an index), a date
 *   and time stamped into a path (`screenshots/2024-03-11_09-41-07/`, `…-report/2024-03-06/10-42-17`, a folder named by them as one number, Capistrano's `releases/20261202201509`, to the minute after ISO's `T`, btrbk's `home.20261202T1620`, with its half of the day, opatch's `…_16-31-02PM_1.log`, a name and the run's pid glued before it, datapatch's `sqlpatch_48213_2026_12_02_20_41_07`, a Windows path's
 *   `…\DiagOutputDir\WinGet-Git.Git-2026-12-02-15-04-11.482.log`, its seconds' fraction too) and a number
 *   beside it in that name (`rustc-ice-2026-12-02T06_41_07-51234.txt`), and the pid and thread
 *   in the tag of the call's own program, even once (`xcodebuild[48211:3301987]`, `zabbix_get [41877]:`, GLib's
 *   `(mydumper:341403)`), and the process it says it runs in (`MaxScale is running in process 48213`; `already running` is
 *   another's); the serial number ending the name of what a line says the run created, counted up since, and that number
 *   wherever else it stands (`Created checkpoint …/Checkpoint/17`, then `18`; Claude Code's `Task #4 created`: the thing
 *   made again; not after numbers, `17/17`, `172.20.20.0/24`); a date and time stamped into a name on a line that says the run made it, moved on by less than
 *   a day (knex's `Created Migration: …/20261202064411_add_vat_rates.js`, Rails' generator's `create    db/migrate/…`, an epoch
 *   opening the name, gerust's `1764681242__add_provider`; even where that line is all the output, sql-migrate's `Created
 *   migration …/20240305102241-add_currency.sql`: no answer it filtered for; a migration it applied is named for another
 *   time, a value), and the numbers and hex drawn beside it (vmbackup's `Created snapshot 20261202095801-180D2E6F9A4B1C7E`);
 *   when what it made was created or changed, under a key that says so (`"created_at":`, a piped table's `| created_at |` row, `creation_time`, `creationTimestamp`, `DATE CREATED`, gRPC's `"created":"@1764674298.6"`,
 *   IAM's `"CreateDate":`, a case's `"submittedAt":`), moved on by less than a day, the id it was given beside that time (`"id":`, or a key naming its
 *   kind of id, `"AccessKeyId":`, `"caseId":`, or the revision its store stamped, `"resourceVersion":`, indented as far; not a thing it refers to), and a
 *   secret it drew (`DEFAULT PASSWORD`, `"password":`, `"SecretAccessKey":`), unlike in most places: the thing made again (in a poll a moved `updated_at` is a change).
 * Besides tokens, the run's clock decides how many progress lines a wait prints (`Still
 * creating... [10s elapsed]`), how long a row of progress dots grows (or the dots closing a line after a verb in -ing,
 * `The service is starting..`), and in what order
 * shuffled or parallel tests report (`..F.` / `F...`, `[(....)(.F..)]`, ginkgo's `••F•`, parallel-lint's `..X.` (a capital
 * letter among four marks or more), PHPUnit's before the same count, lines of one run in another order, and
 * the places they are numbered by as they finish: `5/24` and `6/24`, or `1 of 5`, given out the other way).
 * Anywhere it decides how often a run retries a step (Ansible's `FAILED - RETRYING: … (299 retries left)`: those lines come
 * and go). In a call that acts, it also decides how often one line is logged again until a deadline,
 * only its timestamp moving (a retry's warning); anywhere, how often a line that says the run waits is printed as it is
 * (`WARNING: Waiting for service … to stop...`), or counting its tries one by one in brackets (cephadm's `waiting (2/15)...`); and what one run prepared and the next found
 * done opens one output only (`Starting a Gradle Daemon`, `Downloading DB...`): lines above all
 * the rest, none reporting a failure or a warning at a place in source nor shaped like a line of the rest (a log that grew); anywhere,
 * a step in -ing whose verb opens no line of the other output (`Compiling shop v0.4.1`; a row is a result).
 * The rest, the part that carries the result, must be identical and most of the output. The
 * differences are *values* when a word changes, a line appears or goes, or the output is one
 * line (the answer the command filtered for: there only its kind, the run's own time or a
 * labelled id may differ); when what lies in a temp folder changed (its drawn name aside: `/tmp/tmp4kq9z2vnbuild/pycurl/`
 * then `…/psycopg2/`); when a time or an id the call's arguments name changed (`at 03:30
 * tomorrow`, a UUID asked about; not a run's time under a key naming it, `"search_time_ms": 3` beside `per_page: 3`: a call asks for limits, never for how long it takes; an id asked for by name even under a label of minted ids, `--workflow_id
 * settle-2026-12-01`: its subject; an id asked about that stands unchanged beside a new one names the same
 * subject); when a Windows `Event ID:` changed (it names a kind of event); when a labelled id is a field of a record a JSON
 * answer lists (a search's hits, each with its own `"trace_id"`: the record's, not the request's that fetched it); when a time stands in a table's row (under a header of column
 * names, capitals or piped or spaced apart or set apart by commas (sapcontrol's `name, description, …, starttime, elapsedtime, pid`),
 * or a markdown table's `| alert | raised |` over its `|---|` rule, to its
 * last line set in `|`: it dates what the row is about), and so when a UUID does (sem's job ids: it
 * names what the row is about; not one a label calls minted, crossplane's `RequestID: <uuid>` in a row's status); when a duration stands under a column
 * named for what the row measures, not a time taken nor an age (mongotop's `total  read  write`: the row's reading,
 * even under a header closed by when it was sampled), or is all a field holds in a status of eight fields or more, most of them
 * not times (apcaccess's `TIMELEFT : 42.3 Minutes`: a reading); when a pid changed in a read-only poll, a one-line
 * answer or a process's status line (beside its uptime or state, `Uptime:` and a labelled `"pid"` beside `"running"` too, or alone on its line: `pid
 * 1422`; it names another process, and a new pid is a restart; not, in a call that acts, a
 * process the line says was started, `Process started with PID 48213`, `pid 48213 started`, or starts up, qpidd's `Broker (pid=48213)
 * start-up`: the run's own child, nor the one pid its log stamps on every line, kata-runtime's `pid=5391`, whatever the message
 * beside it says, `not capable of running …`: the logging process, the run's own; and always when the
 * line says another process holds what the run needs, `locked by PID 48213`, or that the run sends to it, `send command to PID [1187]`, but in a call that acts whose line moved only
 * in a log's time, that pid standing: auditbeat's `already running (PID 812)`, the same holder); and, in a read-only poll, when every stamped line of a log
 * moved (new lines were written: the thing polled is alive).
 *
 * Certainty follows consequence (the verdicts, strongest first):
 * - `identical`: the same text once colour codes and the engine's cwd-reset line are gone,
 *   compared whole. Only this lets the guard withhold output from the model (pointer.ts).
 * - `same`: every difference proven noise. This may advise and refuse.
 * - `similar`: for notes only. Numbers may also differ, except numbers that count things (a
 *   number before a word or `%`: `3 failed`, `12 passed`, `40%`) and source line numbers
 *   (`file.rs:12`, `line 12`) whose code is not shown.
 * - `different`: anything else.
 * Cost: linear in the texts but for the lines that differ, which are normalized and tokenized;
 * lines are paired in place (or, when they moved, by their shape), never searched for.
 */
import { DATE_STAMP_LINE, PID_STATUS_FIELD, TEMP_PATH, cleanText, normalizeStrict } from './normalize.js'

export type Verdict = 'identical' | 'same' | 'similar' | 'different'

const STRENGTH: Record<Verdict, number> = { identical: 3, same: 2, similar: 1, different: 0 }

/** Whether a verdict is at least as strong as `needed`. */
export function atLeast(verdict: Verdict, needed: Verdict): boolean {
  return STRENGTH[verdict] >= STRENGTH[needed]
}

const strongest = (a: Verdict, b: Verdict): Verdict => (STRENGTH[a] >= STRENGTH[b] ? a : b)

/**
 * How the call ran, where the judgement needs it: `polled`, a read-only call (its output tells
 * what the world did); `asked`, the call's arguments as text (a duration the call asked for,
 * `wrk -d10s`, is what it was asked to do, a value).
 */
export type RunKind = { polled?: boolean; asked?: string }

/** Judges two outputs as the tool printed them. */
export function judgeTexts(a: string, b: string, kind: RunKind = {}): Verdict {
  return judgeClean(cleanText(a), cleanText(b), kind)
}

/** Judges two outputs already cleaned (`cleanText`). */
export function judgeClean(a: string, b: string, kind: RunKind = {}): Verdict {
  if (a === b) return 'identical'
  let linesA = a.split('\n')
  let linesB = b.split('\n')
  if (linesA.length !== linesB.length) {
    // a wait prints as many progress lines as it took: runs of one progress line count once
    linesA = withoutRepeatedProgress(linesA, kind.polled !== true)
    linesB = withoutRepeatedProgress(linesB, kind.polled !== true)
    // a call that acts may open with work one run did and the other found done
    const warmed = linesA.length === linesB.length || kind.polled === true ? undefined : (withoutWarmUp(linesA, linesB) ?? withoutSkippedSteps(linesA, linesB))
    if (warmed !== undefined) [linesA, linesB] = warmed
    // the clock decides how often a run has to try again before a step goes through: its retry lines may come and go
    if (linesA.length !== linesB.length && (RETRY_LINE.test(a) || RETRY_LINE.test(b))) {
      const [retriedA, retriedB] = [linesA.filter((line) => !RETRY_LINE.test(line)), linesB.filter((line) => !RETRY_LINE.test(line))]
      if (retriedA.length === retriedB.length) [linesA, linesB] = [retriedA, retriedB]
    }
    if (linesA.length !== linesB.length) return 'different'
  }
  const [start, end] = differingMiddle(linesA, linesB)
  const middleA = linesA.slice(start, end)
  const middleB = linesB.slice(start, end)
  const context: Context = { linesA, linesB, start, answer: linesA.length === 1, table: TABLE_HEADER.test(linesA[0]!) || isMarkdownHeader(linesA, 0), polled: kind.polled === true, asked: kind.asked === undefined ? '' : spelledOnce(kind.asked) }
  const inPlace = judgeMiddle(middleA, middleB, context)
  if (atLeast(inPlace, 'same') || middleA.length < 2) return polledLogMoved(inPlace, context, kind) ? 'different' : inPlace
  // lines of one run in another order (parallel workers, results sorted by time): pair them by shape
  const moved = pairedByShape(middleA, middleB)
  const verdict = moved === undefined ? inPlace : strongest(inPlace, judgeMiddle(moved[0], moved[1], { ...context, answer: false, moved: true }))
  return polledLogMoved(verdict, context, kind) ? 'different' : verdict
}

/** Where two sequences as long as each other (lines, characters) stop being the same from each end: the middle `[from, to)` that differs. */
function differingMiddle(a: ArrayLike<unknown>, b: ArrayLike<unknown>): [number, number] {
  let from = 0
  while (from < a.length && a[from] === b[from]) from++
  let to = a.length
  while (to > from && a[to - 1] === b[to - 1]) to--
  return [from, to]
}

type Context = { linesA: readonly string[]; linesB: readonly string[]; start: number; answer: boolean; table: boolean; polled: boolean; asked: string; moved?: boolean; headers?: Headers; loggerPids?: [string, string]; records?: boolean[] }

/** Words that report a running process's state (runit's `run:` and `down:` open its lines): a pid beside them is that process's. */
const PROCESS_STATUS = /\b(?:uptime|Uptime|UPTIME|up|since|running|RUNNING|active|started|alive)\b|^(?:run|down|finish):/

/** A line that says a process was started and its pid, in either order (`Process started with PID 48213`, `process with pid 48213 started`), or that it starts up after its pid (qpidd's `Broker (pid=48213) start-up`): in a call that acts, the run's own. */
const STARTED_BY_THE_RUN = /\b(?:[Ss]tarted|[Ss]pawned|[Ll]aunched|[Ff]orked)\b(?![^\n]*\b(?:since|uptime|[Uu]p)\b)[^\n]{0,40}?\b[pP][iI][dD]\b|\b[pP][iI][dD]\b[^\n]{0,24}?\b(?:just )?(?:started|spawned|launched|forked)\b(?![^\n]*\b(?:since|uptime|[Uu]p)\b)|\b[pP][iI][dD]\b[^\n]{0,24}?\b(?:start-up|startup|starting up)\b(?![^\n]*\b(?:since|uptime)\b)/

/** A line that says another process holds what the run needs (`already locked by PID 48213`, `in use by process 812`), or that the run sends to it (zabbix_proxy's `cannot send command to PID [1187]`): its pid is that process's. */
const ANOTHERS_PROCESS = /\b(?:locked|held|owned|used|blocked|taken|in use)[ \t]+by\b[^\n]{0,24}?\b(?:[pP][iI][dD]|process)\b|\bto[ \t]+(?:[pP][iI][dD]|process)\b/

/** An uptime spelled as a clock (`uptime 0:04:12`, `Up 1:02:03`): how long a process has run. */
const CLOCK_UPTIME = /\b(?:[Uu]ptime|[Uu]p)[ \t:=]+((?:\d+-)?\d+(?::\d\d){1,2})\b/g

/** Whether two spellings of a process's line differ only in an uptime that grew: the same process, still running. */
function onlyUptimeGrew(x: string, y: string): boolean {
  const ux = Array.from(x.matchAll(CLOCK_UPTIME), (m) => m[1]!)
  const uy = Array.from(y.matchAll(CLOCK_UPTIME), (m) => m[1]!)
  if (ux.length === 0 || ux.length !== uy.length || x.replace(CLOCK_UPTIME, 'up') !== y.replace(CLOCK_UPTIME, 'up')) return false
  return ux.every((u, k) => clockSeconds(uy[k]!) >= clockSeconds(u))
}

/** `1-02:03:04` (days, then hours), `0:04:12` or `04:12` in seconds. */
function clockSeconds(clock: string): number {
  const [days, rest] = clock.includes('-') ? clock.split('-') : ['0', clock]
  return Number(days) * 86400 + rest!.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}

/**
 * The pid a log stamps on each of its lines (kata-runtime's `pid=5391` in every field list): the one pid field every
 * line that has one holds, on three lines or more; '' for none. In a call that acts it is the logging process, the run's own.
 */
function stampedPid(lines: readonly string[]): string {
  let pid = ''
  let stamped = 0
  for (const line of lines) {
    const pids = pidsOf(line)
    if (pids === '') continue
    if (pids.includes(',') || (pid !== '' && pids !== pid)) return ''
    pid = pids
    stamped++
  }
  return stamped >= 3 ? pid : ''
}

/** Whether a line's pid is the one its log stamps on every line, in each run (worked out once for the two outputs). */
function isLoggersPid(x: string, y: string, context: Context): boolean {
  context.loggerPids ??= [stampedPid(context.linesA), stampedPid(context.linesB)]
  return context.loggerPids[0] !== '' && pidsOf(x) === context.loggerPids[0] && pidsOf(y) === context.loggerPids[1]
}

/**
 * For each line of a JSON answer, whether it lies in an object listed in an array (Quickwit's `"hits": [ { … } ]`): a
 * record the answer reports, whose ids (its `"trace_id"`) are its own, values, unlike the id of the request that fetched it.
 */
function recordLines(lines: readonly string[]): boolean[] {
  const inRecord: boolean[] = []
  const open: string[] = []
  let quoted = false
  for (const line of lines) {
    inRecord.push(open.some((c, k) => c === '{' && open[k - 1] === '['))
    for (let c = 0; c < line.length; c++) {
      const ch = line[c]!
      if (quoted) {
        if (ch === '\\') c++
        else if (ch === '"') quoted = false
      } else if (ch === '"') quoted = true
      else if (ch === '{' || ch === '[') open.push(ch)
      else if ((ch === '}' || ch === ']') && open.length > 0) open.pop()
    }
    quoted = false
  }
  return inRecord
}

/** Whether the line at `at` of the first output, a JSON answer, is a field of a listed record (worked out once for the output). */
function isRecordField(context: Context, at: number): boolean {
  if (context.moved === true || !/^[ \t]*[[{]/.test(context.linesA[0]!)) return false
  context.records ??= recordLines(context.linesA)
  return context.records[at] === true
}

/** A pid as a field (`pid 4242`, `PID=4242`), as normalize.ts marks it. */
const PID_FIELD = /[pP][iI][dD][=: ][ \t]*(\d+)/g
const pidsOf = (line: string): string => Array.from(line.matchAll(PID_FIELD), (m) => m[1]).join(',')
/** Whether every pid normalize.ts marked on a line is a pid field that stands unchanged in the other spelling. */
function pidsStood(x: string, y: string, normal: string): boolean {
  const pids = pidsOf(x)
  return pids !== '' && pids === pidsOf(y) && normal.split(`${MARK}p`).length - 1 === pids.split(',').length
}

/**
 * A table's header: two or more column names in capitals (`PID STARTED ELAPSED CMD`, `CONTAINER ID  IMAGE`),
 * or names of any case set apart by `|`, a name of two words too (`id | address | started_at`, SQL shells' results,
 * headscale's `Hostname | IP addresses | Last seen`).
 */
const TABLE_HEADER = /^[ \t]*(?:[A-Z][A-Z0-9%_()-]*(?:[ \t]+[A-Z][A-Z0-9%_()-]*)+|[\p{L}_][\p{L}\d%_()-]*(?: [\p{L}_][\p{L}\d%_()-]*)*(?:[ \t]*\|[ \t]*[\p{L}_][\p{L}\d%_()-]*(?: [\p{L}_][\p{L}\d%_()-]*)*)+)[ \t|]*$/u
type LinePair = { at: number; a: string[]; b: string[] }

/** A header of column names in lower case set apart by two spaces or more (influx's `_start:time   _stop:time   _time:time`). */
const SPACED_HEADER = /^[ \t]*[\p{Ll}_][\p{L}\d_%():-]*(?:[ \t]{2,}[\p{Ll}_][\p{L}\d_%():-]*)+[ \t]*$/u

/** A header of three column names or more set apart by commas, a name of two words too (sapcontrol's `name, description, dispstatus, textstatus, starttime, elapsedtime, pid`). */
const COMMA_HEADER = /^[ \t]*[\p{L}_][\p{L}\d_]*(?: [\p{L}_][\p{L}\d_]*)?(?:,[ \t]*[\p{L}_][\p{L}\d_]*(?: [\p{L}_][\p{L}\d_]*)?){2,}[ \t]*$/u

/** For each line of the first output: whether any header of column names stands above it in its block (no blank line between), and where the nearest header in capitals or pipes does (-1 for none). */
type Headers = { named: boolean[]; nearestTable: number[] }

/** The headers above each line, found in one pass the first time they are asked for. */
function headersOf(context: Context): Headers {
  if (context.headers !== undefined) return context.headers
  const headers: Headers = { named: [], nearestTable: [] }
  let named = false
  let nearestTable = -1
  let markdown = false
  context.linesA.forEach((line, at) => {
    // a table ends at a blank line, a markdown table at its first line not set in `|` (a log line below it)
    if (line.trim() === '' || (markdown && !/^[ \t]*\|/.test(line))) {
      named = false
      nearestTable = -1
      markdown = false
    }
    headers.named.push(named)
    headers.nearestTable.push(nearestTable)
    const markdownHeader = isMarkdownHeader(context.linesA, at)
    if (markdownHeader || TABLE_HEADER.test(line)) {
      named = true
      nearestTable = at
      markdown = markdownHeader
    } else if (SPACED_HEADER.test(line) || COMMA_HEADER.test(line) || (SPACED_NAMES_OF_WORDS.test(line) && MOMENT_COLUMN.test(line))) named = true
  })
  return (context.headers = headers)
}

/** A column name of words that says when its row's thing happened (varnishadm's `Last change`, `Created`, `Last seen`). */
const MOMENT_COLUMN = /(?:^|[ \t]{2})(?:[Ll]ast [a-z]+|[Cc]reated|[Uu]pdated|[Mm]odified|[Ss]ince|[Ss]tarted)(?:[ \t]{2}|[ \t]*$)/

/** A markdown table's rule under its header (`|---|:---:|`). */
const MARKDOWN_RULE = /^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+(?:[ \t]*:?-{3,}:?[ \t]*)?$/

/** Whether the line is a markdown table's header, names between `|` over its rule (`| alert | chart | raised |`, Netdata MCP's alerts). */
const isMarkdownHeader = (lines: readonly string[], at: number): boolean => /^[ \t]*\|[^\n]*\p{L}[^\n]*\|[ \t]*$/u.test(lines[at]!) && MARKDOWN_RULE.test(lines[at + 1] ?? '')

/** Whether a header of column names stands above the line, in its block: the line is a table's row. */
const underColumnNames = (context: Context, at: number): boolean => headersOf(context).named[at] === true

/** What normalize.ts leaves in place of noise: the mark and a letter (`t` a time, `d` the run's time, `T` a runner's time line). */
const MARK = '\uE000'

/** The differing lines, paired as given, judged. */
function judgeMiddle(middleA: readonly string[], middleB: readonly string[], context: Context): Verdict {
  const pairs: LinePair[] = []
  const idsOnKindLines: string[] = []
  let timedLine = false // a line whose only difference is the run's time, which normalize.ts took out
  let marksA = ''
  let marksB = ''
  const madeAgainAt = context.polled || context.answer ? undefined : saysItWasMadeAgain(middleA, middleB)
  for (let i = 0; i < middleA.length; i++) {
    const x = middleA[i]!
    const y = middleB[i]!
    if (x === y) continue
    // in a call that acts, what it made says when it was made and gives the secret it drew: those alone may differ
    if (!context.polled && !context.answer) {
      const made = madeAnew(x)
      if (made !== x && made === madeAnew(y) && whatItMadeMoved(x, y)) continue
      // (and, made again, the name it was given: its `"id":` beside its creation time, not a thing's it refers to, nested deeper)
      if (madeAgainAt === indentOf(x) && x.replace(OWN_ID_KEY, `$1${MARK}i`) === y.replace(OWN_ID_KEY, `$1${MARK}i`)) continue
    }
    const nx = normalForm(x)
    const ny = normalForm(y)
    // another process's pid that changed is a restart, whatever else changed on its line; in a call that acts, not a process it says it started
    // (in a call that acts, the pid its log stamps on every line is the run's own, whatever a message beside it says: kata-runtime's `not capable of running … pid=5391`)
    const otherProcess = nx.includes(`${MARK}p`) && (context.polled || context.answer || ANOTHERS_PROCESS.test(x) || (PROCESS_STATUS.test(x) && !STARTED_BY_THE_RUN.test(x) && !isLoggersPid(x, y, context)))
    if (otherProcess && nx !== ny && pidsOf(x) !== pidsOf(y)) return 'different'
    // a labelled id, even where its kind proved its line or took it out (dagster's `(pid 73215)`), names that id where else it stands (`- 73215 -`)
    // (not a field of a record the answer lists: Quickwit's hits, each with its own `"trace_id"`)
    const labelled = isRecordField(context, context.start + i) ? [] : labelledIdPairs(x, y, context.polled)
    idsOnKindLines.push(...labelled)
    if (nx === ny) {
      // a time in a table's row (under a header of column names) dates the thing the row is about (a process's start): a value
      // (so does a UUID in a row: under a header of names, sem's `ID  NAME  AGE`, it names what the row is about; not one a
      // label calls minted, a status's `RequestID: <uuid>`, the line otherwise the same)
      if ((nx.includes(`${MARK}t`) || nx.includes(`${MARK}u`)) && (context.table || underColumnNames(context, context.start + i)) && !onlyLabelledIdsDiffer(x, y, labelled)) return 'different'
      // a pid in a read-only poll, a one-line answer or a status (beside an uptime or a state) is another process's, not the run's own: a new one is a restart
      // (in a call that acts, its pid standing as it was and only a log's time beside it moved, it is the same process: auditbeat's `already running (PID 812)`)
      if (otherProcess && !onlyUptimeGrew(x, y) && !(!context.polled && !context.answer && pidsStood(x, y, nx))) return 'different'
      // a time or an id the call asked about (`at 03:30 tomorrow`, `--notarization-info <uuid>`) is its subject, not noise
      if (holdsWhatWasAsked(x, y, context.asked)) return 'different'
      // a temp folder's drawn name is noise, what lies in it is not (`/tmp/tmp4kq9z2vnbuild/pycurl/` then `…/psycopg2/`)
      if (nx.includes(`${MARK}f`) && namesInTempPathsDiffer(x, y)) return 'different'
      if (nx.includes(`${MARK}d`) || nx.includes(`${MARK}T`)) timedLine = true
      continue // noise by kind or position (a time or an id alone on its line is kept: normalize.ts)
    }
    let tx = tokens(nx)
    let ty = tokens(ny)
    const lineMarksA = context.answer ? undefined : marksOf(tx)
    const lineMarksB = context.answer ? undefined : marksOf(ty)
    if (lineMarksA !== undefined && lineMarksB !== undefined && lineMarksA.tail === lineMarksB.tail) {
      marksA += lineMarksA.marks
      marksB += lineMarksB.marks
      continue
    }
    if (tx.length !== ty.length) {
      // a runner times only its slow tests, a cold start one more step: a run's time at a line's end may come and go
      tx = withoutEndTime(tx)
      ty = withoutEndTime(ty)
    }
    if (tx.length !== ty.length) {
      // a labelled id is one id however it is spelled (tlc's `seed -2297304523154412908`, then `seed 4512…`)
      tx = tokens(normalForm(labelledIdsMarked(x, context.polled)))
      ty = tokens(normalForm(labelledIdsMarked(y, context.polled)))
      if (tx.length !== ty.length) return 'different'
    }
    pairs.push({ at: context.start + i, a: tx, b: ty })
  }
  // shuffled or parallel tests print the same marks in another order, wrapped elsewhere
  if (sorted(marksA) !== sorted(marksB)) return 'different'
  if (pairs.length === 0) return 'same'
  return classify(pairs, context, idsOnKindLines, timedLine)
}

/** A line as the token comparison reads it: durations spelled once, dot runs as three dots, noise of known kinds replaced. */
function normalForm(line: string): string {
  const dotted = line.includes('....') ? line.replace(DOT_RUN, '...') : line
  return normalizeStrict(spelledOnce(dotted.endsWith('.') ? dotted.replace(WAIT_DOTS, '...') : dotted))
}

/** Dots closing a line after a verb in -ing (Windows' `The Apache2.4 service is starting..`): one for each second it waited. */
const WAIT_DOTS = /(?<=\p{L}ing)\.+$/u

/** A row of progress dots (`Fetching gem metadata.........`): its length is how long it took. */
const DOT_RUN = /(?<=[\p{L}\p{N}\/]{2})\.{4,}/gu

/**
 * Consecutive lines that read the same once their times are taken out, kept once: progress printed
 * while waiting (`Still creating... [10s elapsed]`); in a call that acts, also lines that differ only
 * in their timestamps (a retry logged until a deadline: the run's clock decides how many).
 */
function withoutRepeatedProgress(lines: readonly string[], acting: boolean): string[] {
  const times = acting ? TIMES_AND_STAMPS : TIMES_IN_A_LINE
  const out: string[] = []
  let previous: string | undefined
  let previousTry = -1
  for (const line of lines) {
    const normal = normalForm(line)
    const waits = WAIT_LINE.test(line)
    // (a line that says the run waits, repeated as it is, PowerShell's `WARNING: Waiting for service … to stop...`, is one wait
    // too, and so is one that counts its tries one by one in brackets, cephadm's `mgr not available, waiting (1/15)...`, then `(2/15)`)
    const tried = waits ? TRY_PLACE.exec(normal) : null
    const timeless = (tried === null ? normal : normal.replace(TRY_PLACE, `(${MARK}/$2)`)).replace(times, MARK)
    const nextTry = tried !== null && Number(tried[1]) === previousTry + 1
    previousTry = tried === null ? -1 : Number(tried[1])
    if (timeless === previous && (timeless !== normal || waits) && (tried === null || nextTry)) continue
    out.push(line)
    previous = timeless
  }
  return out
}

/**
 * A label of when a thing was made or changed (`"created_at":`, `creation_time`, `DATE CREATED`, IAM's `"CreateDate":`, a support
 * case's `"submittedAt":`, `updatedAt=`) and its time, an ISO date-time or an epoch; or a label of a secret (`DEFAULT PASSWORD`,
 * `"password":`, IAM's `"SecretAccessKey":`) and the secret.
 */
const MADE_WHEN = /(\b(?:DATE[ _]CREATED|\w*?(?:creat(?:ed?|ion)|submitted|updat(?:ed|e)|modif(?:ied|y))(?:[ _-]?(?:at|on|time|date|timestamp))?)["']?[ \t]*(?:[:=\t]|\|)[ \t"'@]*)(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)?|\d{10}(?:\d{3})?(?:\.\d{1,9})?)(?![\d.])/gi
const SECRET = /(\b(?:\w*password|passwd|secret\w*|(?:api|access)[_ -]?key)["']?[ \t]*[:=\t][ \t"']*)([^\s"']{8,})/gi

/** The line with those times and secrets taken out. */
const madeAnew = (line: string): string => (/creat|submit|updat|modif|CREATED|pass|secret|key/i.test(line) ? line.replace(MADE_WHEN, `$1${MARK}t`).replace(SECRET, `$1${MARK}s`) : line)

/**
 * Whether, between two spellings of a line that differ only there, each time moved on by less than a day (a run later
 * made the thing again) and each secret is drawn anew (unlike in most places): a loop of making, the same outcome. A time
 * that went back, or a secret edited in a place, is another thing.
 */
function whatItMadeMoved(x: string, y: string): boolean {
  const timesX = [...x.matchAll(MADE_WHEN)].map((m) => m[2]!)
  const timesY = [...y.matchAll(MADE_WHEN)].map((m) => m[2]!)
  const secretsX = [...x.matchAll(SECRET)].map((m) => m[2]!)
  const secretsY = [...y.matchAll(SECRET)].map((m) => m[2]!)
  const when = (stamp: string): number => (/^\d+(?:\.\d+)?$/.test(stamp) ? Number(stamp) / (/^\d{13}/.test(stamp) ? 1000 : 1) : Date.parse(stamp) / 1000)
  for (let k = 0; k < timesX.length; k++) {
    const moved = when(timesY[k]!) - when(timesX[k]!)
    if (timesX[k] !== timesY[k] && !(moved > 0 && moved < ONE_DAY && when(timesX[k]!) > 978_307_200 && when(timesX[k]!) < 2_208_988_800)) return false
  }
  for (let k = 0; k < secretsX.length; k++) if (secretsX[k] !== secretsY[k] && (secretsX[k]!.length !== secretsY[k]!.length || !unlikeInMost(secretsX[k]!, secretsY[k]!))) return false
  return true
}

/** The id a thing is given under a bare key (`"id": 68213907`, `"id": "a81c3f02-…"`, `uuid:`, a piped table's `| id |` row) or a key that names its kind of id (IAM's `"AccessKeyId":`, `"caseId":`, `token_id:`; case told apart, so `paid` is no id), or the revision its store stamps on it as it is written (Kubernetes' `"resourceVersion":`, an `etag`, CouchDB's `_rev`), and the key. */
const OWN_ID_KEY = /(["']?\b(?:[Ii][Dd]|[Uu][Uu][Ii][Dd]|uid|resourceVersion|etag|_rev|[A-Za-z]*[a-z](?:Id|ID|Uuid|UUID)|[a-z_]*_(?:id|uuid))["']?[ \t]*(?:[:=]|\|)[ \t]*["']?)([0-9A-Za-z][\w-]*)/g

/**
 * Where a call that acts says it made a thing anew: a time under a label of creation (`"created_at":`) moved on by less
 * than a day between the runs, the rest of its line the same. Then the thing's own id, on a line indented as far, is new
 * too (Kong's route, a Linode). The indent of that line; undefined when none says so.
 */
function saysItWasMadeAgain(middleA: readonly string[], middleB: readonly string[]): number | undefined {
  for (let i = 0; i < middleA.length; i++) {
    const x = middleA[i]!
    const y = middleB[i]!
    if (x === y || !/creat|submit/i.test(x)) continue
    const made = madeAnew(x)
    if (made !== x && made === madeAnew(y) && /creat|submit/i.test([...x.matchAll(MADE_WHEN)].map((m) => m[1]).join('')) && whatItMadeMoved(x, y)) return indentOf(x)
  }
  return undefined
}

/** A line that says the run tries a step again (Ansible's `FAILED - RETRYING: … (299 retries left).`, `Retrying in 5s`). */
const RETRY_LINE = /\b(?:RETRYING|[Rr]etrying|retries left)\b/

/** A line that says the run is waiting (`Waiting for service …`, `still waiting`): how often it prints is the clock's. */
const WAIT_LINE = /\b(?:[Ww]aiting|WAITING)\b/
/** A try's place among the tries a wait allows, in brackets (`(2/15)`): the place, then the total. */
const TRY_PLACE = /\((\d+)\/(\d+)\)/

/** The engine's first line of a failed command (`Exit code 1`), and blank lines: what may stand above a run's first words. */
const ABOVE_THE_RUN = /^(?:Exit code \d+|[ \t]*)$/
/** Words that report a failure: a line holding one is a result, never preparation. */
const FAILURE_WORD = /\b(?:error|errors|fail|failed|failure|fatal|panic|exception|denied|refused)\b/i
/** A warning at a place in source (kotlinc's `src/…/Report.kt:14:9: warning: variable 'rows' is never used`): a result too; ssh's `Warning: Permanently added …` is not. */
const WARNING_AT_A_PLACE = /\S+:\d+(?::\d+)?:?[ \t]*warning\b/i

/**
 * Work one run did before its result that the other found done (a daemon started, an index
 * downloaded, a host key added, a dependency compiled): one output opens with lines the other
 * lacks, none reporting a failure nor shaped like a line of the rest, and the rest lines up
 * with the other output. Both outputs without those lines, to be judged as usual; undefined when it is not so.
 */
function withoutWarmUp(linesA: readonly string[], linesB: readonly string[]): [string[], string[]] | undefined {
  const longer = linesA.length > linesB.length ? linesA : linesB
  const shorter = longer === linesA ? linesB : linesA
  let at = 0
  while (at < shorter.length && shorter[at] === longer[at] && ABOVE_THE_RUN.test(shorter[at]!)) at++
  const extra = longer.length - shorter.length
  const block = longer.slice(at, at + extra)
  const rest = shorter.length - at
  if (rest < 1 || block.some((line) => FAILURE_WORD.test(line) || WARNING_AT_A_PLACE.test(line))) return undefined
  // a line shaped like the result's lines is more of the result (a log that grew), not preparation
  const resultShapes = new Set(shorter.slice(at).map(shapeOfLine))
  if (block.some((line) => line.trim() !== '' && resultShapes.has(shapeOfLine(line)))) return undefined
  const trimmed = [...longer.slice(0, at), ...longer.slice(at + extra)]
  return longer === linesA ? [trimmed, [...shorter]] : [[...shorter], trimmed]
}

/** What a line opens with, its numbers masked. */
const openingWord = (line: string): string => maskedNumbers(/^[ \t]*(\S*)/.exec(line)![1]!)
/** A line that says a step is being taken, its verb in -ing first (`Compiling shop v0.4.1`, `Downloading …`). */
const STEP_LINE = /^[ \t]*\p{L}+ing\b/u
/** Words of a result, never of a step (`Failing`, `warning`, `errors`). */
const RESULT_WORD = /fail|error|warn|fatal|panic|exception|denied|refused/i

/**
 * Steps one run took and the next found done, anywhere in its output (cargo's `Checking shop v0.4.1` and
 * `Compiling shop v0.4.1`, each once a change asked for it): the lines one output has beyond the other, each a
 * step in -ing whose verb opens no line of the other, none with a word of a result (a failure, a warning), fewer
 * than the rest. A row or a line of any other kind that appears is a result. Both outputs without those lines,
 * to be judged as usual; undefined when it is not so.
 */
function withoutSkippedSteps(linesA: readonly string[], linesB: readonly string[]): [string[], string[]] | undefined {
  const longer = linesA.length > linesB.length ? linesA : linesB
  const shorter = longer === linesA ? linesB : linesA
  const extra = longer.length - shorter.length
  if (extra * 2 > shorter.length) return undefined
  const openings = new Set(shorter.map(openingWord))
  const kept: string[] = []
  for (const line of longer) {
    if (openings.has(openingWord(line))) kept.push(line)
    else if (!STEP_LINE.test(line) || RESULT_WORD.test(line)) return undefined
  }
  if (kept.length !== shorter.length) return undefined
  return longer === linesA ? [kept, [...shorter]] : [[...shorter], kept]
}

/** Durations as `spelledOnce` writes them, and normalize.ts's marks for a run's time: what grows while a wait goes on (a timestamp does not: new stamped lines are new lines). */
const TIMES_IN_A_LINE = /\d+(?:\.\d+)?s\b|\uE000[dT]/g
/** Those and timestamps (normalize.ts's `t`): in a call that acts, when each of its own lines was written. */
const TIMES_AND_STAMPS = /\d+(?:\.\d+)?s\b|\uE000[dTt]/g

/** Whether, in a read-only poll, every stamped line of the output moved: new log lines, not the same ones again. */
function polledLogMoved(verdict: Verdict, context: Context, kind: RunKind): boolean {
  if (kind.polled !== true || !atLeast(verdict, 'same') || verdict === 'identical') return false
  let stamped = 0
  let moved = 0
  for (let i = 0; i < context.linesA.length; i++) {
    const line = context.linesA[i]!
    if (!/\d[-:]\d/.test(line) || !normalizeStrict(line).includes(`${MARK}t`)) continue
    stamped++
    if (line !== context.linesB[i]) moved++
  }
  return moved >= 2 && moved === stamped
}

/** A normalized line with its numbers masked (a hex word of seven or more with a digit too, a container's id `3f91c0d27a4e`): what lines of one kind share. */
const maskedNumbers = (normal: string): string => normal.replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{7,}\b|\d+(?:[.,]\d+)*/g, '#')
const shapeOfLine = (line: string): string => maskedNumbers(normalForm(line))

/**
 * The differing lines of each run paired by their shape (numbers masked), when both runs hold the
 * same shapes: first each line with the one that reads the same but for its times (`took =
 * 2.4ms` from endpoints that answered in another order), then the rest in order.
 */
function pairedByShape(middleA: readonly string[], middleB: readonly string[]): [string[], string[]] | undefined {
  const normalA = middleA.map(normalForm)
  const normalB = middleB.map(normalForm)
  const timeless = (normal: string): string => normal.replace(TIMES_IN_A_LINE, MARK)
  /** Line indexes of B by a key, in order, each given out once. */
  const byKey = (key: (normal: string) => string, skip: readonly boolean[]): Map<string, number[]> => {
    const waiting = new Map<string, number[]>()
    for (let j = 0; j < normalB.length; j++) {
      if (skip[j]) continue
      const k = key(normalB[j]!)
      const list = waiting.get(k)
      if (list === undefined) waiting.set(k, [j])
      else list.push(j)
    }
    return waiting
  }
  const partner: (number | undefined)[] = new Array<number | undefined>(middleA.length)
  const taken = new Array<boolean>(middleB.length).fill(false)
  const sameButTimes = byKey(timeless, taken)
  for (let i = 0; i < normalA.length; i++) {
    const j = sameButTimes.get(timeless(normalA[i]!))?.shift()
    if (j === undefined) continue
    partner[i] = j
    taken[j] = true
  }
  const sameShape = byKey(maskedNumbers, taken)
  for (let i = 0; i < normalA.length; i++) {
    if (partner[i] !== undefined) continue
    const j = sameShape.get(maskedNumbers(normalA[i]!))?.shift()
    if (j === undefined) return undefined
    partner[i] = j
  }
  return [[...middleA], partner.map((j) => middleB[j!]!)]
}

/** A word of letters, digits and `_`, with decimal parts (`0.12s`, `v1.2.3`) and an exponent (`3.1e-05`); a run of blanks; any other character alone. */
const TOKEN = /[\p{L}\p{N}_µ]+(?:[.,]\d+(?:[eE][-+]\d+(?![\p{L}\p{N}_]))?[\p{L}µ]*)*|[ \t]+|[^]/gu

function tokens(line: string): string[] {
  return line.match(TOKEN) ?? []
}

const isBlank = (token: string): boolean => token.charCodeAt(0) === 32 || token.charCodeAt(0) === 9

/**
 * A line of one-character test marks (`..F.`, `.E.S`), perhaps grouped in brackets (`[(....)(.F..)]`), and
 * what closes it after a blank (PHPUnit's count, `   48 / 48 (100%)`), which must stay the same: its marks and that tail.
 * In a row of four marks or more any capital letter is a mark too (parallel-lint's `X`, a file that did not parse).
 */
function marksOf(t: readonly string[]): { marks: string; tail: string } | undefined {
  let marks = ''
  let letters = 0
  let i = 0
  for (; i < t.length; i++) {
    if (/^[.•FESPx*]$/.test(t[i]!)) marks += t[i] // ginkgo marks a passed spec `•`
    else if (/^[A-Z]$/.test(t[i]!)) (marks += t[i]), letters++
    else if (isBlank(t[i]!) && marks !== '') break
    else if (!/^[()[\]]$/.test(t[i]!)) return undefined // kaocha groups a namespace's marks: `[(....)(.F..)]`
  }
  if (marks === '' || (letters > 0 && marks.length < 4)) return undefined
  return { marks, tail: t.slice(i).join('') }
}

const sorted = (marks: string): string => (marks.length < 2 ? marks : [...marks].sort().join(''))

/** The tokens without a run's time in brackets at the line's end (` (41ms)`, as normalize.ts leaves it). */
function withoutEndTime(t: string[]): string[] {
  const n = t.length
  if (n >= 4 && t[n - 1] === ')' && t[n - 2] === 'd' && t[n - 3] === MARK && t[n - 4] === '(') return t.slice(0, isBlank(t[n - 5] ?? '') ? n - 5 : n - 4)
  // a report of the run's times may name one more (a cold start's `Init Duration: 182.55 ms`)
  const field = LAST_TIME_FIELD.exec(t.join(''))
  if (field === null) return t
  let kept = t.length
  for (let length = 0; kept > 0 && length < field[0].length; ) length += t[--kept]!.length
  const rest = t.slice(0, kept)
  return reportsRunTime(rest) ? rest : t
}

/** A labelled duration closing a line, set apart by a tab or two spaces (`\tInit Duration: 0.18255s`, as durations are spelled once). */
const LAST_TIME_FIELD = /(?:\t| {2,})\p{L}[\p{L} ]*:[ \t]*\d+(?:\.\d+)?s[ \t]*$/u

const NUMBER = /^\d+(?:[.,]\d+)*$/
/** A number, perhaps written with an exponent (Pi-hole's `"took":3.0994415283203125e-05`). */
const NUMBER_WITH_EXPONENT = /^\d+(?:[.,]\d+)*(?:[eE][-+]\d+)?$/
/** A number with a time unit on it (durations are spelled in seconds by `spelledOnce`). */
const DURATION = /^\d+(?:[.,]\d+)?(?:ns|µs|μs|us|ms|s|sec|secs|min|mins|h)$/
const TIME_UNIT_WORD = /^(?:ns|µs|μs|us|ms|s|secs?|seconds?|mins?|minutes?|hours?|hrs?|days?|ticks)$/
/** A size or rate as a run reports its own cost (in kilobytes written the SI way too, FreeBSD fetch's `1.7kB/s`). */
const MEASURE = /^\d+(?:[.,]\d+)?(?:[KMGT]i?B|[kKMG]|kB|mb|kb|gb|B|bytes)$/
const MEASURE_WORD = /^(?:[KMGT]i?B|[kKMG]B?|mb|kb|gb|bytes?)$/
/** Words that compare or ask for a value: a duration after one is what a check is about (`= 1m29s, want 1m30s`). */
const VALUE_WORD = /^(?:want|wanted|expected|expect|got|received|actual|was|is|should|must|be)$/i
/** Words that name a measured quantity: a duration beside one is what a benchmark reports, a value. */
const METRIC_WORD = /^(?:p\d+|timed|debt|avg|average|mean|median|min|max|minimum|maximum|latency|rtt|stddev|sd|std|throughput|timeout|limit|budget|ttl|ttfb|cpu)$/i
/** Words that say a duration is how long this run took. */
const RUN_TIME_WORD = /^(?:in|after|took|elapsed|Elapsed|Duration|duration|Time|time|Total|total|finished|Finished|done|DONE|real|user|sys|wallclock|[Ww]alltime|[Ww]aited)$/
/** Words after a number that say it is CPU time the run used (`0.03 usr`, `0.41 cusr`, `= 0.52 CPU`): the run's clock beside its time. */
const CPU_TIME_WORD = /^(?:usr|sys|cusr|csys|user|system|CPU|cpu)$/
/** Words that make a duration an age: time since something happened, which only grows while nothing happens again. */
const AGE_BEFORE = /^(?:Up|up|uptime|Uptime|since|ready)$/
const AGE_AFTER = /^(?:ago|old)$/
/**
 * A label that names an id minted per run, and the id after it: the id of something that happens
 * (a request, its id shortened too, Infisical's `"reqId"`, a trace, a message, an event, an operation, an RPC's call, YugabyteDB's `request call id 1849273`, CloudFront's `x-amz-cf-id`, the reference to quote to support, Akamai's `"supportId"`, a connection
 * or socket, a subagent the call started; a response header naming one, `X-OVH-Query-Id:`, `x-bz-request-id`; the request an
 * error's bracket names as one of its items, `[request 9f0c2a7e41b3]`, `(…, request 171207)`, not `deploy request #37`; in brackets after
 * its label, tosutil's `request id [4d2f8c1e…]`, or as an XML element, S3's `<RequestId>8QK2M7X4R1B9T6ZP</RequestId>`), a random seed (glibc's `MALLOC_PERTURB_`, which test runners
 * set anew for each test), a process or a thread. The id of a
 * thing (a user, an order, a resource) is a value, and so is what a command's flag sets (`--thread 4`: how many).
 */
const ID_LABEL = /(?:\bx-[\w-]+-id\b|(?<=[(\[,][ \t]{0,2})request\b(?![ \t]*#)(?=[ \t:=]+[\w-]*\d)|\b(?:request|req|trace|span|correlation|invocation|execution|session|log|message|msg|operation|transaction|cf|agent|connection|conn|client|socket|ray|support|call)[ _-]?id\b|\bcf-ray\b|\bsocket\b|\bseed(?:ed to)?\b|\bMALLOC_PERTURB_|\bpid\b(?:[ \t]+is\b)?|\bprocess id\b|(?<=\b(?:[Ss]tart|[Ss]pawn|[Ll]aunch)(?:ing|ed)\b[^\n]{0,40})\bprocess(?=[ \t]+\d{3,}\b)|\btid\b|\bsid\b(?![ \t]*:[ \t]*\d+[ \t]*;)|\bLWP\b|\bInferior \d+ [[(]process\b|(?<!-)\bthread(?:[ _-]?id)?\b(?: '[^'\n]{0,40}')?)(?:[\s:=#"'(*<]+|\[(?=[\w-]+\])|>(?=[^<\s]+<\/))([^\s"',;)\]*<]+)/gi
/**
 * The id of the work the call started (`Test run id:`, `build id`, `"dag_run_id"`, `scan_id=`, `"deployment_uuid"`,
 * Honeycomb's `"query_run_pk"`, the query it sent: Hive's `queryId=`, S3's `host id:` beside a request id), or that id
 * right after the work's name (below): in a call that acts, a new one each run; in a poll, the work it reports on, a
 * value. A work's number (`"build_number": 412`) is a serial a status reports too: a value.
 */
/**
 * Work a call starts itself; then the work a label may also name, which a push or a person starts (a pipeline, a workflow,
 * a change), or which the call made to run in (devcontainer's `"containerId"`: a container's name, `shop-web-1`, is no id).
 */
const STARTED_WORK = String.raw`(?:run|build|job|query|scan|search|deploy(?:ment)?|eval(?:uation)?|alloc(?:ation)?|task|upload|operation|result)`
const WORK_NAME = String.raw`(?:${STARTED_WORK}|workflow|pipeline|change(?:list)?|container)`
// (an id of one or two digits is the work's place among the run's own, snakemake's `jobid: 3`: another one is other work)
const RUN_ID_LABEL = new RegExp(String.raw`(?:\b|(?<=[a-z]_))(?:${WORK_NAME}(?:[ _-]?run)?|host)(?:[ _-]?|[ \t]+with[ \t]+)(?:id|pk|uuid|slug)\b(?:[\s:=#"'(*<]+|>(?=[^<\s]+<\/))(?!\d{1,2}(?![^\s"',;)\]*]))([^\s"',;)\]*<]+)`, 'gi')
/**
 * The id right after the name of work a call starts itself, drawn of letters and digits (`deployment 2b7e9d03`, `Search
 * job 4F2A9C1E07B3D5E8`): a serial number is not, for a status nobody knows is read-only reports the newest work by
 * its number (`Build #1877`, `Pipeline #1184203 running`, `Change 88412`), a value; nor a version (`ruby-build 20241030`).
 * A number of twelve digits or more is no serial anybody counts up by but a draw (CockroachDB's `job 1024417388120735745`).
 */
const RUN_ID_AFTER_NAME = new RegExp(
  String.raw`(?<![\w.-])${STARTED_WORK}[ \t]+((?=[\w-]*\d)(?=[\w-]*[A-Za-z])[A-Za-z0-9][\w-]{3,}|\d{12,})(?![\w.-])`,
  'gi',
)
/** A DNS message's id in the header dig, kdig, drill and dnslookup print (`->>HEADER<<- opcode: QUERY, status: NOERROR, id: 48213`, `;; opcode: QUERY, …`): drawn for each query. */
const QUERY_ID_LABEL = /(?:->>HEADER<<-|\bopcode: [A-Z]+,)[^\n]*?\bid:[ \t]*(\d+)/g
/** A clock reading labelled as one: an epoch in milliseconds or seconds (`"time":1741083153412`). */
const EPOCH_LABEL = /(?:\b(?:time|time[-_ ]?stamp|ts)["']?\s*[:=]|[?&]t=)\s*["']?(\d{10}(?:\d{3})?(?:\.\d{1,9})?)(?![\d.])/gi
/** A raw 64-bit address: where the allocator or the loader put something this run (an `offset` into a module is not: it stays). */
const ADDRESS = /^0x[0-9a-fA-F]{9,16}$/
/** A prefix column: milliseconds since the start before a log level (PyInstaller's `101 INFO:`), a time and the date before it (`00:12`, `04 03 2025 10:12:33.412`, `Mar 04 10:12:33`, `Tuesday 04 March 2025  10:12:33`, glog's `I0304 10:12:41.204118`, Greenplum's `20261202:21:58:14:048213`, the date as one number, then the time and the pid; the time as normalize.ts marks it) or a bracketed figure (`[12.4MiB/0.03s]`) opening a line. */
const PREFIX = /^[ \t]*(?:\[(?![ \t]*\d+\/\d+\])[^\]\n%]*\d[^\]\n%]*\]|(?:(?:[A-Z][a-z]{2,8}|[A-Z]?\d{1,4})[ \t./,T+-]+|\d{8}:){0,5}(?:\d{1,2}:\d\d(?:[:.,]\d+)*(?:[AP]M)?|\uE000t)|\d+(?=[ \t]+(?:TRACE|DEBUG|INFO|WARNING|WARN|ERROR|FATAL|CRITICAL|[TDIWEC](?=[ \t]))\b))(?=[ \t:]|$)/

/** A unit of time as runners spell it, a word of it capitalised too (vstest's `1.8342 Seconds`); a bare `m` only inside a compound (`1m 12s`) or closing one glued after hours (`1h2m`): alone it is as often millicores or metres. */
const UNIT = String.raw`(?:ns|nsecs?|[Nn]anoseconds?|µs|μs|us|usecs?|[Mm]icroseconds?|ms|msecs?|mseconds?|[Mm]illiseconds?|s|secs?|[Ss]econds?|min|mins|[Mm]inutes?|h|hrs?|[Hh]ours?|d|[Dd]ays?)`
const PART = String.raw`\d+(?:[.,]\d+)?[ \t]?`
const DURATION_PHRASE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.,])(?:${PART}(?:${UNIT}|m)(?:,?[ \t]+(?:and[ \t]+)?|(?=\d)))+${PART}${UNIT}(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_.,])(?:\d+[dh])+\d+m(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_.,])${PART}${UNIT}(?![\p{L}\p{N}_])`,
  'gu',
)
const CLOCK_STYLE_DURATION = /(?<![\d:.])(\d{1,2}):(\d\d(?:\.\d+)?)s\b/g
/** Minutes and seconds, with a fraction, after the word for the run's time (`Elapsed: 00:00.212604`). */
const ELAPSED_CLOCK = /(\b(?:[Ee]lapsed|[Tt]ook|[Dd]uration|[Ww]aited)[ \t]*:?[ \t]*)(\d{1,2}):(\d\d(?:\.\d+)?)(?![\d:])/g
/** A duration in scientific notation, its unit on it (`3.1e-5s`, `2.4e-3ms`). */
const SCIENTIFIC_DURATION = /(?<![\w.])(\d+(?:\.\d+)?e[-+]?\d+)(ns|us|µs|ms|s)\b/g
/** An ISO 8601 duration of hours, minutes and seconds, one token (`PT15M12.447S`, `PT2H`): an age only where it grew in step with others. */
const ISO_DURATION = /^PT(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/
/** No tool call runs this long: a period counted in days that reaches a day is a setting, so `spelledOnce` leaves it as written. */
const ONE_DAY = 86_400
/** A duration counted in days (`7 days`, `2d`). */
const IN_DAYS = /\d[ \t]?(?:d|[Dd]ays?)\b/
/** Whether the duration at token `i` is counted in days (`spelledOnce` leaves those as written). */
const inDays = (t: readonly string[], i: number): boolean => /^\d+(?:[.,]\d+)?d$/.test(t[i]!) || /^[Dd]ays?$/.test(nextWord(t, i) ?? '')

/** Whether the duration at token `i` is a span of whole hours, an hour or more, in seconds or minutes (`86400 seconds`, `3600s`, `120 minutes`). */
function isWholeHours(t: readonly string[], i: number): boolean {
  const m = /^(\d+)([\p{L}]*)$/u.exec(t[i]!)
  const unit = m === null ? '' : m[2] !== '' ? m[2]! : (nextWord(t, i) ?? '')
  const step = SECONDS_PER[unit]
  return m !== null && (step === 1 || step === 60) && Number(m[1]) * step >= 3600 && (Number(m[1]) * step) % 3600 === 0
}

const SECONDS_PER: Record<string, number> = {
  ns: 1e-9, nsec: 1e-9, nsecs: 1e-9, nanosecond: 1e-9, nanoseconds: 1e-9, µs: 1e-6, μs: 1e-6, us: 1e-6, usec: 1e-6, usecs: 1e-6, microsecond: 1e-6, microseconds: 1e-6, ms: 1e-3, msec: 1e-3, msecs: 1e-3, msecond: 1e-3, mseconds: 1e-3, millisecond: 1e-3, milliseconds: 1e-3, s: 1, sec: 1, secs: 1, second: 1, seconds: 1,
  m: 60, min: 60, mins: 60, minute: 60, minutes: 60, h: 3600, hr: 3600, hrs: 3600, hour: 3600, hours: 3600, d: 86400, day: 86400, days: 86400,
}

/**
 * A line with each duration spelled one way, in seconds (`412 milliseconds` and `1 second, 207
 * milliseconds` are `0.412s` and `1.207s`, `01:02.5s` is `62.5s`), so one run's time lines up
 * with another's however many parts a runner spells it in.
 */
/** A bracketed time's bound, `[< 1 ms]`: the runner's clock did not tick. */
const BELOW_RESOLUTION = /(?<=[[(])<[ \t]?(?=\d+(?:[.,]\d+)?[ \t]?(?:ns|µs|μs|us|ms|s)[\])])/g

function spelledOnce(line: string): string {
  if (!/\d[ \t]?[nµumsdhSMHD]/.test(line) && !/[Ee]lapsed|[Tt]ook|[Dd]uration|[Ww]aited/.test(line)) return line
  // a duration in scientific notation (cbmc's `3.1e-5s`) or a clock-style one with its unit (`00:00.041s`) or after the
  // word for its run's time (conda's `Elapsed: 00:00.212604`): seconds too
  const scientific = /\de[-+]?\d/.test(line) ? line.replace(SCIENTIFIC_DURATION, (_, n: string, unit: string) => `${inSeconds(Number(n) * (SECONDS_PER[unit] ?? NaN))}s`) : line
  const clockStyle = scientific.includes(':')
    ? scientific.replace(CLOCK_STYLE_DURATION, (_, m: string, sec: string) => `${inSeconds(Number(m) * 60 + Number(sec))}s`).replace(ELAPSED_CLOCK, (_, word: string, m: string, sec: string) => `${word}${inSeconds(Number(m) * 60 + Number(sec))}s`)
    : scientific
  // a test's time below the clock's resolution (vstest's `[< 1 ms]`) is a time like the others: its bound
  const bounded = clockStyle.includes('<') ? clockStyle.replace(BELOW_RESOLUTION, '') : clockStyle
  return bounded.replace(DURATION_PHRASE, (phrase) => {
    let total = 0
    for (const part of phrase.matchAll(/(\d+(?:[.,]\d+)?)[ \t]?([\p{L}µ]+)/gu)) total += Number(part[1]!.replace(',', '.')) * (SECONDS_PER[part[2]!] ?? SECONDS_PER[part[2]!.toLowerCase()] ?? NaN)
    // a period counted in days is no run's time but a setting (`auto-expires after 7 days`): left as it is
    return Number.isFinite(total) && (total < ONE_DAY || !IN_DAYS.test(phrase)) ? `${inSeconds(total)}s` : phrase
  })
}

/** Seconds written out to the picosecond, no exponent (`412 ns` is `0.000000412`: rounder spellings made `412 ns` and `498 ns` one). */
const inSeconds = (total: number): string => total.toFixed(12).replace(/\.?0+$/, '')

type Shape = 'number' | 'duration' | 'measure' | 'id' | 'word' | 'other'

function shapeOf(token: string): Shape {
  if (NUMBER_WITH_EXPONENT.test(token)) return 'number'
  if (DURATION.test(token)) return 'duration'
  if (MEASURE.test(token)) return 'measure'
  if (/^[\p{L}\p{N}_]+$/u.test(token)) return /\d/.test(token) ? 'id' : 'word'
  return 'other'
}

/** Both numbers, durations, measures, or ids (a number can be an id's spelling too). */
function sameShape(x: string, y: string): boolean {
  const sx = shapeOf(x)
  const sy = shapeOf(y)
  if (sx === 'word' || sx === 'other' || sy === 'word' || sy === 'other') return false
  if (sx === sy) return true
  return (sx === 'id' && sy === 'number') || (sx === 'number' && sy === 'id')
}

/** A number with a unit on it, or a number and then a time word, or seconds `time` prints without a unit. */
function isDuration(t: readonly string[], i: number): boolean {
  const token = t[i]!
  if (DURATION.test(token)) return true
  // a bare `m` is minutes when it says how long ago (`~ 4m ago`); alone it may be millicores or metres
  if (/^\d+m$/.test(token)) return AGE_AFTER.test(nextWord(t, i) ?? '')
  if (!NUMBER.test(token)) return false
  const next = nextWord(t, i)
  if (next !== undefined && TIME_UNIT_WORD.test(next)) return true
  // a unit spelled in two words (ActiveMQ's `2417 milli seconds`)
  if (next !== undefined && /^(?:milli|micro|nano)$/i.test(next) && /^seconds?$/i.test(nextWord(t, t[i + 1] === next ? i + 1 : i + 2) ?? '')) return true
  // one quantity read twice, the unit after both: `in 0.003 (0.003) seconds`
  if (t[i + 1] === ')' && TIME_UNIT_WORD.test(nextWord(t, i + 1) ?? '')) return true
  if (closesWithTimeUnit(t, i)) return true
  if (runWordThenUnit(t, i)) return true
  const open = t[i + 1] === '(' ? i + 1 : t[i + 2] === '(' && isBlank(t[i + 1]!) ? i + 2 : -1
  if (open > 0 && NUMBER.test(t[open + 1] ?? '') && t[open + 2] === ')' && TIME_UNIT_WORD.test(nextWord(t, open + 2) ?? '')) return true
  return /^(?:real|user|sys)$/.test(wordBefore(t, i) ?? '')
}

/** A wait still to come, `Retrying in 5s`, `restarting after 10s` (a verb in -ing, then `in` or `after`; or a clause that retries; or a verb of waiting, `waiting 30s`): a setting, not how long the run took. */
function isScheduledWait(t: readonly string[], i: number): boolean {
  const j = lastNonBlank(t, i - 1)
  // (or right after a verb of waiting, `waiting 30s for the crashed client to timeout`: the wait, not a time it measured)
  if (/^(?:wait|waiting|sleep|sleeping|pause|pausing)$/i.test(t[j] ?? '')) return true
  if (t[j] !== 'in' && t[j] !== 'after') return false
  // a verb in -ing just before (`Retrying in 5s`; not one a word before it says is over, docfx's `Completed executing in`),
  // or a retry the clause names (`retrying webhook delivery in 30s`)
  const verb = lastNonBlank(t, j - 1)
  const waiting = /^\p{L}+ing$/u.test(t[verb] ?? '') && !(isBlank(t[verb - 1] ?? '') && OVER_WORD.test(t[verb - 2] ?? ''))
  return waiting || RETRY_CLAUSE.test(t.slice(Math.max(0, j - 12), j).join(''))
}

/** A word that says what follows is over (`Completed`, `finished`, `done`): its verb in -ing took the time, no wait to come. */
const OVER_WORD = /^(?:\p{L}+ed|[Dd]one)$/u

/** Words that say the run waits before it tries again (a limiter's `retry after 41s` is a countdown, the clock's). */
const RETRY_CLAUSE = /\b(?:retrying|reconnecting|restarting|backing off|trying again)\b[^.;,:]*$/i

/** A limit the run was held to, `within 60 seconds`, `before the 60000ms timeout`, a timeout's `after 60000 ms`, a field naming a setting or a lag (`Failover delay: 60 seconds`): a setting or a reading, not how long the run took. */
function isLimit(t: readonly string[], i: number): boolean {
  // (or the window a reading is over, in brackets qualifying its label, `Uptime (24h): 97.92%`)
  if (qualifiesLabel(t, i)) return true
  // (or a bound a check holds it to, zabbix's trigger `Replication lag is too high (over 300s)`)
  // (not kubectl's `(x6 over 252s)`, the span its events cover: `over` is a bound only where it opens the brackets)
  const before = wordBefore(t, i)
  const overOpens = before === 'over' && t[lastNonBlank(t, lastNonBlank(t, i - 1) - 1)] === '('
  if (overOpens || /^(?:within|above|under|below|exceeds|exceeding)$/.test(before ?? '') || /^(?:timeout|deadline|limit)$/i.test(nextWord(t, unitEnd(t, i)) ?? '')) return true
  // a wait's bound (openshift-install's `Waiting up to 40m0s`, `for at most 30s`)
  if (/\b(?:up to|at most)[ \t]*$/i.test(t.slice(Math.max(0, i - 6), i).join(''))) return true
  // a field naming a setting of time or a lag (zabbix's `Failover delay: 60 seconds`, `Retry interval: 5s`, netem's `delay 3000ms`)
  if (SETTING_LABEL.test(t.slice(Math.max(0, i - 12), i).join('')) || SETTING_WORD.test(t.slice(Math.max(0, i - 2), i).join(''))) return true
  // on a line that says it timed out, the wait is the limit it hit (Kafka's `TimeoutException: … after 60000 ms`)
  return /[Tt]ime(?:out|d out)/.test(t.slice(0, i).join(''))
}

/** A field's label naming a setting of time, or a lag a status measures, just before its value. */
const SETTING_LABEL = /\b(?:delay|interval|period|timeout|ttl|retention|grace|backoff|lag)[ \t]*[:=][ \t]*$/i
/** A setting of time named in lower case one blank before its value, as a command line spells it (netem's `delay 3000ms 10ms`; not a column's `BackOff   14s`). */
const SETTING_WORD = /(?<![\w-])(?:delay|interval|period|timeout|backoff) $/

/** Where the duration at token `i` ends: the token itself (`5s`), or its unit word after it (`5 seconds`). */
function unitEnd(t: readonly string[], i: number): number {
  return DURATION.test(t[i]!) ? i : t[i + 1] !== undefined && isBlank(t[i + 1]!) ? i + 2 : i + 1
}

/** The index of the last token at or before `j` that is not white space (-1 if none). */
function lastNonBlank(t: readonly string[], j: number): number {
  while (j >= 0 && isBlank(t[j]!)) j--
  return j
}

/** A number, a word that says the run took it, then its unit: `1 wallclock secs`. */
function runWordThenUnit(t: readonly string[], i: number): boolean {
  const at = t[i + 1] !== undefined && isBlank(t[i + 1]!) ? i + 2 : i + 1
  return RUN_TIME_WORD.test(t[at] ?? '') && TIME_UNIT_WORD.test(nextWord(t, at) ?? '')
}

/** Whether the number stands in a bracketed group whose last word is a unit of time: `(3.12=setup[2.51]+cmd[0.61] seconds)`. */
function closesWithTimeUnit(t: readonly string[], i: number): boolean {
  for (let j = i + 1; j < t.length && j < i + 40; j++) {
    const token = t[j]!
    if (token === '(') return false
    if (token !== ')') continue
    let k = j - 1
    while (k > i && isBlank(t[k]!)) k--
    if (k <= i || !TIME_UNIT_WORD.test(t[k]!)) return false
    // (a number that counts the word after it is no part of the time, Nette's `(12 tests, 1 failure, 0.6 seconds)`; a
    // rate's is, `(1209.5 files/s)`)
    const counted = /^[ \t]*(\p{L}+)(?![\p{L}/])/u.exec(t.slice(i + 1, i + 4).join(''))?.[1]
    return counted === undefined || TIME_UNIT_WORD.test(counted) || SIZE_UNIT.test(counted)
  }
  return false
}

/** A rate per second: `1159.5 runs/s`, `18245.99 rows per sec.`, `14.28MiB/Sec`, `57.54 Mbps`, the run's count divided by its time. */
function isRate(t: readonly string[], i: number): boolean {
  // a size per second with its unit on its number (mamba's `6.1MB/s`)
  if (GLUED_SIZE.test(t[i]!)) return t[i + 1] === '/' && /^(?:s|sec)$/i.test(t[i + 2] ?? '')
  if (!NUMBER.test(t[i]!)) return false
  // (or under a label that says it is per second, its window after it: dgraph's `N-Quads/s [last 5s]: 60400`, `processed per second : 61275`)
  const colon = lastNonBlank(t, i - 1)
  if ((t[colon] === ':' || t[colon] === '=') && RATE_LABEL.test(t.slice(Math.max(0, colon - 16), colon).join(''))) return true
  const j = t[i + 1] !== undefined && isBlank(t[i + 1]!) ? i + 2 : i + 1
  if (!/^\p{L}+$/u.test(t[j] ?? '')) return false
  // (its unit may say per second itself, tcpreplay's `57.54 Mbps, 12487.17 pps`)
  if (PER_SECOND_UNIT.test(t[j]!)) return true
  // (or per second after it, `/s`, `per second`, or pb's `p/s`, `48.27 MiB p/s`)
  const per = t[j + 1] === '/' ? j + 2 : isBlank(t[j + 1] ?? '') && t[j + 2] === 'per' && isBlank(t[j + 3] ?? '') ? j + 4 : isBlank(t[j + 1] ?? '') && t[j + 2] === 'p' && t[j + 3] === '/' ? j + 4 : -1
  return per > 0 && /^(?:s|sec|second)$/i.test(t[per] ?? '')
}

/** A unit that says per second in its last letters: bytes or bits (`Bps`, `Mbps`), packets, flows, frames, requests. */
const PER_SECOND_UNIT = /^(?:[kKMGT]?i?[Bb]ps|[kKMG]?pps|fps|rps)$/

/** A label's end that says its number is per second, perhaps with the window it was taken over (`/s [last 5s]`, `per second `). */
const RATE_LABEL = /(?:\/s|\/sec|\bper sec(?:ond)?)\b(?:[ \t]*\[[^\]\n]*\])?[ \t]*$/

/**
 * Whether the amount a rate divides is on its line and the same in both runs (`sent 1,906 bytes …
 * 1,282.00 bytes/sec`): then only the time it took moved, the run's clock.
 */
function rateOfUnchangedAmount(a: readonly string[], b: readonly string[], i: number): boolean {
  const unit = nextWord(a, i) ?? ''
  // (the amount in any unit of its kind: git's `1.27 KiB | 3.18 MiB/s`)
  const sameKind = (other: string | undefined): boolean => other === unit || (other !== undefined && SIZE_UNIT.test(other) && SIZE_UNIT.test(unit))
  for (let k = 0; k < a.length; k++) if (k !== i && NUMBER.test(a[k]!) && a[k] === b[k] && sameKind(nextWord(a, k)) && a[k + 1] !== '/' && a[k + 2] !== '/') return true
  // (or its unit on its number, mamba's `16.9MB @   6.1MB/s`)
  if (GLUED_SIZE.test(a[i]!)) for (let k = 0; k < a.length; k++) if (k !== i && GLUED_SIZE.test(a[k]!) && a[k] === b[k] && a[k + 1] !== '/') return true
  return false
}

/** A size with its unit on its number (`16.9MB`, `2.3MiB`). */
const GLUED_SIZE = /^\d+(?:[.,]\d+)?(?:[KMGT]i?B|[kKMGT]B|B)$/

function nextWord(t: readonly string[], i: number): string | undefined {
  return t[i + 1] !== undefined && isBlank(t[i + 1]!) ? t[i + 2] : t[i + 1]
}

/** The nearest word before token `i` (white space and punctuation skipped), within four tokens. */
function wordBefore(t: readonly string[], i: number): string | undefined {
  // a placeholder's letter (`pid \uE000p`) is not a word: the pid it stands for is skipped
  for (let j = i - 1; j >= 0 && j >= i - 6; j--) if (/^[\p{L}_]/u.test(t[j]!) && t[j - 1] !== MARK) return t[j]
  return undefined
}

function hasMetricBefore(t: readonly string[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 6; j--) if (METRIC_WORD.test(t[j]!)) return true
  return false
}

/** Whether a comparison or a check names the token: `=`, `<`, `want`, `expected`, `got` just before it. */
function isComparedValue(t: readonly string[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    const token = t[j]!
    if (isBlank(token) || token === '"' || token === "'" || token === '`') continue
    // (an `=` glued to a word is a field's label, Ecto's `db=0.0004s`, not a comparison)
    if (token === '=' && j === i - 1 && /^[\p{L}_][\p{L}\d_]*$/u.test(t[j - 1] ?? '')) return false
    // (nor is `was` or `=` after words naming the run's time, VUnit's `Elapsed time was 3.6s`: it says what the time was)
    if ((token === '=' || /^(?:was|is)$/.test(token)) && RUN_TIME_SUBJECT.test(t.slice(Math.max(0, j - 8), j).join(''))) return false
    return token === '=' || token === '<' || token === '>' || token === '!' || VALUE_WORD.test(token)
  }
  return false
}

/** A key that is `time` alone: an attribute, `time="`, or a quoted key, `"time":`. */
const BARE_TIME_KEY = /(?:(?<![\w-])time=["']?|["']time["'][ \t]*:[ \t]*|(?<![\w-])time:)$/i

/** A number of seconds with a fraction, short of an epoch (`0.418`, `12.5`). */
const SECONDS_WITH_FRACTION = /^\d{1,6}\.\d+$/

/** Words naming the run's time as a sentence's subject (`Elapsed time was`, `Total time is`, Teradata's `Total processor time used =`). */
const RUN_TIME_SUBJECT = /\b(?:time|elapsed|duration)(?:[ \t]+(?:used|taken|spent))?[ \t]*$/i

/** A duration the line reports for its own run: after a run-time word, or alone in brackets. */
function isRunDuration(t: readonly string[], i: number): boolean {
  if (!isDuration(t, i) || hasMetricBefore(t, i)) return false
  const before = wordBefore(t, i)
  if (before !== undefined && RUN_TIME_WORD.test(before)) return true
  // (or under a key naming the run's time, Couchbase's `"elapsedTime":"2.11ms"`; not a word it only follows, `ParseDuration("90s") = 1m29s`)
  const label = labelBefore(t, i)
  if (label !== undefined && namesRunTime(label)) return true
  if (runWordThenUnit(t, i)) return true
  const open = t[i - 1]
  const close = DURATION.test(t[i]!) ? t[i + 1] : t[i + 3]
  if (close !== ')' && close !== ']') return false
  // (or the last item of a bracket's list, after a comma and no word naming it: an error's trailer, `(broker …:8080, 14ms)`;
  // a setting or a limit is the same in two runs of one call, what moved is the run's time)
  return open === '(' || open === '[' || (t[lastNonBlank(t, i - 1)] === ',' && t.lastIndexOf(close === ')' ? '(' : '[', i) >= 0)
}

/** Whether a line reports how long the run took: then the rates and sizes beside that time are the run's too. */
function reportsRunTime(t: readonly string[]): boolean {
  if (ELAPSED_LINE.test(t.join(''))) return true
  for (let k = 0; k < t.length; k++) {
    if (isRunDuration(t, k) || isTimeUnderUnitLabel(t, k)) return true
    if (t[k] === MARK && (t[k + 1] === 'd' || t[k + 1] === 'T')) return true // normalize.ts took the run's time out already
  }
  return false
}

/** A line labelled as the time the run took, its parts after the label (grpc_health_probe's `time elapsed: connect=2.4ms rpc=1.1ms`, dgraph's `Time spent :`). */
const ELAPSED_LINE = /^[ \t]*(?:time[ _](?:elapsed|taken|spent)|elapsed[ _]time|timings?)[ \t]*:/i

/** A number under a label that names the run's time in words (`Elapsed Time (Minutes): 0.0341`). */
const isTimeUnderUnitLabel = (t: readonly string[], i: number): boolean => NUMBER.test(t[i]!) && UNIT_LABEL.test(t.slice(Math.max(0, i - 16), i).join(''))

/** A label naming a time since something, in one word (`master_link_down_since_seconds`, `age`, `uptime_ms`). */
const AGE_LABEL = /^(?:[\p{L}\d_-]*[_-])?(?:since|uptime|age|waiting)(?:[_-][\p{L}\d_-]*)?$/iu
/** A label naming a duration of the run, in one word (`duration_ms`, `elapsed_seconds`, `took_ms`, `durationMs`, `ElapsedTime`, `executionTime`, its unit spelled whole, Sourcegraph's `elapsedMilliseconds`; after any words, Pinot's `brokerReduceTimeMs`, `timeUsedMs`; the time a step of the run took, sbuild's `Build-Time`; a time with its unit, `timeInSec`, `time_ms`, Quickwit's `elapsed_time_micros`; its number written with an exponent too, Pi-hole's `"took":3.1e-05`). */
const DURATION_LABEL = /^(?:[\p{L}\d]*[_-])*(?:(?:duration|elapsed|took|runtime|(?:execution|build|install|package|compile|link|setup|boot|startup|wall|run)[_-]?time)(?:[_-]?time)?(?:[_-](?:in[_-]?)?(?:ms|msec|s|sec|secs|seconds|millis|milliseconds|us|usec|micros|microseconds|ns|nsec|nanos|nanoseconds)|(?:in)?(?:ms|msec|sec|secs|seconds|millis|milliseconds|us|usec|micros|microseconds|ns|nsec|nanos|nanoseconds))?|time(?:[_-]?(?:used|taken|spent))?(?:[_-](?:in[_-]?)?(?:ms|msec|s|sec|secs|seconds|millis|milliseconds|us|usec|micros|microseconds|ns|nsec|nanos|nanoseconds)|(?:in)?(?:ms|msec|sec|secs|seconds|millis|milliseconds|us|usec|micros|microseconds|ns|nsec|nanos|nanoseconds)))$/iu

/** A camelCase label's words set apart by `_` (`deadlineMs` as `deadline_Ms`), so one pattern reads both spellings. */
const camelWordsApart = (label: string): string => label.replace(/(\p{Ll})(\p{Lu})/gu, '$1_$2')

/**
 * Whether a one-word label names a duration of the run, its words read apart when it is camelCase (Meilisearch's
 * `processingTimeMs`, `executionTimeMsec`); never one that opens with an instant's word (`startTimeMillis`, `end_time_ms`:
 * when something happened, a clock reading).
 */
function namesRunTime(label: string): boolean {
  const words = camelWordsApart(label)
  return !INSTANT_WORD.test(words) && (DURATION_LABEL.test(label) || DURATION_LABEL.test(words))
}
const INSTANT_WORD = /^(?:start|end|stop|begin|finish|creat|updat|modif|expir|last|next|first|complet|submit|schedul|deadline|due)[a-z]*[_-]/i

/**
 * A label that names the run's time in words, just before a number: its unit in brackets, perhaps
 * a word after it (`Elapsed Time (Minutes):`, `Duration (ms) =`, bcp's `Clock Time (ms.) Total :`),
 * its unit then a word for time used (zabbix_sender's `seconds spent:`), or a time named for the run
 * with no unit (utest's `execution time: 0.184`; a `response time` is what a service measured, a value).
 */
const UNIT_LABEL = /(?:\b(?:execution|elapsed|running|wall|processing|total)[ \t]time(?:[ \t]+for[^:=\n]{1,30})?|\b(?:elapsed|duration|run ?time|wall ?time|clock ?time|took)\b[^:=\n]{0,20}\((?:ms|msecs?|s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\.?\)(?:[ \t]+\p{L}+)?|\b(?:ms|msecs?|milliseconds?|secs?|seconds?|mins?|minutes?|hours?)[ _-]?(?:spent|taken|elapsed))[ \t]*[:=][ \t]*$/iu

/** A duration in brackets between a label and its colon, a reading after it, `Uptime (24h): 97.92%`: the window the reading is over, a setting. */
function qualifiesLabel(t: readonly string[], i: number): boolean {
  const close = unitEnd(t, i) + 1
  return t[i - 1] === '(' && t[close] === ')' && t[close + 1] === ':' && t.slice(close + 2).some((token) => !isBlank(token))
}

/** An age: a duration after `Up` or before `ago`; it only grows while nothing happens again. */
function isAge(t: readonly string[], i: number): boolean {
  const before = wordBefore(t, i)
  // (not a step's time in brackets after words ending in one, coder's `=== ✔ Setting up [6ms]`)
  if (before !== undefined && AGE_BEFORE.test(before) && t[lastNonBlank(t, i - 1)] !== '[') return true
  // an aside in brackets between the word and its age (s6's `up (pid 2841) 312 seconds`)
  let j = lastNonBlank(t, i - 1)
  if (t[j] === ')') {
    while (j >= 0 && t[j] !== '(') j--
    const beforeAside = j > 0 ? wordBefore(t, j) : undefined
    if (beforeAside !== undefined && AGE_BEFORE.test(beforeAside)) return true
  }
  const after = nextWord(t, unitEnd(t, i))
  return after !== undefined && AGE_AFTER.test(after)
}

/** The duration at token `i` in seconds. */
function seconds(t: readonly string[], i: number): number {
  const m = /^(\d+(?:[.,]\d+)?)([\p{L}µ]*)$/u.exec(t[i]!)
  if (m === null) return NaN
  const unit = m[2] !== '' ? m[2]! : (nextWord(t, i) ?? '')
  return Number(m[1]!.replace(',', '.')) * (SECONDS_PER[unit] ?? NaN)
}

/** The same labels as a link spells them, a folder of a URL naming the id after it (dagger's `…/traces/5f0c2e9a41b7…`). */
const PATH_ID_FOLDER = String.raw`\/(?:request|trace|span|session|invocation|execution|operation|transaction|event|message)s?\/`
const PATH_ID_LABEL = new RegExp(`${PATH_ID_FOLDER}([A-Za-z0-9_-]+)`, 'gi')

/** The labels read in a poll's output, and in a call that acts (where the run's own id counts too). */
/** A JVM object's default name, its class then `@` and its identity hash (`java.util.concurrent.CompletableFuture@5c7a1e3d`), or that hash labelled (`hashCode=5f3e8a21`): drawn for each object in each run. */
const JVM_IDENTITY = /\b[A-Z][\w$]*@([0-9a-f]{5,8})\b|\bhashCode[=:][ \t]*([0-9a-f]{5,8})\b/g
/** In a call that acts, a link's folder naming the work it started, the id after it (Databricks's `…/run/883451207662019`). */
const PATH_RUN_LABEL = new RegExp(String.raw`\/${STARTED_WORK}s?\/([A-Za-z0-9_-]*\d[A-Za-z0-9_-]*)(?=[/?#"'\s]|$)`, 'gi')

/** The `"id"` of an error object beside its `"message"`, on a line that says error (Xata's `error 400 …: {"id":"cu8f2k3v…","message":…}`): that failure's occurrence, drawn for each. */
const ERROR_ID = /(?<=\b[Ee]rror\b[^\n]*\{[^{}\n]*)"id"[ \t]*:[ \t]*"([^"\s]*\d[^"\s]*)(?="[^{}\n]*"message")/g

const POLL_ID_LABELS = [ID_LABEL, EPOCH_LABEL, QUERY_ID_LABEL, PATH_ID_LABEL, ERROR_ID]
/** In a call that acts, the container a build's step ran in (Docker's classic builder: `---> Running in 9a4f1c7e2b3d`): made for that step. */
const STEP_CONTAINER = /\bRunning in ([0-9a-f]{12})\b/g

const ACTING_ID_LABELS = [...POLL_ID_LABELS, RUN_ID_LABEL, RUN_ID_AFTER_NAME, JVM_IDENTITY, PATH_RUN_LABEL, STEP_CONTAINER]

/** What every label above holds, read first: a line without any is passed over. */
const MAY_HOLD_A_LABEL = new RegExp(String.raw`id\b|request|running in|sid\b|ray\b|seed|thread|time|ts\b|[?&]t=|socket|perturb|lwp|inferior|process|@[0-9a-f]|hashCode|${PATH_ID_FOLDER}|${WORK_NAME}`, 'i')

/** Where a line holds a labelled id (`request ID X:Y:Z`, `"pid":4242`, `"time":1741083153412`; in a call that acts, `Test run id:`); in a poll, not a process's. */
function labelledSpans(line: string, polled: boolean): [number, number][] {
  const spans: [number, number][] = []
  if (!MAY_HOLD_A_LABEL.test(line)) return spans
  for (const pattern of polled ? POLL_ID_LABELS : ACTING_ID_LABELS) {
    for (const m of line.matchAll(pattern)) {
      // a read-only poll, or a line that reports a process's status (its uptime, that it runs), names other processes: their pid is theirs, a value
      // (a thread's state beside its id, TSan's `(tid=48216, running)`, is the thread's: the run's own)
      if (/^(?:pid|tid|thread|process)/i.test(m[0]) && (polled || PID_STATUS_FIELD.test(line) || (/^(?:pid|process)/i.test(m[0]) && (ANOTHERS_PROCESS.test(line) || (PROCESS_STATUS.test(line) && !STARTED_BY_THE_RUN.test(line)))))) continue
      const value = (m[1] ?? m[2])!
      // a socket named by its address (`listening socket 127.0.0.1:6379`, `*:26379`, with its scheme, testinfra's
      // `<socket tcp://0.0.0.0:443>`) is where it listens, a value
      if (/(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]*\]|\*|localhost):\d+(?![\d.])/.test(m[0])) continue
      const from = m.index + m[0].length - value.length
      spans.push([from, from + value.length])
    }
  }
  return spans
}

/** The line with each labelled id it holds replaced by one mark (the ids themselves are paired by `labelledIdPairs`). */
function labelledIdsMarked(line: string, polled: boolean): string {
  const spans = labelledSpans(line, polled)
  let marked = line
  for (let k = spans.length - 1; k >= 0; k--) marked = `${marked.slice(0, spans[k]![0])}${MARK}i${marked.slice(spans[k]![1])}`
  return marked
}

/** Whether a line's labelled ids (`x\u0000y` pairs), spelled as in the other run, make it the other spelling: nothing else differs. */
function onlyLabelledIdsDiffer(x: string, y: string, labelled: readonly string[]): boolean {
  let respelled = x
  for (const pair of labelled) {
    const [from, to] = pair.split('\u0000') as [string, string]
    respelled = respelled.split(from).join(to)
  }
  return labelled.length > 0 && respelled === y
}

/** The labelled ids of two spellings of a line that differ, paired in order (`x\u0000y`): a line normalize.ts already proved by kind still names them. */
function labelledIdPairs(x: string, y: string, polled: boolean): string[] {
  const spansX = labelledSpans(x, polled)
  const spansY = labelledSpans(y, polled)
  const pairs: string[] = []
  if (spansX.length !== spansY.length) return pairs
  for (let k = 0; k < spansX.length; k++) {
    const idX = x.slice(spansX[k]![0], spansX[k]![1])
    const idY = y.slice(spansY[k]![0], spansY[k]![1])
    if (idX !== idY) pairs.push(`${idX}\u0000${idY}`)
  }
  return pairs
}

/** The token indexes of a line that lie in a labelled id. */
function labelledIds(tokensOfLine: readonly string[], polled: boolean): Set<number> {
  const inside = new Set<number>()
  const spans = labelledSpans(tokensOfLine.join(''), polled)
  if (spans.length === 0) return inside
  let offset = 0
  for (let i = 0; i < tokensOfLine.length; i++) {
    const end = offset + tokensOfLine[i]!.length
    if (spans.some(([s, e]) => offset >= s && end <= e)) inside.add(i)
    offset = end
  }
  return inside
}

/** Whether a prefix column opens at least half the lines of the output (three or more), so a line's opening figure is a log or profile prefix. */
function prefixColumn(lines: readonly string[]): string | undefined {
  let filled = 0
  let prefixed = 0
  const shapes = new Map<string, number>()
  for (const line of lines) {
    if (line.trim() === '') continue
    const shape = prefixShape(line)
    // an indented or bracketed line goes on with the entry above it (a traceback, a printed list): no entry of its own
    if (shape === undefined && /^[ \t[('"{]/.test(line)) continue
    filled++
    if (shape === undefined) continue
    prefixed++
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1)
  }
  if (prefixed < 3 || prefixed * 2 < filled) return undefined
  let column: string | undefined
  let most = 0
  for (const [shape, count] of shapes) if (count > most) [column, most] = [shape, count]
  return column
}

/** The shape of what opens a line as a prefix, its numbers and words masked (`#-#-# #:#:#`), or undefined: a line whose opening has another shape (yamllint's `  14:81`, a line and a column, under a log's stamped lines) is not in the column. */
function prefixShape(line: string): string | undefined {
  const m = PREFIX.exec(line)
  // (a figure set right pads with blanks, virt-builder's `[   1.1]` above `[  13.8]`: how many is no part of the shape)
  return m === null ? undefined : maskedNumbers(m[0].trim()).replace(/\p{L}+/gu, 'a').replace(/[ \t]+/g, ' ')
}

/** The first token at or after `from` that is neither a blank nor a `|`. */
function firstAfterBars(t: readonly string[], from: number): number {
  let k = from
  while (k < t.length && (isBlank(t[k]!) || t[k] === '|')) k++
  return k
}

/** How many tokens of a line its prefix takes (0 for none). */
function prefixTokens(t: readonly string[]): number {
  const m = PREFIX.exec(t.join(''))
  if (m === null) return 0
  let count = 0
  for (let length = 0; count < t.length && length < m[0].length; count++) length += t[count]!.length
  return count
}

/** What each differing token pair is, once every line pair is read (`idsOnKindLines`: labelled ids, `x\u0000y`, on lines normalize.ts proved; `timedLine`: another line differed only by the run's time). */
function classify(pairs: LinePair[], context: Context, idsOnKindLines: readonly string[], timedLine: boolean): Verdict {
  const { answer, linesA, linesB } = context
  // consistent replacement: token x in one run is token y in the other at one place of each line
  const forward = new Map<string, string | null>()
  const backward = new Map<string, string | null>()
  const linesOf = new Map<string, Set<number>>()
  const textsOf = new Map<string, Set<string>>()
  for (const p of pairs) {
    for (let i = 0; i < p.a.length; i++) {
      const x = p.a[i]!
      const y = p.b[i]!
      if (x === y || isBlank(x)) continue
      const f = forward.get(x)
      forward.set(x, f === undefined || f === y ? y : null)
      const r = backward.get(y)
      backward.set(y, r === undefined || r === x ? x : null)
      const at = `${x}\u0000${i}`
      let seen = linesOf.get(at)
      if (seen === undefined) linesOf.set(at, (seen = new Set()))
      seen.add(p.at)
      // and what those lines say: a bracketed number on one message printed twice (GUT's failure, again in its summary) tags nothing
      let said = textsOf.get(at)
      if (said === undefined) textsOf.set(at, (said = new Set()))
      said.add(p.a.join(''))
    }
  }
  // most lines, or most of the lines that differ (a log inside a tool's own output), open with a time: each line opening so is in that column
  // (a line of the first run read as written, or as the comparison reads it: the column's shape was taken so)
  const columnOf = (column: string | undefined, columnB: string | undefined, lineA: (p: LinePair) => string): ((p: LinePair) => boolean) | undefined =>
    column === undefined || columnB === undefined ? undefined : (p) => prefixShape(lineA(p)) === column
  const inColumn = answer
    ? undefined
    : (columnOf(prefixColumn(linesA), prefixColumn(linesB), (p) => linesA[p.at]!) ??
      columnOf(prefixColumn(pairs.map((p) => p.a.join(''))), prefixColumn(pairs.map((p) => p.b.join(''))), (p) => p.a.join('')))
  const prefixOf = pairs.map((p) => (inColumn?.(p) === true ? Math.min(prefixTokens(p.a), prefixTokens(p.b)) : 0))
  // an id proven minted where a label names it, or a process's tag where it opens its lines, is the same id wherever else it appears
  const minted = new Set<string>(idsOnKindLines)
  const timesSeen = new Map<string, number>()
  let positionsA: Set<string> | undefined
  // (a reading stands alone: the number ending a name, cert-manager's `api-tls-1-3810245877`, is part of the name)
  for (const p of pairs) for (let i = 0; i < p.a.length; i++) if (p.a[i] !== p.b[i] && EPOCH_SHAPE.test(p.a[i]!) && !inNamedWord(p.a, i)) timesSeen.set(p.a[i]!, (timesSeen.get(p.a[i]!) ?? 0) + 1)
  const idsOf = pairs.map((p, n) => {
    const recordField = isRecordField(context, p.at)
    const ids = recordField ? new Set<number>() : labelledIds(p.a, context.polled)
    const idsB = recordField ? new Set<number>() : labelledIds(p.b, context.polled)
    // (an id the call asked for by name is its subject, not minted: `--workflow_id settle-2026-12-01`)
    for (const i of ids) if (idsB.has(i) && p.a[i] !== p.b[i] && !wasAsked(context.asked, p.a[i]!)) minted.add(`${p.a[i]}\u0000${p.b[i]}`)
    for (let i = 0; i < p.a.length; i++) {
      const x = p.a[i]!
      const y = p.b[i]!
      if (x === y || forward.get(x) !== y || backward.get(y) !== x) continue
      // one clock reading stamped on every row of an answer (Prometheus's `"value":[1710150482.113,"3"]`) is when it was made;
      // (not a number a label calls a size or a count, printed twice: rdiff-backup's `SourceFileSize 2147398656`)
      // (not a number a label calls a position in a log wherever it is printed, MariaDB's `at LSN 5841202211`)
      if ((timesSeen.get(x) ?? 0) >= 2 && EPOCH_SHAPE.test(y) && !SIZE_OR_COUNT_LABEL.test(wordBefore(p.a, i) ?? '') && !(positionsA ??= loggedPositions(pairs)).has(x) && x.length === y.length) minted.add(`${x}\u0000${y}`)
      // valgrind's and the sanitizers' `==52817==` opening a line is that format's pid, even on one line
      if (i === 2 && /^\d{2,}$/.test(x) && p.a[0] === '=' && p.a[1] === '=' && p.a[3] === '=' && p.a[4] === '=') minted.add(`${x}\u0000${y}`)
      if (answer || (linesOf.get(`${x}\u0000${i}`)?.size ?? 0) < 2) continue
      // a process's tag: enclosed (`[4242]`), or the number just after a log's prefix column (glog's thread id)
      // (a `|` may set it apart from the prefix, exabgp's `20:41:07 | 48213  | welcome`)
      if ((looksMinted(p.a, i) && (textsOf.get(`${x}\u0000${i}`)?.size ?? 0) >= 2) || (prefixOf[n]! > 0 && (i <= prefixOf[n]! + 1 || firstAfterBars(p.a, prefixOf[n]!) === i) && /^\d{2,}$/.test(x))) minted.add(`${x}\u0000${y}`)
    }
    return { ids, idsB }
  })
  // what only a call that acts proves: a poll's output, or a one-line answer, reports these as values
  const acting = !context.polled && !answer
  // a name the run says it made, stamped with when (knex's `Created Migration: …/20261202064411_create_orders.js`), wherever it appears
  // and a file it says it writes, named by its pid (memray's `memray-ingest.py.52817.bin`, heaptrack's `heaptrack.poolsrv.61877.zst`): that pid, wherever it appears;
  // so even where that line is all the output (sql-migrate's `Created migration db/migrations/20240305102241-add_currency.sql`):
  // what a call that acts says it made is no answer it filtered for
  if (!context.polled) {
    for (const p of pairs) {
      if (!MADE_WORD.test(p.a.join(''))) continue
      for (let i = 0; i < p.a.length; i++) {
        if (p.a[i] === p.b[i]) continue
        if (inMovedStamp(p.a, p.b, i) || epochOpensName(p.a[i]!, p.b[i]!) || serialCountedUp(p.a, p.b, i)) minted.add(`${p.a[i]}\u0000${p.b[i]}`)
        // (and a name drawn for it, even where that line is all the output: runpodctl's `pod "8zqsuf0h2xt3jj" created`)
        else if (answer && isRandomDraw(p.a[i]!, p.b[i]!) && !wasAsked(context.asked, p.a[i]!)) minted.add(`${p.a[i]}\u0000${p.b[i]}`)
        // (a file's name: in a path or closed by an extension; terraform's `aws_security_group_rule.web_ingress_443` names no file)
        const pid = pidInName(p.a[i]!, p.b[i]!)
        if (pid !== undefined && namesAFile(wordAround(p.a, i).word)) minted.add(pid)
      }
    }
  }
  // what the first run made, the second names in another place (rustic's `snapshot 5472c6ba saved`, then `using parent
  // 5472c6ba`): the first's id and the one in its place are drawn, a chain of runs each building on the last
  if (acting) for (const pair of madeThenNamed(pairs)) minted.add(pair)
  const ranAt = acting ? clockOfTheRun(pairs, linesA, linesB) : undefined
  // a run that reports its own time anywhere: its rates per second are its counts over that time (test-unit's `1327.93 tests/s`)
  let timed: boolean | undefined = acting ? undefined : false
  const timedRun = (): boolean => (timed ??= timedLine || linesA.some((line) => TIME_DIGITS.test(line) && reportsRunTime(tokens(normalForm(line)))))
  // a benchmark's durations and rates are what it measured, the answer (`412 ns/op`, `Time (mean ± σ): 12.3 ms`)
  let benchmark: boolean | undefined
  const measures = (): boolean => (benchmark ??= BENCHMARK_CALL.test(context.asked) || linesA.some((line) => BENCHMARK_LINE.test(line)))
  const finishedInOrder = context.moved === true && placesShuffled(pairs)
  const agedTogether = measures() ? undefined : agesGrewTogether(pairs)
  let progressA: Set<number> | undefined
  let progressB: Set<number> | undefined
  const samplesA = (): Set<number> => (progressA ??= progressLines(linesA))
  const samplesB = (): Set<number> => (progressB ??= progressLines(context.linesB))
  let onSchedule: Set<string> | undefined
  const scheduled = (): Set<string> => (onSchedule ??= scheduledSamples(linesA, linesB))
  let spent: Set<number> | undefined
  const spentLines = (): Set<number> => (spent ??= usageReportLines(linesA))
  // a write that says it went through, the ids it was given (not an id a failure names: mongoimport's duplicate key)
  let wrote: boolean | undefined
  const reportsAWrite = (): boolean => (wrote ??= linesA.some((line) => WROTE_WORD.test(line)) && !linesA.some((line) => FAILURE_WORD.test(line)))
  let fieldList: boolean | undefined
  const fieldStatus = (): boolean => (fieldList ??= isFieldStatus(linesA))
  const segments = commandSegments(context.asked)
  // what the checks below read off the whole output, worked out once and only when a token asks
  let instantsA: Set<number> | undefined
  let instantsB: Set<number> | undefined
  let hexOpenings: Map<string, number> | undefined
  let quotedA: Set<string> | undefined
  let elapsedA: Set<number> | undefined
  let evaluated: boolean | undefined
  let heading: number | undefined
  let elapsedB: Set<number> | undefined
  let quotedB: Set<string> | undefined
  let noisy = 0
  let strictlyNoise = true
  let looselyNoise = true
  for (let n = 0; n < pairs.length; n++) {
    const p = pairs[n]!
    const { ids, idsB } = idsOf[n]!
    const prefix = prefixOf[n]!
    const runReport = !answer && reportsRunTime(p.a) && reportsRunTime(p.b)
    const ownProcess = !answer && segments.length > 0 && isOwnProcess(p.a.join(''), segments) && isOwnProcess(p.b.join(''), segments)
    // a minted id inside a longer name, split into tokens there (a job's UUID in its ARN, `…:job/8d41f0c6-27b9-…`), is that id
    const onlyMintedIds = minted.size > 0 && withMintedIds(p.a.join(''), minted, context.asked) === p.b.join('')
    let provenBefore = -1
    for (let i = 0; i < p.a.length; i++) {
      const x = p.a[i]!
      const y = p.b[i]!
      if (x === y || (i > 0 && isBlank(x) && isBlank(y))) continue // a column widened: layout, not content
      noisy += x.length
      if (onlyMintedIds) continue
      if (SPINNER_FRAME.test(x) && SPINNER_FRAME.test(y)) continue // a spinner's frame is where the clock stood
      // (so is one drawn in ASCII alone in brackets, Solr's `[|]` then `[/]`)
      if (ASCII_SPINNER.test(x) && ASCII_SPINNER.test(y) && p.a[i - 1] === '[' && p.a[i + 1] === ']' && p.b[i - 1] === '[' && p.b[i + 1] === ']') continue
      // a progress sample the run printed on its way to 100 % (pvmove's `Moved: 24.18%`): where the clock stood when it printed
      if (acting && !context.moved && isPercentage(p.a, i) && isPercentage(p.b, i) && samplesA().has(p.at) && samplesB().has(p.at)) continue
      // (or on a schedule of the run's time, dgraph's `Elapsed: 05s Txns: 302`, then `10s`, `15s`: how far it had got by then)
      // (only a line holding a duration may be such a sample: the report's lines are worked out only then)
      if (acting && !context.moved && NUMBER.test(x) && NUMBER.test(y) && p.a.some((token) => DURATION.test(token)) && scheduled().has(`${p.at}:${i}`)) continue
      // a rate's unit goes with its number (zypper's `1.9 MiB/s`, then `842.6 KiB/s`): noise where that number was proven so
      if (SIZE_UNIT.test(x) && SIZE_UNIT.test(y) && p.a[i + 1] === '/' && p.b[i + 1] === '/') {
        const number = isBlank(p.a[i - 1] ?? '') ? i - 2 : i - 1
        if (number === provenBefore && isRate(p.a, number) && isRate(p.b, number)) continue
        return 'different'
      }
      // a minted id inside a name (a pid in the JVM's `core.40517`, `hs_err_pid40517.log`) is that id
      if (holdsMintedId(minted, x, y)) continue
      // numbers of a path the run wrote for itself, however its name joins them (pipx's `cmd_2026-12-02_04.31.12_pip_errors.log`)
      const inItsOwnPath = acting && drawnInOwnPath(p.a, i, y)
      // (a speed after a progress bar may carry any unit, tqdm's `1.46cell/s`; a labelled id is one whatever its pieces, `EU.ext-4.6757a1c2`, wherever it stands)
      const knownId = (ids.has(i) && idsB.has(i)) || minted.has(`${x}\u0000${y}`)
      if (!inItsOwnPath && !knownId && !sameShape(x, y) && !(onProgressBar(p.a, i) && onProgressBar(p.b, i)) && agedTogether?.has(`${n}:${i}`) !== true) return 'different'
      const proven =
        (ids.has(i) && idsB.has(i) && !wasAsked(context.asked, x)) ||
        minted.has(`${x}\u0000${y}`) ||
        (x.startsWith('0x') && y.startsWith('0x') && minted.has(`${x.slice(2)}\u0000${y.slice(2)}`)) || // the same id spelled as hex
        ownProcess ||
        inItsOwnPath ||
        (acting && ((drawnAfterADraw(x, y) && inDrawnWord(p.a, p.b, i, context.asked)) || (isPeakMemory(p.a, i) && isPeakMemory(p.b, i)) || isOwnProgramTag(p.a, i, segments) || isOwnProgramProcess(p.a, i, segments) || inTimeColumn(linesA, p.at, p.a, i) || (isRandomDraw(x, y) && !wasAsked(context.asked, x)))) ||
        ranAt?.has(`${n}:${i}`) === true ||
        (acting && ((epochMovedOn(x, y) && inNamedWord(p.a, i) && !inUrlHost(p.a, i)) || (epochEndsName(x, y) && inPath(p.a, i)))) ||
        (acting && drawnTempName(x, y)) ||
        // (the end of a span whose start was proven the run's time: EXPLAIN ANALYZE's `actual time=1.412..2.087`)
        (provenBefore === i - 3 && p.a[i - 1] === '.' && p.a[i - 2] === '.' && p.b[i - 1] === '.' && p.b[i - 2] === '.' && NUMBER.test(x) && NUMBER.test(y)) ||
        (!context.polled && opensWithClock(p.a, i, y) && reportsAWrite()) ||
        windowMovedOn(p.a, p.b, i) ||
        (acting && epochMovedOn(x, y) && namesAnInstant(p.a, i)) ||
        (acting && NUMBER.test(x) && NUMBER.test(y) && isLogRecordPid(p.a, i)) ||
        (acting && NUMBER.test(x) && NUMBER.test(y) && isPseudoTerminal(p.a, i)) ||
        (inTimeTriple(p.a, i) && inTimeTriple(p.b, i)) ||
        (p.at === (heading ??= headingStamp(linesA, context.linesB))) ||
        (isSampleTime(p.a, i) && isSampleTime(p.b, i) && epochSecondsMovedOn(x, y) && (evaluated ??= oneSampleTime(linesA) && oneSampleTime(context.linesB))) ||
        (stampSpelledAfter(p.a, i) && stampSpelledAfter(p.b, i) && epochSecondsMovedOn(x, y)) ||
        (EPOCH_SHAPE.test(x) && EPOCH_SHAPE.test(y) && (instantsA ??= zonedInstants(linesA)).has(epochSecond(x)) && (instantsB ??= zonedInstants(context.linesB)).has(epochSecond(y))) ||
        // (a hex stamp opens many lines of a log, slapd's every line in a second; an id opening one row of a table, koyeb's
        // `4f2c9a1e`, is a name, whatever it reads as)
        (i === 0 && HEX_EPOCH.test(x) && HEX_EPOCH.test(y) && hexSecondsMovedOn(x, y) && ((hexOpenings ??= hexOpeningsOf(linesA)).get(x) ?? 0) >= 2) ||
        (SECONDS_WITH_FRACTION.test(x) && SECONDS_WITH_FRACTION.test(y) && p.a.slice(0, i).every(isBlank) && (elapsedA ??= elapsedOpenings(linesA)).has(p.at) && (elapsedB ??= elapsedOpenings(context.linesB)).has(p.at)) ||
        (i === 0 && SECONDS_WITH_FRACTION.test(x) && (quotedA ??= stepLinesQuoted(linesA)).has(linesA[p.at]!) && (quotedB ??= stepLinesQuoted(context.linesB)).has(context.linesB[p.at]!)) ||
        (acting && MINTABLE.test(x) && MINTABLE.test(y) && inMintedIdColumn(linesA, p.at, p.a, i)) ||
        (acting && MINTABLE.test(x) && MINTABLE.test(y) && mintedBefore(minted, y)) ||
        ageColumnGrew(context, p.at, p.a, p.b, i) ||
        agedTogether?.has(`${n}:${i}`) === true ||
        (isRecordTtl(p.a, i) && isRecordTtl(p.b, i) && Number(y) < Number(x)) ||
        inTransferMeterRun(linesA, p.at, p.a, i) ||
        (onProgressBar(p.a, i) && onProgressBar(p.b, i)) ||
        (acting && onTransferMeter(p.a, i) && onTransferMeter(p.b, i)) ||
        (isRate(p.a, i) && isRate(p.b, i) && timedRun() && !measures()) ||
        i < prefix ||
        (finishedInOrder && isPlace(p.a, i) && isPlace(p.b, i)) ||
        (ADDRESS.test(x) && ADDRESS.test(y) && !/^offset$/i.test(wordBefore(p.a, i) ?? '')) ||
        isLogrusClock(p.a, i) ||
        (isGlogThread(p.a, i) && isGlogThread(p.b, i)) ||
        (isPartOfRunTime(p.a, i) && isPartOfRunTime(p.b, i) && !measures()) ||
        (readBesideRunTime(p.a, i) && readBesideRunTime(p.b, i) && !measures()) ||
        (NUMBER.test(x) && NUMBER.test(y) && inRunTimeObject(p.a, i) && !measures()) ||
        (isModelSpend(p.a, i) && NUMBER.test(y) && spentLines().has(p.at)) ||
        (!context.polled && isEphemeralPort(p.a, i) && isEphemeralPort(p.b, i)) ||
        (isClockNoise(p.a, p.b, i, answer, runReport, fieldStatus) && (!wasAsked(context.asked, x) || underRunTimeKey(p.a, p.b, i)) && !measures() && !measuredInColumn(linesA, p.at, p.a, i)) ||
        (isSourceLine(p.a, i) && !isSourceColumn(p.a, i) && !context.moved && codeShownBelow(p.at, linesA, linesB, x, y))
      if (proven) {
        provenBefore = i
        continue
      }
      strictlyNoise = false
      if (!looselyNoise) continue
      if (countsSomething(p.a, i) || countsSomething(p.b, i) || (isSourceLine(p.a, i) && (context.moved || !codeShownBelow(p.at, linesA, linesB, x, y)))) looselyNoise = false
    }
  }
  // the part that carries the result must be most of the output
  if (noisy * 2 > nonBlankLength(linesA)) return looselyNoise ? 'similar' : 'different'
  if (strictlyNoise) return 'same'
  return looselyNoise ? 'similar' : 'different'
}

/** A command that runs a benchmark (`cargo bench`, `go test -bench=.`, `pytest --benchmark-only`, `npm run bench`). */
const BENCHMARK_CALL = /\bbench(?:mark)?s?\b/i
/** A line a benchmark prints: go's `BenchmarkParse-8`, hyperfine's `Benchmark 1:`, a table's `Benchmark` column, `-- benchmark: 1 tests --`. */
const BENCHMARK_LINE = /^[ \t-]*(?:Benchmark|benchmark\b)/

/** The words of each part of the call's shell command (`a | b`, `a && b`, `a; b`) of two words or more, quotes taken out. */
function commandSegments(asked: string): string[][] {
  const m = /"command":("(?:[^"\\]|\\.)*")/.exec(asked)
  if (m === null) return []
  let command: unknown
  try {
    command = JSON.parse(m[1]!)
  } catch {
    return [] // a key that spells a long command as its hash
  }
  return typeof command === 'string' ? command.split(/\|\|?|&&|;|\n/).map(shellWords).filter((w) => w.length >= 2) : []
}

const shellWords = (text: string): string[] => text.replace(/['"\\]/g, ' ').split(/\s+/).filter((w) => w !== '')

/**
 * A line holding every word of one part of the call's command, in order, after a number (its
 * pid): a process listing's row for the call's own process (`grep foo` in `ps aux | grep foo`, the shell running `pgrep
 * -af …`), whose pid, times and sizes are this run's own.
 */
function isOwnProcess(line: string, segments: readonly string[][]): boolean {
  const pieces = shellWords(line)
  return segments.some((words) => {
    let at = 0
    let first = -1
    for (const word of words) {
      at = pieces.indexOf(word, at) + 1
      if (at === 0) return false
      if (first < 0) first = at - 1
    }
    // a listing's row gives the process's pid before its command; a message that names the command's words is no row (go-task's `Failed to run task "ci"`)
    return pieces.slice(0, first).some((piece) => /^\d+$/.test(piece))
  })
}

/** What a run mints into a name: a number (a pid, an epoch, a time's part) or a hex suffix (`5b0f3e`); never a word (`x64-linux`). */
const MINTABLE = /^(?:_?\d+(?:[._]\d+)*|(?=[0-9a-f]*\d)[0-9a-f]{5,})$/

/** A table's header cell that names a time (`Time (in s)`, `Duration`, `Elapsed`). */
const TIME_HEADER = /^\s*(?:time|duration|elapsed|took)\b/i

/**
 * Whether the number stands in a column of a `|` table whose header names a time (fastlane's summary:
 * `| Step | Action | Time (in s) |`): in a call that acts, how long each of its steps took.
 */
function inTimeColumn(lines: readonly string[], at: number, t: readonly string[], i: number): boolean {
  if (!NUMBER.test(t[i]!)) return false
  if (lines[at]!.split('|').length < 3) return inSpacedDurationColumn(lines, at, t, i)
  // (a line holding a digit is a row, not the header)
  const name = pipedColumnName(lines, at, t, i, (line) => !/\d/.test(line))
  return name !== undefined && TIME_HEADER.test(name)
}

/**
 * The name of the token's column in a `|` table: the cell at its place in the nearest line above (40 lines at most)
 * with as many cells that `isHeader` takes for the header; undefined when the line is no row or no header stands above.
 */
function pipedColumnName(lines: readonly string[], at: number, t: readonly string[], i: number, isHeader: (line: string, cells: readonly string[]) => boolean): string | undefined {
  const cells = lines[at]!.split('|').length
  if (cells < 3) return undefined
  let column = 0
  for (let k = 0; k < i; k++) if (t[k] === '|') column++
  for (let above = at - 1; above >= 0 && above >= at - 40; above--) {
    const header = lines[above]!.split('|')
    if (header.length === cells && isHeader(lines[above]!, header)) return header[column] ?? ''
  }
  return undefined
}

/** A column name that says how long a step took (NUKE's `Duration`); a bare `Time` may be what a benchmark measures, `ELAPSED` a process's age (`ps`). */
const DURATION_HEADER = /^(?:duration|took)\b/i

/** Whether the number stands in a column named as how long a step took (NUKE's `Target   Status   Duration`): in a call that acts, how long each of its steps took. */
function inSpacedDurationColumn(lines: readonly string[], at: number, t: readonly string[], i: number): boolean {
  // a number that counts something is no time, whatever stands above it (PlatformIO's closing `1 failed, 1 succeeded`)
  return !countsSomething(t, i) && DURATION_HEADER.test(columnNameAbove(lines, at, t, i) ?? '')
}

/** A header's closing stamp, when it was sampled (mongotop's `ns  total  read  write  2024-03-05T10:11:17Z`). */
const HEADER_STAMP = /[ \t]+\d{4}-\d{2}-\d{2}[T ][\d:.]+Z?[ \t]*$/

/**
 * The name of the token's column in the nearest header above (names set apart by blanks and no digit, perhaps closed
 * by the time it was sampled; the column found where the two overlap). Lines with no column there are passed over
 * (a row that ends early, `Pack   NotRun`).
 */
function columnNameAbove(lines: readonly string[], at: number, t: readonly string[], i: number): string | undefined {
  // the token's field, counted in the line as compared, then found in the line as printed (a stamp or a duration
  // respelled before it moves it, but no field comes or goes)
  const piped = lines[at]!.includes('|')
  const before = t.slice(0, i).join('')
  // a column's value opens its field; a number further in belongs to words (`Error (exit code 1)`)
  if (!/(?:^|\t|[ \t]{2,}|\|[ \t]*)[^\s|]*$/.test(before)) return undefined
  const place = piped ? before.split('|').length - 1 : fieldsOf(before).length - (/^\s*$|(?:\t|[ \t]{2,})$/.test(before) ? 0 : 1)
  const field = piped ? undefined : fieldsOf(lines[at]!)[place]
  if (!piped && field === undefined) return undefined
  // (names of words one blank apart head only rows set apart by blanks, no `|` drawn between them and the row)
  let plain = !piped
  for (let above = at - 1; above >= 0 && above >= at - 40; above--) {
    const header = lines[above]!.replace(HEADER_STAMP, '')
    if (header.trim() === '') return undefined // a table ends at a blank line
    const capitals = TABLE_HEADER.test(header)
    if (!capitals && !SPACED_NAMES.test(header) && !(plain && SPACED_NAMES_OF_WORDS.test(header))) {
      if (header.includes('|')) plain = false
      continue
    }
    // cells between `|` are matched by their place, columns set apart by blanks where they overlap
    if (field === undefined) return header.split('|')[place]?.trim()
    const cells = capitals ? [...header.matchAll(/\S+/g)].map((m) => ({ text: m[0], from: m.index, to: m.index + m[0].length })) : fieldsOf(header)
    // the column the field overlaps most (a wide row's field may reach into the next column's name)
    let best: Field | undefined
    let most = 0
    for (const cell of cells) {
      const overlap = Math.min(cell.to, field.to) - Math.max(cell.from, field.from)
      if (overlap > most) [best, most] = [cell, overlap]
    }
    if (best !== undefined) return best.text
  }
  return undefined
}

type Field = { text: string; from: number; to: number }

/** A row's fields: set apart by a tab or two blanks or more (`4 minutes from now` is one). */
const fieldsOf = (line: string): Field[] => [...line.matchAll(/[^\t ]+(?: [^\t ]+)*/g)].map((m) => ({ text: m[0], from: m.index, to: m.index + m[0].length }))

/** Names of any case set apart by two blanks or more, no digit (NUKE's `Target   Status   Duration`, mongotop's `ns   total   read`). */
const SPACED_NAMES = /^[ \t]*\p{L}[\p{L}_%().-]*(?:[ \t]{2,}\p{L}[\p{L}_%().-]*)+[ \t]*$/u
/**
 * Such names of words one blank apart (repadmin's `Source DSA   largest delta   fails/total %%   error`), over rows set
 * apart by blanks alone: a row drawn with `|` under them is a figure of its own (httpstat's phases under `DNS Lookup   TCP Connection`).
 */
const SPACED_NAME_OF_WORDS = String.raw`\p{L}[\p{L}_%()./-]*(?: [\p{L}%][\p{L}_%()./-]*)*`
const SPACED_NAMES_OF_WORDS = new RegExp(String.raw`^[ \t]*${SPACED_NAME_OF_WORDS}(?:[ \t]{2,}${SPACED_NAME_OF_WORDS})+[ \t]*$`, 'u')

/**
 * Whether a duration stands in a column whose name says what the row measured, not how long anything took or how
 * old it is (mongotop's `total  read  write`): that row's reading, a value.
 */
function measuredInColumn(lines: readonly string[], at: number, t: readonly string[], i: number): boolean {
  if (!isDuration(t, i) || isAge(t, i)) return false
  const name = columnNameAbove(lines, at, t, i)
  return name !== undefined && !NAMES_A_TIME.test(name)
}

/** Whether the token stands in a `|` table's column named for an id a run mints (containerlab's `Container ID`: in a call that acts, the containers it made). */
function inMintedIdColumn(lines: readonly string[], at: number, t: readonly string[], i: number): boolean {
  // (the header's cells are each a name or empty: a row's cells open with figures too)
  const name = pipedColumnName(lines, at, t, i, (_line, cells) => cells.every((cell) => /^[ \t]*(?:[#\p{L}][^|]*)?$/u.test(cell)))
  return name !== undefined && MINTED_ID_COLUMN.test(name.trim())
}

/** A column named for an id a run mints: the thing it made or the work it started (`Container ID`, `Job ID`, `Request ID`). */
const MINTED_ID_COLUMN = /^(?:container|request|run|job|task|operation|execution|session|trace)[ _-]?id$/i

/** A column name that says its durations are times (taken, since, left), not readings: `Duration`, `AGE`, `TTL`, `UNTIL`, `LAST SEEN`. */
const NAMES_A_TIME = /time|duration|elapsed|took|\bage\b|uptime|seen|since|until|\bttl\b|expir|left|remain|\beta\b|\bago\b|wait|delay|interval|period|created|started|last|next/i

/**
 * A DNS record's time to live, between its name and its class (`api.example.com.  287  IN  A  203.0.113.17`): a
 * resolver's cache counting down. One that fell is the same record, older; one that grew was fetched or set anew.
 */
function isRecordTtl(t: readonly string[], i: number): boolean {
  if (!NUMBER.test(t[i]!)) return false
  const after = t[i + 1] !== undefined && isBlank(t[i + 1]!) ? i + 2 : -1
  return after > 0 && /^(?:IN|CH|HS)$/.test(t[after] ?? '') && t[lastNonBlank(t, i - 1)] === '.'
}

/** The second header line of curl's progress meter: its speeds and times are this transfer's. */
const TRANSFER_METER_HEADER = /^[ \t]*Dload[ \t]+Upload[ \t]+Total[ \t]+Spent[ \t]+Left[ \t]+Speed[ \t]*$/

/**
 * Whether the token is one of the speeds or times on a row of curl's progress meter (the seventh field on:
 * `Dload  Upload   Total   Spent    Left  Speed`): how fast and how long this transfer ran, the run's clock.
 * The sizes and percentages before them stay values.
 */
function inTransferMeterRun(lines: readonly string[], at: number, t: readonly string[], i: number): boolean {
  let header = at - 1
  while (header >= 0 && header >= at - 4 && !TRANSFER_METER_HEADER.test(lines[header]!)) header--
  if (header < 0 || header < at - 4) return false
  let field = 0
  for (let k = 0; k < i; k++) if (!isBlank(t[k]!) && (k === 0 || isBlank(t[k - 1]!))) field++
  return field >= 6
}

/** Column names over ages (kubectl's `AGE`, `LAST SEEN`, `UPTIME`, clusterctl's `SINCE`, kumactl's `LAST UPDATED AGO`): the name's last word. */
const AGE_HEADER = /(?:^| )(?:AGE|UPTIME|SEEN|SINCE|AGO)$/
/** An age as kubectl and its kind write it, in one token: `5m`, `2d`, `3d4h`, `6m12s`. */
const COMPACT_AGE = /^(?:\d+[ydhms])+$/

/**
 * Whether the token stands in a column headed as an age (the header of capitals above it in its
 * block, the column found by where its words start) and grew: the same thing, older (`5m` then
 * `7m` under `AGE`). A smaller age is a new thing (a pod recreated): a value.
 */
function ageColumnGrew(context: Context, at: number, a: readonly string[], b: readonly string[], i: number): boolean {
  if (!COMPACT_AGE.test(a[i]!) || !COMPACT_AGE.test(b[i]!) || compactSeconds(b[i]!) < compactSeconds(a[i]!)) return false
  const header = headersOf(context).nearestTable[at] ?? -1
  if (header < 0 || at - header > 200) return false
  const offset = a.slice(0, i).join('').length
  // the header's word over the token, or a name of words set apart by one blank (`LAST UPDATED AGO`) where columns stand
  // further apart (kn's `AGE REASON` are two columns, one blank apart)
  let word = ''
  let name = ''
  for (const w of context.linesA[header]!.matchAll(/\S+/g)) if (w.index <= offset) word = w[0]
  for (const n of context.linesA[header]!.matchAll(/\S+(?: \S+)*/g)) if (n.index <= offset) name = n[0]
  return AGE_HEADER.test(word) || AGE_HEADER.test(name)
}

/** A line that may give a time: a digit and a unit of seconds after it. */
const TIME_DIGITS = /\d[ \t]?(?:ns|µs|μs|us|ms|s|secs?|seconds?)\b/

/**
 * Two tokens of words and then numbers joined by `_`, the numbers alone differing (`cmd_2026` and `cmd_2027`, oc-mirror's
 * `mirroring_errors_20261202_230431`): the numbers are named anew; a word's own digits (`x64`) are not.
 */
const onlyDigitsDiffer = (x: string, y: string): boolean => {
  const mx = /^((?:[A-Za-z]+_)+)\d+(?:_\d+)*$/.exec(x)
  return mx !== null && y.startsWith(mx[1]!) && /^\d+(?:_\d+)*$/.test(y.slice(mx[1]!.length)) && sameButDigits(x, y)
}

/** Two tokens alike but for their digits (`12.345Z` and `58.902Z`: a stamp's seconds and zone). */
const sameButDigits = (x: string, y: string): boolean => x.replace(/\d/g, '0') === y.replace(/\d/g, '0')

/** Whether the token is glued into a name by `-` or `_` (`api-tls-1-3810245877`). */
const inNamedWord = (t: readonly string[], i: number): boolean => ((t[i - 1] === '-' || t[i - 1] === '_') && /[\p{L}\d]$/u.test(t[i - 2] ?? '')) || ((t[i + 1] === '-' || t[i + 1] === '_') && /^[\p{L}\d]/u.test(t[i + 2] ?? ''))

/** Whether the token lies in a URL's host (`https://site-prod-1304103443.cos…/`): the server the run talks to, no name it made. */
function inUrlHost(t: readonly string[], i: number): boolean {
  let k = i - 1
  while (k >= 0 && !isBlank(t[k]!) && t[k] !== '/') k--
  return k >= 1 && t[k] === '/' && t[k - 1] === '/' && t[k - 2] === ':'
}

/** Whether the temp paths of two spellings of a line name other things in them, their drawn names aside. */
function namesInTempPathsDiffer(x: string, y: string): boolean {
  const pathsX = x.match(TEMP_PATH) ?? []
  const pathsY = y.match(TEMP_PATH) ?? []
  if (pathsX.length !== pathsY.length) return true
  for (let k = 0; k < pathsX.length; k++) {
    const namesX = pathsX[k]!.split(/[\\/]/)
    const namesY = pathsY[k]!.split(/[\\/]/)
    if (namesX.length !== namesY.length) return true
    for (let j = 0; j < namesX.length; j++) if (namesX[j] !== namesY[j] && !drawnAlike(namesX[j]!, namesY[j]!)) return true
  }
  return false
}

/**
 * Two names one draw apart: their parts between `-`, `_` and `.` the same but for parts drawn anew, a number
 * (`pytest-42`, then `pytest-43`; after a word too, `tfplan3904417725`) or letters and digits of one length, digits in both (`tmp4kq9z2vnbuild`,
 * `tmpe5r2j7qabuild`; `claude-5f2c-cwd`); a name that changed otherwise (`pycurl`, `psycopg2`) is another thing.
 */
function drawnAlike(a: string, b: string): boolean {
  const partsA = a.split(/[-_.]/)
  const partsB = b.split(/[-_.]/)
  if (partsA.length !== partsB.length) return drawnWithSeparators(a, b)
  for (let k = 0; k < partsA.length; k++) {
    const x = partsA[k]!
    const y = partsB[k]!
    if (x === y || (/^\d+$/.test(x) && /^\d+$/.test(y))) continue
    // (a number drawn after a word, as long as it happens to be: Go's `os.CreateTemp`, `tfplan3904417725` then `tfplan681924530`)
    if (/^[A-Za-z]+\d+$/.test(x) && /^[A-Za-z]+\d+$/.test(y) && x.replace(/\d+$/, '') === y.replace(/\d+$/, '')) continue
    if (x.length !== y.length || !/^[A-Za-z0-9]+$/.test(x) || !/^[A-Za-z0-9]+$/.test(y) || !/\d/.test(x) || !/\d/.test(y)) return drawnWithSeparators(a, b)
  }
  return true
}

/**
 * Two names whose parts differ in one draw that may hold `_` itself (Python's `mkstemp`, `easybuild-8_w3jd0m.log` then
 * `easybuild-r5t_1hxa.log`): the same before and after it, the draw as long in both, of letters, digits and `_`, digits
 * in both, unlike in most places.
 */
function drawnWithSeparators(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  const [from, to] = differingMiddle(a, b)
  const x = a.slice(from, to)
  const y = b.slice(from, to)
  return x.length >= 5 && /^\w+$/.test(x) && /^\w+$/.test(y) && /\d/.test(x) && /\d/.test(y) && unlikeInMost(x, y)
}

/** A frame of a spinner drawn in braille (`⠘`, `⠒`): which one shows is where the clock stood. */
const SPINNER_FRAME = /^[\u2801-\u28FF]$/u
/** A frame of a spinner drawn in ASCII (`|`, `/`, `-`, `\`). */
const ASCII_SPINNER = /^[|/\\-]$/

/** A percentage on a line: its number. */
const PERCENT_LINE = /(\d+(?:\.\d+)?)[ \t]?%/g

/**
 * The lines of a progress report, each but the last of it: three lines or more in a row of one shape (its indent aside), one percentage
 * each, growing line by line to 100 % (pvmove's `Moved: 8.61%` … `Moved: 100.00%`). How far it had got at each is where
 * the clock stood when it printed; where it ended, the last, is the result.
 */
function progressLines(lines: readonly string[]): Set<number> {
  const samples = new Set<number>()
  let from = 0
  for (let i = 1; i <= lines.length; i++) {
    // (the percentages first: the shapes are read only of lines that hold one)
    const grows = i < lines.length && percentOf(lines[i]!) > percentOf(lines[i - 1]!) && shapeOfLine(lines[i]!.trim()) === shapeOfLine(lines[i - 1]!.trim())
    if (grows) continue
    if (i - from >= 3 && percentOf(lines[i - 1]!) === 100) for (let k = from; k < i - 1; k++) samples.add(k)
    from = i
  }
  return samples
}

/**
 * The samples of a progress report printed on a schedule of the run's time: three lines or more in a row of one shape, each
 * holding a duration that grows line by line, the same in both runs (dgraph's `Elapsed: 05s Txns: 302`, then `10s`, `15s`),
 * and a line below them (where the run ended). A number that grows line by line in both runs is how far the run had got
 * by then; one that stands still (`Aborts: 0`) stays a value. Those numbers' places, `line:token`.
 */
function scheduledSamples(linesA: readonly string[], linesB: readonly string[]): Set<string> {
  const places = new Set<string>()
  let from = 0
  for (let at = 1; at <= linesA.length; at++) {
    if (at < linesA.length && linesA[at]!.trim() !== '' && shapeOfLine(linesA[at]!) === shapeOfLine(linesA[at - 1]!)) continue
    const below = linesA.slice(at).some((line) => line.trim() !== '')
    if (at - from >= 3 && below) {
      const rowsA = linesA.slice(from, at).map((line) => tokens(normalForm(line)))
      const rowsB = linesB.slice(from, at).map((line) => tokens(normalForm(line)))
      if (rowsA.every((row, k) => row.length === rowsA[0]!.length && rowsB[k]!.length === row.length) && rowsA[0]!.some((_, j) => isSchedule(rowsA, rowsB, j))) {
        for (let i = 0; i < rowsA[0]!.length; i++) {
          if (growsDown(rowsA, i) && growsDown(rowsB, i)) for (let k = 0; k < rowsA.length; k++) places.add(`${from + k}:${i}`)
        }
      }
    }
    from = at
  }
  return places
}

/** Whether the tokens at `j` are durations the same in both runs, growing row by row: the times the samples were taken. */
function isSchedule(rowsA: readonly string[][], rowsB: readonly string[][], j: number): boolean {
  return rowsA.every((row, k) => DURATION.test(row[j]!) && row[j] === rowsB[k]![j] && (k === 0 || seconds(row, j) > seconds(rowsA[k - 1]!, j)))
}

/** Whether the tokens at `i` are numbers growing row by row. */
const growsDown = (rows: readonly string[][], i: number): boolean => rows.every((row, k) => NUMBER.test(row[i]!) && (k === 0 || Number(row[i]) > Number(rows[k - 1]![i])))

/** The one percentage on a line (NaN when none or several). */
function percentOf(line: string): number {
  if (!line.includes('%')) return NaN
  const all = [...line.matchAll(PERCENT_LINE)]
  return all.length === 1 ? Number(all[0]![1]) : NaN
}

/** Whether the token is a number and then `%` (`24.18%`, `24.18 %`). */
function isPercentage(t: readonly string[], i: number): boolean {
  return NUMBER.test(t[i]!) && (t[i + 1] === '%' || (isBlank(t[i + 1] ?? '') && t[i + 2] === '%'))
}

/** A bar drawn in block characters (`━━━━`, `██████`), or in ASCII within brackets (pb's `[=====>----]`): a line a transfer or a linter redraws as it goes, its clock after the bar. */
const PROGRESS_BAR = /[━█▉▊▋▌▍▎▏]{4,}|\[[=#>-]{4,}[ =#>.-]*\]/

/**
 * A time or a speed on a line that draws a progress bar (tqdm's `[00:04<00:00, 3.41MB/s]`, rich's `━━━━ 00:01`):
 * the clock of the transfer or the work, like curl's meter; its sizes and counts (`14.9M/14.9M`, `42/42 files`) stay values.
 */
function onProgressBar(t: readonly string[], i: number): boolean {
  // after the bar: what a separator of the same characters follows (biome's `cart.ts:14:17 lint/… ━━━━`) is no clock;
  // before it only where a percentage after the bar says it is one (guix's `2.3MiB/s 00:01 ▕██████████▏ 100.0%`)
  return isClockPartOrSpeed(t, i) && (PROGRESS_BAR.test(t.slice(0, i).join('')) || BAR_THEN_PERCENT.test(t.slice(i).join('')))
}

/** A part of a clock (`00:01`'s `01`) or a speed in any unit per second (`3.41MB/s`, tqdm's `1.46cell/s`, `1948 kBps`): what a meter prints of how long and how fast. */
function isClockPartOrSpeed(t: readonly string[], i: number): boolean {
  const clockPart = /^\d{2}$/.test(t[i]!) && ((t[i - 1] === ':' && /^\d{2}$/.test(t[i - 2] ?? '')) || (t[i + 1] === ':' && /^\d{2}$/.test(t[i + 2] ?? '')))
  return clockPart || (/^\d+(?:[.,]\d+)?[\p{L}µ]*$/u.test(t[i]!) && t[i + 1] === '/' && t[i + 2] === 's') || isRate(t, i)
}

/** How far a transfer got and what it moved, before its speed and time (scp's and fetch's `100%    1 MiB`). */
const TRANSFER_DONE = /\d(?:\.\d+)?%[ \t]+\d+(?:[.,]\d+)?[ \t]*(?:[KMGTP]i?)?B\b/

/**
 * Whether the token is the speed or the clock of a transfer meter without a bar (FreeBSD fetch's `Fetching vuln.xml.xz:
 * 100%    1 MiB 1948 kBps    00:01`, scp's `100%   12MB  11.8MB/s   00:01`): after how far it got and what it moved,
 * how fast and how long are the run's clock; in a call that acts only, as a poll's rate may be its reading.
 */
function onTransferMeter(t: readonly string[], i: number): boolean {
  return isClockPartOrSpeed(t, i) && TRANSFER_DONE.test(t.slice(0, i).join(''))
}

/** A progress bar, then on its line how far it got (`▕██████████▏ 100.0%`). */
const BAR_THEN_PERCENT = /[━█▉▊▋▌▍▎▏]{4,}[^\n]*\d(?:\.\d+)?%/

/** `3d4h` in seconds. */
function compactSeconds(age: string): number {
  let total = 0
  for (const m of age.matchAll(/(\d+)([ydhms])/g)) total += Number(m[1]) * (m[2] === 'y' ? 31536000 : SECONDS_PER[m[2]!]!)
  return total
}

/**
 * A date and a time to the second written into a name, perhaps with its zone (`2024-03-11_09-41-07`, `2026.12.01_23-11-02-+0000`,
 * `20240311-094107`), or as two folders (`2024-03-06/10-42-17`), or as one number that is a whole folder's name (Capistrano's
 * `releases/20261202201509`; a name that goes on, a migration's `20250301093012_add_index`, is named for another time).
 */
const NAME_STAMP = /(?<!\d)\d{4}[-._]?\d{2}[-._]?\d{2}[-_T/]\d{2}[-_.]?\d{2}[-_.]?\d{2}(?:[-_.]\d{1,6})?Z?(?:[-_]?[+-]\d{4})?|(?<=\/)20\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d[0-5]\d(?![\w-])/g

/** A date and a time to the minute set apart by ISO's `T` in a name (btrbk's `home.20261202T1620`, avocado's `job-2026-12-02T14.30-…`): a stamp, as with seconds. */
const NAME_STAMP_TO_THE_MINUTE = /\d{4}-?\d{2}-?\d{2}T\d{2}[.:]?\d{2}(?!\d)/g

/** A folder a run writes its own logs into (`log/`, `logs/`, `Logs/`, npm's `_logs/`), somewhere in a path. */
const LOG_FOLDER = /(?:^|\/)[._]?(?:log|logs|Logs|LOGS)\//

/** A token that sets words apart: white space or a quote. */
const endsWord = (token: string): boolean => isBlank(token) || token === '"' || token === "'"

/** The word the token lies in (up to a blank or a quote), and where the token starts in it. */
function wordAround(t: readonly string[], i: number): { word: string; at: number } {
  let start = i
  while (start > 0 && !endsWord(t[start - 1]!)) start--
  let end = i
  while (end < t.length - 1 && !endsWord(t[end + 1]!)) end++
  return { word: t.slice(start, end + 1).join(''), at: t.slice(start, i).join('').length }
}

/** Whether the token and its other spelling `y` are a number or a suffix drawn anew in a path the run wrote for itself: a log's, or a stamped one (where the stamp's own digits may move too, `12.345Z`). */
function drawnInOwnPath(t: readonly string[], i: number, y: string): boolean {
  const x = t[i]!
  const drawn = (MINTABLE.test(x) && MINTABLE.test(y)) || onlyDigitsDiffer(x, y)
  // (in a log's own name, a long run of digits glued to a word is drawn too, virtnbdbackup's `backup.inc.12022026224103.log`)
  const longDigits = sameButDigits(x, y) && /\d{6,}/.test(x)
  return ((drawn || sameButDigits(x, y)) && inPathStamp(t, i)) || ((drawn || longDigits) && inLogPath(t, i)) || (drawn && inWorkFolder(t, i))
}

/** Words that say the run makes or removes a folder (`removing directory`, `Creating`, `cleaned`). */
const MAKES_OR_REMOVES = /\b(?:[Cc]reat|[Rr]emov|[Dd]elet|[Cc]lean)(?:e|es|ed|ing)?\b/

/**
 * Whether the token is a folder named by a number alone, of three digits or more, on a line that says the run makes or
 * removes it: the place a run makes for its work, named by its pid (pbuilder's `removing directory
 * /var/cache/pbuilder/build/48213`); a folder of a path the run only reads or reports is named for what it holds.
 */
function inWorkFolder(t: readonly string[], i: number): boolean {
  if (!/^\d{3,}$/.test(t[i]!) || t[i - 1] !== '/' || !/^[\p{L}\d_.-]+$/u.test(t[i - 2] ?? '')) return false
  const after = t[i + 1]
  return (after === undefined || after === '/' || endsWord(after)) && MAKES_OR_REMOVES.test(t.join(''))
}

/**
 * Whether the token lies in the path of a log the run wrote for itself: under a log folder
 * (`~/.opam/log/zarith-28841-5b0f3e.env`, `…/Logs/Test/Test-2026.12.01_23-11-02.xcresult`; a link's
 * `logs/` is a page, not such a file) or in a log file's own path (`…/work/1764632871.48213/build.log`).
 * In a call that acts, its numbers and hex suffixes (`MINTABLE`) are named anew each run like a temp file's;
 * so are those in a date and time stamped into a path's name (`inPathStamp`).
 */
function inLogPath(t: readonly string[], i: number): boolean {
  // (a number of one or two digits in a name is a version or an index, not a draw: `postgresql-16-main.log`)
  if (/^\d{1,2}$/.test(t[i]!)) return false
  const { word, at } = wordAround(t, i)
  const before = word.slice(0, at)
  if (before.includes('://') || !before.includes('/')) return false
  return LOG_FOLDER.test(before.slice(0, before.lastIndexOf('/') + 1)) || /\.log[.,:;)\]]*$/.test(word.slice(at))
}

/** Whether the token lies inside a date and time stamped into a path (`…/logs/2024-03-05T10-11-12.345Z-yc_….txt`, `screenshots/2024-03-11_09-41-07/…`). */
function inPathStamp(t: readonly string[], i: number): boolean {
  const { word, at } = wordAround(t, i)
  if (!isPath(word)) return false
  // a number beside a stamp normalize.ts took out is drawn with it (rustc's `rustc-ice-<stamp>-51234.txt`), its
  // seconds' fraction too (winget's `WinGet-Git.Git.2.47.1-<date>-15-04-11.482.log`)
  if (word.includes(`${MARK}t`) && /^\d+(?:\.\d+)?$/.test(t[i]!)) return true
  const to = at + t[i]!.length
  for (const m of [...word.matchAll(NAME_STAMP), ...word.matchAll(NAME_STAMP_TO_THE_MINUTE)]) {
    const end = m.index + m[0].length
    // a token inside the stamp, or opening in it and running on only by numbers drawn beside it, joined to its last part
    // (apalache's `…/2026-12-02T11-22-48_8120453911207395146`), or by its half of the day (opatch's `…_16-31-02PM_1.log`),
    // or by the `_` that glues it to the next part of the name (Veeam's `Session_2026-12-02_20-41-07_{<uuid>}`)
    if (m.index <= at && at < end && (/^\d+(?:[-_.]\d+)+$/.test(t[i]!) || /^(?:[AP]M)?(?:[-_.]\d+)*[-_]?$/.test(word.slice(end, to)))) return true
    // (and a name glued to its year: the token `opatch2026` of `opatch2026-12-02_…`; with a number drawn beside it, the
    // run's pid in datapatch's `sqlpatch_48213_2026_12_02_20_41_07`)
    if (at < m.index && m.index < to && to <= end && /^\p{L}+(?:[_-]\d+)?[_-]?$/u.test(word.slice(at, m.index))) return true
  }
  return false
}

/**
 * Whether the token is the pid (or thread) in a tag the call's own program prints (`xcodebuild[48211:3301987]` for
 * `xcodebuild test`, `zabbix_get [41877]:`, GLib's `(mydumper:341403)`): this run's process.
 */
function isOwnProgramTag(t: readonly string[], i: number, segments: readonly string[][]): boolean {
  if (!/^\d+$/.test(t[i]!)) return false
  const program = programOfTag(t, i)
  return program !== undefined && segments.some((words) => programOf(words) === program)
}

/** The program a part of the call's command runs, its folder aside (`/usr/sbin/maxscale` runs `maxscale`). */
const programOf = (words: readonly string[]): string => words[0]!.split('/').pop()!

/** Where the call's own program says which process it runs in (MaxScale's `MaxScale is running in process 48213`): the run's own pid; `already running` is another's. */
const RUNS_IN_PROCESS = /(?:^|[\s:])([\w.-]+)[ \t]+(?:is[ \t]+)?(?:running|started|runs)[ \t]+(?:in|as|with)[ \t]+(?:process|pid)[ \t:#]*$/i

/** Whether the token is the pid the call's own program announces for itself. */
function isOwnProgramProcess(t: readonly string[], i: number, segments: readonly string[][]): boolean {
  if (!/^\d{3,}$/.test(t[i]!)) return false
  const program = RUNS_IN_PROCESS.exec(t.slice(0, i).join(''))?.[1]?.toLowerCase()
  return program !== undefined && segments.some((words) => programOf(words).toLowerCase() === program)
}

/** The program a pid's tag names: `name[pid]`, `name [pid]`, `name[pid:thread]`, or GLib's `(name:pid)`. */
function programOfTag(t: readonly string[], i: number): string | undefined {
  let open = i - 1
  if (t[open] === ':' && /^\d+$/.test(t[open - 1] ?? '')) open -= 2 // the thread after the pid
  if (t[open] === '[') return t[isBlank(t[open - 1] ?? '') ? open - 2 : open - 1]
  if (t[open] === ':' && t[open - 2] === '(' && t[i + 1] === ')') return t[open - 1]
  return undefined
}

/** A task's place among all (`5/24`, `[1/4]`, `(2/6)`, `1 of 5`): the number before a slash or `of` and the total after it. */
function isPlace(t: readonly string[], i: number): boolean {
  return totalOfPlace(t, i) > 0
}

/** Where the total of a place stands (`5/24`, or rush's `[ 1 of 5 ]`), or -1 when the token opens no place. */
function totalOfPlace(t: readonly string[], i: number): number {
  if (!/^\d+$/.test(t[i]!) || /^[\p{L}\p{N}_.]/u.test(t[i - 1] ?? ' ')) return -1
  if (t[i + 1] === '/' && /^\d+$/.test(t[i + 2] ?? '')) return i + 2
  if (isBlank(t[i + 1] ?? '') && t[i + 2] === 'of' && isBlank(t[i + 3] ?? '') && /^\d+$/.test(t[i + 4] ?? '')) return i + 4
  return -1
}

/**
 * Whether, among lines paired after they moved, the places that differ (`5/24` and `6/24`) are the same
 * places given out in another order: tasks run side by side are numbered as they finish, the run's clock.
 */
function placesShuffled(pairs: readonly LinePair[]): boolean {
  const placesA = new Set<string>()
  const placesB = new Set<string>()
  for (const p of pairs) {
    for (let i = 0; i < p.a.length; i++) {
      const total = totalOfPlace(p.a, i)
      if (p.a[i] === p.b[i] || total < 0 || totalOfPlace(p.b, i) !== total || p.a[total] !== p.b[total]) continue
      placesA.add(`${p.a[i]}/${p.a[total]}`)
      placesB.add(`${p.b[i]}/${p.b[total]}`)
    }
  }
  // a summary may name a failed task's place again: the places given out, not how often they are named
  return placesA.size > 0 && [...placesA].sort().join() === [...placesB].sort().join()
}

/** Words just before a reading that say it is how long something took (`Elapsed time:`, `Total CPU time (on all processors):`). */
const SPELLS_A_DURATION = /\b(?:elapsed|duration|cpu time|run ?time|time (?:used|taken|spent))\b[^:=\n]{0,30}[:=]?[ \t]*$/i

/**
 * A clock reading with seconds (`10:12:33`, `10:12:33.412`), or a date and time written as one number (abuild's
 * `20261202.095441`, `20261202T095441`): when something happened, to the second.
 */
const CLOCK_READING = /(?<![\d:.])(\d{1,2}):(\d\d):(\d\d)(?:[.,](\d{1,6}))?(?![\d:])|(?<![\d.])20\d\d(?:0[1-9]|1[0-2])(?:[0-2]\d|3[01])[.T_-]?([01]\d|2[0-3])([0-5]\d)([0-5]\d)(?![\d])/g

/**
 * In a call that acts (not a read-only poll), clock readings that all moved forward by one
 * amount, within two seconds (two or more different times, in any of the lines that differ), are when
 * this run did its work: the run's clock. A poll's moved time is what it reports, and one
 * reading alone proves nothing. Returns the positions (`pair:token`) of the tokens inside
 * such readings in the pairs still to judge, or undefined.
 */
function clockOfTheRun(pairs: readonly LinePair[], linesA: readonly string[], linesB: readonly string[]): Set<string> | undefined {
  // one time printed twice is one value: the readings that moved must be two different times
  const movedFrom = new Set<string>()
  let least = Infinity
  let most = -Infinity
  for (let i = 0; i < linesA.length; i++) {
    const shifts = readingShifts(linesA[i]!, linesB[i]!)
    if (shifts === undefined) return undefined
    for (const { from, to, shift } of shifts) {
      if (shift === 0) continue
      movedFrom.add(linesA[i]!.slice(from, to))
      least = Math.min(least, shift)
      most = Math.max(most, shift)
    }
  }
  // (within 2 seconds, or 2 % of the time between the runs: a run that took a few seconds longer ends that much later)
  if (movedFrom.size < 2 || least <= 0 || !inStep(least, most, 2)) return undefined
  const inside = new Set<string>()
  for (let n = 0; n < pairs.length; n++) {
    const t = pairs[n]!.a
    for (const { from, to } of readingShifts(t.join(''), pairs[n]!.b.join('')) ?? []) {
      for (let i = 0, offset = 0; i < t.length; offset += t[i]!.length, i++) if (offset >= from && offset + t[i]!.length <= to) inside.add(`${n}:${i}`)
    }
  }
  return inside
}

/** The clock readings of two spellings of a line, paired in order: where each lies and how far it moved; undefined when they do not pair. */
function readingShifts(a: string, b: string): { from: number; to: number; shift: number }[] | undefined {
  if (a === b || !/:|\d{8}[.T_-]?\d{6}/.test(a)) return []
  const readingsA = [...a.matchAll(CLOCK_READING)]
  const readingsB = [...b.matchAll(CLOCK_READING)]
  if (readingsA.length !== readingsB.length) return undefined
  const shifts: { from: number; to: number; shift: number }[] = []
  for (let k = 0; k < readingsA.length; k++) {
    const ra = readingsA[k]!
    const rb = readingsB[k]!
    if (ra.index !== rb.index || ra[0].length !== rb[0].length) return undefined
    // a duration spelled as a clock (Quartus's `Elapsed time: 00:01:35`) is how long, not when
    if (SPELLS_A_DURATION.test(a.slice(Math.max(0, ra.index - 48), ra.index))) continue
    shifts.push({ from: ra.index, to: ra.index + ra[0].length, shift: secondsOfDay(rb) - secondsOfDay(ra) })
  }
  return shifts
}

const secondsOfDay = (m: RegExpMatchArray): number =>
  m[1] !== undefined ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(`0.${m[4] ?? '0'}`) : Number(m[5]) * 3600 + Number(m[6]) * 60 + Number(m[7])

/**
 * Where every duration that differs grew by one amount, two different ones or more (immortalctl's `4h12m31s` and
 * `6m2.11s`, both 96 seconds later): ages, time since things happened, that the wall clock moved on between the runs;
 * measurements do not move in step. An age printed in whole minutes or hours moved by that amount within what it rounds
 * to (git-branchless's `52m` then `58m` beside `3h` then `4h`), a bare `m` read as minutes only beside an age with a unit
 * of time (alone it may be millicores). The positions, `n:i`; none when one fell or grew by another amount.
 */
function agesGrewTogether(pairs: readonly LinePair[]): Set<string> | undefined {
  const positions = new Set<string>()
  const grown = new Set<string>()
  const bareMinutes = new Set<string>()
  // the growth every age allows, within what it rounds to: the amount the clock moved lies in [from, to]
  let from = -Infinity
  let to = Infinity
  for (let n = 0; n < pairs.length; n++) {
    const { a, b } = pairs[n]!
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue
      let growth: number
      let rounding = 0
      // (an ISO 8601 duration, Kestra's `PT15M12.447S`, only ever as an age that grew in step)
      if (ISO_DURATION.test(a[i]!) && ISO_DURATION.test(b[i]!)) growth = isoSeconds(b[i]!) - isoSeconds(a[i]!)
      else if (BARE_MINUTES.test(a[i]!) && BARE_MINUTES.test(b[i]!) && !hasMetricBefore(a, i)) {
        growth = (parseInt(b[i]!, 10) - parseInt(a[i]!, 10)) * 60
        rounding = 120
        bareMinutes.add(a[i]!)
      } else if (!isDuration(a, i) || !isDuration(b, i)) continue
      // a duration a metric names, a wait, a limit or what a check compares is never an age: none of them moves with the wall clock
      else if (hasMetricBefore(a, i) || isScheduledWait(a, i) || isLimit(a, i) || isComparedValue(a, i)) return undefined
      else {
        growth = seconds(b, i) - seconds(a, i)
        rounding = roundedTo(a[i]!) + roundedTo(b[i]!)
      }
      if (!(growth >= 1)) return undefined
      from = Math.max(from, growth - rounding)
      to = Math.min(to, growth + rounding)
      grown.add(a[i]!)
      positions.add(`${n}:${i}`)
    }
  }
  // in step: within a second, or within 2 % where the wall clock moved on for minutes (spelled at coarser precision)
  return grown.size >= 2 && bareMinutes.size < grown.size && inStep(to, from, 1) ? positions : undefined
}

/** A number of minutes with a bare `m` (`52m`). */
const BARE_MINUTES = /^\d+m$/

/** What a duration spelled in seconds may have been rounded to: whole hours (`3h`, read as `10800s`), whole minutes, or nothing. */
function roundedTo(token: string): number {
  const whole = /^(\d+)s$/.exec(token)
  if (whole === null || whole[1] === '0') return 0
  const total = Number(whole[1])
  return total % 3600 === 0 ? 3600 : total % 60 === 0 ? 60 : 0
}

/** An ISO 8601 duration in seconds. */
function isoSeconds(token: string): number {
  const m = ISO_DURATION.exec(token)!
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)
}

/** Whether amounts the clock moved lie within `slack` seconds of each other, or 2 % of the least where it moved on for minutes. */
const inStep = (least: number, most: number, slack: number): boolean => most - least <= Math.max(slack, least * 0.02)

/** A tag a process prints on its lines: a number enclosed in `[N]`, `(N)`, `==N==`, `[… #N]` or closing a logger's `[name/N]` (`app[4242]:`, valgrind's `==4242==`, Ruby's Logger, Kea's `[kea-dhcp4.hosts/2231.1402…]`), not a place in source. */
function looksMinted(t: readonly string[], i: number): boolean {
  // blanks inside the brackets are layout (ClickHouse's `[ 94107 ]`)
  const open = isBlank(t[i - 1] ?? '') ? t[i - 2] : t[i - 1]
  const close = isBlank(t[i + 1] ?? '') ? t[i + 2] : t[i + 1]
  // (or closing a bracket after `#`, Ruby's Logger: `I, [2026-12-02T11:05:31.123456 #48213]  INFO`)
  const enclosed = (open === '[' && close === ']') || (open === '(' && close === ')') || (open === '=' && close === '=') || (open === '#' && close === ']') || closesNamedTag(t, i)
  // a number, or a hex tag a tool gives each command it runs (SSHKit's `[4f1c2a9e]` on its Running and Finished lines)
  // (never a port in brackets, Splunk's `mgmt port [8089]`, nor the number a field's one-word value gives in brackets at
  // its end, munge's `UID:  deploy (1000)`, `CIPHER:  aes128 (4)`: values wherever they stand)
  if (!enclosed || /^ports?$/i.test(wordBefore(t, i) ?? '') || FIELD_WITH_CODE.test(t.join(''))) return false
  return (/^\d{2,}$/.test(t[i]!) || /^(?=[0-9a-f]*\d)[0-9a-f]{6,}$/.test(t[i]!) || (/^\d{2,}\.\d{2,}$/.test(t[i]!) && closesNamedTag(t, i))) && !isSourceLine(t, i)
}

/** A field line, an upper-case label (not a log's level), one word, then a number in brackets ending it (`UID:  deploy (1000)`). */
const FIELD_WITH_CODE = /^[ \t]*(?!(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL|NOTICE|CRITICAL):)[A-Z][A-Z_]+:[ \t]+[\w.-]+ \(\d+\)[ \t]*$/

/** Whether the token closes a bracketed logger's tag after its name, a word, and a `/`, no blank in it (Kea's `[kea-dhcp4.hosts/2231.140245712345664]`: its pid and thread; not a MAC address's last part). */
function closesNamedTag(t: readonly string[], i: number): boolean {
  if (t[i - 1] !== '/' || t[i + 1] !== ']') return false
  let named = false
  for (let k = i - 2; k >= 0 && k > i - 16; k--) {
    if (t[k] === '[') return named
    if (isBlank(t[k]!) || t[k] === ']') return false
    if (/^[A-Za-z]{3,}$/.test(t[k]!)) named = true
  }
  return false
}

/** Where a model's run reports what it spent: Claude Code's Task `<usage>…</usage>`, an API's `"usage": {…}`. */
const USAGE_OPENS = /<usage>|"usage"\s*:\s*\{/
const USAGE_CLOSES = /<\/usage>|\}/

/** The lines of the first run inside a usage report (up to a dozen lines after it opens): line indexes. */
function usageReportLines(lines: readonly string[]): Set<number> {
  const inside = new Set<number>()
  for (let k = 0; k < lines.length; k++) {
    const opened = USAGE_OPENS.exec(lines[k]!)
    if (opened === null) continue
    for (let j = k; j < Math.min(lines.length, k + 12); j++) {
      inside.add(j)
      // (on its first line, only what follows the opening may close it)
      if (USAGE_CLOSES.test(j === k ? lines[j]!.slice(opened.index + opened[0].length) : lines[j]!)) break
    }
  }
  return inside
}

/**
 * A number a usage report labels as tokens or tool uses (`total_tokens: 18422`, `tool_uses: 9`, `"completion_tokens": 41`):
 * what a model's run spent, its cost like its time; a usage of anything else (a quota's `cpus`) is a reading, a value.
 */
function isModelSpend(t: readonly string[], i: number): boolean {
  if (!NUMBER.test(t[i]!)) return false
  const label = labelBefore(t, i)
  return label !== undefined && /(?:^|_)(?:tokens|tool_uses)$/i.test(label)
}

/**
 * Whether the number is a part of the run's time set out in brackets right after it, each part labelled (verilator's
 * `Walltime 38.412s (elab=0.912, cvt=9.718, bld=27.330)`): parts that add up to no more than the whole are its pieces.
 */
function isPartOfRunTime(t: readonly string[], i: number): boolean {
  if (!NUMBER.test(t[i]!) || (t[i - 1] !== '=' && t[i - 1] !== ':')) return false
  let open = i - 1
  while (open >= 0 && t[open] !== '(' && t[open] !== ')') open--
  if (open < 1 || t[open] !== '(') return false
  let whole = open - 1
  while (whole >= 0 && isBlank(t[whole]!)) whole--
  // the whole is the run's own time, named so (not a limit it was held to, `within 60 s (…, doneProgress=0.41)`)
  if (whole < 0 || !isDuration(t, whole) || !RUN_TIME_WORD.test(wordBefore(t, whole) ?? '')) return false
  let sum = 0
  for (let k = open + 1; k < t.length && t[k] !== ')'; k++) {
    if (!NUMBER.test(t[k]!)) continue
    if (t[k - 1] !== '=' && t[k - 1] !== ':') return false
    sum += Number(t[k])
  }
  return sum > 0 && sum <= seconds(t, whole)
}

/** A number glued by `/` before the run's time, after words naming it (nebula-console's `time spent 1021/0.001734s`: the server's microseconds, then the whole): one time read two ways. */
function readBesideRunTime(t: readonly string[], i: number): boolean {
  return NUMBER.test(t[i]!) && t[i + 1] === '/' && isDuration(t, i + 2) && /\b(?:time spent|took|elapsed)[ \t]*$/i.test(t.slice(Math.max(0, i - 6), i).join(''))
}

/** A key naming a breakdown of the run's time (OpenObserve's `"took_detail"`, `"duration_breakdown"`, `"timings"`). */
const RUN_TIME_OBJECT_KEY = /^(?:took|duration|elapsed|timings?)(?:[_-]?\p{L}+)?$/iu

/** Whether the number stands in a `{ … }` opened on its line under a key naming the run's time (`"took_detail": { "total": 57, "cluster_total": 52 }`): the parts of that time. */
function inRunTimeObject(t: readonly string[], i: number): boolean {
  let open = i - 1
  while (open >= 0 && t[open] !== '{' && t[open] !== '}') open--
  if (open < 0 || t[open] !== '{') return false
  let key = open - 1
  while (key >= 0 && (isBlank(t[key]!) || t[key] === ':' || t[key] === '"' || t[key] === "'" || t[key] === '=')) key--
  return key >= 0 && RUN_TIME_OBJECT_KEY.test(t[key]!)
}

/** A unit of size a rate divides by the second (`MiB` of `1.9 MiB/s`). */
const SIZE_UNIT = /^(?:[KMGT]i?B|[kKMGT]B|B|bytes?)$/

/** glog's line header (klog's, abseil's): its level and date (the year too, `I20261202`), the time, the thread's id, then the source place (`E1202 11:51:14.208831   73412 main.go:56]`). */
const GLOG_HEADER = /^[IWEF](?:\d{4})?\d{4} \uE000t[ \t]+(\d+) [\w.-]+:\d+\]/

/** Whether the token is the thread's id in glog's header: a fixed place in a known format, like syslog's pid. */
function isGlogThread(t: readonly string[], i: number): boolean {
  // (its date with the year too, dragonfly's `I20261202`)
  if (t[0]?.length !== 5 && t[0]?.length !== 9) return false
  const m = GLOG_HEADER.exec(t.slice(0, i + 8).join(''))
  if (m === null || t[i] !== m[1]) return false
  let offset = 0
  for (let k = 0; k < i; k++) offset += t[k]!.length
  return offset === m[0].indexOf(m[1]!, m[0].indexOf(MARK) + 2)
}

/** Logrus's level with the seconds since the program started (`INFO[0006]`, `FATA[0001]`): the run's clock. */
function isLogrusClock(t: readonly string[], i: number): boolean {
  return t[i - 1] === '[' && t[i + 1] === ']' && /^\d{4}$/.test(t[i]!) && /^(?:TRAC|DEBU|INFO|WARN|ERRO|FATA|PANI)$/.test(t[i - 2] ?? '')
}

/** The local end's port of a connection the run opened (`from 192.168.1.23:51742`, `local 10.0.0.4 port 51514`, limactl's `SSH Local Port: 60522`): the kernel picks a free one each time. */
function isEphemeralPort(t: readonly string[], i: number): boolean {
  if (!/^\d{2,5}$/.test(t[i]!)) return false
  const line = t.slice(Math.max(0, i - 12), i).join('')
  // (a key may end in the word, Couchbase's `'last_dispatched_from': '10.0.4.7:51206'`)
  return /(?<![A-Za-z])(?:from|local|src|source)['"]?(?:[ \t]*[:=])?[ \t]*['"]?\d{1,3}(?:\.\d{1,3}){3}(?::|[ \t]+port[ \t]+)$|\b(?:local|src|source)[ \t]+port[ \t]*[:=][ \t]*$/i.test(line)
}

/**
 * Two readings of the clock as an epoch, the second later by less than a day (`1709633472` then `1709634118`; in
 * milliseconds, `1764658231907` then `1764658719044`, or in micro- or nanoseconds, kbld's `rand-1764709452512873000-…`), both between 2001 and 2039. Ending a name the run made
 * (`on-demand-k3s-server-1-1709633472`, conda-build's `fastgeo_1764658231907`): when it made it. Alone such a number
 * may as well be an account's or an order's, and any other number a count: the digits are not free.
 */
function epochMovedOn(x: string, y: string): boolean {
  if (x.length !== y.length || !/^\d{10}$|^\d{13}$|^\d{16}$|^\d{19}$/.test(x) || !/^\d+$/.test(y)) return false
  const perSecond = 10 ** (x.length - 10)
  const to = Number(y) / perSecond
  return to < 2.2e9 && movedOnWithinADay(Number(x) / perSecond, to)
}

/** Words that say a write went through (`inserted_ids`, `Successfully added`, `created`). */
const WROTE_WORD = /insert|\b[Aa]dded\b|\b[Cc]reated\b|\b[Ww]ritten\b|\b[Ss]aved\b/

/** Two readings of the clock as seconds since 1970 in hex (slapd's log stamps, an ObjectId's opening), the second later by less than a day. */
const hexSecondsMovedOn = (x: string, y: string): boolean => epochMovedOn(String(parseInt(x, 16)), String(parseInt(y, 16)))

/** MongoDB's ObjectId: twenty-four hex digits, the first eight the seconds since 1970 when it was made. */
const OBJECT_ID = /^[0-9a-f]{24}$/

/**
 * Whether the token is an id that opens with the clock when it was made, moved on by less than a day: a stream entry's
 * `1796248694512-0` (milliseconds, then a sequence), an ObjectId (`6b1094769c3b8d0012ab34cd`). In a call that acts whose
 * output says a write went through, no failure in it, even where it is all the output: what the write was given as it was
 * made (in a poll, ids of things that exist are values, and so is an id a failure names, a duplicate key's).
 */
function opensWithClock(t: readonly string[], i: number, y: string): boolean {
  const x = t[i]!
  if (i > 0 && !endsWord(t[i - 1]!) && !/^[[({:,=]$/.test(t[i - 1]!)) return false
  if (OBJECT_ID.test(x)) return OBJECT_ID.test(y) && hexSecondsMovedOn(x.slice(0, 8), y.slice(0, 8))
  return t[i + 1] === '-' && /^\d+$/.test(t[i + 2] ?? '') && epochMovedOn(x, y)
}

/** Two clock readings in seconds since the epoch, from 2001 on, the second later by less than a day. */
const movedOnWithinADay = (from: number, to: number): boolean => from >= 1e9 && to > from && to - from < ONE_DAY

/**
 * Whether the token is one end of a window of time whose two ends moved on by one amount, the span kept (SigNoz's
 * `logs query over [1718093642000, 1718097242000]` for the last hour): a window the run counted back from its clock.
 * Ends that moved apart, or one end alone, may be what the window is about.
 */
function windowMovedOn(a: readonly string[], b: readonly string[], i: number): boolean {
  if (!epochMovedOn(a[i]!, b[i]!)) return false
  const moved = Number(b[i]!) - Number(a[i]!)
  for (const k of [i - 4, i - 3, i - 2, i + 2, i + 3, i + 4]) {
    const [from, to] = k < i ? [k, i] : [i, k]
    if (k < 0 || k >= a.length || !epochMovedOn(a[k]!, b[k]!) || Number(b[k]!) - Number(a[k]!) !== moved) continue
    // only what joins two ends between them (`, `, ` - `, ` to `, `..`)
    if (/^(?:[ \t]*(?:,|-|–|to|\.\.)[ \t]*)$/.test(a.slice(from + 1, to).join(''))) return true
  }
  return false
}

/**
 * Whether the number is labelled as a moment: under a key that ends in a time's word or unit (Kafka's `deadlineMs=`,
 * `nextAllowedTryMs=`, `ts=`, `createdAt:`), or after `at` (`timed out at 1796245502813`) or `Run` (terraform-compliance's
 * `Run 1796245094 finished within a moment`). An epoch there that moved on
 * by less than a day, in a call that acts, is when the run got there; in a poll it may be when the thing changed.
 */
function namesAnInstant(t: readonly string[], i: number): boolean {
  const label = labelBefore(t, i)
  if (label !== undefined && INSTANT_KEY.test(camelWordsApart(label))) return true
  return /(?:^|[ \t])(?:at|[Rr]un)[ \t]+$/.test(t.slice(Math.max(0, i - 3), i).join(''))
}
const INSTANT_KEY = /(?:^|[_-])(?:ms|millis|time|timestamp|ts|at|deadline)$/i

/**
 * Whether the number opens a sample, `[<epoch>, "<value>"]`, as Prometheus' query API gives one (`"value":[1796245442,"17"]`):
 * where every sample of the output holds one time (`oneSampleTime`), the moment the query was evaluated, which moves with
 * the clock; the value beside it is the answer. Samples at several times are a series, each time what its row is about.
 */
function isSampleTime(t: readonly string[], i: number): boolean {
  if (t[i - 1] !== '[') return false
  let k = i + 1
  if (t[k] !== ',') return false
  k++
  if (t[k] !== undefined && isBlank(t[k]!)) k++
  return t[k] === '"' && /^-?[\d.]+$|^NaN$/.test(`${t[k + 1] === '-' ? '-' : ''}${t[k + 1] === '-' ? t[k + 2] : t[k + 1]}`) && t[t[k + 1] === '-' ? k + 3 : k + 2] === '"'
}

/**
 * Whether the number is the `pid` of a structured log record, one that holds its time and its level (Kibana's APM agent's
 * `{"log.level":"info","@timestamp":…,"env":{"pid":48213,…}}`, pino's `{"level":30,"time":…,"pid":48213,…}`): the process
 * that wrote the log, which a call that acts started itself; a pid a status record reports stands in no such record.
 */
function isLogRecordPid(t: readonly string[], i: number): boolean {
  if (!/^pid$/i.test(labelBefore(t, i) ?? '')) return false
  const line = t.join('')
  return LOG_RECORD_TIME.test(line) && LOG_RECORD_LEVEL.test(line)
}
const LOG_RECORD_TIME = /"(?:@timestamp|timestamp|time|ts)"[ \t]*:/
const LOG_RECORD_LEVEL = /"(?:log\.level|level|severity|lvl)"[ \t]*:/

/**
 * Where both outputs open (after the engine's `Exit code N`) with `date`'s stamp alone on its line, more lines after it
 * (pt-pmp's and `sinfo --long`'s `Wed Dec  2 21:04:02 UTC 2026`): when the report below was taken; -1 where none does. A
 * stamp that is all the output, or that stands among the lines, is the answer a call asked for.
 */
function headingStamp(linesA: readonly string[], linesB: readonly string[]): number {
  const at = /^Exit code \d+$/.test(linesA[0] ?? '') ? 1 : 0
  const heads = (lines: readonly string[]): boolean => DATE_STAMP_LINE.test(lines[at] ?? '') && lines.slice(at + 1).some((line) => line.trim() !== '')
  return heads(linesA) && heads(linesB) ? at : -1
}

/**
 * Whether the number is one of the times after a bare `time:` that e2fsprogs' and xfsprogs' `-t` print, real, user and
 * system seconds set apart by `/` (`Memory used: 1676k/0k (1553k/124k), time:  4.21/ 2.87/ 0.39`): the run's own.
 */
function inTimeTriple(t: readonly string[], i: number): boolean {
  if (!/^\d+(?:\.\d+)?s?$/.test(t[i]!)) return false
  let k = i - 1
  let times = 1
  while (k >= 0 && (isBlank(t[k]!) || t[k] === '/' || /^\d+(?:\.\d+)?$/.test(t[k]!))) {
    if (/^\d/.test(t[k]!)) times++
    k--
  }
  for (let j = i + 1; j < t.length && (isBlank(t[j]!) || t[j] === '/' || /^\d+(?:\.\d+)?s?$/.test(t[j]!)); j++) if (/^\d/.test(t[j]!)) times++
  return times === 3 && t[k] === ':' && /^time$/i.test(t[k - 1] ?? '') && (k < 2 || !/\p{L}/u.test(t[k - 2]!))
}

/** Whether the number names a pseudo-terminal, `/dev/pts/3`: in a call that acts, the one the kernel handed the run (openfortivpn's `ppp0 <--> /dev/pts/3`). */
const isPseudoTerminal = (t: readonly string[], i: number): boolean => t[i - 1] === '/' && t[i - 2] === 'pts' && t[i - 3] === '/' && t[i - 4] === 'dev'

/** A line opened by seconds since the run began, then the level of its message (Zonemaster's `   3.87 WARNING   All nameservers …`). */
const ELAPSED_OPENING = /^[ \t]*(\d{1,6}\.\d+)[ \t]+(?:DEBUG\d?|INFO|NOTICE|WARN|WARNING|ERROR|CRITICAL|FATAL)\b/

/** The lines opened by the run's elapsed seconds, where two or more lines are so opened: a column of the run's clock. */
function elapsedOpenings(lines: readonly string[]): Set<number> {
  const at = new Set<number>()
  for (let k = 0; k < lines.length; k++) if (ELAPSED_OPENING.test(lines[k]!)) at.add(k)
  return at.size >= 2 ? at : new Set()
}

const SAMPLE = /\[[ \t]*(\d{10}(?:\.\d+)?)[ \t]*,[ \t]*"[^"\n]*"[ \t]*\]/g
const oneSampleTime = (lines: readonly string[]): boolean => new Set(lines.flatMap((line) => [...line.matchAll(SAMPLE)].map((m) => m[1]))).size === 1

/** Two epochs in seconds, a fraction perhaps, the second later by less than a day (duplicity's `StartTime 1764692412.53`). */
function epochSecondsMovedOn(x: string, y: string): boolean {
  return /^\d{10}(?:\.\d+)?$/.test(x) && /^\d{10}(?:\.\d+)?$/.test(y) && movedOnWithinADay(Number(x), Number(y))
}

/**
 * Whether the token is spelled again right after it as a timestamp in brackets that normalize.ts took out (duplicity's
 * `StartTime 1764692412.53 (Wed Dec  2 16:20:12 2026)`): one clock reading in two spellings, noise as that timestamp is.
 */
const stampSpelledAfter = (t: readonly string[], i: number): boolean => isBlank(t[i + 1] ?? '') && t[i + 2] === '(' && t[i + 3] === MARK && t[i + 4] === 't' && t[i + 5] === ')'

/**
 * What BuildKit's step lines say after their tag, the step's seconds first (`#8 2.320 npm ERR! …` says `2.320 npm ERR! …`):
 * its error summary quotes them so below, and the seconds there are the same reading of the step's clock.
 */
function stepLinesQuoted(lines: readonly string[]): Set<string> {
  const quoted = new Set<string>()
  for (const line of lines) if (line.startsWith('#')) quoted.add(/^#\d+ (\d+\.\d+(?: [^]*)?)$/.exec(line)?.[1] ?? '')
  quoted.delete('')
  return quoted
}

/** A date and time to the second with its zone (`2026-12-02T17:01:12.418Z`, `… 17:01:12+01:00`): an instant anyone can read back. */
const ZONED_STAMP = /\b(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d:\d\d)(?:[.,]\d+)?(Z|[+-]\d\d:?\d\d)(?![\d:])/g

/** The instants, in whole seconds since 1970, that the zoned date-times of an output spell: an epoch that spells one of them is that clock reading again (Rundeck's `"unixtime": 1764694872418` beside `"date": "2026-12-02T17:01:12Z"`). */
function zonedInstants(lines: readonly string[]): Set<number> {
  const instants = new Set<number>()
  for (const line of lines) {
    if (!line.includes(':')) continue
    for (const m of line.matchAll(ZONED_STAMP)) {
      const zone = m[3]!.length === 5 ? `${m[3]!.slice(0, 3)}:${m[3]!.slice(3)}` : m[3]!
      const at = Date.parse(`${m[1]}T${m[2]}${zone}`)
      if (!Number.isNaN(at)) instants.add(Math.floor(at / 1000))
    }
  }
  return instants
}

/** Seconds since 1970 in eight hex digits, a letter among them, opening a line, as slapd stamps its log (`692f5a43 slapd starting`); read as an epoch, a hash's prefix almost never moves on by less than a day, and eight decimal digits are a number (hcloud's server id). */
const HEX_EPOCH = /^(?=[0-9a-f]*[a-f])[0-9a-f]{8}$/

/** How many lines each eight hex digits open. */
function hexOpeningsOf(lines: readonly string[]): Map<string, number> {
  const openings = new Map<string, number>()
  for (const line of lines) if (/^[0-9a-f]{8}\b/.test(line)) openings.set(line.slice(0, 8), (openings.get(line.slice(0, 8)) ?? 0) + 1)
  return openings
}

/** An epoch in seconds or milliseconds as whole seconds. */
const epochSecond = (token: string): number => Math.floor(token.length === 13 ? Number(token) / 1000 : Number(token))
/** A label that calls its number a position in a log or a stream (`LSN`, `offset`, `position`, `seqno`): a count, never a clock reading. */
const POSITION_LABEL = /^(?:LSN|lsn|offset|position|pos|seqno|sequence)$/

/** The numbers a position's label stands before anywhere in the first output: that number is a count wherever else it is printed. */
function loggedPositions(pairs: readonly LinePair[]): Set<string> {
  const positions = new Set<string>()
  for (const p of pairs) for (let i = 0; i < p.a.length; i++) if (/^\d{10,}$/.test(p.a[i]!) && POSITION_LABEL.test(wordBefore(p.a, i) ?? '')) positions.add(p.a[i]!)
  return positions
}

/** Whether the token lies in a path: a folder or file a run works in (conda-build's `conda-bld/fastgeo_1764658231907/work`), where a name it made holds its clock; a name standing alone may be a thing's serial (HDFS's `block blk_1073792417`). */
const inPath = (t: readonly string[], i: number): boolean => isPath(wordAround(t, i).word)

/** Whether a word is a path: it sets folders apart by `/`, or a Windows path's `\`. */
const isPath = (word: string): boolean => word.includes('/') || word.includes('\\')

/** Whether a word names a file: a path, or a name closed by an extension (`memray-ingest.py.52817.bin`). */
const namesAFile = (word: string): boolean => isPath(word) || /\.[A-Za-z]\w{0,5}$/.test(word)

/** One name with an epoch at its end that moved on (conda-build's `fastgeo_1764658231907`, one token with its `_`). */
function epochEndsName(x: string, y: string): boolean {
  const mx = /^(\w*[A-Za-z]\w*_)(\d+)$/.exec(x)
  return mx !== null && y.startsWith(mx[1]!) && epochMovedOn(mx[2]!, y.slice(mx[1]!.length))
}

/** One name opened by an epoch that moved on (gerust's `1764681242__add_provider`): on a line that says the run made it, when; a migration it applied is named for another time. */
function epochOpensName(x: string, y: string): boolean {
  const opens = /^(\d+)(_\w*[A-Za-z]\w*)$/.exec(x)
  return opens !== null && y.endsWith(opens[2]!) && epochMovedOn(opens[1]!, y.slice(0, y.length - opens[2]!.length))
}

/** Words that say the run made a thing (`Created Migration:`, `Results saved to`, `writing`, `new snapshot`, a generator's `create` opening its line). */
const MADE_WORD = /\b(?:[Cc]reat(?:ed|ing)|[Ss]av(?:ed|ing)|[Ww]r(?:ote|itten|iting)|[Gg]enerat(?:ed|ing)|[Nn]ew)\b|^[ \t]*create[ \t]/

/** A date and a time of day to the second in a name, its parts perhaps set apart (`2026_12_02_073144`, `20261202-073355`, `20261202073810`). */
const STAMP_IN_NAME = /(?<!\d)(20\d\d)[-._]?(0[1-9]|1[0-2])[-._]?(0[1-9]|[12]\d|3[01])[-_T]?([01]\d|2[0-3])[-_.:]?([0-5]\d)[-_.:]?([0-5]\d)(?!\d)/

/**
 * Whether the token lies in a name stamped with a date and time that moved on by less than a day (knex's
 * `20261202064411_create_orders.js`, kyua's `….20261202-073355-482113`, docker-slim's `dockerslimk_48213_20261202073810`),
 * the name otherwise the same and holding a word; a number drawn beside the stamp is drawn with it. Only on a line that
 * says the run made it is the stamp when: a migration's name (`20250301093012_add_cart_index` applied, Rails'
 * `== 20250304102501`) or an expiry is stamped with another time, a value.
 */
function inMovedStamp(a: readonly string[], b: readonly string[], i: number): boolean {
  if (!sameButDigits(a[i]!, b[i]!) && !drawnPart(a[i]!, b[i]!)) return false
  const wordA = wordAround(a, i).word
  const wordB = wordAround(b, i).word
  // a stamp standing alone may be a version the run was given (Rails' `== 20250304102501 AddStatusToOrders`): a name holds letters
  if (!sameNameButDraws(wordA, wordB) || !/\p{L}/u.test(wordA.replace(STAMP_IN_NAME, ''))) return false
  const ma = STAMP_IN_NAME.exec(wordA)
  const mb = STAMP_IN_NAME.exec(wordB)
  if (ma === null || mb === null || ma.index !== mb.index) return false
  const at = (m: RegExpExecArray): number => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) / 1000
  const moved = at(mb) - at(ma)
  return moved > 0 && moved < ONE_DAY
}

/** Two names alike part by part but for numbers and hex drawn beside a stamp (vmbackup's `20261202095801-180D2E6F9A4B1C7E`). */
function sameNameButDraws(x: string, y: string): boolean {
  const partsX = x.split(/([-_.\/])/)
  const partsY = y.split(/([-_.\/])/)
  if (partsX.length !== partsY.length) return false
  return partsX.every((p, k) => p === partsY[k] || drawnPart(p, partsY[k]!) || sameButDigits(p, partsY[k]!))
}

/** Two parts of a name drawn anew, as long as each other: digits, or hex of six or more with a digit. */
const HEX_DRAW = /^(?=[0-9A-Fa-f]*\d)[0-9A-Fa-f]{6,}$/
const drawnPart = (p: string, q: string): boolean => p.length === q.length && ((/^\d+$/.test(p) && /^\d+$/.test(q)) || (HEX_DRAW.test(p) && HEX_DRAW.test(q)))

/** Two names alike but for the number a temp name draws (podman-compose's `shop_migrate_tmp41377` then `…_tmp8052`). */
function drawnTempName(x: string, y: string): boolean {
  return x.search(TEMP_DRAW) >= 0 && x.replace(TEMP_DRAW, '$1#') === y.replace(TEMP_DRAW, '$1#')
}
/** A temp name's mark, perhaps a few letters more and a `_`, then what it drew (`tmp41377`, nvcc's `tmpxft_00003a7c`). */
const TEMP_DRAW = /(te?mp[a-z]{0,3}_?)(?=[0-9a-f]*\d)[0-9a-f]+/gi

/** A label that calls its number a size or a count (`SourceFileSize`, `bytes`, `rows`): never a clock reading. */
const SIZE_OR_COUNT_LABEL = /size|bytes|count|files|rows|total|length/i

/** A number spelled as an epoch: ten digits, perhaps with a fraction (`1710150482.113`), or thirteen (milliseconds). */
const EPOCH_SHAPE = /^\d{10}(?:\.\d{1,9})?$|^\d{13}$/

/** The alphabet a name is drawn from: lower case and digits, upper case and digits, or both cases. */
const alphabetOf = (token: string): string => (/^[0-9a-z]+$/.test(token) ? 'lower' : /^[0-9A-Z]+$/.test(token) ? 'upper' : 'mixed')

/**
 * Two names drawn at random from one alphabet wider than hex (`x2k4p` and `qm8zt`, a pod's or a
 * deployment's suffix): as long as each other, five or more letters and digits both, unlike in
 * two places of three or more (a new draw; an edit changes one or two, and a name that changed
 * so is another thing: `index-BfX1k2aS.js`). In a call that acts, a name the run minted. Hex is
 * left out: a hex id is most often a hash that names content (a commit, an image, a key); but for
 * a UUID that dropped its dashes, which carries its version's marks.
 */
function isRandomDraw(x: string, y: string): boolean {
  // a random UUID written without its dashes (mock's machine name): a hash has version 4's marks by chance one time in 64, in both runs one in 4,096
  if (DASHLESS_UUID4.test(x) && DASHLESS_UUID4.test(y)) return unlikeInMost(x, y)
  // a draw after a kind's prefix (Stripe's `req_Qb7Xk2LmN9pR4t`): the prefix is the kind, the rest the draw
  const kind = /^[a-z]{2,8}_/.exec(x)?.[0]
  if (kind !== undefined && y.startsWith(kind)) return isRandomDraw(x.slice(kind.length), y.slice(kind.length))
  if (x.length !== y.length || x.length < 5 || !/^[A-Za-z0-9]+$/.test(x) || !/^[A-Za-z0-9]+$/.test(y)) return false
  // (one of them beyond hex is enough, terratest's `a1b2c3` then `q7x9kd`: a hash never turns into such a name)
  if (!/\d/.test(x) || !/\d/.test(y) || !/[a-zA-Z]/.test(x) || !/[a-zA-Z]/.test(y) || (!/[g-zG-Z]/.test(x) && !/[g-zG-Z]/.test(y)) || alphabetOf(x) !== alphabetOf(y)) return false
  return unlikeInMost(x, y)
}

/** Whether two names as long as each other are unlike in two places of three or more: two draws, not one name edited. */
function unlikeInMost(x: string, y: string): boolean {
  let unlike = 0
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) unlike++
  return unlike * 3 >= x.length * 2
}

/**
 * The pairs of hex ids (`x\u0000y`) where the second run's id in one place is the first run's id in another (`using parent
 * f7d30815` then `using parent 5472c6ba`, beside `snapshot 5472c6ba saved` then `snapshot 0e9b41d3 saved`): both places hold
 * ids the runs drew, one after the other. An id that stands unchanged is no draw.
 */
function madeThenNamed(pairs: readonly LinePair[]): string[] {
  const changed = new Map<string, string>()
  for (const p of pairs) for (let i = 0; i < p.a.length; i++) if (p.a[i] !== p.b[i] && HEX_DRAW.test(p.a[i]!) && HEX_DRAW.test(p.b[i]!) && p.a[i]!.length >= 8) changed.set(p.a[i]!, p.b[i]!)
  const chained: string[] = []
  for (const [x, y] of changed) {
    const next = changed.get(y)
    if (next !== undefined && next !== x) chained.push(`${x}\u0000${y}`, `${y}\u0000${next}`)
  }
  return chained
}

/**
 * Whether the second run names an id the first run minted, whole or by its short form of twelve characters or more: what
 * one run made the next one finds and replaces (devcontainer's `docker rm -f 9c1e7f3a2b8d`, the container the run
 * before made), so the id in its place in the first run was drawn the same way.
 */
function mintedBefore(minted: ReadonlySet<string>, y: string): boolean {
  if (y.length < 12) return false
  for (const pair of minted) if (pair.startsWith(y)) return true
  return false
}

/** The pid two spellings of a file's name differ by, `x\u0000y` (`py.52817` and `py.53402`): a number of 3 to 7 digits, no year, set apart by `.`, `-` or `_` in a name with letters, all else the same. */
function pidInName(x: string, y: string): string | undefined {
  // (no leading zero, no year: `parse.002.output` numbers a test, `report.2024.html` names a year)
  const m = /^([A-Za-z][\w.-]*?[._-])((?!19\d\d(?!\d)|20\d\d(?!\d))[1-9]\d{2,6})((?:[._-][\w.-]*)?)$/.exec(x)
  if (m === null) return undefined
  const other = y.slice(m[1]!.length, y.length - m[3]!.length)
  return y.startsWith(m[1]!) && y.endsWith(m[3]!) && /^[1-9]\d{2,6}$/.test(other) && other !== m[2] ? `${m[2]}\u0000${other}` : undefined
}

/** The line with each id minted per run (of six characters or more; not one the call asked for) spelled as in the other run. */
function withMintedIds(line: string, minted: ReadonlySet<string>, asked: string): string {
  let out = line
  for (const pair of minted) {
    const [from, to] = pair.split('\u0000') as [string, string]
    if (from.length >= 6 && out.includes(from) && !wasAsked(asked, from)) out = out.split(from).join(to)
  }
  return out
}

/** Whether two spellings of a token differ only where one holds an id minted per run of three digits or more and the other that id's other spelling (`core.40517`, `core.41203`). */
function holdsMintedId(minted: ReadonlySet<string>, x: string, y: string): boolean {
  if (minted.size === 0 || x.length !== y.length) return false
  for (const pair of minted) {
    const [from, to] = pair.split('\u0000') as [string, string]
    if (from.length >= 3 && from.length === to.length && from !== x && x.includes(from) && x.split(from).join(to) === y) return true
  }
  return false
}

/**
 * Whether the token is the serial number ending the name of what a line says the run made, counted up since
 * (NetworkManager's `Created checkpoint …/Checkpoint/17`, then `18`; `#42` then `#43`): the thing made again, under the
 * next number. Not the total of a place (`17/17`), a network's prefix length, nor a number that goes on into a longer name.
 */
function serialCountedUp(a: readonly string[], b: readonly string[], i: number): boolean {
  const [x, y] = [a[i]!, b[i]!]
  if (!/^\d{1,9}$/.test(x) || !/^\d{1,9}$/.test(y) || Number(y) <= Number(x)) return false
  // (after a folder named in words, `Checkpoint/17`, or a `#`; not after numbers: a place's total, `17/17`, or a network's prefix, `172.20.20.0/24`)
  const ends = (t: readonly string[]): boolean => (t[i - 1] === '#' || (t[i - 1] === '/' && /^\p{L}+$/u.test(t[i - 2] ?? ''))) && (t[i + 1] === undefined || !/^[\w.\/-]/.test(t[i + 1]!))
  return ends(a) && ends(b)
}

/** A version 4 UUID without its dashes: 32 hex, `4` where a UUID keeps its version and one of `89ab` where it keeps its variant. */
const DASHLESS_UUID4 = /^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/

/** Numbers and hex (`3117094815`), or another draw of letters and digits, unlike in most places (`Zt81vA` then `Dd07dE`): what a name drawn anew may draw beside it. */
const drawnAfterADraw = (x: string, y: string): boolean =>
  (MINTABLE.test(x) && MINTABLE.test(y)) || (x.length === y.length && /^[A-Za-z\d]*\d[A-Za-z\d]*$/.test(x) && /^[A-Za-z\d]*\d[A-Za-z\d]*$/.test(y) && unlikeInMost(x, y))

/** Whether the token shares a word with a name drawn anew (`build-7qzkp-compile-3117094815`, then `build-m4x8d-compile-1846203957`): what is named after a draw is drawn with it. */
function inDrawnWord(a: readonly string[], b: readonly string[], i: number, asked: string): boolean {
  // (a clock reading that names the word draws it too: Lighthouse's report `1764657912345-43218`)
  const drawn = (k: number): boolean => a[k] !== b[k] && (isRandomDraw(a[k]!, b[k]!) || epochMovedOn(a[k]!, b[k]!)) && !wasAsked(asked, a[k]!)
  for (let k = i - 1; k >= 0 && !endsWord(a[k]!); k--) if (drawn(k)) return true
  for (let k = i + 1; k < a.length && !endsWord(a[k]!); k++) if (drawn(k)) return true
  return false
}

/** A clock time to the minute (`03:30`) or a UUID: what a call may name in its arguments and a kind rule would read as noise. */
const ASKABLE = /\b\d{1,2}:\d{2}\b|\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g

/**
 * Whether a line holds a time the call's arguments name, the thing it asked about (the stamp around it may have moved:
 * its day, its year); or one spelling holds an id they name and the other not, its subject changed. An id both hold is
 * the same subject (Railway's project in a link, beside a new deployment's id).
 */
function holdsWhatWasAsked(x: string, y: string, asked: string): boolean {
  if (asked === '') return false
  for (const [line, other] of [[x, y], [y, x]] as const) {
    // (a clock time has a colon, a UUID none)
    for (const m of line.matchAll(ASKABLE)) if (wasAsked(asked, m[0]) && (m[0].includes(':') || !other.includes(m[0]))) return true
  }
  return false
}

/** Whether the call's arguments hold the token as a word: what it was asked for (`-t 30` asked for `30 seconds`, spelled `30s`). */
function wasAsked(asked: string, token: string): boolean {
  if (DURATION.test(token) && wasAsked(asked, token.replace(/[\p{L}µ]+$/u, ''))) return true
  if (asked === '' || !asked.includes(token)) return false
  const at = asked.indexOf(token)
  // a word of its own, or glued after a flag's letter (`-d10s`): not a digit of another number (`3` in `0.3.0`)
  return !/[\p{N}.]/u.test(asked[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(asked[at + token.length] ?? ' ')
}

/** A number under a key that names the run's time (Typesense's `"search_time_ms": 3`): a call asks for a limit, never for how long it takes, so an argument that reads the same is chance (`per_page: 3`). */
function underRunTimeKey(a: readonly string[], b: readonly string[], i: number): boolean {
  const label = labelBefore(a, i)
  return label !== undefined && NUMBER.test(a[i]!) && NUMBER.test(b[i]!) && namesRunTime(label)
}

/** A difference the run's clock explains: its own time, an age that grew, a rate of an amount that did not change, or a rate, CPU time or size reported beside its time. */
function isClockNoise(a: readonly string[], b: readonly string[], i: number, answer: boolean, runReport: boolean, fieldStatus: () => boolean): boolean {
  // a run's time labelled in words with its unit in brackets (`Elapsed Time (Minutes): 0.0341`)
  if (isTimeUnderUnitLabel(a, i) && NUMBER.test(b[i]!)) return true
  const label = labelBefore(a, i)
  if (label !== undefined && NUMBER_WITH_EXPONENT.test(a[i]!) && NUMBER_WITH_EXPONENT.test(b[i]!)) {
    // an age counter that grew (not the year of a date the label dates, uptime-kuma's `Down since: 2026-12-02`)
    if (AGE_LABEL.test(label)) return !/^[-/.:]\d/.test(`${a[i + 1] ?? ''}${a[i + 2] ?? ''}`) && Number(b[i]!.replace(',', '.')) >= Number(a[i]!.replace(',', '.'))
    if (namesRunTime(label)) return true
    // a bare `time` key (an attribute or a quoted key, not `response time:`) holding seconds with a fraction, no clock's
    // colon nor an epoch's ten digits: how long it took (JUnit's `time="0.418"`)
    if (/^time$/i.test(label) && BARE_TIME_KEY.test(a.slice(Math.max(0, i - 6), i).join('')) && SECONDS_WITH_FRACTION.test(a[i]!) && SECONDS_WITH_FRACTION.test(b[i]!)) return true
  }
  if (isDuration(a, i) && isDuration(b, i)) {
    // (on a line that reports the run's time, `cpu 61.207s` or PostgreSQL's `CPU: user: 0.41 s` is the CPU time it used, not a metric)
    const cpuUsed = runReport && CPU_TIME_WORD.test(wordBefore(a, i) ?? '')
    if ((hasMetricBefore(a, i) && !cpuUsed) || isScheduledWait(a, i) || isLimit(a, i) || (isFieldReading(a, i) && fieldStatus()) || isRecordTime(a, i)) return false
    if (isAge(a, i)) return seconds(b, i) >= seconds(a, i)
    // no tool call runs for days: a period counted in days is a setting (`auto-expires after 7 days`), and so is a span of
    // whole hours in a smaller unit (dhcpcd's `leased … for 86400 seconds`): chosen, no measured time comes out so round
    if (inDays(a, i) || inDays(b, i) || isWholeHours(a, i)) return false
    if (answer) return isRunDuration(a, i)
    // in a longer output a duration is the run's clock unless a check compares it or asks for it
    return runReport || isRunDuration(a, i) || (!isComparedValue(a, i) && !isComparedValue(b, i))
  }
  if (isRate(a, i) && isRate(b, i) && (runReport || rateOfUnchangedAmount(a, b, i))) return true
  if (!runReport) return false
  if (NUMBER.test(a[i]!) && NUMBER.test(b[i]!) && CPU_TIME_WORD.test(nextWord(a, i) ?? '')) return true
  return isMeasure(a, i) && isMeasure(b, i) && !hasMetricBefore(a, i)
}

/**
 * Whether the duration is a bare `Time:` among other labelled fields of its line (Questa's `Time: 1350 ns  Scope: tb.assert
 * File: tb.sv Line: 64`): when, in the thing run, the record happened (a simulation's time), not how long the run took.
 */
function isRecordTime(t: readonly string[], i: number): boolean {
  // (`Time` the whole label, opening its field: not `Elapsed time:`)
  if (!/(?:^|[#|[(,;][ \t]*|[ \t]{2,})time[ \t]*:[ \t]*$/i.test(t.slice(Math.max(0, i - 8), i).join(''))) return false
  return /\b\p{Lu}\p{L}*:[ \t]*\S/u.test(t.slice(unitEnd(t, i) + 1).join(''))
}

/** A line that is one field, `NAME : value` (apcaccess's `LINEV    : 231.0 Volts`). */
const FIELD_LINE = /^[ \t]*[A-Za-z][\w-]*(?: [A-Za-z][\w-]*){0,2}[ \t]*:[ \t]*\S/

/**
 * Whether the output is a status of fields: eight or more lines `NAME : value`, two thirds of its lines, and fewer than a
 * third of them durations. A duration is then one reading among many (a UPS's `TIMELEFT`); where most fields are times
 * (httpstat's phases, a generator's `Parsing: 0.0231s`), they are the run's own.
 */
function isFieldStatus(lines: readonly string[]): boolean {
  let fields = 0
  let timed = 0
  let filled = 0
  for (const line of lines) {
    if (line.trim() === '') continue
    filled++
    if (!FIELD_LINE.test(line)) continue
    fields++
    DURATION_PHRASE.lastIndex = 0
    if (DURATION_PHRASE.test(line.slice(line.indexOf(':')))) timed++
    DURATION_PHRASE.lastIndex = 0
  }
  return fields >= 8 && fields * 3 >= filled * 2 && timed * 3 < fields
}

/**
 * Whether the duration is all a field holds, in a line `NAME : value` (apcaccess's `TIMELEFT : 42.3 Minutes`, `TONBATT  :
 * 0 Seconds`): that field's reading, a value, unless the name says it is the run's time (`Duration:`, `Elapsed:`,
 * `Took:`) or an age (`Uptime:`, `Since:`).
 */
function isFieldReading(t: readonly string[], i: number): boolean {
  let colon = 0
  while (colon < i && t[colon] !== ':') colon++
  if (colon >= i || colon === 0) return false
  const name = t.slice(0, colon).filter((token) => !isBlank(token))
  if (name.length === 0 || name.length > 3 || !name.every((word) => /^[A-Za-z][\w-]*$/.test(word))) return false
  for (let k = colon + 1; k < i; k++) if (!isBlank(t[k]!)) return false
  // nothing after it but its unit
  let k = i + 1
  while (k < t.length && isBlank(t[k]!)) k++
  if (k < t.length && TIME_UNIT_WORD.test(t[k]!)) k++
  while (k < t.length && isBlank(t[k]!)) k++
  if (k < t.length) return false
  const label = name.join(' ')
  return !name.some((word) => RUN_TIME_WORD.test(word) || AGE_BEFORE.test(word) || namesRunTime(word) || AGE_LABEL.test(word)) && !/\b(?:elapsed|duration|took|runtime|run time|wall)\b/i.test(label)
}

/** Words that say a size is memory the run used (`Memory usage: 31MiB`): not what it was given (`Memory Size: 256 MB`), a setting, nor what it moved (`291840417 bytes transferred`), its result. */
const USED_WORD = /^(?:used|usage|peak|rss|allocated)$/i

/** A size the line says the run used (`Memory usage: 31.3MiB`): on a line that reports the run's time, its cost. */
function isMeasure(t: readonly string[], i: number): boolean {
  return sizeSaidBy(t, i, USED_WORD)
}

/** Whether the token is a size (`31.3MiB`, `8.41 MB`) with a word of `words` just before it or just after its unit. */
function sizeSaidBy(t: readonly string[], i: number, words: RegExp): boolean {
  const sized = MEASURE.test(t[i]!) || (NUMBER.test(t[i]!) && MEASURE_WORD.test(nextWord(t, i) ?? ''))
  if (!sized) return false
  const after = MEASURE.test(t[i]!) ? nextWord(t, i) : nextWord(t, i + 2)
  return words.test(wordBefore(t, i) ?? '') || words.test(after ?? '')
}

/** Words that say a size is the most memory a process held (`Memory peak: 88.4M`, nim's `71.23MiB peakmem`, `max rss`). */
const PEAK_WORD = /^(?:peak|peakmem|rss|maxrss)$/i

/**
 * A size said to be the run's peak memory on a line that also gives a time (nim's `1.912s; 71.23MiB peakmem`): in a
 * call that acts, what the run itself cost, like its time. Alone on its line (`Memory (peak): 611MiB` of a container
 * `lxc info` reports on) it may be what a status reports: a value.
 */
function isPeakMemory(t: readonly string[], i: number): boolean {
  if (!sizeSaidBy(t, i, PEAK_WORD)) return false
  for (let k = 0; k < t.length; k++) if (k !== i && isDuration(t, k)) return true
  return false
}

/** The word a value is labelled with: `label: 12`, `label=12`, `"label": 12`, `<label>12`. */
function labelBefore(t: readonly string[], i: number): string | undefined {
  // quotes, escaped ones too (JSON inside a JSON string: `\"waiting_seconds\":252`), stand around a label
  const quote = (token: string): boolean => isBlank(token) || token === '"' || token === "'" || token === '\\'
  let j = i - 1
  // an XML element's name (Namecheap's `<ExecutionTime>0.042</ExecutionTime>`)
  if (t[j] === '>' && t[j - 2] === '<' && /^\p{L}[\p{L}\d_]*$/u.test(t[j - 1] ?? '')) return t[j - 1]
  while (j >= 0 && quote(t[j]!)) j--
  // `duration_ms 48.117` (node's test runner), `ElapsedTime 2.81` (duplicity): a label of a time, one word of two, names its number without a colon
  if (t[j] !== ':' && t[j] !== '=') return t[j] !== undefined && (namesRunTime(t[j]!) || AGE_LABEL.test(t[j]!)) && /_|\p{Ll}\p{Lu}/u.test(t[j]!) ? t[j] : undefined
  j--
  while (j >= 0 && quote(t[j]!)) j--
  // a snake or kebab label is one word to the tokenizer but for `-`: join `x-amz-age` back
  let label = t[j]
  while (label !== undefined && t[j - 1] === '-' && /^[\p{L}\d_]+$/u.test(t[j - 2] ?? '')) {
    label = `${t[j - 2]}-${label}`
    j -= 2
  }
  return label
}

/** A number before a word or `%` counts something (`3 failed`, `12 passed`, `40%`); a unit of time or size does not. */
function countsSomething(t: readonly string[], i: number): boolean {
  if (!NUMBER.test(t[i]!)) return false
  let j = i + 1
  if (t[j] !== undefined && isBlank(t[j]!)) j++
  const next = t[j]
  if (next === undefined) return false
  if (next === '%') return true
  return /^\p{L}+$/u.test(next) && !TIME_UNIT_WORD.test(next) && !MEASURE_WORD.test(next) && !/^(?:px|em|x|of)$/.test(next)
}

/** A number that points into source: after `file.ext:` (or its column after that), in `file.ext(12,7)`, or after the word `line`. */
function isSourceLine(t: readonly string[], i: number): boolean {
  if (!NUMBER.test(t[i]!)) return false
  if (wordBefore(t, i)?.toLowerCase() === 'line') return true
  if (t[i - 1] === '(' && /^[\p{L}\p{N}_]+$/u.test(t[i - 2] ?? '') && t[i - 3] === '.') return true // `Cart.cs(14,20)`, tsc's `cart.ts(12,7)`
  if (t[i - 1] !== ':') return false
  const atFile = (j: number): boolean => /^[\p{L}\p{N}_]+$/u.test(t[j] ?? '') && t[j - 1] === '.'
  return atFile(i - 2) || (NUMBER.test(t[i - 2] ?? '') && t[i - 3] === ':' && atFile(i - 4))
}

/** The column in `file.ext:12:5`: an edit above moves lines, not columns, so a moved column is a moved error. */
function isSourceColumn(t: readonly string[], i: number): boolean {
  return t[i - 1] === ':' && NUMBER.test(t[i - 2] ?? '') && t[i - 3] === ':'
}

/**
 * Whether the line below `at` shows the code a location points at, the same in both runs:
 * indented deeper than the location's line, itself no frame or location (`at …`, `file.js:14:12`),
 * and, where the snippet numbers its lines in a gutter (`   14 |`, `  > 41:`), showing the line each run names.
 */
function codeShownBelow(at: number, linesA: readonly string[], linesB: readonly string[], lineA: string, lineB: string): boolean {
  let next = at + 1
  while (/^[ \t]*[|│][ \t]*$/.test(linesA[next] ?? '')) next++ // a gutter bar alone (rustc's `   |`) holds no code
  const below = linesA[next]
  if (below === undefined || below !== linesB[next] || POINTS_INTO_SOURCE.test(below)) return false
  if (indentOf(below) <= indentOf(linesA[at]!) || !CODE_LIKE.test(below) || MESSAGE_LINE.test(below) || VERDICT_LINE.test(below) || PROSE_LINE.test(below) || EXCEPTION_LINE.test(below) || LITERAL_LINE.test(below)) return false
  // a snippet that numbers its lines in a gutter, in the block below (after GHC's message lines too), must show the line each
  // run names, the code after the number the same (hurl's `14 | HTTP 201` under `| POST …`, GHC's `88 |   let lam0 = …`)
  for (let k = next; k < Math.min(linesA.length, next + 8) && linesA[k]!.trim() !== ''; k++) {
    const gutterA = GUTTER_LINE.test(linesA[k]!) ? GUTTER_NUMBER.exec(linesA[k]!) : null
    if (gutterA === null) continue
    const gutterB = GUTTER_NUMBER.exec(linesB[k] ?? '')
    return gutterA[1] === lineA && gutterB?.[1] === lineB && linesA[k]!.slice(gutterA[0].length) === linesB[k]!.slice(gutterB[0].length)
  }
  return true
}

/** What a line of code holds and a sentence rarely does: a bracket, an operator, a quote, a member access (`a.b`, `a::b`, `a->b`). */
const CODE_LIKE = /[(){}[\];=<>+*\/"'`|│^]|\w\.\w|\w::\w|->/
/** A line that opens with a sentence, four plain words (flawfinder's `Does not check for buffer overflows …`): prose, not code. */
const PROSE_LINE = /^[ \t]*[A-Za-z][a-z]*(?: [a-z]+){3}\b/
/** A line that is one quoted literal, a value a check shows (gdUnit4's `     '120'` under `line 24: Expecting:`), not code. */
const LITERAL_LINE = /^[ \t]*(?:'[^'\n]*'|"[^"\n]*")[ \t]*$/
/** A line that opens with an exception's name (`org.xml.sax.SAXParseException; systemId: …`): its message, not code. */
const EXCEPTION_LINE = /^[ \t]*[\w.$]*(?:Exception|Error)\b/
/** A line that gives a test's verdict (µnit's `alignment=64   [ FAIL  ]`, `PASSED`): what happened, not code. */
const VERDICT_LINE = /\[[ \t]*(?:FAIL(?:ED)?|OK|PASS(?:ED)?|ERROR|SKIP(?:PED)?)[ \t]*\]|\b(?:PASSED|FAILED)\b/

/** A line that tells the failure rather than shows code: a check's verdict (CppUTest's `expected <7 (0x7)>`, `but was …`, Go's `have (context.Context, string)`) or a tool's labelled message (prospector's `pylint: unused-import / …`). */
const MESSAGE_LINE = /^[ \t]*(?:(?:expected|but was|but got|actual|got|have|want)\b[ \t]*[:<'"\d(-]|[a-z][\w-]*: )/i

/** A line of a source snippet: a gutter, perhaps numbered, then a bar (`14 | HTTP 201`, `   | ^^^`), or a number and a colon, the pointed line marked (gosec's `  > 41: row := …`). */
const GUTTER_LINE = /^[ \t]*(?:\d*[ \t]*[|│]|(?:>[ \t]*)?\d+:[ \t])/
/** The number a snippet's gutter gives its line. */
const GUTTER_NUMBER = /^[ \t]*(?:>[ \t]*)?(\d+)[ \t]*[|│:]/

const indentOf = (line: string): number => /^[ \t]*/.exec(line)![0].length

/** A line that names a place in source (`file.js:14:12`, `timers:478:21`, `line 12`) or a stack frame (`at …`): not the code. */
const POINTS_INTO_SOURCE = /\.\w+:\d+|:\d+:\d+|\bline \d+|^[ \t]*at[ \t]/

function nonBlankLength(lines: readonly string[]): number {
  let n = 0
  for (const line of lines) n += line.replace(/\s+/g, '').length
  return n
}
