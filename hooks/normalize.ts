/**
 * Run-to-run noise: what changes on every run of a command but says nothing about its outcome.
 *
 * The principle. A token is *noise* when two runs of the same command, reaching the same
 * result, print it differently for reasons outside the result: the clock, the process id
 * the kernel handed out, a temp name, an address the allocator chose, how long the run took.
 * Everything else is a *value*: what the command was asked to report. A refusal needs
 * certainty, so the strict form removes a token only where its kind or its position proves
 * it noise; a note may be generous, so the loose form also masks every number.
 *
 * Noise, by kind (strict):
 * - colour and terminal codes: presentation only;
 * - the engine's own `Shell cwd was reset to …` line (a whole line, with its line break);
 * - timestamps (ISO date-times, in the basic form too, scancode's `2026-12-02T150411.482913`, MariaDB's with its hour padded by a blank, `2026-12-02  6:41:30`, also npm's
 *   `2025-03-04T10_12_33_412Z` log names, but not a date
 *   without a time of day, the day a thing is about: a version's `(805813650 2024-03-31)`,
 *   `backup-2024-05-14`; a run's own clock tells the time too; Go's
 *   `2026/12/01 23:52:14` and .NET's `12/2/2026 1:12:07 AM`; the common log format's `03/Dec/2026:04:12:33 +0000`;
 *   clock times with seconds (not three octets of a MAC address, `52:54:00:A7:3C:19`); a date with a month's name before a clock time, `Mar  4 10:12:33`) anywhere but on a line of their own or after a word that dates
 *   the subject (`since`, `Started:` but not `Run started:`, the run's own, `Last-Modified:`, `Last rotated at`, `Last seen:`, a
 *   superlative's label, `oldest incremental change not applied:`, a
 *   named date, `Expiry Date:` (as a JSON key too, `"Expiry Date":`), a certificate's `"not_after":`, not a header's bare `date:` nor `Current date:`, the run's; a key naming the subject's time,
 *   `"CreationTime":`, `launch_time=`, a server's `Restart Time:`, a router's `System booted:`, a camelCase key naming when, `grantedOn:`, `lastUpdated:`, quoted too, `"startsAt":`, `"lastSeen":`, a snake_case key of since when, `"down_since":`; a limit,
 *   Slurm's `TimeLimit=04:00:00`, a setting; a JSON key naming an event's start or end, `"event.start":`; a field of a record listed after a comma, Instana's `…, started 2026-12-02T20:31:07Z`, Wazuh's `x2, last 2026-12-02T20:41:55Z`; a process's state and when it came to it, `up 2024/05/14 08:42:17`, `crashed 2024/05/14 10:08:12`): a line that is only a time is the answer
 *   to a question (`date`, `stat -c %y`; judge.ts reads `date`'s stamp heading a longer report as when the report was
 *   taken, pt-pmp's, `sinfo --long`'s), and a process's start or a file's change is what a
 *   status query reports, both values;
 * - UUIDs (glued into a name by `_` too, `root_<uuid>`), but for one alone on its line (a boot id read to see a reboot), in an ARN (the
 *   name of a resource, `arn:…:stack/Shop/<uuid>`), after the kind of account it names (Azure's
 *   `/subscriptions/<uuid>/`, `subscription '<uuid>'`), within its group and before its index (BOSH's `diego_cell/<uuid> (0)`) or as a bare `id` key's value (the object a
 *   row is about, `{'id': '<uuid>', 'name': …}`; not in an error report, `"error":{"id":…}`, where
 *   it names that failure's occurrence) or under a key naming the thing it identifies (CloudTrail's
 *   `"EventId":`; not a kind of id minted per run or request, `"RequestId":`, `statement_id`) or under a bare `UUID:` opening a line (a filesystem's; not
 *   `Buck UUID:`, a run's): minted per run;
 * - process ids in log positions: `pid 12`, `PID=12`, `pid: 12` (not a status field: at a line's
 *   start, `Main PID: 12`, nagiostats' `Nagios PID:`, emctl's `Agent Process ID :`, sc.exe's `PID   : 12`, or alone on its line, monit's `pid  1422`, whose change is a restart), Node's `(node:12)`,
 *   `process [12]` (uvicorn), gunicorn's `[12] [INFO]`, an Erlang process's `<0.262.0>`;
 * - memory addresses after `at`/`address` (`<Foo object at 0x7f3a2b1c4d50>`);
 * - temp paths (`/tmp/…`, `/var/folders/…`, Windows' `…\Temp\…`; judge.ts reads what lies in them), and session ids with a digit;
 * - durations in the positions where a runner reports how long *this run* took: after
 *   `in`/`after`/`elapsed`/`Building`/`DONE` (`3 passed in 0.12s`, `added 5 packages in 3s`; not
 *   after a verb in -ing or a limit, `Retrying in 5s` (not after a word that says it is over, `Completed executing in 5s`), `Timeout after 5s`, nor what is still to come, `will expire in 60 minutes`, on a line that says it timed out, nor in a
 *   clause that retries, `retrying webhook delivery in 30s`: a setting),
 *   alone in parentheses (`--- FAIL: TestX (0.00s)`, `✓ adds (3 ms)`; not one qualifying a label, `Uptime (24h):`, nor one after words naming a limit, `within the limit of the default queue (172800 s)`), at the end of a test
 *   runner's result line (`✓ a.spec.ts (3 tests) 257ms`, go's `ok  pkg 0.012s`, BuildKit's `=> … 0.4s`; the words before it read like
 *   any others, a UUID there too), jest's
 *   `Time:` and vitest's `Duration` sentences (after a build task's tag too, `[exec] Time:`; not what follows: `Time: 1.4s. Rows returned: 3.`), `real/user/sys` lines, pytest's `--durations`
 *   lines, and BuildKit's `#7 0.412 ` step prefixes (a step line that ends there too).
 * Values (kept by the strict form): every other number, including durations elsewhere
 * (`p99 812ms`, `latency 812ms`, `took 812ms`, `timeout 5000ms`: what a benchmark or a fix
 * is about), `kubectl top`'s `812m` CPU, hex ids and commit SHAs (`git rev-parse` polls
 * watch exactly those), ports, counts, line numbers, versions, clock times without seconds
 * (`ls -l` mtimes), and a timestamp on a line of its own.
 *
 * Contract: `normalizeStrict(text)` replaces each noise token with a placeholder made of
 * the private-use character U+E000 and a letter (keeping a context word such as `in`), and
 * removes colour codes and the cwd-reset line. `normalizeLoose(text)` (or `maskNumbers` of a strict form) is the strict form
 * with every digit run and every hex word of 7+ characters holding a digit masked as `#`.
 * Both are idempotent, in one colour pass and one pass of one native regular expression:
 * a placeholder holds no digit and counts as a word character to every pattern's edges,
 * so a second pass finds nothing the first did not. Two texts without U+E000 that differ
 * outside noise tokens never normalize (strictly) to the same text.
 */

