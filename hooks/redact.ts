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
 * in URLs. Text with none of these comes back unchanged (the same string). It never
 * throws; it is built from native regular expressions, with one test that lets
 * ordinary text through without further work, since it runs on every excerpt.
 */

const REDACTED = '[redacted]'

/** One cheap test: text without any of these cannot hold a credential we recognise. */
const MAY_HOLD_SECRET =
  /[rs]k[-_]|gh[pousr]_|github_pat_|AKIA|ASIA|AIza|xox[a-z]-|eyJ|bearer|authori[sz]ation|passw|secret|token|api[-_]?key|access[-_]?key|private[-_]?key|-u|--user|:\/\/[^\s/@]*:[^\s/@]*@/i

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

/** `Authorization: Bearer x`, `"authorization":"Basic x"`: the scheme stays, the credential goes. */
const AUTH_HEADER = /\b((?:proxy-)?authori[sz]ation["']?\s*[:=]\s*["']?(?:(?:bearer|basic|token|digest|apikey)\s+)?)[^\s"',;]+/gi
/** A bearer token anywhere else (`-H "Bearer x"`, an echoed header). */
const BEARER = /\b(bearer\s+)[A-Za-z0-9._~+/-]{8,}=*/gi
/** curl's `-u user:pass` and `--user user:pass`: the user stays. */
const USER_FLAG = /(^|[^\w-])(-u\s*|--user[=\s]\s*)(["']?)([^\s:"']+):[^\s"']+/g
/** `https://user:pass@host`: the user stays. */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s/:@]+):[^\s/@]+@/gi

/** Names whose value is a credential: `password`, `DB_PASSWORD`, `client_secret`, `api-key`, `GITHUB_TOKEN`. */
const SECRET_NAME = String.raw`[A-Za-z0-9_.-]{0,40}?(?:passw(?:or)?d|secret|token|api[-_]?key|apikey|access[-_]?key|private[-_]?key)`
/** `name=value` (bare or quoted), JSON `"name": "value"`, YAML `name: value`. */
const NAMED_VALUE = new RegExp(
  String.raw`\b(${SECRET_NAME})(["']?\s*=\s*|["']\s*:\s*|\s*:\s+)("(?:[^"\\]|\\.)*"|'[^']*'|[^\s"',;&}]+)`,
  'gi',
)
/** A plain `token: x` is how parsers say "Unexpected token: }", so that form needs a longer name. */
const PLAIN_TOKEN_COLON = /^token$/i
/** `--password x`, `--api-key x`, `--token x`. */
const SECRET_FLAG = /(--[A-Za-z0-9-]{0,40}?(?:passw(?:or)?d|secret|token|api-?key|access-key)\s+)(?:"[^"]*"|'[^']*'|[^\s"']+)/gi

function redactNamedValue(match: string, name: string, separator: string, value: string): string {
  const plainColon = !separator.includes('=') && !/["']/.test(separator)
  if (plainColon && PLAIN_TOKEN_COLON.test(name)) return match
  const quote = value[0] === '"' || value[0] === "'" ? value[0] : ''
  return `${name}${separator}${quote}${REDACTED}${quote}`
}

export function redact(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text
  return text
    .replace(URL_PASSWORD, `$1:${REDACTED}@`)
    .replace(AUTH_HEADER, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(USER_FLAG, `$1$2$3$4:${REDACTED}`)
    .replace(SECRET_FLAG, `$1${REDACTED}`)
    .replace(NAMED_VALUE, redactNamedValue)
    .replace(SHAPED_SECRET, REDACTED)
}
