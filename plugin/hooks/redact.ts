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

const REDACTED = '[redacted]'

/** One cheap test: text without any of these cannot hold a credential we recognise. */
const MAY_HOLD_SECRET =
  /[rs]k[-_]|gh[pousr]_|github_pat_|glpat-|AKIA|ASIA|AIza|xox[a-z]-|eyJ|npm_|hf_|pypi-|SG\.|dckr_pat_|MII|MIG|MC4C|MHcC|b3BlbnNzaC1rZXktdjE|pass|pwd|secret|token|auth|key|cred|sig|cookie|bearer|-u|--user|-p|@|hooks\.slack|webhooks/i

/** Where a token or a name may start: not inside a word, or right after a JSON escape (`\n`, `\t`) in JSON text. */
const START = String.raw`(?:(?<=\\[nrtbf])|(?<![A-Za-z0-9_.\\$]))(?<!\$\{)`
/** The same for a token: a `-` before it is a boundary too (`--key=sk-…`), a `.` is not. */
const TOKEN_START = String.raw`(?:(?<=\\[nrtbf])|(?<![A-Za-z0-9_\\]))`

/**
 * A credential that ends its line and goes on, unbroken, on the next (a wrapped key): the
 * next line's first word, if it is 16 or more token characters with a letter and a digit.
 */
const WRAPPED = String.raw`(?:(?:\r?\n|\\n)[ \t]*(?=[A-Za-z+/=_-]*[0-9])(?=[0-9+/=_-]*[A-Za-z])[A-Za-z0-9+/_-]{16,}={0,2}(?=[\s"'\\]|$))*`

/** Credentials recognisable by their own shape, wherever they stand. */
const SHAPED_SECRET = new RegExp(
  TOKEN_START +
    '(?:' +
    [
      /sk-(?:ant-|proj-|svcacct-|admin-)?[A-Za-z0-9_-]{16,}/.source, // Anthropic, OpenAI, OpenRouter
      /[rs]k_(?:live|test)_[A-Za-z0-9]{16,}/.source, // Stripe secret and restricted keys
      /gh[pousr]_[A-Za-z0-9]{20,}/.source, // GitHub tokens
      /github_pat_[A-Za-z0-9_]{20,}/.source, // GitHub fine-grained tokens
      /glpat-[A-Za-z0-9_-]{20,}/.source, // GitLab personal tokens
      /(?:AKIA|ASIA)[0-9A-Z]{16}/.source, // AWS access key ids
      /AIza[0-9A-Za-z_-]{30,}/.source, // Google API keys
      /xox[abposr]-[A-Za-z0-9-]{10,}/.source, // Slack tokens
      /npm_[A-Za-z0-9]{30,}/.source, // npm tokens
      /hf_[A-Za-z0-9]{30,}/.source, // Hugging Face tokens
      /pypi-[A-Za-z0-9_-]{40,}/.source, // PyPI tokens
      /SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/.source, // SendGrid keys
      /dckr_pat_[A-Za-z0-9_-]{20,}/.source, // Docker Hub tokens
      /eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/.source, // JWTs: base64 of `{"` twice
      // a private key's base64 body: PKCS#1/#8 (a DER sequence, then version 0 and a key or an
      // algorithm), SEC1 EC keys, OpenSSH keys; certificates start otherwise (`MII…CCA`)
      /MII[A-Za-z0-9+/]{2,3}IBA(?:AKC|DAN)[A-Za-z0-9+/=]*/.source,
      /MHcCAQEE[A-Za-z0-9+/=]*/.source,
      /MIG[A-Za-z0-9+/]{2}AgEAMBMGByqGSM49[A-Za-z0-9+/=]*/.source,
      /MC4CAQAwBQYDK2Vw[A-Za-z0-9+/=]*/.source,
      /b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/=]*/.source,
    ].join('|') +
    ')' +
    WRAPPED,
  'g',
)

/** A PEM block whose label names a private key: the BEGIN and END lines stay, the body goes (to the text's end if cut). */
const PEM_PRIVATE_KEY = /(-----BEGIN [A-Z0-9 ]*PRIVATE KEY[A-Z ]*-----)[\s\S]*?(-----END [A-Z0-9 ]*-----|$)/g