/** Marks a placeholder; assumed absent from real tool output. */
const MARK = '\uE000'
/** What a token may not be glued to on its right: a word character, a placeholder, or a colon and a digit (`12:34:56:78` is no time). */
const END = `(?![\\w${MARK}]|:\\d)`
/** What a duration may not be glued to on its right (a colon may follow: `after 2 ms: …`). */
const DUR_END = `(?![\\w${MARK}])`

const ANSI = String.raw`\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]`
/** A date and a time of day to the second spelled with `_` throughout (pt-stalk's `2026_12_02_20_41_07`): opening a line with words after it, the log's clock (elsewhere such a name may be a thing's, a snapshot's). */
const UNDERSCORED_STAMP = String.raw`([ \t]*)\d{4}_\d{2}_\d{2}_\d{2}_\d{2}_\d{2}(?=[ \t]+\S)`
/**
 * What may not follow a time's fraction of a second: more digits, or a decimal point and a digit (GreptimeDB's CSV row
 * `web-1,2026-12-02 20:56:00,41.2` holds the time, then a comma, then the value `41.2`, no fraction `,41`).
 */
const NO_DECIMAL_AFTER = String.raw`(?![\d]|[.,]\d)`
/** A date or date-time, and a clock time with seconds, each after a word boundary (`\b`). */
const ISO_BODY = String.raw`\d{4}-\d{2}-\d{2}(?:(?:T| {1,2})\d{1,2}[:_]\d{2}(?:[:_]\d{2}(?:[.,_]\d+${NO_DECIMAL_AFTER})?)?(?:\s?[AP]M\b|Z| ?[+-]\d{2}:?\d{2}\b| UTC\b)?|T\d{6}(?:[.,]\d+)?(?:Z|[+-]\d{4}\b)?)?` + END
/** A clock time, but not three octets of a MAC address (`52:54:00:A7:3C:19`): no hex pair joined by a colon on either side. */
const CLOCK_BODY = String.raw`(?<![0-9A-Fa-f]{2}:)\d{1,2}:\d{2}:\d{2}(?:[.,]\d+${NO_DECIMAL_AFTER})?(?:\s?[AP]M\b)?(?!:[0-9A-Fa-f]{2}(?!\w))` + END
/** A date written with a month's name, then a clock time: `Tuesday 04 March 2025  10:12:33`, `Mar  4 10:12:33`, ctime's `Tue Mar  4 10:12:33 2025`. */
const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?`
const WORDED_DATE = String.raw`(?:\d{1,2}[ \t]+${MONTH}[ \t]+\d{4}|${MONTH}[ \t]+\d{1,2}(?:,?[ \t]+\d{4})?)[ \t,]+${CLOCK_BODY}(?:[ \t]*[+-]\d{4}\b)?(?:[ \t]+(?:[A-Z]{3,4}[ \t]+)?\d{4}\b)?`
const WEEKDAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)'
const WORDED_BODY = String.raw`(?:${WEEKDAY}[a-z]*,?[ \t]+)?${WORDED_DATE}`
/** A line that is `date`'s stamp alone, its weekday first (`Wed Dec  2 21:04:02 UTC 2026`): judge.ts reads it heading a report. */
export const DATE_STAMP_LINE = new RegExp(String.raw`^[ \t]*${WEEKDAY}[ \t]+${WORDED_DATE}[ \t]*$`)
const ISO = String.raw`\b${ISO_BODY}`
const CLOCK = String.raw`\b${CLOCK_BODY}`
/** A duration with its unit, or Go's composite `1m2.5s`. */
const DUR = String.raw`(?:\d+(?:\.\d+)?(?:h|m|s|ms|µs|μs|us|ns)){2,}|\d+(?:\.\d+)?[ \t]?(?:ns|µs|μs|us|ms|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\b`
/** A test runner's result line (at a line's start): a mark, or go's `ok`/`FAIL` with a package. */
const RESULT_LINE = String.raw`[ \t]*(?:[✓✔✗✘×❯↓√]|=>|PASS\b|FAIL\b|ok\b)[^\n]*?[ \t]`

/**
 * The noise rules, in order. Each is a pattern, the placeholder it leaves, whether its
 * first group is a context word kept in front of the placeholder, the anchor it starts
 * with (`at`: a line's start `^`, or a word boundary `\b`), written apart so that rules in a
 * row with one anchor test it once (see `alternation`), and what any text it matches
 * `needs` (a short pattern found in every match): a text with none of these skips the rules.
 * `null` keeps the match as it is (a timestamp on a line of its own is a value).
 */
type Rule = { pattern: string; placeholder: string | null; keepsPrefix?: true; at?: '^' | '\\b'; needs: string }
/** What a date (`1-0`) or a clock time (`1:0`) cannot do without. */
const DATE_OR_CLOCK = String.raw`\d[-:]\d`
/** What a duration cannot do without: a digit, perhaps a space, the first letter of a unit. */
const A_DURATION = String.raw`\d[ \t]?[nµμumsh]`
const UUID = String.raw`[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}`
const A_UUID = String.raw`-[0-9a-fA-F]{4}-`
/** Kinds of id minted for each run or request (`RequestId`, `trace_id`, `invocationId`): a UUID under one is noise. */
const MINTED_KIND = String.raw`[Rr]equest|REQUEST|[Tt]race|TRACE|[Ss]pan|[Cc]orrelation|[Ii]nvocation|[Ee]xecution|[Ss]ession|[Oo]peration|[Tt]ransaction|[Mm]essage|[Cc]lient|[Cc]onnection|[Rr]un|[Jj]ob|[Tt]ask|[Bb]uild|[Dd]eployment|[Ww]orkflow|[Pp]ipeline|[Ee]vent_?[Ss]tream|[Ss]ubmission|[Aa]ctivation|[Rr]elease|[Cc]ommand|[Qq]uery|[Ss]tatement|[Cc]ontext|[Tt]oken`
/** Kinds of thing a UUID names for good: an account and what holds it (a subscription, a tenant, a project, an organization). */
const ACCOUNT_KIND = String.raw`(?:[Ss]ubscription|[Tt]enant|[Aa]ccount|[Pp]roject|[Oo]rganization)`
/** Words that date the subject a command reports on (a process's start as a field, `started=`; a file's change), or name a limit (Slurm's `TimeLimit=04:00:00`: a setting): the time after them is a value. */
const SUBJECT_DATED = String.raw`(?:(?<!\b[Rr]un )[Ss]tarted(?:_?[Aa]t)?(?=[:=])|(?:LAST )?DEPLOYED:|[Dd]eployed(?: at| on)?|[Uu]pdated(?: at| on)?|[Ss]ince|[Cc]reated(?: at| on)?|[Bb]ooted(?: at| on)?|[Mm]odified(?: at| on)?|[Ll]ast-[Mm]odified:|[Ll]ast [a-z]+ed(?: at| on)?|(?:[Oo]ldest|[Nn]ewest|[Ee]arliest|[Ll]atest)\b[^:\n]{0,48}:|[Bb]irth:|[Mm]odify:|[Cc]hange:|[Ee]xpires:?|[Ii]ssued(?: at| on)?|[Ff]irst [Ss]een|[Ll]ast [Ss]een|not[ _]?[Aa]fter[:=]?|not[ _]?[Bb]efore[:=]?|[Vv]alid (?:until|from)[:=]?|(?!Current )[A-Z][a-z]+ [Dd]ate["']?:|(?:[Uu]p|[Dd]own|[Cc]rashed|[Ii]dle|[Ss]tarting|[Ss]topped|[Ee]xited|[Ff]ailed)(?= \d{4}[-/])|(?:[Cc]reat(?:ion|ed?)|[Ll]aunch|[Ss]tart|[Ee]xpir(?:y|ation)|[Mm]odifi(?:ed|cation)|[Uu]pdated?)_?(?:[Tt]ime(?:stamp)?|[Aa]t|[Dd]ate)"?[:=]|(?:[Rr]estart|[Bb]oot)[ _]?(?:[Tt]ime|[Aa]t|[Dd]ate)[:=]|[a-z]+(?:On|At|Updated|Seen)(?="?[:=])|[a-z]+_since(?="?[:=])|[A-Za-z]*(?:[Ll]imit|[Tt]imeout)(?=[:=])|[\w.]*[._](?:start|end)"(?=[ \t]*:)|(?:started|ended|opened|closed|resolved|detected|fired|triggered|first|last)(?<=,[ \t][a-z]+)(?=[ \t]+\d{4}-\d{2}-\d{2}[T ]))`
/** A process's pid as a status field: at a line's start (`Main PID: 4242`, nagiostats' `Nagios PID:`, emctl's `Agent Process ID :`), or alone on its line (monit's `pid  4242`). */
const MAIN_PID = String.raw`[ \t]*(?:[A-Z][\w-]* )?(?:PID|Process ID)[ \t]*:[ \t]*\d+`
const PID_ALONE = String.raw`[ \t]*(?:[Pp]arent )?[pP][iI][dD]:?[ \t]+\d+[ \t]*$`
/** A line that opens with such a field: its pid is what a status query reports, a value (judge.ts reads it too). */
export const PID_STATUS_FIELD = new RegExp(`^(?:${MAIN_PID}|${PID_ALONE})`)
/** A path under the system's temp folder (`/tmp/tmp4kq9z2vnbuild/pycurl/`, macOS's `/var/folders/…`, Windows' `…\\Temp\\…`). */
const TEMP_PATH_SOURCE = String.raw`(?:/private)?/(?:tmp|var/tmp|var/folders)/[^\s'"\x60:;,()[\]{}<>]+|(?<![\w${MARK}])[A-Za-z]:\\Users\\[^\\\s]+\\AppData\\Local\\Temp\\[^\s'"\x60:;,()[\]{}<>]+`
/** Those paths, for judge.ts to read what lies inside them. */
export const TEMP_PATH = new RegExp(TEMP_PATH_SOURCE, 'g')
/** Claude Code's own line after a command that changed folder: the engine's, not the tool's. */
const CWD_RESET_LINE = String.raw`Shell cwd was reset to [^\n]*(?:\n|$)`
/** Unless what stands before `in` or `after` makes the duration a wait or a limit, not the run's time: a verb in -ing (`Retrying in 5s`; not one the word before says is over, `Completed executing in`), a timeout, a deadline, a clause that retries, what is still to come (`will expire in 60 minutes`, `expires in`). */
const UNLESS_A_WAIT = String.raw`(?<!(?<![A-Za-z]ed |[Dd]one )\b[A-Za-z]+ing |[Tt]imeout |[Dd]eadline |[Tt]ime(?:out|d out)[^\n]*|[Rr]etrying [^\n.;,:]*|\b[Ee]xpires? |\bwill (?:be )?[A-Za-z]+ )`
const LINE = '^'
const WORD = '\\b'
const RULES: Rule[] = [
  { needs: 'Shell cwd', at: LINE, pattern: CWD_RESET_LINE, placeholder: '' },
  { needs: DATE_OR_CLOCK, at: LINE, pattern: String.raw`[ \t]*(?:${ISO}|${CLOCK}|${WORDED_BODY}(?:[ \t]+[A-Z]{3,4})?)[ \t]*$`, placeholder: null },
  { needs: A_UUID, at: LINE, pattern: String.raw`[ \t]*${UUID}[ \t]*$`, placeholder: null },
  { needs: String.raw`\d_\d\d_\d`, at: LINE, pattern: UNDERSCORED_STAMP, placeholder: `${MARK}t`, keepsPrefix: true },
  // a UUID under a bare `UUID:` label opening a line names the thing a status reports on (a filesystem's); `Buck UUID:` names a run
  { needs: String.raw`UUID[ \t]*[:=]`, at: LINE, pattern: String.raw`[ \t]*UUID[ \t]*[:=][ \t]*${UUID}`, placeholder: null },
  // the value of a bare `id` key names the object a row is about (a task, an order), not a request: kept; inside an error report it names that failure's occurrence
  { needs: String.raw`id['"][ \t]*[:=][ \t]*['"][0-9a-fA-F]{8}-`, pattern: String.raw`(?<!['"]errors?['"][ \t]*[:=][ \t]*\{[^{}\n]*)['"]id['"][ \t]*[:=][ \t]*['"]${UUID}`, placeholder: null },
  // so does a key naming the thing it identifies (CloudTrail's `"EventId":`), but for kinds minted per run (`"RequestId":`)
  { needs: String.raw`(?:Id|ID|_id)['"][ \t]*[:=][ \t]*['"][0-9a-fA-F]{8}-`, pattern: String.raw`(?<!['"]errors?['"][ \t]*[:=][ \t]*\{[^{}\n]*)['"][A-Za-z_]*(?<!${MINTED_KIND})(?:Id|ID|_id)['"][ \t]*[:=][ \t]*['"]${UUID}`, placeholder: null },
  { needs: String.raw`(?:PID|Process ID)[ \t]*:`, at: LINE, pattern: MAIN_PID, placeholder: null },
  // a line that is only a pid field (monit's `  pid   1422`, `parent pid 1`) is a status query's answer
  { needs: String.raw`[pP][iI][dD]:?[ \t]+\d`, at: LINE, pattern: PID_ALONE, placeholder: null },
  // the time's sentence only: what a line says after it (steampipe's `Time: 1.4s. Rows returned: 3.`) is the result
  // (after a build task's tag too, Phing's and Ant's `     [exec] Time: 00:00.412, Memory: 12.00 MB`)
  { needs: 'Time:|Duration', at: LINE, pattern: String.raw`([ \t]*(?:\[[\w.-]+\][ \t]+)?)(?:Time:|Duration\b)[^\n\d]*\d(?:[^\n.]|\.(?![ \t]))*`, placeholder: `${MARK}T`, keepsPrefix: true },
  // (a step's line that printed nothing after its seconds, `#8 2.321`, too)
  { needs: String.raw`#\d`, at: LINE, pattern: String.raw`#\d+ \d+\.\d+(?: |$)`, placeholder: `#${MARK}b ` },
  { needs: A_DURATION, at: LINE, pattern: String.raw`(?:real|user|sys)[ \t]+(?:${DUR})[ \t]*$`, placeholder: `${MARK}d` },
  { needs: A_DURATION, at: LINE, pattern: String.raw`[ \t]*(?:${DUR})[ \t]+(?=(?:call|setup|teardown)\b)`, placeholder: `${MARK}d ` },
  { needs: A_DURATION, at: LINE, pattern: `(${RESULT_LINE})(?:${DUR})(?=[ \\t]*$)`, placeholder: `${MARK}d`, keepsPrefix: true },
  { needs: A_DURATION, at: WORD, pattern: String.raw`((?:${UNLESS_A_WAIT}in|${UNLESS_A_WAIT}after|elapsed|Elapsed|Building|DONE)[ \t]+)(?:${DUR})` + DUR_END, placeholder: `${MARK}d`, keepsPrefix: true },
  // (not one qualifying a label, uptime-kuma's `Uptime (24h): 97.92%`: the window the reading after it is over; a line
  // that ends at its colon, nightwatch's `✖ TEST FAILURE (3.2s):`, reports the run's time)
  // (not after words naming a limit: OAR's `within the limit of the default queue (172800 s)` is that limit)
  { needs: A_DURATION, pattern: String.raw`(?<!\b(?:[Ll]imits?|[Qq]uota|[Mm]ax(?:imum)?)\b[^\n()]{0,40})\((?:${DUR})\)(?![ \t]*:[ \t]*\S)`, placeholder: `(${MARK}d)` },
  // (not across a word that says the run took it: kiota's `checking whether the output should be updated - took 00:00:00.0117`)
  { needs: DATE_OR_CLOCK, at: WORD, pattern: String.raw`${SUBJECT_DATED}[:=]?[ \t]*(?:(?!took\b)[^\n]){0,32}?(?:${ISO_BODY}|${CLOCK_BODY})`, placeholder: null },
  // a date without a time of day is the day a thing is about (a release, a version's build, `backup-2024-05-14`, a post's `2024-03-01-moving-house.md`): kept
  { needs: DATE_OR_CLOCK, at: WORD, pattern: String.raw`\d{4}-\d{2}-\d{2}(?![T\d:_]|-\d|[ \t]{1,2}\d)`, placeholder: null },
  { needs: DATE_OR_CLOCK, at: WORD, pattern: WORDED_BODY, placeholder: `${MARK}t` },
  // (not a date a time of day is glued to in a name, diesel's `2026-12-02-131402_add_key`: judge.ts reads that stamp whole)
  { needs: DATE_OR_CLOCK, at: WORD, pattern: String.raw`${ISO_BODY}(?!-\d{6}(?!\d))`, placeholder: `${MARK}t` },
  // the common log format's date glued to its time by `:` (access logs', PostgREST's `03/Dec/2026:04:12:33 +0000`)
  { needs: DATE_OR_CLOCK, at: WORD, pattern: String.raw`\d{2}/${MONTH}/\d{4}:\d{2}:\d{2}:\d{2}(?:[ \t][+-]\d{4})?` + END, placeholder: `${MARK}t` },
  // Go's log package writes the date with slashes before the time (`2026/12/01 23:52:14`), .NET's US culture month first (`12/2/2026 1:12:07 AM`)
  { needs: DATE_OR_CLOCK, at: WORD, pattern: String.raw`(?:\d{4}/\d{2}/\d{2}|\d{1,2}/\d{1,2}/\d{4})(?=[ T]${CLOCK_BODY})`, placeholder: `${MARK}t` },
  { needs: DATE_OR_CLOCK, at: WORD, pattern: CLOCK_BODY, placeholder: `${MARK}t` },
  { needs: 'arn:', at: WORD, pattern: String.raw`arn:[^\s"']*?${UUID}`, placeholder: null },
  // a UUID after the kind of thing it names, an account's (Azure's `/subscriptions/<uuid>/`, `subscription '<uuid>'`), is that thing's name
  { needs: ACCOUNT_KIND, at: WORD, pattern: String.raw`${ACCOUNT_KIND}s?[/ :='"]+${UUID}`, placeholder: null },
  // so is one named within its group and followed by its index there, BOSH's `diego_cell/2b3c4d5e-… (0)`: an instance that exists
  { needs: A_UUID, at: WORD, pattern: String.raw`${UUID}(?= \(\d+\))(?<=(?:^|[ \t(:,'"])[a-z][\w-]*/${UUID})`, placeholder: null },
  // (glued into a name by `_` too, Varnish's `vcl.load root_f0d919eb-fcbb-…`: still a UUID, the name kept)
  { needs: A_UUID, at: WORD, pattern: String.raw`(\w+_)?${UUID}\b`, placeholder: `${MARK}u`, keepsPrefix: true },
  { needs: String.raw`[pP][iI][dD][=: ]`, at: WORD, pattern: String.raw`[pP][iI][dD][=: ][ \t]*\d+\b`, placeholder: `pid ${MARK}p` },
  { needs: String.raw`\(node:`, pattern: String.raw`\(node:\d+\)`, placeholder: `(node:${MARK}p)` },
  // an Erlang process's id (CouchDB's, RabbitMQ's `<0.262.0>`): the node's number, then the process's, drawn as it spawns;
  // not a version glued to its name (Raku's `JSON::Pointer:ver<0.3.1>`)
  { needs: String.raw`\.\d+\.\d+>`, pattern: String.raw`(?<![\w:])<\d+\.\d+\.\d+>`, placeholder: `<${MARK}p>` },
  { needs: String.raw`process \[`, at: WORD, pattern: String.raw`process \[\d+\]`, placeholder: `process [${MARK}p]` },
  { needs: String.raw`\] \[`, pattern: String.raw`\[\d+\](?= \[[A-Z]+\])`, placeholder: `[${MARK}p]` },
  { needs: '0x', at: WORD, pattern: String.raw`((?:at|address) )0x[0-9a-fA-F]{4,}\b`, placeholder: `${MARK}a`, keepsPrefix: true },
  { needs: '[sS]ession', at: WORD, pattern: String.raw`[sS]ession(?:[ _-]?[iI][dD])?[=: ][ \t]*(?=[\w.-]*\d)[\w.-]{6,}`, placeholder: `session ${MARK}s` },
  { needs: String.raw`/tmp/|/var/|\\Temp\\`, pattern: TEMP_PATH_SOURCE, placeholder: `${MARK}f` },
]

/** Colour codes go first, so that a token right after one still starts at a word boundary. */
const COLOUR_CODES = new RegExp(ANSI, 'g')
/**
 * One alternation of every rule, each in a capture group (a rule's kept context word in a
 * second one); the group that matched picks the placeholder. Rules hold no other groups.
 */
const NOISE = new RegExp(alternation(RULES), 'gm')
/** Per rule, the index of its group among the replacer's arguments (after the match). */
const GROUP_OF_RULE: number[] = []
for (let i = 0, group = 0; i < RULES.length; i++) {
  GROUP_OF_RULE.push(group)
  group += RULES[i]!.keepsPrefix === true ? 2 : 1
}

/**
 * The rules as one alternation, in order: `A|B` for rules without an anchor, `^(?:A|B)` for
 * rules in a row at a line's start (`\b(?:A|B)` at a word boundary), which matches what
 * `^A|^B` does with the anchor tested once per position instead of once per rule.
 */
function alternation(rules: readonly Rule[]): string {
  const parts: string[] = []
  for (let i = 0; i < rules.length; ) {
    const at = rules[i]!.at
    const run: string[] = []
    for (; i < rules.length && rules[i]!.at === at; i++) run.push(`(${rules[i]!.pattern})`)
    parts.push(at === undefined ? run.join('|') : `${at}(?:${run.join('|')})`)
  }
  return parts.join('|')
}

/** Cheap test for whether a text can hold any noise token at all: what some rule needs, or a colour code. */
const MAY_HOLD_NOISE = new RegExp([...new Set(RULES.map((r) => r.needs)), String.raw`\x1b`].join('|'))

const CWD_RESET = new RegExp(`^${CWD_RESET_LINE}`, 'gm')

/** The text without what is only presentation (colour codes, the engine's cwd-reset line) and the white space at its ends. */
export function cleanText(text: string): string {
  let out = text.includes('\x1b') ? text.replace(COLOUR_CODES, '') : text
  if (out.includes('Shell cwd was reset')) out = out.replace(CWD_RESET, '')
  return out.trim()
}

export function normalizeStrict(text: string): string {
  if (!MAY_HOLD_NOISE.test(text)) return text
  const plain = text.includes('\x1b') ? text.replace(COLOUR_CODES, '') : text
  const normal = plain.replace(NOISE, replaceToken)
  // "2024-05-01 9:05:03" reads as one timestamp or as a date and a clock: make both one.
  return normal.includes(`${MARK}t`) ? normal.replace(TIMESTAMP_RUN, `${MARK}t`) : normal
}

const TIMESTAMP_RUN = new RegExp(`${MARK}t(?:[ T]${MARK}t)+`, 'g')

function replaceToken(match: string, ...groups: unknown[]): string {
  for (let i = 0; i < RULES.length; i++) {
    const group = GROUP_OF_RULE[i]!
    if (groups[group] === undefined) continue
    const rule = RULES[i]!
    if (rule.placeholder === null) return match
    if (rule.keepsPrefix !== true) return rule.placeholder
    // the words kept before a run's time are read like any others (a UUID on a result line, `✓ Creating server [<uuid>] 38.2s`)
    const prefix = (groups[group + 1] as string | undefined) ?? ''
    return `${MAY_HOLD_NOISE.test(prefix) ? prefix.replace(NOISE, replaceToken) : prefix}${rule.placeholder}`
  }
  return match
}

/** Every digit run, and every hex word of 7+ characters with a digit (a SHA, an id). */
const NUMBERS = /\b(?=[0-9a-fA-F]*\d)[0-9a-fA-F]{7,}\b|\d+/g

/** The strict form with every number masked: for notes, never for refusals. */
export function normalizeLoose(text: string): string {
  return maskNumbers(normalizeStrict(text))
}

/** A strict form's numbers masked: `normalizeLoose` for a text already normalized strictly. */
export function maskNumbers(strict: string): string {
  return /\d/.test(strict) ? strict.replace(NUMBERS, '#') : strict
}
