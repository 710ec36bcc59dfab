/* lrat-kernel: the compiled LRAT kernel. TRUSTED: the SAT proof checker accepts an UNSAT proof only when
 * this program accepts its LRAT (or, where it is not installed, the Python kernel lrat.py, the reference).
 *
 *   lrat-kernel [-b]  < formula-then-lrat
 *
 * Input on stdin: the formula as the checker read it (``p cnf V C``, then exactly C clauses, each a list
 * of literals ended by 0, then a newline; written by the checker from its own DIMACS parse), then the LRAT
 * proof to the end of the stream: text (default) or binary (-b). Output on stdout, two lines:
 *
 *   accept|reject|error <message>
 *   counts lrat_steps=N lrat_rat_steps=N lrat_deletions=N
 *
 * Exit 0 accept, 1 reject, 2 malformed formula or usage (the checker's fault, not the proof's), 3 out of
 * the memory this program allows itself.
 *
 * The rules are exactly lrat.py's (its docstring states them); this file mirrors it function for function:
 * read_text_line/read_binary_step are _text_steps/_binary_steps, rup is _rup, check_add is _check_add and
 * main's loop is _check. It shares no code with the elaborator (elab_c/elab.c): the only interface is the
 * LRAT. Numbers are 64-bit: one beyond 2^62 (text of up to 4300 digits, as Python's int() reads; binary
 * up to ten bytes) stands for "too large", which no clause id, literal or bound admits, so it rejects a
 * proof exactly where the Python kernel's unbounded integer does. Clause ids map to clauses by binary
 * search (ids strictly increase); the literal -> clauses index RAT needs is built at the first RAT step.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef long long i64;
#define MAX_VAR (1LL << 30)
#define MAX_ID (1LL << 62)
#define HUGE (MAX_ID + 1) /* any number beyond MAX_ID */
#define MAX_DIGITS 4300   /* Python's int() refuses a longer decimal string */
#define TABLE_VARS (1LL << 27) /* per-literal tables: a variable beyond this is a resource limit (exit 3) */

static i64 n_steps, n_rat, n_del;

static void finish(int code, const char *verdict, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    printf("%s ", verdict);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\ncounts lrat_steps=%lld lrat_rat_steps=%lld lrat_deletions=%lld\n", n_steps, n_rat, n_del);
    fflush(stdout);
    exit(code);
}

static i64 at = -1;  /* the current step's line (text) or byte (binary) in the LRAT; -1: the formula */
static int binary;
static const char *where(void) { /* "line N" or "byte N", for a message */
    static char text[48];
    snprintf(text, sizeof text, at < 0 ? "the formula" : binary ? "byte %lld" : "line %lld", at);
    return text;
}
#define REJECT(...) finish(1, "reject", __VA_ARGS__)

static void *grow(void *p, size_t n) {
    void *q = realloc(p, n ? n : 1);
    if (!q) finish(3, "error", "out of memory");
    return q;
}

typedef struct { int *a; size_t n, cap; } ivec;
typedef struct { i64 *a; size_t n, cap; } lvec;
static void ipush(ivec *v, int x) {
    if (v->n == v->cap) v->a = grow(v->a, (v->cap = v->cap ? 2 * v->cap : 4) * sizeof(int));
    v->a[v->n++] = x;
}
static void lpush(lvec *v, i64 x) {
    if (v->n == v->cap) v->a = grow(v->a, (v->cap = v->cap ? 2 * v->cap : 16) * sizeof(i64));
    v->a[v->n++] = x;
}

/* ---- input ---- */
static unsigned char buf[1 << 20];
static size_t blen, bpos;
static i64 consumed; /* bytes read before buf[0] */
static int refill(void) {
    consumed += (i64)blen;
    blen = fread(buf, 1, sizeof buf, stdin);
    bpos = 0;
    return blen ? buf[bpos++] : -1;
}
#define rd() (bpos < blen ? buf[bpos++] : refill()) /* the next byte, or -1 at the end */
static i64 offset(void) { return consumed + (i64)bpos; } /* bytes read so far */

