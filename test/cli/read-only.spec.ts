// Specification of cli/read-only.ts: the conservative estimate of which recorded calls
// could not have changed anything. Whatever it does not recognise is not read-only.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isReadOnlyCall, isReadOnlyCommand, parsedReadOnly } from '../../cli/read-only.js'

describe('tools', () => {
  test.each(['Read', 'Glob', 'Grep', 'LS', 'WebFetch', 'WebSearch', 'NotebookRead', 'BashOutput', 'TaskOutput', 'read'])('%s is read-only', (tool) => {
    expect(isReadOnlyCall(tool, {})).toBe(true)
  })

  test.each(['Edit', 'Write', 'MultiEdit', 'Agent', 'Task', 'KillShell', 'mcp__github__get_issue', 'submit'])('%s is not', (tool) => {
    expect(isReadOnlyCall(tool, {})).toBe(false)
  })

  test("SWE-agent's str_replace_editor is read-only to view, not to edit or create", () => {
    expect(isReadOnlyCall('str_replace_editor', { command: 'view', path: '/testbed/a.py' })).toBe(true)
    expect(isReadOnlyCall('str_replace_editor', { command: 'str_replace', path: '/testbed/a.py' })).toBe(false)
    expect(isReadOnlyCall('str_replace_editor', { command: 'create', path: '/testbed/a.py' })).toBe(false)
  })

  test('Bash (and SWE-agent bash) is judged by its command; without one it is not read-only', () => {
    expect(isReadOnlyCall('Bash', { command: 'ls -la', description: 'List' })).toBe(true)
    expect(isReadOnlyCall('bash', { command: 'grep -n "get_legend_data" /testbed/seaborn/_core/scales.py' })).toBe(true)
    expect(isReadOnlyCall('Bash', { command: 'rm -rf build' })).toBe(false)
    expect(isReadOnlyCall('Bash', {})).toBe(false)
  })
})

describe('shell commands', () => {
  test.each([
    'ls',
    'cat a.txt | head -20',
    'cd /testbed && grep -rn "def foo" .',
    'find /testbed -name "*.py" | grep -i db | grep -i util',
    'git status && git diff HEAD~1 -- src',
    'git --no-pager log --oneline -5',
    'git -C repo show HEAD:README.md',
    'wc -l src/*.ts; pwd',
    'echo "a | b > c"',
    "grep -E 'x|y' file.txt 2>/dev/null",
    'ls missing 2>&1 | tail -3',
    'sleep 5 && ps aux',
    'FOO=1 printenv FOO',
    'sort < names.txt | uniq -c',
    '/usr/bin/head -n 3 a',
    'ls # list the folder',
  ])('%j only reads', (command) => {
    expect(isReadOnlyCommand(command)).toBe(true)
  })

  test.each([
    'echo hi > notes.txt',
    'cat a >> b',
    'ls &> out.log',
    'cd /testbed && python reproduce.py',
    'npm test',
    'git commit -m "x"',
    'git branch -D old',
    'find . -name "*.pyc" -delete',
    'find . -exec rm {} \\;',
    'sort -o out.txt in.txt',
    'echo $(rm -rf x)',
    'echo `touch y`',
    'echo "$(date)"',
    '(cd a && ls)',
    'cat <<EOF > f\nhi\nEOF',
    'diff <(ls a) <(ls b)',
    'ls | xargs rm',
    'sed -i s/a/b/ f',
    'curl https://example.com',
    'echo "unclosed',
    '',
  ])('%j is not judged read-only', (command) => {
    expect(isReadOnlyCommand(command)).toBe(false)
  })
})

describe('the quick look at the first word', () => {
  /** Commands made of readers, writers, paths, assignments, quotes, redirections and separators. */
  const piece = fc.constantFrom(
    'ls', 'cat', 'git', 'status', 'commit', 'python', 'rm', '/bin/ls', './run.sh', 'X=1', '-la', 'a.txt', "'ls'", '"x y"', '\\ls',
    ' ', ' ', '\t', '\n', ';', '&&', '|', '&', '>', '2>&1', '>/dev/null', '<', '#', '$(', '`', '(', 'find', '-delete', 'a+b', 'c++',
  )
  const command = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''))

  test('judges every command as reading it whole does', () => {
    fc.assert(
      fc.property(command, (c) => {
        expect(isReadOnlyCommand(c)).toBe(parsedReadOnly(c))
      }),
      { numRuns: 5000 },
    )
  })
})

describe('comments', () => {
  test('a comment line above a read-only command leaves it read-only', () => {
    expect(isReadOnlyCommand('# check whether nginx is up yet\nps aux | grep -E "nginx|node"')).toBe(true)
    expect(isReadOnlyCommand('# advice for later: wait for the port\necho "waiting"')).toBe(true)
  })

  test('a comment line above a command that writes leaves it writing', () => {
    expect(isReadOnlyCommand('# clean up\nrm -rf build')).toBe(false)
  })
})
