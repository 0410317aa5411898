// advice.ts: the advice fits the loop, and every text the model reads starts with "loop-guard:".
import { describe, expect, test } from 'vitest'
import * as say from '../../hooks/advice.js'
import type { Situation } from '../../hooks/advice.js'

const bash = (command: string, error?: string): Situation => ({ tool: 'Bash', excerpt: command, count: 3, ...(error !== undefined ? { error } : {}) })

describe('advice that fits the loop', () => {
  test('an unchanged poll is told to wait once with a blocking command or the Monitor tool', () => {
    expect(say.adviceFor(bash('gh run view 123 --json status'))).toMatch(/blocking command.*Monitor/)
  })

  test('an unchanged git status is told it already has the output, not that it is polling', () => {
    expect(say.adviceFor(bash('git status --short'))).toMatch(/already have this output/)
  })

  test('a failed Edit whose text is not there is told to read the file again', () => {
    expect(say.adviceFor({ tool: 'Edit', excerpt: '/a.ts', count: 2, error: 'String to replace not found in file.' })).toMatch(/Read the file again/)
  })

  test('an edit of a file not read yet is told to read it first', () => {
    expect(say.adviceFor({ tool: 'Write', excerpt: '/a.ts', count: 2, error: 'File has not been read yet. Read it first before writing to it.' })).toMatch(/Read the file/)
  })

  test('a missing file is told to find it instead of guessing', () => {
    expect(say.adviceFor(bash('cat src/confg.ts', 'cat: src/confg.ts: No such file or directory'))).toMatch(/Find the right path/)
  })

  test('a fetch error is told the resource is not there', () => {
    expect(say.adviceFor({ tool: 'WebFetch', excerpt: 'https://example.com/x', count: 2, error: 'Request failed with status code 404' })).toMatch(/resource is not there/)
  })

  test('a call sent with no arguments at all is told the likely cause: a response cut off inside a large file', () => {
    const advice = say.adviceFor({ tool: 'Write', excerpt: '{}', count: 2, error: 'InputValidationError: Write failed due to the following issue:\nThe required parameter `file_path` is missing' })
    expect(advice).toMatch(/ran out of output tokens/)
    expect(advice).toMatch(/smaller parts/)
  })

  test('arguments of the wrong type are told to follow the schema', () => {
    expect(say.adviceFor({ tool: 'MultiEdit', excerpt: '/a.ts', count: 2, error: "InputValidationError: edits expected as 'array' but provided as 'string'" })).toMatch(/schema/)
  })

  test('a failing poll of a server that is not up yet is told to wait once with a blocking command, not to ask the user', () => {
    const advice = say.adviceFor(bash('curl -s http://localhost:3000/health', 'curl: (7) Failed to connect to localhost port 3000: Connection refused (exit code 7)'))
    expect(advice).toMatch(/blocking command/)
    expect(advice).not.toMatch(/ask the user/)
  })

  test('a fetch of a missing page that is no poll is still told the resource is not there', () => {
    expect(say.adviceFor({ tool: 'WebFetch', excerpt: 'https://example.com/x', count: 2, error: 'Request failed with status code 503' })).toMatch(/resource is not there/)
  })

  test('any other failure gets the generic advice', () => {
    expect(say.adviceFor(bash('make', 'make: *** [all] Error 2'))).toMatch(/question the assumption/)
  })
})

describe('what the model reads', () => {
  const failing = { ...bash('npm install', 'npm ERR! code E404'), error: 'npm ERR! code E404' }
  const texts = [
    say.repeatedFailureNote({ ...failing, count: 2 }),
    say.recurringFailureNote(failing),
    say.chainAdvisory(failing, 1, false),
    say.chainAdvisory(failing, 2, true),
    say.chainAdvisory(bash('ls'), 3, false),
    say.cycleAdvisory(['Edit', 'Bash'], 3, 1),
    say.rotatingArgumentsNote(failing),
    say.refusedTwiceNote(bash('rm -rf build')),
    say.refusal({ ...failing, count: 5 }),
    say.refusal({ ...failing, count: 5 }, 'cycle', ['Edit', 'Bash']),
    say.refusal(bash('rm -rf build'), 'refused-twice'),
    say.refusedAgainNote(bash('rm -rf build'), true),
  ]

  test('every note and refusal starts with "loop-guard:"', () => {
    for (const text of texts) expect(text).toMatch(/^loop-guard: /)
  })

  test('a note about a failure quotes the error and names the tool and the call', () => {
    expect(say.repeatedFailureNote({ ...failing, count: 2 })).toContain('the tool printed (as a JSON string): "npm ERR! code E404"')
    expect(say.repeatedFailureNote({ ...failing, count: 2 })).toContain('Bash call with arguments "npm install"')
  })

  test('the firmer advisory says the next identical call will be refused only when it will be', () => {
    expect(say.chainAdvisory(failing, 2, true)).toContain('The next identical call will be refused.')
    expect(say.chainAdvisory(failing, 2, false)).not.toContain('refused')
  })
})

describe('refusals in the words of the rule that found the loop', () => {
  test('a cycle refusal names the calls going round', () => {
    expect(say.refusal(bash('grep x'), 'cycle', ['Grep', 'Read'])).toMatch(/round 3 of a cycle \(Grep → Read\)/)
  })

  test('a refusal of a call others kept refusing says how often it was refused', () => {
    expect(say.refusal({ ...bash('rm -rf build'), count: 5 }, 'refused-twice')).toMatch(/already refused 4 times by the user or a permission rule/)
  })

  test('the firmer refused-again note says loop-guard will refuse the next attempt only when it will', () => {
    expect(say.refusedAgainNote({ ...bash('rm -rf build'), count: 4 }, true)).toMatch(/refused 4 times\. loop-guard will refuse the next attempt itself/)
    expect(say.refusedAgainNote({ ...bash('rm -rf build'), count: 4 }, false)).not.toMatch(/will refuse/)
  })
})

describe('the status line says what repeats', () => {
  test('while it builds: the tool, the count and what repeats', () => {
    expect(say.statusLine({ tool: 'Bash', count: 2, what: 'same failure', state: 'building' })).toBe('Bash ×2 · same failure')
  })

  test('once warned: and that the model was warned', () => {
    expect(say.statusLine({ tool: 'Read', count: 3, what: 'same output', state: 'warned' })).toBe('Read ×3 · same output · warned')
  })

  test('once refused or the turn ended: the tool, the count and that', () => {
    expect(say.statusLine({ tool: 'Bash', count: 5, what: 'same output', state: 'refused' })).toBe('Bash ×5 · refused')
    expect(say.statusLine({ tool: 'Bash', count: 7, state: 'turn ended' })).toBe('Bash ×7 · turn ended')
  })
})

describe('the debug line', () => {
  test('an agent id or a tool name holding escape sequences, an OSC 52 write or a bidi override is shown as escapes', () => {
    const line = say.debugLine('warn', { tool: 'Ba\u001b[2Jsh', excerpt: 'ls', count: 3 }, 'agent-\u001b]52;c;cm0gLXJm\u0007\u202e', 'repeat same output')
    expect(line).toBe('loop-guard: warn Ba\\x1b[2Jsh ×3 agent-\\x1b]52;c;cm0gLXJm\\x07\\u202e repeat same output')
  })
})