/* ---- clauses: literals in one arena; clause k (0-based) has id cid[k]; ids 1..m are the formula ---- */
static ivec arena;
static size_t *cstart;
static int *clen, *gmark, *gstart, *gend;
static i64 *cid;
static unsigned char *alive;
static size_t ncls, capcls;
static i64 m;
static int *dmap;     /* lemma id - m - 1 -> clause index (-1: none), for ids below dense_end */
static size_t dcap;
static i64 dense_end; /* 0: every lemma id so far is in dmap; else the first that was too far apart */

/* ---- per literal L(l) = 2|l| + (l < 0): set false in the current step; stamps; RAT index ---- */
static unsigned char *fals;
static int *lmark, stamp;
static ivec *occ;
static int indexed; /* occ is built (from the first RAT step on) */
static i64 nvars;   /* the tables hold variables 1..nvars */
static ivec trail;  /* literals set false in the current step, to undo */

static size_t L(int l) { return l > 0 ? 2 * (size_t)l : 2 * (size_t)-l + 1; }

static void ensure_var(i64 v) {
    if (v <= nvars) return;
    if (v > TABLE_VARS) finish(3, "error", "%s: variable %lld is beyond the compiled kernel's tables", where(), v);
    i64 n = nvars ? nvars : 1024;
    while (n < v) n *= 2;
    size_t lo = 2 * (size_t)nvars + 2, hi = 2 * (size_t)n + 2;
    fals = grow(fals, hi);
    memset(fals + lo, 0, hi - lo);
    lmark = grow(lmark, hi * sizeof(int));
    memset(lmark + lo, 0, (hi - lo) * sizeof(int));
    occ = grow(occ, hi * sizeof(ivec));
    memset(occ + lo, 0, (hi - lo) * sizeof(ivec));
    nvars = n;
}

static void set_false(int l) {
    fals[L(l)] = 1;
    ipush(&trail, l);
}
static void undo_to(size_t n) {
    while (trail.n > n) fals[L(trail.a[--trail.n])] = 0;
}

/* The index of the live clause with this id, or -1. */
static long find(i64 id) {
    size_t lo, hi;
    if (id < 1 || id >= HUGE) return -1;
    if (id <= m) {
        lo = (size_t)(id - 1);
    } else if (!dense_end || id < dense_end) {
        if ((size_t)(id - m - 1) >= dcap || dmap[id - m - 1] < 0) return -1;
        lo = (size_t)dmap[id - m - 1];
    } else {
        lo = (size_t)m, hi = ncls;
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (cid[mid] < id) lo = mid + 1;
            else hi = mid;
        }
        if (lo == ncls || cid[lo] != id) return -1;
    }
    return alive[lo] ? (long)lo : -1;
}

static void index_clause(size_t k) {
    for (int j = 0; j < clen[k]; j++) ipush(&occ[L(arena.a[cstart[k] + j])], (int)k);
}

/* Store a clause as a set (repeats dropped, as frozenset does); its literals are within the tables. */
static void store(i64 id, const int *lits, size_t n) {
    if (ncls == capcls) {
        capcls = capcls ? 2 * capcls : 1024;
        if (capcls > 0x7fffffff) finish(3, "error", "too many clauses for the compiled kernel");
        cstart = grow(cstart, capcls * sizeof(size_t));
        clen = grow(clen, capcls * sizeof(int));
        cid = grow(cid, capcls * sizeof(i64));
        alive = grow(alive, capcls);
        gmark = grow(gmark, capcls * sizeof(int));
        gstart = grow(gstart, capcls * sizeof(int));
        gend = grow(gend, capcls * sizeof(int));
    }
    size_t k = ncls++;
    int s = ++stamp;
    cstart[k] = arena.n;
    for (size_t i = 0; i < n; i++)
        if (lmark[L(lits[i])] != s) lmark[L(lits[i])] = s, ipush(&arena, lits[i]);
    clen[k] = (int)(arena.n - cstart[k]);
    cid[k] = id, alive[k] = 1, gmark[k] = 0;
    if (id > m && !dense_end) { /* ids increase: a dense map while they stay close together */
        size_t off = (size_t)(id - m - 1);
        if (off > 4 * ncls + (1 << 20)) {
            dense_end = id;
        } else {
            if (off >= dcap) {
                size_t cap = dcap ? 2 * dcap : 1 << 16;
                while (cap <= off) cap *= 2;
                dmap = grow(dmap, cap * sizeof(int));
                memset(dmap + dcap, 0xff, (cap - dcap) * sizeof(int));
                dcap = cap;
            }
            dmap[off] = (int)k;
        }
    }
    if (indexed) index_clause(k);
}

