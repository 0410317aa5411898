/**
 * The read-only estimate for recorded tool calls.
 *
 * Contract: `isReadOnlyCall(tool, input)` says whether a recorded call could not have
 * changed anything, from its tool name and arguments alone: transcripts do not keep the
 * `isReadOnly` the engine hands the guard. The estimate is conservative: whatever it
 * does not recognise is not read-only. A wrong "not read-only" can only hide a loop (a
 * successful write is progress, which ends every other chain), never invent one.
 * Read-only are:
 * - the tools in READ_ONLY_TOOLS, in any letter case;
 * - SWE-agent's `str_replace_editor` with `command: "view"`;
 * - `Bash` (or `bash`) when every segment of the command (its comment lines aside), split on unquoted `;`, `&`,
 *   `&&`, `||`, `|` and newlines, starts with a program of READ_ONLY_PROGRAMS (or a
 *   read-only git subcommand, or `cd`), after optional `NAME=value` assignments; and
 *   the command has no output redirection except to /dev/null or another descriptor,
 *   no command substitution, subshell or group, and no flag that makes a listed program
 *   write (`find -delete`, `find -exec`, `sort -o`, …).
 * Most commands are judged without reading them character by character: a first plain word
 * that names another program, or (in a command with nothing to quote, expand or redirect)
 * such a word at the head of any segment, says "not read-only" at once; the rest are read
 * whole (`parsedReadOnly`). The quick look only ever says what reading it whole would.
 */

const READ_ONLY_TOOLS = new Set(
  ['Read', 'Glob', 'Grep', 'LS', 'WebFetch', 'WebSearch', 'NotebookRead', 'BashOutput', 'TaskOutput'].map((t) => t.toLowerCase()),
)

/** Programs that only read (or print), whatever their arguments but the flags below. */
const READ_ONLY_PROGRAMS = new Set([
  'ls', 'cat', 'head', 'tail', 'grep', 'egrep', 'fgrep', 'rg', 'ag', 'find', 'fd', 'wc', 'pwd', 'echo', 'printf', 'cd',
  'which', 'whereis', 'type', 'file', 'stat', 'du', 'df', 'tree', 'sort', 'uniq', 'cut', 'nl', 'diff', 'cmp', 'basename',
  'dirname', 'realpath', 'readlink', 'date', 'whoami', 'id', 'uname', 'printenv', 'jq', 'ps', 'lsof', 'sleep', 'true',
  'test', '[', 'column', 'md5sum', 'sha1sum', 'sha256sum', 'xxd', 'od', 'hexdump', 'strings', 'less', 'more',
])

/** Flags that make an otherwise read-only program write or run other commands. */
const WRITING_FLAGS: Record<string, RegExp> = {
  find: /^-(?:delete|exec|execdir|ok|okdir|fprint0?|fprintf|fls)$/,
  sort: /^(?:-o.*|--output.*)$/,
  tree: /^-o$/,
  date: /^(?:-s.*|--set.*)$/,
}

const GIT_READ_ONLY = new Set(['status', 'log', 'diff', 'show', 'blame', 'grep', 'ls-files', 'ls-tree', 'rev-parse', 'describe', 'shortlog', 'cat-file'])

export function isReadOnlyCall(tool: string, input: Record<string, unknown>): boolean {
  const name = tool.toLowerCase()
  if (READ_ONLY_TOOLS.has(name)) return true
  if (name === 'str_replace_editor') return input.command === 'view'
  if (name === 'bash') return typeof input.command === 'string' && isReadOnlyCommand(input.command)
  return false
}

/** Whether a shell command only reads, by the rules in the head comment. */
/** A line that holds only a shell comment. */
const COMMENT_LINE = /^[ \t]*#[^\n]*$/gm

export function isReadOnlyCommand(given: string): boolean {
  // a comment line runs nothing: `# check the port` above a poll leaves it a poll
  const command = given.includes('#') ? given.replace(COMMENT_LINE, '') : given
  // most commands name a program that writes or runs others as their first plain word: no need to read further
  const first = FIRST_PLAIN_WORD.exec(command)?.[1]
  if (first !== undefined && namesWriter(first)) return false
  // a command with nothing to quote, expand or redirect splits into its segments at once (`cd /x && python y`)
  if (!NEEDS_READING.test(command)) {
    for (const segment of command.split(SEPARATORS)) {
      const word = segment.trim().split(BLANKS, 1)[0]!
      if (word !== '' && !word.includes('=') && namesWriter(word)) return false
    }
  }
  return parsedReadOnly(command)
}

/** Whether a command's first word (a path or a name) is a program that may write or run others. */
function namesWriter(word: string): boolean {
  const program = word.slice(word.lastIndexOf('/') + 1)
  return program !== 'git' && !READ_ONLY_PROGRAMS.has(program)
}

