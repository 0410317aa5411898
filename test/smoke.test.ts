import { expect, test } from 'claude-code/testing'
import type { ToolCallResult } from 'claude-code'

const fail = (): ToolCallResult => ({ isError: true, result: 'Error: Exit code 1\nls: cannot access', text: 'Exit code 1\nls: cannot access /x: No such file' })
test('second identical failure gets one note and one toast', async ($, on) => {
  const toasts: string[] = []
  const logs: string[] = []
  on('ui.toast', (_$, e) => { toasts.push(e.text); return { value: undefined } })
  on('ui.log', (_$, e) => { logs.push(e.text); return { value: undefined } })
  on('ui.status', () => ({ value: undefined }))
  on('tool.call', fail)
  const first = await $.tool.call({ tool: 'Bash', command: 'ls /x', description: 'List' })
  const second = await $.tool.call({ tool: 'Bash', command: 'ls /x', description: 'List again' })
  expect(first.context).toBeUndefined()
  expect(second.context).toEqual(['x'])
  expect(toasts).toEqual([])
  expect(logs).toEqual([])
})