/** Webhook URLs, whose path is the credential: the host and the kind of hook stay. */
const WEBHOOK = /(https?:\/\/(?:hooks\.slack\.com\/(?:services|workflows|triggers)\/|(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/(?:v\d+\/)?webhooks\/))[A-Za-z0-9_/-]+/g

/**
 * `scheme://user:password@host`, the user empty or not: the user stays. The password runs
 * to the last `@` that a host name follows before a quote or white space, so it may hold
 * `@`, `/` and `?` (rather too much than too little); a port before a path segment that starts
 * with `@` (`localhost:3000/@vite/client`, `/@scope/pkg`) is not a password, nor a path
 * after a drive letter (`file:///C:/…/tsx@4.21.0/…`).
 */
const URL_PASSWORD = /(\/\/[^\s/:@"'\\]*):(?![/\\])(?!\d{1,5}(?:[/?#][^\s"'\\@]*)?\/@)[^\s"'\\]*@(?=[A-Za-z0-9[])/g

/**
 * Values that say where a secret comes from, not the secret: `$TOKEN`, `${TOKEN}`, `%KEY%`,
 * `process.env.X`, `None`, a type, fetch's `credentials: "include"`, GitHub Actions'
 * `secrets: inherit`, a package version (`"jsonwebtoken": "^9.0.3"`); and what was already redacted.
 */
const NOT_A_SECRET = String.raw`(?!(?:\\?["'])?(?:\$[{(A-Za-z_]|%\w+%|\[redacted\]|(?:process\.env|os\.environ|os\.getenv|env|self|this)\.|[\^~]?\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?(?![^\s"'\\,;&}()[\]])|(?:none|null|nil|undefined|true|false|str|string|bytes|int|bool|optional|include|omit|same-origin|inherit)(?![^\s"'\\,;&}()[\]])))`
/** Authorization schemes, which stay: only the credential after them goes. */
const SCHEME = String.raw`(?:bearer|basic|token|digest|apikey)`

/** `Authorization: Bearer x`, `"authorization":"Basic x"`. */
const AUTH_HEADER = new RegExp(
  String.raw`${START}((?:proxy-)?authori[sz]ation\\?["']?[ \t]*[:=][ \t]*\\?["'${'`'}]?(?:${SCHEME}[ \t]+)?)(?!${SCHEME}[ \t])${NOT_A_SECRET}[^\s"'${'`'}\\,;]{8,}`,
  'gi',
)
/** A bearer token anywhere else (`-H "Bearer x"`, an echoed header). */
const BEARER = new RegExp(String.raw`${START}(bearer[ \t]+)[A-Za-z0-9._~+/-]{8,}=*`, 'gi')
/** curl's `-u user:pass` and `--user user:pass`: the user stays. */
const USER_FLAG = /\B(-u[ \t]*|--user[= \t][ \t]*)(["']?)([^\s:"'/]+):(?!\/\/)[^\s"']+/g

/** A cookie header's value, to its closing quote or the line's end, when it holds `name=value`. */
const COOKIE_HEADER = new RegExp(String.raw`${START}((?:set-)?cookie\\?["']?[ \t]*:[ \t]*\\?["']?)[^"'\r\n\\=]*=[^"'\r\n\\]*`, 'gi')
/** `--cookie v` and curl's `-b v` when v holds `name=value` (without `=` curl reads it as a file); a quoted v runs to its quote. */
const COOKIE_FLAG = /((?:--cookie|\bcurl\b[^\n|;&]*?[ \t]-b)[= \t][ \t]*)(?:(")[^"\n=]*=[^"\n]*(?=")|(')[^'\n=]*=[^'\n]*(?=')|[^\s"'=]*=[^\s"']*)/g

/** Value forms shared by the named-value patterns. */
const QUOTED = String.raw`"(?![,;}\]])(?:[^"\\\r\n]|\\.)+"|'[^'\r\n]+'`
/** A quoted value inside JSON text, its quotes escaped: `\"v\"`. */
const ESCAPED_QUOTED = String.raw`\\"(?:[^"\\]|\\[^"])+\\"`
/** A bare value, taken whole (a lookahead and a back-reference, so it never stops early before a `(`). */
const BARE = String.raw`(?=(?<bare>[^\s"'${'`'}\\,;&|<>(){}[\]]+))\k<bare>(?![(\[])`

/** A name with a credential word somewhere in it, taken whole; `isCredentialName` decides. */
const NAME = String.raw`(?=\w)(?=[\w.-]*?(?:pass|pwd|secret|token|auth|key|cred|sig|cookie))(?=(?<run>[\w.-]+))\k<run>`

/** `name=value`: env, INI, query strings, `--flag=value`. */
const ASSIGNED = new RegExp(String.raw`${START}(?<name>${NAME})(?<sep>(?:[ \t]+=(?![=>~])|=(?![=>]))[ \t]*)${NOT_A_SECRET}(?<value>${QUOTED}|${ESCAPED_QUOTED}|${BARE}${WRAPPED})`, 'gi')
/** JSON `"name": value` and a Python dict's `'name': 'value'`. */
const JSON_VALUE = new RegExp(String.raw`(?<q>["'])(?<name>${NAME})\k<q>(?<sep>[ \t]*:[ \t]*)${NOT_A_SECRET}(?<value>${QUOTED}|[^\s"'${'`'},}\]]+)`, 'gi')
/** JSON text inside a JSON string: `\"name\":\"value\"`. */
const ESCAPED_JSON_VALUE = new RegExp(String.raw`(?<q>\\["'])(?<name>${NAME})\k<q>(?<sep>[ \t]*:[ \t]*)${NOT_A_SECRET}(?<value>${ESCAPED_QUOTED}|[^\s"'\\,}\]]+)`, 'gi')
/** YAML and headers, `name: value`, where the value ends there: its line, a quote, or (flow style) `,;}`; not CSS's `--name: value`. */
const LABELLED = new RegExp(
  String.raw`${START}(?<!-)(?<name>${NAME})(?<sep>[ \t]*:(?:[ \t]+|(?=\\?["'])))${NOT_A_SECRET}(?<value>${QUOTED}|${ESCAPED_QUOTED}|${BARE}${WRAPPED})(?=[ \t]*(?<end>$|[\r\n,;}#"'${'`'}]|\\[nr"']))`,
  'gi',
)
/** `--password x`, `--api-key x`. */
const FLAG = new RegExp(String.raw`(?<=--)(?<name>${NAME})(?<sep>[ \t]+)(?!-)${NOT_A_SECRET}(?<value>${QUOTED}|[^\s"'${'`'}\\;&|<>()]+)`, 'gi')

/** The password flags of programs that take one: `mysql -pX` (attached), `docker login -p X`, `sshpass -p X`, openssl's `pass:X`. */
const PASSWORD_FLAG = new RegExp(
  '(?:' +
  [
    String.raw`(\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlshow|mysqlcheck|mariadb|mariadb-dump)\b[^\n|;&]*?[ \t]-p)(?=[^\s-])`,
    String.raw`(\b(?:docker|podman|nerdctl|buildah|skopeo|oras|helm[ \t]+registry)[ \t]+login\b[^\n|;&]*?[ \t]-p[ \t]+)`,
    String.raw`(\bsshpass\b[^\n|;&]*?[ \t]-p[ \t]*)`,
    String.raw`(-pass(?:in|out)?[ \t]+pass:)`,
  ].join('|') + String.raw`)(?:"[^"]*"|'[^']*'|[^\s"'\\]+)`,
  'g',
)

/** Words that, last in a name, say what the credential is or where it is, not what it holds. */
const DESCRIBES =
  /^(?:ids?|arn|names?|ref|files?|path|dir|type|kind|url|uri|endpoint|host|len|length|size|count|limit|env|var|field|input|label|placeholder|prompt|hint|message|msg|error|header|prefix|suffix|mode|method|scheme|provider|format|expiry|expires|expiration|ttl|timeout|enabled|required|policy|version|index|regex|pattern|strength|location|source|store|manager|usage|rotation|days|hours|minutes|seconds|secs|ms|age|interval|retries|attempts|rounds|budget)$/
/** Keys that name a thing, not a credential: `sort_key`, `public_key`, `primaryKey`, `cache_key`. */
const NOT_SECRET_KEYS =
  /^(?:public|primary|foreign|sort|partition|range|hash|cache|idempotency|dedupe?|lookup|row|group|map|object|unique|composite|shortcut|hot|translation|i18n|s3|bucket|search|routing|sub|next|prev|last|first|react|list|dict|item|entry|field|column|table|index|cursor|page|pagination|join|compound|natural|surrogate|sharding|shard|css|suggested|menu|command|accelerator|component|element|node)$/
/** A source file's name (`auth_test.go`, `token.ts`), as grep and compilers print it before a colon. */
const SOURCE_FILE = /\.(?:go|ts|tsx|js|jsx|mjs|cjs|py|rb|rs|java|kt|c|h|cc|cpp|cs|php|swift|json|ya?ml|toml|md|txt|sh|lock|log|sql|html|css)$/i
/** Words before `pass` that make it a directive, not a password: nginx's `proxy_pass`, `fastcgi_pass`. */
const NOT_A_PASSWORD = /^(?:proxy|fastcgi|uwsgi|scgi|grpc|memcached)$/
/** Run-together keys that are credentials: `apikey`, `ACCESSKEY`, `secretkey`. */
const RUN_TOGETHER_KEY = /(?:api|access|secret|private|account|master|signing|encryption|license|auth|client|app|consumer|sas|shared)keys?$/
/** A password word split in two: `PASS_PHRASE`, `pass-word`. */
const SPLIT_PASSWORD = /pass[_.-](?:phrase|word)/i
/** Words that make a name a credential's on their own, even alone before a colon. */
const STRONG_WORD = /passw(?:or)?d|passphrase|passcode|secret|credential|^creds?$|^cookie$/

/**
 * Whether a name says its value is a credential (the head comment has the rule). A strong
 * word (`password`, `secret`, `credential`) counts anywhere in the name; a weak one (`token`,
 * `auth`, `key`, `pass`, `sig`) only as its last word, the thing the name is
 * (`GITHUB_TOKEN`, `basic_auth`, `DB_PASS`; not `token_budget`, `AUTH_URL`).
 * `labelled` is the `name: value` form, where a weak word alone (`token`, `auth`) is prose.
 */
function isCredentialName(name: string, labelled: boolean): boolean {
  const words = name
    .split(/[_.-]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase())
  const last = words[words.length - 1]
  if (last === undefined || SOURCE_FILE.test(name)) return false
  if (words.length > 1 && DESCRIBES.test(last)) return false
  if (words.some((w) => STRONG_WORD.test(w) || RUN_TOGETHER_KEY.test(w)) || SPLIT_PASSWORD.test(name)) return true
  const before = words[words.length - 2]
  const weak =
    ((last === 'pass' || last === 'pwd') && before !== undefined && !NOT_A_PASSWORD.test(before)) ||
    last.endsWith('token') ||
    last.endsWith('auth') ||
    last === 'sig' ||
    last === 'signature' ||
    ((last === 'key' || last === 'keys') && before !== undefined && !NOT_SECRET_KEYS.test(before))
  return weak && (!labelled || words.length > 1)
}

/** Capitalised words run together: a type name (`PasswordInput`, `SecretStr`), not a secret. */
const TYPE_NAME = /^(?:[A-Z][a-z]+){2,}$/
/** In code, a variable or a type: an identifier, with dots and digits (`self.key`, `X25519PublicKey`). */
const CODE_IDENTIFIER = /^[A-Za-z_][\w.]*$/
const LINE_END = /^[ \t]*(?:$|[\r\n#]|\\[nr])/

type NamedGroups = { name: string; sep: string; value: string; end?: string; q?: string }

/**
 * The replacement for one named-value pattern: the value goes (its quotes stay) when the
 * name is a credential's, unless it is bare and `keepsBare` says it reads as code. A
 * quoted value is always a value.
 */
function replaceNamed(labelled: boolean, keepsBare: (g: NamedGroups, after: string) => boolean = () => false) {
  return (match: string, ...rest: unknown[]): string => {
    const groups = rest[rest.length - 1] as NamedGroups
    const whole = rest[rest.length - 2] as string
    const offset = rest[rest.length - 3] as number
    if (!isCredentialName(groups.name, labelled)) return match
    const value = groups.value
    const quote = /^\\?["']/.exec(value)?.[0] ?? ''
    if (quote === '' && keepsBare(groups, whole.slice(offset + match.length))) return match
    return `${match.slice(0, match.length - value.length)}${quote}${REDACTED}${quote}`
  }
}

/**
 * `x = y` and `obj.x=y` are code, where an identifier is a variable; with spaces around `=`
 * a bare value counts only where it ends its line (INI), not before more code.
 */
const assigned = replaceNamed(false, (g, after) => {
  const spaced = /[ \t]/.test(g.sep)
  return ((spaced || g.name.includes('.')) && CODE_IDENTIFIER.test(g.value)) || (spaced && !LINE_END.test(after))
})
/** `name: Type` is a type; `name: value` before `,;}` is code (an object, a struct field), where an identifier is a variable or a type. */
const labelled = replaceNamed(true, (g) => TYPE_NAME.test(g.value) || (/^[,;}]$/.test(g.end ?? '') && CODE_IDENTIFIER.test(g.value)))
/** A JSON or JavaScript object's `"name": value`: a bare identifier there is a variable. */
const inObject = replaceNamed(false, (g) => CODE_IDENTIFIER.test(g.value))
const flagged = replaceNamed(false)

export function redact(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text
  return text
    .replace(SHAPED_SECRET, REDACTED)
    .replace(PEM_PRIVATE_KEY, `$1${REDACTED}$2`)
    .replace(WEBHOOK, `$1${REDACTED}`)
    .replace(URL_PASSWORD, `$1:${REDACTED}@`)
    .replace(AUTH_HEADER, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(COOKIE_HEADER, `$1${REDACTED}`)
    .replace(COOKIE_FLAG, `$1$2$3${REDACTED}`)
    .replace(USER_FLAG, `$1$2$3:${REDACTED}`)
    .replace(PASSWORD_FLAG, (match: string, ...lead: unknown[]) => `${lead.slice(0, 4).find((l) => typeof l === 'string') as string}${REDACTED}`)
    .replace(FLAG, flagged)
    .replace(ESCAPED_JSON_VALUE, inObject)
    .replace(JSON_VALUE, inObject)
    .replace(ASSIGNED, assigned)
    .replace(LABELLED, labelled)
}