/** What `splitCommand` must read character by character: quotes, escapes, expansions, redirections, groups, comments. */
const NEEDS_READING = /['"\\`$<>(){}#]/
/** Where segments end in a command with none of those. */
const SEPARATORS = /[;&|\n]+/
const BLANKS = /[ \t\r]+/

/** `isReadOnlyCommand` by reading the whole command, word by word (what the quick test above must agree with). */
export function parsedReadOnly(command: string): boolean {
  const parsed = splitCommand(command)
  return parsed !== undefined && parsed.length > 0 && parsed.every(isReadOnlySegment)
}

function isReadOnlySegment(words: string[]): boolean {
  let at = 0
  while (at < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[at]!)) at++ // NAME=value prefixes
  if (at === words.length) return true
  const program = words[at]!.split('/').pop()!
  const args = words.slice(at + 1)
  if (program === 'git') return isReadOnlyGit(args)
  if (!READ_ONLY_PROGRAMS.has(program)) return false
  const writing = WRITING_FLAGS[program]
  return writing === undefined || !args.some((a) => writing.test(a))
}

/** `git [--no-pager] [-C dir] [-c k=v] <read-only subcommand> …` */
function isReadOnlyGit(args: string[]): boolean {
  let at = 0
  while (at < args.length) {
    const a = args[at]!
    if (a === '--no-pager' || a === '--no-optional-locks') at++
    else if (a === '-C' || a === '-c') at += 2
    else break
  }
  return at < args.length && GIT_READ_ONLY.has(args[at]!)
}

/** A first word of plain characters (no quote, escape, expansion or assignment), ended by a blank or a separator: `splitCommand`'s first word. */
const FIRST_PLAIN_WORD = /^[ \t]*([A-Za-z0-9_./+-]+)(?=[ \t\n;&|]|$)/

/** Characters `splitCommand` takes as part of a word whatever comes before them. */
const PLAIN_RUN = /[^'"\\`$(){}<>;&|\n \t\r#]+/y
/** Characters inside double quotes that are taken as they are. */
const QUOTED_RUN = /[^"`$\\]+/y

/**
 * The command as segments of words, with quotes removed; undefined when it holds
 * something the estimate will not judge (substitution, subshell, a real redirection).
 */
function splitCommand(command: string): string[][] | undefined {
  const segments: string[][] = []
  let words: string[] = []
  let word = ''
  let inWord = false
  const endWord = (): void => {
    if (inWord) words.push(word)
    word = ''
    inWord = false
  }
  const endSegment = (): void => {
    endWord()
    if (words.length > 0) segments.push(words)
    words = []
  }
  let i = 0
  while (i < command.length) {
    const c = command[i]!
    if (c === "'") {
      const close = command.indexOf("'", i + 1)
      if (close < 0) return undefined
      word += command.slice(i + 1, close)
      inWord = true
      i = close + 1
    } else if (c === '"') {
      let j = i + 1
      for (; j < command.length && command[j] !== '"'; j++) {
        QUOTED_RUN.lastIndex = j
        if (QUOTED_RUN.test(command)) {
          word += command.slice(j, QUOTED_RUN.lastIndex) // a run that needs no look: taken at once
          j = QUOTED_RUN.lastIndex - 1
          continue
        }
        const d = command[j]!
        if (d === '`' || (d === '$' && command[j + 1] === '(')) return undefined
        if (d === '\\' && j + 1 < command.length) j++
        word += command[j]
      }
      if (j >= command.length) return undefined
      inWord = true
      i = j + 1
    } else if (c === '\\') {
      if (command[i + 1] === '\n') {
        i += 2 // a line continuation
        continue
      }
      word += command[i + 1] ?? ''
      inWord = true
      i += 2
    } else if (c === '`' || (c === '$' && command[i + 1] === '(') || '(){}'.includes(c)) {
      return undefined
    } else if (c === '>' || (c === '&' && command[i + 1] === '>')) {
      // a redirection: fine only into /dev/null or another descriptor (2>&1)
      if (inWord && !/^\d+$/.test(word)) return undefined // `a>b` glued to a word
      word = ''
      inWord = false
      i += c === '&' ? 2 : 1
      if (command[i] === '>' || command[i] === '|') i++
      const dup = command[i] === '&'
      if (dup) i++
      while (command[i] === ' ' || command[i] === '\t') i++
      const target = /^[^\s;&|<>()]*/.exec(command.slice(i))![0]
      if (!(target === '/dev/null' || (dup && /^(?:\d+|-)$/.test(target)))) return undefined
      i += target.length
    } else if (c === '<') {
      if (command[i + 1] === '(' || command[i + 1] === '<') return undefined // process substitution, here-doc
      endWord()
      i++
      while (command[i] === ' ' || command[i] === '\t') i++
      i += /^[^\s;&|<>()]*/.exec(command.slice(i))![0].length // the input file is only read
    } else if (c === ';' || c === '&' || c === '|' || c === '\n') {
      endSegment()
      i++
    } else if (c === ' ' || c === '\t' || c === '\r') {
      endWord()
      i++
    } else if (c === '#' && !inWord) {
      const eol = command.indexOf('\n', i)
      i = eol < 0 ? command.length : eol // a comment
    } else {
      // this character and the run of plain ones after it, at once (each would land here)
      PLAIN_RUN.lastIndex = i + 1
      const end = PLAIN_RUN.test(command) ? PLAIN_RUN.lastIndex : i + 1
      word += command.slice(i, end)
      inWord = true
      i = end
    }
  }
  endSegment()
  return segments
}
