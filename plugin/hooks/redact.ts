/**
 * Credentials taken out of text the guard quotes (argument excerpts, error lines).
 *
 * Contract: `redact(text)` returns the text with every credential it recognises
 * replaced by `[redacted]`, keeping what names it (`Bearer`, `password=`, the user in
 * `https://user:…@host`) so the line still says what went wrong. It recognises
 * authorization header values (bearer, basic, token), `-u user:pass` / `--user`,
 * `sk-…` keys (Anthropic, OpenAI, Stripe), GitHub tokens (`ghp_`, `gho_`, `ghu_`,
 * `ghs_`, `ghr_`, `github_pat_`), AWS access key ids (`AKIA`, `ASIA`), Google API
 * keys (`AIza`), Slack tokens (`xox?-`), JWTs, `password`/`secret`/`token`/`api_key`
 * style values (`k=v`, `--password v`, `"password": "v"`, `API_KEY=v`) and passwords
 * in URLs. A value that says where a secret comes from (`$TOKEN`, `process.env.X`,
 * `None`) stays, and so does a `name: value` that does not end its line (prose).
 * Text with none of these comes back unchanged (the same string). It never
 * throws; it is built from native regular expressions, with one test that lets
 * ordinary text through without further work, since it runs on every excerpt.
 */

const REDACTED = '[redacted]'

/** One cheap test: text without any of these cannot hold a credential we recognise. */
const MAY_HOLD_SECRET =
  /[rs]k[-_]|gh[pousr]_|github_pat_|AKIA|ASIA|AIza|xox[a-z]-|eyJ|bearer|authori[sz]ation|passw|secret|token|api[-_]?key|access[-_]?key|private[-_]?key|-u|--user|\/\/[^\s/@]*@/i

/** Credentials that are recognisable by their own shape, wherever they stand. */
const SHAPED_SECRET = new RegExp(
  [
    /\bsk-(?:ant-|proj-|svcacct-|admin-)?[A-Za-z0-9_-]{16,}/.source, // Anthropic, OpenAI
    /\b[rs]k_(?:live|test)_[A-Za-z0-9]{16,}/.source, // Stripe secret and restricted keys
    /\bgh[pousr]_[A-Za-z0-9]{20,}/.source, // GitHub tokens
    /\bgithub_pat_[A-Za-z0-9_]{20,}/.source, // GitHub fine-grained tokens
    /\b(?:AKIA|ASIA)[0-9A-Z]{16}/.source, // AWS access key ids
    /\bAIza[0-9A-Za-z_-]{30,}/.source, // Google API keys
    /\bxox[abposr]-[A-Za-z0-9-]{10,}/.source, // Slack tokens
    /\beyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/.source, // JWTs: base64 of `{"` twice
  ].join('|'),
  'g',
)

/** Values that say where a secret comes from, not the secret: `$TOKEN`, `${TOKEN}`, `%KEY%`, `process.env.X`, `None`, a type. */
const NOT_A_SECRET = String.raw`(?!\$[{(A-Za-z_]|%\w+%|(?:process\.env|os\.environ|os\.getenv|env|self|this)\.|(?:none|null|nil|undefined|true|false|str|string|bytes|int|bool|optional)(?![^\s"'\\,;&}()[\]]))`
/** Authorization schemes, which stay: only the credential after them goes. */
const SCHEME = String.raw`(?:bearer|basic|token|digest|apikey)`

/** `Authorization: Bearer x`, `"authorization":"Basic x"`. */
const AUTH_HEADER = new RegExp(
  String.raw`\b((?:proxy-)?authori[sz]ation["']?[ \t]*[:=][ \t]*["'${'`'}]?(?:${SCHEME}[ \t]+)?)(?!${SCHEME}[ \t])${NOT_A_SECRET}[^\s"'${'`'}\\,;]{8,}`,
  'gi',
)
/** A bearer token anywhere else (`-H "Bearer x"`, an echoed header). */
const BEARER = /\b(bearer[ \t]+)[A-Za-z0-9._~+/-]{8,}=*/gi
/** curl's `-u user:pass` and `--user user:pass`: the user stays. */
const USER_FLAG = /\B(-u[ \t]*|--user[= \t][ \t]*)(["']?)([^\s:"']+):[^\s"']+/g
/** `https://user:pass@host`: the user stays. */
const URL_PASSWORD = /(\/\/[^\s/:@]+):[^\s/@]+@/g

/**
 * Names whose value is a credential. The match starts at the word itself, so `DB_PASSWORD`,
 * `client_secret` and `GITHUB_TOKEN` are found without trying every earlier position.
 */
const SECRET_WORD = String.raw`passw(?:or)?d|secret|token|api[-_]?key|apikey|access[-_]?key|private[-_]?key`
/** A quoted value (not empty, and not the `","` between two JSON strings) or a bare one. */
const VALUE = String.raw`"(?![,;}])(?:[^"\\]|\\.)+"|'[^']+'|[^\s"'\\,;&}]+`
/** `name=value` and JSON `"name": "value"`. */
const ASSIGNED_VALUE = new RegExp(String.raw`(${SECRET_WORD})(["']?[ \t]*=[ \t]*|["'][ \t]*:[ \t]*)${NOT_A_SECRET}(${VALUE})`, 'gi')
/**
 * YAML `name: value`, when the value ends the line: prose ("GITHUB_TOKEN: a token with
 * repo scope") and parser errors ("Unexpected token: }", where `token` stands alone) stay.
 */
const YAML_VALUE = new RegExp(
  String.raw`(passw(?:or)?d|secret|[-_.]token|api[-_]?key|apikey|access[-_]?key|private[-_]?key)([ \t]*:[ \t]+)${NOT_A_SECRET}(${VALUE})(?=[ \t]*(?:$|[\r\n,;}#]|\\[nr]))`,
  'gim',
)
/** `--password x`, `--api-key x`, `--token x`. */
const SECRET_FLAG = new RegExp(
  String.raw`(--[A-Za-z0-9-]{0,40}?(?:passw(?:or)?d|secret|token|api-?key|access-key)[ \t]+)(?!-)${NOT_A_SECRET}(?:"[^"]*"|'[^']*'|[^\s"'\\]+)`,
  'gi',
)

function redactNamedValue(_match: string, name: string, separator: string, value: string): string {
  const quote = value[0] === '"' || value[0] === "'" ? value[0] : ''
  return `${name}${separator}${quote}${REDACTED}${quote}`
}

export function redact(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text
  return text
    .replace(URL_PASSWORD, `$1:${REDACTED}@`)
    .replace(AUTH_HEADER, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(USER_FLAG, `$1$2$3:${REDACTED}`)
    .replace(SECRET_FLAG, `$1${REDACTED}`)
    .replace(ASSIGNED_VALUE, redactNamedValue)
    .replace(YAML_VALUE, redactNamedValue)
    .replace(SHAPED_SECRET, REDACTED)
}