/* ---- the rules (lrat.py's _rup and _check_add) ---- */

/* Unit-propagate along hints h[0..n): 1 at a falsified hint; rejects a hint that is not unit. */
static int rup(const i64 *h, size_t n) {
    for (size_t i = 0; i < n; i++) {
        long k = find(h[i]);
        if (k < 0) REJECT("%s: hint %lld is not a live clause", where(), h[i]);
        const int *c = arena.a + cstart[k];
        int open = 0, unit = 0, sat = 0;
        for (int j = 0; j < clen[k]; j++) {
            if (fals[L(c[j])]) continue;
            open++, unit = c[j];
            if (fals[L(-c[j])]) sat = 1;
        }
        if (!open) return 1;
        if (open > 1 || sat)
            REJECT("%s: hint %lld %s, not unit", where(), h[i], sat ? "is satisfied" : "has two unassigned literals");
        set_false(-unit);
    }
    return 0;
}

static int contains(long k, int l) {
    for (int j = 0; j < clen[k]; j++)
        if (arena.a[cstart[k] + j] == l) return 1;
    return 0;
}

/* Check one addition (lemma as written, hints); 1 if it is RAT. Leaves nothing set false. */
static int check_add(const int *lemma, size_t n, const i64 *hints, size_t nh) {
    int rat = 0;
    for (size_t i = 0; i < n; i++)
        if (!fals[L(lemma[i])]) set_false(lemma[i]);
    for (size_t i = 0; i < n; i++)
        if (fals[L(-lemma[i])]) goto done; /* both l and -l in the lemma: a tautology */
    size_t split = 0;
    while (split < nh && hints[split] > 0) split++;
    if (rup(hints, split)) goto done;
    if (!n) REJECT("%s: the hints do not refute the empty clause", where());
    int pivot = lemma[0], s = ++stamp;
    if (!indexed) {
        for (size_t k = 0; k < ncls; k++)
            if (alive[k]) index_clause(k);
        indexed = 1;
    }
    for (size_t i = split; i < nh;) { /* the groups "-j h1 h2 ...", each marked on clause j */
        i64 j = -hints[i++];
        size_t start = i;
        while (i < nh && hints[i] > 0) i++;
        long k = find(j);
        if (k >= 0 && gmark[k] == s) REJECT("%s: two RAT groups for clause %lld", where(), j);
        if (k < 0 || !contains(k, -pivot))
            REJECT("%s: RAT group for clause %lld, which is not a live clause containing %d", where(), j, -pivot);
        gmark[k] = s, gstart[k] = (int)start, gend[k] = (int)i;
    }
    ivec *cands = &occ[L(-pivot)];
    for (size_t x = 0; x < cands->n; x++) {
        int k = cands->a[x];
        if (!alive[k]) { /* deleted since it was indexed: drop it */
            cands->a[x--] = cands->a[--cands->n];
            continue;
        }
        const int *c = arena.a + cstart[k];
        int t = ++stamp, taut = 0;
        for (int j = 0; j < clen[k]; j++)
            if (c[j] != -pivot) lmark[L(c[j])] = t;
        for (int j = 0; j < clen[k] && !taut; j++)
            if (c[j] != -pivot && (fals[L(-c[j])] || lmark[L(-c[j])] == t)) taut = 1;
        if (taut) continue; /* the resolvent is a tautology */
        if (gmark[k] != s) REJECT("%s: no RAT hints for clause %lld on pivot %d", where(), cid[k], pivot);
        size_t mark = trail.n;
        for (int j = 0; j < clen[k]; j++)
            if (c[j] != -pivot && !fals[L(c[j])]) set_false(c[j]);
        if (!rup(hints + gstart[k], (size_t)(gend[k] - gstart[k])))
            REJECT("%s: RAT hints for clause %lld do not reach a conflict", where(), cid[k]);
        undo_to(mark);
    }
    rat = 1;
done:
    undo_to(0);
    return rat;
}

