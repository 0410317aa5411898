// loop-guard's hooks module, bundled from hooks/ by `npm run bundle`. Do not edit: edit the sources and run it again.
// hooks/safe-text.ts
/**
* Text that came from a tool, a transcript or a user, made safe to show on a terminal.
*
* Contract: `printable(text)` replaces every character a terminal acts on instead of
* drawing (C0 and C1 controls, DEL, and the bidirectional overrides that reorder what
* is drawn) with a visible escape such as `\x1b` or `\u202e`, so an OSC 52 clipboard
* write or a cursor move in a transcript is shown, never performed. Tabs become one
* space. Newlines stay only with `keepNewlines` (where a line break is meant); otherwise
* they are escaped too, so one value stays on one line. Everything else is unchanged:
* text without such characters comes back as it was.
* `markdownLiteral(text)` is `printable(text)` for a surface that draws markdown (the
* reply to `/loop-guard`): every ASCII punctuation character gets a backslash, which a
* CommonMark renderer drops while drawing the character itself, so no emphasis, link,
* code span, heading, list, table, HTML or entity can form from it.
* `jsonQuoted(text)` is tool text as the model reads it from us (a JSON string that
* cannot be closed from inside and holds no `<`/`>`); `jsonLine(value)` is JSON.stringify
* with the characters a terminal acts on that it leaves raw (DEL, C1 controls, bidi
* controls, line separators) written as `\u` escapes; `shownToolName(name)` is a tool
* name safe to print and quote (real names unchanged).
*/
/** C0 controls but tab and newline, DEL, C1 controls, bidi embeddings, overrides and isolates. */
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_OR_NEWLINE = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;
const MAY_NEED_WORK = /[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;
function printable(text, options = {}) {
	if (!MAY_NEED_WORK.test(text)) return text;
	const controls = options.keepNewlines === true ? CONTROL : CONTROL_OR_NEWLINE;
	return text.replace(/\t/g, " ").replace(controls, escapeOne);
}
/** CommonMark's escapable characters: all ASCII punctuation. */
const MARKDOWN_PUNCTUATION = /[!-/:-@[-`{-~]/g;
function markdownLiteral(text) {
	return printable(text).replace(MARKDOWN_PUNCTUATION, "\\$&");
}
function escapeOne(c) {
	const code = c.charCodeAt(0);
	return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}
/**
* Text from a tool as the model reads it from us: a JSON string, so nothing inside can
* close the quote (every `"` is `\"`, every line break `\n`), with `<` and `>` spelled
* `\u003c` and `\u003e` so no tag (`</system-reminder>`) can be read out of it, and the
* line and paragraph separators escaped too. JSON.parse gives the text back exactly.
*/
function jsonQuoted(text) {
	return JSON.stringify(text).replace(/[<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
/** Characters a tool name is shown with; anything else becomes `_`, so a name cannot carry a quote or a tag. */
const NOT_IN_TOOL_NAME = /[^A-Za-z0-9_.-]/g;
const LONGEST_TOOL_NAME = 64;
/**
* A tool name as shown to people and the model: real names (`Bash`, `mcp__github__create_issue`)
* are unchanged; other characters become `_` and a name past 64 characters is cut with `…`.
*/
function shownToolName(name) {
	const plain = name.replace(NOT_IN_TOOL_NAME, "_");
	return plain.length > LONGEST_TOOL_NAME ? `${plain.slice(0, 63)}…` : plain;
}
// hooks/bounded.ts
/**
* Bounded maps and sets: every memory loop-guard keeps has a cap, and these helpers are
* how one is kept under it.
*
* Contract: past `cap` entries the oldest goes, by insertion order.
* - `remember(map, key, value, cap, spare?)` sets `key` as the newest entry (a key set
*   again moves to the end); the entry `spare` names is never the one dropped.
* - `keep(map, key, value, cap)` sets `key` where it stands (a new key goes last) and
*   returns the entry it dropped, if any, for a caller that settles it.
* - `keepIn(set, value, cap)` adds to a set where it stands.
* Each costs a `set` and a size test, and walks the map only when it drops an entry.
*/
function remember(map, key, value, cap, spare) {
	map.delete(key);
	map.set(key, value);
	if (map.size <= cap) return;
	for (const oldest of map.keys()) {
		if (oldest === spare) continue;
		map.delete(oldest);
		return;
	}
}
function keep(map, key, value, cap) {
	map.set(key, value);
	if (map.size <= cap) return void 0;
	const oldest = map.entries().next();
	if (oldest.done === true) return void 0;
	map.delete(oldest.value[0]);
	return oldest.value;
}
function keepIn(set, value, cap) {
	set.add(value);
	if (set.size <= cap) return;
	const oldest = set.values().next();
	if (oldest.done !== true) set.delete(oldest.value);
}
const zero = () => ({
	all: 0,
	inLoops: 0,
	saved: 0,
	readAll: 0,
	readInLoops: 0,
	readSaved: 0
});
var LoopTokenLedger = class {
	open = /* @__PURE__ */ new Map();
	settledResponses = /* @__PURE__ */ new Set();
	settled = zero();
	measured = false;
	toolCall(response) {
		const r = this.entry(response);
		if (r !== void 0) r.calls++;
	}
	inLoop(response, saved) {
		const r = this.entry(response);
		if (r === void 0) return;
		r.inLoop++;
		if (saved) r.saved++;
	}
	usage(response, counts) {
		const r = this.entry(response);
		if (r === void 0) return;
		r.usage = counts;
		this.measured = true;
	}
	/** The tokens one call of `response` is worth (its usage split among its calls), when its usage and calls are known. */
	perCall(response) {
		const r = this.open.get(response);
		if (r?.usage === void 0 || r.calls === 0) return void 0;
		const u = r.usage;
		return (u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens) / r.calls;
	}
	figures() {
		if (!this.measured) return void 0;
		const sums = { ...this.settled };
		for (const r of this.open.values()) addShare(sums, r);
		return {
			all: Math.round(sums.all),
			inLoops: Math.round(sums.inLoops),
			savedByRefusal: Math.round(sums.saved),
			cacheReads: {
				all: Math.round(sums.readAll),
				inLoops: Math.round(sums.readInLoops),
				savedByRefusal: Math.round(sums.readSaved)
			}
		};
	}
	/** A new session: nothing counted. */
	reset() {
		this.open.clear();
		this.settledResponses.clear();
		this.settled = zero();
		this.measured = false;
	}
	/** The open record of a response; undefined once it was settled (too old to change the sums). */
	entry(response) {
		const found = this.open.get(response);
		if (found !== void 0) return found;
		if (this.settledResponses.has(response)) return void 0;
		const created = {
			calls: 0,
			inLoop: 0,
			saved: 0
		};
		const dropped = keep(this.open, response, created, 256);
		if (dropped !== void 0) {
			addShare(this.settled, dropped[1]);
			keepIn(this.settledResponses, dropped[0], 256);
		}
		return created;
	}
};
/** Adds one response's tokens, split evenly among its calls, to the sums. */
function addShare(sums, r) {
	if (r.usage === void 0 || r.calls === 0) return;
	const u = r.usage;
	const total = u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens;
	const inLoop = Math.min(r.inLoop, r.calls) / r.calls;
	const saved = Math.min(r.saved, r.calls) / r.calls;
	sums.all += total;
	sums.inLoops += total * inLoop;
	sums.saved += total * saved;
	sums.readAll += u.cache_read_input_tokens;
	sums.readInLoops += u.cache_read_input_tokens * inLoop;
	sums.readSaved += u.cache_read_input_tokens * saved;
}
/** `1234567` → `1,234,567`: by hand, since the hooks runtime may lack `Intl`. */
function thousands(n) {
	return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
// hooks/advice.ts
/**
* Every word loop-guard says: notes and refusals the model reads, toasts, the status
* line, debug lines and the `/loop-guard` report.
*
* Contract: what the model reads starts with `loop-guard:`, says what happened (the
* tool, the count, the error's first line) and what to do instead, briefly and
* calmly; the error and the arguments are quoted as JSON strings, labelled as the
* tool's or the call's; the advice fits the loop (a poll, a failed edit, a missing file,
* a refused call, a fetch error, a bad argument) and is generic otherwise. Toasts are one
* line of at most TOAST_WIDTH characters that names the tool, what was done and how to
* overrule it, in that order of importance. Transcript rows (dim, never sent to the
* model) say that loop-guard refused a call, ended the turn or ended a response (a text
* loop), why, and how to overrule it. The engine prefixes toasts and rows with the plugin's
* name, so they do not; what they quote passes through `printable`. `isGuardRefusal(text)`
* knows a refusal's text again (the audit reads it in transcripts), `isGuardNote(text)` a note's.
* `RULE_WORDS` is the one table of what each rule saw in people's words (toasts, the audit).
*/
const ORDINALS = [
	"zeroth",
	"first",
	"second",
	"third"
];
const ordinal = (n) => ORDINALS[n] ?? `${n}th`;
const times = (n) => n === 2 ? "twice" : `${n} times`;
const call = (s) => `${s.tool} call${s.excerpt !== "" ? ` with arguments ${jsonQuoted(s.excerpt)}` : ""}`;
const quoted = (error) => `the tool printed (as a JSON string): ${jsonQuoted(error)}`;
const shownCall = (s) => `${s.tool} call${s.excerpt !== "" ? ` (\`${s.excerpt}\`)` : ""}`;
const shownResult = (s) => s.error !== void 0 ? `, failing each time with "${s.error}"` : ", with the same result each time";
/** Tools and commands that wait on something else: repeating them is polling. */
const POLL_TOOLS = /^(?:BashOutput|TaskOutput|KillShell|Monitor)$/i;
const POLL_COMMAND = /\b(?:sleep|watch|wait|poll|ps|tail|curl|wget|jobs|gh (?:run|pr checks)|kubectl (?:get|rollout status|describe)|docker (?:ps|logs|inspect)|systemctl status)\b/;
const EDIT_TOOLS = /^(?:Edit|MultiEdit|NotebookEdit|str_replace_editor|str_replace_based_edit_tool)$/i;
const EDIT_MISMATCH = /String to replace not found|not found in file|did not appear verbatim|No replacement was performed|old_str[^\n]* not found/i;
const NOT_READ_YET = /has not been read yet|modified since read/i;
const MISSING_FILE = /File does not exist|No such file or directory|ENOENT|does not exist|cannot find the path|not found$/i;
const FETCH_FAILURE = /\b(?:40[0-9]|41[0-9]|5\d\d)\b|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|getaddrinfo|Unable to fetch|Failed to fetch|status code/i;
const BAD_ARGUMENTS = /InputValidationError|expected as '[^']+' but provided|invalid_type|Invalid input|Required parameter|required parameter [^\n]* is missing/i;
/** The excerpt of a call with no arguments: its canonical arguments are an empty object. */
const EMPTY_ARGUMENTS = /^(?:\{\})?$/;
/** What a poll fails with while the thing it waits for is not up yet. */
const NOT_UP_YET = /ECONNREFUSED|Connection refused|Failed to connect|Couldn't connect|could not connect|connection reset|\b50[234]\b|Service Unavailable|Bad Gateway|timed out|not ready|starting up/i;
const isPoll = (s) => POLL_TOOLS.test(s.tool) || /^bash$/i.test(s.tool) && POLL_COMMAND.test(s.excerpt);
/** What to do instead, fitted to the kind of loop. */
function adviceFor(s) {
	const error = s.error;
	if (error === void 0) {
		if (isPoll(s)) return "The output has not changed: instead of polling again, wait once with a single blocking command (or the Monitor tool) for what you expect, or move on to other work.";
		return "You already have this output: use it instead of running the call again, or change what you run.";
	}
	if (isPoll(s) && NOT_UP_YET.test(error)) return "It is not up yet: instead of polling again, wait once with a single blocking command (one that retries until it answers, with a time limit) or the Monitor tool, or move on to other work.";
	if (NOT_READ_YET.test(error)) return "Read the file (again) first, then make the edit against its current content.";
	if (EDIT_TOOLS.test(s.tool) && EDIT_MISMATCH.test(error)) return "Read the file again and copy the exact current text before editing; the text you are replacing is not there as written.";
	if (BAD_ARGUMENTS.test(error) && EMPTY_ARGUMENTS.test(s.excerpt)) return "The call arrived with no arguments at all: most often the response ran out of output tokens inside a large argument (a whole file). Write it in smaller parts (a short Write, then Edits that add the rest) or send a shorter command.";
	if (BAD_ARGUMENTS.test(error)) return "Fix the arguments to match the tool's schema (types and required fields) instead of resending them.";
	if (MISSING_FILE.test(error)) return "Find the right path first (Glob, or ls on the parent folder) instead of guessing it again.";
	if (/^web ?fetch$/i.test(s.tool) || FETCH_FAILURE.test(error)) return "The resource is not there or not reachable: do not fetch it again; look for another source or ask the user.";
	return "Re-read the error, question the assumption behind the call, then try a different approach or ask the user.";
}
const withError = (s) => s.error !== void 0 ? `, failing the same way each time; ${quoted(s.error)}` : ", with the same result each time";
/** The second identical failure of one exact call. */
function repeatedFailureNote(s) {
	return `loop-guard: this exact ${call(s)} failed the same way ${times(s.count)}; ${quoted(s.error)}. Do not run it a ${ordinal(s.count + 1)} time. ${adviceFor(s)}`;
}
/** A failure whose error this exact call has had before, with other errors between. */
function recurringFailureNote(s) {
	return `loop-guard: this exact ${call(s)} has failed with this error before; ${quoted(s.error)}. Do not run it again unchanged. ${adviceFor(s)}`;
}
/** The advisory tiers for a chain of identical calls: 1 first, 2 firmer, 3 firmest (reused). */
function chainAdvisory(s, tier, nextIsRefused) {
	if (tier === 1) return `loop-guard: this is the ${ordinal(s.count)} identical ${call(s)}${withError(s)}. ${adviceFor(s)}`;
	if (tier === 2) {
		const consequence = nextIsRefused ? "The next identical call will be refused." : "Repeating it will not change the result.";
		return `loop-guard: ${s.count} identical ${call(s).replace(" call", " calls")}${withError(s)}. ${consequence} ${adviceFor(s)}`;
	}
	return `loop-guard: ${s.count} identical ${call(s).replace(" call", " calls")}${withError(s)}. Stop repeating it. ${adviceFor(s)}`;
}
/** A cycle of calls that keeps coming back with the same results. */
function cycleAdvisory(tools, rounds, tier, nextIsRefused = false) {
	const firmness = tier === 1 ? "Going round again will not change them." : `Stop and break the cycle.${tier === 2 && nextIsRefused ? " The next round will be refused." : ""}`;
	return `loop-guard: you are going round in a cycle (${tools.join(" → ")}), ${rounds} rounds with the same results each time. ${firmness} Step back: re-read the results you already have, question the assumption behind the cycle, then take a different approach or ask the user.`;
}
/** The same check failing the same way after several different edits: the fixes do not reach the cause. */
function unmovedErrorNote(s) {
	return `loop-guard: this ${call(s)} has failed with the same error (numbers aside) after each of your last ${s.count} different edits; ${quoted(s.error)}. Your fixes are not reaching the cause. Step back before editing again: re-read the whole error and the code it points at, question the assumption behind your fixes (is this the code that runs, the right file, the right cause?), or ask the user.`;
}
/** Different arguments, the same error: the argument is not the problem. */
function rotatingArgumentsNote(s) {
	return `loop-guard: ${s.tool} failed ${s.count} times in a row with the same error although the arguments changed; ${quoted(s.error)}. The problem is not the argument: ${adviceFor(s).replace(/^./, (c) => c.toLowerCase())}`;
}
/** The same exact call refused twice by the user or a permission rule. */
function refusedTwiceNote(s) {
	return `loop-guard: this exact ${call(s)} was refused twice. Do not retry it; ask the user how to proceed, or do something else.`;
}
/** The same exact call refused again and again by the user or a permission rule. */
function refusedAgainNote(s, nextIsRefused) {
	const consequence = nextIsRefused ? "loop-guard will refuse the next attempt itself." : "Retrying will not change the answer.";
	return `loop-guard: this exact ${call(s)} was refused ${times(s.count)}. ${consequence} Stop retrying it; ask the user how to proceed, or do something else.`;
}
const ALLOW = "If it really must run again, ask the user: they can allow it with /loop-guard allow.";
/** How every refusal `refusal` words begins. */
const REFUSAL_HEAD = "loop-guard: refused this ";
/** The text of a `{ deny }`: why this call did not run, in the words of the rule that found the loop. */
function refusal(s, rule = "repeat", tools = []) {
	switch (rule) {
		case "cycle": return `${REFUSAL_HEAD}${call(s)}: it would start round ${s.count} of a cycle (${tools.join(" → ")}) with the same results each time, and nothing else changed since its last run. Step back: re-read the results you already have, then take a different approach. ${ALLOW}`;
		case "refused-twice": return `${REFUSAL_HEAD}${call(s)}: it was already refused ${times(s.count - 1)} by the user or a permission rule. Do not retry it; ask the user how to proceed, or do something else.`;
		default: return `${REFUSAL_HEAD}${call(s)}: it would be the ${ordinal(s.count)} identical call${withError(s)}. ${adviceFor(s)} ${ALLOW}`;
	}
}
/**
* What each rule saw, in people's words: the one table of them. `saw` names it in the audit's
* loops (the report and the --html page); `detail` in a toast, longest first (a toast takes the
* longest that fits).
*/
const RULE_WORDS = {
	"repeated-failure": {
		saw: "the same call failed the same way",
		detail: ["failed the same way"]
	},
	repeat: {
		saw: "identical calls, identical results",
		detail: ["identical calls, same result", "same result"]
	},
	cycle: {
		saw: "calls going round in a cycle",
		detail: ["rounds of the same cycle", "rounds of a cycle"]
	},
	"unmoved-error": {
		saw: "the same check failed the same way after different edits",
		detail: ["edits, the same error after each", "edits, same error"]
	},
	"rotating-arguments": {
		saw: "the same error with other arguments",
		detail: ["failures, same error with other arguments", "one error, new args"]
	},
	"refused-twice": {
		saw: "the same call refused twice",
		detail: ["refused the same call", "denied each time"]
	},
	"text-loop": {
		saw: "one passage repeated in the model's text or thinking",
		detail: [
			"copies of one passage back to back",
			"copies of one passage",
			"repeats"
		]
	}
};
/** What the guard did, longest first; the shorter forms make room for the detail and the hint. */
const TOAST_ACTIONS = {
	told: [
		"told the model to change approach",
		"model told to change approach",
		"model told to rethink"
	],
	refused: ["refused the call", "refused"],
	"turn-ended": ["ended the turn", "turn ended"],
	"would-tell": ["would tell the model to change approach", "would tell the model to rethink"],
	"would-refuse": ["would refuse the call", "would refuse"],
	"would-end-turn": ["would end the turn"],
	"text-stopped": ["ended the response", "response ended"],
	"would-stop-text": ["would end the response"]
};
const OBSERVED_ONLY = ["observe mode: nothing was stopped", "observe mode"];
/** How the person overrules it, longest first; a toast always keeps one of these. */
const TOAST_HINTS = {
	told: ["/loop-guard off pauses the guard", "/loop-guard off pauses"],
	refused: ["/loop-guard allow lets it run once", "/loop-guard allow runs it once"],
	"turn-ended": ["/loop-guard allow lets it run once", "/loop-guard allow runs it once"],
	"would-tell": ["observe mode: nothing was sent", "observe mode"],
	"would-refuse": OBSERVED_ONLY,
	"would-end-turn": OBSERVED_ONLY,
	"text-stopped": ["/loop-guard off pauses the guard", "/loop-guard off pauses"],
	"would-stop-text": ["only enforce mode ends it", "not ended"]
};
/** What the guard saw, longest first: the rule's words, and for an ended turn how many calls it refused. */
function toastDetails(kind, rule, refusals) {
	const words = RULE_WORDS[rule].detail;
	if (kind !== "turn-ended" || refusals === void 0) return words;
	return [...words.map((w) => `${w}, ${refusals} refused`), ...words];
}
/**
* One line, what matters first: the tool and the count, what the rule saw, what the
* guard did (or in observe mode would do), how to overrule it. The first form that fits
* TOAST_WIDTH wins: the longest words first, then shorter ones, then without the detail;
* the hint is never dropped, and a tool name too long for any form is cut.
*/
function toast(kind, s, rule, refusals) {
	const tool = printable(s.tool);
	const forms = (what) => TOAST_ACTIONS[kind].flatMap((action) => TOAST_HINTS[kind].map((hint) => `${what}${action} · ${hint}`));
	const fitting = [...toastDetails(kind, rule, refusals).flatMap((detail) => forms(`${tool} ×${s.count} ${detail}: `)), ...forms(`${tool} ×${s.count} `)].find(fits);
	if (fitting !== void 0) return fitting;
	const rest = ` ×${s.count} ${shortest(TOAST_ACTIONS[kind])} · ${shortest(TOAST_HINTS[kind])}`;
	return `${tool.slice(0, Math.max(1, 84 - rest.length - 1))}…${rest}`;
}
const fits = (text) => text.length <= 84;
const shortest = (forms) => forms[forms.length - 1] ?? "";
/**
* One stable line per intervention, for `claude -p` users who grep the debug log:
* `loop-guard: <action> <tool> ×<count> <agent> <rule> <reason>`. In observe mode the
* action is what the guard would have done, `would-note`, `would-warn`, `would-block`
* or `would-abort`, so a grep for the enforce actions never matches what was not done.
*/
function debugLine(action, s, agent, reason) {
	return printable(`loop-guard: ${action} ${s.tool} ×${s.count} ${agent} ${reason}`);
}
/** The status line while a loop builds: `Bash ×2 · same failure`, `Read ×3 · same output · warned`, `Bash ×5 · refused`. */
function statusLine(s) {
	const parts = [`${s.tool} ×${s.count}`];
	if (s.what !== void 0 && (s.state === "building" || s.state === "warned")) parts.push(s.what);
	if (s.state !== "building") parts.push(s.state);
	return parts.join(" · ");
}
/** The transcript row for a refused call: loop-guard did it, why (in the words of the rule that found the loop), and how to overrule it. */
function refusedRow(s, rule) {
	const why = rule === "cycle" ? `it would start round ${s.count} of a cycle of calls with the same results each time` : rule === "refused-twice" ? `it was already refused ${times(s.count - 1)} by you or a permission rule` : `it would be the ${ordinal(s.count)} identical call${shownResult(s)}`;
	return printable(`refused this ${shownCall(s)} before it ran: ${why}. The model was told to change approach. /loop-guard allow lets the call run once more; /loop-guard off pauses the guard.`);
}
/** The transcript row for a turn the guard ended, which the engine shows as an interrupt. */
function turnEndedRow(s, refusals) {
	return printable(`ended this turn (not you, not a permission rule): the model kept repeating this ${shownCall(s)}, and ${refusals === 1 ? "a call was" : `${refusals} calls were`} refused in this request. Send a prompt to go on; /loop-guard allow lets the call run once more; /loop-guard off pauses the guard.`);
}
/** The transcript row for a response the guard ended because one passage kept repeating in its text or thinking. */
function textLoopRow(s) {
	return printable(`ended this response (not you): the model's ${s.tool === "Thinking" ? "thinking" : "answer"} repeated one passage ${s.count} times back to back: "${s.excerpt}". Send a prompt to go on; /loop-guard off pauses the guard.`);
}
/** The debug line for option values that were not used. */
function optionsProblem(problems) {
	return `options: ${problems.join(" ")} Fix them with /plugin configure loop-guard.`;
}
/**
* The toast for option values that were not used: the option, the value and why when
* one is, the names when several are (`/loop-guard` says why), and always the fix.
*/
function optionsToast(unused) {
	const fixes = ["fix it with /plugin configure loop-guard", "/plugin configure loop-guard"];
	const names = unused.map((u) => u.name);
	const [only] = unused;
	return [
		...unused.length === 1 && only !== void 0 ? [`${only.name} ${printable(only.given)} not used: ${only.why}`] : [],
		`${names.join(", ")} not used: /loop-guard says why`,
		`${plural(names.length, "option")} not used: /loop-guard says why`
	].flatMap((what) => fixes.map((fix) => `${what} · ${fix}`)).find(fits) ?? `${plural(names.length, "option")} not used · ${shortest(fixes)}`;
}
/** `1 note`, `2 notes`: the one plural every report and message of loop-guard uses. */
const plural = (n, noun) => `${thousands(n)} ${noun}${n === 1 ? "" : "s"}`;
// hooks/digest.ts
/**
* Hashes of strings, hex-encoded: short texts in JavaScript, long ones natively.
*
* Contract: `hashText(text)` is equal for equal texts and, but for a chance of about
* 2^-64 per pair, different for different ones (lone surrogates included, which a
* UTF-8 encoder would turn into U+FFFD). Up to `QUICK_HASH_LIMIT` characters it is a
* 64-bit hash computed in JavaScript (`hashTextNow` gives it without a wait); past it,
* SHA-256 through `crypto.subtle`, which exists in the engine and in Node 20 alike, so
* the audit CLI runs this code.
* The limit is where the two cost the same in the engine's runtime, measured in the
* kit: the loop about 2.8 µs per KB, `crypto.subtle.digest` about 20 µs at 1 KB and
* 50-70 µs at 16 KB, so they meet between 8 and 24 KB.
* A host with a synchronous native hash (the audit CLI: Node's) hands it to `useSyncHash`
* before the first hash; texts past the limit then go to it, at once, instead of waiting
* for `crypto.subtle` (up to the limit the JavaScript hash is as quick in Node, measured on
* the corpus). Hashes are compared only within one process, never stored.
*/
const encoder = new TextEncoder();
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));
async function hashText(text) {
	return hashTextNow(text) ?? sha256(text);
}
/** `hashText`'s hash when it can be worked out at once (in JavaScript up to `QUICK_HASH_LIMIT`, or by the host's hash); else undefined. */
function hashTextNow(text) {
	return text.length <= 16384 ? quickHash(text) : void 0;
}
/** Two independent 32-bit multiply-xor lanes over the UTF-16 code units. */
function quickHash(text) {
	const imul = Math.imul;
	let a = 2166136261 ^ text.length;
	let b = 668265263;
	for (let i = 0; i < text.length; i++) {
		const unit = text.charCodeAt(i);
		a = imul(a ^ unit, 16777619);
		b = imul(b ^ unit, 1540483477);
		b ^= b >>> 15;
	}
	a = imul(a ^ a >>> 16, 2246822507);
	b = imul(b ^ b >>> 13, 3266489909);
	return `${(a >>> 0).toString(16).padStart(8, "0")}${(b >>> 0).toString(16).padStart(8, "0")}`;
}
const LONE_SURROGATE = /\p{Cs}/u;
async function sha256(text) {
	const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(wellFormed(text))));
	let hex = "";
	for (const b of bytes) hex += HEX[b];
	return hex;
}
/**
* A lone surrogate would encode as U+FFFD and match it: such a text is spelled with
* backslashes escaped and the surrogates written out, behind a mark no other text has.
*/
function wellFormed(text) {
	if (!LONE_SURROGATE.test(text)) return `w${text}`;
	return `s${text.replace(/\\/g, "\\\\").replace(/\p{Cs}/gu, (c) => `\\u${c.charCodeAt(0).toString(16)}`)}`;
}
// hooks/redact.ts
/**
* Credentials taken out of text the guard quotes (argument excerpts, error lines).
*
* Contract: `redact(text)` returns the text with every credential it recognises
* replaced by `[redacted]`, keeping what names it (`Bearer`, `password=`, the user in
* `https://user:…@host`, a PEM block's BEGIN and END lines) so the line still says what
* went wrong. Text with none comes back unchanged (the same string). It never throws.
*
* What it recognises, by principle:
* - A credential-like NAME followed by a separator and a value. A name is credential-like
*   when one of its words (split at `_`, `-`, `.` and camelCase) holds `password`,
*   `passwd`, `passphrase`, `secret` or `credential` (anywhere: `SECRET_KEY_BASE`,
*   `PGPASSWORD`), or when its last word, the thing it names, ends in `token` or `auth`
*   (`GITHUB_TOKEN`, `X-Auth-Token`, `basic_auth`; not `max_tokens`, `tokenizer`,
*   `token_budget`, `author`), is `cookie`, `sig`, `signature`, or `pass`, `pwd`, `key`
*   after another word (`DB_PASS`, `MYSQL_PWD`, `API_KEY`, `AccountKey`, `X-API-Key`; also
*   run together: `apikey`). `Authorization` has its own rule, which keeps its scheme. A name whose
*   last word describes the credential instead of holding it (`TOKEN_URL`, `secret_id`,
*   `password_file`, `PasswordInput`) is not; nor is a key that names a thing
*   (`sort_key`, `public_key`, `primary_key`: NOT_SECRET_KEYS below), nor a source file's
*   name (`auth_test.go:`; a `.key` or `.pem` name is not one of those).
*   Separators and values: `name=value` (env, flags, query strings, INI), `"name": "value"`
*   (JSON, also escaped inside JSON text: `\"name\":\"value\"`), `name: value` (YAML and
*   headers, also inside quotes: `-H "X-API-Key: v"`) and `--name value`.
* - The vendors' token shapes, wherever they stand, also right after a JSON escape
*   (`\nsk-ant-…`): SHAPED_SECRET lists them; a private key's base64 body is one of them.
* - URL user-info: `scheme://user:password@host` with any user (empty too), the password
*   running to the last `@` that a host name follows (so it may hold `@`, `/`, `?`; a
*   later `@` in the path or query takes them with it); Slack and
*   Discord webhook URLs.
* - PEM blocks whose label names a private key: the body goes, up to END (or the text's end).
* - Cookies (`Cookie:`, `--cookie`, curl's `-b name=value`), authorization header values,
*   curl's `-u user:pass`, and the password flags of the programs that take one
*   (`mysql -pX`, `docker login -p X`, `sshpass -p X`, openssl's `pass:X`).
* - A credential value that ends its line and goes on, unbroken, on the next (a key
*   wrapped over two lines) loses both parts.
*
* What a value is, as opposed to code: a quoted string (not empty), or a run of characters
* without white space, quotes, brackets or `,;&|<>`. A value that says where a secret
* comes from (`$TOKEN`, `%KEY%`, `process.env.X`, `None`, `str`) or is a package version
* stays, and so does a type name after a colon (`password: PasswordInput`). Where the text
* reads as code (spaces around `=`, a dotted name, an object's `"name": value`, a
* `name: value` before `,;}`) a bare identifier is a variable or a type (`token = token2`,
* `self.key = cfg.key`, `{ 'x-api-key': apiKey }`, `agreement_key: X25519PublicKey,`), and with
* spaces around `=` a bare value counts only where it ends its line (INI, not
* `token = await get()`). A single weak word before a colon (`token`, `auth`, `sig`) is
* prose or a parser error (`Unexpected token: EOF`), not a label.
* Known gaps (README, Limits): a credential in free prose, a secret with no name and no
* vendor shape (`mysql -p` aside), a value split by anything but a line break.
*
* It is built from native regular expressions behind one cheap test that lets most text
* through with no further work, since it runs on every excerpt; its inputs are bounded
* (an excerpt's source, an error's first line).
*/
const REDACTED = "[redacted]";
/** One cheap test: text without any of these cannot hold a credential we recognise. */
const MAY_HOLD_SECRET = /[rs]k[-_]|gh[pousr]_|github_pat_|glpat-|AKIA|ASIA|AIza|xox[a-z]-|eyJ|npm_|hf_|pypi-|SG\.|dckr_pat_|MII|MIG|MC4C|MHcC|b3BlbnNzaC1rZXktdjE|pass|pwd|secret|token|auth|key|cred|sig|cookie|bearer|-u|--user|-p|@|hooks\.slack|webhooks/i;
/** Where a token or a name may start: not inside a word, or right after a JSON escape (`\n`, `\t`) in JSON text. */
const START = String.raw`(?:(?<=\\[nrtbf])|(?<![A-Za-z0-9_.\\$]))(?<!\$\{)`;
/** The same for a token: a `-` before it is a boundary too (`--key=sk-…`), a `.` is not. */
const TOKEN_START = String.raw`(?:(?<=\\[nrtbf])|(?<![A-Za-z0-9_\\]))`;
/**
* A credential that ends its line and goes on, unbroken, on the next (a wrapped key): the
* next line's first word, if it is 16 or more token characters with a letter and a digit.
*/
const WRAPPED = String.raw`(?:(?:\r?\n|\\n)[ \t]*(?=[A-Za-z+/=_-]*[0-9])(?=[0-9+/=_-]*[A-Za-z])[A-Za-z0-9+/_-]{16,}={0,2}(?=[\s"'\\]|$))*`;
/** Credentials recognisable by their own shape, wherever they stand. */
const SHAPED_SECRET = new RegExp(TOKEN_START + "(?:" + [
	/sk-(?:ant-|proj-|svcacct-|admin-)?[A-Za-z0-9_-]{16,}/.source,
	/[rs]k_(?:live|test)_[A-Za-z0-9]{16,}/.source,
	/gh[pousr]_[A-Za-z0-9]{20,}/.source,
	/github_pat_[A-Za-z0-9_]{20,}/.source,
	/glpat-[A-Za-z0-9_-]{20,}/.source,
	/(?:AKIA|ASIA)[0-9A-Z]{16}/.source,
	/AIza[0-9A-Za-z_-]{30,}/.source,
	/xox[abposr]-[A-Za-z0-9-]{10,}/.source,
	/npm_[A-Za-z0-9]{30,}/.source,
	/hf_[A-Za-z0-9]{30,}/.source,
	/pypi-[A-Za-z0-9_-]{40,}/.source,
	/SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/.source,
	/dckr_pat_[A-Za-z0-9_-]{20,}/.source,
	/eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/.source,
	/MII[A-Za-z0-9+/]{2,3}IBA(?:AKC|DAN)[A-Za-z0-9+/=]*/.source,
	/MHcCAQEE[A-Za-z0-9+/=]*/.source,
	/MIG[A-Za-z0-9+/]{2}AgEAMBMGByqGSM49[A-Za-z0-9+/=]*/.source,
	/MC4CAQAwBQYDK2Vw[A-Za-z0-9+/=]*/.source,
	/b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/=]*/.source
].join("|") + ")" + WRAPPED, "g");
/** A PEM block whose label names a private key: the BEGIN and END lines stay, the body goes (to the text's end if cut). */
const PEM_PRIVATE_KEY = /(-----BEGIN [A-Z0-9 ]*PRIVATE KEY[A-Z ]*-----)[\s\S]*?(-----END [A-Z0-9 ]*-----|$)/g;
/** Webhook URLs, whose path is the credential: the host and the kind of hook stay. */
const WEBHOOK = /(https?:\/\/(?:hooks\.slack\.com\/(?:services|workflows|triggers)\/|(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/(?:v\d+\/)?webhooks\/))[A-Za-z0-9_/-]+/g;
/**
* `scheme://user:password@host`, the user empty or not: the user stays. The password runs
* to the last `@` that a host name follows before a quote or white space, so it may hold
* `@`, `/` and `?` (rather too much than too little); a port before a path segment that starts
* with `@` (`localhost:3000/@vite/client`, `/@scope/pkg`) is not a password, nor a path
* after a drive letter (`file:///C:/…/tsx@4.21.0/…`).
*/
const URL_PASSWORD = /(\/\/[^\s/:@"'\\]*):(?![/\\])(?!\d{1,5}(?:[/?#][^\s"'\\@]*)?\/@)[^\s"'\\]*@(?=[A-Za-z0-9[])/g;
/**
* Values that say where a secret comes from, not the secret: `$TOKEN`, `${TOKEN}`, `%KEY%`,
* `process.env.X`, `None`, a type, fetch's `credentials: "include"`, GitHub Actions'
* `secrets: inherit`, a package version (`"jsonwebtoken": "^9.0.3"`); and what was already redacted.
*/
const NOT_A_SECRET = String.raw`(?!(?:\\?["'])?(?:\$[{(A-Za-z_]|%\w+%|\[redacted\]|(?:process\.env|os\.environ|os\.getenv|env|self|this)\.|[\^~]?\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?(?![^\s"'\\,;&}()[\]])|(?:none|null|nil|undefined|true|false|str|string|bytes|int|bool|optional|include|omit|same-origin|inherit)(?![^\s"'\\,;&}()[\]])))`;
/** Authorization schemes, which stay: only the credential after them goes. */
const SCHEME = String.raw`(?:bearer|basic|token|digest|apikey)`;
/** `Authorization: Bearer x`, `"authorization":"Basic x"`. */
const AUTH_HEADER = new RegExp(String.raw`${START}((?:proxy-)?authori[sz]ation\\?["']?[ \t]*[:=][ \t]*\\?["'${"`"}]?(?:${SCHEME}[ \t]+)?)(?!${SCHEME}[ \t])${NOT_A_SECRET}[^\s"'${"`"}\\,;]{8,}`, "gi");
/** A bearer token anywhere else (`-H "Bearer x"`, an echoed header). */
const BEARER = new RegExp(String.raw`${START}(bearer[ \t]+)[A-Za-z0-9._~+/-]{8,}=*`, "gi");
/** curl's `-u user:pass` and `--user user:pass`: the user stays. */
const USER_FLAG = /\B(-u[ \t]*|--user[= \t][ \t]*)(["']?)([^\s:"'/]+):(?!\/\/)[^\s"']+/g;
/** A cookie header's value, to its closing quote or the line's end, when it holds `name=value`. */
const COOKIE_HEADER = new RegExp(String.raw`${START}((?:set-)?cookie\\?["']?[ \t]*:[ \t]*\\?["']?)[^"'\r\n\\=]*=[^"'\r\n\\]*`, "gi");
/** `--cookie v` and curl's `-b v` when v holds `name=value` (without `=` curl reads it as a file); a quoted v runs to its quote. */
const COOKIE_FLAG = /((?:--cookie|\bcurl\b[^\n|;&]*?[ \t]-b)[= \t][ \t]*)(?:(")[^"\n=]*=[^"\n]*(?=")|(')[^'\n=]*=[^'\n]*(?=')|[^\s"'=]*=[^\s"']*)/g;
/** Value forms shared by the named-value patterns. */
const QUOTED = String.raw`"(?![,;}\]])(?:[^"\\\r\n]|\\.)+"|'[^'\r\n]+'`;
/** A quoted value inside JSON text, its quotes escaped: `\"v\"`. */
const ESCAPED_QUOTED = String.raw`\\"(?:[^"\\]|\\[^"])+\\"`;
/** A bare value, taken whole (a lookahead and a back-reference, so it never stops early before a `(`). */
const BARE = String.raw`(?=(?<bare>[^\s"'${"`"}\\,;&|<>(){}[\]]+))\k<bare>(?![(\[])`;
/** A name with a credential word somewhere in it, taken whole; `isCredentialName` decides. */
const NAME = String.raw`(?=\w)(?=[\w.-]*?(?:pass|pwd|secret|token|auth|key|cred|sig|cookie))(?=(?<run>[\w.-]+))\k<run>`;
/** `name=value`: env, INI, query strings, `--flag=value`. */
const ASSIGNED = new RegExp(String.raw`${START}(?<name>${NAME})(?<sep>(?:[ \t]+=(?![=>~])|=(?![=>]))[ \t]*)${NOT_A_SECRET}(?<value>${QUOTED}|${ESCAPED_QUOTED}|${BARE}${WRAPPED})`, "gi");
/** JSON `"name": value` and a Python dict's `'name': 'value'`. */
const JSON_VALUE = new RegExp(String.raw`(?<q>["'])(?<name>${NAME})\k<q>(?<sep>[ \t]*:[ \t]*)${NOT_A_SECRET}(?<value>${QUOTED}|[^\s"'${"`"},}\]]+)`, "gi");
/** JSON text inside a JSON string: `\"name\":\"value\"`. */
const ESCAPED_JSON_VALUE = new RegExp(String.raw`(?<q>\\["'])(?<name>${NAME})\k<q>(?<sep>[ \t]*:[ \t]*)${NOT_A_SECRET}(?<value>${ESCAPED_QUOTED}|[^\s"'\\,}\]]+)`, "gi");
/** YAML and headers, `name: value`, where the value ends there: its line, a quote, or (flow style) `,;}`; not CSS's `--name: value`. */
const LABELLED = new RegExp(String.raw`${START}(?<!-)(?<name>${NAME})(?<sep>[ \t]*:(?:[ \t]+|(?=\\?["'])))${NOT_A_SECRET}(?<value>${QUOTED}|${ESCAPED_QUOTED}|${BARE}${WRAPPED})(?=[ \t]*(?<end>$|[\r\n,;}#"'${"`"}]|\\[nr"']))`, "gi");
/** `--password x`, `--api-key x`. */
const FLAG = new RegExp(String.raw`(?<=--)(?<name>${NAME})(?<sep>[ \t]+)(?!-)${NOT_A_SECRET}(?<value>${QUOTED}|[^\s"'${"`"}\\;&|<>()]+)`, "gi");
/** The password flags of programs that take one: `mysql -pX` (attached), `docker login -p X`, `sshpass -p X`, openssl's `pass:X`. */
const PASSWORD_FLAG = new RegExp("(?:" + [
	String.raw`(\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlshow|mysqlcheck|mariadb|mariadb-dump)\b[^\n|;&]*?[ \t]-p)(?=[^\s-])`,
	String.raw`(\b(?:docker|podman|nerdctl|buildah|skopeo|oras|helm[ \t]+registry)[ \t]+login\b[^\n|;&]*?[ \t]-p[ \t]+)`,
	String.raw`(\bsshpass\b[^\n|;&]*?[ \t]-p[ \t]*)`,
	String.raw`(-pass(?:in|out)?[ \t]+pass:)`
].join("|") + String.raw`)(?:"[^"]*"|'[^']*'|[^\s"'\\]+)`, "g");
/** Words that, last in a name, say what the credential is or where it is, not what it holds. */
const DESCRIBES = /^(?:ids?|arn|names?|ref|files?|path|dir|type|kind|url|uri|endpoint|host|len|length|size|count|limit|env|var|field|input|label|placeholder|prompt|hint|message|msg|error|header|prefix|suffix|mode|method|scheme|provider|format|expiry|expires|expiration|ttl|timeout|enabled|required|policy|version|index|regex|pattern|strength|location|source|store|manager|usage|rotation|days|hours|minutes|seconds|secs|ms|age|interval|retries|attempts|rounds|budget)$/;
/** Keys that name a thing, not a credential: `sort_key`, `public_key`, `primaryKey`, `cache_key`. */
const NOT_SECRET_KEYS = /^(?:public|primary|foreign|sort|partition|range|hash|cache|idempotency|dedupe?|lookup|row|group|map|object|unique|composite|shortcut|hot|translation|i18n|s3|bucket|search|routing|sub|next|prev|last|first|react|list|dict|item|entry|field|column|table|index|cursor|page|pagination|join|compound|natural|surrogate|sharding|shard|css|suggested|menu|command|accelerator|component|element|node)$/;
/** A source file's name (`auth_test.go`, `token.ts`), as grep and compilers print it before a colon. */
const SOURCE_FILE = /\.(?:go|ts|tsx|js|jsx|mjs|cjs|py|rb|rs|java|kt|c|h|cc|cpp|cs|php|swift|json|ya?ml|toml|md|txt|sh|lock|log|sql|html|css)$/i;
/** Words before `pass` that make it a directive, not a password: nginx's `proxy_pass`, `fastcgi_pass`. */
const NOT_A_PASSWORD = /^(?:proxy|fastcgi|uwsgi|scgi|grpc|memcached)$/;
/** Run-together keys that are credentials: `apikey`, `ACCESSKEY`, `secretkey`. */
const RUN_TOGETHER_KEY = /(?:api|access|secret|private|account|master|signing|encryption|license|auth|client|app|consumer|sas|shared)keys?$/;
/** A password word split in two: `PASS_PHRASE`, `pass-word`. */
const SPLIT_PASSWORD = /pass[_.-](?:phrase|word)/i;
/** Words that make a name a credential's on their own, even alone before a colon. */
const STRONG_WORD = /passw(?:or)?d|passphrase|passcode|secret|credential|^creds?$|^cookie$/;
/**
* Whether a name says its value is a credential (the head comment has the rule). A strong
* word (`password`, `secret`, `credential`) counts anywhere in the name; a weak one (`token`,
* `auth`, `key`, `pass`, `sig`) only as its last word, the thing the name is
* (`GITHUB_TOKEN`, `basic_auth`, `DB_PASS`; not `token_budget`, `AUTH_URL`).
* `labelled` is the `name: value` form, where a weak word alone (`token`, `auth`) is prose.
*/
function isCredentialName(name, labelled) {
	const words = name.split(/[_.-]+|(?<=[a-z0-9])(?=[A-Z])/).filter((w) => w !== "").map((w) => w.toLowerCase());
	const last = words[words.length - 1];
	if (last === void 0 || SOURCE_FILE.test(name)) return false;
	if (words.length > 1 && DESCRIBES.test(last)) return false;
	if (words.some((w) => STRONG_WORD.test(w) || RUN_TOGETHER_KEY.test(w)) || SPLIT_PASSWORD.test(name)) return true;
	const before = words[words.length - 2];
	return ((last === "pass" || last === "pwd") && before !== void 0 && !NOT_A_PASSWORD.test(before) || last.endsWith("token") || last.endsWith("auth") || last === "sig" || last === "signature" || (last === "key" || last === "keys") && before !== void 0 && !NOT_SECRET_KEYS.test(before)) && (!labelled || words.length > 1);
}
/** Capitalised words run together: a type name (`PasswordInput`, `SecretStr`), not a secret. */
const TYPE_NAME = /^(?:[A-Z][a-z]+){2,}$/;
/** In code, a variable or a type: an identifier, with dots and digits (`self.key`, `X25519PublicKey`). */
const CODE_IDENTIFIER = /^[A-Za-z_][\w.]*$/;
const LINE_END = /^[ \t]*(?:$|[\r\n#]|\\[nr])/;
/**
* The replacement for one named-value pattern: the value goes (its quotes stay) when the
* name is a credential's, unless it is bare and `keepsBare` says it reads as code. A
* quoted value is always a value.
*/
function replaceNamed(labelled, keepsBare = () => false) {
	return (match, ...rest) => {
		const groups = rest[rest.length - 1];
		const whole = rest[rest.length - 2];
		const offset = rest[rest.length - 3];
		if (!isCredentialName(groups.name, labelled)) return match;
		const value = groups.value;
		const quote = /^\\?["']/.exec(value)?.[0] ?? "";
		if (quote === "" && keepsBare(groups, whole.slice(offset + match.length))) return match;
		return `${match.slice(0, match.length - value.length)}${quote}${REDACTED}${quote}`;
	};
}
/**
* `x = y` and `obj.x=y` are code, where an identifier is a variable; with spaces around `=`
* a bare value counts only where it ends its line (INI), not before more code.
*/
const assigned = replaceNamed(false, (g, after) => {
	const spaced = /[ \t]/.test(g.sep);
	return (spaced || g.name.includes(".")) && CODE_IDENTIFIER.test(g.value) || spaced && !LINE_END.test(after);
});
/** `name: Type` is a type; `name: value` before `,;}` is code (an object, a struct field), where an identifier is a variable or a type. */
const labelled = replaceNamed(true, (g) => TYPE_NAME.test(g.value) || /^[,;}]$/.test(g.end ?? "") && CODE_IDENTIFIER.test(g.value));
/** A JSON or JavaScript object's `"name": value`: a bare identifier there is a variable. */
const inObject = replaceNamed(false, (g) => CODE_IDENTIFIER.test(g.value));
const flagged = replaceNamed(false);
function redact(text) {
	if (!MAY_HOLD_SECRET.test(text)) return text;
	return text.replace(SHAPED_SECRET, REDACTED).replace(PEM_PRIVATE_KEY, `$1${REDACTED}$2`).replace(WEBHOOK, `$1${REDACTED}`).replace(URL_PASSWORD, `$1:${REDACTED}@`).replace(AUTH_HEADER, `$1${REDACTED}`).replace(BEARER, `$1${REDACTED}`).replace(COOKIE_HEADER, `$1${REDACTED}`).replace(COOKIE_FLAG, `$1$2$3${REDACTED}`).replace(USER_FLAG, `$1$2$3:${REDACTED}`).replace(PASSWORD_FLAG, (match, ...lead) => `${lead.slice(0, 4).find((l) => typeof l === "string")}${REDACTED}`).replace(FLAG, flagged).replace(ESCAPED_JSON_VALUE, inObject).replace(JSON_VALUE, inObject).replace(ASSIGNED, assigned).replace(LABELLED, labelled);
}
// hooks/call-key.ts
/**
* Call keys: what makes two tool calls "the same call".
*
* Contract:
* - `canonicalJson(value)` is JSON with object keys sorted at every depth. It never
*   throws on odd input and never recurses (10,000-deep nesting is fine): values JSON
*   cannot hold are spelled so that they stay distinct, a cycle reads `"[cycle]"`.
*   `"2"` and `2` stay different because strings keep their quotes.
* - `callKeyText(tool, args)` is the tool plus its canonical arguments, leaving out
*   what the engine adds (`tool_use_id`, `agentId`, `requestMeta`, `consent`), the
*   `description` that the model rewords on every retry of Bash, Agent and Task, and
*   Bash's `timeout`: a longer wait runs the same command (a call it let succeed shows
*   as a new outcome, so the guard lets it go on), and the comment and blank lines around a
*   shell command: they change nothing that runs. `run_in_background` stays: it
*   changes what the call returns (a handle, not the output), so it is another call.
*   Arguments whose values are all scalars (nearly every call) are spelled value by value
*   as `canonicalJson` spells them, except that a string past `LONGEST_PLAIN_KEY`
*   characters (a file's content, a heredoc) is spelled `#` and its hash, unquoted, so it
*   cannot read as a string: the same texts give the same key, and a long value is hashed
*   once instead of escaped and then hashed. Past the quick-hash limit with no host hash
*   (digest.ts) such arguments take the general walk, whole.
* - `callKey(tool, args)` is that text, or a hash of it when it is long, so the
*   guard keeps short strings, never whole arguments.
* - `argumentExcerpt(tool, args)` is a short single-line excerpt for people and the
*   model, with credentials redacted and control characters escaped.
* - `callInfo(agent, tool, args, step?)` is all of it, as the guard takes a call; its
*   tool name is the shown one (`shownToolName`), the key is built from the raw call,
*   and its excerpt, the same as `argumentExcerpt`'s, is made only when first read.
*   `callInfoNow` is the same call, given at once unless its key waits for a native hash.
* The loop a call runs in (main or a subagent) is not part of the key: the guard
*  keeps a separate state per agent.
*/
/** Keys the engine puts on every call; they are not arguments of the tool. */
const ENGINE_KEYS = /* @__PURE__ */ new Set([
	"tool",
	"tool_use_id",
	"agentId",
	"requestMeta",
	"consent"
]);
/** Tools whose `description` argument is a free-text label that changes on retries. */
const DESCRIBED_TOOLS = /* @__PURE__ */ new Set([
	"bash",
	"agent",
	"task"
]);
/** Per tool, arguments that say how long to wait for a command, not what it runs. */
const WAIT_ARGS = /* @__PURE__ */ new Map([["bash", "timeout"]]);
/** Keys longer than this are kept as a hash. */
const LONGEST_PLAIN_KEY = 512;
/** JSON with sorted keys, built with an explicit stack so depth cannot overflow. */
function canonicalJson(value) {
	const out = [];
	const stack = [];
	const onPath = /* @__PURE__ */ new Set();
	let pending = value;
	let hasPending = true;
	for (;;) {
		if (hasPending) {
			hasPending = false;
			const v = pending;
			if (v !== null && typeof v === "object") {
				if (onPath.has(v)) out.push("\"[cycle]\"");
				else if (Array.isArray(v)) {
					onPath.add(v);
					out.push("[");
					stack.push({
						kind: "array",
						items: v,
						next: 0
					});
				} else {
					const source = v;
					onPath.add(source);
					out.push("{");
					stack.push({
						kind: "object",
						source,
						keys: keptKeys(source),
						next: 0
					});
				}
			} else out.push(scalarJson(v));
		}
		const top = stack[stack.length - 1];
		if (top === void 0) break;
		if (top.kind === "array") {
			if (top.next < top.items.length) {
				if (top.next > 0) out.push(",");
				pending = top.items[top.next++];
				hasPending = true;
				continue;
			}
			out.push("]");
			onPath.delete(top.items);
		} else {
			if (top.next < top.keys.length) {
				const key = top.keys[top.next++];
				out.push(`${top.next > 1 ? "," : ""}${JSON.stringify(key)}:`);
				pending = valueAt(top.source, key);
				hasPending = true;
				continue;
			}
			out.push("}");
			onPath.delete(top.source);
		}
		stack.pop();
	}
	return out.join("");
}
/** The keys JSON would keep (undefined, functions and symbols drop out), sorted. */
function keptKeys(source) {
	let keys;
	try {
		keys = Object.keys(source);
	} catch {
		return [];
	}
	return keys.filter((k) => {
		const t = typeof valueAt(source, k);
		return t !== "undefined" && t !== "function" && t !== "symbol";
	}).sort();
}
/** A property's value, or a marker when reading it throws (a getter, a proxy). */
function valueAt(source, key) {
	try {
		return source[key];
	} catch {
		return "[unreadable]";
	}
}
/** A non-object value as JSON, with the values JSON cannot hold spelled apart. */
function scalarJson(v) {
	switch (typeof v) {
		case "string": return JSON.stringify(v);
		case "number": return Number.isFinite(v) ? String(v) : `"[number ${String(v)}]"`;
		case "bigint": return `"[bigint ${v.toString()}]"`;
		case "boolean": return v ? "true" : "false";
		default: return "null";
	}
}
/** The arguments that identify a call: everything but the engine's keys, reworded labels and waits. */
function identifyingArgs(tool, args) {
	const kept = Object.create(null);
	for (const k of shapeOf$1(tool, Object.keys(args)).kept) kept[k] = args[k];
	return kept;
}
/**
* `canonicalJson` of the identifying arguments when their values are all strings, booleans,
* finite numbers or null (nearly every call), spelled value by value in the sorted order of
* the call's shape; `undefined` when a value needs the general walk. Both spell such values
* alike. In the engine's runtime each JavaScript step costs far more than native work
* (bench/README.md), so a tool's shape is worked out once and reused while it holds.
*/
function flatJson(tool, args) {
	const shape = shapeOf$1(tool, Object.keys(args));
	let json = "{";
	for (let i = 0; i < shape.kept.length; i++) {
		const v = args[shape.kept[i]];
		let spelled;
		switch (typeof v) {
			case "string":
				if (v.length <= LONGEST_PLAIN_KEY) spelled = JSON.stringify(v);
				else {
					const hash = hashTextNow(v);
					if (hash === void 0) return void 0;
					spelled = `#${hash}`;
				}
				break;
			case "boolean":
				spelled = v ? "true" : "false";
				break;
			case "number":
				if (!Number.isFinite(v)) return void 0;
				spelled = String(v);
				break;
			case "undefined":
			case "function":
			case "symbol": continue;
			default:
				if (v !== null) return void 0;
				spelled = "null";
		}
		json += `${json.length > 1 ? "," : ""}${shape.quoted[i]}${spelled}`;
	}
	return `${json}}`;
}
/** Per tool, the shapes of its latest calls, the latest first: a tool lists one of a few sets of names. */
const SHAPES = /* @__PURE__ */ new Map();
const MOST_TOOLS = 256;
const SHAPES_PER_TOOL = 4;
function shapeOf$1(tool, names) {
	let shapes = SHAPES.get(tool);
	if (shapes !== void 0) for (let i = 0; i < shapes.length; i++) {
		const seen = shapes[i];
		if (sameNames$1(seen.names, names)) return seen;
	}
	else {
		if (SHAPES.size >= MOST_TOOLS) SHAPES.clear();
		SHAPES.set(tool, shapes = []);
	}
	const shape = newShape(tool, names);
	shapes.unshift(shape);
	if (shapes.length > SHAPES_PER_TOOL) shapes.pop();
	return shape;
}
function newShape(tool, names) {
	const lower = tool.toLowerCase();
	const dropDescription = DESCRIBED_TOOLS.has(lower);
	const wait = WAIT_ARGS.get(lower);
	const kept = names.filter((k) => !ENGINE_KEYS.has(k) && !(dropDescription && k === "description") && k !== wait).sort();
	return {
		names,
		kept,
		quoted: kept.map((k) => `${JSON.stringify(k)}:`)
	};
}
function sameNames$1(a, b) {
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
}
/** The identifying arguments as the key spells them: canonical JSON, long flat strings hashed. */
function argumentsJson(tool, args) {
	return flatJson(tool, args) ?? wholeArgumentsJson(tool, args);
}
/** The identifying arguments as canonical JSON, every value whole: what an excerpt shows. */
function wholeArgumentsJson(tool, args) {
	return canonicalJson(identifyingArgs(tool, args));
}
/** A comment or blank line at either end of a shell command: it changes nothing that runs. */
const AROUND_A_COMMAND = /^(?:[ \t]*(?:#[^\n]*)?\n)+|(?:\n[ \t]*(?:#[^\n]*)?)+$/g;
/**
* The arguments as they decide what runs: a shell command without the comment and blank lines
* around it (the model rewrites a comment above a poll on every try; the poll is the same).
*/
function whatRuns(tool, args) {
	const command = args.command;
	if (typeof command !== "string" || command.length === 0 || !SHELL_TOOLS.has(tool.toLowerCase())) return args;
	const first = command.charCodeAt(0);
	const last = command.charCodeAt(command.length - 1);
	if (first !== 35 && first !== 10 && first !== 32 && first !== 9 && last !== 10 && last !== 32 && last !== 9 && !command.includes("\n#")) return args;
	const bare = command.replace(AROUND_A_COMMAND, "").trim();
	return bare === command || bare === "" ? args : {
		...args,
		command: bare
	};
}
const SHELL_TOOLS = /* @__PURE__ */ new Set(["bash"]);
async function keyOf(tool, text) {
	return keyNow(tool, text) ?? `${tool} #${await hashText(text)}`;
}
/** `keyOf` at once when its hash needs no wait (up to the quick-hash limit); else undefined. */
function keyNow(tool, text) {
	if (text.length <= LONGEST_PLAIN_KEY) return text;
	const hash = hashTextNow(text);
	return hash === void 0 ? void 0 : `${tool} #${hash}`;
}
/** Arguments people recognise first, in order of preference. */
const TELLING_ARGS = [
	"command",
	"file_path",
	"path",
	"pattern",
	"url",
	"query",
	"prompt",
	"notebook_path"
];
const EXCERPT_LENGTH = 60;
/** Room for the excerpt's source: cut before collapsing white space, so a 10 MB heredoc costs no more than a short command. */
const SOURCE_ROOM = 496;
/**
* The text the excerpt is made from, at most `SOURCE_ROOM` characters (twice that for an
* editor's verb and path); `whole` is true when no source was cut. `json` gives the
* canonical arguments, asked only when no telling argument is there.
*/
function excerptSource(args, json) {
	let telling;
	let full;
	for (let i = 0; i < TELLING_ARGS.length && typeof full !== "string"; i++) full = args[telling = TELLING_ARGS[i]];
	if (typeof full !== "string") full = json();
	const text = full;
	let raw = text.length <= SOURCE_ROOM ? text : text.slice(0, SOURCE_ROOM);
	let whole = text.length <= SOURCE_ROOM;
	const path = telling === "command" ? args.path ?? args.file_path : void 0;
	if (typeof path === "string" && /^\w+$/.test(raw)) {
		raw = `${raw} ${path.slice(0, SOURCE_ROOM)}`;
		whole &&= path.length <= SOURCE_ROOM;
	}
	return {
		raw,
		whole
	};
}
/** A copy of a short text that holds on to nothing else: a cut may keep the whole text it was cut from alive. */
function detached(text) {
	return JSON.parse(JSON.stringify(text));
}
/** The excerpt itself: redacted, on one line, printable, cut to `EXCERPT_LENGTH`. */
function excerptOf(source) {
	const line = printable(redact(source.raw).replace(/\s+/g, " ").trim());
	return line.length > EXCERPT_LENGTH ? `${line.slice(0, 59)}…` : line;
}
/**
* `callInfo` without a wait when none is needed: the call itself when its key is the text or
* a JavaScript hash of it (all but keys past the quick-hash limit), else a promise of it. In
* the engine's runtime each await costs a call more than the work it waits for (bench/README.md).
*/
function callInfoNow(agent, tool, given, step) {
	const args = whatRuns(tool, given);
	const text = `${tool} ${argumentsJson(tool, args)}`;
	const source = excerptSource(args, () => text.length <= LONGEST_PLAIN_KEY ? text.slice(tool.length + 1) : wholeArgumentsJson(tool, args));
	const excerpt = source.whole ? source : { raw: detached(source.raw) };
	const key = keyNow(tool, text);
	if (key !== void 0) return new Call(agent, shownName(tool), key, excerpt, step);
	return keyOf(tool, text).then((hashed) => new Call(agent, shownName(tool), hashed, excerpt, step));
}
/** Tool names seen, as shown: a call then runs no regular expression over its tool's name. */
const SHOWN_NAMES = /* @__PURE__ */ new Map();
const MOST_SHOWN_NAMES = 256;
function shownName(tool) {
	let shown = SHOWN_NAMES.get(tool);
	if (shown === void 0) {
		shown = shownToolName(tool);
		if (SHOWN_NAMES.size < MOST_SHOWN_NAMES) SHOWN_NAMES.set(tool, shown);
	}
	return shown;
}
/** `CallInfo` whose excerpt is made from its source when first read. */
var Call = class {
	agent;
	tool;
	key;
	madeExcerpt;
	step;
	constructor(agent, tool, key, madeExcerpt, step) {
		this.agent = agent;
		this.tool = tool;
		this.key = key;
		this.madeExcerpt = madeExcerpt;
		this.step = step;
	}
	get excerpt() {
		if (typeof this.madeExcerpt !== "string") this.madeExcerpt = excerptOf(this.madeExcerpt);
		return this.madeExcerpt;
	}
};
var CollectorNotes = class {
	on = false;
	pending = [];
	/** One intervention, with the id of the call it acted on when there is one, to ride on the next record. */
	note(i, of = {}) {
		if (!this.on) return;
		const saved = i.action === "block" ? 1 : 0;
		const attributes = {
			"loop_guard.rule": i.rule,
			"loop_guard.action": i.action,
			"loop_guard.tool": i.tool,
			"loop_guard.count": i.count,
			"loop_guard.agent": i.agent,
			"loop_guard.calls_saved": saved,
			"loop_guard.tokens_saved": saved > 0 ? Math.round(of.tokensSaved ?? 0) : 0,
			"loop_guard.turn_ended": i.action === "abort" || of.endsTurn === true ? 1 : 0
		};
		if (of.toolUseId !== void 0) attributes["loop_guard.tool_use_id"] = of.toolUseId;
		this.pending.push(attributes);
		if (this.pending.length > 64) this.pending.shift();
	}
	/** Whether the operator's log export is on: records leave the machine only then. */
	exporting(on) {
		this.on = on;
		if (!on) this.pending.length = 0;
	}
	/** The loop-guard attributes the record now leaving carries: the oldest waiting, if any. */
	take() {
		return this.pending.shift();
	}
	/** How many interventions wait for their record. */
	get waiting() {
		return this.pending.length;
	}
};
// hooks/options.ts
const DEFAULT_TRANSPARENT_TOOLS = [
	"TodoWrite",
	"TaskCreate",
	"TaskUpdate",
	"TaskList",
	"TaskGet"
];
const DEFAULTS = {
	mode: "enforce",
	failureNoteAt: 2,
	warnAt: 3,
	blockAt: 5,
	abortAfter: 3,
	transparentTools: DEFAULT_TRANSPARENT_TOOLS,
	dedupeOutput: true,
	textLoops: true,
	textRepeatAt: 5,
	telemetry: true
};
/** Every option, in the order `DEFAULTS` lists them: the one list, which the manifest, the report and README follow (options.spec.ts checks the manifest and README). */
const OPTION_NAMES = Object.keys(DEFAULTS);
const MODES = [
	"enforce",
	"advise",
	"observe"
];
/** Given values longer than this are cut in messages: a pasted list should not flood the report. */
const MAX_GIVEN = 40;
function readSettings(raw) {
	const problems = [];
	const sources = {};
	const notUsed = (name, given, why, using) => {
		const shown = describe(given);
		sources[name] = {
			kind: "not used",
			given: shown,
			why
		};
		problems.push(`${name} ${shown} is not used: it ${why}; using ${using}.`);
	};
	const whole = (name, floor, zeroMeans) => {
		const value = raw[name];
		const fallback = DEFAULTS[name];
		if (isBlank$1(value) || value === fallback) {
			sources[name] = { kind: "default" };
			return fallback;
		}
		if (!(typeof value === "number" && Number.isInteger(value) && (value >= floor || zeroMeans !== void 0 && value === 0))) {
			const range = zeroMeans !== void 0 ? `0 to ${zeroMeans}, or a whole number from ${floor} up` : `a whole number from ${floor} up`;
			notUsed(name, value, `must be ${range}`, `${name} ${fallback}, the default`);
			return fallback;
		}
		sources[name] = { kind: "user" };
		return value;
	};
	const failureNoteAt = whole("failureNoteAt", 2);
	let warnAt = whole("warnAt", 2);
	let blockAt = whole("blockAt", 2, "never refuse");
	const abortAfter = whole("abortAfter", 1, "never end a turn");
	if (blockAt !== 0 && blockAt <= warnAt && sources.blockAt.kind === "user") {
		notUsed("blockAt", blockAt, `must be above warnAt ${warnAt}`, `blockAt ${DEFAULTS.blockAt}, the default`);
		blockAt = DEFAULTS.blockAt;
	}
	if (blockAt !== 0 && blockAt <= warnAt) {
		notUsed("warnAt", warnAt, `must be below blockAt ${blockAt}`, `warnAt ${DEFAULTS.warnAt}, the default`);
		warnAt = DEFAULTS.warnAt;
	}
	let mode = DEFAULTS.mode;
	sources.mode = { kind: "default" };
	if (!isBlank$1(raw.mode) && raw.mode !== DEFAULTS.mode) {
		if (MODES.includes(raw.mode)) {
			mode = raw.mode;
			sources.mode = { kind: "user" };
		} else notUsed("mode", raw.mode, "must be enforce, advise or observe", `mode ${DEFAULTS.mode}, the default`);
	}
	let transparent = DEFAULT_TRANSPARENT_TOOLS;
	sources.transparentTools = { kind: "default" };
	const names = toolNames(raw.transparentTools);
	if (names === "invalid") notUsed("transparentTools", raw.transparentTools, "must be tool names, as a list or separated by commas", "the todo and task tools, the default");
	else if (names !== void 0) {
		transparent = names;
		sources.transparentTools = { kind: sameNames(names, DEFAULT_TRANSPARENT_TOOLS) ? "default" : "user" };
	}
	let dedupeOutput = DEFAULTS.dedupeOutput;
	sources.dedupeOutput = { kind: "default" };
	if (!isBlank$1(raw.dedupeOutput) && raw.dedupeOutput !== DEFAULTS.dedupeOutput) {
		if (typeof raw.dedupeOutput === "boolean") {
			dedupeOutput = raw.dedupeOutput;
			sources.dedupeOutput = { kind: "user" };
		} else notUsed("dedupeOutput", raw.dedupeOutput, "must be true or false", "true, the default");
	}
	const onOff = (name) => {
		const value = raw[name];
		sources[name] = { kind: "default" };
		if (value === void 0 || value === DEFAULTS[name]) return DEFAULTS[name];
		if (typeof value !== "boolean") {
			notUsed(name, value, "must be true or false", `${DEFAULTS[name]}, the default`);
			return DEFAULTS[name];
		}
		sources[name] = { kind: "user" };
		return value;
	};
	const textLoops = onOff("textLoops");
	const textRepeatAt = whole("textRepeatAt", 2);
	const telemetry = onOff("telemetry");
	return {
		settings: {
			mode,
			failureNoteAt,
			warnAt,
			blockAt,
			abortAfter,
			transparentTools: new Set(transparent.map((t) => t.toLowerCase())),
			dedupeOutput,
			textLoops,
			textRepeatAt,
			telemetry
		},
		problems,
		sources
	};
}
/** Unset, or left blank: `""` is what an emptied field of a settings file holds. */
function isBlank$1(value) {
	return value === void 0 || value === "";
}
/**
* The tool names in a list or a comma-separated string, trimmed, empty ones dropped;
* undefined when nothing is set (a blank string included); 'invalid' for anything else.
*/
function toolNames(value) {
	if (value === void 0 || typeof value === "string" && value.trim() === "") return void 0;
	const parts = typeof value === "string" ? [value] : value;
	if (!Array.isArray(parts) || !parts.every((t) => typeof t === "string")) return "invalid";
	return parts.flatMap((t) => t.split(",")).map((t) => t.trim()).filter((t) => t !== "");
}
/** A value as the user would write it, whatever its type, on one line and short. */
function describe(value) {
	let text;
	if (typeof value === "bigint") text = value.toString();
	else if (typeof value === "number") text = String(value);
	else try {
		text = JSON.stringify(value) ?? String(value);
	} catch {
		text = String(value);
	}
	return text.length > MAX_GIVEN ? `${text.slice(0, 39)}…` : text;
}
function sameNames(a, b) {
	const norm = (list) => [...new Set(list.map((t) => t.trim().toLowerCase()))].sort().join(",");
	return norm(a) === norm(b);
}
// hooks/command.ts
/**
* The `/loop-guard` command: what each argument does and the text it answers with.
*
* Contract: `runCommand(args, guard, context)` acts on the guard (pause, resume,
* allow) and returns the text shown to the person; it never throws. No argument (or
* `report`, `status`) gives this session's report; `off` / `on` pause and resume;
* `allow [N]` lets the most recently refused exact call run N more times (1 by
* default) up to a ceiling no override lifts; `help` lists the subcommands; anything
* else says so, repeating at most 60 printable characters of what was typed. The
* engine heads the output with the plugin's name, so the text does not repeat it.
* The engine draws the text as markdown: whatever it did not come from us (tool names,
* excerpts, a setting's value, what was typed) goes through `markdownLiteral`, so it is
* drawn as the characters it holds, never as emphasis, a link or a heading.
*/
const HELP = [
	"/loop-guard          this session's report: loops, refusals, top calls, options",
	"/loop-guard off      pause the guard for this session",
	"/loop-guard on       resume it",
	"/loop-guard allow    let the most recently refused exact call run once more",
	"/loop-guard allow N  let it run up to N more times (capped)",
	"/loop-guard help     this list"
].join("\n");
function runCommand(args, guard, context) {
	const [verb = "", count, ...extra] = args.trim().split(/\s+/).filter((w) => w !== "");
	switch (verb.toLowerCase()) {
		case "":
		case "report":
		case "status": return report(guard, context);
		case "off":
			guard.setPaused(true);
			return "paused for this session: no notes, refusals or turn ends. /loop-guard on resumes.";
		case "on": {
			const wasPaused = guard.isPaused;
			guard.setPaused(false);
			return wasPaused ? "on: watching for repeated calls again." : "already on: watching for repeated calls. /loop-guard off pauses it.";
		}
		case "help": return HELP;
		case "allow": {
			const times = count === void 0 ? 1 : Number(count);
			if (!Number.isInteger(times) || times < 1 || extra.length > 0) return `allow takes a whole number of calls, 1 or more, e.g. /loop-guard allow 2 (got "${echoed(args)}").`;
			const granted = guard.allow(times);
			if (granted === void 0) return "nothing to allow: no call has been refused in this session.";
			const what = `${markdownLiteral(granted.tool)} (${markdownLiteral(`\`${granted.excerpt}\``)})`;
			if (granted.granted === 0) return `${what} has reached the ceiling of ${granted.ceiling} identical calls; no override lifts it. Change the approach, or send a new prompt.`;
			const capped = granted.granted < times ? ` (capped: the ceiling is ${granted.ceiling} identical calls)` : "";
			return `allowed ${what} to run ${granted.granted === 1 ? "once more" : `${granted.granted} more times`}${capped}, in this session only.`;
		}
		default: return `unknown argument "${echoed(args)}".\n${HELP}`;
	}
}
function report(guard, context) {
	const { stats } = guard;
	const lines = [
		guard.isPaused ? "paused (/loop-guard on resumes)" : `on, mode ${context.options.settings.mode}`,
		`this session: ${plural(stats.chainsFlagged, "loop")} flagged · ${tally(stats)}`,
		`estimated calls saved: ${stats.refusals} (refused calls never ran)`,
		tokensLine(context.tokens)
	];
	const top = [...stats.topRepeats.values()].sort((a, b) => b.count - a.count).slice(0, 5);
	if (top.length > 0) {
		lines.push("top repeated calls:");
		for (const t of top) lines.push(`  ${markdownLiteral(t.tool)} ×${t.count}  ${markdownLiteral(t.excerpt)}${t.rule !== void 0 ? `  (${t.rule})` : ""}`);
	}
	const lifetime = context.lifetime;
	if (lifetime !== void 0) {
		const all = hadInterventions(stats) ? addToLifetime(lifetime, stats) : lifetime;
		lines.push(`all sessions: ${plural(all.sessions, "session")} with loops · ${tally(all)}`);
	}
	lines.push("options:", ...optionLines(context.options));
	return lines.join("\n");
}
/** The same counts, in the same words, for this session and for all of them. */
function tally(t) {
	return `${plural(t.notes, "note")} · ${plural(t.warnings, "warning")} · ${plural(t.refusals, "call")} refused · ${plural(t.turnsEnded, "turn")} ended`;
}
/** Report lines end before this column, so the terminal never wraps them at 100 columns. */
const REPORT_WIDTH = 90;
const NAME_COLUMN = Math.max(...OPTION_NAMES.map((n) => n.length)) + 2;
/**
* One option per line: its name, the value in force and where it came from. A value the
* user gave that was not used shows beside the one used: `blockAt 5 (you set 2: must be
* above warnAt 3)`. A long tool list goes on under its own indent rather than wrap.
*/
function optionLines({ settings, sources }) {
	const value = {
		mode: settings.mode,
		failureNoteAt: String(settings.failureNoteAt),
		warnAt: String(settings.warnAt),
		blockAt: settings.blockAt === 0 ? "never" : String(settings.blockAt),
		abortAfter: settings.abortAfter === 0 ? "never" : String(settings.abortAfter),
		transparentTools: [...settings.transparentTools].join(", ") || "none",
		dedupeOutput: settings.dedupeOutput ? "on" : "off",
		textLoops: settings.textLoops ? "on" : "off",
		textRepeatAt: String(settings.textRepeatAt),
		telemetry: settings.telemetry ? "on" : "off"
	};
	return OPTION_NAMES.flatMap((name) => {
		const source = sources[name];
		const from = source.kind === "not used" ? `you set ${markdownLiteral(source.given)}: ${source.why}` : source.kind === "user" ? "set by you" : "default";
		return wrap(`  ${name.padEnd(NAME_COLUMN)}`, `${markdownLiteral(value[name])} (${from})`);
	});
}
/** `lead` then `text`, broken at spaces into lines of REPORT_WIDTH as drawn, each continuation under the first. */
function wrap(lead, text) {
	const lines = [];
	let line = "";
	for (const word of text.split(" ")) if (line !== "" && lead.length + drawnLength(line) + 1 + drawnLength(word) > REPORT_WIDTH) {
		lines.push(line);
		line = word;
	} else line = line === "" ? word : `${line} ${word}`;
	lines.push(line);
	return lines.map((l, i) => `${i === 0 ? lead : " ".repeat(lead.length)}${l}`);
}
/** The length of markdown as drawn: a backslash escape (markdownLiteral's) takes no room on screen. */
function drawnLength(markdown) {
	return markdown.replace(/\\([!-/:-@[-`{-~])/g, "$1").length;
}
/** Each response's tokens shared evenly among its calls (the README says how). */
function tokensLine(t) {
	if (t === void 0) return "estimated tokens: no usage reported yet";
	return `estimated tokens: ${thousands(t.inLoops)} of ${thousands(t.all)} on calls in flagged loops (${thousands(t.cacheReads.inLoops)} cache reads) · ${thousands(t.savedByRefusal)} on refused calls`;
}
/** Whether a session counts among the lifetime's "sessions with loops": it drew a note, a warning or a refusal. */
function hadInterventions(s) {
	return s.notes + s.warnings + s.refusals > 0;
}
/** Adds this session's interventions to the lifetime totals. */
function addToLifetime(previous, s) {
	const base = readLifetime(previous) ?? {
		sessions: 0,
		notes: 0,
		warnings: 0,
		refusals: 0,
		turnsEnded: 0
	};
	return {
		sessions: base.sessions + 1,
		notes: base.notes + s.notes,
		warnings: base.warnings + s.warnings,
		refusals: base.refusals + s.refusals,
		turnsEnded: base.turnsEnded + s.turnsEnded
	};
}
/** The stored totals, if they have the expected shape. */
function readLifetime(stored) {
	if (stored === null || typeof stored !== "object") return void 0;
	const r = stored;
	if (![
		"sessions",
		"notes",
		"warnings",
		"refusals",
		"turnsEnded"
	].every((k) => typeof r[k] === "number")) return void 0;
	return {
		sessions: r.sessions,
		notes: r.notes,
		warnings: r.warnings,
		refusals: r.refusals,
		turnsEnded: r.turnsEnded
	};
}
const LONGEST_ECHO = 60;
/** What the person typed, as a reply repeats it: one printable line, cut short, drawn as typed. */
function echoed(args) {
	const typed = printable(args.trim().slice(0, 240));
	return markdownLiteral(typed.length > LONGEST_ECHO ? `${typed.slice(0, 59)}…` : typed);
}
// hooks/normalize.ts
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
const MARK$1 = "";
/** What a token may not be glued to on its right: a word character, a placeholder, or a colon and a digit (`12:34:56:78` is no time). */
const END = `(?![\\w${MARK$1}]|:\\d)`;
/** What a duration may not be glued to on its right (a colon may follow: `after 2 ms: …`). */
const DUR_END = `(?![\\w${MARK$1}])`;
const ANSI = String.raw`\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]`;
/** A date and a time of day to the second spelled with `_` throughout (pt-stalk's `2026_12_02_20_41_07`): opening a line with words after it, the log's clock (elsewhere such a name may be a thing's, a snapshot's). */
const UNDERSCORED_STAMP = String.raw`([ \t]*)\d{4}_\d{2}_\d{2}_\d{2}_\d{2}_\d{2}(?=[ \t]+\S)`;
/**
* What may not follow a time's fraction of a second: more digits, or a decimal point and a digit (GreptimeDB's CSV row
* `web-1,2026-12-02 20:56:00,41.2` holds the time, then a comma, then the value `41.2`, no fraction `,41`).
*/
const NO_DECIMAL_AFTER = String.raw`(?![\d]|[.,]\d)`;
/** A date or date-time, and a clock time with seconds, each after a word boundary (`\b`). */
const ISO_BODY = String.raw`\d{4}-\d{2}-\d{2}(?:(?:T| {1,2})\d{1,2}[:_]\d{2}(?:[:_]\d{2}(?:[.,_]\d+${NO_DECIMAL_AFTER})?)?(?:\s?[AP]M\b|Z| ?[+-]\d{2}:?\d{2}\b| UTC\b)?|T\d{6}(?:[.,]\d+)?(?:Z|[+-]\d{4}\b)?)?` + END;
/** A clock time, but not three octets of a MAC address (`52:54:00:A7:3C:19`): no hex pair joined by a colon on either side. */
const CLOCK_BODY = String.raw`(?<![0-9A-Fa-f]{2}:)\d{1,2}:\d{2}:\d{2}(?:[.,]\d+${NO_DECIMAL_AFTER})?(?:\s?[AP]M\b)?(?!:[0-9A-Fa-f]{2}(?!\w))` + END;
/** A date written with a month's name, then a clock time: `Tuesday 04 March 2025  10:12:33`, `Mar  4 10:12:33`, ctime's `Tue Mar  4 10:12:33 2025`. */
const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?`;
const WORDED_DATE = String.raw`(?:\d{1,2}[ \t]+${MONTH}[ \t]+\d{4}|${MONTH}[ \t]+\d{1,2}(?:,?[ \t]+\d{4})?)[ \t,]+${CLOCK_BODY}(?:[ \t]*[+-]\d{4}\b)?(?:[ \t]+(?:[A-Z]{3,4}[ \t]+)?\d{4}\b)?`;
const WEEKDAY = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
const WORDED_BODY = String.raw`(?:${WEEKDAY}[a-z]*,?[ \t]+)?${WORDED_DATE}`;
/** A line that is `date`'s stamp alone, its weekday first (`Wed Dec  2 21:04:02 UTC 2026`): judge.ts reads it heading a report. */
const DATE_STAMP_LINE = new RegExp(String.raw`^[ \t]*${WEEKDAY}[ \t]+${WORDED_DATE}[ \t]*$`);
const ISO = String.raw`\b${ISO_BODY}`;
const CLOCK = String.raw`\b${CLOCK_BODY}`;
/** A duration with its unit, or Go's composite `1m2.5s`. */
const DUR = String.raw`(?:\d+(?:\.\d+)?(?:h|m|s|ms|µs|μs|us|ns)){2,}|\d+(?:\.\d+)?[ \t]?(?:ns|µs|μs|us|ms|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\b`;
/** A test runner's result line (at a line's start): a mark, or go's `ok`/`FAIL` with a package. */
const RESULT_LINE = String.raw`[ \t]*(?:[✓✔✗✘×❯↓√]|=>|PASS\b|FAIL\b|ok\b)[^\n]*?[ \t]`;
/** What a date (`1-0`) or a clock time (`1:0`) cannot do without. */
const DATE_OR_CLOCK = String.raw`\d[-:]\d`;
/** What a duration cannot do without: a digit, perhaps a space, the first letter of a unit. */
const A_DURATION = String.raw`\d[ \t]?[nµμumsh]`;
const UUID = String.raw`[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}`;
const A_UUID = String.raw`-[0-9a-fA-F]{4}-`;
/** Kinds of id minted for each run or request (`RequestId`, `trace_id`, `invocationId`): a UUID under one is noise. */
const MINTED_KIND = String.raw`[Rr]equest|REQUEST|[Tt]race|TRACE|[Ss]pan|[Cc]orrelation|[Ii]nvocation|[Ee]xecution|[Ss]ession|[Oo]peration|[Tt]ransaction|[Mm]essage|[Cc]lient|[Cc]onnection|[Rr]un|[Jj]ob|[Tt]ask|[Bb]uild|[Dd]eployment|[Ww]orkflow|[Pp]ipeline|[Ee]vent_?[Ss]tream|[Ss]ubmission|[Aa]ctivation|[Rr]elease|[Cc]ommand|[Qq]uery|[Ss]tatement|[Cc]ontext|[Tt]oken`;
/** Kinds of thing a UUID names for good: an account and what holds it (a subscription, a tenant, a project, an organization). */
const ACCOUNT_KIND = String.raw`(?:[Ss]ubscription|[Tt]enant|[Aa]ccount|[Pp]roject|[Oo]rganization)`;
/** Words that date the subject a command reports on (a process's start as a field, `started=`; a file's change), or name a limit (Slurm's `TimeLimit=04:00:00`: a setting): the time after them is a value. */
const SUBJECT_DATED = String.raw`(?:(?<!\b[Rr]un )[Ss]tarted(?:_?[Aa]t)?(?=[:=])|(?:LAST )?DEPLOYED:|[Dd]eployed(?: at| on)?|[Uu]pdated(?: at| on)?|[Ss]ince|[Cc]reated(?: at| on)?|[Bb]ooted(?: at| on)?|[Mm]odified(?: at| on)?|[Ll]ast-[Mm]odified:|[Ll]ast [a-z]+ed(?: at| on)?|(?:[Oo]ldest|[Nn]ewest|[Ee]arliest|[Ll]atest)\b[^:\n]{0,48}:|[Bb]irth:|[Mm]odify:|[Cc]hange:|[Ee]xpires:?|[Ii]ssued(?: at| on)?|[Ff]irst [Ss]een|[Ll]ast [Ss]een|not[ _]?[Aa]fter[:=]?|not[ _]?[Bb]efore[:=]?|[Vv]alid (?:until|from)[:=]?|(?!Current )[A-Z][a-z]+ [Dd]ate["']?:|(?:[Uu]p|[Dd]own|[Cc]rashed|[Ii]dle|[Ss]tarting|[Ss]topped|[Ee]xited|[Ff]ailed)(?= \d{4}[-/])|(?:[Cc]reat(?:ion|ed?)|[Ll]aunch|[Ss]tart|[Ee]xpir(?:y|ation)|[Mm]odifi(?:ed|cation)|[Uu]pdated?)_?(?:[Tt]ime(?:stamp)?|[Aa]t|[Dd]ate)"?[:=]|(?:[Rr]estart|[Bb]oot)[ _]?(?:[Tt]ime|[Aa]t|[Dd]ate)[:=]|[a-z]+(?:On|At|Updated|Seen)(?="?[:=])|[a-z]+_since(?="?[:=])|[A-Za-z]*(?:[Ll]imit|[Tt]imeout)(?=[:=])|[\w.]*[._](?:start|end)"(?=[ \t]*:)|(?:started|ended|opened|closed|resolved|detected|fired|triggered|first|last)(?<=,[ \t][a-z]+)(?=[ \t]+\d{4}-\d{2}-\d{2}[T ]))`;
/** A process's pid as a status field: at a line's start (`Main PID: 4242`, nagiostats' `Nagios PID:`, emctl's `Agent Process ID :`), or alone on its line (monit's `pid  4242`). */
const MAIN_PID = String.raw`[ \t]*(?:[A-Z][\w-]* )?(?:PID|Process ID)[ \t]*:[ \t]*\d+`;
const PID_ALONE = String.raw`[ \t]*(?:[Pp]arent )?[pP][iI][dD]:?[ \t]+\d+[ \t]*$`;
/** A line that opens with such a field: its pid is what a status query reports, a value (judge.ts reads it too). */
const PID_STATUS_FIELD = new RegExp(`^(?:${MAIN_PID}|${PID_ALONE})`);
/** A path under the system's temp folder (`/tmp/tmp4kq9z2vnbuild/pycurl/`, macOS's `/var/folders/…`, Windows' `…\\Temp\\…`). */
const TEMP_PATH_SOURCE = String.raw`(?:/private)?/(?:tmp|var/tmp|var/folders)/[^\s'"\x60:;,()[\]{}<>]+|(?<![\w${MARK$1}])[A-Za-z]:\\Users\\[^\\\s]+\\AppData\\Local\\Temp\\[^\s'"\x60:;,()[\]{}<>]+`;
/** Those paths, for judge.ts to read what lies inside them. */
const TEMP_PATH = new RegExp(TEMP_PATH_SOURCE, "g");
/** Claude Code's own line after a command that changed folder: the engine's, not the tool's. */
const CWD_RESET_LINE = String.raw`Shell cwd was reset to [^\n]*(?:\n|$)`;
/** Unless what stands before `in` or `after` makes the duration a wait or a limit, not the run's time: a verb in -ing (`Retrying in 5s`; not one the word before says is over, `Completed executing in`), a timeout, a deadline, a clause that retries, what is still to come (`will expire in 60 minutes`, `expires in`). */
const UNLESS_A_WAIT = String.raw`(?<!(?<![A-Za-z]ed |[Dd]one )\b[A-Za-z]+ing |[Tt]imeout |[Dd]eadline |[Tt]ime(?:out|d out)[^\n]*|[Rr]etrying [^\n.;,:]*|\b[Ee]xpires? |\bwill (?:be )?[A-Za-z]+ )`;
const LINE = "^";
const WORD = "\\b";
const RULES = [
	{
		needs: "Shell cwd",
		at: LINE,
		pattern: CWD_RESET_LINE,
		placeholder: ""
	},
	{
		needs: DATE_OR_CLOCK,
		at: LINE,
		pattern: String.raw`[ \t]*(?:${ISO}|${CLOCK}|${WORDED_BODY}(?:[ \t]+[A-Z]{3,4})?)[ \t]*$`,
		placeholder: null
	},
	{
		needs: A_UUID,
		at: LINE,
		pattern: String.raw`[ \t]*${UUID}[ \t]*$`,
		placeholder: null
	},
	{
		needs: String.raw`\d_\d\d_\d`,
		at: LINE,
		pattern: UNDERSCORED_STAMP,
		placeholder: `${MARK$1}t`,
		keepsPrefix: true
	},
	{
		needs: String.raw`UUID[ \t]*[:=]`,
		at: LINE,
		pattern: String.raw`[ \t]*UUID[ \t]*[:=][ \t]*${UUID}`,
		placeholder: null
	},
	{
		needs: String.raw`id['"][ \t]*[:=][ \t]*['"][0-9a-fA-F]{8}-`,
		pattern: String.raw`(?<!['"]errors?['"][ \t]*[:=][ \t]*\{[^{}\n]*)['"]id['"][ \t]*[:=][ \t]*['"]${UUID}`,
		placeholder: null
	},
	{
		needs: String.raw`(?:Id|ID|_id)['"][ \t]*[:=][ \t]*['"][0-9a-fA-F]{8}-`,
		pattern: String.raw`(?<!['"]errors?['"][ \t]*[:=][ \t]*\{[^{}\n]*)['"][A-Za-z_]*(?<!${MINTED_KIND})(?:Id|ID|_id)['"][ \t]*[:=][ \t]*['"]${UUID}`,
		placeholder: null
	},
	{
		needs: String.raw`(?:PID|Process ID)[ \t]*:`,
		at: LINE,
		pattern: MAIN_PID,
		placeholder: null
	},
	{
		needs: String.raw`[pP][iI][dD]:?[ \t]+\d`,
		at: LINE,
		pattern: PID_ALONE,
		placeholder: null
	},
	{
		needs: "Time:|Duration",
		at: LINE,
		pattern: String.raw`([ \t]*(?:\[[\w.-]+\][ \t]+)?)(?:Time:|Duration\b)[^\n\d]*\d(?:[^\n.]|\.(?![ \t]))*`,
		placeholder: `${MARK$1}T`,
		keepsPrefix: true
	},
	{
		needs: String.raw`#\d`,
		at: LINE,
		pattern: String.raw`#\d+ \d+\.\d+(?: |$)`,
		placeholder: `#${MARK$1}b `
	},
	{
		needs: A_DURATION,
		at: LINE,
		pattern: String.raw`(?:real|user|sys)[ \t]+(?:${DUR})[ \t]*$`,
		placeholder: `${MARK$1}d`
	},
	{
		needs: A_DURATION,
		at: LINE,
		pattern: String.raw`[ \t]*(?:${DUR})[ \t]+(?=(?:call|setup|teardown)\b)`,
		placeholder: `${MARK$1}d `
	},
	{
		needs: A_DURATION,
		at: LINE,
		pattern: `(${RESULT_LINE})(?:${DUR})(?=[ \\t]*$)`,
		placeholder: `${MARK$1}d`,
		keepsPrefix: true
	},
	{
		needs: A_DURATION,
		at: WORD,
		pattern: String.raw`((?:${UNLESS_A_WAIT}in|${UNLESS_A_WAIT}after|elapsed|Elapsed|Building|DONE)[ \t]+)(?:${DUR})` + DUR_END,
		placeholder: `${MARK$1}d`,
		keepsPrefix: true
	},
	{
		needs: A_DURATION,
		pattern: String.raw`(?<!\b(?:[Ll]imits?|[Qq]uota|[Mm]ax(?:imum)?)\b[^\n()]{0,40})\((?:${DUR})\)(?![ \t]*:[ \t]*\S)`,
		placeholder: `(${MARK$1}d)`
	},
	{
		needs: DATE_OR_CLOCK,
		at: WORD,
		pattern: String.raw`${SUBJECT_DATED}[:=]?[ \t]*(?:(?!took\b)[^\n]){0,32}?(?:${ISO_BODY}|${CLOCK_BODY})`,
		placeholder: null
	},
	{
		needs: DATE_OR_CLOCK,
		at: WORD,
		pattern: String.raw`\d{4}-\d{2}-\d{2}(?![T\d:_]|-\d|[ \t]{1,2}\d)`,
		placeholder: null
	},
	{
		needs: DATE_OR_CLOCK,
		at: WORD,
		pattern: WORDED_BODY,
		placeholder: `${MARK$1}t`
	},
	{
		needs: DATE_OR_CLOCK,
		at: WORD,
		pattern: String.raw`${ISO_BODY}(?!-\d{6}(?!\d))`,
		placeholder: `${MARK$1}t`
	},
	{
		needs: DATE_OR_CLOCK,
		at: WORD,
		pattern: String.raw`\d{2}/${MONTH}/\d{4}:\d{2}:\d{2}:\d{2}(?:[ \t][+-]\d{4})?` + END,
		placeholder: `${MARK$1}t`
	},
	{
		needs: DATE_OR_CLOCK,
		at: WORD,
		pattern: String.raw`(?:\d{4}/\d{2}/\d{2}|\d{1,2}/\d{1,2}/\d{4})(?=[ T]${CLOCK_BODY})`,
		placeholder: `${MARK$1}t`
	},
	{
		needs: DATE_OR_CLOCK,
		at: WORD,
		pattern: CLOCK_BODY,
		placeholder: `${MARK$1}t`
	},
	{
		needs: "arn:",
		at: WORD,
		pattern: String.raw`arn:[^\s"']*?${UUID}`,
		placeholder: null
	},
	{
		needs: ACCOUNT_KIND,
		at: WORD,
		pattern: String.raw`${ACCOUNT_KIND}s?[/ :='"]+${UUID}`,
		placeholder: null
	},
	{
		needs: A_UUID,
		at: WORD,
		pattern: String.raw`${UUID}(?= \(\d+\))(?<=(?:^|[ \t(:,'"])[a-z][\w-]*/${UUID})`,
		placeholder: null
	},
	{
		needs: A_UUID,
		at: WORD,
		pattern: String.raw`(\w+_)?${UUID}\b`,
		placeholder: `${MARK$1}u`,
		keepsPrefix: true
	},
	{
		needs: String.raw`[pP][iI][dD][=: ]`,
		at: WORD,
		pattern: String.raw`[pP][iI][dD][=: ][ \t]*\d+\b`,
		placeholder: `pid ${MARK$1}p`
	},
	{
		needs: String.raw`\(node:`,
		pattern: String.raw`\(node:\d+\)`,
		placeholder: `(node:${MARK$1}p)`
	},
	{
		needs: String.raw`\.\d+\.\d+>`,
		pattern: String.raw`(?<![\w:])<\d+\.\d+\.\d+>`,
		placeholder: `<${MARK$1}p>`
	},
	{
		needs: String.raw`process \[`,
		at: WORD,
		pattern: String.raw`process \[\d+\]`,
		placeholder: `process [${MARK$1}p]`
	},
	{
		needs: String.raw`\] \[`,
		pattern: String.raw`\[\d+\](?= \[[A-Z]+\])`,
		placeholder: `[${MARK$1}p]`
	},
	{
		needs: "0x",
		at: WORD,
		pattern: String.raw`((?:at|address) )0x[0-9a-fA-F]{4,}\b`,
		placeholder: `${MARK$1}a`,
		keepsPrefix: true
	},
	{
		needs: "[sS]ession",
		at: WORD,
		pattern: String.raw`[sS]ession(?:[ _-]?[iI][dD])?[=: ][ \t]*(?=[\w.-]*\d)[\w.-]{6,}`,
		placeholder: `session ${MARK$1}s`
	},
	{
		needs: String.raw`/tmp/|/var/|\\Temp\\`,
		pattern: TEMP_PATH_SOURCE,
		placeholder: `${MARK$1}f`
	}
];
/** Colour codes go first, so that a token right after one still starts at a word boundary. */
const COLOUR_CODES = new RegExp(ANSI, "g");
/**
* One alternation of every rule, each in a capture group (a rule's kept context word in a
* second one); the group that matched picks the placeholder. Rules hold no other groups.
*/
const NOISE = new RegExp(alternation(RULES), "gm");
/** Per rule, the index of its group among the replacer's arguments (after the match). */
const GROUP_OF_RULE = [];
for (let i = 0, group = 0; i < RULES.length; i++) {
	GROUP_OF_RULE.push(group);
	group += RULES[i].keepsPrefix === true ? 2 : 1;
}
/**
* The rules as one alternation, in order: `A|B` for rules without an anchor, `^(?:A|B)` for
* rules in a row at a line's start (`\b(?:A|B)` at a word boundary), which matches what
* `^A|^B` does with the anchor tested once per position instead of once per rule.
*/
function alternation(rules) {
	const parts = [];
	for (let i = 0; i < rules.length;) {
		const at = rules[i].at;
		const run = [];
		for (; i < rules.length && rules[i].at === at; i++) run.push(`(${rules[i].pattern})`);
		parts.push(at === void 0 ? run.join("|") : `${at}(?:${run.join("|")})`);
	}
	return parts.join("|");
}
/** Cheap test for whether a text can hold any noise token at all: what some rule needs, or a colour code. */
const MAY_HOLD_NOISE = new RegExp([...new Set(RULES.map((r) => r.needs)), String.raw`\x1b`].join("|"));
const CWD_RESET = new RegExp(`^${CWD_RESET_LINE}`, "gm");
/** The text without what is only presentation (colour codes, the engine's cwd-reset line) and the white space at its ends. */
function cleanText(text) {
	let out = text.includes("\x1B") ? text.replace(COLOUR_CODES, "") : text;
	if (out.includes("Shell cwd was reset")) out = out.replace(CWD_RESET, "");
	return out.trim();
}
function normalizeStrict(text) {
	if (!MAY_HOLD_NOISE.test(text)) return text;
	const normal = (text.includes("\x1B") ? text.replace(COLOUR_CODES, "") : text).replace(NOISE, replaceToken);
	return normal.includes(`${MARK$1}t`) ? normal.replace(TIMESTAMP_RUN, `${MARK$1}t`) : normal;
}
const TIMESTAMP_RUN = new RegExp(`${MARK$1}t(?:[ T]${MARK$1}t)+`, "g");
function replaceToken(match, ...groups) {
	for (let i = 0; i < RULES.length; i++) {
		const group = GROUP_OF_RULE[i];
		if (groups[group] === void 0) continue;
		const rule = RULES[i];
		if (rule.placeholder === null) return match;
		if (rule.keepsPrefix !== true) return rule.placeholder;
		const prefix = groups[group + 1] ?? "";
		return `${MAY_HOLD_NOISE.test(prefix) ? prefix.replace(NOISE, replaceToken) : prefix}${rule.placeholder}`;
	}
	return match;
}
/** Every digit run, and every hex word of 7+ characters with a digit (a SHA, an id). */
const NUMBERS = /\b(?=[0-9a-fA-F]*\d)[0-9a-fA-F]{7,}\b|\d+/g;
/** A strict form's numbers masked: `normalizeLoose` for a text already normalized strictly. */
function maskNumbers(strict) {
	return /\d/.test(strict) ? strict.replace(NUMBERS, "#") : strict;
}
// hooks/judge.ts
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
const STRENGTH = {
	identical: 3,
	same: 2,
	similar: 1,
	different: 0
};
/** Whether a verdict is at least as strong as `needed`. */
function atLeast(verdict, needed) {
	return STRENGTH[verdict] >= STRENGTH[needed];
}
const strongest = (a, b) => STRENGTH[a] >= STRENGTH[b] ? a : b;
/** Judges two outputs as the tool printed them. */
function judgeTexts(a, b, kind = {}) {
	return judgeClean(cleanText(a), cleanText(b), kind);
}
/** Judges two outputs already cleaned (`cleanText`). */
function judgeClean(a, b, kind = {}) {
	if (a === b) return "identical";
	let linesA = a.split("\n");
	let linesB = b.split("\n");
	if (linesA.length !== linesB.length) {
		linesA = withoutRepeatedProgress(linesA, kind.polled !== true);
		linesB = withoutRepeatedProgress(linesB, kind.polled !== true);
		const warmed = linesA.length === linesB.length || kind.polled === true ? void 0 : withoutWarmUp(linesA, linesB) ?? withoutSkippedSteps(linesA, linesB);
		if (warmed !== void 0) [linesA, linesB] = warmed;
		if (linesA.length !== linesB.length && (RETRY_LINE.test(a) || RETRY_LINE.test(b))) {
			const [retriedA, retriedB] = [linesA.filter((line) => !RETRY_LINE.test(line)), linesB.filter((line) => !RETRY_LINE.test(line))];
			if (retriedA.length === retriedB.length) [linesA, linesB] = [retriedA, retriedB];
		}
		if (linesA.length !== linesB.length) return "different";
	}
	const [start, end] = differingMiddle(linesA, linesB);
	const middleA = linesA.slice(start, end);
	const middleB = linesB.slice(start, end);
	const context = {
		linesA,
		linesB,
		start,
		answer: linesA.length === 1,
		table: TABLE_HEADER.test(linesA[0]) || isMarkdownHeader(linesA, 0),
		polled: kind.polled === true,
		asked: kind.asked === void 0 ? "" : spelledOnce(kind.asked)
	};
	const inPlace = judgeMiddle(middleA, middleB, context);
	if (atLeast(inPlace, "same") || middleA.length < 2) return polledLogMoved(inPlace, context, kind) ? "different" : inPlace;
	const moved = pairedByShape(middleA, middleB);
	const verdict = moved === void 0 ? inPlace : strongest(inPlace, judgeMiddle(moved[0], moved[1], {
		...context,
		answer: false,
		moved: true
	}));
	return polledLogMoved(verdict, context, kind) ? "different" : verdict;
}
/** Where two sequences as long as each other (lines, characters) stop being the same from each end: the middle `[from, to)` that differs. */
function differingMiddle(a, b) {
	let from = 0;
	while (from < a.length && a[from] === b[from]) from++;
	let to = a.length;
	while (to > from && a[to - 1] === b[to - 1]) to--;
	return [from, to];
}
/** Words that report a running process's state (runit's `run:` and `down:` open its lines): a pid beside them is that process's. */
const PROCESS_STATUS = /\b(?:uptime|Uptime|UPTIME|up|since|running|RUNNING|active|started|alive)\b|^(?:run|down|finish):/;
/** A line that says a process was started and its pid, in either order (`Process started with PID 48213`, `process with pid 48213 started`), or that it starts up after its pid (qpidd's `Broker (pid=48213) start-up`): in a call that acts, the run's own. */
const STARTED_BY_THE_RUN = /\b(?:[Ss]tarted|[Ss]pawned|[Ll]aunched|[Ff]orked)\b(?![^\n]*\b(?:since|uptime|[Uu]p)\b)[^\n]{0,40}?\b[pP][iI][dD]\b|\b[pP][iI][dD]\b[^\n]{0,24}?\b(?:just )?(?:started|spawned|launched|forked)\b(?![^\n]*\b(?:since|uptime|[Uu]p)\b)|\b[pP][iI][dD]\b[^\n]{0,24}?\b(?:start-up|startup|starting up)\b(?![^\n]*\b(?:since|uptime)\b)/;
/** A line that says another process holds what the run needs (`already locked by PID 48213`, `in use by process 812`), or that the run sends to it (zabbix_proxy's `cannot send command to PID [1187]`): its pid is that process's. */
const ANOTHERS_PROCESS = /\b(?:locked|held|owned|used|blocked|taken|in use)[ \t]+by\b[^\n]{0,24}?\b(?:[pP][iI][dD]|process)\b|\bto[ \t]+(?:[pP][iI][dD]|process)\b/;
/** An uptime spelled as a clock (`uptime 0:04:12`, `Up 1:02:03`): how long a process has run. */
const CLOCK_UPTIME = /\b(?:[Uu]ptime|[Uu]p)[ \t:=]+((?:\d+-)?\d+(?::\d\d){1,2})\b/g;
/** Whether two spellings of a process's line differ only in an uptime that grew: the same process, still running. */
function onlyUptimeGrew(x, y) {
	const ux = Array.from(x.matchAll(CLOCK_UPTIME), (m) => m[1]);
	const uy = Array.from(y.matchAll(CLOCK_UPTIME), (m) => m[1]);
	if (ux.length === 0 || ux.length !== uy.length || x.replace(CLOCK_UPTIME, "up") !== y.replace(CLOCK_UPTIME, "up")) return false;
	return ux.every((u, k) => clockSeconds(uy[k]) >= clockSeconds(u));
}
/** `1-02:03:04` (days, then hours), `0:04:12` or `04:12` in seconds. */
function clockSeconds(clock) {
	const [days, rest] = clock.includes("-") ? clock.split("-") : ["0", clock];
	return Number(days) * 86400 + rest.split(":").reduce((total, part) => total * 60 + Number(part), 0);
}
/**
* The pid a log stamps on each of its lines (kata-runtime's `pid=5391` in every field list): the one pid field every
* line that has one holds, on three lines or more; '' for none. In a call that acts it is the logging process, the run's own.
*/
function stampedPid(lines) {
	let pid = "";
	let stamped = 0;
	for (const line of lines) {
		const pids = pidsOf(line);
		if (pids === "") continue;
		if (pids.includes(",") || pid !== "" && pids !== pid) return "";
		pid = pids;
		stamped++;
	}
	return stamped >= 3 ? pid : "";
}
/** Whether a line's pid is the one its log stamps on every line, in each run (worked out once for the two outputs). */
function isLoggersPid(x, y, context) {
	context.loggerPids ??= [stampedPid(context.linesA), stampedPid(context.linesB)];
	return context.loggerPids[0] !== "" && pidsOf(x) === context.loggerPids[0] && pidsOf(y) === context.loggerPids[1];
}
/**
* For each line of a JSON answer, whether it lies in an object listed in an array (Quickwit's `"hits": [ { … } ]`): a
* record the answer reports, whose ids (its `"trace_id"`) are its own, values, unlike the id of the request that fetched it.
*/
function recordLines(lines) {
	const inRecord = [];
	const open = [];
	let quoted = false;
	for (const line of lines) {
		inRecord.push(open.some((c, k) => c === "{" && open[k - 1] === "["));
		for (let c = 0; c < line.length; c++) {
			const ch = line[c];
			if (quoted) {
				if (ch === "\\") c++;
				else if (ch === "\"") quoted = false;
			} else if (ch === "\"") quoted = true;
			else if (ch === "{" || ch === "[") open.push(ch);
			else if ((ch === "}" || ch === "]") && open.length > 0) open.pop();
		}
		quoted = false;
	}
	return inRecord;
}
/** Whether the line at `at` of the first output, a JSON answer, is a field of a listed record (worked out once for the output). */
function isRecordField(context, at) {
	if (context.moved === true || !/^[ \t]*[[{]/.test(context.linesA[0])) return false;
	context.records ??= recordLines(context.linesA);
	return context.records[at] === true;
}
/** A pid as a field (`pid 4242`, `PID=4242`), as normalize.ts marks it. */
const PID_FIELD = /[pP][iI][dD][=: ][ \t]*(\d+)/g;
const pidsOf = (line) => Array.from(line.matchAll(PID_FIELD), (m) => m[1]).join(",");
/** Whether every pid normalize.ts marked on a line is a pid field that stands unchanged in the other spelling. */
function pidsStood(x, y, normal) {
	const pids = pidsOf(x);
	return pids !== "" && pids === pidsOf(y) && normal.split(`${MARK}p`).length - 1 === pids.split(",").length;
}
/**
* A table's header: two or more column names in capitals (`PID STARTED ELAPSED CMD`, `CONTAINER ID  IMAGE`),
* or names of any case set apart by `|`, a name of two words too (`id | address | started_at`, SQL shells' results,
* headscale's `Hostname | IP addresses | Last seen`).
*/
const TABLE_HEADER = /^[ \t]*(?:[A-Z][A-Z0-9%_()-]*(?:[ \t]+[A-Z][A-Z0-9%_()-]*)+|[\p{L}_][\p{L}\d%_()-]*(?: [\p{L}_][\p{L}\d%_()-]*)*(?:[ \t]*\|[ \t]*[\p{L}_][\p{L}\d%_()-]*(?: [\p{L}_][\p{L}\d%_()-]*)*)+)[ \t|]*$/u;
/** A header of column names in lower case set apart by two spaces or more (influx's `_start:time   _stop:time   _time:time`). */
const SPACED_HEADER = /^[ \t]*[\p{Ll}_][\p{L}\d_%():-]*(?:[ \t]{2,}[\p{Ll}_][\p{L}\d_%():-]*)+[ \t]*$/u;
/** A header of three column names or more set apart by commas, a name of two words too (sapcontrol's `name, description, dispstatus, textstatus, starttime, elapsedtime, pid`). */
const COMMA_HEADER = /^[ \t]*[\p{L}_][\p{L}\d_]*(?: [\p{L}_][\p{L}\d_]*)?(?:,[ \t]*[\p{L}_][\p{L}\d_]*(?: [\p{L}_][\p{L}\d_]*)?){2,}[ \t]*$/u;
/** The headers above each line, found in one pass the first time they are asked for. */
function headersOf(context) {
	if (context.headers !== void 0) return context.headers;
	const headers = {
		named: [],
		nearestTable: []
	};
	let named = false;
	let nearestTable = -1;
	let markdown = false;
	context.linesA.forEach((line, at) => {
		if (line.trim() === "" || markdown && !/^[ \t]*\|/.test(line)) {
			named = false;
			nearestTable = -1;
			markdown = false;
		}
		headers.named.push(named);
		headers.nearestTable.push(nearestTable);
		const markdownHeader = isMarkdownHeader(context.linesA, at);
		if (markdownHeader || TABLE_HEADER.test(line)) {
			named = true;
			nearestTable = at;
			markdown = markdownHeader;
		} else if (SPACED_HEADER.test(line) || COMMA_HEADER.test(line) || SPACED_NAMES_OF_WORDS.test(line) && MOMENT_COLUMN.test(line)) named = true;
	});
	return context.headers = headers;
}
/** A column name of words that says when its row's thing happened (varnishadm's `Last change`, `Created`, `Last seen`). */
const MOMENT_COLUMN = /(?:^|[ \t]{2})(?:[Ll]ast [a-z]+|[Cc]reated|[Uu]pdated|[Mm]odified|[Ss]ince|[Ss]tarted)(?:[ \t]{2}|[ \t]*$)/;
/** A markdown table's rule under its header (`|---|:---:|`). */
const MARKDOWN_RULE = /^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+(?:[ \t]*:?-{3,}:?[ \t]*)?$/;
/** Whether the line is a markdown table's header, names between `|` over its rule (`| alert | chart | raised |`, Netdata MCP's alerts). */
const isMarkdownHeader = (lines, at) => /^[ \t]*\|[^\n]*\p{L}[^\n]*\|[ \t]*$/u.test(lines[at]) && MARKDOWN_RULE.test(lines[at + 1] ?? "");
/** Whether a header of column names stands above the line, in its block: the line is a table's row. */
const underColumnNames = (context, at) => headersOf(context).named[at] === true;
/** What normalize.ts leaves in place of noise: the mark and a letter (`t` a time, `d` the run's time, `T` a runner's time line). */
const MARK = "";
/** The differing lines, paired as given, judged. */
function judgeMiddle(middleA, middleB, context) {
	const pairs = [];
	const idsOnKindLines = [];
	let timedLine = false;
	let marksA = "";
	let marksB = "";
	const madeAgainAt = context.polled || context.answer ? void 0 : saysItWasMadeAgain(middleA, middleB);
	for (let i = 0; i < middleA.length; i++) {
		const x = middleA[i];
		const y = middleB[i];
		if (x === y) continue;
		if (!context.polled && !context.answer) {
			const made = madeAnew(x);
			if (made !== x && made === madeAnew(y) && whatItMadeMoved(x, y)) continue;
			if (madeAgainAt === indentOf(x) && x.replace(OWN_ID_KEY, `$1${MARK}i`) === y.replace(OWN_ID_KEY, `$1${MARK}i`)) continue;
		}
		const nx = normalForm(x);
		const ny = normalForm(y);
		const otherProcess = nx.includes(`${MARK}p`) && (context.polled || context.answer || ANOTHERS_PROCESS.test(x) || PROCESS_STATUS.test(x) && !STARTED_BY_THE_RUN.test(x) && !isLoggersPid(x, y, context));
		if (otherProcess && nx !== ny && pidsOf(x) !== pidsOf(y)) return "different";
		const labelled = isRecordField(context, context.start + i) ? [] : labelledIdPairs(x, y, context.polled);
		idsOnKindLines.push(...labelled);
		if (nx === ny) {
			if ((nx.includes(`${MARK}t`) || nx.includes(`${MARK}u`)) && (context.table || underColumnNames(context, context.start + i)) && !onlyLabelledIdsDiffer(x, y, labelled)) return "different";
			if (otherProcess && !onlyUptimeGrew(x, y) && !(!context.polled && !context.answer && pidsStood(x, y, nx))) return "different";
			if (holdsWhatWasAsked(x, y, context.asked)) return "different";
			if (nx.includes(`${MARK}f`) && namesInTempPathsDiffer(x, y)) return "different";
			if (nx.includes(`${MARK}d`) || nx.includes(`${MARK}T`)) timedLine = true;
			continue;
		}
		let tx = tokens(nx);
		let ty = tokens(ny);
		const lineMarksA = context.answer ? void 0 : marksOf(tx);
		const lineMarksB = context.answer ? void 0 : marksOf(ty);
		if (lineMarksA !== void 0 && lineMarksB !== void 0 && lineMarksA.tail === lineMarksB.tail) {
			marksA += lineMarksA.marks;
			marksB += lineMarksB.marks;
			continue;
		}
		if (tx.length !== ty.length) {
			tx = withoutEndTime(tx);
			ty = withoutEndTime(ty);
		}
		if (tx.length !== ty.length) {
			tx = tokens(normalForm(labelledIdsMarked(x, context.polled)));
			ty = tokens(normalForm(labelledIdsMarked(y, context.polled)));
			if (tx.length !== ty.length) return "different";
		}
		pairs.push({
			at: context.start + i,
			a: tx,
			b: ty
		});
	}
	if (sorted(marksA) !== sorted(marksB)) return "different";
	if (pairs.length === 0) return "same";
	return classify(pairs, context, idsOnKindLines, timedLine);
}
/** A line as the token comparison reads it: durations spelled once, dot runs as three dots, noise of known kinds replaced. */
function normalForm(line) {
	const dotted = line.includes("....") ? line.replace(DOT_RUN, "...") : line;
	return normalizeStrict(spelledOnce(dotted.endsWith(".") ? dotted.replace(WAIT_DOTS, "...") : dotted));
}
/** Dots closing a line after a verb in -ing (Windows' `The Apache2.4 service is starting..`): one for each second it waited. */
const WAIT_DOTS = /(?<=\p{L}ing)\.+$/u;
/** A row of progress dots (`Fetching gem metadata.........`): its length is how long it took. */
const DOT_RUN = /(?<=[\p{L}\p{N}\/]{2})\.{4,}/gu;
/**
* Consecutive lines that read the same once their times are taken out, kept once: progress printed
* while waiting (`Still creating... [10s elapsed]`); in a call that acts, also lines that differ only
* in their timestamps (a retry logged until a deadline: the run's clock decides how many).
*/
function withoutRepeatedProgress(lines, acting) {
	const times = acting ? TIMES_AND_STAMPS : TIMES_IN_A_LINE;
	const out = [];
	let previous;
	let previousTry = -1;
	for (const line of lines) {
		const normal = normalForm(line);
		const waits = WAIT_LINE.test(line);
		const tried = waits ? TRY_PLACE.exec(normal) : null;
		const timeless = (tried === null ? normal : normal.replace(TRY_PLACE, `(${MARK}/$2)`)).replace(times, MARK);
		const nextTry = tried !== null && Number(tried[1]) === previousTry + 1;
		previousTry = tried === null ? -1 : Number(tried[1]);
		if (timeless === previous && (timeless !== normal || waits) && (tried === null || nextTry)) continue;
		out.push(line);
		previous = timeless;
	}
	return out;
}
/**
* A label of when a thing was made or changed (`"created_at":`, `creation_time`, `DATE CREATED`, IAM's `"CreateDate":`, a support
* case's `"submittedAt":`, `updatedAt=`) and its time, an ISO date-time or an epoch; or a label of a secret (`DEFAULT PASSWORD`,
* `"password":`, IAM's `"SecretAccessKey":`) and the secret.
*/
const MADE_WHEN = /(\b(?:DATE[ _]CREATED|\w*?(?:creat(?:ed?|ion)|submitted|updat(?:ed|e)|modif(?:ied|y))(?:[ _-]?(?:at|on|time|date|timestamp))?)["']?[ \t]*(?:[:=\t]|\|)[ \t"'@]*)(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)?|\d{10}(?:\d{3})?(?:\.\d{1,9})?)(?![\d.])/gi;
const SECRET = /(\b(?:\w*password|passwd|secret\w*|(?:api|access)[_ -]?key)["']?[ \t]*[:=\t][ \t"']*)([^\s"']{8,})/gi;
/** The line with those times and secrets taken out. */
const madeAnew = (line) => /creat|submit|updat|modif|CREATED|pass|secret|key/i.test(line) ? line.replace(MADE_WHEN, `$1${MARK}t`).replace(SECRET, `$1${MARK}s`) : line;
/**
* Whether, between two spellings of a line that differ only there, each time moved on by less than a day (a run later
* made the thing again) and each secret is drawn anew (unlike in most places): a loop of making, the same outcome. A time
* that went back, or a secret edited in a place, is another thing.
*/
function whatItMadeMoved(x, y) {
	const timesX = [...x.matchAll(MADE_WHEN)].map((m) => m[2]);
	const timesY = [...y.matchAll(MADE_WHEN)].map((m) => m[2]);
	const secretsX = [...x.matchAll(SECRET)].map((m) => m[2]);
	const secretsY = [...y.matchAll(SECRET)].map((m) => m[2]);
	const when = (stamp) => /^\d+(?:\.\d+)?$/.test(stamp) ? Number(stamp) / (/^\d{13}/.test(stamp) ? 1e3 : 1) : Date.parse(stamp) / 1e3;
	for (let k = 0; k < timesX.length; k++) {
		const moved = when(timesY[k]) - when(timesX[k]);
		if (timesX[k] !== timesY[k] && !(moved > 0 && moved < ONE_DAY && when(timesX[k]) > 978307200 && when(timesX[k]) < 2208988800)) return false;
	}
	for (let k = 0; k < secretsX.length; k++) if (secretsX[k] !== secretsY[k] && (secretsX[k].length !== secretsY[k].length || !unlikeInMost(secretsX[k], secretsY[k]))) return false;
	return true;
}
/** The id a thing is given under a bare key (`"id": 68213907`, `"id": "a81c3f02-…"`, `uuid:`, a piped table's `| id |` row) or a key that names its kind of id (IAM's `"AccessKeyId":`, `"caseId":`, `token_id:`; case told apart, so `paid` is no id), or the revision its store stamps on it as it is written (Kubernetes' `"resourceVersion":`, an `etag`, CouchDB's `_rev`), and the key. */
const OWN_ID_KEY = /(["']?\b(?:[Ii][Dd]|[Uu][Uu][Ii][Dd]|uid|resourceVersion|etag|_rev|[A-Za-z]*[a-z](?:Id|ID|Uuid|UUID)|[a-z_]*_(?:id|uuid))["']?[ \t]*(?:[:=]|\|)[ \t]*["']?)([0-9A-Za-z][\w-]*)/g;
/**
* Where a call that acts says it made a thing anew: a time under a label of creation (`"created_at":`) moved on by less
* than a day between the runs, the rest of its line the same. Then the thing's own id, on a line indented as far, is new
* too (Kong's route, a Linode). The indent of that line; undefined when none says so.
*/
function saysItWasMadeAgain(middleA, middleB) {
	for (let i = 0; i < middleA.length; i++) {
		const x = middleA[i];
		const y = middleB[i];
		if (x === y || !/creat|submit/i.test(x)) continue;
		const made = madeAnew(x);
		if (made !== x && made === madeAnew(y) && /creat|submit/i.test([...x.matchAll(MADE_WHEN)].map((m) => m[1]).join("")) && whatItMadeMoved(x, y)) return indentOf(x);
	}
}
/** A line that says the run tries a step again (Ansible's `FAILED - RETRYING: … (299 retries left).`, `Retrying in 5s`). */
const RETRY_LINE = /\b(?:RETRYING|[Rr]etrying|retries left)\b/;
/** A line that says the run is waiting (`Waiting for service …`, `still waiting`): how often it prints is the clock's. */
const WAIT_LINE = /\b(?:[Ww]aiting|WAITING)\b/;
/** A try's place among the tries a wait allows, in brackets (`(2/15)`): the place, then the total. */
const TRY_PLACE = /\((\d+)\/(\d+)\)/;
/** The engine's first line of a failed command (`Exit code 1`), and blank lines: what may stand above a run's first words. */
const ABOVE_THE_RUN = /^(?:Exit code \d+|[ \t]*)$/;
/** Words that report a failure: a line holding one is a result, never preparation. */
const FAILURE_WORD = /\b(?:error|errors|fail|failed|failure|fatal|panic|exception|denied|refused)\b/i;
/** A warning at a place in source (kotlinc's `src/…/Report.kt:14:9: warning: variable 'rows' is never used`): a result too; ssh's `Warning: Permanently added …` is not. */
const WARNING_AT_A_PLACE = /\S+:\d+(?::\d+)?:?[ \t]*warning\b/i;
/**
* Work one run did before its result that the other found done (a daemon started, an index
* downloaded, a host key added, a dependency compiled): one output opens with lines the other
* lacks, none reporting a failure nor shaped like a line of the rest, and the rest lines up
* with the other output. Both outputs without those lines, to be judged as usual; undefined when it is not so.
*/
function withoutWarmUp(linesA, linesB) {
	const longer = linesA.length > linesB.length ? linesA : linesB;
	const shorter = longer === linesA ? linesB : linesA;
	let at = 0;
	while (at < shorter.length && shorter[at] === longer[at] && ABOVE_THE_RUN.test(shorter[at])) at++;
	const extra = longer.length - shorter.length;
	const block = longer.slice(at, at + extra);
	if (shorter.length - at < 1 || block.some((line) => FAILURE_WORD.test(line) || WARNING_AT_A_PLACE.test(line))) return void 0;
	const resultShapes = new Set(shorter.slice(at).map(shapeOfLine));
	if (block.some((line) => line.trim() !== "" && resultShapes.has(shapeOfLine(line)))) return void 0;
	const trimmed = [...longer.slice(0, at), ...longer.slice(at + extra)];
	return longer === linesA ? [trimmed, [...shorter]] : [[...shorter], trimmed];
}
/** What a line opens with, its numbers masked. */
const openingWord = (line) => maskedNumbers(/^[ \t]*(\S*)/.exec(line)[1]);
/** A line that says a step is being taken, its verb in -ing first (`Compiling shop v0.4.1`, `Downloading …`). */
const STEP_LINE = /^[ \t]*\p{L}+ing\b/u;
/** Words of a result, never of a step (`Failing`, `warning`, `errors`). */
const RESULT_WORD = /fail|error|warn|fatal|panic|exception|denied|refused/i;
/**
* Steps one run took and the next found done, anywhere in its output (cargo's `Checking shop v0.4.1` and
* `Compiling shop v0.4.1`, each once a change asked for it): the lines one output has beyond the other, each a
* step in -ing whose verb opens no line of the other, none with a word of a result (a failure, a warning), fewer
* than the rest. A row or a line of any other kind that appears is a result. Both outputs without those lines,
* to be judged as usual; undefined when it is not so.
*/
function withoutSkippedSteps(linesA, linesB) {
	const longer = linesA.length > linesB.length ? linesA : linesB;
	const shorter = longer === linesA ? linesB : linesA;
	if ((longer.length - shorter.length) * 2 > shorter.length) return void 0;
	const openings = new Set(shorter.map(openingWord));
	const kept = [];
	for (const line of longer) if (openings.has(openingWord(line))) kept.push(line);
	else if (!STEP_LINE.test(line) || RESULT_WORD.test(line)) return void 0;
	if (kept.length !== shorter.length) return void 0;
	return longer === linesA ? [kept, [...shorter]] : [[...shorter], kept];
}
/** Durations as `spelledOnce` writes them, and normalize.ts's marks for a run's time: what grows while a wait goes on (a timestamp does not: new stamped lines are new lines). */
const TIMES_IN_A_LINE = /\d+(?:\.\d+)?s\b|\uE000[dT]/g;
/** Those and timestamps (normalize.ts's `t`): in a call that acts, when each of its own lines was written. */
const TIMES_AND_STAMPS = /\d+(?:\.\d+)?s\b|\uE000[dTt]/g;
/** Whether, in a read-only poll, every stamped line of the output moved: new log lines, not the same ones again. */
function polledLogMoved(verdict, context, kind) {
	if (kind.polled !== true || !atLeast(verdict, "same") || verdict === "identical") return false;
	let stamped = 0;
	let moved = 0;
	for (let i = 0; i < context.linesA.length; i++) {
		const line = context.linesA[i];
		if (!/\d[-:]\d/.test(line) || !normalizeStrict(line).includes(`${MARK}t`)) continue;
		stamped++;
		if (line !== context.linesB[i]) moved++;
	}
	return moved >= 2 && moved === stamped;
}
/** A normalized line with its numbers masked (a hex word of seven or more with a digit too, a container's id `3f91c0d27a4e`): what lines of one kind share. */
const maskedNumbers = (normal) => normal.replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{7,}\b|\d+(?:[.,]\d+)*/g, "#");
const shapeOfLine = (line) => maskedNumbers(normalForm(line));
/**
* The differing lines of each run paired by their shape (numbers masked), when both runs hold the
* same shapes: first each line with the one that reads the same but for its times (`took =
* 2.4ms` from endpoints that answered in another order), then the rest in order.
*/
function pairedByShape(middleA, middleB) {
	const normalA = middleA.map(normalForm);
	const normalB = middleB.map(normalForm);
	const timeless = (normal) => normal.replace(TIMES_IN_A_LINE, MARK);
	/** Line indexes of B by a key, in order, each given out once. */
	const byKey = (key, skip) => {
		const waiting = /* @__PURE__ */ new Map();
		for (let j = 0; j < normalB.length; j++) {
			if (skip[j]) continue;
			const k = key(normalB[j]);
			const list = waiting.get(k);
			if (list === void 0) waiting.set(k, [j]);
			else list.push(j);
		}
		return waiting;
	};
	const partner = new Array(middleA.length);
	const taken = new Array(middleB.length).fill(false);
	const sameButTimes = byKey(timeless, taken);
	for (let i = 0; i < normalA.length; i++) {
		const j = sameButTimes.get(timeless(normalA[i]))?.shift();
		if (j === void 0) continue;
		partner[i] = j;
		taken[j] = true;
	}
	const sameShape = byKey(maskedNumbers, taken);
	for (let i = 0; i < normalA.length; i++) {
		if (partner[i] !== void 0) continue;
		const j = sameShape.get(maskedNumbers(normalA[i]))?.shift();
		if (j === void 0) return void 0;
		partner[i] = j;
	}
	return [[...middleA], partner.map((j) => middleB[j])];
}
/** A word of letters, digits and `_`, with decimal parts (`0.12s`, `v1.2.3`) and an exponent (`3.1e-05`); a run of blanks; any other character alone. */
const TOKEN = /[\p{L}\p{N}_µ]+(?:[.,]\d+(?:[eE][-+]\d+(?![\p{L}\p{N}_]))?[\p{L}µ]*)*|[ \t]+|[^]/gu;
function tokens(line) {
	return line.match(TOKEN) ?? [];
}
const isBlank = (token) => token.charCodeAt(0) === 32 || token.charCodeAt(0) === 9;
/**
* A line of one-character test marks (`..F.`, `.E.S`), perhaps grouped in brackets (`[(....)(.F..)]`), and
* what closes it after a blank (PHPUnit's count, `   48 / 48 (100%)`), which must stay the same: its marks and that tail.
* In a row of four marks or more any capital letter is a mark too (parallel-lint's `X`, a file that did not parse).
*/
function marksOf(t) {
	let marks = "";
	let letters = 0;
	let i = 0;
	for (; i < t.length; i++) if (/^[.•FESPx*]$/.test(t[i])) marks += t[i];
	else if (/^[A-Z]$/.test(t[i])) marks += t[i], letters++;
	else if (isBlank(t[i]) && marks !== "") break;
	else if (!/^[()[\]]$/.test(t[i])) return void 0;
	if (marks === "" || letters > 0 && marks.length < 4) return void 0;
	return {
		marks,
		tail: t.slice(i).join("")
	};
}
const sorted = (marks) => marks.length < 2 ? marks : [...marks].sort().join("");
/** The tokens without a run's time in brackets at the line's end (` (41ms)`, as normalize.ts leaves it). */
function withoutEndTime(t) {
	const n = t.length;
	if (n >= 4 && t[n - 1] === ")" && t[n - 2] === "d" && t[n - 3] === MARK && t[n - 4] === "(") return t.slice(0, isBlank(t[n - 5] ?? "") ? n - 5 : n - 4);
	const field = LAST_TIME_FIELD.exec(t.join(""));
	if (field === null) return t;
	let kept = t.length;
	for (let length = 0; kept > 0 && length < field[0].length;) length += t[--kept].length;
	const rest = t.slice(0, kept);
	return reportsRunTime(rest) ? rest : t;
}
/** A labelled duration closing a line, set apart by a tab or two spaces (`\tInit Duration: 0.18255s`, as durations are spelled once). */
const LAST_TIME_FIELD = /(?:\t| {2,})\p{L}[\p{L} ]*:[ \t]*\d+(?:\.\d+)?s[ \t]*$/u;
const NUMBER = /^\d+(?:[.,]\d+)*$/;
/** A number, perhaps written with an exponent (Pi-hole's `"took":3.0994415283203125e-05`). */
const NUMBER_WITH_EXPONENT = /^\d+(?:[.,]\d+)*(?:[eE][-+]\d+)?$/;
/** A number with a time unit on it (durations are spelled in seconds by `spelledOnce`). */
const DURATION = /^\d+(?:[.,]\d+)?(?:ns|µs|μs|us|ms|s|sec|secs|min|mins|h)$/;
const TIME_UNIT_WORD = /^(?:ns|µs|μs|us|ms|s|secs?|seconds?|mins?|minutes?|hours?|hrs?|days?|ticks)$/;
/** A size or rate as a run reports its own cost (in kilobytes written the SI way too, FreeBSD fetch's `1.7kB/s`). */
const MEASURE = /^\d+(?:[.,]\d+)?(?:[KMGT]i?B|[kKMG]|kB|mb|kb|gb|B|bytes)$/;
const MEASURE_WORD = /^(?:[KMGT]i?B|[kKMG]B?|mb|kb|gb|bytes?)$/;
/** Words that compare or ask for a value: a duration after one is what a check is about (`= 1m29s, want 1m30s`). */
const VALUE_WORD = /^(?:want|wanted|expected|expect|got|received|actual|was|is|should|must|be)$/i;
/** Words that name a measured quantity: a duration beside one is what a benchmark reports, a value. */
const METRIC_WORD = /^(?:p\d+|timed|debt|avg|average|mean|median|min|max|minimum|maximum|latency|rtt|stddev|sd|std|throughput|timeout|limit|budget|ttl|ttfb|cpu)$/i;
/** Words that say a duration is how long this run took. */
const RUN_TIME_WORD = /^(?:in|after|took|elapsed|Elapsed|Duration|duration|Time|time|Total|total|finished|Finished|done|DONE|real|user|sys|wallclock|[Ww]alltime|[Ww]aited)$/;
/** Words after a number that say it is CPU time the run used (`0.03 usr`, `0.41 cusr`, `= 0.52 CPU`): the run's clock beside its time. */
const CPU_TIME_WORD = /^(?:usr|sys|cusr|csys|user|system|CPU|cpu)$/;
/** Words that make a duration an age: time since something happened, which only grows while nothing happens again. */
const AGE_BEFORE = /^(?:Up|up|uptime|Uptime|since|ready)$/;
const AGE_AFTER = /^(?:ago|old)$/;
/**
* A label that names an id minted per run, and the id after it: the id of something that happens
* (a request, its id shortened too, Infisical's `"reqId"`, a trace, a message, an event, an operation, an RPC's call, YugabyteDB's `request call id 1849273`, CloudFront's `x-amz-cf-id`, the reference to quote to support, Akamai's `"supportId"`, a connection
* or socket, a subagent the call started; a response header naming one, `X-OVH-Query-Id:`, `x-bz-request-id`; the request an
* error's bracket names as one of its items, `[request 9f0c2a7e41b3]`, `(…, request 171207)`, not `deploy request #37`; in brackets after
* its label, tosutil's `request id [4d2f8c1e…]`, or as an XML element, S3's `<RequestId>8QK2M7X4R1B9T6ZP</RequestId>`), a random seed (glibc's `MALLOC_PERTURB_`, which test runners
* set anew for each test), a process or a thread. The id of a
* thing (a user, an order, a resource) is a value, and so is what a command's flag sets (`--thread 4`: how many).
*/
const ID_LABEL = /(?:\bx-[\w-]+-id\b|(?<=[(\[,][ \t]{0,2})request\b(?![ \t]*#)(?=[ \t:=]+[\w-]*\d)|\b(?:request|req|trace|span|correlation|invocation|execution|session|log|message|msg|operation|transaction|cf|agent|connection|conn|client|socket|ray|support|call)[ _-]?id\b|\bcf-ray\b|\bsocket\b|\bseed(?:ed to)?\b|\bMALLOC_PERTURB_|\bpid\b(?:[ \t]+is\b)?|\bprocess id\b|(?<=\b(?:[Ss]tart|[Ss]pawn|[Ll]aunch)(?:ing|ed)\b[^\n]{0,40})\bprocess(?=[ \t]+\d{3,}\b)|\btid\b|\bsid\b(?![ \t]*:[ \t]*\d+[ \t]*;)|\bLWP\b|\bInferior \d+ [[(]process\b|(?<!-)\bthread(?:[ _-]?id)?\b(?: '[^'\n]{0,40}')?)(?:[\s:=#"'(*<]+|\[(?=[\w-]+\])|>(?=[^<\s]+<\/))([^\s"',;)\]*<]+)/gi;
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
const STARTED_WORK = String.raw`(?:run|build|job|query|scan|search|deploy(?:ment)?|eval(?:uation)?|alloc(?:ation)?|task|upload|operation|result)`;
const WORK_NAME = String.raw`(?:${STARTED_WORK}|workflow|pipeline|change(?:list)?|container)`;
const RUN_ID_LABEL = new RegExp(String.raw`(?:\b|(?<=[a-z]_))(?:${WORK_NAME}(?:[ _-]?run)?|host)(?:[ _-]?|[ \t]+with[ \t]+)(?:id|pk|uuid|slug)\b(?:[\s:=#"'(*<]+|>(?=[^<\s]+<\/))(?!\d{1,2}(?![^\s"',;)\]*]))([^\s"',;)\]*<]+)`, "gi");
/**
* The id right after the name of work a call starts itself, drawn of letters and digits (`deployment 2b7e9d03`, `Search
* job 4F2A9C1E07B3D5E8`): a serial number is not, for a status nobody knows is read-only reports the newest work by
* its number (`Build #1877`, `Pipeline #1184203 running`, `Change 88412`), a value; nor a version (`ruby-build 20241030`).
* A number of twelve digits or more is no serial anybody counts up by but a draw (CockroachDB's `job 1024417388120735745`).
*/
const RUN_ID_AFTER_NAME = new RegExp(String.raw`(?<![\w.-])${STARTED_WORK}[ \t]+((?=[\w-]*\d)(?=[\w-]*[A-Za-z])[A-Za-z0-9][\w-]{3,}|\d{12,})(?![\w.-])`, "gi");
/** A DNS message's id in the header dig, kdig, drill and dnslookup print (`->>HEADER<<- opcode: QUERY, status: NOERROR, id: 48213`, `;; opcode: QUERY, …`): drawn for each query. */
const QUERY_ID_LABEL = /(?:->>HEADER<<-|\bopcode: [A-Z]+,)[^\n]*?\bid:[ \t]*(\d+)/g;
/** A clock reading labelled as one: an epoch in milliseconds or seconds (`"time":1741083153412`). */
const EPOCH_LABEL = /(?:\b(?:time|time[-_ ]?stamp|ts)["']?\s*[:=]|[?&]t=)\s*["']?(\d{10}(?:\d{3})?(?:\.\d{1,9})?)(?![\d.])/gi;
/** A raw 64-bit address: where the allocator or the loader put something this run (an `offset` into a module is not: it stays). */
const ADDRESS = /^0x[0-9a-fA-F]{9,16}$/;
/** A prefix column: milliseconds since the start before a log level (PyInstaller's `101 INFO:`), a time and the date before it (`00:12`, `04 03 2025 10:12:33.412`, `Mar 04 10:12:33`, `Tuesday 04 March 2025  10:12:33`, glog's `I0304 10:12:41.204118`, Greenplum's `20261202:21:58:14:048213`, the date as one number, then the time and the pid; the time as normalize.ts marks it) or a bracketed figure (`[12.4MiB/0.03s]`) opening a line. */
const PREFIX = /^[ \t]*(?:\[(?![ \t]*\d+\/\d+\])[^\]\n%]*\d[^\]\n%]*\]|(?:(?:[A-Z][a-z]{2,8}|[A-Z]?\d{1,4})[ \t./,T+-]+|\d{8}:){0,5}(?:\d{1,2}:\d\d(?:[:.,]\d+)*(?:[AP]M)?|\uE000t)|\d+(?=[ \t]+(?:TRACE|DEBUG|INFO|WARNING|WARN|ERROR|FATAL|CRITICAL|[TDIWEC](?=[ \t]))\b))(?=[ \t:]|$)/;
/** A unit of time as runners spell it, a word of it capitalised too (vstest's `1.8342 Seconds`); a bare `m` only inside a compound (`1m 12s`) or closing one glued after hours (`1h2m`): alone it is as often millicores or metres. */
const UNIT = String.raw`(?:ns|nsecs?|[Nn]anoseconds?|µs|μs|us|usecs?|[Mm]icroseconds?|ms|msecs?|mseconds?|[Mm]illiseconds?|s|secs?|[Ss]econds?|min|mins|[Mm]inutes?|h|hrs?|[Hh]ours?|d|[Dd]ays?)`;
const PART = String.raw`\d+(?:[.,]\d+)?[ \t]?`;
const DURATION_PHRASE = new RegExp(String.raw`(?<![\p{L}\p{N}_.,])(?:${PART}(?:${UNIT}|m)(?:,?[ \t]+(?:and[ \t]+)?|(?=\d)))+${PART}${UNIT}(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_.,])(?:\d+[dh])+\d+m(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_.,])${PART}${UNIT}(?![\p{L}\p{N}_])`, "gu");
const CLOCK_STYLE_DURATION = /(?<![\d:.])(\d{1,2}):(\d\d(?:\.\d+)?)s\b/g;
/** Minutes and seconds, with a fraction, after the word for the run's time (`Elapsed: 00:00.212604`). */
const ELAPSED_CLOCK = /(\b(?:[Ee]lapsed|[Tt]ook|[Dd]uration|[Ww]aited)[ \t]*:?[ \t]*)(\d{1,2}):(\d\d(?:\.\d+)?)(?![\d:])/g;
/** A duration in scientific notation, its unit on it (`3.1e-5s`, `2.4e-3ms`). */
const SCIENTIFIC_DURATION = /(?<![\w.])(\d+(?:\.\d+)?e[-+]?\d+)(ns|us|µs|ms|s)\b/g;
/** An ISO 8601 duration of hours, minutes and seconds, one token (`PT15M12.447S`, `PT2H`): an age only where it grew in step with others. */
const ISO_DURATION = /^PT(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/;
/** No tool call runs this long: a period counted in days that reaches a day is a setting, so `spelledOnce` leaves it as written. */
const ONE_DAY = 86400;
/** A duration counted in days (`7 days`, `2d`). */
const IN_DAYS = /\d[ \t]?(?:d|[Dd]ays?)\b/;
/** Whether the duration at token `i` is counted in days (`spelledOnce` leaves those as written). */
const inDays = (t, i) => /^\d+(?:[.,]\d+)?d$/.test(t[i]) || /^[Dd]ays?$/.test(nextWord(t, i) ?? "");
/** Whether the duration at token `i` is a span of whole hours, an hour or more, in seconds or minutes (`86400 seconds`, `3600s`, `120 minutes`). */
function isWholeHours(t, i) {
	const m = /^(\d+)([\p{L}]*)$/u.exec(t[i]);
	const unit = m === null ? "" : m[2] !== "" ? m[2] : nextWord(t, i) ?? "";
	const step = SECONDS_PER[unit];
	return m !== null && (step === 1 || step === 60) && Number(m[1]) * step >= 3600 && Number(m[1]) * step % 3600 === 0;
}
const SECONDS_PER = {
	ns: 1e-9,
	nsec: 1e-9,
	nsecs: 1e-9,
	nanosecond: 1e-9,
	nanoseconds: 1e-9,
	µs: 1e-6,
	μs: 1e-6,
	us: 1e-6,
	usec: 1e-6,
	usecs: 1e-6,
	microsecond: 1e-6,
	microseconds: 1e-6,
	ms: .001,
	msec: .001,
	msecs: .001,
	msecond: .001,
	mseconds: .001,
	millisecond: .001,
	milliseconds: .001,
	s: 1,
	sec: 1,
	secs: 1,
	second: 1,
	seconds: 1,
	m: 60,
	min: 60,
	mins: 60,
	minute: 60,
	minutes: 60,
	h: 3600,
	hr: 3600,
	hrs: 3600,
	hour: 3600,
	hours: 3600,
	d: 86400,
	day: 86400,
	days: 86400
};
/**
* A line with each duration spelled one way, in seconds (`412 milliseconds` and `1 second, 207
* milliseconds` are `0.412s` and `1.207s`, `01:02.5s` is `62.5s`), so one run's time lines up
* with another's however many parts a runner spells it in.
*/
/** A bracketed time's bound, `[< 1 ms]`: the runner's clock did not tick. */
const BELOW_RESOLUTION = /(?<=[[(])<[ \t]?(?=\d+(?:[.,]\d+)?[ \t]?(?:ns|µs|μs|us|ms|s)[\])])/g;
function spelledOnce(line) {
	if (!/\d[ \t]?[nµumsdhSMHD]/.test(line) && !/[Ee]lapsed|[Tt]ook|[Dd]uration|[Ww]aited/.test(line)) return line;
	const scientific = /\de[-+]?\d/.test(line) ? line.replace(SCIENTIFIC_DURATION, (_, n, unit) => `${inSeconds(Number(n) * (SECONDS_PER[unit] ?? NaN))}s`) : line;
	const clockStyle = scientific.includes(":") ? scientific.replace(CLOCK_STYLE_DURATION, (_, m, sec) => `${inSeconds(Number(m) * 60 + Number(sec))}s`).replace(ELAPSED_CLOCK, (_, word, m, sec) => `${word}${inSeconds(Number(m) * 60 + Number(sec))}s`) : scientific;
	return (clockStyle.includes("<") ? clockStyle.replace(BELOW_RESOLUTION, "") : clockStyle).replace(DURATION_PHRASE, (phrase) => {
		let total = 0;
		for (const part of phrase.matchAll(/(\d+(?:[.,]\d+)?)[ \t]?([\p{L}µ]+)/gu)) total += Number(part[1].replace(",", ".")) * (SECONDS_PER[part[2]] ?? SECONDS_PER[part[2].toLowerCase()] ?? NaN);
		return Number.isFinite(total) && (total < ONE_DAY || !IN_DAYS.test(phrase)) ? `${inSeconds(total)}s` : phrase;
	});
}
/** Seconds written out to the picosecond, no exponent (`412 ns` is `0.000000412`: rounder spellings made `412 ns` and `498 ns` one). */
const inSeconds = (total) => total.toFixed(12).replace(/\.?0+$/, "");
function shapeOf(token) {
	if (NUMBER_WITH_EXPONENT.test(token)) return "number";
	if (DURATION.test(token)) return "duration";
	if (MEASURE.test(token)) return "measure";
	if (/^[\p{L}\p{N}_]+$/u.test(token)) return /\d/.test(token) ? "id" : "word";
	return "other";
}
/** Both numbers, durations, measures, or ids (a number can be an id's spelling too). */
function sameShape(x, y) {
	const sx = shapeOf(x);
	const sy = shapeOf(y);
	if (sx === "word" || sx === "other" || sy === "word" || sy === "other") return false;
	if (sx === sy) return true;
	return sx === "id" && sy === "number" || sx === "number" && sy === "id";
}
/** A number with a unit on it, or a number and then a time word, or seconds `time` prints without a unit. */
function isDuration(t, i) {
	const token = t[i];
	if (DURATION.test(token)) return true;
	if (/^\d+m$/.test(token)) return AGE_AFTER.test(nextWord(t, i) ?? "");
	if (!NUMBER.test(token)) return false;
	const next = nextWord(t, i);
	if (next !== void 0 && TIME_UNIT_WORD.test(next)) return true;
	if (next !== void 0 && /^(?:milli|micro|nano)$/i.test(next) && /^seconds?$/i.test(nextWord(t, t[i + 1] === next ? i + 1 : i + 2) ?? "")) return true;
	if (t[i + 1] === ")" && TIME_UNIT_WORD.test(nextWord(t, i + 1) ?? "")) return true;
	if (closesWithTimeUnit(t, i)) return true;
	if (runWordThenUnit(t, i)) return true;
	const open = t[i + 1] === "(" ? i + 1 : t[i + 2] === "(" && isBlank(t[i + 1]) ? i + 2 : -1;
	if (open > 0 && NUMBER.test(t[open + 1] ?? "") && t[open + 2] === ")" && TIME_UNIT_WORD.test(nextWord(t, open + 2) ?? "")) return true;
	return /^(?:real|user|sys)$/.test(wordBefore(t, i) ?? "");
}
/** A wait still to come, `Retrying in 5s`, `restarting after 10s` (a verb in -ing, then `in` or `after`; or a clause that retries; or a verb of waiting, `waiting 30s`): a setting, not how long the run took. */
function isScheduledWait(t, i) {
	const j = lastNonBlank(t, i - 1);
	if (/^(?:wait|waiting|sleep|sleeping|pause|pausing)$/i.test(t[j] ?? "")) return true;
	if (t[j] !== "in" && t[j] !== "after") return false;
	const verb = lastNonBlank(t, j - 1);
	return /^\p{L}+ing$/u.test(t[verb] ?? "") && !(isBlank(t[verb - 1] ?? "") && OVER_WORD.test(t[verb - 2] ?? "")) || RETRY_CLAUSE.test(t.slice(Math.max(0, j - 12), j).join(""));
}
/** A word that says what follows is over (`Completed`, `finished`, `done`): its verb in -ing took the time, no wait to come. */
const OVER_WORD = /^(?:\p{L}+ed|[Dd]one)$/u;
/** Words that say the run waits before it tries again (a limiter's `retry after 41s` is a countdown, the clock's). */
const RETRY_CLAUSE = /\b(?:retrying|reconnecting|restarting|backing off|trying again)\b[^.;,:]*$/i;
/** A limit the run was held to, `within 60 seconds`, `before the 60000ms timeout`, a timeout's `after 60000 ms`, a field naming a setting or a lag (`Failover delay: 60 seconds`): a setting or a reading, not how long the run took. */
function isLimit(t, i) {
	if (qualifiesLabel(t, i)) return true;
	const before = wordBefore(t, i);
	if (before === "over" && t[lastNonBlank(t, lastNonBlank(t, i - 1) - 1)] === "(" || /^(?:within|above|under|below|exceeds|exceeding)$/.test(before ?? "") || /^(?:timeout|deadline|limit)$/i.test(nextWord(t, unitEnd(t, i)) ?? "")) return true;
	if (/\b(?:up to|at most)[ \t]*$/i.test(t.slice(Math.max(0, i - 6), i).join(""))) return true;
	if (SETTING_LABEL.test(t.slice(Math.max(0, i - 12), i).join("")) || SETTING_WORD.test(t.slice(Math.max(0, i - 2), i).join(""))) return true;
	return /[Tt]ime(?:out|d out)/.test(t.slice(0, i).join(""));
}
/** A field's label naming a setting of time, or a lag a status measures, just before its value. */
const SETTING_LABEL = /\b(?:delay|interval|period|timeout|ttl|retention|grace|backoff|lag)[ \t]*[:=][ \t]*$/i;
/** A setting of time named in lower case one blank before its value, as a command line spells it (netem's `delay 3000ms 10ms`; not a column's `BackOff   14s`). */
const SETTING_WORD = /(?<![\w-])(?:delay|interval|period|timeout|backoff) $/;
/** Where the duration at token `i` ends: the token itself (`5s`), or its unit word after it (`5 seconds`). */
function unitEnd(t, i) {
	return DURATION.test(t[i]) ? i : t[i + 1] !== void 0 && isBlank(t[i + 1]) ? i + 2 : i + 1;
}
/** The index of the last token at or before `j` that is not white space (-1 if none). */
function lastNonBlank(t, j) {
	while (j >= 0 && isBlank(t[j])) j--;
	return j;
}
/** A number, a word that says the run took it, then its unit: `1 wallclock secs`. */
function runWordThenUnit(t, i) {
	const at = t[i + 1] !== void 0 && isBlank(t[i + 1]) ? i + 2 : i + 1;
	return RUN_TIME_WORD.test(t[at] ?? "") && TIME_UNIT_WORD.test(nextWord(t, at) ?? "");
}
/** Whether the number stands in a bracketed group whose last word is a unit of time: `(3.12=setup[2.51]+cmd[0.61] seconds)`. */
function closesWithTimeUnit(t, i) {
	for (let j = i + 1; j < t.length && j < i + 40; j++) {
		const token = t[j];
		if (token === "(") return false;
		if (token !== ")") continue;
		let k = j - 1;
		while (k > i && isBlank(t[k])) k--;
		if (k <= i || !TIME_UNIT_WORD.test(t[k])) return false;
		const counted = /^[ \t]*(\p{L}+)(?![\p{L}/])/u.exec(t.slice(i + 1, i + 4).join(""))?.[1];
		return counted === void 0 || TIME_UNIT_WORD.test(counted) || SIZE_UNIT.test(counted);
	}
	return false;
}
/** A rate per second: `1159.5 runs/s`, `18245.99 rows per sec.`, `14.28MiB/Sec`, `57.54 Mbps`, the run's count divided by its time. */
function isRate(t, i) {
	if (GLUED_SIZE.test(t[i])) return t[i + 1] === "/" && /^(?:s|sec)$/i.test(t[i + 2] ?? "");
	if (!NUMBER.test(t[i])) return false;
	const colon = lastNonBlank(t, i - 1);
	if ((t[colon] === ":" || t[colon] === "=") && RATE_LABEL.test(t.slice(Math.max(0, colon - 16), colon).join(""))) return true;
	const j = t[i + 1] !== void 0 && isBlank(t[i + 1]) ? i + 2 : i + 1;
	if (!/^\p{L}+$/u.test(t[j] ?? "")) return false;
	if (PER_SECOND_UNIT.test(t[j])) return true;
	const per = t[j + 1] === "/" ? j + 2 : isBlank(t[j + 1] ?? "") && t[j + 2] === "per" && isBlank(t[j + 3] ?? "") ? j + 4 : isBlank(t[j + 1] ?? "") && t[j + 2] === "p" && t[j + 3] === "/" ? j + 4 : -1;
	return per > 0 && /^(?:s|sec|second)$/i.test(t[per] ?? "");
}
/** A unit that says per second in its last letters: bytes or bits (`Bps`, `Mbps`), packets, flows, frames, requests. */
const PER_SECOND_UNIT = /^(?:[kKMGT]?i?[Bb]ps|[kKMG]?pps|fps|rps)$/;
/** A label's end that says its number is per second, perhaps with the window it was taken over (`/s [last 5s]`, `per second `). */
const RATE_LABEL = /(?:\/s|\/sec|\bper sec(?:ond)?)\b(?:[ \t]*\[[^\]\n]*\])?[ \t]*$/;
/**
* Whether the amount a rate divides is on its line and the same in both runs (`sent 1,906 bytes …
* 1,282.00 bytes/sec`): then only the time it took moved, the run's clock.
*/
function rateOfUnchangedAmount(a, b, i) {
	const unit = nextWord(a, i) ?? "";
	const sameKind = (other) => other === unit || other !== void 0 && SIZE_UNIT.test(other) && SIZE_UNIT.test(unit);
	for (let k = 0; k < a.length; k++) if (k !== i && NUMBER.test(a[k]) && a[k] === b[k] && sameKind(nextWord(a, k)) && a[k + 1] !== "/" && a[k + 2] !== "/") return true;
	if (GLUED_SIZE.test(a[i])) {
		for (let k = 0; k < a.length; k++) if (k !== i && GLUED_SIZE.test(a[k]) && a[k] === b[k] && a[k + 1] !== "/") return true;
	}
	return false;
}
/** A size with its unit on its number (`16.9MB`, `2.3MiB`). */
const GLUED_SIZE = /^\d+(?:[.,]\d+)?(?:[KMGT]i?B|[kKMGT]B|B)$/;
function nextWord(t, i) {
	return t[i + 1] !== void 0 && isBlank(t[i + 1]) ? t[i + 2] : t[i + 1];
}
/** The nearest word before token `i` (white space and punctuation skipped), within four tokens. */
function wordBefore(t, i) {
	for (let j = i - 1; j >= 0 && j >= i - 6; j--) if (/^[\p{L}_]/u.test(t[j]) && t[j - 1] !== MARK) return t[j];
}
function hasMetricBefore(t, i) {
	for (let j = i - 1; j >= 0 && j >= i - 6; j--) if (METRIC_WORD.test(t[j])) return true;
	return false;
}
/** Whether a comparison or a check names the token: `=`, `<`, `want`, `expected`, `got` just before it. */
function isComparedValue(t, i) {
	for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
		const token = t[j];
		if (isBlank(token) || token === "\"" || token === "'" || token === "`") continue;
		if (token === "=" && j === i - 1 && /^[\p{L}_][\p{L}\d_]*$/u.test(t[j - 1] ?? "")) return false;
		if ((token === "=" || /^(?:was|is)$/.test(token)) && RUN_TIME_SUBJECT.test(t.slice(Math.max(0, j - 8), j).join(""))) return false;
		return token === "=" || token === "<" || token === ">" || token === "!" || VALUE_WORD.test(token);
	}
	return false;
}
/** A key that is `time` alone: an attribute, `time="`, or a quoted key, `"time":`. */
const BARE_TIME_KEY = /(?:(?<![\w-])time=["']?|["']time["'][ \t]*:[ \t]*|(?<![\w-])time:)$/i;
/** A number of seconds with a fraction, short of an epoch (`0.418`, `12.5`). */
const SECONDS_WITH_FRACTION = /^\d{1,6}\.\d+$/;
/** Words naming the run's time as a sentence's subject (`Elapsed time was`, `Total time is`, Teradata's `Total processor time used =`). */
const RUN_TIME_SUBJECT = /\b(?:time|elapsed|duration)(?:[ \t]+(?:used|taken|spent))?[ \t]*$/i;
/** A duration the line reports for its own run: after a run-time word, or alone in brackets. */
function isRunDuration(t, i) {
	if (!isDuration(t, i) || hasMetricBefore(t, i)) return false;
	const before = wordBefore(t, i);
	if (before !== void 0 && RUN_TIME_WORD.test(before)) return true;
	const label = labelBefore(t, i);
	if (label !== void 0 && namesRunTime(label)) return true;
	if (runWordThenUnit(t, i)) return true;
	const open = t[i - 1];
	const close = DURATION.test(t[i]) ? t[i + 1] : t[i + 3];
	if (close !== ")" && close !== "]") return false;
	return open === "(" || open === "[" || t[lastNonBlank(t, i - 1)] === "," && t.lastIndexOf(close === ")" ? "(" : "[", i) >= 0;
}
/** Whether a line reports how long the run took: then the rates and sizes beside that time are the run's too. */
function reportsRunTime(t) {
	if (ELAPSED_LINE.test(t.join(""))) return true;
	for (let k = 0; k < t.length; k++) {
		if (isRunDuration(t, k) || isTimeUnderUnitLabel(t, k)) return true;
		if (t[k] === MARK && (t[k + 1] === "d" || t[k + 1] === "T")) return true;
	}
	return false;
}
/** A line labelled as the time the run took, its parts after the label (grpc_health_probe's `time elapsed: connect=2.4ms rpc=1.1ms`, dgraph's `Time spent :`). */
const ELAPSED_LINE = /^[ \t]*(?:time[ _](?:elapsed|taken|spent)|elapsed[ _]time|timings?)[ \t]*:/i;
/** A number under a label that names the run's time in words (`Elapsed Time (Minutes): 0.0341`). */
const isTimeUnderUnitLabel = (t, i) => NUMBER.test(t[i]) && UNIT_LABEL.test(t.slice(Math.max(0, i - 16), i).join(""));
/** A label naming a time since something, in one word (`master_link_down_since_seconds`, `age`, `uptime_ms`). */
const AGE_LABEL = /^(?:[\p{L}\d_-]*[_-])?(?:since|uptime|age|waiting)(?:[_-][\p{L}\d_-]*)?$/iu;
/** A label naming a duration of the run, in one word (`duration_ms`, `elapsed_seconds`, `took_ms`, `durationMs`, `ElapsedTime`, `executionTime`, its unit spelled whole, Sourcegraph's `elapsedMilliseconds`; after any words, Pinot's `brokerReduceTimeMs`, `timeUsedMs`; the time a step of the run took, sbuild's `Build-Time`; a time with its unit, `timeInSec`, `time_ms`, Quickwit's `elapsed_time_micros`; its number written with an exponent too, Pi-hole's `"took":3.1e-05`). */
const DURATION_LABEL = /^(?:[\p{L}\d]*[_-])*(?:(?:duration|elapsed|took|runtime|(?:execution|build|install|package|compile|link|setup|boot|startup|wall|run)[_-]?time)(?:[_-]?time)?(?:[_-](?:in[_-]?)?(?:ms|msec|s|sec|secs|seconds|millis|milliseconds|us|usec|micros|microseconds|ns|nsec|nanos|nanoseconds)|(?:in)?(?:ms|msec|sec|secs|seconds|millis|milliseconds|us|usec|micros|microseconds|ns|nsec|nanos|nanoseconds))?|time(?:[_-]?(?:used|taken|spent))?(?:[_-](?:in[_-]?)?(?:ms|msec|s|sec|secs|seconds|millis|milliseconds|us|usec|micros|microseconds|ns|nsec|nanos|nanoseconds)|(?:in)?(?:ms|msec|sec|secs|seconds|millis|milliseconds|us|usec|micros|microseconds|ns|nsec|nanos|nanoseconds)))$/iu;
/** A camelCase label's words set apart by `_` (`deadlineMs` as `deadline_Ms`), so one pattern reads both spellings. */
const camelWordsApart = (label) => label.replace(/(\p{Ll})(\p{Lu})/gu, "$1_$2");
/**
* Whether a one-word label names a duration of the run, its words read apart when it is camelCase (Meilisearch's
* `processingTimeMs`, `executionTimeMsec`); never one that opens with an instant's word (`startTimeMillis`, `end_time_ms`:
* when something happened, a clock reading).
*/
function namesRunTime(label) {
	const words = camelWordsApart(label);
	return !INSTANT_WORD.test(words) && (DURATION_LABEL.test(label) || DURATION_LABEL.test(words));
}
const INSTANT_WORD = /^(?:start|end|stop|begin|finish|creat|updat|modif|expir|last|next|first|complet|submit|schedul|deadline|due)[a-z]*[_-]/i;
/**
* A label that names the run's time in words, just before a number: its unit in brackets, perhaps
* a word after it (`Elapsed Time (Minutes):`, `Duration (ms) =`, bcp's `Clock Time (ms.) Total :`),
* its unit then a word for time used (zabbix_sender's `seconds spent:`), or a time named for the run
* with no unit (utest's `execution time: 0.184`; a `response time` is what a service measured, a value).
*/
const UNIT_LABEL = /(?:\b(?:execution|elapsed|running|wall|processing|total)[ \t]time(?:[ \t]+for[^:=\n]{1,30})?|\b(?:elapsed|duration|run ?time|wall ?time|clock ?time|took)\b[^:=\n]{0,20}\((?:ms|msecs?|s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\.?\)(?:[ \t]+\p{L}+)?|\b(?:ms|msecs?|milliseconds?|secs?|seconds?|mins?|minutes?|hours?)[ _-]?(?:spent|taken|elapsed))[ \t]*[:=][ \t]*$/iu;
/** A duration in brackets between a label and its colon, a reading after it, `Uptime (24h): 97.92%`: the window the reading is over, a setting. */
function qualifiesLabel(t, i) {
	const close = unitEnd(t, i) + 1;
	return t[i - 1] === "(" && t[close] === ")" && t[close + 1] === ":" && t.slice(close + 2).some((token) => !isBlank(token));
}
/** An age: a duration after `Up` or before `ago`; it only grows while nothing happens again. */
function isAge(t, i) {
	const before = wordBefore(t, i);
	if (before !== void 0 && AGE_BEFORE.test(before) && t[lastNonBlank(t, i - 1)] !== "[") return true;
	let j = lastNonBlank(t, i - 1);
	if (t[j] === ")") {
		while (j >= 0 && t[j] !== "(") j--;
		const beforeAside = j > 0 ? wordBefore(t, j) : void 0;
		if (beforeAside !== void 0 && AGE_BEFORE.test(beforeAside)) return true;
	}
	const after = nextWord(t, unitEnd(t, i));
	return after !== void 0 && AGE_AFTER.test(after);
}
/** The duration at token `i` in seconds. */
function seconds(t, i) {
	const m = /^(\d+(?:[.,]\d+)?)([\p{L}µ]*)$/u.exec(t[i]);
	if (m === null) return NaN;
	const unit = m[2] !== "" ? m[2] : nextWord(t, i) ?? "";
	return Number(m[1].replace(",", ".")) * (SECONDS_PER[unit] ?? NaN);
}
/** The same labels as a link spells them, a folder of a URL naming the id after it (dagger's `…/traces/5f0c2e9a41b7…`). */
const PATH_ID_FOLDER = String.raw`\/(?:request|trace|span|session|invocation|execution|operation|transaction|event|message)s?\/`;
const PATH_ID_LABEL = new RegExp(`${PATH_ID_FOLDER}([A-Za-z0-9_-]+)`, "gi");
/** The labels read in a poll's output, and in a call that acts (where the run's own id counts too). */
/** A JVM object's default name, its class then `@` and its identity hash (`java.util.concurrent.CompletableFuture@5c7a1e3d`), or that hash labelled (`hashCode=5f3e8a21`): drawn for each object in each run. */
const JVM_IDENTITY = /\b[A-Z][\w$]*@([0-9a-f]{5,8})\b|\bhashCode[=:][ \t]*([0-9a-f]{5,8})\b/g;
/** In a call that acts, a link's folder naming the work it started, the id after it (Databricks's `…/run/883451207662019`). */
const PATH_RUN_LABEL = new RegExp(String.raw`\/${STARTED_WORK}s?\/([A-Za-z0-9_-]*\d[A-Za-z0-9_-]*)(?=[/?#"'\s]|$)`, "gi");
const POLL_ID_LABELS = [
	ID_LABEL,
	EPOCH_LABEL,
	QUERY_ID_LABEL,
	PATH_ID_LABEL,
	/(?<=\b[Ee]rror\b[^\n]*\{[^{}\n]*)"id"[ \t]*:[ \t]*"([^"\s]*\d[^"\s]*)(?="[^{}\n]*"message")/g
];
/** In a call that acts, the container a build's step ran in (Docker's classic builder: `---> Running in 9a4f1c7e2b3d`): made for that step. */
const STEP_CONTAINER = /\bRunning in ([0-9a-f]{12})\b/g;
const ACTING_ID_LABELS = [
	...POLL_ID_LABELS,
	RUN_ID_LABEL,
	RUN_ID_AFTER_NAME,
	JVM_IDENTITY,
	PATH_RUN_LABEL,
	STEP_CONTAINER
];
/** What every label above holds, read first: a line without any is passed over. */
const MAY_HOLD_A_LABEL = new RegExp(String.raw`id\b|request|running in|sid\b|ray\b|seed|thread|time|ts\b|[?&]t=|socket|perturb|lwp|inferior|process|@[0-9a-f]|hashCode|${PATH_ID_FOLDER}|${WORK_NAME}`, "i");
/** Where a line holds a labelled id (`request ID X:Y:Z`, `"pid":4242`, `"time":1741083153412`; in a call that acts, `Test run id:`); in a poll, not a process's. */
function labelledSpans(line, polled) {
	const spans = [];
	if (!MAY_HOLD_A_LABEL.test(line)) return spans;
	for (const pattern of polled ? POLL_ID_LABELS : ACTING_ID_LABELS) for (const m of line.matchAll(pattern)) {
		if (/^(?:pid|tid|thread|process)/i.test(m[0]) && (polled || PID_STATUS_FIELD.test(line) || /^(?:pid|process)/i.test(m[0]) && (ANOTHERS_PROCESS.test(line) || PROCESS_STATUS.test(line) && !STARTED_BY_THE_RUN.test(line)))) continue;
		const value = m[1] ?? m[2];
		if (/(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]*\]|\*|localhost):\d+(?![\d.])/.test(m[0])) continue;
		const from = m.index + m[0].length - value.length;
		spans.push([from, from + value.length]);
	}
	return spans;
}
/** The line with each labelled id it holds replaced by one mark (the ids themselves are paired by `labelledIdPairs`). */
function labelledIdsMarked(line, polled) {
	const spans = labelledSpans(line, polled);
	let marked = line;
	for (let k = spans.length - 1; k >= 0; k--) marked = `${marked.slice(0, spans[k][0])}${MARK}i${marked.slice(spans[k][1])}`;
	return marked;
}
/** Whether a line's labelled ids (`x\u0000y` pairs), spelled as in the other run, make it the other spelling: nothing else differs. */
function onlyLabelledIdsDiffer(x, y, labelled) {
	let respelled = x;
	for (const pair of labelled) {
		const [from, to] = pair.split("\0");
		respelled = respelled.split(from).join(to);
	}
	return labelled.length > 0 && respelled === y;
}
/** The labelled ids of two spellings of a line that differ, paired in order (`x\u0000y`): a line normalize.ts already proved by kind still names them. */
function labelledIdPairs(x, y, polled) {
	const spansX = labelledSpans(x, polled);
	const spansY = labelledSpans(y, polled);
	const pairs = [];
	if (spansX.length !== spansY.length) return pairs;
	for (let k = 0; k < spansX.length; k++) {
		const idX = x.slice(spansX[k][0], spansX[k][1]);
		const idY = y.slice(spansY[k][0], spansY[k][1]);
		if (idX !== idY) pairs.push(`${idX}\u0000${idY}`);
	}
	return pairs;
}
/** The token indexes of a line that lie in a labelled id. */
function labelledIds(tokensOfLine, polled) {
	const inside = /* @__PURE__ */ new Set();
	const spans = labelledSpans(tokensOfLine.join(""), polled);
	if (spans.length === 0) return inside;
	let offset = 0;
	for (let i = 0; i < tokensOfLine.length; i++) {
		const end = offset + tokensOfLine[i].length;
		if (spans.some(([s, e]) => offset >= s && end <= e)) inside.add(i);
		offset = end;
	}
	return inside;
}
/** Whether a prefix column opens at least half the lines of the output (three or more), so a line's opening figure is a log or profile prefix. */
function prefixColumn(lines) {
	let filled = 0;
	let prefixed = 0;
	const shapes = /* @__PURE__ */ new Map();
	for (const line of lines) {
		if (line.trim() === "") continue;
		const shape = prefixShape(line);
		if (shape === void 0 && /^[ \t[('"{]/.test(line)) continue;
		filled++;
		if (shape === void 0) continue;
		prefixed++;
		shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
	}
	if (prefixed < 3 || prefixed * 2 < filled) return void 0;
	let column;
	let most = 0;
	for (const [shape, count] of shapes) if (count > most) [column, most] = [shape, count];
	return column;
}
/** The shape of what opens a line as a prefix, its numbers and words masked (`#-#-# #:#:#`), or undefined: a line whose opening has another shape (yamllint's `  14:81`, a line and a column, under a log's stamped lines) is not in the column. */
function prefixShape(line) {
	const m = PREFIX.exec(line);
	return m === null ? void 0 : maskedNumbers(m[0].trim()).replace(/\p{L}+/gu, "a").replace(/[ \t]+/g, " ");
}
/** The first token at or after `from` that is neither a blank nor a `|`. */
function firstAfterBars(t, from) {
	let k = from;
	while (k < t.length && (isBlank(t[k]) || t[k] === "|")) k++;
	return k;
}
/** How many tokens of a line its prefix takes (0 for none). */
function prefixTokens(t) {
	const m = PREFIX.exec(t.join(""));
	if (m === null) return 0;
	let count = 0;
	for (let length = 0; count < t.length && length < m[0].length; count++) length += t[count].length;
	return count;
}
/** What each differing token pair is, once every line pair is read (`idsOnKindLines`: labelled ids, `x\u0000y`, on lines normalize.ts proved; `timedLine`: another line differed only by the run's time). */
function classify(pairs, context, idsOnKindLines, timedLine) {
	const { answer, linesA, linesB } = context;
	const forward = /* @__PURE__ */ new Map();
	const backward = /* @__PURE__ */ new Map();
	const linesOf = /* @__PURE__ */ new Map();
	const textsOf = /* @__PURE__ */ new Map();
	for (const p of pairs) for (let i = 0; i < p.a.length; i++) {
		const x = p.a[i];
		const y = p.b[i];
		if (x === y || isBlank(x)) continue;
		const f = forward.get(x);
		forward.set(x, f === void 0 || f === y ? y : null);
		const r = backward.get(y);
		backward.set(y, r === void 0 || r === x ? x : null);
		const at = `${x}\u0000${i}`;
		let seen = linesOf.get(at);
		if (seen === void 0) linesOf.set(at, seen = /* @__PURE__ */ new Set());
		seen.add(p.at);
		let said = textsOf.get(at);
		if (said === void 0) textsOf.set(at, said = /* @__PURE__ */ new Set());
		said.add(p.a.join(""));
	}
	const columnOf = (column, columnB, lineA) => column === void 0 || columnB === void 0 ? void 0 : (p) => prefixShape(lineA(p)) === column;
	const inColumn = answer ? void 0 : columnOf(prefixColumn(linesA), prefixColumn(linesB), (p) => linesA[p.at]) ?? columnOf(prefixColumn(pairs.map((p) => p.a.join(""))), prefixColumn(pairs.map((p) => p.b.join(""))), (p) => p.a.join(""));
	const prefixOf = pairs.map((p) => inColumn?.(p) === true ? Math.min(prefixTokens(p.a), prefixTokens(p.b)) : 0);
	const minted = new Set(idsOnKindLines);
	const timesSeen = /* @__PURE__ */ new Map();
	let positionsA;
	for (const p of pairs) for (let i = 0; i < p.a.length; i++) if (p.a[i] !== p.b[i] && EPOCH_SHAPE.test(p.a[i]) && !inNamedWord(p.a, i)) timesSeen.set(p.a[i], (timesSeen.get(p.a[i]) ?? 0) + 1);
	const idsOf = pairs.map((p, n) => {
		const recordField = isRecordField(context, p.at);
		const ids = recordField ? /* @__PURE__ */ new Set() : labelledIds(p.a, context.polled);
		const idsB = recordField ? /* @__PURE__ */ new Set() : labelledIds(p.b, context.polled);
		for (const i of ids) if (idsB.has(i) && p.a[i] !== p.b[i] && !wasAsked(context.asked, p.a[i])) minted.add(`${p.a[i]}\u0000${p.b[i]}`);
		for (let i = 0; i < p.a.length; i++) {
			const x = p.a[i];
			const y = p.b[i];
			if (x === y || forward.get(x) !== y || backward.get(y) !== x) continue;
			if ((timesSeen.get(x) ?? 0) >= 2 && EPOCH_SHAPE.test(y) && !SIZE_OR_COUNT_LABEL.test(wordBefore(p.a, i) ?? "") && !(positionsA ??= loggedPositions(pairs)).has(x) && x.length === y.length) minted.add(`${x}\u0000${y}`);
			if (i === 2 && /^\d{2,}$/.test(x) && p.a[0] === "=" && p.a[1] === "=" && p.a[3] === "=" && p.a[4] === "=") minted.add(`${x}\u0000${y}`);
			if (answer || (linesOf.get(`${x}\u0000${i}`)?.size ?? 0) < 2) continue;
			if (looksMinted(p.a, i) && (textsOf.get(`${x}\u0000${i}`)?.size ?? 0) >= 2 || prefixOf[n] > 0 && (i <= prefixOf[n] + 1 || firstAfterBars(p.a, prefixOf[n]) === i) && /^\d{2,}$/.test(x)) minted.add(`${x}\u0000${y}`);
		}
		return {
			ids,
			idsB
		};
	});
	const acting = !context.polled && !answer;
	if (!context.polled) for (const p of pairs) {
		if (!MADE_WORD.test(p.a.join(""))) continue;
		for (let i = 0; i < p.a.length; i++) {
			if (p.a[i] === p.b[i]) continue;
			if (inMovedStamp(p.a, p.b, i) || epochOpensName(p.a[i], p.b[i]) || serialCountedUp(p.a, p.b, i)) minted.add(`${p.a[i]}\u0000${p.b[i]}`);
			else if (answer && isRandomDraw(p.a[i], p.b[i]) && !wasAsked(context.asked, p.a[i])) minted.add(`${p.a[i]}\u0000${p.b[i]}`);
			const pid = pidInName(p.a[i], p.b[i]);
			if (pid !== void 0 && namesAFile(wordAround(p.a, i).word)) minted.add(pid);
		}
	}
	if (acting) for (const pair of madeThenNamed(pairs)) minted.add(pair);
	const ranAt = acting ? clockOfTheRun(pairs, linesA, linesB) : void 0;
	let timed = acting ? void 0 : false;
	const timedRun = () => timed ??= timedLine || linesA.some((line) => TIME_DIGITS.test(line) && reportsRunTime(tokens(normalForm(line))));
	let benchmark;
	const measures = () => benchmark ??= BENCHMARK_CALL.test(context.asked) || linesA.some((line) => BENCHMARK_LINE.test(line));
	const finishedInOrder = context.moved === true && placesShuffled(pairs);
	const agedTogether = measures() ? void 0 : agesGrewTogether(pairs);
	let progressA;
	let progressB;
	const samplesA = () => progressA ??= progressLines(linesA);
	const samplesB = () => progressB ??= progressLines(context.linesB);
	let onSchedule;
	const scheduled = () => onSchedule ??= scheduledSamples(linesA, linesB);
	let spent;
	const spentLines = () => spent ??= usageReportLines(linesA);
	let wrote;
	const reportsAWrite = () => wrote ??= linesA.some((line) => WROTE_WORD.test(line)) && !linesA.some((line) => FAILURE_WORD.test(line));
	let fieldList;
	const fieldStatus = () => fieldList ??= isFieldStatus(linesA);
	const segments = commandSegments(context.asked);
	let instantsA;
	let instantsB;
	let hexOpenings;
	let quotedA;
	let elapsedA;
	let evaluated;
	let heading;
	let elapsedB;
	let quotedB;
	let noisy = 0;
	let strictlyNoise = true;
	let looselyNoise = true;
	for (let n = 0; n < pairs.length; n++) {
		const p = pairs[n];
		const { ids, idsB } = idsOf[n];
		const prefix = prefixOf[n];
		const runReport = !answer && reportsRunTime(p.a) && reportsRunTime(p.b);
		const ownProcess = !answer && segments.length > 0 && isOwnProcess(p.a.join(""), segments) && isOwnProcess(p.b.join(""), segments);
		const onlyMintedIds = minted.size > 0 && withMintedIds(p.a.join(""), minted, context.asked) === p.b.join("");
		let provenBefore = -1;
		for (let i = 0; i < p.a.length; i++) {
			const x = p.a[i];
			const y = p.b[i];
			if (x === y || i > 0 && isBlank(x) && isBlank(y)) continue;
			noisy += x.length;
			if (onlyMintedIds) continue;
			if (SPINNER_FRAME.test(x) && SPINNER_FRAME.test(y)) continue;
			if (ASCII_SPINNER.test(x) && ASCII_SPINNER.test(y) && p.a[i - 1] === "[" && p.a[i + 1] === "]" && p.b[i - 1] === "[" && p.b[i + 1] === "]") continue;
			if (acting && !context.moved && isPercentage(p.a, i) && isPercentage(p.b, i) && samplesA().has(p.at) && samplesB().has(p.at)) continue;
			if (acting && !context.moved && NUMBER.test(x) && NUMBER.test(y) && p.a.some((token) => DURATION.test(token)) && scheduled().has(`${p.at}:${i}`)) continue;
			if (SIZE_UNIT.test(x) && SIZE_UNIT.test(y) && p.a[i + 1] === "/" && p.b[i + 1] === "/") {
				const number = isBlank(p.a[i - 1] ?? "") ? i - 2 : i - 1;
				if (number === provenBefore && isRate(p.a, number) && isRate(p.b, number)) continue;
				return "different";
			}
			if (holdsMintedId(minted, x, y)) continue;
			const inItsOwnPath = acting && drawnInOwnPath(p.a, i, y);
			const knownId = ids.has(i) && idsB.has(i) || minted.has(`${x}\u0000${y}`);
			if (!inItsOwnPath && !knownId && !sameShape(x, y) && !(onProgressBar(p.a, i) && onProgressBar(p.b, i)) && agedTogether?.has(`${n}:${i}`) !== true) return "different";
			if (ids.has(i) && idsB.has(i) && !wasAsked(context.asked, x) || minted.has(`${x}\u0000${y}`) || x.startsWith("0x") && y.startsWith("0x") && minted.has(`${x.slice(2)}\u0000${y.slice(2)}`) || ownProcess || inItsOwnPath || acting && (drawnAfterADraw(x, y) && inDrawnWord(p.a, p.b, i, context.asked) || isPeakMemory(p.a, i) && isPeakMemory(p.b, i) || isOwnProgramTag(p.a, i, segments) || isOwnProgramProcess(p.a, i, segments) || inTimeColumn(linesA, p.at, p.a, i) || isRandomDraw(x, y) && !wasAsked(context.asked, x)) || ranAt?.has(`${n}:${i}`) === true || acting && (epochMovedOn(x, y) && inNamedWord(p.a, i) && !inUrlHost(p.a, i) || epochEndsName(x, y) && inPath(p.a, i)) || acting && drawnTempName(x, y) || provenBefore === i - 3 && p.a[i - 1] === "." && p.a[i - 2] === "." && p.b[i - 1] === "." && p.b[i - 2] === "." && NUMBER.test(x) && NUMBER.test(y) || !context.polled && opensWithClock(p.a, i, y) && reportsAWrite() || windowMovedOn(p.a, p.b, i) || acting && epochMovedOn(x, y) && namesAnInstant(p.a, i) || acting && NUMBER.test(x) && NUMBER.test(y) && isLogRecordPid(p.a, i) || acting && NUMBER.test(x) && NUMBER.test(y) && isPseudoTerminal(p.a, i) || inTimeTriple(p.a, i) && inTimeTriple(p.b, i) || p.at === (heading ??= headingStamp(linesA, context.linesB)) || isSampleTime(p.a, i) && isSampleTime(p.b, i) && epochSecondsMovedOn(x, y) && (evaluated ??= oneSampleTime(linesA) && oneSampleTime(context.linesB)) || stampSpelledAfter(p.a, i) && stampSpelledAfter(p.b, i) && epochSecondsMovedOn(x, y) || EPOCH_SHAPE.test(x) && EPOCH_SHAPE.test(y) && (instantsA ??= zonedInstants(linesA)).has(epochSecond(x)) && (instantsB ??= zonedInstants(context.linesB)).has(epochSecond(y)) || i === 0 && HEX_EPOCH.test(x) && HEX_EPOCH.test(y) && hexSecondsMovedOn(x, y) && ((hexOpenings ??= hexOpeningsOf(linesA)).get(x) ?? 0) >= 2 || SECONDS_WITH_FRACTION.test(x) && SECONDS_WITH_FRACTION.test(y) && p.a.slice(0, i).every(isBlank) && (elapsedA ??= elapsedOpenings(linesA)).has(p.at) && (elapsedB ??= elapsedOpenings(context.linesB)).has(p.at) || i === 0 && SECONDS_WITH_FRACTION.test(x) && (quotedA ??= stepLinesQuoted(linesA)).has(linesA[p.at]) && (quotedB ??= stepLinesQuoted(context.linesB)).has(context.linesB[p.at]) || acting && MINTABLE.test(x) && MINTABLE.test(y) && inMintedIdColumn(linesA, p.at, p.a, i) || acting && MINTABLE.test(x) && MINTABLE.test(y) && mintedBefore(minted, y) || ageColumnGrew(context, p.at, p.a, p.b, i) || agedTogether?.has(`${n}:${i}`) === true || isRecordTtl(p.a, i) && isRecordTtl(p.b, i) && Number(y) < Number(x) || inTransferMeterRun(linesA, p.at, p.a, i) || onProgressBar(p.a, i) && onProgressBar(p.b, i) || acting && onTransferMeter(p.a, i) && onTransferMeter(p.b, i) || isRate(p.a, i) && isRate(p.b, i) && timedRun() && !measures() || i < prefix || finishedInOrder && isPlace(p.a, i) && isPlace(p.b, i) || ADDRESS.test(x) && ADDRESS.test(y) && !/^offset$/i.test(wordBefore(p.a, i) ?? "") || isLogrusClock(p.a, i) || isGlogThread(p.a, i) && isGlogThread(p.b, i) || isPartOfRunTime(p.a, i) && isPartOfRunTime(p.b, i) && !measures() || readBesideRunTime(p.a, i) && readBesideRunTime(p.b, i) && !measures() || NUMBER.test(x) && NUMBER.test(y) && inRunTimeObject(p.a, i) && !measures() || isModelSpend(p.a, i) && NUMBER.test(y) && spentLines().has(p.at) || !context.polled && isEphemeralPort(p.a, i) && isEphemeralPort(p.b, i) || isClockNoise(p.a, p.b, i, answer, runReport, fieldStatus) && (!wasAsked(context.asked, x) || underRunTimeKey(p.a, p.b, i)) && !measures() && !measuredInColumn(linesA, p.at, p.a, i) || isSourceLine(p.a, i) && !isSourceColumn(p.a, i) && !context.moved && codeShownBelow(p.at, linesA, linesB, x, y)) {
				provenBefore = i;
				continue;
			}
			strictlyNoise = false;
			if (!looselyNoise) continue;
			if (countsSomething(p.a, i) || countsSomething(p.b, i) || isSourceLine(p.a, i) && (context.moved || !codeShownBelow(p.at, linesA, linesB, x, y))) looselyNoise = false;
		}
	}
	if (noisy * 2 > nonBlankLength(linesA)) return looselyNoise ? "similar" : "different";
	if (strictlyNoise) return "same";
	return looselyNoise ? "similar" : "different";
}
/** A command that runs a benchmark (`cargo bench`, `go test -bench=.`, `pytest --benchmark-only`, `npm run bench`). */
const BENCHMARK_CALL = /\bbench(?:mark)?s?\b/i;
/** A line a benchmark prints: go's `BenchmarkParse-8`, hyperfine's `Benchmark 1:`, a table's `Benchmark` column, `-- benchmark: 1 tests --`. */
const BENCHMARK_LINE = /^[ \t-]*(?:Benchmark|benchmark\b)/;
/** The words of each part of the call's shell command (`a | b`, `a && b`, `a; b`) of two words or more, quotes taken out. */
function commandSegments(asked) {
	const m = /"command":("(?:[^"\\]|\\.)*")/.exec(asked);
	if (m === null) return [];
	let command;
	try {
		command = JSON.parse(m[1]);
	} catch {
		return [];
	}
	return typeof command === "string" ? command.split(/\|\|?|&&|;|\n/).map(shellWords).filter((w) => w.length >= 2) : [];
}
const shellWords = (text) => text.replace(/['"\\]/g, " ").split(/\s+/).filter((w) => w !== "");
/**
* A line holding every word of one part of the call's command, in order, after a number (its
* pid): a process listing's row for the call's own process (`grep foo` in `ps aux | grep foo`, the shell running `pgrep
* -af …`), whose pid, times and sizes are this run's own.
*/
function isOwnProcess(line, segments) {
	const pieces = shellWords(line);
	return segments.some((words) => {
		let at = 0;
		let first = -1;
		for (const word of words) {
			at = pieces.indexOf(word, at) + 1;
			if (at === 0) return false;
			if (first < 0) first = at - 1;
		}
		return pieces.slice(0, first).some((piece) => /^\d+$/.test(piece));
	});
}
/** What a run mints into a name: a number (a pid, an epoch, a time's part) or a hex suffix (`5b0f3e`); never a word (`x64-linux`). */
const MINTABLE = /^(?:_?\d+(?:[._]\d+)*|(?=[0-9a-f]*\d)[0-9a-f]{5,})$/;
/** A table's header cell that names a time (`Time (in s)`, `Duration`, `Elapsed`). */
const TIME_HEADER = /^\s*(?:time|duration|elapsed|took)\b/i;
/**
* Whether the number stands in a column of a `|` table whose header names a time (fastlane's summary:
* `| Step | Action | Time (in s) |`): in a call that acts, how long each of its steps took.
*/
function inTimeColumn(lines, at, t, i) {
	if (!NUMBER.test(t[i])) return false;
	if (lines[at].split("|").length < 3) return inSpacedDurationColumn(lines, at, t, i);
	const name = pipedColumnName(lines, at, t, i, (line) => !/\d/.test(line));
	return name !== void 0 && TIME_HEADER.test(name);
}
/**
* The name of the token's column in a `|` table: the cell at its place in the nearest line above (40 lines at most)
* with as many cells that `isHeader` takes for the header; undefined when the line is no row or no header stands above.
*/
function pipedColumnName(lines, at, t, i, isHeader) {
	const cells = lines[at].split("|").length;
	if (cells < 3) return void 0;
	let column = 0;
	for (let k = 0; k < i; k++) if (t[k] === "|") column++;
	for (let above = at - 1; above >= 0 && above >= at - 40; above--) {
		const header = lines[above].split("|");
		if (header.length === cells && isHeader(lines[above], header)) return header[column] ?? "";
	}
}
/** A column name that says how long a step took (NUKE's `Duration`); a bare `Time` may be what a benchmark measures, `ELAPSED` a process's age (`ps`). */
const DURATION_HEADER = /^(?:duration|took)\b/i;
/** Whether the number stands in a column named as how long a step took (NUKE's `Target   Status   Duration`): in a call that acts, how long each of its steps took. */
function inSpacedDurationColumn(lines, at, t, i) {
	return !countsSomething(t, i) && DURATION_HEADER.test(columnNameAbove(lines, at, t, i) ?? "");
}
/** A header's closing stamp, when it was sampled (mongotop's `ns  total  read  write  2024-03-05T10:11:17Z`). */
const HEADER_STAMP = /[ \t]+\d{4}-\d{2}-\d{2}[T ][\d:.]+Z?[ \t]*$/;
/**
* The name of the token's column in the nearest header above (names set apart by blanks and no digit, perhaps closed
* by the time it was sampled; the column found where the two overlap). Lines with no column there are passed over
* (a row that ends early, `Pack   NotRun`).
*/
function columnNameAbove(lines, at, t, i) {
	const piped = lines[at].includes("|");
	const before = t.slice(0, i).join("");
	if (!/(?:^|\t|[ \t]{2,}|\|[ \t]*)[^\s|]*$/.test(before)) return void 0;
	const place = piped ? before.split("|").length - 1 : fieldsOf(before).length - (/^\s*$|(?:\t|[ \t]{2,})$/.test(before) ? 0 : 1);
	const field = piped ? void 0 : fieldsOf(lines[at])[place];
	if (!piped && field === void 0) return void 0;
	let plain = !piped;
	for (let above = at - 1; above >= 0 && above >= at - 40; above--) {
		const header = lines[above].replace(HEADER_STAMP, "");
		if (header.trim() === "") return void 0;
		const capitals = TABLE_HEADER.test(header);
		if (!capitals && !SPACED_NAMES.test(header) && !(plain && SPACED_NAMES_OF_WORDS.test(header))) {
			if (header.includes("|")) plain = false;
			continue;
		}
		if (field === void 0) return header.split("|")[place]?.trim();
		const cells = capitals ? [...header.matchAll(/\S+/g)].map((m) => ({
			text: m[0],
			from: m.index,
			to: m.index + m[0].length
		})) : fieldsOf(header);
		let best;
		let most = 0;
		for (const cell of cells) {
			const overlap = Math.min(cell.to, field.to) - Math.max(cell.from, field.from);
			if (overlap > most) [best, most] = [cell, overlap];
		}
		if (best !== void 0) return best.text;
	}
}
/** A row's fields: set apart by a tab or two blanks or more (`4 minutes from now` is one). */
const fieldsOf = (line) => [...line.matchAll(/[^\t ]+(?: [^\t ]+)*/g)].map((m) => ({
	text: m[0],
	from: m.index,
	to: m.index + m[0].length
}));
/** Names of any case set apart by two blanks or more, no digit (NUKE's `Target   Status   Duration`, mongotop's `ns   total   read`). */
const SPACED_NAMES = /^[ \t]*\p{L}[\p{L}_%().-]*(?:[ \t]{2,}\p{L}[\p{L}_%().-]*)+[ \t]*$/u;
/**
* Such names of words one blank apart (repadmin's `Source DSA   largest delta   fails/total %%   error`), over rows set
* apart by blanks alone: a row drawn with `|` under them is a figure of its own (httpstat's phases under `DNS Lookup   TCP Connection`).
*/
const SPACED_NAME_OF_WORDS = String.raw`\p{L}[\p{L}_%()./-]*(?: [\p{L}%][\p{L}_%()./-]*)*`;
const SPACED_NAMES_OF_WORDS = new RegExp(String.raw`^[ \t]*${SPACED_NAME_OF_WORDS}(?:[ \t]{2,}${SPACED_NAME_OF_WORDS})+[ \t]*$`, "u");
/**
* Whether a duration stands in a column whose name says what the row measured, not how long anything took or how
* old it is (mongotop's `total  read  write`): that row's reading, a value.
*/
function measuredInColumn(lines, at, t, i) {
	if (!isDuration(t, i) || isAge(t, i)) return false;
	const name = columnNameAbove(lines, at, t, i);
	return name !== void 0 && !NAMES_A_TIME.test(name);
}
/** Whether the token stands in a `|` table's column named for an id a run mints (containerlab's `Container ID`: in a call that acts, the containers it made). */
function inMintedIdColumn(lines, at, t, i) {
	const name = pipedColumnName(lines, at, t, i, (_line, cells) => cells.every((cell) => /^[ \t]*(?:[#\p{L}][^|]*)?$/u.test(cell)));
	return name !== void 0 && MINTED_ID_COLUMN.test(name.trim());
}
/** A column named for an id a run mints: the thing it made or the work it started (`Container ID`, `Job ID`, `Request ID`). */
const MINTED_ID_COLUMN = /^(?:container|request|run|job|task|operation|execution|session|trace)[ _-]?id$/i;
/** A column name that says its durations are times (taken, since, left), not readings: `Duration`, `AGE`, `TTL`, `UNTIL`, `LAST SEEN`. */
const NAMES_A_TIME = /time|duration|elapsed|took|\bage\b|uptime|seen|since|until|\bttl\b|expir|left|remain|\beta\b|\bago\b|wait|delay|interval|period|created|started|last|next/i;
/**
* A DNS record's time to live, between its name and its class (`api.example.com.  287  IN  A  203.0.113.17`): a
* resolver's cache counting down. One that fell is the same record, older; one that grew was fetched or set anew.
*/
function isRecordTtl(t, i) {
	if (!NUMBER.test(t[i])) return false;
	const after = t[i + 1] !== void 0 && isBlank(t[i + 1]) ? i + 2 : -1;
	return after > 0 && /^(?:IN|CH|HS)$/.test(t[after] ?? "") && t[lastNonBlank(t, i - 1)] === ".";
}
/** The second header line of curl's progress meter: its speeds and times are this transfer's. */
const TRANSFER_METER_HEADER = /^[ \t]*Dload[ \t]+Upload[ \t]+Total[ \t]+Spent[ \t]+Left[ \t]+Speed[ \t]*$/;
/**
* Whether the token is one of the speeds or times on a row of curl's progress meter (the seventh field on:
* `Dload  Upload   Total   Spent    Left  Speed`): how fast and how long this transfer ran, the run's clock.
* The sizes and percentages before them stay values.
*/
function inTransferMeterRun(lines, at, t, i) {
	let header = at - 1;
	while (header >= 0 && header >= at - 4 && !TRANSFER_METER_HEADER.test(lines[header])) header--;
	if (header < 0 || header < at - 4) return false;
	let field = 0;
	for (let k = 0; k < i; k++) if (!isBlank(t[k]) && (k === 0 || isBlank(t[k - 1]))) field++;
	return field >= 6;
}
/** Column names over ages (kubectl's `AGE`, `LAST SEEN`, `UPTIME`, clusterctl's `SINCE`, kumactl's `LAST UPDATED AGO`): the name's last word. */
const AGE_HEADER = /(?:^| )(?:AGE|UPTIME|SEEN|SINCE|AGO)$/;
/** An age as kubectl and its kind write it, in one token: `5m`, `2d`, `3d4h`, `6m12s`. */
const COMPACT_AGE = /^(?:\d+[ydhms])+$/;
/**
* Whether the token stands in a column headed as an age (the header of capitals above it in its
* block, the column found by where its words start) and grew: the same thing, older (`5m` then
* `7m` under `AGE`). A smaller age is a new thing (a pod recreated): a value.
*/
function ageColumnGrew(context, at, a, b, i) {
	if (!COMPACT_AGE.test(a[i]) || !COMPACT_AGE.test(b[i]) || compactSeconds(b[i]) < compactSeconds(a[i])) return false;
	const header = headersOf(context).nearestTable[at] ?? -1;
	if (header < 0 || at - header > 200) return false;
	const offset = a.slice(0, i).join("").length;
	let word = "";
	let name = "";
	for (const w of context.linesA[header].matchAll(/\S+/g)) if (w.index <= offset) word = w[0];
	for (const n of context.linesA[header].matchAll(/\S+(?: \S+)*/g)) if (n.index <= offset) name = n[0];
	return AGE_HEADER.test(word) || AGE_HEADER.test(name);
}
/** A line that may give a time: a digit and a unit of seconds after it. */
const TIME_DIGITS = /\d[ \t]?(?:ns|µs|μs|us|ms|s|secs?|seconds?)\b/;
/**
* Two tokens of words and then numbers joined by `_`, the numbers alone differing (`cmd_2026` and `cmd_2027`, oc-mirror's
* `mirroring_errors_20261202_230431`): the numbers are named anew; a word's own digits (`x64`) are not.
*/
const onlyDigitsDiffer = (x, y) => {
	const mx = /^((?:[A-Za-z]+_)+)\d+(?:_\d+)*$/.exec(x);
	return mx !== null && y.startsWith(mx[1]) && /^\d+(?:_\d+)*$/.test(y.slice(mx[1].length)) && sameButDigits(x, y);
};
/** Two tokens alike but for their digits (`12.345Z` and `58.902Z`: a stamp's seconds and zone). */
const sameButDigits = (x, y) => x.replace(/\d/g, "0") === y.replace(/\d/g, "0");
/** Whether the token is glued into a name by `-` or `_` (`api-tls-1-3810245877`). */
const inNamedWord = (t, i) => (t[i - 1] === "-" || t[i - 1] === "_") && /[\p{L}\d]$/u.test(t[i - 2] ?? "") || (t[i + 1] === "-" || t[i + 1] === "_") && /^[\p{L}\d]/u.test(t[i + 2] ?? "");
/** Whether the token lies in a URL's host (`https://site-prod-1304103443.cos…/`): the server the run talks to, no name it made. */
function inUrlHost(t, i) {
	let k = i - 1;
	while (k >= 0 && !isBlank(t[k]) && t[k] !== "/") k--;
	return k >= 1 && t[k] === "/" && t[k - 1] === "/" && t[k - 2] === ":";
}
/** Whether the temp paths of two spellings of a line name other things in them, their drawn names aside. */
function namesInTempPathsDiffer(x, y) {
	const pathsX = x.match(TEMP_PATH) ?? [];
	const pathsY = y.match(TEMP_PATH) ?? [];
	if (pathsX.length !== pathsY.length) return true;
	for (let k = 0; k < pathsX.length; k++) {
		const namesX = pathsX[k].split(/[\\/]/);
		const namesY = pathsY[k].split(/[\\/]/);
		if (namesX.length !== namesY.length) return true;
		for (let j = 0; j < namesX.length; j++) if (namesX[j] !== namesY[j] && !drawnAlike(namesX[j], namesY[j])) return true;
	}
	return false;
}
/**
* Two names one draw apart: their parts between `-`, `_` and `.` the same but for parts drawn anew, a number
* (`pytest-42`, then `pytest-43`; after a word too, `tfplan3904417725`) or letters and digits of one length, digits in both (`tmp4kq9z2vnbuild`,
* `tmpe5r2j7qabuild`; `claude-5f2c-cwd`); a name that changed otherwise (`pycurl`, `psycopg2`) is another thing.
*/
function drawnAlike(a, b) {
	const partsA = a.split(/[-_.]/);
	const partsB = b.split(/[-_.]/);
	if (partsA.length !== partsB.length) return drawnWithSeparators(a, b);
	for (let k = 0; k < partsA.length; k++) {
		const x = partsA[k];
		const y = partsB[k];
		if (x === y || /^\d+$/.test(x) && /^\d+$/.test(y)) continue;
		if (/^[A-Za-z]+\d+$/.test(x) && /^[A-Za-z]+\d+$/.test(y) && x.replace(/\d+$/, "") === y.replace(/\d+$/, "")) continue;
		if (x.length !== y.length || !/^[A-Za-z0-9]+$/.test(x) || !/^[A-Za-z0-9]+$/.test(y) || !/\d/.test(x) || !/\d/.test(y)) return drawnWithSeparators(a, b);
	}
	return true;
}
/**
* Two names whose parts differ in one draw that may hold `_` itself (Python's `mkstemp`, `easybuild-8_w3jd0m.log` then
* `easybuild-r5t_1hxa.log`): the same before and after it, the draw as long in both, of letters, digits and `_`, digits
* in both, unlike in most places.
*/
function drawnWithSeparators(a, b) {
	if (a.length !== b.length) return false;
	const [from, to] = differingMiddle(a, b);
	const x = a.slice(from, to);
	const y = b.slice(from, to);
	return x.length >= 5 && /^\w+$/.test(x) && /^\w+$/.test(y) && /\d/.test(x) && /\d/.test(y) && unlikeInMost(x, y);
}
/** A frame of a spinner drawn in braille (`⠘`, `⠒`): which one shows is where the clock stood. */
const SPINNER_FRAME = /^[\u2801-\u28FF]$/u;
/** A frame of a spinner drawn in ASCII (`|`, `/`, `-`, `\`). */
const ASCII_SPINNER = /^[|/\\-]$/;
/** A percentage on a line: its number. */
const PERCENT_LINE = /(\d+(?:\.\d+)?)[ \t]?%/g;
/**
* The lines of a progress report, each but the last of it: three lines or more in a row of one shape (its indent aside), one percentage
* each, growing line by line to 100 % (pvmove's `Moved: 8.61%` … `Moved: 100.00%`). How far it had got at each is where
* the clock stood when it printed; where it ended, the last, is the result.
*/
function progressLines(lines) {
	const samples = /* @__PURE__ */ new Set();
	let from = 0;
	for (let i = 1; i <= lines.length; i++) {
		if (i < lines.length && percentOf(lines[i]) > percentOf(lines[i - 1]) && shapeOfLine(lines[i].trim()) === shapeOfLine(lines[i - 1].trim())) continue;
		if (i - from >= 3 && percentOf(lines[i - 1]) === 100) for (let k = from; k < i - 1; k++) samples.add(k);
		from = i;
	}
	return samples;
}
/**
* The samples of a progress report printed on a schedule of the run's time: three lines or more in a row of one shape, each
* holding a duration that grows line by line, the same in both runs (dgraph's `Elapsed: 05s Txns: 302`, then `10s`, `15s`),
* and a line below them (where the run ended). A number that grows line by line in both runs is how far the run had got
* by then; one that stands still (`Aborts: 0`) stays a value. Those numbers' places, `line:token`.
*/
function scheduledSamples(linesA, linesB) {
	const places = /* @__PURE__ */ new Set();
	let from = 0;
	for (let at = 1; at <= linesA.length; at++) {
		if (at < linesA.length && linesA[at].trim() !== "" && shapeOfLine(linesA[at]) === shapeOfLine(linesA[at - 1])) continue;
		const below = linesA.slice(at).some((line) => line.trim() !== "");
		if (at - from >= 3 && below) {
			const rowsA = linesA.slice(from, at).map((line) => tokens(normalForm(line)));
			const rowsB = linesB.slice(from, at).map((line) => tokens(normalForm(line)));
			if (rowsA.every((row, k) => row.length === rowsA[0].length && rowsB[k].length === row.length) && rowsA[0].some((_, j) => isSchedule(rowsA, rowsB, j))) {
				for (let i = 0; i < rowsA[0].length; i++) if (growsDown(rowsA, i) && growsDown(rowsB, i)) for (let k = 0; k < rowsA.length; k++) places.add(`${from + k}:${i}`);
			}
		}
		from = at;
	}
	return places;
}
/** Whether the tokens at `j` are durations the same in both runs, growing row by row: the times the samples were taken. */
function isSchedule(rowsA, rowsB, j) {
	return rowsA.every((row, k) => DURATION.test(row[j]) && row[j] === rowsB[k][j] && (k === 0 || seconds(row, j) > seconds(rowsA[k - 1], j)));
}
/** Whether the tokens at `i` are numbers growing row by row. */
const growsDown = (rows, i) => rows.every((row, k) => NUMBER.test(row[i]) && (k === 0 || Number(row[i]) > Number(rows[k - 1][i])));
/** The one percentage on a line (NaN when none or several). */
function percentOf(line) {
	if (!line.includes("%")) return NaN;
	const all = [...line.matchAll(PERCENT_LINE)];
	return all.length === 1 ? Number(all[0][1]) : NaN;
}
/** Whether the token is a number and then `%` (`24.18%`, `24.18 %`). */
function isPercentage(t, i) {
	return NUMBER.test(t[i]) && (t[i + 1] === "%" || isBlank(t[i + 1] ?? "") && t[i + 2] === "%");
}
/** A bar drawn in block characters (`━━━━`, `██████`), or in ASCII within brackets (pb's `[=====>----]`): a line a transfer or a linter redraws as it goes, its clock after the bar. */
const PROGRESS_BAR = /[━█▉▊▋▌▍▎▏]{4,}|\[[=#>-]{4,}[ =#>.-]*\]/;
/**
* A time or a speed on a line that draws a progress bar (tqdm's `[00:04<00:00, 3.41MB/s]`, rich's `━━━━ 00:01`):
* the clock of the transfer or the work, like curl's meter; its sizes and counts (`14.9M/14.9M`, `42/42 files`) stay values.
*/
function onProgressBar(t, i) {
	return isClockPartOrSpeed(t, i) && (PROGRESS_BAR.test(t.slice(0, i).join("")) || BAR_THEN_PERCENT.test(t.slice(i).join("")));
}
/** A part of a clock (`00:01`'s `01`) or a speed in any unit per second (`3.41MB/s`, tqdm's `1.46cell/s`, `1948 kBps`): what a meter prints of how long and how fast. */
function isClockPartOrSpeed(t, i) {
	return /^\d{2}$/.test(t[i]) && (t[i - 1] === ":" && /^\d{2}$/.test(t[i - 2] ?? "") || t[i + 1] === ":" && /^\d{2}$/.test(t[i + 2] ?? "")) || /^\d+(?:[.,]\d+)?[\p{L}µ]*$/u.test(t[i]) && t[i + 1] === "/" && t[i + 2] === "s" || isRate(t, i);
}
/** How far a transfer got and what it moved, before its speed and time (scp's and fetch's `100%    1 MiB`). */
const TRANSFER_DONE = /\d(?:\.\d+)?%[ \t]+\d+(?:[.,]\d+)?[ \t]*(?:[KMGTP]i?)?B\b/;
/**
* Whether the token is the speed or the clock of a transfer meter without a bar (FreeBSD fetch's `Fetching vuln.xml.xz:
* 100%    1 MiB 1948 kBps    00:01`, scp's `100%   12MB  11.8MB/s   00:01`): after how far it got and what it moved,
* how fast and how long are the run's clock; in a call that acts only, as a poll's rate may be its reading.
*/
function onTransferMeter(t, i) {
	return isClockPartOrSpeed(t, i) && TRANSFER_DONE.test(t.slice(0, i).join(""));
}
/** A progress bar, then on its line how far it got (`▕██████████▏ 100.0%`). */
const BAR_THEN_PERCENT = /[━█▉▊▋▌▍▎▏]{4,}[^\n]*\d(?:\.\d+)?%/;
/** `3d4h` in seconds. */
function compactSeconds(age) {
	let total = 0;
	for (const m of age.matchAll(/(\d+)([ydhms])/g)) total += Number(m[1]) * (m[2] === "y" ? 31536e3 : SECONDS_PER[m[2]]);
	return total;
}
/**
* A date and a time to the second written into a name, perhaps with its zone (`2024-03-11_09-41-07`, `2026.12.01_23-11-02-+0000`,
* `20240311-094107`), or as two folders (`2024-03-06/10-42-17`), or as one number that is a whole folder's name (Capistrano's
* `releases/20261202201509`; a name that goes on, a migration's `20250301093012_add_index`, is named for another time).
*/
const NAME_STAMP = /(?<!\d)\d{4}[-._]?\d{2}[-._]?\d{2}[-_T/]\d{2}[-_.]?\d{2}[-_.]?\d{2}(?:[-_.]\d{1,6})?Z?(?:[-_]?[+-]\d{4})?|(?<=\/)20\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d[0-5]\d(?![\w-])/g;
/** A date and a time to the minute set apart by ISO's `T` in a name (btrbk's `home.20261202T1620`, avocado's `job-2026-12-02T14.30-…`): a stamp, as with seconds. */
const NAME_STAMP_TO_THE_MINUTE = /\d{4}-?\d{2}-?\d{2}T\d{2}[.:]?\d{2}(?!\d)/g;
/** A folder a run writes its own logs into (`log/`, `logs/`, `Logs/`, npm's `_logs/`), somewhere in a path. */
const LOG_FOLDER = /(?:^|\/)[._]?(?:log|logs|Logs|LOGS)\//;
/** A token that sets words apart: white space or a quote. */
const endsWord = (token) => isBlank(token) || token === "\"" || token === "'";
/** The word the token lies in (up to a blank or a quote), and where the token starts in it. */
function wordAround(t, i) {
	let start = i;
	while (start > 0 && !endsWord(t[start - 1])) start--;
	let end = i;
	while (end < t.length - 1 && !endsWord(t[end + 1])) end++;
	return {
		word: t.slice(start, end + 1).join(""),
		at: t.slice(start, i).join("").length
	};
}
/** Whether the token and its other spelling `y` are a number or a suffix drawn anew in a path the run wrote for itself: a log's, or a stamped one (where the stamp's own digits may move too, `12.345Z`). */
function drawnInOwnPath(t, i, y) {
	const x = t[i];
	const drawn = MINTABLE.test(x) && MINTABLE.test(y) || onlyDigitsDiffer(x, y);
	const longDigits = sameButDigits(x, y) && /\d{6,}/.test(x);
	return (drawn || sameButDigits(x, y)) && inPathStamp(t, i) || (drawn || longDigits) && inLogPath(t, i) || drawn && inWorkFolder(t, i);
}
/** Words that say the run makes or removes a folder (`removing directory`, `Creating`, `cleaned`). */
const MAKES_OR_REMOVES = /\b(?:[Cc]reat|[Rr]emov|[Dd]elet|[Cc]lean)(?:e|es|ed|ing)?\b/;
/**
* Whether the token is a folder named by a number alone, of three digits or more, on a line that says the run makes or
* removes it: the place a run makes for its work, named by its pid (pbuilder's `removing directory
* /var/cache/pbuilder/build/48213`); a folder of a path the run only reads or reports is named for what it holds.
*/
function inWorkFolder(t, i) {
	if (!/^\d{3,}$/.test(t[i]) || t[i - 1] !== "/" || !/^[\p{L}\d_.-]+$/u.test(t[i - 2] ?? "")) return false;
	const after = t[i + 1];
	return (after === void 0 || after === "/" || endsWord(after)) && MAKES_OR_REMOVES.test(t.join(""));
}
/**
* Whether the token lies in the path of a log the run wrote for itself: under a log folder
* (`~/.opam/log/zarith-28841-5b0f3e.env`, `…/Logs/Test/Test-2026.12.01_23-11-02.xcresult`; a link's
* `logs/` is a page, not such a file) or in a log file's own path (`…/work/1764632871.48213/build.log`).
* In a call that acts, its numbers and hex suffixes (`MINTABLE`) are named anew each run like a temp file's;
* so are those in a date and time stamped into a path's name (`inPathStamp`).
*/
function inLogPath(t, i) {
	if (/^\d{1,2}$/.test(t[i])) return false;
	const { word, at } = wordAround(t, i);
	const before = word.slice(0, at);
	if (before.includes("://") || !before.includes("/")) return false;
	return LOG_FOLDER.test(before.slice(0, before.lastIndexOf("/") + 1)) || /\.log[.,:;)\]]*$/.test(word.slice(at));
}
/** Whether the token lies inside a date and time stamped into a path (`…/logs/2024-03-05T10-11-12.345Z-yc_….txt`, `screenshots/2024-03-11_09-41-07/…`). */
function inPathStamp(t, i) {
	const { word, at } = wordAround(t, i);
	if (!isPath(word)) return false;
	if (word.includes(`${MARK}t`) && /^\d+(?:\.\d+)?$/.test(t[i])) return true;
	const to = at + t[i].length;
	for (const m of [...word.matchAll(NAME_STAMP), ...word.matchAll(NAME_STAMP_TO_THE_MINUTE)]) {
		const end = m.index + m[0].length;
		if (m.index <= at && at < end && (/^\d+(?:[-_.]\d+)+$/.test(t[i]) || /^(?:[AP]M)?(?:[-_.]\d+)*[-_]?$/.test(word.slice(end, to)))) return true;
		if (at < m.index && m.index < to && to <= end && /^\p{L}+(?:[_-]\d+)?[_-]?$/u.test(word.slice(at, m.index))) return true;
	}
	return false;
}
/**
* Whether the token is the pid (or thread) in a tag the call's own program prints (`xcodebuild[48211:3301987]` for
* `xcodebuild test`, `zabbix_get [41877]:`, GLib's `(mydumper:341403)`): this run's process.
*/
function isOwnProgramTag(t, i, segments) {
	if (!/^\d+$/.test(t[i])) return false;
	const program = programOfTag(t, i);
	return program !== void 0 && segments.some((words) => programOf(words) === program);
}
/** The program a part of the call's command runs, its folder aside (`/usr/sbin/maxscale` runs `maxscale`). */
const programOf = (words) => words[0].split("/").pop();
/** Where the call's own program says which process it runs in (MaxScale's `MaxScale is running in process 48213`): the run's own pid; `already running` is another's. */
const RUNS_IN_PROCESS = /(?:^|[\s:])([\w.-]+)[ \t]+(?:is[ \t]+)?(?:running|started|runs)[ \t]+(?:in|as|with)[ \t]+(?:process|pid)[ \t:#]*$/i;
/** Whether the token is the pid the call's own program announces for itself. */
function isOwnProgramProcess(t, i, segments) {
	if (!/^\d{3,}$/.test(t[i])) return false;
	const program = RUNS_IN_PROCESS.exec(t.slice(0, i).join(""))?.[1]?.toLowerCase();
	return program !== void 0 && segments.some((words) => programOf(words).toLowerCase() === program);
}
/** The program a pid's tag names: `name[pid]`, `name [pid]`, `name[pid:thread]`, or GLib's `(name:pid)`. */
function programOfTag(t, i) {
	let open = i - 1;
	if (t[open] === ":" && /^\d+$/.test(t[open - 1] ?? "")) open -= 2;
	if (t[open] === "[") return t[isBlank(t[open - 1] ?? "") ? open - 2 : open - 1];
	if (t[open] === ":" && t[open - 2] === "(" && t[i + 1] === ")") return t[open - 1];
}
/** A task's place among all (`5/24`, `[1/4]`, `(2/6)`, `1 of 5`): the number before a slash or `of` and the total after it. */
function isPlace(t, i) {
	return totalOfPlace(t, i) > 0;
}
/** Where the total of a place stands (`5/24`, or rush's `[ 1 of 5 ]`), or -1 when the token opens no place. */
function totalOfPlace(t, i) {
	if (!/^\d+$/.test(t[i]) || /^[\p{L}\p{N}_.]/u.test(t[i - 1] ?? " ")) return -1;
	if (t[i + 1] === "/" && /^\d+$/.test(t[i + 2] ?? "")) return i + 2;
	if (isBlank(t[i + 1] ?? "") && t[i + 2] === "of" && isBlank(t[i + 3] ?? "") && /^\d+$/.test(t[i + 4] ?? "")) return i + 4;
	return -1;
}
/**
* Whether, among lines paired after they moved, the places that differ (`5/24` and `6/24`) are the same
* places given out in another order: tasks run side by side are numbered as they finish, the run's clock.
*/
function placesShuffled(pairs) {
	const placesA = /* @__PURE__ */ new Set();
	const placesB = /* @__PURE__ */ new Set();
	for (const p of pairs) for (let i = 0; i < p.a.length; i++) {
		const total = totalOfPlace(p.a, i);
		if (p.a[i] === p.b[i] || total < 0 || totalOfPlace(p.b, i) !== total || p.a[total] !== p.b[total]) continue;
		placesA.add(`${p.a[i]}/${p.a[total]}`);
		placesB.add(`${p.b[i]}/${p.b[total]}`);
	}
	return placesA.size > 0 && [...placesA].sort().join() === [...placesB].sort().join();
}
/** Words just before a reading that say it is how long something took (`Elapsed time:`, `Total CPU time (on all processors):`). */
const SPELLS_A_DURATION = /\b(?:elapsed|duration|cpu time|run ?time|time (?:used|taken|spent))\b[^:=\n]{0,30}[:=]?[ \t]*$/i;
/**
* A clock reading with seconds (`10:12:33`, `10:12:33.412`), or a date and time written as one number (abuild's
* `20261202.095441`, `20261202T095441`): when something happened, to the second.
*/
const CLOCK_READING = /(?<![\d:.])(\d{1,2}):(\d\d):(\d\d)(?:[.,](\d{1,6}))?(?![\d:])|(?<![\d.])20\d\d(?:0[1-9]|1[0-2])(?:[0-2]\d|3[01])[.T_-]?([01]\d|2[0-3])([0-5]\d)([0-5]\d)(?![\d])/g;
/**
* In a call that acts (not a read-only poll), clock readings that all moved forward by one
* amount, within two seconds (two or more different times, in any of the lines that differ), are when
* this run did its work: the run's clock. A poll's moved time is what it reports, and one
* reading alone proves nothing. Returns the positions (`pair:token`) of the tokens inside
* such readings in the pairs still to judge, or undefined.
*/
function clockOfTheRun(pairs, linesA, linesB) {
	const movedFrom = /* @__PURE__ */ new Set();
	let least = Infinity;
	let most = -Infinity;
	for (let i = 0; i < linesA.length; i++) {
		const shifts = readingShifts(linesA[i], linesB[i]);
		if (shifts === void 0) return void 0;
		for (const { from, to, shift } of shifts) {
			if (shift === 0) continue;
			movedFrom.add(linesA[i].slice(from, to));
			least = Math.min(least, shift);
			most = Math.max(most, shift);
		}
	}
	if (movedFrom.size < 2 || least <= 0 || !inStep(least, most, 2)) return void 0;
	const inside = /* @__PURE__ */ new Set();
	for (let n = 0; n < pairs.length; n++) {
		const t = pairs[n].a;
		for (const { from, to } of readingShifts(t.join(""), pairs[n].b.join("")) ?? []) for (let i = 0, offset = 0; i < t.length; offset += t[i].length, i++) if (offset >= from && offset + t[i].length <= to) inside.add(`${n}:${i}`);
	}
	return inside;
}
/** The clock readings of two spellings of a line, paired in order: where each lies and how far it moved; undefined when they do not pair. */
function readingShifts(a, b) {
	if (a === b || !/:|\d{8}[.T_-]?\d{6}/.test(a)) return [];
	const readingsA = [...a.matchAll(CLOCK_READING)];
	const readingsB = [...b.matchAll(CLOCK_READING)];
	if (readingsA.length !== readingsB.length) return void 0;
	const shifts = [];
	for (let k = 0; k < readingsA.length; k++) {
		const ra = readingsA[k];
		const rb = readingsB[k];
		if (ra.index !== rb.index || ra[0].length !== rb[0].length) return void 0;
		if (SPELLS_A_DURATION.test(a.slice(Math.max(0, ra.index - 48), ra.index))) continue;
		shifts.push({
			from: ra.index,
			to: ra.index + ra[0].length,
			shift: secondsOfDay(rb) - secondsOfDay(ra)
		});
	}
	return shifts;
}
const secondsOfDay = (m) => m[1] !== void 0 ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(`0.${m[4] ?? "0"}`) : Number(m[5]) * 3600 + Number(m[6]) * 60 + Number(m[7]);
/**
* Where every duration that differs grew by one amount, two different ones or more (immortalctl's `4h12m31s` and
* `6m2.11s`, both 96 seconds later): ages, time since things happened, that the wall clock moved on between the runs;
* measurements do not move in step. An age printed in whole minutes or hours moved by that amount within what it rounds
* to (git-branchless's `52m` then `58m` beside `3h` then `4h`), a bare `m` read as minutes only beside an age with a unit
* of time (alone it may be millicores). The positions, `n:i`; none when one fell or grew by another amount.
*/
function agesGrewTogether(pairs) {
	const positions = /* @__PURE__ */ new Set();
	const grown = /* @__PURE__ */ new Set();
	const bareMinutes = /* @__PURE__ */ new Set();
	let from = -Infinity;
	let to = Infinity;
	for (let n = 0; n < pairs.length; n++) {
		const { a, b } = pairs[n];
		for (let i = 0; i < a.length; i++) {
			if (a[i] === b[i]) continue;
			let growth;
			let rounding = 0;
			if (ISO_DURATION.test(a[i]) && ISO_DURATION.test(b[i])) growth = isoSeconds(b[i]) - isoSeconds(a[i]);
			else if (BARE_MINUTES.test(a[i]) && BARE_MINUTES.test(b[i]) && !hasMetricBefore(a, i)) {
				growth = (parseInt(b[i], 10) - parseInt(a[i], 10)) * 60;
				rounding = 120;
				bareMinutes.add(a[i]);
			} else if (!isDuration(a, i) || !isDuration(b, i)) continue;
			else if (hasMetricBefore(a, i) || isScheduledWait(a, i) || isLimit(a, i) || isComparedValue(a, i)) return void 0;
			else {
				growth = seconds(b, i) - seconds(a, i);
				rounding = roundedTo(a[i]) + roundedTo(b[i]);
			}
			if (!(growth >= 1)) return void 0;
			from = Math.max(from, growth - rounding);
			to = Math.min(to, growth + rounding);
			grown.add(a[i]);
			positions.add(`${n}:${i}`);
		}
	}
	return grown.size >= 2 && bareMinutes.size < grown.size && inStep(to, from, 1) ? positions : void 0;
}
/** A number of minutes with a bare `m` (`52m`). */
const BARE_MINUTES = /^\d+m$/;
/** What a duration spelled in seconds may have been rounded to: whole hours (`3h`, read as `10800s`), whole minutes, or nothing. */
function roundedTo(token) {
	const whole = /^(\d+)s$/.exec(token);
	if (whole === null || whole[1] === "0") return 0;
	const total = Number(whole[1]);
	return total % 3600 === 0 ? 3600 : total % 60 === 0 ? 60 : 0;
}
/** An ISO 8601 duration in seconds. */
function isoSeconds(token) {
	const m = ISO_DURATION.exec(token);
	return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}
/** Whether amounts the clock moved lie within `slack` seconds of each other, or 2 % of the least where it moved on for minutes. */
const inStep = (least, most, slack) => most - least <= Math.max(slack, least * .02);
/** A tag a process prints on its lines: a number enclosed in `[N]`, `(N)`, `==N==`, `[… #N]` or closing a logger's `[name/N]` (`app[4242]:`, valgrind's `==4242==`, Ruby's Logger, Kea's `[kea-dhcp4.hosts/2231.1402…]`), not a place in source. */
function looksMinted(t, i) {
	const open = isBlank(t[i - 1] ?? "") ? t[i - 2] : t[i - 1];
	const close = isBlank(t[i + 1] ?? "") ? t[i + 2] : t[i + 1];
	if (!(open === "[" && close === "]" || open === "(" && close === ")" || open === "=" && close === "=" || open === "#" && close === "]" || closesNamedTag(t, i)) || /^ports?$/i.test(wordBefore(t, i) ?? "") || FIELD_WITH_CODE.test(t.join(""))) return false;
	return (/^\d{2,}$/.test(t[i]) || /^(?=[0-9a-f]*\d)[0-9a-f]{6,}$/.test(t[i]) || /^\d{2,}\.\d{2,}$/.test(t[i]) && closesNamedTag(t, i)) && !isSourceLine(t, i);
}
/** A field line, an upper-case label (not a log's level), one word, then a number in brackets ending it (`UID:  deploy (1000)`). */
const FIELD_WITH_CODE = /^[ \t]*(?!(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL|NOTICE|CRITICAL):)[A-Z][A-Z_]+:[ \t]+[\w.-]+ \(\d+\)[ \t]*$/;
/** Whether the token closes a bracketed logger's tag after its name, a word, and a `/`, no blank in it (Kea's `[kea-dhcp4.hosts/2231.140245712345664]`: its pid and thread; not a MAC address's last part). */
function closesNamedTag(t, i) {
	if (t[i - 1] !== "/" || t[i + 1] !== "]") return false;
	let named = false;
	for (let k = i - 2; k >= 0 && k > i - 16; k--) {
		if (t[k] === "[") return named;
		if (isBlank(t[k]) || t[k] === "]") return false;
		if (/^[A-Za-z]{3,}$/.test(t[k])) named = true;
	}
	return false;
}
/** Where a model's run reports what it spent: Claude Code's Task `<usage>…</usage>`, an API's `"usage": {…}`. */
const USAGE_OPENS = /<usage>|"usage"\s*:\s*\{/;
const USAGE_CLOSES = /<\/usage>|\}/;
/** The lines of the first run inside a usage report (up to a dozen lines after it opens): line indexes. */
function usageReportLines(lines) {
	const inside = /* @__PURE__ */ new Set();
	for (let k = 0; k < lines.length; k++) {
		const opened = USAGE_OPENS.exec(lines[k]);
		if (opened === null) continue;
		for (let j = k; j < Math.min(lines.length, k + 12); j++) {
			inside.add(j);
			if (USAGE_CLOSES.test(j === k ? lines[j].slice(opened.index + opened[0].length) : lines[j])) break;
		}
	}
	return inside;
}
/**
* A number a usage report labels as tokens or tool uses (`total_tokens: 18422`, `tool_uses: 9`, `"completion_tokens": 41`):
* what a model's run spent, its cost like its time; a usage of anything else (a quota's `cpus`) is a reading, a value.
*/
function isModelSpend(t, i) {
	if (!NUMBER.test(t[i])) return false;
	const label = labelBefore(t, i);
	return label !== void 0 && /(?:^|_)(?:tokens|tool_uses)$/i.test(label);
}
/**
* Whether the number is a part of the run's time set out in brackets right after it, each part labelled (verilator's
* `Walltime 38.412s (elab=0.912, cvt=9.718, bld=27.330)`): parts that add up to no more than the whole are its pieces.
*/
function isPartOfRunTime(t, i) {
	if (!NUMBER.test(t[i]) || t[i - 1] !== "=" && t[i - 1] !== ":") return false;
	let open = i - 1;
	while (open >= 0 && t[open] !== "(" && t[open] !== ")") open--;
	if (open < 1 || t[open] !== "(") return false;
	let whole = open - 1;
	while (whole >= 0 && isBlank(t[whole])) whole--;
	if (whole < 0 || !isDuration(t, whole) || !RUN_TIME_WORD.test(wordBefore(t, whole) ?? "")) return false;
	let sum = 0;
	for (let k = open + 1; k < t.length && t[k] !== ")"; k++) {
		if (!NUMBER.test(t[k])) continue;
		if (t[k - 1] !== "=" && t[k - 1] !== ":") return false;
		sum += Number(t[k]);
	}
	return sum > 0 && sum <= seconds(t, whole);
}
/** A number glued by `/` before the run's time, after words naming it (nebula-console's `time spent 1021/0.001734s`: the server's microseconds, then the whole): one time read two ways. */
function readBesideRunTime(t, i) {
	return NUMBER.test(t[i]) && t[i + 1] === "/" && isDuration(t, i + 2) && /\b(?:time spent|took|elapsed)[ \t]*$/i.test(t.slice(Math.max(0, i - 6), i).join(""));
}
/** A key naming a breakdown of the run's time (OpenObserve's `"took_detail"`, `"duration_breakdown"`, `"timings"`). */
const RUN_TIME_OBJECT_KEY = /^(?:took|duration|elapsed|timings?)(?:[_-]?\p{L}+)?$/iu;
/** Whether the number stands in a `{ … }` opened on its line under a key naming the run's time (`"took_detail": { "total": 57, "cluster_total": 52 }`): the parts of that time. */
function inRunTimeObject(t, i) {
	let open = i - 1;
	while (open >= 0 && t[open] !== "{" && t[open] !== "}") open--;
	if (open < 0 || t[open] !== "{") return false;
	let key = open - 1;
	while (key >= 0 && (isBlank(t[key]) || t[key] === ":" || t[key] === "\"" || t[key] === "'" || t[key] === "=")) key--;
	return key >= 0 && RUN_TIME_OBJECT_KEY.test(t[key]);
}
/** A unit of size a rate divides by the second (`MiB` of `1.9 MiB/s`). */
const SIZE_UNIT = /^(?:[KMGT]i?B|[kKMGT]B|B|bytes?)$/;
/** glog's line header (klog's, abseil's): its level and date (the year too, `I20261202`), the time, the thread's id, then the source place (`E1202 11:51:14.208831   73412 main.go:56]`). */
const GLOG_HEADER = /^[IWEF](?:\d{4})?\d{4} \uE000t[ \t]+(\d+) [\w.-]+:\d+\]/;
/** Whether the token is the thread's id in glog's header: a fixed place in a known format, like syslog's pid. */
function isGlogThread(t, i) {
	if (t[0]?.length !== 5 && t[0]?.length !== 9) return false;
	const m = GLOG_HEADER.exec(t.slice(0, i + 8).join(""));
	if (m === null || t[i] !== m[1]) return false;
	let offset = 0;
	for (let k = 0; k < i; k++) offset += t[k].length;
	return offset === m[0].indexOf(m[1], m[0].indexOf(MARK) + 2);
}
/** Logrus's level with the seconds since the program started (`INFO[0006]`, `FATA[0001]`): the run's clock. */
function isLogrusClock(t, i) {
	return t[i - 1] === "[" && t[i + 1] === "]" && /^\d{4}$/.test(t[i]) && /^(?:TRAC|DEBU|INFO|WARN|ERRO|FATA|PANI)$/.test(t[i - 2] ?? "");
}
/** The local end's port of a connection the run opened (`from 192.168.1.23:51742`, `local 10.0.0.4 port 51514`, limactl's `SSH Local Port: 60522`): the kernel picks a free one each time. */
function isEphemeralPort(t, i) {
	if (!/^\d{2,5}$/.test(t[i])) return false;
	const line = t.slice(Math.max(0, i - 12), i).join("");
	return /(?<![A-Za-z])(?:from|local|src|source)['"]?(?:[ \t]*[:=])?[ \t]*['"]?\d{1,3}(?:\.\d{1,3}){3}(?::|[ \t]+port[ \t]+)$|\b(?:local|src|source)[ \t]+port[ \t]*[:=][ \t]*$/i.test(line);
}
/**
* Two readings of the clock as an epoch, the second later by less than a day (`1709633472` then `1709634118`; in
* milliseconds, `1764658231907` then `1764658719044`, or in micro- or nanoseconds, kbld's `rand-1764709452512873000-…`), both between 2001 and 2039. Ending a name the run made
* (`on-demand-k3s-server-1-1709633472`, conda-build's `fastgeo_1764658231907`): when it made it. Alone such a number
* may as well be an account's or an order's, and any other number a count: the digits are not free.
*/
function epochMovedOn(x, y) {
	if (x.length !== y.length || !/^\d{10}$|^\d{13}$|^\d{16}$|^\d{19}$/.test(x) || !/^\d+$/.test(y)) return false;
	const perSecond = 10 ** (x.length - 10);
	const to = Number(y) / perSecond;
	return to < 22e8 && movedOnWithinADay(Number(x) / perSecond, to);
}
/** Words that say a write went through (`inserted_ids`, `Successfully added`, `created`). */
const WROTE_WORD = /insert|\b[Aa]dded\b|\b[Cc]reated\b|\b[Ww]ritten\b|\b[Ss]aved\b/;
/** Two readings of the clock as seconds since 1970 in hex (slapd's log stamps, an ObjectId's opening), the second later by less than a day. */
const hexSecondsMovedOn = (x, y) => epochMovedOn(String(parseInt(x, 16)), String(parseInt(y, 16)));
/** MongoDB's ObjectId: twenty-four hex digits, the first eight the seconds since 1970 when it was made. */
const OBJECT_ID = /^[0-9a-f]{24}$/;
/**
* Whether the token is an id that opens with the clock when it was made, moved on by less than a day: a stream entry's
* `1796248694512-0` (milliseconds, then a sequence), an ObjectId (`6b1094769c3b8d0012ab34cd`). In a call that acts whose
* output says a write went through, no failure in it, even where it is all the output: what the write was given as it was
* made (in a poll, ids of things that exist are values, and so is an id a failure names, a duplicate key's).
*/
function opensWithClock(t, i, y) {
	const x = t[i];
	if (i > 0 && !endsWord(t[i - 1]) && !/^[[({:,=]$/.test(t[i - 1])) return false;
	if (OBJECT_ID.test(x)) return OBJECT_ID.test(y) && hexSecondsMovedOn(x.slice(0, 8), y.slice(0, 8));
	return t[i + 1] === "-" && /^\d+$/.test(t[i + 2] ?? "") && epochMovedOn(x, y);
}
/** Two clock readings in seconds since the epoch, from 2001 on, the second later by less than a day. */
const movedOnWithinADay = (from, to) => from >= 1e9 && to > from && to - from < ONE_DAY;
/**
* Whether the token is one end of a window of time whose two ends moved on by one amount, the span kept (SigNoz's
* `logs query over [1718093642000, 1718097242000]` for the last hour): a window the run counted back from its clock.
* Ends that moved apart, or one end alone, may be what the window is about.
*/
function windowMovedOn(a, b, i) {
	if (!epochMovedOn(a[i], b[i])) return false;
	const moved = Number(b[i]) - Number(a[i]);
	for (const k of [
		i - 4,
		i - 3,
		i - 2,
		i + 2,
		i + 3,
		i + 4
	]) {
		const [from, to] = k < i ? [k, i] : [i, k];
		if (k < 0 || k >= a.length || !epochMovedOn(a[k], b[k]) || Number(b[k]) - Number(a[k]) !== moved) continue;
		if (/^(?:[ \t]*(?:,|-|–|to|\.\.)[ \t]*)$/.test(a.slice(from + 1, to).join(""))) return true;
	}
	return false;
}
/**
* Whether the number is labelled as a moment: under a key that ends in a time's word or unit (Kafka's `deadlineMs=`,
* `nextAllowedTryMs=`, `ts=`, `createdAt:`), or after `at` (`timed out at 1796245502813`) or `Run` (terraform-compliance's
* `Run 1796245094 finished within a moment`). An epoch there that moved on
* by less than a day, in a call that acts, is when the run got there; in a poll it may be when the thing changed.
*/
function namesAnInstant(t, i) {
	const label = labelBefore(t, i);
	if (label !== void 0 && INSTANT_KEY.test(camelWordsApart(label))) return true;
	return /(?:^|[ \t])(?:at|[Rr]un)[ \t]+$/.test(t.slice(Math.max(0, i - 3), i).join(""));
}
const INSTANT_KEY = /(?:^|[_-])(?:ms|millis|time|timestamp|ts|at|deadline)$/i;
/**
* Whether the number opens a sample, `[<epoch>, "<value>"]`, as Prometheus' query API gives one (`"value":[1796245442,"17"]`):
* where every sample of the output holds one time (`oneSampleTime`), the moment the query was evaluated, which moves with
* the clock; the value beside it is the answer. Samples at several times are a series, each time what its row is about.
*/
function isSampleTime(t, i) {
	if (t[i - 1] !== "[") return false;
	let k = i + 1;
	if (t[k] !== ",") return false;
	k++;
	if (t[k] !== void 0 && isBlank(t[k])) k++;
	return t[k] === "\"" && /^-?[\d.]+$|^NaN$/.test(`${t[k + 1] === "-" ? "-" : ""}${t[k + 1] === "-" ? t[k + 2] : t[k + 1]}`) && t[t[k + 1] === "-" ? k + 3 : k + 2] === "\"";
}
/**
* Whether the number is the `pid` of a structured log record, one that holds its time and its level (Kibana's APM agent's
* `{"log.level":"info","@timestamp":…,"env":{"pid":48213,…}}`, pino's `{"level":30,"time":…,"pid":48213,…}`): the process
* that wrote the log, which a call that acts started itself; a pid a status record reports stands in no such record.
*/
function isLogRecordPid(t, i) {
	if (!/^pid$/i.test(labelBefore(t, i) ?? "")) return false;
	const line = t.join("");
	return LOG_RECORD_TIME.test(line) && LOG_RECORD_LEVEL.test(line);
}
const LOG_RECORD_TIME = /"(?:@timestamp|timestamp|time|ts)"[ \t]*:/;
const LOG_RECORD_LEVEL = /"(?:log\.level|level|severity|lvl)"[ \t]*:/;
/**
* Where both outputs open (after the engine's `Exit code N`) with `date`'s stamp alone on its line, more lines after it
* (pt-pmp's and `sinfo --long`'s `Wed Dec  2 21:04:02 UTC 2026`): when the report below was taken; -1 where none does. A
* stamp that is all the output, or that stands among the lines, is the answer a call asked for.
*/
function headingStamp(linesA, linesB) {
	const at = /^Exit code \d+$/.test(linesA[0] ?? "") ? 1 : 0;
	const heads = (lines) => DATE_STAMP_LINE.test(lines[at] ?? "") && lines.slice(at + 1).some((line) => line.trim() !== "");
	return heads(linesA) && heads(linesB) ? at : -1;
}
/**
* Whether the number is one of the times after a bare `time:` that e2fsprogs' and xfsprogs' `-t` print, real, user and
* system seconds set apart by `/` (`Memory used: 1676k/0k (1553k/124k), time:  4.21/ 2.87/ 0.39`): the run's own.
*/
function inTimeTriple(t, i) {
	if (!/^\d+(?:\.\d+)?s?$/.test(t[i])) return false;
	let k = i - 1;
	let times = 1;
	while (k >= 0 && (isBlank(t[k]) || t[k] === "/" || /^\d+(?:\.\d+)?$/.test(t[k]))) {
		if (/^\d/.test(t[k])) times++;
		k--;
	}
	for (let j = i + 1; j < t.length && (isBlank(t[j]) || t[j] === "/" || /^\d+(?:\.\d+)?s?$/.test(t[j])); j++) if (/^\d/.test(t[j])) times++;
	return times === 3 && t[k] === ":" && /^time$/i.test(t[k - 1] ?? "") && (k < 2 || !/\p{L}/u.test(t[k - 2]));
}
/** Whether the number names a pseudo-terminal, `/dev/pts/3`: in a call that acts, the one the kernel handed the run (openfortivpn's `ppp0 <--> /dev/pts/3`). */
const isPseudoTerminal = (t, i) => t[i - 1] === "/" && t[i - 2] === "pts" && t[i - 3] === "/" && t[i - 4] === "dev";
/** A line opened by seconds since the run began, then the level of its message (Zonemaster's `   3.87 WARNING   All nameservers …`). */
const ELAPSED_OPENING = /^[ \t]*(\d{1,6}\.\d+)[ \t]+(?:DEBUG\d?|INFO|NOTICE|WARN|WARNING|ERROR|CRITICAL|FATAL)\b/;
/** The lines opened by the run's elapsed seconds, where two or more lines are so opened: a column of the run's clock. */
function elapsedOpenings(lines) {
	const at = /* @__PURE__ */ new Set();
	for (let k = 0; k < lines.length; k++) if (ELAPSED_OPENING.test(lines[k])) at.add(k);
	return at.size >= 2 ? at : /* @__PURE__ */ new Set();
}
const SAMPLE = /\[[ \t]*(\d{10}(?:\.\d+)?)[ \t]*,[ \t]*"[^"\n]*"[ \t]*\]/g;
const oneSampleTime = (lines) => new Set(lines.flatMap((line) => [...line.matchAll(SAMPLE)].map((m) => m[1]))).size === 1;
/** Two epochs in seconds, a fraction perhaps, the second later by less than a day (duplicity's `StartTime 1764692412.53`). */
function epochSecondsMovedOn(x, y) {
	return /^\d{10}(?:\.\d+)?$/.test(x) && /^\d{10}(?:\.\d+)?$/.test(y) && movedOnWithinADay(Number(x), Number(y));
}
/**
* Whether the token is spelled again right after it as a timestamp in brackets that normalize.ts took out (duplicity's
* `StartTime 1764692412.53 (Wed Dec  2 16:20:12 2026)`): one clock reading in two spellings, noise as that timestamp is.
*/
const stampSpelledAfter = (t, i) => isBlank(t[i + 1] ?? "") && t[i + 2] === "(" && t[i + 3] === MARK && t[i + 4] === "t" && t[i + 5] === ")";
/**
* What BuildKit's step lines say after their tag, the step's seconds first (`#8 2.320 npm ERR! …` says `2.320 npm ERR! …`):
* its error summary quotes them so below, and the seconds there are the same reading of the step's clock.
*/
function stepLinesQuoted(lines) {
	const quoted = /* @__PURE__ */ new Set();
	for (const line of lines) if (line.startsWith("#")) quoted.add(/^#\d+ (\d+\.\d+(?: [^]*)?)$/.exec(line)?.[1] ?? "");
	quoted.delete("");
	return quoted;
}
/** A date and time to the second with its zone (`2026-12-02T17:01:12.418Z`, `… 17:01:12+01:00`): an instant anyone can read back. */
const ZONED_STAMP = /\b(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d:\d\d)(?:[.,]\d+)?(Z|[+-]\d\d:?\d\d)(?![\d:])/g;
/** The instants, in whole seconds since 1970, that the zoned date-times of an output spell: an epoch that spells one of them is that clock reading again (Rundeck's `"unixtime": 1764694872418` beside `"date": "2026-12-02T17:01:12Z"`). */
function zonedInstants(lines) {
	const instants = /* @__PURE__ */ new Set();
	for (const line of lines) {
		if (!line.includes(":")) continue;
		for (const m of line.matchAll(ZONED_STAMP)) {
			const zone = m[3].length === 5 ? `${m[3].slice(0, 3)}:${m[3].slice(3)}` : m[3];
			const at = Date.parse(`${m[1]}T${m[2]}${zone}`);
			if (!Number.isNaN(at)) instants.add(Math.floor(at / 1e3));
		}
	}
	return instants;
}
/** Seconds since 1970 in eight hex digits, a letter among them, opening a line, as slapd stamps its log (`692f5a43 slapd starting`); read as an epoch, a hash's prefix almost never moves on by less than a day, and eight decimal digits are a number (hcloud's server id). */
const HEX_EPOCH = /^(?=[0-9a-f]*[a-f])[0-9a-f]{8}$/;
/** How many lines each eight hex digits open. */
function hexOpeningsOf(lines) {
	const openings = /* @__PURE__ */ new Map();
	for (const line of lines) if (/^[0-9a-f]{8}\b/.test(line)) openings.set(line.slice(0, 8), (openings.get(line.slice(0, 8)) ?? 0) + 1);
	return openings;
}
/** An epoch in seconds or milliseconds as whole seconds. */
const epochSecond = (token) => Math.floor(token.length === 13 ? Number(token) / 1e3 : Number(token));
/** A label that calls its number a position in a log or a stream (`LSN`, `offset`, `position`, `seqno`): a count, never a clock reading. */
const POSITION_LABEL = /^(?:LSN|lsn|offset|position|pos|seqno|sequence)$/;
/** The numbers a position's label stands before anywhere in the first output: that number is a count wherever else it is printed. */
function loggedPositions(pairs) {
	const positions = /* @__PURE__ */ new Set();
	for (const p of pairs) for (let i = 0; i < p.a.length; i++) if (/^\d{10,}$/.test(p.a[i]) && POSITION_LABEL.test(wordBefore(p.a, i) ?? "")) positions.add(p.a[i]);
	return positions;
}
/** Whether the token lies in a path: a folder or file a run works in (conda-build's `conda-bld/fastgeo_1764658231907/work`), where a name it made holds its clock; a name standing alone may be a thing's serial (HDFS's `block blk_1073792417`). */
const inPath = (t, i) => isPath(wordAround(t, i).word);
/** Whether a word is a path: it sets folders apart by `/`, or a Windows path's `\`. */
const isPath = (word) => word.includes("/") || word.includes("\\");
/** Whether a word names a file: a path, or a name closed by an extension (`memray-ingest.py.52817.bin`). */
const namesAFile = (word) => isPath(word) || /\.[A-Za-z]\w{0,5}$/.test(word);
/** One name with an epoch at its end that moved on (conda-build's `fastgeo_1764658231907`, one token with its `_`). */
function epochEndsName(x, y) {
	const mx = /^(\w*[A-Za-z]\w*_)(\d+)$/.exec(x);
	return mx !== null && y.startsWith(mx[1]) && epochMovedOn(mx[2], y.slice(mx[1].length));
}
/** One name opened by an epoch that moved on (gerust's `1764681242__add_provider`): on a line that says the run made it, when; a migration it applied is named for another time. */
function epochOpensName(x, y) {
	const opens = /^(\d+)(_\w*[A-Za-z]\w*)$/.exec(x);
	return opens !== null && y.endsWith(opens[2]) && epochMovedOn(opens[1], y.slice(0, y.length - opens[2].length));
}
/** Words that say the run made a thing (`Created Migration:`, `Results saved to`, `writing`, `new snapshot`, a generator's `create` opening its line). */
const MADE_WORD = /\b(?:[Cc]reat(?:ed|ing)|[Ss]av(?:ed|ing)|[Ww]r(?:ote|itten|iting)|[Gg]enerat(?:ed|ing)|[Nn]ew)\b|^[ \t]*create[ \t]/;
/** A date and a time of day to the second in a name, its parts perhaps set apart (`2026_12_02_073144`, `20261202-073355`, `20261202073810`). */
const STAMP_IN_NAME = /(?<!\d)(20\d\d)[-._]?(0[1-9]|1[0-2])[-._]?(0[1-9]|[12]\d|3[01])[-_T]?([01]\d|2[0-3])[-_.:]?([0-5]\d)[-_.:]?([0-5]\d)(?!\d)/;
/**
* Whether the token lies in a name stamped with a date and time that moved on by less than a day (knex's
* `20261202064411_create_orders.js`, kyua's `….20261202-073355-482113`, docker-slim's `dockerslimk_48213_20261202073810`),
* the name otherwise the same and holding a word; a number drawn beside the stamp is drawn with it. Only on a line that
* says the run made it is the stamp when: a migration's name (`20250301093012_add_cart_index` applied, Rails'
* `== 20250304102501`) or an expiry is stamped with another time, a value.
*/
function inMovedStamp(a, b, i) {
	if (!sameButDigits(a[i], b[i]) && !drawnPart(a[i], b[i])) return false;
	const wordA = wordAround(a, i).word;
	const wordB = wordAround(b, i).word;
	if (!sameNameButDraws(wordA, wordB) || !/\p{L}/u.test(wordA.replace(STAMP_IN_NAME, ""))) return false;
	const ma = STAMP_IN_NAME.exec(wordA);
	const mb = STAMP_IN_NAME.exec(wordB);
	if (ma === null || mb === null || ma.index !== mb.index) return false;
	const at = (m) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) / 1e3;
	const moved = at(mb) - at(ma);
	return moved > 0 && moved < ONE_DAY;
}
/** Two names alike part by part but for numbers and hex drawn beside a stamp (vmbackup's `20261202095801-180D2E6F9A4B1C7E`). */
function sameNameButDraws(x, y) {
	const partsX = x.split(/([-_.\/])/);
	const partsY = y.split(/([-_.\/])/);
	if (partsX.length !== partsY.length) return false;
	return partsX.every((p, k) => p === partsY[k] || drawnPart(p, partsY[k]) || sameButDigits(p, partsY[k]));
}
/** Two parts of a name drawn anew, as long as each other: digits, or hex of six or more with a digit. */
const HEX_DRAW = /^(?=[0-9A-Fa-f]*\d)[0-9A-Fa-f]{6,}$/;
const drawnPart = (p, q) => p.length === q.length && (/^\d+$/.test(p) && /^\d+$/.test(q) || HEX_DRAW.test(p) && HEX_DRAW.test(q));
/** Two names alike but for the number a temp name draws (podman-compose's `shop_migrate_tmp41377` then `…_tmp8052`). */
function drawnTempName(x, y) {
	return x.search(TEMP_DRAW) >= 0 && x.replace(TEMP_DRAW, "$1#") === y.replace(TEMP_DRAW, "$1#");
}
/** A temp name's mark, perhaps a few letters more and a `_`, then what it drew (`tmp41377`, nvcc's `tmpxft_00003a7c`). */
const TEMP_DRAW = /(te?mp[a-z]{0,3}_?)(?=[0-9a-f]*\d)[0-9a-f]+/gi;
/** A label that calls its number a size or a count (`SourceFileSize`, `bytes`, `rows`): never a clock reading. */
const SIZE_OR_COUNT_LABEL = /size|bytes|count|files|rows|total|length/i;
/** A number spelled as an epoch: ten digits, perhaps with a fraction (`1710150482.113`), or thirteen (milliseconds). */
const EPOCH_SHAPE = /^\d{10}(?:\.\d{1,9})?$|^\d{13}$/;
/** The alphabet a name is drawn from: lower case and digits, upper case and digits, or both cases. */
const alphabetOf = (token) => /^[0-9a-z]+$/.test(token) ? "lower" : /^[0-9A-Z]+$/.test(token) ? "upper" : "mixed";
/**
* Two names drawn at random from one alphabet wider than hex (`x2k4p` and `qm8zt`, a pod's or a
* deployment's suffix): as long as each other, five or more letters and digits both, unlike in
* two places of three or more (a new draw; an edit changes one or two, and a name that changed
* so is another thing: `index-BfX1k2aS.js`). In a call that acts, a name the run minted. Hex is
* left out: a hex id is most often a hash that names content (a commit, an image, a key); but for
* a UUID that dropped its dashes, which carries its version's marks.
*/
function isRandomDraw(x, y) {
	if (DASHLESS_UUID4.test(x) && DASHLESS_UUID4.test(y)) return unlikeInMost(x, y);
	const kind = /^[a-z]{2,8}_/.exec(x)?.[0];
	if (kind !== void 0 && y.startsWith(kind)) return isRandomDraw(x.slice(kind.length), y.slice(kind.length));
	if (x.length !== y.length || x.length < 5 || !/^[A-Za-z0-9]+$/.test(x) || !/^[A-Za-z0-9]+$/.test(y)) return false;
	if (!/\d/.test(x) || !/\d/.test(y) || !/[a-zA-Z]/.test(x) || !/[a-zA-Z]/.test(y) || !/[g-zG-Z]/.test(x) && !/[g-zG-Z]/.test(y) || alphabetOf(x) !== alphabetOf(y)) return false;
	return unlikeInMost(x, y);
}
/** Whether two names as long as each other are unlike in two places of three or more: two draws, not one name edited. */
function unlikeInMost(x, y) {
	let unlike = 0;
	for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) unlike++;
	return unlike * 3 >= x.length * 2;
}
/**
* The pairs of hex ids (`x\u0000y`) where the second run's id in one place is the first run's id in another (`using parent
* f7d30815` then `using parent 5472c6ba`, beside `snapshot 5472c6ba saved` then `snapshot 0e9b41d3 saved`): both places hold
* ids the runs drew, one after the other. An id that stands unchanged is no draw.
*/
function madeThenNamed(pairs) {
	const changed = /* @__PURE__ */ new Map();
	for (const p of pairs) for (let i = 0; i < p.a.length; i++) if (p.a[i] !== p.b[i] && HEX_DRAW.test(p.a[i]) && HEX_DRAW.test(p.b[i]) && p.a[i].length >= 8) changed.set(p.a[i], p.b[i]);
	const chained = [];
	for (const [x, y] of changed) {
		const next = changed.get(y);
		if (next !== void 0 && next !== x) chained.push(`${x}\u0000${y}`, `${y}\u0000${next}`);
	}
	return chained;
}
/**
* Whether the second run names an id the first run minted, whole or by its short form of twelve characters or more: what
* one run made the next one finds and replaces (devcontainer's `docker rm -f 9c1e7f3a2b8d`, the container the run
* before made), so the id in its place in the first run was drawn the same way.
*/
function mintedBefore(minted, y) {
	if (y.length < 12) return false;
	for (const pair of minted) if (pair.startsWith(y)) return true;
	return false;
}
/** The pid two spellings of a file's name differ by, `x\u0000y` (`py.52817` and `py.53402`): a number of 3 to 7 digits, no year, set apart by `.`, `-` or `_` in a name with letters, all else the same. */
function pidInName(x, y) {
	const m = /^([A-Za-z][\w.-]*?[._-])((?!19\d\d(?!\d)|20\d\d(?!\d))[1-9]\d{2,6})((?:[._-][\w.-]*)?)$/.exec(x);
	if (m === null) return void 0;
	const other = y.slice(m[1].length, y.length - m[3].length);
	return y.startsWith(m[1]) && y.endsWith(m[3]) && /^[1-9]\d{2,6}$/.test(other) && other !== m[2] ? `${m[2]}\u0000${other}` : void 0;
}
/** The line with each id minted per run (of six characters or more; not one the call asked for) spelled as in the other run. */
function withMintedIds(line, minted, asked) {
	let out = line;
	for (const pair of minted) {
		const [from, to] = pair.split("\0");
		if (from.length >= 6 && out.includes(from) && !wasAsked(asked, from)) out = out.split(from).join(to);
	}
	return out;
}
/** Whether two spellings of a token differ only where one holds an id minted per run of three digits or more and the other that id's other spelling (`core.40517`, `core.41203`). */
function holdsMintedId(minted, x, y) {
	if (minted.size === 0 || x.length !== y.length) return false;
	for (const pair of minted) {
		const [from, to] = pair.split("\0");
		if (from.length >= 3 && from.length === to.length && from !== x && x.includes(from) && x.split(from).join(to) === y) return true;
	}
	return false;
}
/**
* Whether the token is the serial number ending the name of what a line says the run made, counted up since
* (NetworkManager's `Created checkpoint …/Checkpoint/17`, then `18`; `#42` then `#43`): the thing made again, under the
* next number. Not the total of a place (`17/17`), a network's prefix length, nor a number that goes on into a longer name.
*/
function serialCountedUp(a, b, i) {
	const [x, y] = [a[i], b[i]];
	if (!/^\d{1,9}$/.test(x) || !/^\d{1,9}$/.test(y) || Number(y) <= Number(x)) return false;
	const ends = (t) => (t[i - 1] === "#" || t[i - 1] === "/" && /^\p{L}+$/u.test(t[i - 2] ?? "")) && (t[i + 1] === void 0 || !/^[\w.\/-]/.test(t[i + 1]));
	return ends(a) && ends(b);
}
/** A version 4 UUID without its dashes: 32 hex, `4` where a UUID keeps its version and one of `89ab` where it keeps its variant. */
const DASHLESS_UUID4 = /^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/;
/** Numbers and hex (`3117094815`), or another draw of letters and digits, unlike in most places (`Zt81vA` then `Dd07dE`): what a name drawn anew may draw beside it. */
const drawnAfterADraw = (x, y) => MINTABLE.test(x) && MINTABLE.test(y) || x.length === y.length && /^[A-Za-z\d]*\d[A-Za-z\d]*$/.test(x) && /^[A-Za-z\d]*\d[A-Za-z\d]*$/.test(y) && unlikeInMost(x, y);
/** Whether the token shares a word with a name drawn anew (`build-7qzkp-compile-3117094815`, then `build-m4x8d-compile-1846203957`): what is named after a draw is drawn with it. */
function inDrawnWord(a, b, i, asked) {
	const drawn = (k) => a[k] !== b[k] && (isRandomDraw(a[k], b[k]) || epochMovedOn(a[k], b[k])) && !wasAsked(asked, a[k]);
	for (let k = i - 1; k >= 0 && !endsWord(a[k]); k--) if (drawn(k)) return true;
	for (let k = i + 1; k < a.length && !endsWord(a[k]); k++) if (drawn(k)) return true;
	return false;
}
/** A clock time to the minute (`03:30`) or a UUID: what a call may name in its arguments and a kind rule would read as noise. */
const ASKABLE = /\b\d{1,2}:\d{2}\b|\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g;
/**
* Whether a line holds a time the call's arguments name, the thing it asked about (the stamp around it may have moved:
* its day, its year); or one spelling holds an id they name and the other not, its subject changed. An id both hold is
* the same subject (Railway's project in a link, beside a new deployment's id).
*/
function holdsWhatWasAsked(x, y, asked) {
	if (asked === "") return false;
	for (const [line, other] of [[x, y], [y, x]]) for (const m of line.matchAll(ASKABLE)) if (wasAsked(asked, m[0]) && (m[0].includes(":") || !other.includes(m[0]))) return true;
	return false;
}
/** Whether the call's arguments hold the token as a word: what it was asked for (`-t 30` asked for `30 seconds`, spelled `30s`). */
function wasAsked(asked, token) {
	if (DURATION.test(token) && wasAsked(asked, token.replace(/[\p{L}µ]+$/u, ""))) return true;
	if (asked === "" || !asked.includes(token)) return false;
	const at = asked.indexOf(token);
	return !/[\p{N}.]/u.test(asked[at - 1] ?? " ") && !/[\p{L}\p{N}]/u.test(asked[at + token.length] ?? " ");
}
/** A number under a key that names the run's time (Typesense's `"search_time_ms": 3`): a call asks for a limit, never for how long it takes, so an argument that reads the same is chance (`per_page: 3`). */
function underRunTimeKey(a, b, i) {
	const label = labelBefore(a, i);
	return label !== void 0 && NUMBER.test(a[i]) && NUMBER.test(b[i]) && namesRunTime(label);
}
/** A difference the run's clock explains: its own time, an age that grew, a rate of an amount that did not change, or a rate, CPU time or size reported beside its time. */
function isClockNoise(a, b, i, answer, runReport, fieldStatus) {
	if (isTimeUnderUnitLabel(a, i) && NUMBER.test(b[i])) return true;
	const label = labelBefore(a, i);
	if (label !== void 0 && NUMBER_WITH_EXPONENT.test(a[i]) && NUMBER_WITH_EXPONENT.test(b[i])) {
		if (AGE_LABEL.test(label)) return !/^[-/.:]\d/.test(`${a[i + 1] ?? ""}${a[i + 2] ?? ""}`) && Number(b[i].replace(",", ".")) >= Number(a[i].replace(",", "."));
		if (namesRunTime(label)) return true;
		if (/^time$/i.test(label) && BARE_TIME_KEY.test(a.slice(Math.max(0, i - 6), i).join("")) && SECONDS_WITH_FRACTION.test(a[i]) && SECONDS_WITH_FRACTION.test(b[i])) return true;
	}
	if (isDuration(a, i) && isDuration(b, i)) {
		const cpuUsed = runReport && CPU_TIME_WORD.test(wordBefore(a, i) ?? "");
		if (hasMetricBefore(a, i) && !cpuUsed || isScheduledWait(a, i) || isLimit(a, i) || isFieldReading(a, i) && fieldStatus() || isRecordTime(a, i)) return false;
		if (isAge(a, i)) return seconds(b, i) >= seconds(a, i);
		if (inDays(a, i) || inDays(b, i) || isWholeHours(a, i)) return false;
		if (answer) return isRunDuration(a, i);
		return runReport || isRunDuration(a, i) || !isComparedValue(a, i) && !isComparedValue(b, i);
	}
	if (isRate(a, i) && isRate(b, i) && (runReport || rateOfUnchangedAmount(a, b, i))) return true;
	if (!runReport) return false;
	if (NUMBER.test(a[i]) && NUMBER.test(b[i]) && CPU_TIME_WORD.test(nextWord(a, i) ?? "")) return true;
	return isMeasure(a, i) && isMeasure(b, i) && !hasMetricBefore(a, i);
}
/**
* Whether the duration is a bare `Time:` among other labelled fields of its line (Questa's `Time: 1350 ns  Scope: tb.assert
* File: tb.sv Line: 64`): when, in the thing run, the record happened (a simulation's time), not how long the run took.
*/
function isRecordTime(t, i) {
	if (!/(?:^|[#|[(,;][ \t]*|[ \t]{2,})time[ \t]*:[ \t]*$/i.test(t.slice(Math.max(0, i - 8), i).join(""))) return false;
	return /\b\p{Lu}\p{L}*:[ \t]*\S/u.test(t.slice(unitEnd(t, i) + 1).join(""));
}
/** A line that is one field, `NAME : value` (apcaccess's `LINEV    : 231.0 Volts`). */
const FIELD_LINE = /^[ \t]*[A-Za-z][\w-]*(?: [A-Za-z][\w-]*){0,2}[ \t]*:[ \t]*\S/;
/**
* Whether the output is a status of fields: eight or more lines `NAME : value`, two thirds of its lines, and fewer than a
* third of them durations. A duration is then one reading among many (a UPS's `TIMELEFT`); where most fields are times
* (httpstat's phases, a generator's `Parsing: 0.0231s`), they are the run's own.
*/
function isFieldStatus(lines) {
	let fields = 0;
	let timed = 0;
	let filled = 0;
	for (const line of lines) {
		if (line.trim() === "") continue;
		filled++;
		if (!FIELD_LINE.test(line)) continue;
		fields++;
		DURATION_PHRASE.lastIndex = 0;
		if (DURATION_PHRASE.test(line.slice(line.indexOf(":")))) timed++;
		DURATION_PHRASE.lastIndex = 0;
	}
	return fields >= 8 && fields * 3 >= filled * 2 && timed * 3 < fields;
}
/**
* Whether the duration is all a field holds, in a line `NAME : value` (apcaccess's `TIMELEFT : 42.3 Minutes`, `TONBATT  :
* 0 Seconds`): that field's reading, a value, unless the name says it is the run's time (`Duration:`, `Elapsed:`,
* `Took:`) or an age (`Uptime:`, `Since:`).
*/
function isFieldReading(t, i) {
	let colon = 0;
	while (colon < i && t[colon] !== ":") colon++;
	if (colon >= i || colon === 0) return false;
	const name = t.slice(0, colon).filter((token) => !isBlank(token));
	if (name.length === 0 || name.length > 3 || !name.every((word) => /^[A-Za-z][\w-]*$/.test(word))) return false;
	for (let k = colon + 1; k < i; k++) if (!isBlank(t[k])) return false;
	let k = i + 1;
	while (k < t.length && isBlank(t[k])) k++;
	if (k < t.length && TIME_UNIT_WORD.test(t[k])) k++;
	while (k < t.length && isBlank(t[k])) k++;
	if (k < t.length) return false;
	const label = name.join(" ");
	return !name.some((word) => RUN_TIME_WORD.test(word) || AGE_BEFORE.test(word) || namesRunTime(word) || AGE_LABEL.test(word)) && !/\b(?:elapsed|duration|took|runtime|run time|wall)\b/i.test(label);
}
/** Words that say a size is memory the run used (`Memory usage: 31MiB`): not what it was given (`Memory Size: 256 MB`), a setting, nor what it moved (`291840417 bytes transferred`), its result. */
const USED_WORD = /^(?:used|usage|peak|rss|allocated)$/i;
/** A size the line says the run used (`Memory usage: 31.3MiB`): on a line that reports the run's time, its cost. */
function isMeasure(t, i) {
	return sizeSaidBy(t, i, USED_WORD);
}
/** Whether the token is a size (`31.3MiB`, `8.41 MB`) with a word of `words` just before it or just after its unit. */
function sizeSaidBy(t, i, words) {
	if (!(MEASURE.test(t[i]) || NUMBER.test(t[i]) && MEASURE_WORD.test(nextWord(t, i) ?? ""))) return false;
	const after = MEASURE.test(t[i]) ? nextWord(t, i) : nextWord(t, i + 2);
	return words.test(wordBefore(t, i) ?? "") || words.test(after ?? "");
}
/** Words that say a size is the most memory a process held (`Memory peak: 88.4M`, nim's `71.23MiB peakmem`, `max rss`). */
const PEAK_WORD = /^(?:peak|peakmem|rss|maxrss)$/i;
/**
* A size said to be the run's peak memory on a line that also gives a time (nim's `1.912s; 71.23MiB peakmem`): in a
* call that acts, what the run itself cost, like its time. Alone on its line (`Memory (peak): 611MiB` of a container
* `lxc info` reports on) it may be what a status reports: a value.
*/
function isPeakMemory(t, i) {
	if (!sizeSaidBy(t, i, PEAK_WORD)) return false;
	for (let k = 0; k < t.length; k++) if (k !== i && isDuration(t, k)) return true;
	return false;
}
/** The word a value is labelled with: `label: 12`, `label=12`, `"label": 12`, `<label>12`. */
function labelBefore(t, i) {
	const quote = (token) => isBlank(token) || token === "\"" || token === "'" || token === "\\";
	let j = i - 1;
	if (t[j] === ">" && t[j - 2] === "<" && /^\p{L}[\p{L}\d_]*$/u.test(t[j - 1] ?? "")) return t[j - 1];
	while (j >= 0 && quote(t[j])) j--;
	if (t[j] !== ":" && t[j] !== "=") return t[j] !== void 0 && (namesRunTime(t[j]) || AGE_LABEL.test(t[j])) && /_|\p{Ll}\p{Lu}/u.test(t[j]) ? t[j] : void 0;
	j--;
	while (j >= 0 && quote(t[j])) j--;
	let label = t[j];
	while (label !== void 0 && t[j - 1] === "-" && /^[\p{L}\d_]+$/u.test(t[j - 2] ?? "")) {
		label = `${t[j - 2]}-${label}`;
		j -= 2;
	}
	return label;
}
/** A number before a word or `%` counts something (`3 failed`, `12 passed`, `40%`); a unit of time or size does not. */
function countsSomething(t, i) {
	if (!NUMBER.test(t[i])) return false;
	let j = i + 1;
	if (t[j] !== void 0 && isBlank(t[j])) j++;
	const next = t[j];
	if (next === void 0) return false;
	if (next === "%") return true;
	return /^\p{L}+$/u.test(next) && !TIME_UNIT_WORD.test(next) && !MEASURE_WORD.test(next) && !/^(?:px|em|x|of)$/.test(next);
}
/** A number that points into source: after `file.ext:` (or its column after that), in `file.ext(12,7)`, or after the word `line`. */
function isSourceLine(t, i) {
	if (!NUMBER.test(t[i])) return false;
	if (wordBefore(t, i)?.toLowerCase() === "line") return true;
	if (t[i - 1] === "(" && /^[\p{L}\p{N}_]+$/u.test(t[i - 2] ?? "") && t[i - 3] === ".") return true;
	if (t[i - 1] !== ":") return false;
	const atFile = (j) => /^[\p{L}\p{N}_]+$/u.test(t[j] ?? "") && t[j - 1] === ".";
	return atFile(i - 2) || NUMBER.test(t[i - 2] ?? "") && t[i - 3] === ":" && atFile(i - 4);
}
/** The column in `file.ext:12:5`: an edit above moves lines, not columns, so a moved column is a moved error. */
function isSourceColumn(t, i) {
	return t[i - 1] === ":" && NUMBER.test(t[i - 2] ?? "") && t[i - 3] === ":";
}
/**
* Whether the line below `at` shows the code a location points at, the same in both runs:
* indented deeper than the location's line, itself no frame or location (`at …`, `file.js:14:12`),
* and, where the snippet numbers its lines in a gutter (`   14 |`, `  > 41:`), showing the line each run names.
*/
function codeShownBelow(at, linesA, linesB, lineA, lineB) {
	let next = at + 1;
	while (/^[ \t]*[|│][ \t]*$/.test(linesA[next] ?? "")) next++;
	const below = linesA[next];
	if (below === void 0 || below !== linesB[next] || POINTS_INTO_SOURCE.test(below)) return false;
	if (indentOf(below) <= indentOf(linesA[at]) || !CODE_LIKE.test(below) || MESSAGE_LINE.test(below) || VERDICT_LINE.test(below) || PROSE_LINE.test(below) || EXCEPTION_LINE.test(below) || LITERAL_LINE.test(below)) return false;
	for (let k = next; k < Math.min(linesA.length, next + 8) && linesA[k].trim() !== ""; k++) {
		const gutterA = GUTTER_LINE.test(linesA[k]) ? GUTTER_NUMBER.exec(linesA[k]) : null;
		if (gutterA === null) continue;
		const gutterB = GUTTER_NUMBER.exec(linesB[k] ?? "");
		return gutterA[1] === lineA && gutterB?.[1] === lineB && linesA[k].slice(gutterA[0].length) === linesB[k].slice(gutterB[0].length);
	}
	return true;
}
/** What a line of code holds and a sentence rarely does: a bracket, an operator, a quote, a member access (`a.b`, `a::b`, `a->b`). */
const CODE_LIKE = /[(){}[\];=<>+*\/"'`|│^]|\w\.\w|\w::\w|->/;
/** A line that opens with a sentence, four plain words (flawfinder's `Does not check for buffer overflows …`): prose, not code. */
const PROSE_LINE = /^[ \t]*[A-Za-z][a-z]*(?: [a-z]+){3}\b/;
/** A line that is one quoted literal, a value a check shows (gdUnit4's `     '120'` under `line 24: Expecting:`), not code. */
const LITERAL_LINE = /^[ \t]*(?:'[^'\n]*'|"[^"\n]*")[ \t]*$/;
/** A line that opens with an exception's name (`org.xml.sax.SAXParseException; systemId: …`): its message, not code. */
const EXCEPTION_LINE = /^[ \t]*[\w.$]*(?:Exception|Error)\b/;
/** A line that gives a test's verdict (µnit's `alignment=64   [ FAIL  ]`, `PASSED`): what happened, not code. */
const VERDICT_LINE = /\[[ \t]*(?:FAIL(?:ED)?|OK|PASS(?:ED)?|ERROR|SKIP(?:PED)?)[ \t]*\]|\b(?:PASSED|FAILED)\b/;
/** A line that tells the failure rather than shows code: a check's verdict (CppUTest's `expected <7 (0x7)>`, `but was …`, Go's `have (context.Context, string)`) or a tool's labelled message (prospector's `pylint: unused-import / …`). */
const MESSAGE_LINE = /^[ \t]*(?:(?:expected|but was|but got|actual|got|have|want)\b[ \t]*[:<'"\d(-]|[a-z][\w-]*: )/i;
/** A line of a source snippet: a gutter, perhaps numbered, then a bar (`14 | HTTP 201`, `   | ^^^`), or a number and a colon, the pointed line marked (gosec's `  > 41: row := …`). */
const GUTTER_LINE = /^[ \t]*(?:\d*[ \t]*[|│]|(?:>[ \t]*)?\d+:[ \t])/;
/** The number a snippet's gutter gives its line. */
const GUTTER_NUMBER = /^[ \t]*(?:>[ \t]*)?(\d+)[ \t]*[|│:]/;
const indentOf = (line) => /^[ \t]*/.exec(line)[0].length;
/** A line that names a place in source (`file.js:14:12`, `timers:478:21`, `line 12`) or a stack frame (`at …`): not the code. */
const POINTS_INTO_SOURCE = /\.\w+:\d+|:\d+:\d+|\bline \d+|^[ \t]*at[ \t]/;
function nonBlankLength(lines) {
	let n = 0;
	for (const line of lines) n += line.replace(/\s+/g, "").length;
	return n;
}
// hooks/detectors/detector.ts
/**
* What two runs of one call have in common (judge.ts): `identical`, `same` (every difference
* proven noise: may refuse), `similar` (for notes) or `different`. Runs whose texts are kept are
* judged by what differs between them; others by their whole-text identity and fingerprints.
*/
function verdictOf(a, b) {
	if (a === b) return "identical";
	if (a.failed !== b.failed) return "different";
	const x = a.text;
	const y = b.text;
	if (x !== void 0 && y !== void 0) return x === y ? "identical" : judgeKept(x, y, {
		polled: a.polled === true && b.polled === true,
		asked: a.asked ?? ""
	});
	if (a.identity !== void 0 && a.identity === b.identity) return "identical";
	if (a.signature === b.signature) return "same";
	return a.looseFingerprint !== void 0 && a.looseFingerprint === b.looseFingerprint ? "similar" : "different";
}
/** How `verdictOf` judges two kept texts: judge.ts itself, unless a memo of it is lent (`judgeKeptTextsWith`). */
let judgeKept = judgeTexts;
/** Whether two runs have the same outcome, every difference proven noise: what chains, advisories and refusals need. */
function sameRun(a, b) {
	return atLeast(verdictOf(a, b), "same");
}
/** Whether two runs are alike enough for a note (counts and uncorroborated line numbers still differ). */
function similarRun(a, b) {
	return atLeast(verdictOf(a, b), "similar");
}
/** Advisory tiers: 1 at `warnAt`, 2 on the call before `blockAt`, 3 on every later call. */
function tierOf(settings, count) {
	const { warnAt, blockAt } = settings;
	const firm = blockAt > 0 ? blockAt - 1 : warnAt + 1;
	if (count > firm) return 3;
	if (count === firm && firm >= warnAt) return 2;
	return count >= warnAt ? 1 : 0;
}
/** Whether the next call of a loop at `count` will be refused. */
function nextIsRefused(settings, count) {
	return settings.mode === "enforce" && settings.blockAt > 0 && count + 1 >= settings.blockAt;
}
/** An error with no message beyond its exit status: it proves no common cause. */
const SAYS_NOTHING = /^(?:Exit code \d+)?$/;
/** The words of a finding that says nothing to the model (`quiet`, `block`). */
const NO_WORDS = () => "";
/** Drops every entry but `key`'s, if it has one: what progress does to other calls' records. */
function keepOnly(map, key) {
	if (map.size === 0) return;
	const own = map.get(key);
	map.clear();
	if (own !== void 0) map.set(key, own);
}
function situation(call, count, error) {
	const s = {
		tool: call.tool,
		get excerpt() {
			return call.excerpt;
		},
		count
	};
	if (error !== void 0) s.error = error;
	return s;
}
const HISTORY$1 = 16;
const cycle = {
	rule: "cycle",
	fresh: () => ({ history: [] }),
	size: (m) => m.history.length + (m.cycle?.members.size ?? 0),
	before(m, call, settings) {
		const member = m.cycle?.members.get(call.key);
		if (m.cycle === void 0 || member === void 0 || member.count < settings.warnAt) return void 0;
		if ([...m.cycle.members].some(([key, other]) => key !== call.key && other.progress) || member.count + 1 < settings.blockAt) return claim(m.cycle, call, member.count);
		return {
			rule: "cycle",
			action: "block",
			situation: situation(call, member.count + 1),
			words: NO_WORDS,
			reason: `cycle of ${m.cycle.tools.length} refused`,
			keys: [...m.cycle.members.keys()],
			tools: m.cycle.tools
		};
	},
	after(m, ran, settings) {
		const { call } = ran;
		m.history.push({
			key: call.key,
			run: ran,
			tool: call.tool,
			progress: ran.progress
		});
		if (m.history.length > HISTORY$1) m.history.shift();
		const live = m.cycle;
		const member = live?.members.get(call.key);
		if (live !== void 0) {
			if (member !== void 0 && sameRun(member.run, ran)) {
				member.count++;
				member.progress = ran.progress;
			} else if (member !== void 0 || ran.progress) delete m.cycle;
		}
		const found = findCycle(m.history);
		if (found !== void 0 && found.id !== m.cycle?.id) m.cycle = found;
		const current = m.cycle?.members.get(call.key);
		if (m.cycle === void 0 || current === void 0 || current.count < settings.warnAt) return void 0;
		const tier = tierOf(settings, current.count);
		const fresh = tier > m.cycle.announced || tier === 3 && current.count > m.cycle.announcedRounds;
		if (tier === 0 || !fresh) return claim(m.cycle, call, current.count);
		m.cycle.announced = tier;
		m.cycle.announcedRounds = current.count;
		const s = situation(call, current.count);
		const { tools } = m.cycle;
		const rounds = current.count;
		const refusedNext = nextIsRefused(settings, rounds);
		return {
			rule: "cycle",
			action: "warn",
			situation: s,
			words: () => cycleAdvisory(tools, rounds, tier, refusedNext),
			reason: `cycle of ${m.cycle.tools.length}`,
			keys: [...m.cycle.members.keys()],
			tools: m.cycle.tools
		};
	},
	liveAfter: (m) => m.cycle !== void 0,
	live(m) {
		if (m.cycle === void 0) return void 0;
		const rounds = Math.max(...[...m.cycle.members.values()].map((x) => x.count));
		return {
			tool: m.cycle.tools.join(" → "),
			count: rounds,
			what: "cycle",
			warned: m.cycle.announced > 0
		};
	}
};
/** The call belongs to the cycle: no other rule speaks for it. */
function claim(c, call, count) {
	return {
		rule: "cycle",
		action: "quiet",
		situation: situation(call, count),
		words: NO_WORDS,
		reason: "cycle",
		keys: [...c.members.keys()],
		tools: c.tools
	};
}
/**
* The tail of the history as a cycle, if it is one: the smallest period from 2 to
* `MAX_PERIOD` whose last two rounds are the same distinct calls with the same outcomes.
* Each call of it counts the rounds it has been seen in.
*/
function findCycle(history) {
	const newest = history.length - 1;
	const key = history[newest]?.key;
	let period = 1;
	while (period <= 8 && period <= newest && history[newest - period].key !== key) period++;
	if (period < 2 || period > 8 || history.length < 2 * period) return void 0;
	let matched = 0;
	for (let i = newest; i - period >= 0 && same(history[i], history[i - period]); i--) matched++;
	if (matched < period) return void 0;
	const round = history.slice(history.length - period);
	if (new Set(round.map((h) => h.key)).size < period) return void 0;
	const members = /* @__PURE__ */ new Map();
	for (const h of round) members.set(h.key, {
		tool: h.tool,
		run: h.run,
		count: 0,
		progress: h.progress
	});
	for (const h of history.slice(history.length - matched - period)) members.get(h.key).count++;
	const ids = round.map((h) => `${h.key}\n${h.run.signature}`);
	const start = ids.indexOf([...ids].sort()[0]);
	return {
		id: [...ids.slice(start), ...ids.slice(0, start)].join(""),
		members,
		tools: round.map((h) => h.tool),
		announced: 0,
		announcedRounds: 0
	};
}
const same = (a, b) => a.key === b.key && sameRun(a.run, b.run);
// hooks/detectors/refused-twice.ts
/**
* `refused-twice`: the same call refused again and again by a person or a permission
* rule. A loop of refusals is a loop: a note at the second refusal, a firmer one on
* the refusal before `blockAt`, and from `blockAt` on the guard refuses the call itself
* (and ends the main turn after `abortAfter` refusals). The call running again, with
* any outcome, ends the record.
*/
const MAX_RECORDS$1 = 64;
const refusedTwice = {
	rule: "refused-twice",
	fresh: () => /* @__PURE__ */ new Map(),
	size: (records) => records.size,
	before(records, call, settings) {
		const record = records.get(call.key);
		if (record === void 0 || record.count + 1 < settings.blockAt) return void 0;
		return {
			rule: "refused-twice",
			action: "block",
			situation: situation(call, record.count + 1),
			words: NO_WORDS,
			reason: "call refused again",
			keys: [call.key]
		};
	},
	refused(records, call, settings) {
		const record = records.get(call.key) ?? {
			tool: call.tool,
			count: 0,
			announced: 0
		};
		record.count++;
		remember(records, call.key, record, MAX_RECORDS$1);
		const s = situation(call, record.count);
		if (record.count === 2) {
			record.announced = 1;
			return {
				rule: "refused-twice",
				action: "note",
				situation: s,
				words: () => refusedTwiceNote(s),
				reason: "same call refused twice",
				keys: [call.key]
			};
		}
		const tier = tierOf(settings, record.count);
		if (record.count < 3 || tier < 2 || tier === 2 && record.announced >= 2) return void 0;
		record.announced = tier;
		const refusedNext = nextIsRefused(settings, record.count);
		return {
			rule: "refused-twice",
			action: "warn",
			situation: s,
			words: () => refusedAgainNote(s, refusedNext),
			reason: `refused ${record.count} times`,
			keys: [call.key]
		};
	},
	after(records, ran) {
		records.delete(ran.call.key);
	},
	liveAfter: (records, key) => (records.get(key)?.count ?? 0) >= 2,
	live(records) {
		let most;
		for (const r of records.values()) if (r.count >= 2 && (most === void 0 || r.count > most.count)) most = r;
		return most === void 0 ? void 0 : {
			tool: most.tool,
			count: most.count,
			what: "refused each time",
			warned: most.announced > 0
		};
	}
};
// hooks/detectors/repeat.ts
/**
* `repeat`: a chain of identical calls with identical outcomes (success or failure).
*
* A chain is the calls of one key whose outcome is the same (judge.ts: every difference
* from the run before proven noise). Any number of
* read-only or failed calls may stand between two of its runs: only progress (a call
* of another key that succeeded and changed something) ends it, or a changed outcome,
* or a reset. Advisories at `warnAt` and on the call before `blockAt`, then on every
* call; the `blockAt`-th identical call is refused before it runs.
*/
const MAX_CHAINS = 64;
const repeat = {
	rule: "repeat",
	fresh: () => /* @__PURE__ */ new Map(),
	size: (chains) => chains.size,
	before(chains, call, settings) {
		const chain = chains.get(call.key);
		if (chain === void 0 || chain.count + 1 < settings.blockAt) return void 0;
		return {
			rule: "repeat",
			action: "block",
			situation: situation(call, chain.count + 1, chain.error),
			words: NO_WORDS,
			reason: "identical call refused",
			keys: [call.key]
		};
	},
	after(chains, ran, settings) {
		const { call } = ran;
		if (ran.progress) keepOnly(chains, call.key);
		const previous = chains.get(call.key);
		const verdict = previous === void 0 ? "different" : verdictOf(previous.run, ran);
		const chain = previous !== void 0 && atLeast(verdict, "same") ? previous : {
			tool: call.tool,
			run: ran,
			count: 0,
			identical: 0,
			announced: 0
		};
		chain.identical = verdict === "identical" ? chain.identical + 1 : 1;
		chain.run = ran;
		if (ran.error !== void 0) chain.error = ran.error;
		chain.count++;
		remember(chains, call.key, chain, MAX_CHAINS);
		const tier = tierOf(settings, chain.count);
		if (tier === 0 || tier !== 3 && tier <= chain.announced) return void 0;
		chain.announced = tier;
		const s = situation(call, chain.count, chain.error);
		const refusedNext = nextIsRefused(settings, chain.count);
		return {
			rule: "repeat",
			action: "warn",
			situation: s,
			words: () => chainAdvisory(s, tier, refusedNext),
			reason: `advisory tier ${tier}`,
			keys: [call.key]
		};
	},
	repeats: (chains, key) => chains.get(key)?.count ?? 0,
	identicalRuns: (chains, key) => chains.get(key)?.identical ?? 0,
	liveAfter: (chains, key) => (chains.get(key)?.count ?? 0) >= 2,
	live(chains) {
		let longest;
		for (const chain of chains.values()) if (chain.count >= 2 && (longest === void 0 || chain.count > longest.count)) longest = chain;
		if (longest === void 0) return void 0;
		return {
			tool: longest.tool,
			count: longest.count,
			what: longest.error !== void 0 ? "same failure" : "same output",
			warned: longest.announced > 0
		};
	}
};
// hooks/detectors/repeated-failure.ts
/**
* `repeated-failure`: the same call failed with an error it already had.
*
* Per call, the last three distinct errors (judged `similar`, judge.ts: a note may be
* generous with numbers, never with counts or a moved source line); the note comes when one of them reaches `failureNoteAt`,
* once per streak. A success of the call clears its record; progress elsewhere does
* not, but renews the streak: a test re-run after an edit that fails the same way is
* told (again) that its fix did not change the error.
*/
const MAX_RECORDS = 128;
const ERRORS_REMEMBERED = 3;
const repeatedFailure = {
	rule: "repeated-failure",
	fresh: () => /* @__PURE__ */ new Map(),
	size: (records) => records.size,
	after(records, ran, settings) {
		const { call } = ran;
		if (ran.progress && records.size > 0) records.forEach((record) => record.noted = false);
		if (!ran.failed || ran.error === void 0) {
			records.delete(call.key);
			return;
		}
		const record = records.get(call.key) ?? {
			errors: [],
			noted: false
		};
		const at = record.errors.length === 0 ? -1 : record.errors.findIndex((e) => similarRun(e.run, ran));
		const last = at >= 0 ? record.errors.splice(at, 1)[0] : {
			run: ran,
			firstLine: ran.error,
			count: 0
		};
		last.count++;
		last.run = ran;
		last.firstLine = ran.error;
		record.errors.push(last);
		if (record.errors.length > ERRORS_REMEMBERED) record.errors.shift();
		remember(records, call.key, record, MAX_RECORDS);
		if (record.noted || last.count < settings.failureNoteAt) return void 0;
		record.noted = true;
		const s = situation(call, last.count, last.firstLine);
		const recurring = record.errors.length > 1;
		return {
			rule: "repeated-failure",
			action: "note",
			situation: s,
			words: recurring ? () => recurringFailureNote(s) : () => repeatedFailureNote(s),
			reason: recurring ? "error seen before" : "same error again",
			keys: [call.key]
		};
	}
};
// hooks/detectors/rotating-arguments.ts
/**
* `rotating-arguments`: one tool failing three times in a row with the same error
* although its arguments changed. An error that says nothing (a bare `Exit code 1`)
* proves no common cause, so it never counts (`which pnpm`, `which yarn`, `which bun`).
* Calls of one model response were sent before any error came back: they count once.
*/
const MAX_KEYS = 8;
const rotatingArguments = {
	rule: "rotating-arguments",
	fresh: () => ({}),
	size: (m) => m.run === void 0 ? 0 : m.run.keys.size,
	after(m, ran) {
		const { call } = ran;
		if (!ran.failed || ran.error === void 0 || SAYS_NOTHING.test(ran.error)) {
			if (m.run !== void 0) delete m.run;
			return;
		}
		const run = m.run;
		if (run === void 0 || run.tool !== call.tool || !sameRun(run.first, ran)) {
			m.run = {
				tool: call.tool,
				first: ran,
				firstLine: ran.error,
				keys: /* @__PURE__ */ new Set([call.key]),
				length: 1,
				noted: false
			};
			if (call.step !== void 0) m.run.lastStep = call.step;
			return;
		}
		if (call.step === void 0 || call.step !== run.lastStep) run.length++;
		if (call.step !== void 0) run.lastStep = call.step;
		else delete run.lastStep;
		if (run.keys.size < MAX_KEYS) run.keys.add(call.key);
		if (run.noted || run.length < 3 || run.keys.size < 2) return void 0;
		run.noted = true;
		const s = situation(call, run.length, run.firstLine);
		return {
			rule: "rotating-arguments",
			action: "note",
			situation: s,
			words: () => rotatingArgumentsNote(s),
			reason: "same error, other arguments",
			keys: [...run.keys]
		};
	}
};
// hooks/detectors/text-loop.ts
/**
* `text-loop`: the model's own text or thinking repeating one passage back to back
* ("chanting"), as it streams.
*
* Contract: per agent, the response being streamed (`TextPiece.response`) is watched, one
* block at a time (a new block, of text or thinking, starts afresh). Its text is read with
* white space collapsed to one space; the finding comes when the end of that text is one
* passage repeated back to back, with nothing else between, at least `textRepeatAt` times
* and over at least MIN_REPEATED_CHARS characters (about 1,000 tokens): a sentence of 100
* characters after 40 copies, a paragraph of 1,000 after `textRepeatAt`, a word after
* hundreds. An
* answer that repeats on purpose (a table, a list, code, a log, a checklist) always varies
* between its repeats, so it never reads as one passage repeated; only exact repetition
* counts. Passages up to MAX_PERIOD characters long are seen. One finding per block.
*
* Cost: each character does a constant amount of work (a rolling hash of the last WINDOW
* characters, one lookup of where that window was last seen, one comparison with the
* window one period back); memory is fixed per watched loop (typed arrays, allocated on the
* first text the loop streams).
*/
/** Characters hashed together: a repeat is recognised window by window. */
const WINDOW = 32;
/** Normalised characters kept: the longest passage seen repeating is this less a window. */
const HISTORY = 4096;
const HISTORY_MASK = 4095;
/** Where each window hash was last seen: slots, a power of two (a collision only loses a candidate). */
const SLOTS = 8192;
const SLOT_MASK = 8191;
/** The excerpt shown to people: this many characters of the passage at most. */
const EXCERPT_CHARS = 60;
const HASH_BASE = 16777619;
/** HASH_BASE to the power WINDOW, modulo 2^32: takes the character leaving the window out of the hash. */
const BASE_POW = (() => {
	let p = 1;
	for (let i = 0; i < WINDOW; i++) p = Math.imul(p, HASH_BASE);
	return p;
})();
/**
* One block's text, watched for a passage repeating at its end. Feed it the text as it
* arrives; it answers once, when the repetition reaches the thresholds.
*/
var RepeatWatch = class {
	repeatAt;
	chars = new Uint16Array(HISTORY);
	hashes = new Int32Array(HISTORY);
	lastSeen = new Int32Array(SLOTS);
	/** Normalised characters read so far in this block. */
	length = 0;
	hash = 0;
	afterSpace = true;
	period = 0;
	/** Positions in a row whose window equals the window `period` back. */
	run = 0;
	spent = false;
	constructor(repeatAt) {
		this.repeatAt = repeatAt;
	}
	/** Starts a new block. */
	clear() {
		this.lastSeen.fill(0);
		this.length = 0;
		this.hash = 0;
		this.afterSpace = true;
		this.period = 0;
		this.run = 0;
		this.spent = false;
	}
	/** Reads more of the block; answers the repetition the first time it is long enough. */
	feed(text) {
		if (this.spent) return void 0;
		for (let i = 0; i < text.length; i++) {
			let c = text.charCodeAt(i);
			if (c <= 32 || c === 160) {
				if (this.afterSpace) continue;
				this.afterSpace = true;
				c = 32;
			} else this.afterSpace = false;
			if (this.push(c)) {
				this.spent = true;
				return this.found();
			}
		}
	}
	/** One normalised character; true when the repetition ending here is long enough. */
	push(c) {
		const at = this.length++;
		const slot = at & HISTORY_MASK;
		const leaving = at >= WINDOW ? this.chars[at - WINDOW & HISTORY_MASK] : 0;
		this.chars[slot] = c;
		this.hash = Math.imul(this.hash, HASH_BASE) + c - Math.imul(leaving, BASE_POW) | 0;
		if (at < 31) return false;
		const h = this.hash;
		const p = this.period;
		if (p > 0 && this.hashes[at - p & HISTORY_MASK] === h) this.run++;
		else {
			this.run = 0;
			this.period = 0;
			const seen = this.lastSeen[h & SLOT_MASK] - 1;
			if (seen >= 31 && at - seen <= 4064 && this.hashes[seen & HISTORY_MASK] === h) {
				this.period = at - seen;
				this.run = 1;
			}
		}
		this.hashes[slot] = h;
		this.lastSeen[h & SLOT_MASK] = at + 1;
		if (this.run === 0) return false;
		const chars = this.run + this.period + WINDOW - 1;
		return chars >= 4e3 && chars >= this.repeatAt * this.period;
	}
	found() {
		const p = this.period;
		const chars = this.run + p + WINDOW - 1;
		let passage = "";
		for (let at = this.length - p; at < this.length; at++) passage += String.fromCharCode(this.chars[at & HISTORY_MASK]);
		return {
			passage: startOfSentence(passage),
			period: p,
			repeats: Math.floor(chars / p),
			chars
		};
	}
};
/** The passage turned to begin where a sentence or a word does, as a person would quote it. */
function startOfSentence(passage) {
	const sentence = passage.search(/[.!?:;] \S/);
	const at = sentence >= 0 ? sentence + 2 : passage.indexOf(" ") + 1;
	return at <= 0 || at >= passage.length ? passage : passage.slice(at) + passage.slice(0, at);
}
/** What a person is shown of the passage: short, credentials out, on one line, printable. */
function passageExcerpt(passage) {
	const plain = printable(redact(passage.trim()));
	return plain.length > EXCERPT_CHARS ? `${plain.slice(0, 59)}…` : plain;
}
const textLoop = {
	rule: "text-loop",
	fresh: () => ({
		response: "",
		kind: "text",
		block: -1
	}),
	size: (watched) => watched.watch !== void 0 ? 1 : 0,
	text(watched, piece, settings) {
		if (watched.response !== piece.response || watched.kind !== piece.kind || watched.block !== piece.block) {
			watched.response = piece.response;
			watched.kind = piece.kind;
			watched.block = piece.block;
			if (watched.watch === void 0 || watched.watch.repeatAt !== settings.textRepeatAt) watched.watch = new RepeatWatch(settings.textRepeatAt);
			else watched.watch.clear();
		}
		const found = watched.watch.feed(piece.text);
		if (found === void 0) return void 0;
		return {
			rule: "text-loop",
			action: "block",
			situation: {
				tool: piece.kind === "thinking" ? "Thinking" : "Text",
				get excerpt() {
					return passageExcerpt(found.passage);
				},
				count: found.repeats
			},
			words: NO_WORDS,
			reason: `a passage of ${found.period} characters repeated over ${found.chars}`,
			keys: [`${piece.kind}\n${piece.response}\n${piece.block}`]
		};
	}
};
const MAX_STREAKS = 64;
const EDITS_REMEMBERED = 16;
// hooks/detectors/index.ts
/**
* The guard's rules, in the order they are asked: the first finding decides. A cycle
* comes first so that its calls are not also reported one by one as repeats; the
* refusal rules (`cycle`, `repeat`, `refused-twice`) come before the notes, and the
* firmer `unmoved-error` before `repeated-failure`, so one call never gets both.
* `text-loop` watches the model's text, not its calls: it answers only `text`.
* Adding a rule: its file here, one line below, its words in advice.ts, its spec.
*/
/** Each detector's memory is its own: only it reads it. */
const DETECTORS = [
	cycle,
	repeat,
	{
		rule: "unmoved-error",
		fresh: () => /* @__PURE__ */ new Map(),
		size: (streaks) => streaks.size,
		after(streaks, ran) {
			const { call } = ran;
			if (ran.progress && streaks.size > 0) streaks.forEach((streak, key) => {
				if (key === call.key || streak.edits.includes(call.key)) return;
				streak.edits.push(call.key);
				if (streak.edits.length > EDITS_REMEMBERED) streak.edits.shift();
				streak.newEdit = true;
			});
			if (!ran.failed || ran.error === void 0 || SAYS_NOTHING.test(ran.error)) {
				streaks.delete(call.key);
				return;
			}
			const streak = streaks.get(call.key);
			if (streak === void 0 || !similarRun(streak.run, ran)) {
				remember(streaks, call.key, {
					run: ran,
					firstLine: ran.error,
					edits: [],
					newEdit: false,
					fixes: 0,
					noted: false
				}, MAX_STREAKS);
				return;
			}
			if (streak.newEdit) streak.fixes++;
			streak.newEdit = false;
			streak.run = ran;
			streak.firstLine = ran.error;
			remember(streaks, call.key, streak, MAX_STREAKS);
			if (streak.noted || streak.fixes < 3) return void 0;
			streak.noted = true;
			const s = situation(call, streak.fixes, streak.firstLine);
			return {
				rule: "unmoved-error",
				action: "note",
				situation: s,
				words: () => unmovedErrorNote(s),
				reason: `same error after ${streak.fixes} different edits`,
				keys: [call.key]
			};
		}
	},
	repeatedFailure,
	rotatingArguments,
	refusedTwice,
	textLoop
];
// hooks/resets.ts
/**
* The prompt origins that are a person's: only these reset as `person-prompt`; task
* notifications and other injected prompts are not theirs. `prompt.submit` says
* `composer`, `bridge` or `sdk`; a transcript records the same prompts' origin in the
* engine's own words, `human` for Enter at the terminal and for the bridge alike (2.1.332
* writes `{"kind":"human"}`, and leaves an sdk prompt without one), and its other kinds
* (`plugin`, `task-notification`, `peer`, `channel`, `coordinator`, `observer`,
* `slack-ping`, `unclassified`, …) are not a person's, as the engine maps them for the mod.
*/
const PERSON_ORIGINS = /* @__PURE__ */ new Set([
	"composer",
	"bridge",
	"sdk",
	"human"
]);
const RESETS = {
	"person-prompt": {
		agents: "every",
		keeps: ["last refusal"],
		why: "a prompt starts every chain afresh, failures and refusals included; allow still reaches the last refusal"
	},
	"turn-answered": {
		agents: "this",
		keeps: [
			"repeated-failure",
			"unmoved-error",
			"refused-twice",
			"request refusals",
			"last refusal",
			"ended turn"
		],
		why: "the agent's chains end with its answer; what its calls failed with or were refused stays until a prompt"
	},
	"turn-aborted": {
		agents: "this",
		keeps: ["last refusal", "ended turn"],
		why: "a subagent's aborted turn forgets only its own memory"
	},
	"main-turn-aborted": {
		agents: "every",
		keeps: ["last refusal", "ended turn"],
		why: "an aborted main turn ends every agent's chains; allow must still reach the refusal that ended it"
	},
	compaction: {
		agents: "this",
		keeps: [
			"held refusals",
			"request refusals",
			"last refusal",
			"ended turn"
		],
		why: "the model re-reads and re-runs what it forgot: not a loop; a refusal stands until progress or a prompt"
	},
	clear: {
		agents: "every",
		keeps: [],
		why: "/clear starts a new session"
	},
	"session-end": {
		agents: "every",
		keeps: [],
		why: "nothing outlives the session"
	},
	pause: {
		agents: "every",
		keeps: [],
		why: "a paused guard forgets and says nothing"
	},
	"response-ended": {
		agents: "this",
		keeps: [
			"cycle",
			"repeat",
			"unmoved-error",
			"repeated-failure",
			"rotating-arguments",
			"refused-twice",
			"call records",
			"held refusals",
			"flagged loops",
			"request refusals",
			"last refusal",
			"ended turn"
		],
		why: "a text loop is one response repeating itself: the next response is watched afresh; its calls go on counting"
	}
};
/** Whether `reset` forgets `memory` in the agents it reaches. */
function forgets(reset, memory) {
	return !RESETS[reset].keeps.includes(memory);
}
// hooks/agent-state.ts
/** Per agent: refusals that stand, calls remembered for twins. */
const MAX_HELD = 64;
const MAX_CALLS = 64;
function freshAgent() {
	return {
		memories: DETECTORS.map((d) => d.fresh()),
		calls: /* @__PURE__ */ new Map(),
		held: /* @__PURE__ */ new Map(),
		flagged: /* @__PURE__ */ new Map(),
		blocks: 0
	};
}
/** Remembers the call's model response and, when it ran, that run. */
function track(agent, c, ran) {
	remember(agent.calls, c.key, {
		step: c.step,
		lastRun: ran ?? agent.calls.get(c.key)?.lastRun
	}, MAX_CALLS);
}
/** Keeps a refusal that stands. */
function hold(agent, key, held) {
	remember(agent.held, key, held, MAX_HELD);
}
/** Every memory an agent holds: when an event forgets them all, the agent itself goes. */
const ALL_AGENT_MEMORIES = [
	...DETECTORS.map((d) => d.rule),
	"call records",
	"held refusals",
	"flagged loops",
	"request refusals"
];
/** Whether `event` forgets everything an agent holds. */
function forgetsAll(event) {
	return ALL_AGENT_MEMORIES.every((m) => forgets(event, m));
}
/** Forgets in `agent` what the resets table says `event` forgets. */
function forget(agent, event) {
	DETECTORS.forEach((d, i) => {
		if (forgets(event, d.rule)) agent.memories[i] = d.fresh();
	});
	if (forgets(event, "held refusals")) agent.held.clear();
	if (forgets(event, "flagged loops")) agent.flagged.clear();
	if (forgets(event, "request refusals")) agent.blocks = 0;
	if (forgets(event, "call records")) agent.calls.clear();
}
/** How much `agents` hold: entries per rule and per map. */
function sizeOf$1(agents) {
	const size = {
		agents: agents.length,
		held: 0,
		calls: 0,
		flagged: 0,
		blocks: 0,
		cycle: 0,
		repeat: 0,
		"unmoved-error": 0,
		"repeated-failure": 0,
		"rotating-arguments": 0,
		"refused-twice": 0,
		"text-loop": 0
	};
	for (const agent of agents) {
		size.blocks += agent.blocks;
		size.held += agent.held.size;
		size.calls += agent.calls.size;
		size.flagged += agent.flagged.size;
		DETECTORS.forEach((d, i) => {
			size[d.rule] += d.size(agent.memories[i]);
		});
	}
	return size;
}
// hooks/allowance.ts
var Allowance = class {
	settings;
	/** The most recent refusal: `/loop-guard allow` reaches it even after its turn ended. */
	lastRefused;
	allowance;
	constructor(settings) {
		this.settings = settings;
	}
	/** A refusal of `c` after `runs` runs; `again` for a refusal that stood already, noted only when another call was refused since. */
	refused(c, runs, again) {
		if (again && this.lastRefused?.agent === c.agent && this.lastRefused.key === c.key) return;
		this.lastRefused = {
			agent: c.agent,
			key: c.key,
			tool: c.tool,
			call: c,
			runs
		};
	}
	/** Spends one run the person allowed this exact call, if there is one. */
	use(c) {
		const a = this.allowance;
		if (a === void 0 || a.agent !== c.agent || a.key !== c.key || a.left <= 0) return false;
		a.left--;
		a.runs++;
		return true;
	}
	allow(times) {
		const last = this.lastRefused;
		if (last === void 0) return void 0;
		const ceiling = this.ceiling();
		const current = this.allowance?.agent === last.agent && this.allowance.key === last.key ? this.allowance : void 0;
		const runs = current?.runs ?? last.runs;
		const left = current?.left ?? 0;
		const granted = Math.max(0, Math.min(times, ceiling - runs - left));
		this.allowance = {
			agent: last.agent,
			key: last.key,
			left: left + granted,
			runs
		};
		return {
			tool: last.tool,
			excerpt: last.call.excerpt,
			granted,
			ceiling
		};
	}
	/** No override lets one chain run more calls than this: twice `blockAt`, or 20 when blocking is off. */
	ceiling() {
		return this.settings.blockAt > 0 ? 2 * this.settings.blockAt : 20;
	}
	forget() {
		this.lastRefused = void 0;
		this.allowance = void 0;
	}
};
// hooks/dispatch.ts
/**
* The positions in DETECTORS of the detectors that answer each question, in list order:
* a call asks only those (in the engine's runtime every step of a loop costs the call time,
* and an indexed loop over an array costs a fraction of a for-of, measured in the kit).
*/
const answering = (has) => DETECTORS.flatMap((d, i) => has(d) ? [i] : []);
const ANSWER_BEFORE = answering((d) => d.before !== void 0);
const ANSWER_AFTER = answering((d) => d.after !== void 0);
const ANSWER_REFUSED = answering((d) => d.refused !== void 0);
const COUNT_REPEATS = answering((d) => d.repeats !== void 0);
const COUNT_IDENTICAL = answering((d) => d.identicalRuns !== void 0);
const SHOW_LIVE = answering((d) => d.liveAfter !== void 0);
const ANSWER_TEXT = answering((d) => d.text !== void 0);
/** Shows a piece of a response's text to the detectors that watch text, in list order; the first finding decides. */
function askText(agent, piece, settings) {
	let first;
	for (let n = 0; n < ANSWER_TEXT.length; n++) {
		const i = ANSWER_TEXT[n];
		const found = DETECTORS[i].text(agent.memories[i], piece, settings);
		if (first === void 0) first = found;
	}
	return first;
}
/** Asks the detectors that decide before a call, in list order; the first finding decides. */
function askBefore(agent, c, settings) {
	for (let n = 0; n < ANSWER_BEFORE.length; n++) {
		const i = ANSWER_BEFORE[n];
		const found = DETECTORS[i].before(agent.memories[i], c, settings);
		if (found !== void 0) return found;
	}
}
/** Shows a call that came back to every detector in list order (each updates its own memory); the first finding decides. */
function askAfter(agent, ran, settings) {
	let first;
	for (let n = 0; n < ANSWER_AFTER.length; n++) {
		const i = ANSWER_AFTER[n];
		const found = DETECTORS[i].after(agent.memories[i], ran, settings);
		if (first === void 0) first = found;
	}
	return first;
}
/** Tells every detector of a refusal by someone else, in list order; the first finding decides. */
function askRefused(agent, c, settings) {
	let first;
	for (let n = 0; n < ANSWER_REFUSED.length; n++) {
		const i = ANSWER_REFUSED[n];
		const found = DETECTORS[i].refused(agent.memories[i], c, settings);
		if (first === void 0) first = found;
	}
	return first;
}
/** The identical calls of `key` in a row that the rules hold (the longest they say). */
function repeatsOf(agent, key) {
	let repeats = 0;
	for (let n = 0; n < COUNT_REPEATS.length; n++) repeats = Math.max(repeats, DETECTORS[COUNT_REPEATS[n]].repeats(agent.memories[COUNT_REPEATS[n]], key));
	return repeats;
}
/** Runs in a row of `key` that read the very same, as the detectors that count them tell. */
function identicalOf(agent, key) {
	let identical = 0;
	for (let n = 0; n < COUNT_IDENTICAL.length; n++) identical = Math.max(identical, DETECTORS[COUNT_IDENTICAL[n]].identicalRuns(agent.memories[COUNT_IDENTICAL[n]], key));
	return identical;
}
/** Whether a call of `key` left something in its agent's memories that the status line shows. */
function leftLive(agent, key) {
	for (let n = 0; n < SHOW_LIVE.length; n++) if (DETECTORS[SHOW_LIVE[n]].liveAfter(agent.memories[SHOW_LIVE[n]], key)) return true;
	return false;
}
// hooks/interventions.ts
/**
* What the guard says when it acts: a refusal, an ended turn, a note or an ended response
* turned into an `Intervention` with the model's text, the toast and the debug line.
*
* Contract (pure): the words come from advice.ts; with `words` false (the audit, which reports
* what the guard did, never its words) an intervention carries no model text and no toast,
* an empty debug line, and no excerpt of its call (a text loop's passage excerpt aside: the
* audit has no call to name that loop by). Observe mode's would-be words are observe.ts's.
*/
/** The refusal of `c` by the refusal that stands for it. */
function refusalOf(c, held, words) {
	const block = byHeld("block", c, held, words);
	if (words) {
		const s = held.situation;
		block.modelText = refusal(s, held.rule, held.tools);
		block.toast = toast("refused", s, held.rule);
		block.debug = debugLine("block", s, c.agent, `${held.rule} ${held.reason}`);
	}
	return block;
}
/** The main turn ended at `c`'s refusal, the `blocks`-th in this request. */
function turnEndOf(c, held, blocks, words) {
	const abort = byHeld("abort", c, held, words);
	if (words) {
		abort.toast = toast("turn-ended", held.situation, held.rule, blocks);
		abort.debug = debugLine("abort", held.situation, c.agent, `${held.rule} ${blocks} refusals in one request`);
	}
	return abort;
}
/** What a refusal and the turn it ends share: the rule, the call, the count and the error, no words yet. */
function byHeld(action, c, held, words) {
	const s = held.situation;
	return {
		action,
		rule: held.rule,
		agent: c.agent,
		tool: c.tool,
		excerpt: words ? c.excerpt : "",
		count: s.count,
		...s.error !== void 0 ? { error: s.error } : {},
		debug: ""
	};
}
/** What a rule's note or warning says (enforce and advise modes). */
function noteOf(c, found, words) {
	const s = found.situation;
	const said = {
		action: found.action,
		rule: found.rule,
		agent: c.agent,
		tool: c.tool,
		excerpt: words ? c.excerpt : "",
		count: s.count
	};
	if (!words) return {
		...said,
		debug: ""
	};
	return {
		...said,
		modelText: found.words(),
		toast: toast("told", s, found.rule),
		debug: debugLine(found.action, s, c.agent, `${found.rule} ${found.reason}`)
	};
}
/** A text loop: the response ended (`enforced`), or a warning that says enforce would end it. */
function textLoopOf(piece, found, enforced, words) {
	const s = found.situation;
	const said = {
		action: enforced ? "abort" : "warn",
		rule: found.rule,
		agent: piece.agent,
		tool: s.tool,
		excerpt: s.excerpt,
		count: s.count,
		debug: ""
	};
	if (words) {
		said.toast = toast(enforced ? "text-stopped" : "would-stop-text", s, found.rule);
		said.debug = debugLine(enforced ? "abort" : "would-abort", s, piece.agent, `${found.rule} ${found.reason}`);
	}
	return said;
}
// hooks/kept-run.ts
/**
* A success or failure as a rule keeps it to judge against another run of its call (`verdictOf`):
* its text, identity and read-only flag from the outcome, `asked` the call's key; its fingerprints
* are read from the outcome only when something compares them, and its signature is made once,
* then. The audit's `--suggest` judges recorded runs with it too.
*/
var KeptRun = class {
	outcome;
	asked;
	failed;
	madeSignature;
	constructor(outcome, asked) {
		this.outcome = outcome;
		this.asked = asked;
		this.failed = outcome.kind === "failure";
	}
	get signature() {
		return this.madeSignature ??= signatureOf(this.outcome);
	}
	get text() {
		return this.outcome.text;
	}
	get polled() {
		return this.outcome.kind === "success" && this.outcome.isReadOnly;
	}
	get identity() {
		return this.outcome.identity;
	}
	get looseFingerprint() {
		return this.outcome.looseFingerprint;
	}
};
/** A call that came back, as the detectors see it: a kept run with its call, whether it made progress, and its error. */
var RanCall = class extends KeptRun {
	call;
	progress;
	error;
	constructor(call, outcome) {
		super(outcome, call.key);
		this.call = call;
		this.progress = outcome.kind === "success" && !outcome.isReadOnly;
		if (outcome.kind === "failure") this.error = outcome.firstLine;
	}
};
/** The strict fingerprint of an outcome, with its kind: a name for a run (cycles name their rounds by it). */
function signatureOf(outcome) {
	return `${outcome.kind === "failure" ? "err" : "ok"} ${outcome.fingerprint}`;
}
// hooks/observe.ts
/**
* Observe mode: nothing reaches the model and nothing is refused, so the toast and the debug
* line say what enforce would have done.
*
* Contract (pure): `wouldDo` says what enforce would have done with a note or warning: tell
* the model; refuse the call (an advisory at `blockAt` or later), counted in the agent's
* refusals of this request as enforce counts its own; or end the turn (the `abortAfter`-th
* such call in one request, on the main agent). `observedOf` words it (`would-…`); a wordless
* guard (the audit) gets the intervention with an empty debug line and no toast.
*/
/** What enforce would have done with `found` at `c`; a would-be refusal is counted in `agent.blocks`. */
function wouldDo(agent, c, found, settings) {
	const { blockAt, abortAfter } = settings;
	if (found.action !== "warn" || blockAt === 0 || found.situation.count < blockAt) return "tell";
	agent.blocks++;
	return c.agent === "main" && agent.blocks === abortAfter ? "end-turn" : "refuse";
}
/** The observed note: what enforce would have done, after `blocks` would-be refusals in this request. */
function observedOf(c, found, would, blocks, words) {
	const s = found.situation;
	const said = {
		action: found.action,
		rule: found.rule,
		agent: c.agent,
		tool: c.tool,
		excerpt: words ? c.excerpt : "",
		count: s.count
	};
	if (!words) return {
		...said,
		debug: ""
	};
	const reason = `${found.rule} ${found.reason}`;
	switch (would) {
		case "tell": return {
			...said,
			toast: toast("would-tell", s, found.rule),
			debug: debugLine(`would-${found.action}`, s, c.agent, reason)
		};
		case "end-turn": return {
			...said,
			toast: toast("would-end-turn", s, found.rule),
			debug: debugLine("would-abort", s, c.agent, `${found.rule} ${blocks} would-be refusals in one request`)
		};
		case "refuse": return {
			...said,
			toast: toast("would-refuse", s, found.rule),
			debug: debugLine("would-block", s, c.agent, reason)
		};
	}
}
// hooks/stats.ts
/** Keys remembered per agent as belonging to a flagged loop. */
const MAX_FLAGGED = 64;
/** Calls the report's longest repeats list at most. */
const MAX_TOP_REPEATS = 64;
function freshStats() {
	return {
		notes: 0,
		warnings: 0,
		refusals: 0,
		turnsEnded: 0,
		chainsFlagged: 0,
		topRepeats: /* @__PURE__ */ new Map()
	};
}
function zeroStats(stats) {
	Object.assign(stats, {
		notes: 0,
		warnings: 0,
		refusals: 0,
		turnsEnded: 0,
		chainsFlagged: 0
	});
	stats.topRepeats.clear();
}
/** Counts loop `id`, made of the calls `keys`, once in `chainsFlagged`; `flagged` is its agent's key → loop map. */
function flagLoop(stats, flagged, keys, id) {
	const earlier = /* @__PURE__ */ new Set();
	for (const key of keys) {
		const known = flagged.get(key);
		if (known !== void 0) earlier.add(known);
	}
	stats.chainsFlagged += 1 - earlier.size;
	for (const key of keys) remember(flagged, key, id, MAX_FLAGGED);
}
/** Keeps the longest repeats per call for the report, with the rule that flagged it, if one did. */
function noteTop(stats, key, rule, s, tools) {
	const top = stats.topRepeats;
	const seen = top.get(key);
	if (seen !== void 0) {
		seen.count = Math.max(seen.count, s.count);
		if (rule !== void 0) seen.rule = rule;
		return;
	}
	if (top.size >= MAX_TOP_REPEATS) {
		let smallest;
		for (const [k, v] of top) if (smallest === void 0 || v.count < top.get(smallest).count) smallest = k;
		if (smallest !== void 0 && top.get(smallest).count >= s.count) return;
		if (smallest !== void 0) top.delete(smallest);
	}
	const entry = {
		tool: tools !== void 0 && tools.length > 0 ? tools.join(" → ") : s.tool,
		get excerpt() {
			return s.excerpt;
		},
		count: s.count
	};
	top.set(key, rule !== void 0 ? Object.assign(entry, { rule }) : entry);
}
// hooks/status.ts
function longestLive(agents) {
	let best;
	const consider = (s) => {
		if (s.count >= 2 && (best === void 0 || s.count > best.count)) best = s;
	};
	for (const agent of agents) {
		for (const held of agent.held.values()) consider({
			tool: held.situation.tool,
			count: held.situation.count,
			state: "refused"
		});
		DETECTORS.forEach((d, i) => {
			const live = d.live?.(agent.memories[i]);
			if (live !== void 0) consider({
				tool: live.tool,
				count: live.count,
				what: live.what,
				state: live.warned ? "warned" : "building"
			});
		});
	}
	return best;
}
// hooks/guard.ts
/**
* The guard's state machine: asks the rules about each call and acts on what they find.
*
* Contract (pure: no engine types, no clock, no I/O; the mod and the audit CLI share it,
* through call-cycle.ts):
* - `beforeCall(call)` decides before a call runs: nothing, or a refusal (`block`),
*   possibly with `abort` when the main agent has had `abortAfter` refusals in one
*   person's request (then only the `abort` carries a toast). Only in `enforce` mode.
*   A refused call stays refused (whatever the rules say) until its arguments change,
*   a call of another key makes progress, or a reset forgets it (resets.ts).
* - `afterCall(call, outcome)` shows the call to every rule and returns at most one
*   note for the model (`note` or `warn`), each with a toast and a debug line. In
*   `observe` mode the note carries no text for the model, and its toast and debug line
*   say what enforce would have done (observe.ts).
* - The rules are the detectors of detectors/index.ts, asked in order (dispatch.ts); the
*   first finding decides, and the rule that found the loop is the rule named in the note,
*   the refusal, the toast, the debug line, the report and the audit.
* - Calls are counted per agent (`main` or a subagent's id; agent-state.ts). Transparent
*   tools are invisible; parallel twins (same key, same model response) count once;
*   interrupts and ignorable errors neither count nor clear; refusals by others go to the
*   rules' `refused`.
* - `responseText(piece)` shows a piece of a model response's text or thinking to the
*   rules that watch text (`text-loop`): when a passage keeps repeating, `[abort]` in
*   `enforce` mode (the response is to be ended; counted as an ended turn), else a `warn`
*   whose toast and debug line say what enforce would do. `responseEnded(agentId)` forgets
*   the watch. Off with `textLoops: false`.
* - `new Guard(settings, { words: false })` (the audit) decides alike but words nothing
*   (interventions.ts); it keeps no status line and never reads a call's excerpt.
* - Resets (`personPrompt`, `turnEnded`, `compacted`, `forgetAll`, `newSession`,
*   pausing) forget what the table in resets.ts says; every map is capped, so state
*   stays bounded whatever the session does.
* Its parts, each with one reason to change: the words (interventions.ts, observe.ts), the
* counts (stats.ts), `/loop-guard allow` (allowance.ts), the status line's subject
* (status.ts), what an agent holds and forgets (agent-state.ts), the asking (dispatch.ts).
*/
var Guard = class {
	settings;
	agents = /* @__PURE__ */ new Map();
	allowance;
	endedTurn;
	paused = false;
	nextLoopId = 0;
	/** False only while no agent holds anything the status line shows: `status()` is then constant time. */
	mayShowStatus = false;
	lastTool = {
		name: "",
		transparent: false
	};
	/** The last call counted and its identical runs, so `identicalRuns` right after it needs no lookup. */
	lastCounted;
	/** The agent of the last call: it stays the most recent without being put back in `agents`. */
	newestAgent;
	stats = freshStats();
	/** False for the audit, which reports what the guard did, not what it said: interventions then carry no model text, toast or debug line. */
	words;
	constructor(settings, options = {}) {
		this.settings = settings;
		this.words = options.words ?? true;
		this.allowance = new Allowance(settings);
	}
	isTransparent(tool) {
		if (tool !== this.lastTool.name) this.lastTool = {
			name: tool,
			transparent: this.settings.transparentTools.has(tool.toLowerCase())
		};
		return this.lastTool.transparent;
	}
	get isPaused() {
		return this.paused;
	}
	/** `/loop-guard off` and `on`: a paused guard forgets and says nothing. */
	setPaused(paused) {
		this.paused = paused;
		if (paused) this.reset("pause");
	}
	/** Decides before the call runs: `[]`, `[block]` or `[block, abort]`. */
	beforeCall(c) {
		const { blockAt, abortAfter, mode } = this.settings;
		if (this.paused || mode !== "enforce" || blockAt === 0 || this.isTransparent(c.tool)) return [];
		const agent = this.agents.get(c.agent);
		if (agent === void 0) return [];
		const known = agent.calls.get(c.key);
		const isTwin = c.step !== void 0 && known?.step === c.step;
		let held = agent.held.get(c.key);
		if (held === void 0) {
			if (isTwin) return [];
			const found = askBefore(agent, c, this.settings);
			if (found?.action !== "block" || this.allowance.use(c)) return [];
			held = {
				rule: found.rule,
				situation: found.situation,
				reason: found.reason
			};
			if (found.tools !== void 0) held.tools = found.tools;
			if (known?.lastRun !== void 0) held.lastRun = known.lastRun;
			hold(agent, c.key, held);
			this.allowance.refused(c, found.situation.count - 1, false);
			this.flag(agent, found.keys);
		} else {
			if (isTwin) return [refusalOf(c, held, this.words)];
			if (this.allowance.use(c)) return [];
			held.situation = situation(c, held.situation.count + 1, held.situation.error);
			this.allowance.refused(c, held.situation.count - 1, true);
		}
		track(agent, c);
		agent.blocks++;
		this.stats.refusals++;
		this.mayShowStatus = true;
		noteTop(this.stats, c.key, held.rule, held.situation);
		const block = refusalOf(c, held, this.words);
		if (c.agent !== "main" || abortAfter === 0 || agent.blocks < abortAfter) return [block];
		delete block.toast;
		this.stats.turnsEnded++;
		this.endedTurn = {
			tool: held.situation.tool,
			count: held.situation.count
		};
		return [block, turnEndOf(c, held, agent.blocks, this.words)];
	}
	/** Counts a call that came back, and returns the one note it earns, if any. */
	afterCall(c, outcome) {
		if (this.paused || this.isTransparent(c.tool)) return [];
		switch (outcome.kind) {
			case "ignored":
			case "interrupted": return [];
			case "refused": return this.countRefusal(c);
			case "success":
			case "failure": return this.countCall(c, outcome);
		}
	}
	countRefusal(c) {
		const agent = this.agentState(c.agent);
		if (c.step !== void 0 && agent.calls.get(c.key)?.step === c.step) return [];
		track(agent, c);
		return this.speak(agent, c, askRefused(agent, c, this.settings));
	}
	countCall(c, outcome) {
		this.lastCounted = void 0;
		const agent = this.agentState(c.agent);
		if (c.step !== void 0 && agent.calls.get(c.key)?.step === c.step) return [];
		const ran = new RanCall(c, outcome);
		if (ran.progress) keepOnly(agent.held, c.key);
		const held = agent.held.size > 0 ? agent.held.get(c.key) : void 0;
		if (held !== void 0 && (held.lastRun === void 0 || !sameRun(held.lastRun, ran))) agent.held.delete(c.key);
		track(agent, c, ran);
		const found = askAfter(agent, ran, this.settings);
		const repeats = repeatsOf(agent, c.key);
		this.lastCounted = {
			call: c,
			identical: identicalOf(agent, c.key)
		};
		if (repeats >= 2) noteTop(this.stats, c.key, void 0, situation(c, repeats));
		return this.speak(agent, c, found);
	}
	/**
	* Runs in a row of this exact call whose output read the very same (judge.ts `identical`), the
	* last one counted included; 0 for fewer than two or another outcome: the pointer's certainty.
	*/
	identicalRuns(c, outcome) {
		if (outcome.kind !== "success" && outcome.kind !== "failure") return 0;
		const identical = this.lastCounted?.call === c ? this.lastCounted.identical : 0;
		return identical >= 2 ? identical : 0;
	}
	/** A counted call's finding turned into what the model reads and the user sees; `quiet` says nothing. */
	speak(agent, c, found) {
		if (!this.mayShowStatus && this.words) this.mayShowStatus = leftLive(agent, c.key);
		if (found === void 0 || found.action === "quiet" || found.action === "block") return [];
		const told = found;
		this.flag(agent, found.keys);
		noteTop(this.stats, c.key, found.rule, found.situation, found.tools);
		if (found.action === "note") this.stats.notes++;
		else this.stats.warnings++;
		if (this.settings.mode !== "observe") return [noteOf(c, told, this.words)];
		return [observedOf(c, told, wouldDo(agent, c, found, this.settings), agent.blocks, this.words)];
	}
	/** Counts a loop once in `chainsFlagged`: calls already flagged under another loop merge into this one. */
	flag(agent, keys) {
		flagLoop(this.stats, agent.flagged, keys, this.nextLoopId++);
	}
	/** `/loop-guard allow [n]`: lets the most recently refused call run n more times, under a ceiling. */
	allow(times) {
		return this.allowance.allow(times);
	}
	/** No override lets one chain run more calls than this: twice `blockAt`, or 20 when blocking is off. */
	allowCeiling() {
		return this.allowance.ceiling();
	}
	/** Forgets what the resets table says `event` forgets, in `agentId`'s memory or in every agent's. */
	reset(event, agentId = "main") {
		const ids = RESETS[event].agents === "every" ? [...this.agents.keys()] : [agentId];
		this.newestAgent = void 0;
		const all = forgetsAll(event);
		for (const id of ids) {
			const agent = this.agents.get(id);
			if (agent === void 0) continue;
			if (all) this.agents.delete(id);
			else forget(agent, event);
		}
		if (forgets(event, "last refusal")) this.allowance.forget();
		if (forgets(event, "ended turn")) this.endedTurn = void 0;
	}
	/**
	* A piece of a model response's text or thinking as it streams: `[abort]` (enforce) or a
	* would-be `warn` (advise, observe) when a passage keeps repeating; `[]` otherwise.
	*/
	responseText(piece) {
		if (this.paused || !this.settings.textLoops) return [];
		const agent = this.agentState(piece.agent);
		const found = askText(agent, piece, this.settings);
		if (found === void 0) return [];
		const s = found.situation;
		this.flag(agent, found.keys);
		noteTop(this.stats, found.keys[0], found.rule, s);
		const enforced = this.settings.mode === "enforce";
		if (enforced) {
			this.stats.turnsEnded++;
			if (piece.agent === "main") this.endedTurn = {
				tool: s.tool,
				count: s.count
			};
		} else this.stats.warnings++;
		return [textLoopOf(piece, found, enforced, this.words)];
	}
	/** A model response ended: the next one is watched afresh. */
	responseEnded(agentId) {
		this.reset("response-ended", agentId);
	}
	/** A prompt a person sent: every chain, failure, refusal and refusal count starts over. */
	personPrompt() {
		this.reset("person-prompt");
	}
	/** A turn ended: with an answer, that agent's chains end; aborted, its memory (the main agent's: every agent's) is forgotten. */
	turnEnded(agentId, aborted) {
		this.reset(!aborted ? "turn-answered" : agentId === "main" ? "main-turn-aborted" : "turn-aborted", agentId);
	}
	/** After a compaction the model re-reads and re-runs what it forgot: that is not a loop. */
	compacted(agentId) {
		this.reset("compaction", agentId);
	}
	/** `session.end` (and `/clear`): nothing is remembered. */
	forgetAll() {
		this.reset("session-end");
	}
	/** A new session (`session.end`, `/clear` included): nothing remembered, counts from zero, resumed. */
	newSession() {
		this.forgetAll();
		this.paused = false;
		zeroStats(this.stats);
	}
	/**
	* The status line: nothing while all is well, else the longest live chain and what repeats
	* in it. Worked out only after a call left something live (a detector's `liveAfter`, a
	* refusal), and until it finds nothing again; resets only take things away.
	*/
	status() {
		if (this.paused) return "paused · /loop-guard on resumes";
		if (this.endedTurn !== void 0) return statusLine({
			...this.endedTurn,
			state: "turn ended"
		});
		if (!this.mayShowStatus) return void 0;
		const best = longestLive(this.agents.values());
		if (best === void 0) this.mayShowStatus = false;
		return best === void 0 ? void 0 : statusLine(best);
	}
	/** How much the guard holds (for one agent, or for all), for tests and the benchmark: entries per rule and per guard map. */
	size(agentId) {
		return sizeOf$1(agentId === void 0 ? [...this.agents.values()] : [this.agents.get(agentId)].filter((a) => a !== void 0));
	}
	agentState(id) {
		if (this.newestAgent?.id === id) return this.newestAgent.state;
		const agent = this.agents.get(id) ?? freshAgent();
		remember(this.agents, id, agent, 32, "main");
		this.newestAgent = {
			id,
			state: agent
		};
		return agent;
	}
};
/** Whether any output can be pointed at under these settings: the wiring hooks tool results only then. */
function pointsAtOutputs(settings) {
	return settings.dedupeOutput && settings.mode !== "observe";
}
function outputPointer(settings, run) {
	if (!pointsAtOutputs(settings)) return void 0;
	if (run.identicalRuns < Math.max(2, settings.warnAt) || run.chars <= 2048) return void 0;
	return `loop-guard: same ${sizeOf(run.chars)} output as this exact ${run.tool} call's previous run (${run.identicalRuns} identical runs in a row); not repeated here. Use the earlier result instead of running the call again.`;
}
/** A tool result's content that is text alone, the only kind the pointer replaces: images and documents are left as they are. */
function isTextOnly(content) {
	return typeof content === "string" || Array.isArray(content) && content.every((b) => b?.type === "text");
}
/** `18 KB`, or `2.4 KB` under ten: characters, as people read sizes. */
function sizeOf(chars) {
	const kb = chars / 1024;
	return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
}
var CallCycle = class {
	settings;
	guard;
	tokens = new LoopTokenLedger();
	counts = {
		saved: 0,
		notReread: {
			calls: 0,
			chars: 0
		}
	};
	/** The main turn's id, the one an `abort` ends. */
	mainTurn;
	responses = /* @__PURE__ */ new Map();
	pointers = /* @__PURE__ */ new Map();
	stoppedBy;
	constructor(settings, options = {}) {
		this.settings = settings;
		this.guard = new Guard(settings, options);
	}
	/** A tool-use block of model response `response`: counted for tokens, its id mapped to the response. */
	toolUse(response, toolUseId) {
		if (toolUseId !== void 0) keep(this.responses, toolUseId, response, 512);
		this.tokens.toolCall(response);
	}
	usage(response, counts) {
		this.tokens.usage(response, counts);
	}
	/** The model response a tool use came in, taken: each id is asked once. */
	responseOf(toolUseId) {
		return take(this.responses, toolUseId);
	}
	/** Whether text and thinking are watched now. */
	get watchesText() {
		return this.settings.textLoops && !this.guard.isPaused;
	}
	responseText(piece) {
		const found = this.guard.responseText(piece);
		if (found.length > 0 && piece.agent === "main" && found.some((i) => i.action === "abort")) this.stoppedBy = "response";
		return found;
	}
	responseEnded(agent) {
		this.guard.responseEnded(agent);
	}
	/** Whether the guard sees nothing of a call of `tool`: paused, or a transparent tool. */
	skips(tool) {
		return this.guard.isPaused || this.guard.isTransparent(tool);
	}
	/** The guard's verdict before the call runs; a refusal is a saved call, in a loop. */
	before(call, response) {
		const verdict = this.guard.beforeCall(call);
		if (verdict.length === 0) return verdict;
		if (verdict[0].action === "block") {
			this.counts.saved++;
			if (response !== void 0) this.tokens.inLoop(response, true);
		}
		if (verdict.length > 1 && verdict[1].action === "abort") this.stoppedBy = "refusal";
		return verdict;
	}
	/** The note a call that came back earns, if any; a call noted on is in a loop. */
	after(call, outcome, response) {
		const notes = this.guard.afterCall(call, outcome);
		if (notes.length > 0 && response !== void 0) this.tokens.inLoop(response, false);
		return notes;
	}
	/** The guard's `identicalRuns` of the call just counted: ask right after `after`. */
	identicalRuns(call, outcome) {
		return this.guard.identicalRuns(call, outcome);
	}
	/** Decides the pointer for a call's output of `chars` characters after `runs` identical runs, and holds it for the row; whether it did. */
	holdPointer(toolUseId, call, chars, runs) {
		if (runs < 2) return false;
		const text = outputPointer(this.settings, {
			tool: call.tool,
			chars,
			identicalRuns: runs
		});
		if (text === void 0) return false;
		keep(this.pointers, toolUseId, {
			text,
			chars,
			call,
			runs
		}, 512);
		return true;
	}
	/** Whether a pointer waits for its row. */
	get holdsPointers() {
		return this.pointers.size > 0;
	}
	/** The pointer held for a result's row, taken when it applies: only a text-only `content` is replaced. */
	takePointer(toolUseId, content) {
		const held = take(this.pointers, toolUseId);
		if (held === void 0 || !isTextOnly(content)) return void 0;
		this.counts.notReread.calls++;
		this.counts.notReread.chars += held.chars;
		return held;
	}
	/** Whether the guard ended the main turn: until a person's prompt, nothing more of it runs. */
	get stopped() {
		return this.stoppedBy !== void 0;
	}
	/** The end of the turn the guard ended, as the engine reports it: aborted after a refusal, answered after an ended response. */
	turnEndedByGuard() {
		if (this.stoppedBy !== void 0) this.guard.turnEnded("main", this.stoppedBy === "refusal");
	}
	/** A call of the turn the guard ended: it would not have run. */
	notRun(response) {
		this.counts.saved++;
		if (response !== void 0) this.tokens.inLoop(response, true);
	}
	turnStarted(agentId, turnId) {
		if (agentId === void 0) this.mainTurn = turnId;
	}
	/** A prompt of origin `originKind`: a person's resets every chain; whether it was a person's. */
	prompt(originKind) {
		if (!PERSON_ORIGINS.has(originKind)) return false;
		this.personPrompt();
		return true;
	}
	personPrompt() {
		this.stoppedBy = void 0;
		this.guard.personPrompt();
	}
	turnEnded(agent, aborted) {
		this.guard.turnEnded(agent, aborted);
	}
	/** A compaction; `precompute` (a summary made ahead, nothing dropped yet) forgets nothing. */
	compacted(agent, trigger) {
		if (trigger !== "precompute") this.guard.compacted(agent);
	}
	/** The session ended (`/clear` too): nothing remembered, counts from zero. */
	sessionEnded() {
		this.guard.newSession();
		this.tokens.reset();
		this.stoppedBy = void 0;
		this.counts.saved = 0;
		this.counts.notReread.calls = 0;
		this.counts.notReread.chars = 0;
	}
};
function take(map, id) {
	if (id === void 0) return void 0;
	const value = map.get(id);
	map.delete(id);
	return value;
}
// hooks/outcome.ts
/**
* Outcomes: what a tool call came back with, reduced to what the guard compares.
*
* Contract: `readOutcome(result, signals, args?)` turns what `next(e)` resolved to (or a
* transcript's record of it) into an `Outcome`:
* - `success` / `failure` carry two fingerprints of what the model read: `fingerprint`
*   after run-to-run noise is removed (normalize.ts, strict: it decides chains, advisories
*   and refusals) and `looseFingerprint`, for a failure, with every number masked as well
*   (for failure notes only; a success's is its strict one, since no note reads it);
*   failures also carry the error's first line for the wording. Images compare by content:
*   a hash of a bounded sample of each image's base64 data. A failure's text is compared
*   with the call's own string arguments (`args`, 4+ characters) taken out where it echoes
*   them, so Edit's `String to replace not found … String: <old_string>` is one error
*   whatever the guess (found in one pass whatever their number; a long error is sampled
*   without them, never copied whole). The first line is for wording only (credentials
*   redacted, control characters escaped: `firstLine`);
* - `refused` is a permission refusal or a `{ deny }` from beneath: never a failure;
* - `interrupted` is a person's interrupt: the engine's abort signal, or its interrupt line
*   as the head of the error;
* - `ignored` is what says nothing about the call itself: the cancellation of a sibling in
*   the same response, the engine's own "issue the action again once" request, a command
*   moved to the background before it finished. The engine's phrases count only as its
*   exact whole messages, so a log that quotes one is still a real failure.
* Two runs are judged by what differs between them (judge.ts): an outcome keeps its text
* (`text`, the echo-free error for a failure) up to `COMPARE_LIMIT` characters when it holds
* no images; a longer one keeps `identity`, a hash of its whole text as judge.ts cleans it
* (images' hash after it). Fingerprints name a run alone, for what cannot keep texts (a
* cycle's name, runs past the limit, the audit's --suggest): the normalized text itself when
* short, else a hash of it (digest.ts); past `FULL_HASH_LIMIT` characters the identity, so
* only identical outputs match, compared whole, never by samples. A kept text is printed only
* when a fingerprint is first read, hashed in JavaScript then; a longer one (or one with
* images) is printed at once, since its hash may be native and asynchronous. When, and how
* often, a fingerprint is read never changes what it says.
* `readOutcomeNow` is the same outcome, given at once unless such a hash must be waited for.
*/
/** The engine's wrappers around its own error messages. */
const WRAPPER = /^(?:<tool_use_error>)?(?:Error: )?([\s\S]*?)(?:<\/tool_use_error>)?$/;
/** The whole of the engine's message for a call cancelled because a sibling failed. */
const SIBLING_CANCELLED = /^Sibling tool call errored$/;
/** Words every "issue it again" message holds. */
const RETRY_WORDS = "Issue the action again once, as-is";
/** The whole of auto mode's "no verdict, issue it again" message: one paragraph. */
const RETRY_REQUEST = /^[^\n]{1,200}(?: gave no verdict for [^\n]{1,200}| did not run yet\.)[^\n]*Issue the action again once, as-is[^\n]*$/;
/** The engine's interrupt line heading the error, after Bash's exit code if any. */
const INTERRUPTED = /^(?:Exit code \d+\n)?\[Request interrupted by user(?: for tool use)?\](?:\n|$)/;
/** Longest text that can be one of the engine's own messages. */
const ENGINE_MESSAGE_LIMIT = 2e3;
/**
* The engine's wordings of a permission refusal, at the head of the error (section 2.4 of
* the API digest; each seen in a headless run of 2.1.332 or in real transcripts):
* a settings deny rule (a file tool's: "File is in a directory that is denied by your
* permission settings."), an ask nobody answered, a plugin's `tool.check` deny or ask
* ("Permission to use Bash denied by plugin p: …"), a settings PreToolUse hook's deny,
* and its older spellings, a person's "No", auto mode's classifier.
*/
const PERMISSION_REFUSAL = new RegExp("^(?:<tool_use_error>)?(?:Error: )?(?:" + [
	"Permission to use [^\\n]* has been denied",
	"Permission to use \\S+ denied by plugins? ",
	"Permission for this [^\\n]*denied",
	"[^\\n]* is denied by your permission settings",
	"Claude requested permissions to [^\\n]*, but you haven't granted it yet",
	"PreToolUse:[^\\n:]+ hook error: ",
	"Hook PreToolUse:[^\\n]* denied this tool",
	"\\S+ operation blocked by hook:",
	"The user doesn't want to (?:proceed with this tool use|take this action)",
	"[^\\n]* needs approval",
	"[^\\n]*requires approval"
].join("|") + ")");
/**
* `readOutcome` without a wait when none is needed: the outcome itself, unless a long text or
* an image must be hashed now (its hash may be native), then a promise of it. In the engine's
* runtime each await costs a call more than the work it waits for (bench/README.md).
*/
function readOutcomeNow(r, signals = {}, args) {
	if (typeof r.deny === "string") return {
		kind: "refused",
		firstLine: firstLine(r.deny)
	};
	const text = resultText(r);
	if (r.isError === true) {
		const ignored = engineMessage(text);
		if (ignored !== void 0) return {
			kind: "ignored",
			why: ignored
		};
		if (isRefusal(text, signals)) return {
			kind: "refused",
			firstLine: firstLine(text)
		};
		if (signals.aborted === true || INTERRUPTED.test(text.trimStart())) return { kind: "interrupted" };
		const compared = args === void 0 ? text : withoutEcho(text, args);
		const line = firstLine(text);
		const prints = printsOf(compared, "", true);
		return prints instanceof Prints ? new Failed(line, prints) : prints.then((p) => new Failed(line, p));
	}
	if (wasBackgrounded(r.result)) return {
		kind: "ignored",
		why: "backgrounded"
	};
	const isReadOnly = r.isReadOnly === true;
	const images = imagesIn(r.result);
	if (images.length === 0) {
		const prints = printsOf(text, "", false);
		return prints instanceof Prints ? new Succeeded(isReadOnly, prints) : prints.then((p) => new Succeeded(isReadOnly, p));
	}
	return imagesFingerprint(images).then((imagePrint) => printsOf(text, imagePrint, false)).then((prints) => new Succeeded(isReadOnly, prints));
}
/** A success or a failure: its fingerprints are its prints', worked out when first read. */
var Printed = class {
	prints;
	constructor(prints) {
		this.prints = prints;
	}
	get fingerprint() {
		return this.prints.strict();
	}
	get looseFingerprint() {
		return this.prints.loose();
	}
	/** The text two runs are judged on (judge.ts), kept up to `COMPARE_LIMIT` characters when there are no images. */
	get text() {
		return this.prints.text;
	}
	/** For a longer text or one with images: a hash of the whole text as the comparison sees it, images' hash after it. */
	get identity() {
		return this.prints.identity;
	}
};
var Succeeded = class extends Printed {
	isReadOnly;
	kind = "success";
	constructor(isReadOnly, prints) {
		super(prints);
		this.isReadOnly = isReadOnly;
	}
};
var Failed = class extends Printed {
	firstLine;
	kind = "failure";
	constructor(firstLine, prints) {
		super(prints);
		this.firstLine = firstLine;
	}
};
/** Which of the engine's own messages an error is, judged on the whole message only. */
function engineMessage(text) {
	if (text.length > ENGINE_MESSAGE_LIMIT) return void 0;
	const message = (WRAPPER.exec(text.trim())?.[1] ?? "").trim();
	if (SIBLING_CANCELLED.test(message)) return "sibling-cancelled";
	if (message.includes(RETRY_WORDS) && RETRY_REQUEST.test(message)) return "retry-request";
}
function isRefusal(text, signals) {
	const verdict = signals.permission;
	if (verdict?.decision === "deny") return true;
	if (PERMISSION_REFUSAL.test(text)) return true;
	return verdict?.decision === "ask" && verdict.reason !== void 0 && verdict.reason !== "" && text.includes(verdict.reason);
}
/** Marks where an error echoed an argument; assumed absent from real tool output. */
const ECHO = "e";
/** Shorter arguments are too likely to occur in an error by chance (`ls`, `a.ts`). */
const SHORTEST_ECHO = 4;
const MOST_ECHOED_ARGUMENTS = 16;
/**
* Arguments up to this long are found together, in one pass of one pattern over the error;
* a longer one is looked for on its own, where a long needle skips through the text (and a
* pattern of many such could pass the regular-expression engine's size limit).
*/
const LONGEST_IN_PATTERN = 256;
/**
* The error with every verbatim echo of the call's own string arguments taken out, the
* longest first: one pass over the text for the short arguments, whatever their number.
*/
function withoutEcho(text, args) {
	const short = [];
	const long = [];
	let taken = 0;
	for (const value of Object.values(args)) {
		if (typeof value !== "string" || value.length < SHORTEST_ECHO || taken >= MOST_ECHOED_ARGUMENTS) continue;
		taken++;
		if (value.length > text.length) continue;
		if (value.length > LONGEST_IN_PATTERN) long.push(value);
		else if (text.includes(value)) short.push(value);
	}
	const spans = [];
	let longSpans = 0;
	const overlapsLong = (start, end) => {
		for (let i = 0; i < longSpans; i++) if (start < spans[i].end && spans[i].start < end) return true;
		return false;
	};
	long.sort((a, b) => b.length - a.length);
	for (const value of long) for (let at = text.indexOf(value); at >= 0 && spans.length < MOST_SPANS; at = text.indexOf(value, at + value.length)) if (!overlapsLong(at, at + value.length)) longSpans = spans.push({
		start: at,
		end: at + value.length
	});
	if (short.length > 0) {
		short.sort((a, b) => b.length - a.length);
		const pattern = new RegExp(short.map(escapeForPattern).join("|"), "g");
		for (let m = pattern.exec(text); m !== null && spans.length < MOST_SPANS; m = pattern.exec(text)) {
			const end = m.index + m[0].length;
			if (!overlapsLong(m.index, end)) spans.push({
				start: m.index,
				end
			});
		}
	}
	if (spans.length === 0) return text;
	spans.sort((a, b) => a.start - b.start);
	const parts = [];
	let at = 0;
	for (const span of spans) {
		parts.push(text.slice(at, span.start), ECHO);
		at = span.end;
	}
	parts.push(text.slice(at));
	return parts.join("");
}
/** Echoes taken out of one error at most; past them the rest stay (a pathological error, an argument everywhere). */
const MOST_SPANS = 4096;
function escapeForPattern(literal) {
	return literal.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
}
/** What the model read: `text` from core, else the hook's own result. */
function resultText(r) {
	if (typeof r.text === "string") return r.text;
	if (typeof r.result === "string") return r.result;
	if (r.result === void 0 || r.result === null) return "";
	try {
		return JSON.stringify(r.result, withoutImageData) ?? "";
	} catch {
		try {
			return String(r.result);
		} catch {
			return "[a result that cannot be read as text]";
		}
	}
}
/** Image data never reaches the text: images have their own fingerprint. */
function withoutImageData(_key, value) {
	return value !== null && typeof value === "object" && value.type === "image" ? "[image]" : value;
}
/** Ctrl+B or a turn abort moved a command to the background: its output is not in yet. */
function wasBackgrounded(result) {
	if (result === null || typeof result !== "object") return false;
	const record = result;
	return record.backgroundedByUser === true || record.backgroundedByTurnAbort === true;
}
const NO_IMAGES = [];
/** Image blocks read past this many are counted, not sampled. */
const MOST_SAMPLED_IMAGES = 16;
const MOST_COUNTED_BLOCKS = 1e3;
/** Up to this length an image's base64 data is hashed whole; past it, fixed slices. */
const WHOLE_IMAGE_LIMIT = 8192;
const IMAGE_SLICES = 32;
const IMAGE_SLICE_LENGTH = 128;
/**
* ` +N images <hash>` for a result's image blocks (a Read of a picture, image blocks in a
* list, an MCP screenshot), '' for none: pictures compare by their pixels' bytes.
*/
async function imagesFingerprint(blocks) {
	if (blocks.length === 0) return "";
	const samples = blocks.slice(0, MOST_SAMPLED_IMAGES).map((b) => imageSample(imageData(b)));
	return ` +${blocks.length} images ${await hashText(samples.join("\n"))}`;
}
/** The image blocks of a result (counted up to `MOST_COUNTED_BLOCKS`): the result itself when it is one. */
function imagesIn(result) {
	if (result === null || typeof result !== "object") return NO_IMAGES;
	if (result.type === "image") return [result];
	const list = Array.isArray(result) ? result : result.content;
	if (!Array.isArray(list)) return NO_IMAGES;
	return list.slice(0, MOST_COUNTED_BLOCKS).filter((b) => b !== null && typeof b === "object" && b.type === "image");
}
/** The base64 data of an image block, in the shapes the engine and MCP servers use. */
function imageData(block) {
	const b = block;
	const nested = b.source ?? b.file;
	for (const v of [
		nested !== null && typeof nested === "object" ? nested.data : void 0,
		nested !== null && typeof nested === "object" ? nested.base64 : void 0,
		b.data,
		b.base64
	]) if (typeof v === "string") return v;
	return "";
}
/**
* The length, evenly spaced slices and the tail of the data: a changed pixel changes the
* compressed stream from there on, and a PNG's last bytes hold the image data's checksum.
*/
function imageSample(data) {
	if (data.length <= WHOLE_IMAGE_LIMIT) return data;
	const parts = [String(data.length)];
	const stride = Math.floor(data.length / IMAGE_SLICES);
	for (let i = 0; i < IMAGE_SLICES; i++) parts.push(data.slice(i * stride, i * stride + IMAGE_SLICE_LENGTH));
	parts.push(data.slice(-128));
	return parts.join("|");
}
/** Up to this length the normalized text is its own fingerprint. */
const PLAIN_FINGERPRINT_LIMIT = 200;
/**
* An outcome's fingerprints and what two runs are judged on. A short text (no images) is kept
* and printed at the first read; a long one is printed now (its hash may be asynchronous). The
* text is kept up to `COMPARE_LIMIT` characters; a longer one, or one with images, keeps its
* `identity` instead: the pointer needs the whole text the same, never a sample of it.
*/
var Prints = class {
	text;
	masksNumbers;
	strictPrint;
	loosePrint;
	identity;
	constructor(text, masksNumbers, strictPrint = "", loosePrint = "", identity = void 0) {
		this.text = text;
		this.masksNumbers = masksNumbers;
		this.strictPrint = strictPrint;
		this.loosePrint = loosePrint;
		this.identity = identity;
	}
	strict() {
		if (this.strictPrint === "") this.work();
		return this.strictPrint;
	}
	loose() {
		if (this.strictPrint === "") this.work();
		return this.loosePrint;
	}
	work() {
		const strictForm = normalizeStrict(this.text ?? "").trim();
		this.strictPrint = quickFingerprintOf(strictForm);
		const looseForm = this.masksNumbers ? maskNumbers(strictForm) : strictForm;
		this.loosePrint = looseForm === strictForm ? this.strictPrint : quickFingerprintOf(looseForm);
	}
};
/**
* The prints of a text, with the images' fingerprint (`''` for none) after each; `loose`: mask
* numbers for the loose one. At once, unless a long text's hash must be waited for. Past
* `FULL_HASH_LIMIT` characters every fingerprint is the identity: only identical outputs match.
*/
function printsOf(text, images, loose) {
	if (text.length <= 32768 && images === "") return new Prints(text, loose);
	const cleaned = cleanText(text);
	const identity = hashOf(cleaned);
	if (text.length > 65536) {
		const whole = (id) => new Prints(void 0, loose, `#${id}${images}`, `#${id}${images}`, `${id}${images}`);
		return typeof identity === "string" ? whole(identity) : identity.then(whole);
	}
	const strictForm = normalizeStrict(cleaned);
	const looseForm = loose ? maskNumbers(strictForm) : strictForm;
	const strict = fingerprintOf(strictForm);
	const looser = looseForm === strictForm ? strict : fingerprintOf(looseForm);
	if (typeof strict === "string" && typeof looser === "string" && typeof identity === "string") return new Prints(void 0, loose, `${strict}${images}`, `${looser}${images}`, `${identity}${images}`);
	return Promise.all([
		strict,
		looser,
		identity
	]).then(([s, l, id]) => new Prints(void 0, loose, `${s}${images}`, `${l}${images}`, `${id}${images}`));
}
/** A text's hash, at once when `hashTextNow` gives it. */
function hashOf(text) {
	return hashTextNow(text) ?? hashText(text);
}
/** A normal form's fingerprint: itself when short, else its hash (at once when `hashTextNow` gives it). */
function fingerprintOf(normal) {
	if (normal.length <= PLAIN_FINGERPRINT_LIMIT) return `=${normal}`;
	const hash = hashOf(normal);
	return typeof hash === "string" ? `#${hash}` : hash.then((h) => `#${h}`);
}
/** `fingerprintOf` for a whole text short enough that `hashTextNow` always gives its hash. */
function quickFingerprintOf(normal) {
	return normal.length <= PLAIN_FINGERPRINT_LIMIT ? `=${normal}` : `#${hashTextNow(normal) ?? quickHash(normal)}`;
}
const FIRST_LINE_LENGTH = 120;
/**
* The first meaningful line of an error, without the wrappers the engine adds: for the
* wording only (fingerprints match), so its credentials are redacted and its control
* characters escaped here, once, for every text that quotes it.
*/
function firstLine(text) {
	const lines = firstLines((text.length > 4096 ? text.slice(0, 4096) : text).replace(/<\/?tool_use_error>/g, "").replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, ""), 2);
	const first = (lines[0] ?? "").replace(/^Error: /, "");
	const exit = /^Exit code (\d+)$/.exec(first);
	const safe = printable(redact((exit !== null && lines[1] !== void 0 ? `${lines[1]} (exit code ${exit[1]})` : first).slice(0, 376)));
	return safe.length > FIRST_LINE_LENGTH ? `${safe.slice(0, 119)}…` : safe;
}
/** The first `count` lines of a text that hold more than white space, trimmed; looked for one by one, not split whole. */
function firstLines(text, count) {
	const found = [];
	for (let start = 0; found.length < count && start <= text.length;) {
		const newline = text.indexOf("\n", start);
		const end = newline === -1 ? text.length : newline;
		const line = text.slice(start, end).trim();
		if (line !== "") found.push(line);
		start = end + 1;
	}
	return found;
}
// hooks/toasts.ts
/**
* Toasts, one at a time: which of the guard's toasts to show now, and which to hold.
*
* Why: the engine keeps one toast of a plugin on screen; a newer one cuts the shown one
* short, and pushes out one still waiting unseen, writing a warning row into the
* person's transcript. Interventions come milliseconds apart (a refusal, the next one,
* the turn ended), so each would be lost but the last.
*
* Contract (pure: the caller passes the time and runs the timer):
* - `offer(chain, text, now)` returns the text to show now, or undefined when a toast
*   shown less than TOAST_MS ago is still up; then the text waits, and a later offer
*   for the same chain replaces it (the latest state wins, in the chain's place in line).
* - `due(now)` is called when a toast's time is up (`TOAST_MS` after it was shown): it
*   returns the oldest waiting chain's latest text, to show now, or undefined.
* - At most one toast per TOAST_MS, so none gives way unseen; at most MAX_WAITING
*   chains wait (the oldest leaves first); `clear()` drops what waits.
*/
/** How long a toast stays: the engine's default, passed explicitly so both agree. */
const TOAST_MS = 4e3;
const MAX_WAITING = 16;
/** A timer may fire a little before the clock it is read by says the time is up. */
const SLACK_MS = 100;
var ToastQueue = class {
	/** When the toast on screen is done; undefined when none is. */
	shownUntil;
	waiting = /* @__PURE__ */ new Map();
	offer(chain, text, now) {
		keep(this.waiting, chain, text, MAX_WAITING);
		return this.due(now);
	}
	due(now) {
		if (this.shownUntil !== void 0 && now < this.shownUntil - SLACK_MS) return void 0;
		const next = this.waiting.entries().next();
		if (next.done === true) {
			this.shownUntil = void 0;
			return;
		}
		const [chain, text] = next.value;
		this.waiting.delete(chain);
		this.shownUntil = now + TOAST_MS;
		return text;
	}
	clear() {
		this.waiting.clear();
	}
};
// hooks/register.ts
const LIFETIME_KEY = "lifetime";
const NO_SIGNALS = {};
const register = (on, options) => {
	const read = readSettings(options);
	const cycle = new CallCycle(read.settings);
	const guard = cycle.guard;
	const shown = {
		status: void 0,
		problemsTold: read.problems.length === 0,
		toasts: new ToastQueue(),
		collector: read.settings.telemetry ? new CollectorNotes() : void 0
	};
	on("session.start", async ($, e, next) => {
		await $.command.register({
			name: "loop-guard",
			description: "Repeated tool calls: this session's report; off, on, allow [N], help",
			argumentHint: "[off|on|allow [N]|help]",
			immediate: true
		});
		await tellProblemsOnce($, read, shown);
		if (shown.collector !== void 0) shown.collector.exporting(await logExportOn($));
		return next(e);
	}).catch(($, e, next) => next(e));
	on("turn.step", async function* ($, e, next) {
		const agent = e.agentId ?? "main";
		const response = `${agent}/${e.turnId}/${e.index}`;
		const watchText = cycle.watchesText;
		const stream = next(e);
		let priced = false;
		let ended = false;
		for await (const chunk of stream) {
			if (chunk.kind === "tool") cycle.toolUse(response, chunk.id);
			else if (chunk.kind === "stop" && chunk.usage !== null) {
				cycle.usage(response, chunk.usage);
				priced = true;
			}
			yield chunk;
			if (watchText && (chunk.kind === "text" || chunk.kind === "thinking")) {
				const found = cycle.responseText({
					agent,
					response,
					kind: chunk.kind,
					block: chunk.index,
					text: chunk.text
				});
				if (found.length > 0) {
					await announce($, found, shown, read.settings.abortAfter);
					ended = found.some((i) => i.action === "abort");
					if (ended) break;
				}
			}
		}
		if (watchText) cycle.responseEnded(agent);
		if (ended) {
			stream.result.catch(() => void 0);
			showStatus($, guard, shown);
			yield {
				kind: "stop",
				stopReason: "end_turn",
				usage: null
			};
			return {
				turnId: e.turnId,
				index: e.index,
				answer: "",
				toolUses: [],
				stopReason: "end_turn",
				usage: null
			};
		}
		const result = await stream.result;
		if (!priced && result?.usage) cycle.usage(response, result.usage);
		return result;
	});
	on("tool.call", async ($, e, next) => {
		if (!shown.problemsTold) await tellProblemsOnce($, read, shown);
		if (cycle.skips(e.tool)) return next(e);
		const args = e;
		const response = cycle.responseOf(e.tool_use_id);
		const pendingCall = callInfoNow(e.agentId ?? "main", e.tool, args, response);
		const call = pendingCall instanceof Promise ? await pendingCall : pendingCall;
		const verdict = cycle.before(call, response);
		const block = verdict.length > 0 ? verdict.find((i) => i.action === "block") : void 0;
		if (verdict.length > 0) await announce($, verdict, shown, read.settings.abortAfter, {
			toolUseId: e.tool_use_id,
			tokens: response !== void 0 ? cycle.tokens.perCall(response) : void 0
		});
		if (block?.modelText !== void 0) {
			if (verdict.some((i) => i.action === "abort") && cycle.mainTurn !== void 0) try {
				await $.turn.abort({ turnId: cycle.mainTurn });
			} catch {}
			showStatus($, guard, shown);
			return { deny: block.modelText };
		}
		const result = await next(e);
		const pendingOutcome = readOutcomeNow(result, result.isError === true ? { aborted: next.signal.aborted } : NO_SIGNALS, args);
		const outcome = pendingOutcome instanceof Promise ? await pendingOutcome : pendingOutcome;
		const notes = cycle.after(call, outcome, response);
		const runs = cycle.identicalRuns(call, outcome);
		if (notes.length > 0) await announce($, notes, shown, read.settings.abortAfter, { toolUseId: e.tool_use_id });
		showStatus($, guard, shown);
		if (runs >= 2 && e.tool_use_id !== void 0) cycle.holdPointer(e.tool_use_id, call, resultText(result).length, runs);
		if (notes.length === 0) return result;
		const texts = notes.flatMap((i) => i.modelText !== void 0 ? [i.modelText] : []);
		if (texts.length === 0) return result;
		if (result.deny !== void 0) return { deny: `${result.deny}\n\n${texts.join("\n")}` };
		return {
			...result,
			context: [...result.context ?? [], ...texts]
		};
	}).catch(($, e, next) => next(e));
	const collector = shown.collector;
	if (collector !== void 0) on("telemetry.log", { to: "collector" }, async ($, e, next) => {
		if (e.to !== "collector") return next(e);
		const loop = collector.take();
		return next(loop === void 0 ? e : {
			...e,
			attributes: {
				...e.attributes,
				...loop
			}
		});
	}).catch(($, e, next) => next(e));
	if (pointsAtOutputs(read.settings)) on("session.append", { door: "tool-result" }, async ($, e, next) => {
		if (!cycle.holdsPointers) return next(e);
		let pointed = false;
		const content = e.message.content.map((block) => {
			const pointer = block.type === "tool_result" ? cycle.takePointer(String(block.tool_use_id), block.content) : void 0;
			if (pointer === void 0) return block;
			pointed = true;
			const { call, runs } = pointer;
			$.ui.log(debugLine("pointer", {
				tool: call.tool,
				excerpt: call.excerpt,
				count: runs
			}, call.agent, "same output not repeated to the model"), { to: "debug" });
			return {
				...block,
				content: pointer.text
			};
		});
		return next(pointed ? {
			...e,
			message: {
				...e.message,
				content
			}
		} : e);
	}).catch(($, e, next) => next(e));
	on("prompt.submit", async ($, e, next) => {
		if (cycle.prompt(e.origin.kind)) showStatus($, guard, shown);
		return next(e);
	}).catch(($, e, next) => next(e));
	on("turn.start", async ($, e, next) => {
		cycle.turnStarted(e.agentId, e.turnId);
		return next(e);
	}).catch(($, e, next) => next(e));
	on("turn.complete", async ($, e, next) => {
		cycle.turnEnded(e.agentId ?? "main", e.isAborted);
		showStatus($, guard, shown);
		return next(e);
	}).catch(($, e, next) => next(e));
	on("session.compact", async ($, e, next) => {
		cycle.compacted(e.agentId ?? "main", e.trigger);
		return next(e);
	}).catch(($, e, next) => next(e));
	on("session.end", async ($, e, next) => {
		const totals = hadInterventions(guard.stats) ? { ...guard.stats } : void 0;
		cycle.sessionEnded();
		shown.toasts.clear();
		showStatus($, guard, shown);
		if (totals !== void 0) try {
			await $.store.set(LIFETIME_KEY, addToLifetime(await $.store.get(LIFETIME_KEY), totals));
		} catch {}
		return next(e);
	}).catch(($, e, next) => next(e));
	on("command.run", { command: "loop-guard" }, async ($, e) => {
		let lifetime;
		try {
			lifetime = readLifetime(await $.store.get(LIFETIME_KEY));
		} catch {
			lifetime = void 0;
		}
		const cost = cycle.tokens.figures();
		const text = runCommand(e.args, guard, {
			options: read,
			...lifetime !== void 0 ? { lifetime } : {},
			...cost !== void 0 ? { tokens: cost } : {}
		});
		showStatus($, guard, shown);
		return {
			text: printable(text, { keepNewlines: true }),
			isTextDisplayOnly: true
		};
	});
};
/**
* Per intervention: one debug line; a dim transcript row when the guard refused a call
* or ended the turn (the engine draws both like a person's interrupt or a permission
* refusal; a text loop's ended response too); its toast, which may wait for the one on
* screen; and its attributes for the next collector record (collector.ts).
*/
async function announce($, interventions, shown, abortAfter, of = {}) {
	const endsTurn = interventions.some((i) => i.action === "abort");
	for (const i of interventions) {
		$.ui.log(i.debug, { to: "debug" });
		if (i.rule === "text-loop") shown.collector?.note(i);
		else if (i.action !== "abort") shown.collector?.note(i, {
			toolUseId: of.toolUseId,
			tokensSaved: of.tokens,
			endsTurn
		});
		const s = {
			tool: i.tool,
			excerpt: i.excerpt,
			count: i.count,
			...i.error !== void 0 ? { error: i.error } : {}
		};
		if (i.rule === "text-loop") {
			if (i.action === "abort") $.ui.log(textLoopRow(s), { to: "transcript" });
		} else if (i.action === "abort") $.ui.log(turnEndedRow(s, abortAfter), { to: "transcript" });
		else if (i.action === "block" && !endsTurn) $.ui.log(refusedRow(s, i.rule), { to: "transcript" });
		if (i.toast !== void 0) await showToast($, shown.toasts, `${i.agent}\n${i.tool}\n${i.excerpt}`, i.toast);
	}
}
/** Shows a toast now, or holds it until the toast on screen is done; the latest of a chain wins. */
async function showToast($, toasts, chain, text) {
	let now;
	try {
		now = await $.clock.now();
	} catch {
		$.ui.toast(text);
		return;
	}
	showDue($, toasts, toasts.offer(chain, text, now));
}
/** Shows `text` (when there is one) and, when its time is up, the next that waited. */
function showDue($, toasts, text) {
	if (text === void 0) return;
	$.ui.toast(text, { timeoutMs: TOAST_MS });
	$.clock.after(TOAST_MS, () => {
		$.clock.now().then((now) => showDue($, toasts, toasts.due(now)), () => void 0);
	});
}
/** The status line follows the guard's longest live chain. */
function showStatus($, guard, shown) {
	const status = guard.status();
	if (status === shown.status) return;
	shown.status = status;
	$.ui.status(status);
}
/** Whether the operator's OpenTelemetry log export is on, as Claude Code reads it from the environment. */
async function logExportOn($) {
	try {
		const enabled = await $.env.get("CLAUDE_CODE_ENABLE_TELEMETRY");
		const exporter = await $.env.get("OTEL_LOGS_EXPORTER");
		return enabled !== void 0 && ![
			"",
			"0",
			"false"
		].includes(enabled.trim().toLowerCase()) && exporter !== void 0 && !["", "none"].includes(exporter.trim().toLowerCase());
	} catch {
		return false;
	}
}
/** Option values that were not used: said once, at the first event that can say it. */
async function tellProblemsOnce($, read, shown) {
	if (shown.problemsTold) return;
	shown.problemsTold = true;
	const unused = OPTION_NAMES.flatMap((name) => {
		const source = read.sources[name];
		return source.kind === "not used" ? [{
			name,
			given: source.given,
			why: source.why
		}] : [];
	});
	$.ui.log(`loop-guard: ${optionsProblem(read.problems)}`, { to: "debug" });
	await showToast($, shown.toasts, "options", optionsToast(unused));
}
export { register };
