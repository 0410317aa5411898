// redact.ts: a credential the guard would quote never survives; ordinary text comes back as it was.
// The token shapes follow the vendors' published formats; the values here are made up.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { redact } from '../../hooks/redact.js'


describe('redact: credentials by their shape', () => {
  const shaped: [string, string][] = [
    ['an Anthropic key', 'sk-ant-api03-Xq7vR2mN9pL4kT8wZ1yB6cD3fG5hJ0aS-Ue_Wi'],
    ['an OpenAI project key', 'sk-proj-4fGh7JkL9mNpQrStUvWxYz12AbCdEf'],
    ['a classic OpenAI key', 'sk-Tq3Wn8Yp2Lm6Rv9Zc4Xb7Nd1Kf5Hj0Gs'],
    ['a Stripe secret key', 'sk_live_51HqLyjWDarjtT1zdp7dcXj2S'],
    ['a GitHub personal token', 'ghp_16C7e42F292c6912E7710c838347Ae178B4a'],
    ['a GitHub OAuth token', 'gho_16C7e42F292c6912E7710c838347Ae178B4a'],
    ['a GitHub fine-grained token', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz'],
    ['an AWS access key id', 'AKIAIOSFODNN7EXAMPLE'],
    ['a Google API key', 'AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY'],
    ['a Slack bot token', 'xoxb-2048-1234567890-AbCdEfGhIjKlMnOpQrStUv'],
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'],
  ]
  for (const [what, secret] of shaped) {
    test(`${what} is replaced wherever it stands`, () => {
      expect(redact(`curl failed: key ${secret} rejected`)).toBe('curl failed: key [redacted] rejected')
      expect(redact(`"${secret}"`)).toBe('"[redacted]"')
    })
  }
})

describe('redact: credentials by what names them', () => {
  const named: [string, string, string][] = [
    ['a bearer header', 'curl -H "Authorization: Bearer abc123def456ghi789"', 'curl -H "Authorization: Bearer [redacted]"'],
    ['a basic auth header', 'Authorization: Basic dXNlcjpodW50ZXIy', 'Authorization: Basic [redacted]'],
    ['a bearer token on its own', 'sent Bearer 9f8e7d6c5b4a3210 to the API', 'sent Bearer [redacted] to the API'],
    ["curl's -u user:pass", 'curl -u admin:hunter2 https://api.example.com', 'curl -u admin:[redacted] https://api.example.com'],
    ["curl's --user user:pass", 'curl --user admin:hunter2 -X POST', 'curl --user admin:[redacted] -X POST'],
    ['a password in a URL', 'git clone https://dev:s3cretPass@git.example.com/repo.git', 'git clone https://dev:[redacted]@git.example.com/repo.git'],
    ['a database URL', 'connect postgres://app:pa55w0rd@db:5432/shop failed', 'connect postgres://app:[redacted]@db:5432/shop failed'],
    ['password=', 'mysql --host=db password=hunter2 -e "select 1"', 'mysql --host=db password=[redacted] -e "select 1"'],
    ['token= in a query string', 'GET /hook?token=abc123&page=2', 'GET /hook?token=[redacted]&page=2'],
    ['--password x', 'psql --password hunter2 -c "\\l"', 'psql --password [redacted] -c "\\l"'],
    ['--api-key=x', 'tool --api-key=abcd1234 run', 'tool --api-key=[redacted] run'],
    ['a JSON password', '{"user":"dev","password":"hunter 2"}', '{"user":"dev","password":"[redacted]"}'],
    ['a JSON client secret', '{"client_secret": "zzz-yyy"}', '{"client_secret": "[redacted]"}'],
    ['an env API_KEY', 'API_KEY=abc123 npm start', 'API_KEY=[redacted] npm start'],
    ['an env GITHUB_TOKEN', 'export GITHUB_TOKEN=qwerty12345', 'export GITHUB_TOKEN=[redacted]'],
    ['an AWS secret in an env assignment', 'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'AWS_SECRET_ACCESS_KEY=[redacted]'],
    ['a YAML password', 'password: hunter2', 'password: [redacted]'],
    ['a YAML access token', 'access_token: abc.def', 'access_token: [redacted]'],
    ['an indented YAML password in a JSON-escaped file', 'username: sa\\n    password: hunter2\\n', 'username: sa\\n    password: [redacted]\\n'],
  ]
  for (const [what, text, expected] of named) {
    test(`${what}: the value goes, the name stays`, () => {
      expect(redact(text)).toBe(expected)
    })
  }
})

describe('redact: ordinary text', () => {
  const ordinary = [
    "ls: cannot access '/srv/app/config.yml': No such file or directory",
    'npm ERR! code E404',
    "SyntaxError: Unexpected token: punc (})",
    "SyntaxError: Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON",
    'FATAL: password authentication failed for user "postgres"',
    'git push -u origin main',
    'git push -u origin HEAD:main',
    'curl -s https://api.example.com:8443/v1/items?page=2',
    'request with max_tokens=4096 failed: 400',
    'fatal: Authentication failed for https://github.com/acme/shop.git',
    'Bearer token missing',
    'the task-runner-service-for-nightly-builds crashed',
    'ssh git@github.com: Permission denied (publickey)',
    'sk-learn is not installed',
    'curl -H "Authorization: Bearer $OPENROUTER_API_KEY" https://openrouter.ai/api/v1/models',
    'headers: { Authorization: `Bearer ${this.token}` }',
    'ATTIO_API_KEY=$ATTIO_API_KEY node test.js',
    'def create_user(self, username, password=None):',
    'class Token(BaseModel): access_token: str',
    ' * - GITHUB_TOKEN: Personal access token with repo scope',
    "authorization: 'You do not have permission to do this'",
    '{"old_string":"OPENAI_API_KEY=","new_string":"OPENAI_API_KEY=\\nGROQ_API_KEY="}',
    "apiKey: '',",
  ]
  for (const text of ordinary) {
    test(`is left as it was: ${text}`, () => {
      expect(redact(text)).toBe(text)
    })
  }

  test('any text made of everyday words, paths and numbers comes back unchanged', () => {
    const word = fc.constantFrom('error', 'npm', 'ERR!', 'code', 'E404', 'cannot', 'find', 'module', 'src/cart/total.ts', '/tmp/x', 'line', '42', 'exit', 'failed', 'Bash', 'FAIL', 'expected', 'got', 'null', 'at', 'http://localhost:3000/', '{}', '=>', 'key', 'user', 'pass')
    const sep = fc.constantFrom(' ', ': ', ', ', '\n', '=', '/', '"')
    fc.assert(
      fc.property(fc.array(fc.tuple(word, sep), { maxLength: 30 }), (parts) => {
        const text = parts.map(([w, s]) => w + s).join('')
        expect(redact(text)).toBe(text)
      }),
    )
  })
})

describe('redact: a known secret never survives, whatever surrounds it', () => {
  const alnum = fc.stringMatching(/^[A-Za-z0-9]{40}$/)
  // A value that reads as a reference (`$TOKEN`, `%KEY%`, `env.X`) or as the next flag (`-x`) is left as it is.
  const readsAsReference = /^(?:\$[{(A-Za-z_]|%\w+%|-|(?:env|self|this)\.)/
  const password = fc.stringMatching(/^[A-Za-z0-9!#$%*+./:?@^_~-]{6,24}$/).filter((p) => !readsAsReference.test(p))
  /** A credential in one of its forms, and the secret part that must go. */
  const credential = fc.oneof(
    alnum.map((s) => ({ text: `sk-ant-api03-${s}`, secret: s })),
    alnum.map((s) => ({ text: `sk-proj-${s}`, secret: s })),
    alnum.map((s) => ({ text: `ghp_${s}`, secret: s })),
    alnum.map((s) => ({ text: `github_pat_11${s}`, secret: s })),
    fc.stringMatching(/^[0-9A-Z]{16}$/).map((s) => ({ text: `AKIA${s}`, secret: s })),
    alnum.map((s) => ({ text: `AIza${s}`, secret: s })),
    alnum.map((s) => ({ text: `xoxp-1234-${s}`, secret: s })),
    fc.tuple(alnum, alnum).map(([a, b]) => ({ text: `eyJhbGciOiJIUzI1NiJ9.eyJ${a}.${b}`, secret: b })),
    alnum.map((s) => ({ text: `Authorization: Bearer ${s}`, secret: s })),
    password.map((s) => ({ text: `-u admin:${s}`, secret: s })),
    password.filter((s) => !/[/@]/.test(s)).map((s) => ({ text: `https://admin:${s}@example.com/`, secret: s })),
    fc.tuple(fc.constantFrom('password', 'DB_PASSWORD', 'token', 'secret', 'api_key', 'API_KEY'), password).map(([k, s]) => ({ text: `${k}=${s}`, secret: s })),
    fc.tuple(fc.constantFrom('--password', '--token', '--api-key'), password).map(([k, s]) => ({ text: `${k} ${s}`, secret: s })),
    fc.tuple(fc.constantFrom('password', 'client_secret', 'apiKey', 'token'), password).map(([k, s]) => ({ text: `"${k}": "${s}"`, secret: s })),
  )
  // What stands around a credential in real text: a separator, then anything at all.
  const before = fc.tuple(fc.string({ maxLength: 40 }), fc.constantFrom(' ', '\n', '"', "'", '(', '[', ',', ';', '\t'))
  const after = fc.tuple(fc.constantFrom(' ', '\n', '"', "'", ')', ']', ',', ';', '\t'), fc.string({ maxLength: 40 }))

  test('the secret part of every recognised credential is gone, with any text before and after it', () => {
    fc.assert(
      fc.property(before, credential, after, ([head, open], c, [close, tail]) => {
        expect(redact(`${head}${open}${c.text}${close}${tail}`)).not.toContain(c.secret)
      }),
      { numRuns: 2000 },
    )
  })

  test('redacting twice changes nothing more', () => {
    fc.assert(
      fc.property(before, credential, after, ([head, open], c, [close, tail]) => {
        const once = redact(`${head}${open}${c.text}${close}${tail}`)
        expect(redact(once)).toBe(once)
      }),
    )
  })
})