/* ---- reading steps (lrat.py's _text_steps and _binary_steps) ---- */
static i64 lineno;
static int c = -2; /* text: the character after the last one consumed (-2: none read yet) */
static lvec nums;  /* the step's numbers */

static int sep(int x) { return x == ' ' || x == '\t' || x == '\r' || x == '\v' || x == '\f' || (x >= 0x1c && x <= 0x1f); }
static int ends(int x) { return x == -1 || x == '\n' || sep(x); }
static int unplain(int x) { return x == '+' || x == '_' || x >= 0x80; }

/* One text line into nums (the step id first). 0 at the end of the input; else 1, *deletion set, and
 * nums empty for a line that is blank or a comment (its first token starts with 'c'). */
static int read_text_line(int *deletion) {
    if (c == -2) c = rd();
    if (c == -1) return 0;
    at = ++lineno;
    nums.n = 0, *deletion = 0;
    for (int tok = 0;; tok++) {
        while (sep(c)) c = rd();
        if (c == '\n' || c == -1) break;
        if (tok == 0 && c == 'c') {
            while (c != '\n' && c != -1) c = rd();
            break;
        }
        if (tok == 1 && c == 'd') {
            if (!ends(c = rd())) goto bad; /* a token "d..." is no number either */
            *deletion = 1;
            continue;
        }
        int neg = c == '-', digits = 0;
        i64 x = 0;
        if (neg) c = rd();
        while (c >= '0' && c <= '9') {
            x = x > MAX_ID / 10 + 1 ? HUGE : x * 10 + (c - '0');
            digits++;
            c = rd();
        }
        if (!digits || digits > MAX_DIGITS || !ends(c)) {
        bad:
            for (int plain = 1;; c = rd()) {
                if (c == '\n' || c == -1) REJECT("%s: a %s", where(), plain ? "token is not an integer" : "number is not plain decimal");
                if (unplain(c)) plain = 0;
            }
        }
        if (x > MAX_ID) x = HUGE;
        lpush(&nums, neg ? -x : x);
    }
    if (c == '\n') c = rd();
    return 1;
}

static i64 lrat_start;
static int read_binary_number(i64 *out) { /* 0 at the terminating zero */
    uint64_t v = 0;
    int shift = 0, b, over = 0;
    do {
        if (shift > 63 || (b = rd()) == -1) REJECT("%s: a step is truncated or a number is too long", where());
        uint64_t part = (uint64_t)(b & 0x7f);
        if (shift > 57 && (part >> (64 - shift)) != 0) over = 1;
        v |= part << shift;
        shift += 7;
    } while (b & 0x80);
    if (v == 1 && !over) REJECT("%s: a number encodes -0", where());
    i64 mag = over || (v >> 1) > (uint64_t)MAX_ID ? HUGE : (i64)(v >> 1);
    *out = v & 1 ? -mag : mag;
    return v != 0 || over;
}

/* One binary step into nums: [id, lits..., 0, hints...] for 'a' (as text reads it), [0, ids..., 0] for 'd'. */
static int read_binary_step(int *deletion) {
    i64 x;
    int head = rd();
    if (head == -1) return 0;
    at = offset() - 1 - lrat_start;
    nums.n = 0;
    *deletion = head == 'd';
    if (head != 'a' && head != 'd') REJECT("%s: expected 'a' or 'd', found 0x%02x", where(), head);
    if (*deletion) lpush(&nums, 0);
    for (int lists = *deletion ? 1 : 2; lists--;) {
        while (read_binary_number(&x)) lpush(&nums, x);
        lpush(&nums, 0);
    }
    if (!*deletion && (nums.a[0] <= 0 || nums.n < 3))
        REJECT("%s: an addition starts with a positive clause id", where());
    return 1;
}

