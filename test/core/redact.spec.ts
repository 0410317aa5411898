// redact.ts: a credential the guard would quote never survives; ordinary text comes back as it was.
// The token shapes follow the vendors' published formats; the values here are made up.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import * as say from '../../hooks/advice.js'
import { argumentExcerpt } from '../../hooks/call-key.js'
import { firstLine } from '../../hooks/outcome.js'
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
    ['an npm token', 'npm_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'],
    ['a Hugging Face token', 'hf_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6'],
    ['a PyPI token', 'pypi-AgEIcHlwaS5vcmcCJDkxNWI3ZWRkLWFiYzEtNGRlZi05ODc2LTEyMzQ1Njc4OTBhYgACKlsz'],
    ['a GitLab token', 'glpat-a1B2c3D4e5F6g7H8i9J0'],
    ['a SendGrid key', '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'],
    ['a Docker Hub token', 'dckr_pat_a1B2c3D4e5F6g7H8i9J0k1L2m3N4'],
    ['an RSA private key body without its BEGIN line', 'MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM2ExampleNotARealKey'],
    ['a PKCS#8 private key body', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjExampleNotAKey'],
    ['an OpenSSH private key body', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQExampleNotAKey'],
  ]
  for (const [what, secret] of shaped) {
    test(`${what} is replaced wherever it stands`, () => {
      expect(redact(`curl failed: key ${secret} rejected`)).toBe('curl failed: key [redacted] rejected')
      expect(redact(`"${secret}"`)).toBe('"[redacted]"')
    })

    test(`${what} right after a JSON escape (\\n, \\t) in JSON text is replaced too`, () => {
      expect(redact(`{"text":"first line\\n${secret}\\tend"}`)).toBe('{"text":"first line\\n[redacted]\\tend"}')
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

describe('redact: the forms issue 20 found shown', () => {
  const forms: [string, string, string][] = [
    ['a Redis URL with an empty user', 'redis-cli -u redis://:Rz9xQ2wV7k@cache:6379/0 ping', 'redis-cli -u redis://:[redacted]@cache:6379/0 ping'],
    ['a URL password holding @ and /', 'psql postgres://app:p@ss/w0rd@db.internal:5432/shop', 'psql postgres://app:[redacted]@db.internal:5432/shop'],
    ['DJANGO_SECRET_KEY=', 'DJANGO_SECRET_KEY=dj4ng0-s3cr3t python manage.py check', 'DJANGO_SECRET_KEY=[redacted] python manage.py check'],
    ['AWS_SECRET_KEY=', 'export AWS_SECRET_KEY=wJalrXUtnFEMIK7MDENG', 'export AWS_SECRET_KEY=[redacted]'],
    ['SECRET_KEY_BASE=', 'SECRET_KEY_BASE=9f8e7d6c5b4a rails s', 'SECRET_KEY_BASE=[redacted] rails s'],
    ['a JSON "secret_key"', '{"secret_key": "abcDEF123"}', '{"secret_key": "[redacted]"}'],
    ['an escaped JSON password inside an argument that is JSON text', '{"body":"{\\"user\\":\\"dev\\",\\"password\\":\\"hunter2\\"}"}', '{"body":"{\\"user\\":\\"dev\\",\\"password\\":\\"[redacted]\\"}"}'],
    ['an X-API-Key header in quotes', 'curl -H "X-API-Key: k3yV4lu3Zq81" https://api.example.com', 'curl -H "X-API-Key: [redacted]" https://api.example.com'],
    ['a PRIVATE-TOKEN header', "curl -H 'PRIVATE-TOKEN: abc123def456' https://gitlab.example.com/api/v4/projects", "curl -H 'PRIVATE-TOKEN: [redacted]' https://gitlab.example.com/api/v4/projects"],
    ['an X-Auth-Token header', 'curl -H "X-Auth-Token: 0123456789abcdef" https://x', 'curl -H "X-Auth-Token: [redacted]" https://x'],
    ['a Slack webhook URL', 'curl -X POST https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX -d @m.json', 'curl -X POST https://hooks.slack.com/services/[redacted] -d @m.json'],
    ['a Discord webhook URL', 'curl https://discord.com/api/webhooks/123456789012345678/abcDEF-ghiJKL_mnoPQR', 'curl https://discord.com/api/webhooks/[redacted]'],
    ['an Azure AccountKey=', 'DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=abc+def/ghi==;EndpointSuffix=core.windows.net', 'DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=[redacted];EndpointSuffix=core.windows.net'],
    ['a SAS sig=', 'curl "https://acct.blob.core.windows.net/c/f.txt?sv=2020-08-04&sig=abcDEF%2Bghi%3D"', 'curl "https://acct.blob.core.windows.net/c/f.txt?sv=2020-08-04&sig=[redacted]"'],
    ['an X-Amz-Signature= and its credential', 'curl "https://b.s3.amazonaws.com/k?X-Amz-Credential=AKIAEXAMPLE%2F2024&X-Amz-Signature=abcdef0123456789"', 'curl "https://b.s3.amazonaws.com/k?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]"'],
    ['a PEM private key, wrapped over lines', 'echo "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA1234abcd\nabcdEFGH5678\n-----END RSA PRIVATE KEY-----" > k', 'echo "-----BEGIN RSA PRIVATE KEY-----[redacted]-----END RSA PRIVATE KEY-----" > k'],
    ['a PEM private key in JSON text, cut before its END line', '"-----BEGIN OPENSSH PRIVATE KEY-----\\nb3BlbnNzaC1rZXktdjEAAAAA\\nAAAABBBB', '"-----BEGIN OPENSSH PRIVATE KEY-----[redacted]'],
    ["curl's -b cookies", 'curl -b "session=abc123; csrftoken=def456" https://x', 'curl -b "[redacted]" https://x'],
    ['a Cookie: header', 'curl -H "Cookie: session=abc123; theme=dark" https://x', 'curl -H "Cookie: [redacted]" https://x'],
    ['mysql -p with the password attached', 'mysql -u root -pMy5qlPw0rd shop', 'mysql -u root -p[redacted] shop'],
    ['docker login -p', 'docker login -u me -p hunter2pw registry.example.com', 'docker login -u me -p [redacted] registry.example.com'],
    ['sshpass -p', 'sshpass -p hunter2pw ssh deploy@host', 'sshpass -p [redacted] ssh deploy@host'],
    ['.env names: DB_PASS, PASSPHRASE, ENCRYPTION_KEY', 'DB_PASS=hunter2pw\nPASSPHRASE=correct-horse\nENCRYPTION_KEY=abcdef0123', 'DB_PASS=[redacted]\nPASSPHRASE=[redacted]\nENCRYPTION_KEY=[redacted]'],
    ['a key wrapped over two lines', 'export OPENAI_API_KEY=sk-proj-A1b2C3d4E5f6G7h8I9j0\nK1l2M3n4O5p6Q7r8S9t0 && npm start', 'export OPENAI_API_KEY=[redacted] && npm start'],
    ['a token after a label, wrapped over two lines in JSON text', '"GITHUB_TOKEN=ghp_16C7e42F292c6912E7710c\\n838347Ae178B4a99Zz01"', '"GITHUB_TOKEN=[redacted]"'],
    ['an npm auth token in .npmrc', '//registry.npmjs.org/:_authToken=s3cr3t-t0k3n', '//registry.npmjs.org/:_authToken=[redacted]'],
    ["openssl's pass:", 'openssl rsa -in k.pem -passin pass:hunter2pw', 'openssl rsa -in k.pem -passin pass:[redacted]'],
  ]
  for (const [what, text, expected] of forms) {
    test(`${what}: the credential goes, what names it stays`, () => {
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
    // code: a name bound to a variable, a call or a type is no credential
    'const token = await getToken()',
    'self.password = password',
    'token = response.json()["token"]',
    '{ password: pwd, user }',
    'password: PasswordInput',
    'class Login(BaseModel): password: SecretStr',
    'if password == "x":',
    'max_tokens: 100',
    '"max_tokens": 4096',
    'const tokenizer = new Tokenizer()',
    'window.addEventListener("keydown", (e: KeyboardEvent) => {})',
    'primaryKey: true',
    'sort_key=name',
    'public_key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"',
    'token_type: bearer',
    'TOKEN_URL=https://auth.example.com/token',
    'password_file=/run/secrets/db',
    'aws secretsmanager get-secret-value --secret-id prod/db',
    'fetch(url, { credentials: "same-origin" })',
    'const { data } = await supabase.auth.getSession()',
    'git log --author=me',
    'tests: pass=12 fail=0',
    'export PWD=/home/dev',
    'echo "${TEAMWORK_BEARER_TOKEN:0:10}"',
    'internal/server/auth_test.go:23:29: "GET" can be replaced by http.MethodGet',
    // paths, hashes, references, URLs without a password
    'git checkout -b feature/login',
    'git show 3f1c2a9b8e7d6c5b4a3f1c2a9b8e7d6c5b4a3f1c',
    'integrity sha512-Xq7vR2mN9pL4kT8wZ1yB6cD3fG5hJ0aSUeWiXq7vR2mN9pL4kT8w==',
    'echo $GITHUB_TOKEN | gh auth login --with-token',
    'http://localhost:5173/@vite/client',
    'npm i @types/node',
    'ssh git@github.com',
    'git remote add origin git@github.com:acme/shop.git',
    '-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBa',
  ]
  for (const text of ordinary) {
    test(`is left as it was: ${text}`, () => {
      expect(redact(text)).toBe(text)
    })
  }

  test('any text made of everyday words, paths and numbers comes back unchanged', () => {
    const word = fc.constantFrom('error', 'npm', 'ERR!', 'code', 'E404', 'cannot', 'find', 'module', 'src/cart/total.ts', '/tmp/x', 'line', '42', 'exit', 'failed', 'Bash', 'FAIL', 'expected', 'got', 'null', 'at', 'http://localhost:3000/', '{}', '=>', 'key', 'user', 'pass',
      'max_tokens', 'tokens', 'tokenizer', 'PasswordInput', 'KeyboardEvent', 'sort_key', '$API_KEY', '${SECRET}', 'src/auth/login.ts', 'auth_test.go', '3f1c2a9b8e7d6c5b4a3f1c2a9b8e7d6c5b4a3f1c', 'author', 'passed', 'bypass', '@vite/client', 'git@github.com')
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

describe('redact: a value after a credential-like name never survives, in any spelling and any form', () => {
  // a secret as people write them: letters, digits and a few symbols, with at least one digit
  const secret = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9+/=_.-]{7,31}$/).filter((v) => /[0-9]/.test(v))
  /** Names in the spellings the issue lists: any case, any separator, the word anywhere in the name. */
  const name = fc.constantFrom(
    'DJANGO_SECRET_KEY', 'AWS_SECRET_KEY', 'SECRET_KEY_BASE', 'secret_key', 'client_secret', 'clientSecret', 'DB_PASS', 'SMTP_PASS', 'PASSPHRASE', 'ENCRYPTION_KEY',
    'X-API-Key', 'apiKey', 'APIKEY', 'api-key', 'PRIVATE-TOKEN', 'X-Auth-Token', 'GITHUB_TOKEN', 'access_token', 'password', 'PGPASSWORD', 'MYSQL_PWD',
    'AccountKey', 'auth_token', 'basic_auth', 'credentials', 'GOOGLE_CREDENTIALS', 'X-Amz-Signature', 'session_cookie', 'private_key', 'PASS_PHRASE', 'NEXTAUTH_SECRET',
  )
  /** Each form wraps the name and the value the way real text does. */
  const form = fc.constantFrom<[string, (n: string, v: string) => string]>(
    ['env', (n, v) => `${n}=${v}`],
    ['quoted env', (n, v) => `${n}="${v}"`],
    ['flag with a space', (n, v) => `--${n} ${v}`],
    ['flag with =', (n, v) => `--${n}=${v}`],
    ['header', (n, v) => `-H "${n}: ${v}"`],
    ['JSON', (n, v) => `{"${n}": "${v}"}`],
    ['escaped JSON', (n, v) => `{\\"${n}\\":\\"${v}\\"}`],
    ['YAML', (n, v) => `  ${n}: ${v}\n`],
    ['query string', (n, v) => `https://x.example/p?a=1&${n}=${v}&b=2`],
  )
  const before = fc.tuple(fc.string({ maxLength: 30 }), fc.constantFrom(' ', '\n', '(', ';', '\t', '\\n'))
  const after = fc.tuple(fc.constantFrom(' ', '\n', ')', ';', '\t', ','), fc.string({ maxLength: 30 }))

  test('in the text itself', () => {
    fc.assert(
      fc.property(before, name, form, secret, after, ([head, open], n, [, wrap], v, [close, tail]) => {
        expect(redact(`${head}${open}${wrap(n, v)}${close}${tail}`)).not.toContain(v)
      }),
      { numRuns: 3000 },
    )
  })

  test('on every surface: the excerpt of a command and of an MCP call, the error line, and every note that quotes them', () => {
    fc.assert(
      fc.property(name, form, secret, (n, [formName, wrap], v) => {
        const credential = wrap(n, v)
        const command = `cd /srv/app && ${credential} && make deploy`
        // one level of JSON escaping is what an MCP call's canonical arguments add; escaped JSON in them would be a second
        const mcp = formName === 'escaped JSON' ? [] : [argumentExcerpt('mcp__deploy__run', { body: `first line\n${credential}` })]
        const error = firstLine(`Error: request failed: ${credential}`)
        const s = { tool: 'Bash', excerpt: argumentExcerpt('Bash', { command }), count: 3, error }
        const texts = [...mcp, s.excerpt, error, say.repeatedFailureNote({ ...s, count: 2 }), say.recurringFailureNote(s), say.chainAdvisory(s, 2, true), say.refusal({ ...s, count: 5 })]
        for (const text of texts) expect(text).not.toContain(v)
      }),
      { numRuns: 1000 },
    )
  })
})