/* ---- the formula the checker wrote ---- */
static int fc; /* the character after the last one read */
static i64 formula_number(void) {
    int neg = 0;
    i64 v = 0;
    while (fc == ' ' || fc == '\n') fc = rd();
    if (fc == '-') neg = 1, fc = rd();
    if (fc < '0' || fc > '9') finish(2, "error", "malformed formula at byte %lld", offset());
    for (; fc >= '0' && fc <= '9'; fc = rd())
        if ((v = v * 10 + (fc - '0')) > MAX_VAR) finish(2, "error", "malformed formula: a number is too large");
    return neg ? -v : v;
}

static void read_formula(void) {
    ivec lits = {0};
    if (rd() != 'p' || rd() != ' ' || rd() != 'c' || rd() != 'n' || rd() != 'f' || rd() != ' ')
        finish(2, "error", "malformed formula: no 'p cnf' header");
    fc = rd();
    i64 v = formula_number(), n = formula_number();
    if (v < 0 || n < 0) finish(2, "error", "malformed formula header");
    ensure_var(v > 0 ? v : 1);
    for (m = 0; m < n; m++) {
        lits.n = 0;
        for (i64 x; (x = formula_number()) != 0;) {
            if (x < -v || x > v) finish(2, "error", "malformed formula: literal %lld", x);
            ipush(&lits, (int)x);
        }
        store(m + 1, lits.a, lits.n);
    }
    while (fc == ' ') fc = rd();
    if (fc != '\n') finish(2, "error", "malformed formula: no newline after the last clause");
    free(lits.a);
    lrat_start = offset(); /* the LRAT starts after that newline */
}

int main(int argc, char **argv) {
    int deletion;
    binary = argc == 2 && !strcmp(argv[1], "-b");
    if (argc > 2 || (argc == 2 && !binary)) finish(2, "error", "usage: lrat-kernel [-b] < formula-then-lrat");
    read_formula();
    i64 last_id = m;
    ivec lemma = {0};
    while (binary ? read_binary_step(&deletion) : read_text_line(&deletion)) {
        if (!nums.n) continue; /* a blank or comment line */
        i64 *rest = nums.a + 1;
        size_t nrest = nums.n - 1, zeros = 0, cut = 0;
        for (size_t i = 0; i < nrest; i++)
            if (!rest[i] && !zeros++) cut = i;
        if (deletion) {
            if (!nrest || rest[nrest - 1] != 0 || zeros != 1) REJECT("%s: a deletion is '<id> d <id>* 0'", where());
            for (size_t i = 0; i + 1 < nrest; i++) {
                long k = find(rest[i]);
                if (k < 0) REJECT("%s: deleting clause %lld, which is not live", where(), rest[i]);
                alive[k] = 0, n_del++;
            }
            continue;
        }
        if (zeros != 2 || rest[nrest - 1] != 0) REJECT("%s: an addition is '<id> <lit>* 0 <hint>* 0'", where());
        i64 step = nums.a[0];
        if (!(last_id < step && step <= MAX_ID)) REJECT("%s: clause id %lld is not larger than %lld", where(), step, last_id);
        lemma.n = 0;
        for (size_t i = 0; i < cut; i++) {
            if (rest[i] > MAX_VAR || rest[i] < -MAX_VAR) REJECT("%s: literal out of range", where());
            ensure_var(rest[i] < 0 ? -rest[i] : rest[i]);
            ipush(&lemma, (int)rest[i]);
        }
        n_rat += check_add(lemma.a, lemma.n, rest + cut + 1, nrest - cut - 2);
        n_steps++;
        last_id = step;
        if (!lemma.n) finish(0, "accept", "LRAT refutation checked: empty clause at step %lld", step);
        store(step, lemma.a, lemma.n);
    }
    REJECT("the LRAT proof never adds the empty clause");
}
